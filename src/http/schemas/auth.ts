import Type, { type Static } from 'typebox';
import { Nullable, OneOf, Uuid } from './common.ts';
import { ROLES } from '../../domain/vocabulary.ts';

export const TokenRequest = Type.Object(
  {
    grant_type: Type.Optional(Type.Enum(['client_credentials', 'refresh_token'])),
    // No minimum length: an empty value is a wrong credential (401, spec §4.1), not a malformed request.
    client_id: Type.Optional(Type.String({ maxLength: 512 })),
    client_secret: Type.Optional(Type.String({ maxLength: 512 })),
    refresh_token: Type.Optional(Type.String({ maxLength: 8192 })),
  },
  {
    description:
      'JSON `{client_id, client_secret}` or `{refresh_token}`; also RFC 6749 form-encoded with `grant_type` and HTTP Basic client authentication.',
  },
);
export type TokenRequest = Static<typeof TokenRequest>;

export const TokenResponse = Type.Object({
  access_token: Type.String({ description: 'JWT, valid 24 hours' }),
  refresh_token: Type.String({ description: 'JWT, valid 30 days; send it as `refresh_token` to renew' }),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer({ description: 'Access token lifetime in seconds' }),
});

export const Me = Type.Object({
  id: Uuid,
  email: Type.String(),
  name: Nullable(Type.String()),
  role: OneOf(ROLES),
});

export const SessionRequest = Type.Object({
  email: Type.String({ minLength: 1 }),
  password: Type.String({ minLength: 1 }),
});
export type SessionRequest = Static<typeof SessionRequest>;

export const SessionResponse = Type.Object({ user: Me, csrf_token: Type.String() });
