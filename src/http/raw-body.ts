/**
 * A handler result sent as is, outside the success envelope (the OpenAPI document, the
 * reference page), with its content type when that is not JSON.
 */
export class RawBody {
  constructor(
    readonly body: unknown,
    readonly type?: string,
  ) {}
}
