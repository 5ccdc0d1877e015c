// The one place where Clausewise is wired together: storage, blobs, engines, bootstrap, the HTTP app and
// the pipeline workers. `clausewise serve|worker` and every test that needs a running server start here.

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';
import { bootstrap } from './domain/bootstrap.ts';
import { reembedStoredVectors } from './domain/reembed.service.ts';
import { detectFileType } from './engines/local/extract/index.ts';
import type { Embedder, Engines } from './engines/types.ts';
import { buildApp } from './http/app.ts';
import { composeEngines, createWorkers, type EngineOverrides } from './pipeline-host/compose.ts';
import { createPipelineThread } from './pipeline-host/pipeline-thread.ts';
import type { WorkerPool } from './queue/worker-pool.ts';
import { createWebhookDispatcher } from './queue/webhook-dispatcher.ts';
import packageJson from '../package.json' with { type: 'json' };
import { openStorage } from './storage/open.ts';
import type { BlobStore, Storage } from './storage/types.ts';

export type { EngineOverrides };

export interface RuntimeOptions {
  /** Serve HTTP on config.host:config.port (default true). The app is built either way. */
  listen?: boolean;
  /** Run config.workerConcurrency pipeline workers in this process (default true). */
  workers?: boolean;
  /**
   * Where those workers run: `thread` (the default with the real engines) gives them a thread and a database
   * connection of their own; `event-loop` runs them beside HTTP (always so with engine overrides, which are
   * objects of this thread; `npm run bench:api` compares the two).
   */
  pipeline?: 'thread' | 'event-loop';
  /**
   * The pipeline thread runs at background priority when this process serves HTTP (the default follows
   * `listen`; a `clausewise worker` keeps the normal priority).
   */
  pipelineInBackground?: boolean;
  logger?: Logger;
  /**
   * Replace engines (tests): `analysis` stands in for the local engine (the model engine still comes from the
   * configuration); the rest are the local engines, analysis and embedding in a worker thread.
   */
  engines?: EngineOverrides;
}

export interface Runtime {
  /** Base address, e.g. http://127.0.0.1:41234; empty when not listening. */
  url: string;
  app: FastifyInstance;
  storage: Storage;
  blobs: BlobStore;
  engines: Engines;
  /** Null when this process runs no workers. */
  workers: WorkerPool | null;
  logger: Logger;
  /** Stops workers, then HTTP, then engines, then storage. Safe to call twice. */
  close(): Promise<void>;
}

export async function startRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  // Undo in reverse order whatever already started, on failure as on close.
  const cleanups: (() => Promise<void>)[] = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((err: unknown) => logger.error({ err }, 'error during shutdown'));
    }
  };
  try {
    const { storage, blobs } = await openStorage(config, { onQueueError: (err) => logger.warn({ err }, 'job queue maintenance failed; retrying') });
    cleanups.push(() => storage.close());
    const engines = await composeEngines(config, options.engines ?? {}, logger, cleanups);
    await bootstrap(storage, config);
    startReembedding(storage, engines.embedder, logger, cleanups);

    let workers: WorkerPool | null = null;
    if (options.workers !== false && config.workerConcurrency > 0) {
      // The real engines run the pipeline in a thread of its own, with its own database connection, so the
      // HTTP event loop never waits on stage work or the pipeline's writes (issue #11). Engines passed in
      // (test fakes) are objects of this thread: those workers stay here.
      const usesRealEngines = Object.values(options.engines ?? {}).every((engine) => engine === undefined);
      const inThread = usesRealEngines && options.pipeline !== 'event-loop';
      const background = options.pipelineInBackground ?? options.listen !== false;
      workers = inThread ? createPipelineThread(config, logger, { background }) : createWorkers(config, storage, blobs, engines, logger);
    }
    const app = await buildApp({
      config,
      storage,
      blobs,
      analysisModes: engines.analysis,
      embedder: engines.embedder,
      probeModel: () => engines.analysis.probeModel(),
      detectFileType,
      logger: logger as FastifyBaseLogger,
      onDocumentQueued: () => workers?.wake(),
    });
    cleanups.push(() => app.close());
    const url = options.listen === false ? '' : await app.listen({ port: config.port, host: config.host });
    if (workers !== null) {
      workers.start();
      cleanups.push(() => workers.stop());
      // Webhooks are delivered where the pipeline runs, in a loop of their own that never holds up a job.
      const dispatcher = createWebhookDispatcher({
        storage,
        config: config.webhooks,
        retentionHours: config.eventRetentionHours,
        logger: logger.child({ component: 'webhooks' }),
        userAgent: `Clausewise-Webhooks/${packageJson.version}`,
      });
      dispatcher.start();
      cleanups.push(() => dispatcher.stop());
    }
    return { url, app, storage, blobs, engines, workers, logger, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/**
 * Brings clause vectors made by an earlier embedder up to date (domain/reembed.service.ts) in the background:
 * start-up does not wait, search works meanwhile. Closing the runtime stops it between documents.
 */
function startReembedding(storage: Storage, embedder: Embedder, logger: Logger, cleanups: (() => Promise<void>)[]): void {
  const stop = new AbortController();
  const log = logger.child({ component: 'reembed' });
  const done = reembedStoredVectors({ storage, embedder, log, signal: stop.signal }).then(
    () => undefined,
    (err: unknown) => {
      if (!stop.signal.aborted) log.error({ err }, 're-embedding stored clause vectors failed; it runs again at the next start');
    },
  );
  cleanups.push(async () => {
    stop.abort();
    await done;
  });
}
