// startRuntime on a temp data dir with fake engines: the real HTTP app, storage, queue and workers.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.ts';
import { type EngineOverrides, startRuntime } from '../../src/runtime.ts';
import { BOOTSTRAP_ENV } from '../recovery/http-client.ts';
import { createFakeHttpEngines } from '../helpers/fake-engines.ts';

export async function startTestRuntime(t: TestContext, options: { engines?: EngineOverrides; env?: Record<string, string> } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-runtime-'));
  const config = loadConfig({ ...BOOTSTRAP_ENV, CLAUSEWISE_DATA_DIR: dataDir, PORT: '0', CLAUSEWISE_WORKER_CONCURRENCY: '1', ...options.env });
  const logs: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const engines = options.engines ?? createFakeHttpEngines();
  const runtime = await startRuntime(config, { logger, engines });
  t.after(async () => {
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { runtime, engines, logs, dataDir };
}
