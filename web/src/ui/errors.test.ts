import { describe, expect, it } from 'vitest';
import { ValidationError, PermissionDeniedError } from 'work-tracking-client';
import { fieldErrors, formError } from './errors';

const validation = (details: Record<string, string[]>) =>
  new ValidationError({
    status: 400,
    message: 'Validation failed',
    code: 'VALIDATION_ERROR',
    details,
    headers: new Headers(),
  });

describe('API errors in forms', () => {
  it('puts each validation message next to its field, nested paths included', () => {
    const error = validation({ url: ['must use https://'], 'events.0': ['must be one of: a, b'] });
    expect(fieldErrors(error, 'url')).toEqual(['must use https://']);
    expect(fieldErrors(error, 'events')).toEqual(['must be one of: a, b']);
    expect(fieldErrors(error, 'name')).toEqual([]);
    expect(formError(error, ['url', 'events'])).toBe('Please correct the highlighted fields.');
  });

  it('spells out messages about fields the form does not show', () => {
    expect(formError(validation({ body: ['is required'] }), ['url'])).toBe('body is required');
  });

  it('shows the message of any other error', () => {
    const denied = new PermissionDeniedError({
      status: 403,
      message: 'Token limit reached',
      headers: new Headers(),
    });
    expect(formError(denied)).toBe('Token limit reached');
    expect(formError(undefined)).toBeUndefined();
  });
});
