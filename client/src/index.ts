export {
  createClient,
  type ApiClient,
  type ClientOptions,
  type HttpMethod,
  type InitArgs,
  type PathsWith,
  type RequestInitFor,
  type ResponseData,
} from './client.js';
export {
  ApiError,
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  PreconditionFailedError,
  RateLimitError,
  ServerError,
  ValidationError,
  type ValidationDetails,
} from './errors.js';
export {
  type EventPosition,
  type LiveControl,
  type LiveEventData,
  type LiveNotification,
  type StreamEvent,
  type StreamEventsOptions,
  type StreamState,
} from './live.js';
export { etagOf, ifMatch, type Versioned } from './versions.js';
export { paginate, type ListItem, type ListPath } from './paginate.js';
export type { components, operations, paths, webhooks } from './generated/openapi.js';
/** The document's enumerations as arrays (`WEBHOOK_EVENT_VALUES`, `SCOPE_VALUES`…). */
export * from './generated/values.js';
export {
  verifyWebhook,
  verifyWebhookAsync,
  WebhookVerificationError,
  type VerifyWebhookOptions,
  type WebhookEvent,
  type WebhookEventName,
  type WebhookPayload,
  type WebhookVerificationErrorCode,
} from './webhooks.js';
