import { ApiError } from 'work-tracking-client';

/**
 * Whether a link's token cannot be used: unknown (404) or expired, used or withdrawn (410).
 * The API's message then says which, and how to ask for a new link.
 */
export function isLinkProblem(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}
