// OAuth 2.0 error conventions on top of the spec's `{detail}` shape (issue #13), so stock OAuth libraries can
// tell a bad secret from an outage and "refresh" from "sign in again":
// - token-endpoint errors carry RFC 6749 §5.2 `error` and `error_description` beside `detail`;
// - a form-encoded (RFC 6749) request gets the status RFC 6749 gives (400 for invalid_request,
//   invalid_grant and unsupported_grant_type); the spec's JSON requests keep the spec's statuses;
// - a client that authenticated with HTTP Basic gets a Basic challenge back;
// - a rejected bearer token on any other route gets `error="invalid_token"` in its challenge (RFC 6750 §3).

import type { FastifyRequest } from 'fastify';
import { type AppError, type FieldIssue, isAppError } from '../domain/errors.ts';

export const OAUTH_ERRORS = ['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type', 'slow_down'] as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];

/** A token-endpoint error as the error handler sends it. */
export class OAuthError extends Error {
  readonly status: number;
  readonly detail: string | FieldIssue[];
  readonly code: OAuthErrorCode;
  readonly challenge: string | null;
  readonly retryAfterSeconds: number | undefined;
  constructor(options: { status: number; detail: string | FieldIssue[]; code: OAuthErrorCode; description: string; challenge?: string | null; retryAfterSeconds?: number }) {
    super(options.description);
    this.name = 'OAuthError';
    this.status = options.status;
    this.detail = options.detail;
    this.code = options.code;
    this.challenge = options.challenge ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  body(): { detail: string | FieldIssue[]; error: OAuthErrorCode; error_description: string } {
    return { detail: this.detail, error: this.code, error_description: this.message };
  }
}

/** How the client spoke to the token endpoint: form (RFC 6749) or the spec's JSON, Basic or body credentials. */
export interface TokenRequestStyle {
  isForm: boolean;
  usedBasic: boolean;
}

export function tokenRequestStyle(request: FastifyRequest): TokenRequestStyle {
  return {
    isForm: (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded'),
    usedBasic: /^Basic\s/i.test(request.headers.authorization ?? ''),
  };
}

const REALM = 'realm="clausewise"';

/**
 * The challenge for a client that failed to authenticate at the token endpoint, in the scheme it used, naming
 * the OAuth error too (clients such as openid-client read it from the challenge of a 401).
 */
function clientChallenge(style: TokenRequestStyle): string {
  return `${style.usedBasic || style.isForm ? 'Basic' : 'Bearer'} ${REALM}, error="invalid_client"`;
}

/** A request the endpoint cannot read: a missing field, a form without grant_type. */
export function invalidRequest(style: TokenRequestStyle, detail: string | FieldIssue[], description: string): OAuthError {
  return new OAuthError({ status: style.isForm ? 400 : 422, detail, code: 'invalid_request', description });
}

export function unsupportedGrantType(grantType: string): OAuthError {
  return new OAuthError({
    status: 400,
    detail: `Unsupported grant_type "${grantType}"; use client_credentials or refresh_token`,
    code: 'unsupported_grant_type',
    description: 'Only the client_credentials and refresh_token grants are supported',
  });
}

/** Turns a domain error of a token request into the OAuth error a stock client recognises. */
export function toTokenEndpointError(error: unknown, grant: 'client_credentials' | 'refresh_token', style: TokenRequestStyle): unknown {
  if (!isAppError(error)) return error;
  const app: AppError = error;
  switch (app.kind) {
    case 'unauthorized':
    case 'token_expired':
      if (grant === 'refresh_token') {
        return new OAuthError({
          status: style.isForm ? 400 : 401,
          detail: app.message,
          code: 'invalid_grant',
          description: app.kind === 'token_expired' ? 'The refresh token has expired' : 'The refresh token is invalid or revoked',
        });
      }
      return new OAuthError({ status: 401, detail: app.message, code: 'invalid_client', description: 'Client authentication failed', challenge: clientChallenge(style) });
    case 'invalid':
      return invalidRequest(style, app.issues, 'A required parameter is missing');
    case 'rate_limited':
      return new OAuthError({ status: 429, detail: app.message, code: 'slow_down', description: app.message, retryAfterSeconds: app.retryAfterSeconds });
    default:
      return error;
  }
}

/** The challenge of a 401 on a protected route: `invalid_token` when a bearer token was presented and refused. */
export function bearerChallenge(request: FastifyRequest, detail: string): string {
  if (!/^Bearer\s+\S/i.test(request.headers.authorization ?? '')) return `Bearer ${REALM}`;
  return `Bearer ${REALM}, error="invalid_token", error_description="${detail.replace(/["\\]/g, '')}"`;
}
