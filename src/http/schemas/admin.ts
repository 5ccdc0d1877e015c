import Type, { type Static } from 'typebox';
import { Nullable, OneOf, Timestamp, Uuid } from './common.ts';
import { ROLES } from '../../domain/vocabulary.ts';

const Email = Type.String({ minLength: 3, maxLength: 320, pattern: '^[^\\s@]+@[^\\s@]+$' });

export const UserCreate = Type.Object({
  email: Email,
  role: OneOf(ROLES),
  name: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  password: Type.Optional(Nullable(Type.String({ minLength: 8, maxLength: 1024 }))),
});
export type UserCreate = Static<typeof UserCreate>;

export const UserPatch = Type.Object({
  role: Type.Optional(OneOf(ROLES)),
  name: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  is_active: Type.Optional(Type.Boolean()),
  password: Type.Optional(Nullable(Type.String({ minLength: 8, maxLength: 1024 }))),
  must_change_password: Type.Optional(
    Type.Boolean({ description: "Whether the user must choose their own password at next sign-in; defaults to true when an admin sets another user's `password`" }),
  ),
});
export type UserPatch = Static<typeof UserPatch>;

export const User = Type.Object({
  id: Uuid,
  email: Type.String(),
  role: OneOf(ROLES),
  name: Nullable(Type.String()),
  is_active: Type.Boolean(),
  must_change_password: Type.Boolean({ description: 'An admin set the password (a reset); the user must choose their own before using the console' }),
  created_at: Timestamp,
});

export const PasswordReset = Type.Object({
  user: User,
  password: Type.String({ description: 'The new password, shown only in this response; every session of the user has ended' }),
});

export const CredentialCreate = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  user_id: Type.Optional(Uuid),
});
export type CredentialCreate = Static<typeof CredentialCreate>;

export const CredentialCreated = Type.Object({
  id: Uuid,
  name: Type.String(),
  client_id: Type.String(),
  client_secret: Type.String({ description: 'Shown only in this response' }),
  user_id: Uuid,
  created_at: Timestamp,
});

export const Credential = Type.Object({
  id: Uuid,
  name: Type.String(),
  client_id: Type.String(),
  user_id: Uuid,
  user_email: Nullable(Type.String()),
  created_at: Timestamp,
  last_used_at: Nullable(Timestamp),
});

export const WallCreate = Type.Object({
  project_id: Uuid,
  allowed_user_ids: Type.Array(Uuid),
  name: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
});
export type WallCreate = Static<typeof WallCreate>;

export const WallUpdate = Type.Object({
  add_user_ids: Type.Optional(Type.Array(Uuid, { description: 'Users to let through the wall' })),
  remove_user_ids: Type.Optional(Type.Array(Uuid, { description: 'Users to keep out from now on' })),
  name: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  confirm_no_admin: Type.Optional(
    Type.Boolean({ description: 'Required (true) when the change leaves no active administrator behind the wall; otherwise 409' }),
  ),
});
export type WallUpdate = Static<typeof WallUpdate>;

export const Wall = Type.Object({
  id: Uuid,
  project_id: Uuid,
  project_name: Type.Optional(Type.String({ description: 'The walled project’s name, shown to admins even when the wall keeps them out' })),
  allowed_user_ids: Type.Array(Uuid),
  name: Nullable(Type.String()),
  created_at: Timestamp,
});
