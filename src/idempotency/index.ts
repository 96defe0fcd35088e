/** Idempotency keys as a feature: the guard the app wires around handlers, and their clean-up. */
import type { Feature } from '../feature';
import { PRUNE_IDEMPOTENCY_KEYS, pruneIdempotencyKeysTask } from './tasks/prune-keys';

export { idempotencyGuard, idempotencySettle, REPLAYED_HEADER } from './guard';

export const idempotency = {
  name: 'idempotency',
  tasks: ({ db }) => ({ [PRUNE_IDEMPOTENCY_KEYS]: pruneIdempotencyKeysTask(db) }),
  cron: [`30 * * * * ${PRUNE_IDEMPOTENCY_KEYS}`],
} satisfies Feature;
