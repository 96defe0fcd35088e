import { ValidationError } from 'work-tracking-client';

/**
 * What to say under a text field with a length limit while it is typed in: how much room
 * is left near the limit, how far over once past it. The field never cuts what is typed
 * or pasted; the form refuses to send it over the limit (`overLimit`).
 */
export function lengthHint(value: string, max: number): string {
  const length = [...value].length;
  if (length > max)
    return `${length - max} characters over the limit of ${max}: shorten it to save.`;
  if (length >= max * 0.8) return `${max - length} of ${max} characters left.`;
  return `Up to ${max} characters.`;
}

/** The API's own error for a text over its limit, made before sending it. */
export function overLimit(field: string, value: string, max: number) {
  if ([...value].length <= max) return undefined;
  return new ValidationError({
    status: 400,
    message: 'Validation failed',
    code: 'VALIDATION_ERROR',
    details: { [field]: [`must NOT have more than ${max} characters`] },
    headers: new Headers(),
  });
}
