import { invalidField, notFound } from '../http/errors';
import { emailReasons, setEmailReasons } from './email-queries';
import { unsubscribingUser } from './unsubscribe';
import type { HandlersOf } from '../http/handler';
import {
  countUnread,
  findNotification,
  listNotifications,
  markRead,
  updateNotification,
  type Inbox,
} from './queries';

/** The caller's own inbox in the path's workspace (the document admits people only). */
function inboxOf(req: {
  membership: { workspaceId: string };
  principal: { userId: string };
}): Inbox {
  return { workspaceId: req.membership.workspaceId, userId: req.principal.userId };
}

export const notificationHandlers = {
  async listNotifications(req) {
    const inbox = inboxOf(req);
    const filter = { unread: req.query.unread, done: req.query.done ?? false };
    const [page, unread] = await Promise.all([
      listNotifications(req.db, inbox, filter, req.list),
      countUnread(req.db, inbox),
    ]);
    return { ...page, unread };
  },

  async markNotificationsRead(req) {
    const inbox = inboxOf(req);
    const ids = 'ids' in req.body ? req.body.ids : undefined;
    const marked = await markRead(req.db, inbox, ids);
    return { marked, unread: await countUnread(req.db, inbox) };
  },

  async updateNotification(req) {
    const inbox = inboxOf(req);
    const { notificationId } = req.params;
    if (!(await updateNotification(req.db, inbox, notificationId, req.body)))
      throw notFound('Notification');
    const notification = await findNotification(req.db, inbox, notificationId);
    if (!notification) throw notFound('Notification');
    return notification;
  },

  async getNotificationSettings(req) {
    return { emailReasons: await emailReasons(req.db, req.principal.userId) };
  },

  async updateNotificationSettings(req) {
    await setEmailReasons(req.db, req.principal.userId, req.body.emailReasons);
    return { emailReasons: await emailReasons(req.db, req.principal.userId) };
  },

  async unsubscribeNotifications(req) {
    const userId = unsubscribingUser(req.config.secretsKeys, req.query.token);
    if (!userId) {
      throw invalidField(
        'token',
        'This unsubscribe link is not valid: change your email settings in your account instead.',
      );
    }
    await setEmailReasons(req.db, userId, []);
    return { unsubscribed: true as const };
  },
} satisfies HandlersOf<'notifications'>;
