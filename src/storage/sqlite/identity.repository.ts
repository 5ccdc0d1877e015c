// Users, API credentials and console sessions.

import type { SQLInputValue } from 'node:sqlite';
import { UniqueViolation, type CredentialRepository, type FailureCounterRepository, type SessionRecord, type SessionRepository, type UserRepository } from '../types.ts';
import { ADD_FAILURE_SQL, FAILURE_COUNTER_RETENTION_MS, PRUNE_FAILURES_SQL, addFailureParams, keyList, type FailureCounterRow } from '../failure-counters-sql.ts';
import { nowTimestamp } from '../../lib/time.ts';
import {
  CREDENTIAL_WITH_OWNER_SELECT,
  toCredential,
  toCredentialWithOwner,
  toSession,
  toUser,
  type CredentialRow,
  type CredentialWithOwnerRow,
  type SessionRow,
  type UserRow,
} from '../rows.ts';
import { assignments, type UpdatableColumns } from '../sql-conditions.ts';
import { isUniqueViolation } from './errors.ts';
import type { SqliteDb } from './db.ts';

const USER_COLUMNS: UpdatableColumns = {
  role: 'role',
  name: 'name',
  passwordHash: 'password_hash',
  isActive: { column: 'is_active', encode: (active: boolean) => (active ? 1 : 0) },
  mustChangePassword: { column: 'must_change_password', encode: (must: boolean) => (must ? 1 : 0) },
};

export function createUserRepository(db: SqliteDb): UserRepository {
  const byId = (id: string) => db.get<UserRow>('SELECT * FROM users WHERE id = ?', id);
  return {
    async create(user) {
      const createdAt = nowTimestamp();
      const mustChangePassword = user.mustChangePassword ?? false;
      try {
        db.run(
          'INSERT INTO users (id, email, name, role, password_hash, is_active, must_change_password, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          user.id, user.email, user.name, user.role, user.passwordHash, user.isActive ? 1 : 0, mustChangePassword ? 1 : 0, createdAt,
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new UniqueViolation('email');
        throw err;
      }
      return { ...user, mustChangePassword, createdAt };
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
      const { sets, params } = assignments(patch, USER_COLUMNS);
      if (sets.length > 0) db.run(`UPDATE users SET ${sets.join(', ')} WHERE id = ?`, ...(params as SQLInputValue[]), id);
      const row = byId(id);
      return row && toUser(row);
    },
  };
}

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
      const row = db.get<CredentialWithOwnerRow>(`${CREDENTIAL_WITH_OWNER_SELECT} WHERE c.id = ?`, id);
      return row && toCredentialWithOwner(row);
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
      return r && toSession(r);
    },
    async delete(idHash) {
      db.run('DELETE FROM sessions WHERE id_hash = ?', idHash);
    },
    async deleteByUser(userId, keepIdHash) {
      db.run('DELETE FROM sessions WHERE user_id = ? AND id_hash <> ?', userId, keepIdHash ?? '');
    },
    async deleteExpired(now) {
      return db.run('DELETE FROM sessions WHERE expires_at < ?', now);
    },
  };
}

export function createFailureCounterRepository(db: SqliteDb): FailureCounterRepository {
  return {
    async get(keys) {
      if (keys.length === 0) return [];
      const rows = db.all<FailureCounterRow>(`SELECT key, count, first_at, last_at FROM failure_counters WHERE key IN (${keyList(keys)})`, ...keys);
      return rows.map((row) => ({ key: row.key, count: Number(row.count), firstAt: Number(row.first_at), lastAt: Number(row.last_at) }));
    },
    async add(keys, now, restartIf) {
      db.tx(() => {
        db.run(PRUNE_FAILURES_SQL, now - FAILURE_COUNTER_RETENTION_MS);
        for (const key of keys) db.run(ADD_FAILURE_SQL, ...addFailureParams(key, now, restartIf));
      });
    },
    async clear(keys) {
      if (keys.length > 0) db.run(`DELETE FROM failure_counters WHERE key IN (${keyList(keys)})`, ...keys);
    },
  };
}
