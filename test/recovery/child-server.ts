// `node src/main.ts serve` (or `worker`) as a child process, so a test can kill -9 it like a crash.

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { childEnv } from '../helpers/child-env.ts';

const MAIN = join(import.meta.dirname, '..', '..', 'src', 'main.ts');

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Log lines (pino JSON) seen so far. */
  logs: Record<string, unknown>[];
  kill9(): Promise<void>;
}

/** Resolves once the process logs that it started; `url` is empty for `worker`, which serves no HTTP. */
export async function startChildServer(env: Record<string, string>, timeoutMs = 30_000, command: 'serve' | 'worker' = 'serve'): Promise<ChildServer> {
  const child = spawn(process.execPath, [MAIN, command], {
    env: childEnv({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms\n${stderr}`)), timeoutMs);
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before starting\n${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = parseLogLine(line);
      if (entry === undefined) return;
      logs.push(entry);
      if (entry.msg === 'clausewise started') {
        clearTimeout(timer);
        resolve((entry.url as string | undefined) ?? '');
      }
    });
  });
  return {
    url,
    process: child,
    logs,
    async kill9() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

function parseLogLine(line: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
