/**
 * Code-host connections as a feature: GitHub, Gitea/Forgejo and GitLab webhooks that link
 * pull requests to the issues they name and move issues when they merge.
 */
import type { Feature } from '../feature';
import { PROCESS_DELIVERY_TASK } from './deliveries';
import { integrationHandlers } from './handlers';
import { receiver } from './receiver';
import { processDeliveryTask } from './tasks/process-delivery';
import {
  PRUNE_INTEGRATION_DELIVERIES,
  pruneIntegrationDeliveriesTask,
} from './tasks/prune-deliveries';

export const integrations = {
  name: 'integrations',
  handlers: () => integrationHandlers,
  routes: receiver,
  tasks: (context) => ({
    [PROCESS_DELIVERY_TASK]: processDeliveryTask(context),
    [PRUNE_INTEGRATION_DELIVERIES]: pruneIntegrationDeliveriesTask(context.db),
  }),
  cron: [`40 * * * * ${PRUNE_INTEGRATION_DELIVERIES}`],
} satisfies Feature;
