// POST /auth/token (spec §4.1, §5): client credentials or a refresh token → token pair. Accepts the spec's JSON
// body and RFC 6749's form-encoded body with HTTP Basic client authentication, so stock OAuth2 clients work.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { DomainServices } from '../../domain/services.ts';
import type { TokenPair } from '../../domain/token.service.ts';
import { type FieldIssue, invalid, unauthorized } from '../../domain/errors.ts';
import { invalidRequest, toTokenEndpointError, tokenRequestStyle, unsupportedGrantType } from '../oauth-errors.ts';
import { ValidationErrorResponse } from '../schemas/common.ts';
import { OAuthErrorResponse, TokenRequest, TokenResponse } from '../schemas/auth.ts';

/** RFC 6749 §2.3.1: client id and secret are form-urlencoded inside the Basic credentials. */
function basicClientCredentials(request: FastifyRequest): { clientId: string; clientSecret: string } | undefined {
  const match = /^Basic\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw unauthorized();
  try {
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  } catch {
    throw unauthorized();
  }
}

function missing(field: string): FieldIssue {
  return { loc: ['body', field], msg: 'Field required', type: 'missing' };
}

export function registerAuthTokenRoutes(app: FastifyInstance, services: Pick<DomainServices, 'tokens'>): void {
  async function renew(refreshToken: string | undefined, address: string): Promise<TokenPair> {
    if (refreshToken === undefined) throw invalid([missing('refresh_token')]);
    return services.tokens.refresh(refreshToken, address);
  }

  async function exchange(request: FastifyRequest, body: TokenRequest): Promise<TokenPair> {
    const basic = basicClientCredentials(request);
    const clientId = body.client_id ?? basic?.clientId;
    const clientSecret = body.client_secret ?? basic?.clientSecret;
    const issues = [...(clientId === undefined ? [missing('client_id')] : []), ...(clientSecret === undefined ? [missing('client_secret')] : [])];
    if (issues.length > 0) throw invalid(issues);
    return services.tokens.exchangeClientCredentials(clientId!, clientSecret!, request.ip);
  }

  app.post<{ Body: TokenRequest }>(
    '/auth/token',
    {
      config: { isPublic: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange client credentials or a refresh token for tokens',
        security: [],
        // The spec's JSON, and RFC 6749's form encoding (with HTTP Basic client authentication).
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: TokenRequest,
        response: { 200: TokenResponse, 400: OAuthErrorResponse, 401: OAuthErrorResponse, 413: OAuthErrorResponse, 422: Type.Union([OAuthErrorResponse, ValidationErrorResponse]), 429: OAuthErrorResponse },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const style = tokenRequestStyle(request);
      // The spec's JSON may leave grant_type out; an RFC 6749 form request must name it.
      if (body.grant_type === undefined && style.isForm) throw invalidRequest(style, 'grant_type is required', 'The grant_type parameter is missing');
      const grant = body.grant_type ?? (body.refresh_token !== undefined ? 'refresh_token' : 'client_credentials');
      if (grant !== 'client_credentials' && grant !== 'refresh_token') throw unsupportedGrantType(grant);
      let pair: TokenPair;
      try {
        pair = grant === 'refresh_token' ? await renew(body.refresh_token, request.ip) : await exchange(request, body);
      } catch (error) {
        throw toTokenEndpointError(error, grant, style);
      }
      // RFC 6749 §5.1: token responses must not be cached.
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      return { access_token: pair.accessToken, refresh_token: pair.refreshToken, token_type: 'bearer', expires_in: pair.expiresIn };
    },
  );
}
