// The one place where Clausewise is wired together: storage, blobs, engines, bootstrap, the HTTP app and
// the pipeline workers. `clausewise serve|worker` and every test that needs a running server start here.

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';
import { bootstrap } from './domain/bootstrap.ts';
import { createLocalExtractor, detectFileType } from './engines/local/extract/index.ts';
import { createThreadedEngines } from './engines/threaded/threaded-engines.ts';
import { createAnalysisEngines } from './engines/analysis-engines.ts';
import type { AnalysisEngine, Engines } from './engines/types.ts';
import { buildApp } from './http/app.ts';
import { createPipelineRunner } from './pipeline/runner.ts';
import { createDbQueue } from './queue/db-queue.ts';
import { createWorkerPool, type WorkerPool } from './queue/worker-pool.ts';
import { createWebhookDispatcher } from './queue/webhook-dispatcher.ts';
import packageJson from '../package.json' with { type: 'json' };
import { openStorage } from './storage/open.ts';
import type { BlobStore, Storage } from './storage/types.ts';

/** Engines a test can put in place of the real ones; `analysis` stands in for the local analysis engine. */
export type EngineOverrides = Partial<Pick<Engines, 'extractor' | 'embedder'>> & { analysis?: AnalysisEngine };

export interface RuntimeOptions {
  /** Serve HTTP on config.host:config.port (default true). The app is built either way. */
  listen?: boolean;
  /** Run config.workerConcurrency pipeline workers in this process (default true). */
  workers?: boolean;
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
    const { storage, blobs } = await openStorage(config);
    cleanups.push(() => storage.close());
    const engines = await composeEngines(config, options.engines ?? {}, logger, cleanups);
    await bootstrap(storage, config);

    const workers = options.workers !== false && config.workerConcurrency > 0 ? createWorkers(config, storage, blobs, engines, logger) : null;
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

async function composeEngines(
  config: Config,
  provided: EngineOverrides,
  logger: Logger,
  cleanups: (() => Promise<void>)[],
): Promise<Engines> {
  let extractor = provided.extractor;
  if (extractor === undefined) {
    const local = createLocalExtractor(config.extraction);
    cleanups.push(async () => local.close?.());
    extractor = local;
  }
  let { analysis: localAnalysis, embedder } = provided;
  if (localAnalysis === undefined || embedder === undefined) {
    const threaded = await createThreadedEngines({ logger });
    cleanups.push(() => threaded.close());
    localAnalysis ??= threaded.analysis;
    embedder ??= threaded.embedder;
  }
  const analysis = createAnalysisEngines({ local: localAnalysis, llm: config.llm, defaultMode: config.analysisEngine, logger: logger.child({ component: 'analysis-model' }) });
  return { extractor, analysis, embedder };
}

function createWorkers(config: Config, storage: Storage, blobs: BlobStore, engines: Engines, logger: Logger): WorkerPool {
  const queue = createDbQueue(storage.jobs, { leaseMs: config.jobLeaseMs });
  const runner = createPipelineRunner({
    storage,
    blobs,
    engines,
    queue,
    logger: logger.child({ component: 'pipeline' }),
    stageDelayMs: config.testStageDelayMs,
  });
  return createWorkerPool({ queue, runner, concurrency: config.workerConcurrency, logger: logger.child({ component: 'workers' }) });
}
