import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'node:test';
import { promisify } from 'node:util';
import { loadConfig } from '../../src/config.ts';
import { createUserService } from '../../src/domain/user.service.ts';
import { openStorage } from '../../src/storage/open.ts';
import { childEnv } from '../helpers/child-env.ts';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'clausewise.js');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function tempDataDir(t: TestContext): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'clausewise-cli-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs the real `clausewise` command (the bin shim) against a data dir. */
async function clausewise(dataDir: string, ...args: string[]): Promise<CliResult> {
  const env = childEnv({ CLAUSEWISE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('clausewise CLI', () => {
  it('migrate creates the database and is idempotent', async (t) => {
    const dataDir = await tempDataDir(t);
    const first = await clausewise(dataDir, 'migrate');
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /applied \d+ migration/);
    assert.equal((await clausewise(dataDir, 'migrate')).stdout.trim(), 'database is up to date');
  });

  it("runs the same whatever CLAUSEWISE_* or DATABASE_URL the developer's shell exports", async (t) => {
    const dataDir = await tempDataDir(t);
    const exported = { DATABASE_URL: 'postgres://elsewhere/db', CLAUSEWISE_WORKER_CONCURRENCY: 'many' };
    Object.assign(process.env, exported);
    t.after(() => Object.keys(exported).forEach((name) => delete process.env[name]));
    const result = await clausewise(dataDir, 'migrate');
    assert.equal(result.code, 0, result.stderr);
  });

  it('users create --json prints the new user', async (t) => {
    const dataDir = await tempDataDir(t);
    const result = await clausewise(dataDir, 'users', 'create', '--email', 'Ann@Example.com', '--role', 'member', '--json');
    assert.equal(result.code, 0, result.stderr);
    const user = JSON.parse(result.stdout);
    assert.deepEqual({ email: user.email, role: user.role }, { email: 'ann@example.com', role: 'member' });
    assert.match(user.id, /^[0-9a-f-]{36}$/);
  });

  it('users create refuses a duplicate email with exit code 1', async (t) => {
    const dataDir = await tempDataDir(t);
    await clausewise(dataDir, 'users', 'create', '--email', 'bob@example.com', '--role', 'viewer');
    const again = await clausewise(dataDir, 'users', 'create', '--email', 'bob@example.com', '--role', 'viewer');
    assert.equal(again.code, 1);
    assert.match(again.stderr, /already exists/);
  });

  it('users create rejects an unknown role with usage and exit code 2', async (t) => {
    const dataDir = await tempDataDir(t);
    const result = await clausewise(dataDir, 'users', 'create', '--email', 'c@example.com', '--role', 'owner');
    assert.equal(result.code, 2);
    assert.match(result.stderr, /--role admin\|member\|viewer/);
  });

  it('users reset-password prints a temporary password that replaces the old one and must be changed at sign-in', async (t) => {
    const dataDir = await tempDataDir(t);
    await clausewise(dataDir, 'users', 'create', '--email', 'eve@example.com', '--role', 'admin', '--password', 'forgotten-password');
    const result = await clausewise(dataDir, 'users', 'reset-password', '--email', 'eve@example.com', '--json');
    assert.equal(result.code, 0, result.stderr);
    const { temporary_password: temporary } = JSON.parse(result.stdout);
    const { storage } = await openStorage(loadConfig({ CLAUSEWISE_DATA_DIR: dataDir }));
    t.after(() => storage.close());
    const users = createUserService({ storage });
    assert.equal(await users.verifyPassword('eve@example.com', 'forgotten-password'), undefined);
    const signedIn = await users.verifyPassword('eve@example.com', temporary);
    assert.equal(signedIn?.mustChangePassword, true);
  });

  it('users reset-password names an unknown email with usage and exit code 2', async (t) => {
    const dataDir = await tempDataDir(t);
    const result = await clausewise(dataDir, 'users', 'reset-password', '--email', 'nobody@example.com');
    assert.equal(result.code, 2);
    assert.match(result.stderr, /no user with email nobody@example.com/);
  });

  it('credentials create --json prints exactly client_id and client_secret', async (t) => {
    const dataDir = await tempDataDir(t);
    const result = await clausewise(dataDir, 'credentials', 'create', '--name', 'ci', '--json');
    assert.equal(result.code, 0, result.stderr);
    const credential = JSON.parse(result.stdout);
    assert.deepEqual(Object.keys(credential), ['client_id', 'client_secret']);
    assert.ok(Buffer.from(credential.client_secret, 'base64url').length >= 32, 'at least 256 bits of secret');
  });

  it('credentials create --user makes the credential act as that user', async (t) => {
    const dataDir = await tempDataDir(t);
    const user = JSON.parse((await clausewise(dataDir, 'users', 'create', '--email', 'd@example.com', '--role', 'member', '--json')).stdout);
    await clausewise(dataDir, 'credentials', 'create', '--name', 'for-d', '--user', 'd@example.com');
    const listed = JSON.parse((await clausewise(dataDir, 'credentials', 'list', '--json')).stdout);
    assert.deepEqual(listed.map((c: { name: string; user_id: string }) => [c.name, c.user_id]), [['for-d', user.id]]);
  });

  it('credentials list shows credentials without secrets', async (t) => {
    const dataDir = await tempDataDir(t);
    const created = JSON.parse((await clausewise(dataDir, 'credentials', 'create', '--name', 'etl', '--json')).stdout);
    const listed = JSON.parse((await clausewise(dataDir, 'credentials', 'list', '--json')).stdout);
    assert.equal(listed.length, 1);
    assert.equal(listed[0].client_id, created.client_id);
    assert.equal(listed[0].user_email, 'admin@localhost');
    assert.ok(!JSON.stringify(listed).includes(created.client_secret));
  });

  it('credentials delete removes the credential', async (t) => {
    const dataDir = await tempDataDir(t);
    await clausewise(dataDir, 'credentials', 'create', '--name', 'old', '--json');
    const [credential] = JSON.parse((await clausewise(dataDir, 'credentials', 'list', '--json')).stdout);
    const deleted = await clausewise(dataDir, 'credentials', 'delete', credential.id);
    assert.equal(deleted.code, 0, deleted.stderr);
    assert.deepEqual(JSON.parse((await clausewise(dataDir, 'credentials', 'list', '--json')).stdout), []);
  });

  it('credentials delete of an unknown id fails with exit code 1', async (t) => {
    const dataDir = await tempDataDir(t);
    const result = await clausewise(dataDir, 'credentials', 'delete', '00000000-0000-4000-8000-000000000000');
    assert.equal(result.code, 1);
    assert.match(result.stderr, /Credential not found/);
  });

  it('a bad environment variable is reported clearly with exit code 1', async (t) => {
    const dataDir = await tempDataDir(t);
    const env = childEnv({ CLAUSEWISE_DATA_DIR: dataDir, CLAUSEWISE_WORKER_CONCURRENCY: 'lots' });
    const result = await promisify(execFile)(process.execPath, [BIN, 'migrate'], { env }).catch((error) => error);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /CLAUSEWISE_WORKER_CONCURRENCY must be an integer/);
  });
});
