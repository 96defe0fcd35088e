import { ApiError, ValidationError } from 'work-tracking-client';

/**
 * The API's validation details say what rule a value broke, in the validator's words
 * ("must NOT have fewer than 1 characters"). People read sentences instead: each rule below
 * turns one kind of message into one, for whichever field it is about.
 */

/** What a sentence calls a field: its label, and how to ask for it when it is missing. */
export interface Subject {
  /** "Name", "Prefix": starts a sentence. */
  label: string;
  /** "your name", "a title": what "Enter …" asks for. */
  noun?: string;
  /** "Enter" for what is typed, "Choose" for what is picked from a list. */
  verb?: 'Enter' | 'Choose';
}

/** Patterns of the document and what a person must type to satisfy them. */
const PATTERNS: Record<string, string> = {
  '^[A-Z0-9]{1,10}$': 'must be 1–10 capital letters or digits',
  '^[a-z][a-z0-9]{1,39}$': 'must be chosen from the list',
};

/** Messages that only say "one of the alternatives failed": the others say why. */
const NOISE = [
  /^must match exactly one schema in oneOf$/,
  /^must match a schema in anyOf$/,
  /^must match "(then|else)" schema$/,
  /^must be null$/,
];

type Rule = [RegExp, (subject: Required<Subject>, match: RegExpMatchArray) => string];

const RULES: Rule[] = [
  [/^is required$/, (s) => `${s.verb} ${s.noun}`],
  [/^must NOT have fewer than 1 characters$/, (s) => `${s.verb} ${s.noun}`],
  [/^must match pattern "\\S"$/, (s) => `${s.verb} ${s.noun}`],
  [
    /^must match pattern "(.*)"$/,
    (s, m) => `${s.label} ${PATTERNS[m[1]!] ?? 'is not in the expected form'}`,
  ],
  [
    /^must NOT have fewer than (\d+) characters$/,
    (s, m) => `${s.label} must be at least ${m[1]} characters`,
  ],
  [
    /^must NOT have more than (\d+) characters$/,
    (s, m) => `${s.label} must be at most ${m[1]} characters`,
  ],
  [/^must NOT have fewer than 1 items?$/, (s) => `Choose at least one of the ${lower(s.label)}`],
  [
    /^must NOT have fewer than (\d+) items?$/,
    (s, m) => `Choose at least ${m[1]} ${lower(s.label)}`,
  ],
  [/^must NOT have more than (\d+) items?$/, (s, m) => `Choose at most ${m[1]} ${lower(s.label)}`],
  [/^must NOT have fewer than 1 propert(y|ies)$/, () => 'Change at least one field'],
  [/^must NOT have duplicate items/, (s) => `${s.label} lists the same value twice`],
  [/^must match format "email"$/, () => 'Enter a valid email address, like name@example.com'],
  [/^must match format "uri"$/, (s) => `${s.label} must be a full web address (https://…)`],
  [/^must match format "date"$/, (s) => `${s.label} must be a date`],
  [/^must match format "date-time"$/, (s) => `${s.label} must be a date and time`],
  [/^must match format "(.*)"$/, (s, m) => `${s.label} must be a valid ${m[1]}`],
  [/^must be one of: (.*)$/, (s, m) => `${s.label} must be one of ${m[1]}`],
  [
    /^must be equal to one of the allowed values$/,
    (s) => `Choose one of the listed ${lower(s.label)} values`,
  ],
  [/^must be (integer|number)$/, (s) => `${s.label} must be a number`],
  [/^must be string$/, (s) => `${s.label} must be text`],
  [/^must be boolean$/, (s) => `${s.label} must be yes or no`],
  [/^must be array$/, (s) => `${s.label} must be a list`],
  [/^must be >= (.+)$/, (s, m) => `${s.label} must be at least ${m[1]}`],
  [/^must be <= (.+)$/, (s, m) => `${s.label} must be at most ${m[1]}`],
  [/^is not allowed$/, (s) => `${s.label} is not accepted here`],
];

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `assigneeId` → "Assignee", `events.2` → "Events", `body` → "The request". */
export function labelOf(field: string): string {
  if (field === 'body') return 'The request';
  const words = field
    .split('.')[0]!
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\b(url|api)\b/g, (word) => word.toUpperCase());
  return capitalise(words);
}

function withArticle(label: string): string {
  const word = lower(label);
  // "The request" already has one: "Enter the request", never "Enter a the request".
  if (/^(the|a|an|your) /.test(word)) return word;
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

/** One API message about a field, as a sentence a person understands. */
export function readable(message: string, subject: Subject): string {
  const full = {
    label: subject.label,
    noun: subject.noun ?? withArticle(subject.label),
    verb: subject.verb ?? 'Enter',
  };
  for (const [pattern, sentence] of RULES) {
    const match = message.match(pattern);
    if (match) return sentence(full, match);
  }
  // A message that is already a sentence (the page's own checks, some of the service's)
  // stands as it is; a fragment ("is not a member of this workspace") reads on after the
  // field's name.
  if (/^\p{Lu}/u.test(message)) return message;
  return `${full.label} ${message}`;
}

/** The messages of one field, readable, without the noise and without repeats. */
function sentences(messages: string[], subject: Subject): string[] {
  const meaningful = messages.filter((m) => !NOISE.some((noise) => noise.test(m)));
  const kept = meaningful.length > 0 ? meaningful : messages.slice(0, 1);
  const out = kept.map((message) =>
    NOISE.some((noise) => noise.test(message))
      ? `${subject.label} is not valid`
      : readable(message, subject),
  );
  return [...new Set(out)];
}

const belongsTo = (key: string, field: string) => key === field || key.startsWith(`${field}.`);

/** Readable messages for one field (`url`, `events.2` counts for `events`). */
export function fieldErrors(error: unknown, field: string, subject?: Subject): string[] {
  if (!(error instanceof ApiError) || !error.details) return [];
  const messages = Object.entries(error.details)
    .filter(([key]) => belongsTo(key, field))
    .flatMap(([, list]) => list);
  return sentences(messages, subject ?? { label: labelOf(field) });
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
      ([key]) => !fields.some((field) => belongsTo(key, field)),
    );
    if (others.length === 0) return 'Please correct the highlighted fields.';
    return others
      .flatMap(([key, messages]) => sentences(messages, { label: labelOf(key) }))
      .map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`))
      .join(' ');
  }
  if (error.status === 429) {
    const wait = (error as ApiError & { retryAfter?: number }).retryAfter;
    return `Too many attempts. Try again${wait ? ` in ${wait} s` : ' shortly'}.`;
  }
  return error.message;
}

/**
 * The page's own check before sending: a required field left empty gets the same error,
 * and so the same sentence, as the API would give.
 */
export function missingFields(values: object, required: string[]) {
  const details: Record<string, string[]> = {};
  for (const field of required) {
    const value = (values as Record<string, unknown>)[field];
    if (value === undefined || value === null || String(value).trim() === '') {
      details[field] = ['is required'];
    }
  }
  if (Object.keys(details).length === 0) return undefined;
  return new ValidationError({
    status: 400,
    message: 'Validation failed',
    code: 'VALIDATION_ERROR',
    details,
    headers: new Headers(),
  });
}
