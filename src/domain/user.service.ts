// Users: the people behind sessions and credentials. Admin-only operations are guarded by the caller
// (routes pass the principal through requireRole); the CLI calls these directly as the operator.

import { randomUUID } from 'node:crypto';
import type { Role } from './vocabulary.ts';
import type { Storage, UserRecord } from '../storage/types.ts';
import { UniqueViolation } from '../storage/types.ts';
import { hashSecret, randomSecret, verifySecret } from '../lib/secret-hash.ts';
import { conflict, notFound } from './errors.ts';

export interface NewUserInput {
  email: string;
  role: Role;
  name?: string | null;
  password?: string | null;
}

export interface UserPatch {
  role?: Role;
  name?: string | null;
  isActive?: boolean;
  password?: string | null;
  /** Whether the user must choose their own password before the console lets them do anything else. */
  mustChangePassword?: boolean;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface UserServiceDeps {
  storage: Pick<Storage, 'users' | 'sessions'>;
  /** Called once a user's role, name, activity or password changed, so remembered token checks end at once. */
  onUserChanged?: () => void;
}

export function createUserService(deps: UserServiceDeps) {
  const { users, sessions } = deps.storage;
  const userChanged = deps.onUserChanged ?? (() => {});

  async function create(input: NewUserInput): Promise<UserRecord> {
    const email = normalizeEmail(input.email);
    if (await users.getByEmail(email)) throw conflict('A user with this email already exists');
    try {
      return await users.create({
        id: randomUUID(),
        email,
        name: input.name ?? null,
        role: input.role,
        passwordHash: input.password ? await hashSecret(input.password) : null,
        isActive: true,
      });
    } catch (error) {
      if (error instanceof UniqueViolation) throw conflict('A user with this email already exists');
      throw error;
    }
  }

  async function update(id: string, patch: UserPatch): Promise<UserRecord> {
    const changes: Parameters<typeof users.update>[1] = {};
    if (patch.role !== undefined) changes.role = patch.role;
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.isActive !== undefined) changes.isActive = patch.isActive;
    if (patch.password !== undefined) changes.passwordHash = patch.password ? await hashSecret(patch.password) : null;
    if (patch.mustChangePassword !== undefined) changes.mustChangePassword = patch.mustChangePassword;
    const updated = await users.update(id, changes);
    userChanged();
    if (!updated) throw notFound('User');
    // A deactivated user or a changed password ends every console session at once.
    if (patch.isActive === false || patch.password !== undefined) await sessions.deleteByUser(id);
    return updated;
  }

  /**
   * Password reset by an admin: the server picks a new random password (shown once to the admin, who passes it on),
   * so nobody has to invent one, and every console session of the user ends at once. The password is temporary:
   * the user must choose their own at their next sign-in (`mustChangePassword`), so the admin who saw it, and
   * the channel it travelled through, stop mattering.
   */
  async function resetPassword(id: string): Promise<{ user: UserRecord; password: string }> {
    const password = randomSecret(RESET_PASSWORD_BYTES);
    const user = await update(id, { password, mustChangePassword: true });
    return { user, password };
  }

  /**
   * The user's own new password (the caller has checked the current one): clears `mustChangePassword` and ends
   * every other console session of the user; the session that made the change (`keepSessionHash`) stays.
   */
  async function changeOwnPassword(id: string, newPassword: string, keepSessionHash?: string): Promise<UserRecord> {
    const updated = await users.update(id, { passwordHash: await hashSecret(newPassword), mustChangePassword: false });
    if (!updated) throw notFound('User');
    userChanged();
    await sessions.deleteByUser(id, keepSessionHash);
    return updated;
  }

  /** The active user with this email and password, or undefined. Always spends one hash, to not reveal which emails exist. */
  async function verifyPassword(email: string, password: string): Promise<UserRecord | undefined> {
    const user = await users.getByEmail(normalizeEmail(email));
    const matches = await verifySecret(password, user?.passwordHash ?? DUMMY_HASH);
    return user && user.isActive && user.passwordHash && matches ? user : undefined;
  }

  return {
    create,
    update,
    resetPassword,
    changeOwnPassword,
    verifyPassword,
    list: () => users.list(),
    getById: (id: string) => users.getById(id),
    getByEmail: (email: string) => users.getByEmail(normalizeEmail(email)),
  };
}

export type UserService = ReturnType<typeof createUserService>;

// 18 random bytes: a 24-character password, easy to pass on, far beyond guessing.
const RESET_PASSWORD_BYTES = 18;

// A well-formed hash of a random value: lets verifyPassword take the same time for unknown emails.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
