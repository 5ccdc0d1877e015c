// `clausewise serve` and `clausewise worker`: run until SIGINT/SIGTERM, then shut down gracefully.

import { ConfigError, type Config } from '../config.ts';
import { startRuntime } from '../runtime.ts';

/** In-flight jobs are abandoned at once (they resume elsewhere); this bounds HTTP draining and closing. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

export async function serve(config: Config, mode: 'serve' | 'worker'): Promise<void> {
  if (mode === 'worker' && config.workerConcurrency === 0) {
    throw new ConfigError(['CLAUSEWISE_WORKER_CONCURRENCY must be 1 or more for `clausewise worker`']);
  }
  const runtime = await startRuntime(config, { listen: mode === 'serve' });
  const { logger } = runtime;
  logger.info({ url: runtime.url || undefined, workers: runtime.workers ? config.workerConcurrency : 0, mode }, 'clausewise started');

  let isShuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl-C reaches both bin/clausewise.js (which forwards it) and this process: act once.
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    runtime.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
