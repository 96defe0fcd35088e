import { ApiError } from 'work-tracking-client';

/** Messages the API sent for one field (`url`, `events.2` counts for `events`). */
export function fieldErrors(error: unknown, field: string): string[] {
  if (!(error instanceof ApiError) || !error.details) return [];
  return Object.entries(error.details)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
}

/**
 * The sentence to show for a failed action. Validation errors about the given fields
 * appear next to those fields instead; any others are spelled out here.
 */
export function formError(error: unknown, fields: string[] = []): string | undefined {
  if (!error) return undefined;
  if (!(error instanceof ApiError)) return 'The server could not be reached. Try again.';
  if (error.details) {
    const others = Object.entries(error.details).filter(
      ([key]) => !fields.some((field) => key === field || key.startsWith(`${field}.`)),
    );
    if (others.length === 0) return 'Please correct the highlighted fields.';
    return others.map(([key, messages]) => `${key} ${messages.join(', ')}`).join('; ');
  }
  if (error.status === 429) {
    const wait = (error as ApiError & { retryAfter?: number }).retryAfter;
    return `Too many attempts. Try again${wait ? ` in ${wait} s` : ' shortly'}.`;
  }
  return error.message;
}
