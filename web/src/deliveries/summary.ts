import { DELIVERY_STATE_VALUES, type components } from 'work-tracking-client';

export type Delivery = components['schemas']['WebhookDelivery'];
export type DeliveryState = Delivery['state'];

export const STATES: readonly DeliveryState[] = DELIVERY_STATE_VALUES;

/** The newest attempt's outcome in a few words: "HTTP 200", "timeout", "not tried yet". */
export function lastResult(delivery: Delivery): string {
  const last = delivery.attemptLog.at(-1);
  if (!last) return 'Not tried yet';
  if (last.statusCode !== null) return `HTTP ${last.statusCode}`;
  return last.error ?? 'Failed';
}

export function lastDuration(delivery: Delivery): string {
  const last = delivery.attemptLog.at(-1);
  return last ? `${last.durationMs} ms` : '—';
}

/** Whether the service will still try this delivery on its own. */
export function isOpen(delivery: Delivery): boolean {
  return delivery.state === 'PENDING' || delivery.state === 'RETRYING';
}

/**
 * Replay sends a kept delivery again. Not while the service is still retrying it (that
 * would deliver it twice), and not to a disabled webhook (the API refuses).
 */
export function replayBlocker(delivery: Delivery, webhookActive: boolean): string | undefined {
  if (isOpen(delivery)) return 'An automatic retry is pending';
  if (!webhookActive) return 'Re-enable the webhook to replay';
  return undefined;
}

export function byState(deliveries: Delivery[], state: DeliveryState | ''): Delivery[] {
  return state ? deliveries.filter((d) => d.state === state) : deliveries;
}
