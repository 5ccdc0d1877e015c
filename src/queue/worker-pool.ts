// `concurrency` loops per process, each claiming the oldest runnable job, heartbeating its lease while the
// pipeline runs, and idling between polls. Uploads call wake() so a new job starts without waiting a poll.

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { PipelineRunner } from '../pipeline/runner.ts';
import type { JobRecord } from '../storage/types.ts';
import type { JobQueue } from './types.ts';

export interface WorkerPoolOptions {
  queue: JobQueue;
  runner: PipelineRunner;
  concurrency: number;
  logger: Logger;
  /** Fallback poll for jobs that become runnable without a wake(): other processes, retries, expired leases. */
  pollIntervalMs?: number;
}

export interface WorkerPool {
  start(): void;
  /** A job was queued in this process: idle loops claim at once. */
  wake(): void;
  /** Stops claiming, hands in-flight jobs back to the queue (they resume in the next worker), waits for the loops. */
  stop(): Promise<void>;
}

class PoolStoppingError extends Error {
  constructor() {
    super('worker pool stopping');
    this.name = 'PoolStoppingError';
  }
}

export function createWorkerPool({ queue, runner, concurrency, logger, pollIntervalMs = 300 }: WorkerPoolOptions): WorkerPool {
  const poolId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const inFlight = new Set<AbortController>();
  const sleepers = new Set<() => void>();
  let wakeGeneration = 0;
  let isStopping = false;
  let loops: Promise<void>[] = [];

  const wake = () => {
    wakeGeneration++;
    for (const resolve of sleepers) resolve();
    sleepers.clear();
  };

  /** Waits a poll interval, or less when woken; returns at once if woken since `seenGeneration`. */
  const idle = (seenGeneration: number) =>
    new Promise<void>((resolve) => {
      if (isStopping || wakeGeneration !== seenGeneration) return resolve();
      const timer = setTimeout(done, pollIntervalMs);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });

  async function runWithHeartbeat(job: JobRecord, owner: string, log: Logger): Promise<void> {
    const controller = new AbortController();
    inFlight.add(controller);
    const heartbeat = setInterval(() => {
      queue.heartbeat(job, owner).then(
        (isHeld) => {
          if (!isHeld) controller.abort(new Error('job lease lost (document deleted or job taken over)'));
        },
        (err: unknown) => log.warn({ err, jobId: job.id }, 'heartbeat failed; will retry'),
      );
    }, Math.max(250, Math.floor(queue.leaseMs / 3)));
    try {
      const outcome = await runner.run(job, { owner, signal: controller.signal });
      if (outcome === 'released' && isStopping) await queue.release(job, owner);
    } catch (err) {
      log.error({ err, jobId: job.id }, 'pipeline runner failed');
    } finally {
      clearInterval(heartbeat);
      inFlight.delete(controller);
    }
  }

  async function loop(owner: string): Promise<void> {
    const log = logger.child({ worker: owner });
    while (!isStopping) {
      const seenGeneration = wakeGeneration;
      let job: JobRecord | undefined;
      try {
        job = await queue.claim(owner);
      } catch (err) {
        log.error({ err }, 'claiming a job failed');
      }
      if (job === undefined) await idle(seenGeneration);
      else await runWithHeartbeat(job, owner, log);
    }
  }

  return {
    start() {
      if (loops.length > 0) return;
      loops = Array.from({ length: concurrency }, (_, index) => loop(`${poolId}#${index}`));
      logger.info({ concurrency, poolId }, 'pipeline workers started');
    },
    wake,
    async stop() {
      isStopping = true;
      wake();
      for (const controller of inFlight) controller.abort(new PoolStoppingError());
      await Promise.all(loops);
      loops = [];
    },
  };
}
