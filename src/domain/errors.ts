// Domain errors carry a kind; only http/plugins/errors.ts turns a kind into a status code (style §5.5).

export const ERROR_KINDS = [
  'not_found',
  'forbidden',
  'ethical_wall',
  'conflict',
  'invalid',
  'unauthorized',
  'token_expired',
  'too_large',
  'unsupported_type',
  'malformed',
  'rate_limited',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** One failing input, located like the spec's 422 items: ["body","name"], ["query","project_id"], ["path","id"]. */
export interface FieldIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class AppError extends Error {
  readonly kind: ErrorKind;
  /** Set for `invalid`: the per-field issues of a 422. */
  readonly issues: FieldIssue[];
  /** Set for `rate_limited`: when the client may try again. */
  readonly retryAfterSeconds: number | undefined;
  constructor(kind: ErrorKind, message: string, issues: FieldIssue[] = [], retryAfterSeconds?: number) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.issues = issues;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

// The messages the spec (§5, §7) fixes word for word live here once.
export const MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  tokenExpired: 'Token has expired',
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to access this resource',
  ethicalWall: 'Access denied by ethical wall policy',
  csrf: 'CSRF token missing or invalid',
  // Not from the spec: a console session of a user whose password an admin reset (issue #15).
  passwordChangeRequired: 'Password change required: choose a new password (POST /api/v1/me/password) before doing anything else',
} as const;

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const forbidden = () => new AppError('forbidden', MESSAGES.forbidden);
export const unauthorized = (message: string = MESSAGES.invalidCredentials) => new AppError('unauthorized', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('rate_limited', `Too many failed token requests; retry in ${retryAfterSeconds} seconds`, [], retryAfterSeconds);
export const invalid = (issues: FieldIssue[]) =>
  new AppError('invalid', issues.map((issue) => `${issue.loc.join('.')}: ${issue.msg}`).join('; '), issues);
