import type { WebhookEvent } from '../db/schema';
import { WEBHOOK_EVENT_VALUES } from '../generated/openapi';

/** The webhook vocabulary. Other recorded events (e.g. `issue.watched`) are never delivered. */
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = WEBHOOK_EVENT_VALUES;
export type { WebhookEvent };

export const isWebhookEvent = (name: string): name is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(name);
