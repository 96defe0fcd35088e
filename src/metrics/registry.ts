import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, in one registry that `/metrics` renders. Label values are drawn
 * from closed sets (operation ids, status codes, limit and outcome names), never from
 * paths or ids, so the number of series stays bounded whatever clients send.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by operation id (or route kind outside the API) and status',
  labelNames: ['operation', 'status'] as const,
  registers: [registry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to its response, by operation id',
  labelNames: ['operation'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const rateLimitRejections = new Counter({
  name: 'rate_limit_rejections_total',
  help: 'Requests refused with 429, by the limit that refused them (ip, tight, token)',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const deliveryAttempts = new Counter({
  name: 'webhook_delivery_attempts_total',
  help: 'Webhook delivery attempts, by outcome (success, http_error, timeout, network_error, refused)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const deliveryAttemptDuration = new Histogram({
  name: 'webhook_delivery_attempt_duration_seconds',
  help: 'Duration of webhook delivery attempts, connection included',
  labelNames: ['outcome'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const dispatchBatchSize = new Histogram({
  name: 'webhook_dispatch_batch_size',
  help: 'Deliveries per batch of the delivery worker, by step (claim, finish)',
  labelNames: ['step'] as const,
  buckets: [1, 2, 4, 8, 16, 32, 64, 128, 200],
  registers: [registry],
});

export const dispatchBatchDuration = new Histogram({
  name: 'webhook_dispatch_batch_duration_seconds',
  help: 'Time from sending a batch of the delivery worker to its answer, by step (claim, finish)',
  labelNames: ['step'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});
