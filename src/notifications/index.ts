/**
 * Notifications as a feature: each person's inbox, fed by a job queued with every event
 * that may concern someone, and its live messages.
 */
import type { Feature } from '../feature';
import { queueNotifications } from './fan-out';
import { notificationHandlers } from './handlers';
import './tables';
import { EMAIL_TASK, emailTask } from './tasks/email';
import { NOTIFY_TASK, notifyTask } from './tasks/notify';

export const notifications = {
  name: 'notifications',
  handlers: () => notificationHandlers,
  subscribers: [queueNotifications],
  tasks: (context) => ({
    [NOTIFY_TASK]: notifyTask(context),
    [EMAIL_TASK]: emailTask(context),
  }),
} satisfies Feature;
