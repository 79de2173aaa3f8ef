// The error every API call throws. Kept free of zod so the app shell (query client, layout) can
// recognise API errors without pulling the schema library into the initial bundle.

export type ApiErrorKind = 'http' | 'network' | 'contract';

export const CONTRACT_MISMATCH_MESSAGE = "The server's response did not match the contract.";
export const SESSION_EXPIRED_MESSAGE =
  'Your session has expired or the token is invalid. Sign in again to continue.';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or null for network and contract errors. */
  readonly status: number | null;
  /** 422 field errors: field name → messages (the contract's `errors`). */
  readonly fieldErrors: Record<string, string[]>;
  /** Extra detail for people debugging (zod issues of a contract mismatch). */
  readonly details: string[];

  constructor(
    kind: ApiErrorKind,
    message: string,
    opts: { status?: number | null; fieldErrors?: Record<string, string[]>; details?: string[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = opts.status ?? null;
    this.fieldErrors = opts.fieldErrors ?? {};
    this.details = opts.details ?? [];
  }

  get isNetwork(): boolean {
    return this.kind === 'network';
  }
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
  get isNotFound(): boolean {
    return this.status === 404;
  }
  get isValidation(): boolean {
    return this.status === 422;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
