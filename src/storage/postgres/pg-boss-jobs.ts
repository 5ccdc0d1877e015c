// The pipeline queue on PostgreSQL is pg-boss (issue #11), behind the same JobQueueRepository contract as the
// SQLite table, so the worker pool and the runner do not know which one runs.
//
// - An upload's job is sent through the transaction that inserts the document (pg-boss's `db` option over the
//   transaction's connection): both are committed, or neither.
// - A dead worker: its job stops being touched, and pg-boss's supervisor fails it after `heartbeatSeconds`,
//   then retries it with backoff; the next run resumes from the last stored stage output.
// - A long stage: the worker pool touches the job every lease/3 whatever the stage is doing, so no stage is
//   ever limited by the heartbeat; `expireInSeconds` (a hard bound on one run that touching does not extend)
//   is set well beyond the longest stage (extraction is itself bounded by CLAUSEWISE_EXTRACT_TIMEOUT_MS, model
//   calls by theirs). If it ever fires anyway, the job is retried: the new run resumes from stored outputs,
//   and the old run's next touch is refused (settles are fenced to the attempt fetched), which aborts it.
// - Retries and graceful stops go through pg-boss's retry (fail): its backoff, `retryDelay · 2^n` with
//   jitter, replaces the runner's requested delay, and every run counts.

import { PgBoss } from 'pg-boss';
import type { JobQueueRepository, JobRecord } from '../types.ts';
import type { PgDb, PgQueries } from './db.ts';

const QUEUE = 'clausewise-pipeline';
/** Runs allowed per job: above the runner's own limits (3 attempts, 5 interrupted runs), so the runner, not
 * pg-boss, always decides when a document has failed and records why. */
const RETRY_LIMIT = 10;
/** One run's hard bound (pg-boss `expireInSeconds`); see above. */
const RUN_EXPIRY_SECONDS = 2 * 60 * 60;
/** The longest a stop waits for pg-boss (its own stop is asked to finish within 2 s). */
const STOP_BOUND_MS = 5_000;
/** pg-boss refuses a heartbeat interval under 10 s. */
const MIN_HEARTBEAT_SECONDS = 10;

export interface PgBossJobsOptions {
  /** Without a touch for this long, a job is taken to belong to a dead worker (config.jobLeaseMs). */
  leaseMs: number;
  /** Install or upgrade pg-boss's schema on start (false: check it is there). */
  migrate: boolean;
  onError?: (error: unknown) => void;
}

export interface PgBossJobs {
  repository: JobQueueRepository;
  /** Sends the document's job on `tx`, the transaction that creates the document; false when a job with this id exists. */
  enqueueIn(tx: PgQueries, job: { id: string; documentId: string }): Promise<boolean>;
  /** Resolves once pg-boss runs in this process (started on first use otherwise): `/readyz`, eager start. */
  ready(): Promise<void>;
  /** Installs or upgrades pg-boss's schema (`clausewise migrate`). */
  migrate(): Promise<void>;
  stop(): Promise<void>;
}

interface PipelineJobData {
  documentId: string;
}

/** pg-boss's schema beside ours: `pgboss` for the public schema, `<schema>_pgboss` for any other, so
 * installations (and test runs) in separate schemas of one database keep separate queues. */
export function queueSchemaFor(currentSchema: string): string {
  return currentSchema === 'public' ? 'pgboss' : `${currentSchema}_pgboss`;
}

export function createPgBossJobs(db: PgDb, options: PgBossJobsOptions): PgBossJobs {
  const heartbeatSeconds = Math.max(MIN_HEARTBEAT_SECONDS, Math.ceil(options.leaseMs / 1000));
  const adapter = { executeSql: (sql: string, params?: unknown[]) => db.raw(sql, params) };
  let started: Promise<{ boss: PgBoss; schema: string }> | undefined;
  // Once stopped, never started again: a call racing the stop (a worker's heartbeat, a readiness probe) would
  // otherwise start a second pg-boss whose timers keep the process alive after everything else has closed.
  let stopped = false;
  /** Every pg-boss this queue created and has not stopped: all of them are stopped with the queue. */
  const instances = new Set<PgBoss>();
  /** The attempt each job this process holds was fetched as: settles and touches are fenced to it. */
  const held = new Map<string, { owner: string; retryCount: number }>();

  async function open(migrate: boolean): Promise<{ boss: PgBoss; schema: string }> {
    const current = await db.get<{ schema: string }>('SELECT current_schema() AS schema');
    const schema = queueSchemaFor(current!.schema);
    const supervisePeriod = Math.max(1, Math.floor(heartbeatSeconds / 2));
    const boss = new PgBoss({
      db: adapter,
      schema,
      migrate,
      schedule: false,
      // Every process supervises (advisory locks keep it to one at a time): expiry of dead workers' jobs must
      // not depend on which processes happen to run.
      supervise: true,
      superviseIntervalSeconds: supervisePeriod,
      monitorIntervalSeconds: supervisePeriod,
    });
    boss.on('error', (error) => options.onError?.(error));
    instances.add(boss);
    try {
      await startRacingOthers(boss);
      if ((await boss.getQueue(QUEUE)) === null) {
        await boss.createQueue(QUEUE, {
          retryLimit: RETRY_LIMIT,
          retryDelay: 2,
          retryBackoff: true,
          retryDelayMax: 60,
          heartbeatSeconds,
          expireInSeconds: RUN_EXPIRY_SECONDS,
          // A finished job's row holds only the document id; it goes after a day.
          deleteAfterSeconds: 24 * 60 * 60,
        });
      }
    } catch (error) {
      // A pg-boss that started but cannot be used (the database went away just after) must still be stopped:
      // its timers would otherwise run on, and keep the process alive, after the storage has closed.
      await stopBounded(boss);
      instances.delete(boss);
      throw error;
    }
    return { boss, schema };
  }

  /** Started on first use; a failed start (database away) is tried again on the next call. */
  function ensureStarted(): Promise<{ boss: PgBoss; schema: string }> {
    if (stopped) return Promise.reject(new Error('the job queue is stopped'));
    started ??= open(options.migrate).catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  }

  function attempt(jobId: string) {
    const entry = held.get(jobId);
    return entry === undefined ? jobId : { id: jobId, retryCount: entry.retryCount };
  }

  const repository: JobQueueRepository = {
    // Lease length and clock are pg-boss's (heartbeatSeconds, the database's clock): `leaseMs` and `now` are not used.
    async claim(owner) {
      const { boss } = await ensureStarted();
      const [job] = await boss.fetch<PipelineJobData>(QUEUE, { batchSize: 1, includeMetadata: true });
      if (job === undefined) return undefined;
      held.set(job.id, { owner, retryCount: job.retryCount });
      const record: JobRecord = {
        id: job.id,
        documentId: job.data.documentId,
        attempts: job.retryCount,
        claims: job.retryCount + 1,
        runAfter: job.startAfter.toISOString(),
        leaseOwner: owner,
        leaseExpiresAt: null,
        createdAt: job.createdOn.toISOString(),
        startedAt: job.startedOn.toISOString(),
        finishedAt: null,
      };
      return record;
    },
    async heartbeat(jobId, owner) {
      const entry = held.get(jobId);
      if (entry === undefined || entry.owner !== owner) return false;
      const { boss } = await ensureStarted();
      return affected(await boss.touch(QUEUE, attempt(jobId))) > 0;
    },
    async release(jobId, owner) {
      if (held.get(jobId)?.owner !== owner) return;
      const { boss } = await ensureStarted();
      await boss.fail(QUEUE, attempt(jobId), { message: 'worker stopped; resumes elsewhere' });
      held.delete(jobId);
    },
    async retryLater(jobId, owner) {
      if (held.get(jobId)?.owner !== owner) return;
      const { boss } = await ensureStarted();
      await boss.fail(QUEUE, attempt(jobId), { message: 'transient failure; retried with backoff' });
      held.delete(jobId);
    },
    async finish(jobId) {
      const { boss } = await ensureStarted();
      await boss.complete(QUEUE, attempt(jobId));
      held.delete(jobId);
    },
    async countPending() {
      const { schema } = await ensureStarted();
      const row = await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${schema}.job WHERE name = ? AND state IN ('created', 'retry', 'active')`, QUEUE);
      return Number(row!.n);
    },
  };

  return {
    repository,
    async enqueueIn(tx, job) {
      const { boss } = await ensureStarted();
      const id = await boss.send(QUEUE, { documentId: job.documentId } satisfies PipelineJobData, {
        id: job.id,
        db: { executeSql: (sql: string, params?: unknown[]) => tx.raw(sql, params) },
      });
      return id !== null;
    },
    async ready() {
      await ensureStarted();
    },
    async migrate() {
      const { boss } = await open(true);
      await stopBounded(boss);
      instances.delete(boss);
    },
    async stop() {
      stopped = true;
      await started?.catch(() => {});
      started = undefined;
      for (const boss of instances) await stopBounded(boss);
      instances.clear();
    },
  };
}

/** pg-boss's stop, bounded by a timer of our own: it can wait on a promise nothing settles once its own timers
 * are gone, and a test process then never exits (seen intermittently in postgres-deployment.test.ts). */
async function stopBounded(boss: PgBoss): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_BOUND_MS)));
  try {
    await Promise.race([boss.stop({ graceful: false, close: false, timeout: 2000 }).catch(() => {}), bound]);
  } finally {
    clearTimeout(timer);
  }
}

/** Processes starting together on an empty database race to create pg-boss's schema: the loser tries again. */
async function startRacingOthers(boss: PgBoss): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.start();
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== '23505' || attempt >= 3) throw error;
      await boss.stop({ graceful: false, close: false }).catch(() => {});
    }
  }
}

/** pg-boss's command responses carry the count of jobs they changed (typed as an empty interface). */
function affected(response: unknown): number {
  return Number((response as { affected?: number }).affected ?? 0);
}
