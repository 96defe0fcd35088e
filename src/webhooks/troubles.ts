/**
 * What one worker process knows of its receivers' trouble before the database does.
 *
 * A troubled answer (a timeout, a 429, a 5xx, a failed connection) shrinks its webhook's
 * allowance, but only once the finish records it. Until then every claim and hand-over is
 * decided under the allowance of before, and when recording takes longer than a receiver
 * takes to time out, a hanging receiver would get more than the floor's worth of requests.
 * So a delivery is sent only if no trouble of its webhook is being recorded and none began
 * or was recorded since the database call that leased it was made (a finish's hand-overs:
 * none is being recorded once the finish's own are ended); otherwise it is given back to
 * wait for a slot (decided under the allowance after the trouble).
 *
 * Bounded: past `remember` webhooks the record of when each last changed starts over, which
 * at worst lets one delivery decided before a trouble through.
 */
export function createTroubleLog(remember = 10_000) {
  /** Advances on every trouble that begins or is recorded, for any webhook. */
  let clock = 0;
  const pending = new Map<string, number>();
  const changedAt = new Map<string, number>();
  const changed = (webhookId: string) => {
    if (changedAt.size >= remember && !changedAt.has(webhookId)) changedAt.clear();
    changedAt.set(webhookId, ++clock);
  };
  return {
    /** A stamp to take before a database call that may lease deliveries. */
    now: () => clock,
    /** A troubled answer whose outcome is about to be recorded. */
    begin(webhookId: string) {
      pending.set(webhookId, (pending.get(webhookId) ?? 0) + 1);
      changed(webhookId);
    },
    /** That outcome recorded (or given up on). */
    end(webhookId: string) {
      const left = (pending.get(webhookId) ?? 0) - 1;
      if (left > 0) pending.set(webhookId, left);
      else pending.delete(webhookId);
      changed(webhookId);
    },
    /**
     * Whether deliveries of the webhook leased by a call stamped `since` may be sent: no
     * trouble is being recorded and none began or was recorded after the stamp.
     */
    quietSince(webhookId: string, since: number): boolean {
      return !pending.has(webhookId) && (changedAt.get(webhookId) ?? 0) <= since;
    },
    /**
     * Whether what a finish handed over may be sent, once the troubles it recorded are
     * ended: it counted every one recorded before it, so only those still being recorded
     * (by a later finish) make it stale.
     */
    quiet: (webhookId: string) => !pending.has(webhookId),
  };
}

export type TroubleLog = ReturnType<typeof createTroubleLog>;
