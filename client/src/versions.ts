/** An entity that carries its version: an issue, a comment, a project or a sprint. */
export interface Versioned {
  version: number;
}

/** The strong entity tag of an entity as read: its `version` in double quotes (`"3"`). */
export function etagOf(entity: Versioned): string {
  return `"${entity.version}"`;
}

/**
 * The `If-Match` header for changing an entity only if nobody changed it since it was
 * read: `api.PATCH(path, { params: { path, header: ifMatch(issue) }, body })`. A stale one
 * makes the call throw `PreconditionFailedError`, nothing written.
 */
export function ifMatch(entity: Versioned): { 'If-Match': string } {
  return { 'If-Match': etagOf(entity) };
}
