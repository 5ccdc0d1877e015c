// The HTTP process's handle on the pipeline thread (pipeline-thread-entry.ts): the same WorkerPool contract
// as in-process workers. A thread that dies (out of memory, a bug) is restarted after a pause; its jobs
// resume from their last stored stage once their leases expire.

import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { WorkerPool } from '../queue/worker-pool.ts';

export interface PipelineThreadData {
  config: Config;
  /** Lower the pipeline's scheduling priority: this process also serves HTTP, which comes first. */
  background: boolean;
}
export type PipelineThreadMessage = { type: 'wake' } | { type: 'stop' };

const ENTRY = new URL('./pipeline-thread-entry.ts', import.meta.url);
const RESTART_DELAY_MS = 1000;
/** In-flight jobs are handed back at once on stop; this bounds closing the engines and the database. */
const STOP_TIMEOUT_MS = 8000;

export function createPipelineThread(config: Config, logger: Logger, options: { background: boolean }): WorkerPool {
  let worker: Worker | null = null;
  let restartTimer: NodeJS.Timeout | undefined;
  let isStopping = false;

  function spawn(): void {
    const thread = new Worker(ENTRY, { workerData: { config, background: options.background } satisfies PipelineThreadData, name: 'clausewise-pipeline' });
    worker = thread;
    thread.on('error', (err) => logger.error({ err }, 'pipeline thread failed'));
    thread.on('exit', (code) => {
      if (worker === thread) worker = null;
      if (isStopping) return;
      logger.error({ code }, 'pipeline thread exited; restarting it');
      restartTimer = setTimeout(spawn, RESTART_DELAY_MS);
    });
  }

  return {
    start() {
      if (worker === null && !isStopping) spawn();
    },
    wake() {
      worker?.postMessage({ type: 'wake' } satisfies PipelineThreadMessage);
    },
    async stop() {
      isStopping = true;
      clearTimeout(restartTimer);
      const thread = worker;
      if (thread === null) return;
      const exited = once(thread, 'exit');
      thread.postMessage({ type: 'stop' } satisfies PipelineThreadMessage);
      const timer = setTimeout(() => void thread.terminate(), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
