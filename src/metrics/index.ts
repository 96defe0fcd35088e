export { metricsEndpoint, serveMetrics, type MetricsServer } from './endpoint';
export { httpMetrics } from './http';
export { forgetPool, observeDatabase, observePool } from './database';
export { countRateLimitRejection, measuredBatch, observeDeliveryAttempt } from './recorders';
export { countLiveRefusal, observeLiveStreams } from './live';
export { observeWebhookAllowances } from './webhooks';
export { registry } from './registry';
