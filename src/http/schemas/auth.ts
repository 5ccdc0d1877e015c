import Type, { type Static } from 'typebox';
import { Nullable, OneOf, Uuid } from './common.ts';
import { ROLES } from '../../domain/vocabulary.ts';
import { OAUTH_ERRORS } from '../oauth-errors.ts';

export const TokenRequest = Type.Object(
  {
    grant_type: Type.Optional(Type.String({ maxLength: 64, description: '`client_credentials` or `refresh_token`; required in form-encoded requests' })),
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

/** Token-endpoint errors: the spec's `detail` plus RFC 6749 §5.2 `error` and `error_description`. */
export const OAuthErrorResponse = Type.Object(
  {
    detail: Type.Union([Type.String(), Type.Array(Type.Object({ loc: Type.Array(Type.Union([Type.String(), Type.Integer()])), msg: Type.String(), type: Type.String() }))]),
    error: Type.Optional(OneOf(OAUTH_ERRORS)),
    error_description: Type.Optional(Type.String()),
  },
  { description: 'Token endpoint error (spec §7 `detail`, RFC 6749 §5.2 `error`)' },
);

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
  must_change_password: Type.Boolean({
    description: 'True after an admin reset the password: a console session may only change it (`POST /me/password`), read `/me` and sign out',
  }),
});

export const PasswordChange = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 1024 }),
  new_password: Type.String({ minLength: 8, maxLength: 1024, description: 'At least 8 characters, different from the current password' }),
});
export type PasswordChange = Static<typeof PasswordChange>;

export const SessionRequest = Type.Object({
  email: Type.String({ minLength: 1 }),
  password: Type.String({ minLength: 1 }),
});
export type SessionRequest = Static<typeof SessionRequest>;

export const SessionResponse = Type.Object({ user: Me, csrf_token: Type.String() });
