// POST /auth/token (spec §4.1, §5): client credentials or a refresh token → token pair. Accepts the spec's JSON
// body and RFC 6749's form-encoded body with HTTP Basic client authentication, so stock OAuth2 clients work.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DomainServices } from '../../domain/services.ts';
import type { TokenPair } from '../../domain/token.service.ts';
import { type FieldIssue, invalid, unauthorized } from '../../domain/errors.ts';
import { ErrorResponse, ValidationErrorResponse } from '../schemas/common.ts';
import { TokenRequest, TokenResponse } from '../schemas/auth.ts';

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
  app.post<{ Body: TokenRequest }>(
    '/auth/token',
    {
      config: { isPublic: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange client credentials or a refresh token for tokens',
        security: [],
        body: TokenRequest,
        response: { 200: TokenResponse, 401: ErrorResponse, 413: ErrorResponse, 422: ValidationErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const grant = body.grant_type ?? (body.refresh_token !== undefined ? 'refresh_token' : 'client_credentials');
      let pair: TokenPair;
      if (grant === 'refresh_token') {
        if (body.refresh_token === undefined) throw invalid([missing('refresh_token')]);
        pair = await services.tokens.refresh(body.refresh_token, request.ip);
      } else {
        const basic = basicClientCredentials(request);
        const clientId = body.client_id ?? basic?.clientId;
        const clientSecret = body.client_secret ?? basic?.clientSecret;
        const issues = [
          ...(clientId === undefined ? [missing('client_id')] : []),
          ...(clientSecret === undefined ? [missing('client_secret')] : []),
        ];
        if (issues.length > 0) throw invalid(issues);
        pair = await services.tokens.exchangeClientCredentials(clientId!, clientSecret!, request.ip);
      }
      // RFC 6749 §5.1: token responses must not be cached.
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      return { access_token: pair.accessToken, refresh_token: pair.refreshToken, token_type: 'bearer', expires_in: pair.expiresIn };
    },
  );
}
