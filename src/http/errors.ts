import { STATUS_CODES } from 'node:http';

/** The one error type of the service: a status and a message safe to show the caller. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields the error's envelope carries beside the default three (`currentVersion`). */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A 400 whose body lists the offending fields (`ValidationErrorEnvelope`). */
export class ValidationError extends AppError {
  constructor(readonly details: Record<string, string[]>) {
    super(400, 'Validation failed');
    this.name = 'ValidationError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (what: string) => new AppError(404, `${what} not found`);
export const conflict = (message: string) => new AppError(409, message);

/** One invalid field, in the same shape ajv failures take. */
export function invalidField(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] });
}

/** The spec's default envelope for every non-validation error. */
export function errorBody(status: number, message: string) {
  return { message, error: STATUS_CODES[status] ?? 'Error', statusCode: status };
}
