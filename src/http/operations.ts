/**
 * Types of each operation's input and output, read from the generated document types
 * (`npm run generate`). Handlers never re-declare an operation's shape.
 */
import type { components, operations } from '../generated/openapi-types';
import type { ListOperation, SortField } from '../db/paginate';
import type { OperationFacts } from '../generated/openapi';
import type { RawBody } from './raw-body';
import type { Redirect } from './redirect';

export type Schemas = components['schemas'];
export type OperationId = keyof operations & keyof OperationFacts;
/** Operations documented under one tag (`issues`, `webhooks`…). */
export type TaggedOperation<Tag extends string> = {
  [K in OperationId]: OperationFacts[K]['tag'] extends Tag ? K : never;
}[OperationId];

type Parameters<K extends OperationId> = operations[K]['parameters'];
type Defined<T> = [T] extends [undefined] ? Record<string, never> : Exclude<T, undefined>;

export type PathParams<K extends OperationId> = Defined<Parameters<K>['path']>;
export type QueryParams<K extends OperationId> = Defined<Parameters<K>['query']>;
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : Record<string, never>;

type SuccessStatus = 200 | 201 | 202 | 204;
type Success<K extends OperationId> = operations[K]['responses'][Extract<
  keyof operations[K]['responses'],
  SuccessStatus
>];

/** The column (as a query names it) behind each sort field of a list operation. */
export type SortColumns<K extends ListOperation, Column extends string = string> = Record<
  SortField<K>,
  Column
>;

/**
 * A value that serializes to `T`: dates travel as their ISO strings, so a handler may
 * return a `Date` where the document says (plain) string.
 */
export type Wire<T> = T extends string
  ? string extends T
    ? T | Date
    : T
  : T extends readonly (infer Item)[]
    ? Wire<Item>[]
    : T extends object
      ? { [P in keyof T]: Wire<T[P]> }
      : T;

/**
 * What a handler returns: the envelope's `data`, except that a list's page is
 * `{ items, total }` (the router adds `meta`); a response without an envelope is a
 * `RawBody`, a redirect (`302`) a `Redirect`, a 204 nothing.
 */
export type HandlerResult<K extends OperationId> = 302 extends keyof operations[K]['responses']
  ? Redirect
  : Success<K> extends { content: { 'application/json': { success: true; data: infer Data } } }
    ? Data extends { items: (infer Item)[]; meta: Schemas['PageMeta'] }
      ? { items: Wire<Item>[]; total: number } & Wire<Omit<Data, 'items' | 'meta'>>
      : Wire<Data>
    : Success<K> extends { content: object }
      ? RawBody
      : void;
