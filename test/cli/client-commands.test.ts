// The command-line client (issue #14) against a real server: login keeps the credential for its owner only,
// upload walks a folder and waits for the pipeline, then a summary; report and obligations print what a
// person or a script needs; a failed upload makes the exit code non-zero.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { SAMPLE_CONTRACT, newProject } from '../helpers/builders.ts';
import { childEnv } from '../helpers/child-env.ts';
import { clientFor } from '../helpers/client.ts';
import { ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET, startServer } from '../helpers/start-server.ts';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'clausewise.js');

async function setUp(t: Parameters<typeof startServer>[0]) {
  const server = await startServer(t, { workers: true });
  const dir = await mkdtemp(join(tmpdir(), 'clausewise-cli-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const env = childEnv({ CLAUSEWISE_CLIENT_CONFIG: join(dir, 'client.json') });
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, [BIN, ...args], { env }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );
  const login = await run('login', '--url', server.url, '--client-id', ADMIN_CLIENT_ID, '--client-secret', ADMIN_CLIENT_SECRET);
  assert.equal(login.code, 0, login.stderr);
  const project = await newProject(await clientFor(server.url), 'Acme');
  return { server, dir, run, project };
}

describe('clausewise client commands', () => {
  test('login keeps the credential in a file only its owner can read', async (t) => {
    const { dir } = await setUp(t);
    assert.equal((await stat(join(dir, 'client.json'))).mode & 0o777, 0o600);
  });

  test('upload of a folder with --wait processes every contract and prints a summary', async (t) => {
    const { dir, run } = await setUp(t);
    await mkdir(join(dir, 'contracts'));
    await writeFile(join(dir, 'contracts', 'a.txt'), SAMPLE_CONTRACT);
    await writeFile(join(dir, 'contracts', 'b.txt'), SAMPLE_CONTRACT.replace('Acme', 'Initech'));
    const result = await run('upload', join(dir, 'contracts'), '--project', 'Acme', '--wait');
    assert.equal(result.code, 0, result.stderr);
    const lines = result.stdout.trim().split('\n');
    assert.match(lines[0]!, /^file\s+type\s+classification\s+risk\s+status\s+error/);
    assert.equal(lines.filter((l) => /\bcomplete\b/.test(l)).length, 2);
    assert.equal(result.stderr, '', 'no progress output when stderr is not a terminal');
  });

  test('a failed upload makes the exit code non-zero and says why', async (t) => {
    const { dir, run } = await setUp(t);
    await writeFile(join(dir, 'tool.exe'), Buffer.from('\x7fELF\x02\x01\x01\0\0\0'));
    const result = await run('upload', join(dir, 'tool.exe'), '--project', 'Acme', '--json');
    assert.equal(result.code, 1);
    const [row] = JSON.parse(result.stdout) as { status: string; error: string }[];
    assert.equal(row!.status, 'failed');
    assert.match(row!.error, /Unsupported file type/);
  });

  test('report and obligations print for people and for scripts', async (t) => {
    const { dir, run } = await setUp(t);
    await writeFile(join(dir, 'a.txt'), SAMPLE_CONTRACT);
    const uploaded = JSON.parse((await run('upload', join(dir, 'a.txt'), '--project', 'Acme', '--wait', '--json')).stdout) as { id: string }[];
    const markdown = await run('report', uploaded[0]!.id, '--format', 'markdown');
    assert.match(markdown.stdout, /^# Contract analysis — overall risk (low|medium|high)/);
    const csv = await run('obligations', '--project', 'Acme', '--format', 'csv');
    assert.equal(csv.code, 0, csv.stderr);
    assert.equal(csv.stdout.split('\n')[0], 'file,due_date,title,responsible_party,recurrence,status');
    const ics = await run('obligations', '--project', 'Acme', '--format', 'ics');
    assert.equal(ics.code, 0, ics.stderr);
    assert.match(ics.stdout, /^BEGIN:VCALENDAR\r\n[^]*X-WR-CALNAME:Obligations: Acme\r\n[^]*END:VCALENDAR\r\n$/);
  });

  test('events prints the pipeline events of a document, one per line', async (t) => {
    const { dir, run } = await setUp(t);
    await writeFile(join(dir, 'a.txt'), SAMPLE_CONTRACT);
    const [uploaded] = JSON.parse((await run('upload', join(dir, 'a.txt'), '--project', 'Acme', '--json')).stdout) as { id: string }[];
    const result = await run('events', '--document', uploaded!.id, '--count', '9', '--json');
    assert.equal(result.code, 0, result.stderr);
    const events = result.stdout.trim().split('\n').map((line) => JSON.parse(line) as { type: string; data: { status: string } });
    assert.equal(events.length, 9);
    assert.equal(events.at(-1)!.type, 'document.completed');
    assert.equal(events[0]!.data.status, 'queued');
  });

  test('without a server or credential it says how to sign in', async (t) => {
    const dir = await mkdtemp(join(tmpdir(), 'clausewise-cli-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    const result = await promisify(execFile)(process.execPath, [BIN, 'projects'], { env: childEnv({ CLAUSEWISE_CLIENT_CONFIG: join(dir, 'none.json') }) }).catch((e) => e);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /run `clausewise login`/);
  });
});
