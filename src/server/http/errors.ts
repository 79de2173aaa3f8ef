// Errors carry a code; one handler (error-handler.ts) maps the code to a status and the contract's
// error body {message, errors?}.

export const ERROR_STATUS = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldErrors | undefined;

  constructor(code: ErrorCode, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * A 422 in the Laravel shape the spec shows: message is the first field message, plus
 * "(and N more error[s])" when there are more.
 */
export function validationError(errors: FieldErrors): AppError {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
  return new AppError('validation', message, errors);
}
