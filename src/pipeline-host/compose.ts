// The pipeline side of the wiring: engines and worker pool from a configuration and a storage. Used by
// runtime.ts (workers on the HTTP process, tests with fake engines) and by the pipeline thread.

import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { createAnalysisEngines } from '../engines/analysis-engines.ts';
import { createLocalExtractor } from '../engines/local/extract/index.ts';
import { createThreadedEngines } from '../engines/threaded/threaded-engines.ts';
import type { AnalysisEngine, Engines } from '../engines/types.ts';
import { createPipelineRunner } from '../pipeline/runner.ts';
import { createDbQueue } from '../queue/db-queue.ts';
import { createWorkerPool, type WorkerPool } from '../queue/worker-pool.ts';
import type { BlobStore, Storage } from '../storage/types.ts';

/** Engines a test can put in place of the real ones; `analysis` stands in for the local analysis engine. */
export type EngineOverrides = Partial<Pick<Engines, 'extractor' | 'embedder'>> & { analysis?: AnalysisEngine };

export type Cleanup = () => Promise<void>;

export async function composeEngines(config: Config, provided: EngineOverrides, logger: Logger, cleanups: Cleanup[]): Promise<Engines> {
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

export function createWorkers(config: Config, storage: Storage, blobs: BlobStore, engines: Engines, logger: Logger): WorkerPool {
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
