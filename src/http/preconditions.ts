import type { Context } from 'koa';
import { AppError, badRequest } from './errors';

/** What a request's `If-Match` accepts: any version (`*`), or the versions it lists. */
export type IfMatch = '*' | number[];

/** The strong entity tag of a version: the number in double quotes. */
export const etagOf = (version: number) => `"${version}"`;

const LIST = /^\s*(?:W\/)?"[^"]*"\s*(?:,\s*(?:W\/)?"[^"]*"\s*)*$/;
const TAG = /(W\/)?"([^"]*)"/g;

/**
 * The request's `If-Match`, if it has one. Tags are compared strongly: a weak tag or one
 * that is not a version of ours matches nothing (so the change is refused with 412); a
 * header that is not a list of tags at all is a 400.
 */
export function readIfMatch(ctx: Context): IfMatch | undefined {
  const header = ctx.get('if-match');
  if (header === '') return undefined;
  if (header.trim() === '*') return '*';
  if (header.length > 1000 || !LIST.test(header)) {
    throw badRequest('If-Match must be an entity tag such as "3", a list of them, or *');
  }
  const versions: number[] = [];
  for (const [, weak, value] of header.matchAll(TAG)) {
    if (!weak && /^[1-9]\d{0,9}$/.test(value!)) versions.push(Number(value));
  }
  return versions;
}

/**
 * Refuses a change with 412 unless the entity still has a version `If-Match` accepts. Call
 * it on the row read under its lock, in the transaction that writes it, so two changes
 * sent with the same tag cannot both pass.
 */
export function requireVersion(ifMatch: IfMatch | undefined, current: number, what: string) {
  if (ifMatch === undefined || ifMatch === '*' || ifMatch.includes(current)) return;
  throw new AppError(
    412,
    `The ${what} was changed since you read it (it is now at version ${current})`,
    { ETag: etagOf(current) },
    { currentVersion: current },
  );
}
