// Worker-thread entry of the pipeline (issue #11): the worker pool, its engines and its own database
// connection live here, so neither stage work nor the pipeline's database writes (synchronous with SQLite)
// run on the HTTP event loop. The HTTP side talks to it with two messages: `wake` and `stop`.

import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { pino } from 'pino';
import type { Config } from '../config.ts';
import { openStorage } from '../storage/open.ts';
import { composeEngines, createWorkers, type Cleanup } from './compose.ts';
import type { PipelineThreadData, PipelineThreadMessage } from './pipeline-thread.ts';

const port = parentPort!;
const { config, background } = workerData as PipelineThreadData;
const logger = pino({ level: (config as Config).logLevel });
const cleanups: Cleanup[] = [];

async function closeAll(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch((err: unknown) => logger.error({ err }, 'error while stopping the pipeline thread'));
  }
}

/**
 * Background priority for the pipeline beside HTTP: on Linux a nice value belongs to a thread, and the engine
 * threads and the extraction process started from here inherit it, so on a busy machine the HTTP thread gets
 * the CPU first and the pipeline takes what is left (it is measured in documents per minute, the API in
 * milliseconds). A `clausewise worker` process serves no HTTP and keeps the normal priority.
 */
const PIPELINE_NICE = 10;

function lowerPriority(): void {
  try {
    setPriority(PIPELINE_NICE);
  } catch (err) {
    logger.warn({ err }, 'could not lower the pipeline thread priority');
  }
}

async function start(): Promise<void> {
  if (background) lowerPriority();
  // The HTTP side migrated the database before starting this thread.
  const { storage, blobs } = await openStorage(config, {
    migrate: false,
    onQueueError: (err) => logger.warn({ err }, 'job queue maintenance failed; retrying'),
  });
  cleanups.push(() => storage.close());
  const engines = await composeEngines(config, {}, logger, cleanups);
  const pool = createWorkers(config, storage, blobs, engines, logger);
  pool.start();
  cleanups.push(() => pool.stop());
  port.on('message', (message: PipelineThreadMessage) => {
    if (message.type === 'wake') return pool.wake();
    // Ends this thread only; the HTTP side waits for its exit.
    void closeAll().then(() => process.exit(0));
  });
}

start().catch(async (err: unknown) => {
  logger.error({ err }, 'pipeline thread could not start');
  await closeAll();
  process.exit(1);
});
