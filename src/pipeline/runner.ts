// Runs one claimed job through the stage table: status before each stage, resume from stored outputs,
// quiet stop when the document is deleted, and the single place that turns errors into `failed` (style §5.4).

import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { PROCESSING_STATES, TERMINAL_STATES, type PipelineState, type ProcessingState } from '../domain/vocabulary.ts';
import { PlaybookValidationError } from '../analysis/errors.ts';
import type { PageSpan } from '../analysis/model.ts';
import type { Engines } from '../engines/types.ts';
import { nowTimestamp } from '../lib/time.ts';
import type { JobLease, JobQueue } from '../queue/types.ts';
import { StorageUnavailableError, type BlobStore, type DocumentRecord, type JobRecord, type Storage } from '../storage/types.ts';
import { requireStored } from './stage-error.ts';
import { fromStoredStageOutput, toStoredStageOutput } from './stage-output-format.ts';
import { STAGES, type PipelineContext, type PipelineStage, type StageOutputs } from './stages.ts';

export interface RunnerOptions {
  storage: Storage;
  blobs: BlobStore;
  engines: Engines;
  queue: JobQueue;
  logger: Logger;
  /** Total runs of a job before a retryable error becomes `failed` (issue #2: 3). */
  maxAttempts?: number;
  /** First retry delay; doubles with each failed attempt. */
  retryBaseDelayMs?: number;
  /** Test-only pause before each stage (CLAUSEWISE_TEST_STAGE_DELAY_MS). */
  stageDelayMs?: number;
}

/** How a run ended: `released` means the lease was lost or the pool stopped, and the job stays queued. */
export type JobOutcome = 'complete' | 'failed' | 'retry_scheduled' | 'dropped' | 'released';

export interface PipelineRunner {
  run(job: JobRecord, lease: JobLease): Promise<JobOutcome>;
}

const GENERIC_FAILURE = 'internal error while processing the document';
/** Runs cut short by a dying process (kill -9, OOM) before the document is failed instead of resumed. */
const MAX_INTERRUPTED_RUNS = 5;

export function createPipelineRunner(options: RunnerOptions): PipelineRunner {
  const settings = { maxAttempts: 3, retryBaseDelayMs: 2000, stageDelayMs: 0, ...options };
  return { run: (job, lease) => runJob(settings, job, lease) };
}

type RunnerSettings = Required<RunnerOptions>;

async function runJob(settings: RunnerSettings, job: JobRecord, lease: JobLease): Promise<JobOutcome> {
  const { storage, queue } = settings;
  const runStarted = performance.now();
  const log = settings.logger.child({ jobId: job.id, documentId: job.documentId });
  const document = await storage.documents.getById(job.documentId);
  if (document === undefined || isTerminal(document.pipelineStatus)) {
    // A run that died between completing and clearing its outputs is tidied up here.
    if (document?.pipelineStatus === 'complete') await storage.stageOutputs.deleteForDocument(document.id);
    await queue.finish(job);
    return 'dropped';
  }
  // A file that kills the whole worker process each time would otherwise be claimed again forever.
  if (job.claims > MAX_INTERRUPTED_RUNS) {
    const stage = PROCESSING_STATES.includes(document.pipelineStatus as ProcessingState) ? document.pipelineStatus : STAGES[0].status;
    const cause = `processing was interrupted ${job.claims - 1} times (the worker stopped each time); giving up`;
    await storage.documents.setStatus(document.id, 'failed', { errorMessage: `${stage}: ${cause}` });
    await queue.finish(job);
    log.warn({ claims: job.claims }, 'document failed after repeated interrupted runs');
    return 'failed';
  }
  const context = createContext(storage, document);
  const deps = { storage, blobs: settings.blobs, engines: settings.engines, signal: lease.signal, logger: log };
  let current: ProcessingState = STAGES[0].status;
  try {
    for (const stage of STAGES as readonly PipelineStage[]) {
      current = stage.status;
      if (await context.restore(stage.status)) continue;
      requireStored(await storage.documents.setStatus(document.id, stage.status), document.id);
      if (settings.stageDelayMs > 0) await sleep(settings.stageDelayMs, undefined, { signal: lease.signal });
      const startedAt = performance.now();
      const output = await untilAborted(stage.run(context, deps), lease.signal);
      requireStored(await storage.stageOutputs.save(document.id, stage.status, toStoredStageOutput(output)), document.id);
      context.remember(stage.status, output);
      log.debug({ stage: stage.status, durationMs: Math.round(performance.now() - startedAt) }, 'stage done');
    }
    const completedAt = nowTimestamp();
    requireStored(await storage.documents.setStatus(document.id, 'complete', { completedAt, errorMessage: null }), document.id);
    // Stage outputs only serve crash resume, and the playbook and analysis outputs repeat the text clause by
    // clause: a complete document keeps its text once (in texts, with the report and vectors built from it).
    await storage.stageOutputs.deleteForDocument(document.id);
    await queue.finish(job);
    log.info(jobTimings(job, completedAt, runStarted), 'document complete');
    return 'complete';
  } catch (error) {
    return handleFailure(settings, job, lease, current, error, log, runStarted);
  }
}

async function handleFailure(
  settings: RunnerSettings,
  job: JobRecord,
  lease: JobLease,
  stage: ProcessingState,
  error: unknown,
  log: Logger,
  runStarted: number,
): Promise<JobOutcome> {
  const { storage, queue } = settings;
  if (lease.signal.aborted) {
    log.info({ stage, reason: String(lease.signal.reason) }, 'job released mid-stage');
    return 'released';
  }
  // Nothing can be recorded while the database is away: the job stays claimed until its lease expires, then
  // runs again from its last stored stage.
  if (error instanceof StorageUnavailableError) {
    log.warn({ stage }, 'database unavailable; the job resumes when its lease expires');
    return 'released';
  }
  // DocumentGoneError lands here too: every storage write answers false once the document is deleted.
  if ((await storage.documents.getById(job.documentId)) === undefined) {
    await queue.finish(job);
    log.info({ stage }, 'document deleted during processing; output dropped');
    return 'dropped';
  }
  const attempt = job.attempts + 1;
  if (isRetryable(error) && attempt < settings.maxAttempts) {
    const delayMs = settings.retryBaseDelayMs * 2 ** job.attempts;
    await queue.retryLater(job, lease.owner, delayMs);
    log.warn({ stage, attempt, delayMs, err: error }, 'transient failure; retry scheduled');
    return 'retry_scheduled';
  }
  const cause = describeFailure(error, settings.maxAttempts);
  if (cause === GENERIC_FAILURE) log.error({ stage, err: error }, 'unexpected pipeline error');
  else log.warn({ stage, attempt, cause }, 'document failed');
  const finishedAt = nowTimestamp();
  await storage.documents.setStatus(job.documentId, 'failed', { errorMessage: `${stage}: ${cause}` });
  await queue.finish(job);
  log.info(jobTimings(job, finishedAt, runStarted), 'job finished');
  return 'failed';
}

function isRetryable(error: unknown): boolean {
  return error instanceof Error && (error as { retryable?: unknown }).retryable === true;
}

/**
 * The cause in plain words for `error_message`. Errors that declare `retryable` (ExtractionError, StageError,
 * TransientEngineError) carry messages meant for users; anything else could leak internals, so it is generic.
 */
function describeFailure(error: unknown, maxAttempts: number): string {
  if (error instanceof PlaybookValidationError) return `the project's playbook is invalid (${error.message})`;
  if (!(error instanceof Error) || typeof (error as { retryable?: unknown }).retryable !== 'boolean') return GENERIC_FAILURE;
  return isRetryable(error) ? `${error.message} (gave up after ${maxAttempts} attempts)` : error.message;
}

function isTerminal(status: PipelineState): boolean {
  return (TERMINAL_STATES as readonly PipelineState[]).includes(status);
}

/** Wait time falls out of the job record (style §5.4); run time is this process's own monotonic clock, since the
 * record's start may come from the database's clock and its timestamps are rounded to the second. */
function jobTimings(job: JobRecord, finishedAt: string, runStarted: number) {
  const ms = (timestamp: string | null) => (timestamp === null ? null : Date.parse(timestamp));
  const [created, started] = [ms(job.createdAt), ms(job.startedAt)];
  return {
    attempts: job.attempts + 1,
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt,
    waitMs: started === null || created === null ? null : Math.max(0, started - created),
    durationMs: Math.round(performance.now() - runStarted),
  };
}

/** Rejects as soon as `signal` aborts, so a stopping pool does not wait for a long engine call. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

interface RunContext extends PipelineContext {
  /**
   * Loads a stage's stored output (crash resume); true when there was one in the current format. Once a stage
   * has to run, no later stage is restored: its stored output was built from what this run replaces.
   */
  restore(stage: ProcessingState): Promise<boolean>;
  remember<S extends ProcessingState>(stage: S, output: StageOutputs[S]): void;
}

function createContext(storage: Storage, document: DocumentRecord): RunContext {
  const outputs: Partial<StageOutputs> = {};
  let restoring = true;
  let text: Promise<{ text: string; pages: PageSpan[] }> | undefined;
  return {
    document,
    text() {
      text ??= storage.texts.get(document.id).then((stored) => {
        if (stored === undefined) throw new Error(`extracted text of document ${document.id} is missing`);
        return stored;
      });
      return text;
    },
    outputOf(stage) {
      const output = outputs[stage];
      if (output === undefined) throw new Error(`pipeline bug: output of stage ${stage} requested before it ran`);
      return output;
    },
    async restore(stage) {
      const stored = restoring ? fromStoredStageOutput<StageOutputs[typeof stage]>(await storage.stageOutputs.get(document.id, stage)) : undefined;
      if (stored === undefined) {
        restoring = false;
        return false;
      }
      (outputs as Record<ProcessingState, unknown>)[stage] = stored;
      return true;
    },
    remember(stage, output) {
      outputs[stage] = output;
    },
  };
}
