// Users, API credentials and console sessions.

import { UniqueViolation, type CredentialRepository, type SessionRecord, type SessionRepository, type UserRecord, type UserRepository, type CredentialRecord } from '../types.ts';
import { nowTimestamp } from '../../lib/time.ts';
import type { Role } from '../../domain/vocabulary.ts';
import { isUniqueViolation } from './errors.ts';
import type { SqliteDb } from './db.ts';

interface UserRow {
  id: string;
  email: string;
  name: string | null;
  role: string;
  password_hash: string | null;
  is_active: number;
  created_at: string;
}

const toUser = (r: UserRow): UserRecord => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role as Role,
  passwordHash: r.password_hash,
  isActive: r.is_active === 1,
  createdAt: r.created_at,
});

export function createUserRepository(db: SqliteDb): UserRepository {
  const byId = (id: string) => db.get<UserRow>('SELECT * FROM users WHERE id = ?', id);
  return {
    async create(user) {
      const createdAt = nowTimestamp();
      try {
        db.run(
          'INSERT INTO users (id, email, name, role, password_hash, is_active, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
          user.id, user.email, user.name, user.role, user.passwordHash, user.isActive ? 1 : 0, createdAt,
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new UniqueViolation('email');
        throw err;
      }
      return { ...user, createdAt };
    },
    async getById(id) {
      const row = byId(id);
      return row && toUser(row);
    },
    async getByEmail(email) {
      const row = db.get<UserRow>('SELECT * FROM users WHERE email = ?', email);
      return row && toUser(row);
    },
    async list() {
      return db.all<UserRow>('SELECT * FROM users ORDER BY seq').map(toUser);
    },
    async update(id, patch) {
      const sets: string[] = [];
      const params: (string | number | null)[] = [];
      if (patch.role !== undefined) (sets.push('role = ?'), params.push(patch.role));
      if (patch.name !== undefined) (sets.push('name = ?'), params.push(patch.name));
      if (patch.passwordHash !== undefined) (sets.push('password_hash = ?'), params.push(patch.passwordHash));
      if (patch.isActive !== undefined) (sets.push('is_active = ?'), params.push(patch.isActive ? 1 : 0));
      if (sets.length > 0) db.run(`UPDATE users SET ${sets.join(', ')} WHERE id = ?`, ...params, id);
      const row = byId(id);
      return row && toUser(row);
    },
  };
}

interface CredentialRow {
  id: string;
  name: string;
  client_id: string;
  secret_hash: string;
  user_id: string;
  created_at: string;
  last_used_at: string | null;
}

const toCredential = (r: CredentialRow): CredentialRecord => ({
  id: r.id,
  name: r.name,
  clientId: r.client_id,
  secretHash: r.secret_hash,
  userId: r.user_id,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

export function createCredentialRepository(db: SqliteDb): CredentialRepository {
  return {
    async create(c) {
      const createdAt = nowTimestamp();
      try {
        db.run(
          'INSERT INTO credentials (id, name, client_id, secret_hash, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          c.id, c.name, c.clientId, c.secretHash, c.userId, createdAt,
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new UniqueViolation('client_id');
        throw err;
      }
      return { ...c, createdAt, lastUsedAt: null };
    },
    async getById(id) {
      const row = db.get<CredentialRow>('SELECT * FROM credentials WHERE id = ?', id);
      return row && toCredential(row);
    },
    async getWithOwner(id) {
      const row = db.get<CredentialRow & { [K in keyof UserRow as `owner_${K}`]: UserRow[K] }>(
        `SELECT c.*, u.id AS owner_id, u.email AS owner_email, u.name AS owner_name, u.role AS owner_role,
                u.password_hash AS owner_password_hash, u.is_active AS owner_is_active, u.created_at AS owner_created_at
           FROM credentials c JOIN users u ON u.id = c.user_id WHERE c.id = ?`,
        id,
      );
      if (!row) return undefined;
      const owner = toUser({
        id: row.owner_id,
        email: row.owner_email,
        name: row.owner_name,
        role: row.owner_role,
        password_hash: row.owner_password_hash,
        is_active: row.owner_is_active,
        created_at: row.owner_created_at,
      });
      return { credential: toCredential(row), owner };
    },
    async getByClientId(clientId) {
      const row = db.get<CredentialRow>('SELECT * FROM credentials WHERE client_id = ?', clientId);
      return row && toCredential(row);
    },
    async list() {
      return db.all<CredentialRow>('SELECT * FROM credentials ORDER BY seq DESC').map(toCredential);
    },
    async touchLastUsed(id, at) {
      db.run('UPDATE credentials SET last_used_at = ? WHERE id = ?', at, id);
    },
    async updateSecretHash(id, secretHash) {
      db.run('UPDATE credentials SET secret_hash = ? WHERE id = ?', secretHash, id);
    },
    async delete(id) {
      return db.run('DELETE FROM credentials WHERE id = ?', id) > 0;
    },
  };
}

interface SessionRow {
  id_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: string;
  expires_at: string;
}

export function createSessionRepository(db: SqliteDb): SessionRepository {
  return {
    async create(s: SessionRecord) {
      db.run(
        'INSERT INTO sessions (id_hash, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        s.idHash, s.userId, s.csrfToken, s.createdAt, s.expiresAt,
      );
    },
    async get(idHash) {
      const r = db.get<SessionRow>('SELECT * FROM sessions WHERE id_hash = ?', idHash);
      return r && { idHash: r.id_hash, userId: r.user_id, csrfToken: r.csrf_token, createdAt: r.created_at, expiresAt: r.expires_at };
    },
    async delete(idHash) {
      db.run('DELETE FROM sessions WHERE id_hash = ?', idHash);
    },
    async deleteByUser(userId) {
      db.run('DELETE FROM sessions WHERE user_id = ?', userId);
    },
    async deleteExpired(now) {
      return db.run('DELETE FROM sessions WHERE expires_at < ?', now);
    },
  };
}
