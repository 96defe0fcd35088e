export { traceDeliveryAttempt } from './deliveries';
export { httpTracing } from './http';
export { tracedTasks } from './jobs';
export {
  currentTraceParent,
  startTracing,
  stopTracing,
  tracingEnabled,
  type TracingOptions,
} from './tracing';
