/** Active webhooks per workspace, on every plan (`createWebhook` refuses one more with 403). */
export const MAX_WEBHOOKS = 20;
