/** Active webhooks per workspace, on every plan (spec 8). */
export const MAX_WEBHOOKS = 20;
