export { idempotencyGuard, idempotencySettle, REPLAYED_HEADER } from './guard';
export { PRUNE_IDEMPOTENCY_KEYS, pruneIdempotencyKeysTask } from './tasks/prune-keys';
