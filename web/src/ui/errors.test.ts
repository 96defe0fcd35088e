import { describe, expect, it } from 'vitest';
import { ValidationError, PermissionDeniedError } from 'work-tracking-client';
import { fieldErrors, formError, labelOf, missingFields, readable } from './errors';

const validation = (details: Record<string, string[]>) =>
  new ValidationError({
    status: 400,
    message: 'Validation failed',
    code: 'VALIDATION_ERROR',
    details,
    headers: new Headers(),
  });

describe('API errors in forms', () => {
  it('turns an empty name into one request to enter it, whatever the field is called', () => {
    // What the API sends for `name: ""` against the Name schema (minLength 1, pattern \S).
    const error = validation({
      name: ['must NOT have fewer than 1 characters', 'must match pattern "\\S"'],
      title: ['is required'],
    });
    expect(fieldErrors(error, 'name', { label: 'Name', noun: 'your name' })).toEqual([
      'Enter your name',
    ]);
    expect(fieldErrors(error, 'name')).toEqual(['Enter a name']);
    expect(fieldErrors(error, 'title')).toEqual(['Enter a title']);
    expect(fieldErrors(error, 'title', { label: 'Project', verb: 'Choose' })).toEqual([
      'Choose a project',
    ]);
  });

  it('never puts an article before a name that has one ("Enter a the request")', () => {
    const empty = validation({ body: ['must NOT have fewer than 1 characters'] });
    expect(fieldErrors(empty, 'body')).toEqual(['Enter the request']);
    expect(fieldErrors(empty, 'body', { label: 'The comment', noun: 'a comment' })).toEqual([
      'Enter a comment',
    ]);
    expect(formError(empty)).toBe('Enter the request.');
  });

  it('explains the patterns of the document in words', () => {
    const error = validation({ prefix: ['must match pattern "^[A-Z0-9]{1,10}$"'] });
    expect(fieldErrors(error, 'prefix')).toEqual(['Prefix must be 1–10 capital letters or digits']);
    expect(readable('must match pattern "^x+$"', { label: 'Code' })).toBe(
      'Code is not in the expected form',
    );
  });

  it('says lengths, formats and choices as sentences', () => {
    const password = { label: 'Password' };
    expect(readable('must NOT have fewer than 8 characters', password)).toBe(
      'Password must be at least 8 characters',
    );
    expect(readable('must NOT have more than 500 characters', { label: 'Title' })).toBe(
      'Title must be at most 500 characters',
    );
    expect(readable('must match format "email"', { label: 'Email' })).toBe(
      'Enter a valid email address, like name@example.com',
    );
    expect(readable('must be one of: low, high', { label: 'Priority' })).toBe(
      'Priority must be one of low, high',
    );
    expect(readable('must NOT have fewer than 1 items', { label: 'Scopes' })).toBe(
      'Choose at least one of the scopes',
    );
    expect(readable('must NOT have fewer than 2 items', { label: 'Reviewers' })).toBe(
      'Choose at least 2 reviewers',
    );
  });

  it('drops the "one of the alternatives" noise when another message says why', () => {
    const error = validation({
      description: [
        'must NOT have more than 20000 characters',
        'must be null',
        'must match exactly one schema in oneOf',
      ],
    });
    expect(fieldErrors(error, 'description')).toEqual([
      'Description must be at most 20000 characters',
    ]);
    expect(fieldErrors(validation({ parentId: ['must be null'] }), 'parentId')).toEqual([
      'Parent is not valid',
    ]);
  });

  it("reads the service's own messages after the field's name", () => {
    const error = validation({ assigneeId: ['is not a member of this workspace'] });
    expect(fieldErrors(error, 'assigneeId')).toEqual([
      'Assignee is not a member of this workspace',
    ]);
    expect(labelOf('events.2')).toBe('Events');
    expect(labelOf('sprintId')).toBe('Sprint');
  });

  it('puts each validation message next to its field, nested paths included', () => {
    const error = validation({ url: ['must use https://'], 'events.0': ['must be one of: a, b'] });
    expect(fieldErrors(error, 'url')).toEqual(['URL must use https://']);
    expect(fieldErrors(error, 'events')).toEqual(['Events must be one of a, b']);
    expect(fieldErrors(error, 'name')).toEqual([]);
    expect(formError(error, ['url', 'events'])).toBe('Please correct the highlighted fields.');
  });

  it('spells out messages about fields the form does not show', () => {
    expect(
      formError(validation({ sprintId: ['is not a sprint of this project'] }), ['title']),
    ).toBe('Sprint is not a sprint of this project.');
  });

  it('checks required fields in the page with the same sentences', () => {
    expect(missingFields({ name: 'Web', prefix: 'WEB' }, ['name', 'prefix'])).toBeUndefined();
    const missing = missingFields({ name: '  ', prefix: 'WEB' }, ['name', 'prefix']);
    expect(fieldErrors(missing, 'name', { label: 'Name', noun: 'a project name' })).toEqual([
      'Enter a project name',
    ]);
    expect(fieldErrors(missing, 'prefix')).toEqual([]);
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

describe('messages that are already sentences', () => {
  it('stand as they are, while fragments read on after the field name', () => {
    expect(readable('Enter a name for the sprint.', { label: 'Name' })).toBe(
      'Enter a name for the sprint.',
    );
    expect(readable('is not a member of this workspace', { label: 'Assignee' })).toBe(
      'Assignee is not a member of this workspace',
    );
  });
});
