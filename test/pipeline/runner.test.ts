import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROCESSING_STATES, type ProcessingState } from '../../src/domain/vocabulary.ts';
import { ExtractionError, TransientEngineError } from '../../src/engines/errors.ts';
import { claimNext, createHarness, type Harness } from './harness.ts';
import { createGate } from './fake-engines.ts';

/** The engine call each stage makes, so a test can hold or fail a given stage. */
function engineCallOf(h: Harness, stage: ProcessingState): [object, string] {
  const calls: Record<ProcessingState, [object, string]> = {
    extracting: [h.engines.extractor, 'extract'],
    classifying: [h.analysis, 'classify'],
    playbook: [h.analysis, 'segmentAndTag'],
    analyzing: [h.analysis, 'readClauseFacts'],
    embedding: [h.engines.embedder, 'embed'],
    storing: [h.analysis, 'findDuties'],
  };
  return calls[stage];
}

/** Replaces a stage's engine call with `impl(original, ...args)`. */
function wrapStage(h: Harness, stage: ProcessingState, impl: (original: (...args: unknown[]) => Promise<unknown>, ...args: unknown[]) => Promise<unknown>) {
  const [target, method] = engineCallOf(h, stage);
  const record = target as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const original = record[method]!.bind(target);
  record[method] = (...args) => impl(original, ...args);
}

/** Counts the engine calls of every stage from now on. */
function countEngineCalls(h: Harness): Map<ProcessingState, number> {
  const counts = new Map<ProcessingState, number>();
  for (const stage of PROCESSING_STATES) {
    wrapStage(h, stage, (original, ...args) => {
      counts.set(stage, (counts.get(stage) ?? 0) + 1);
      return original(...args);
    });
  }
  return counts;
}

/** Runs a new document's job until its worker dies in the storing stage, leaving the earlier outputs stored. */
async function runUntilStoring(h: Harness) {
  const { documentId } = await h.addDocument();
  const gate = createGate();
  let held = false;
  wrapStage(h, 'storing', async (original, ...args) => {
    if (!held) {
      held = true;
      await gate.pass();
    }
    return original(...args);
  });
  const { job, lease, controller } = await claimNext(h.queue, 'worker-that-dies');
  const run = h.runner().run(job, lease);
  await gate.entered;
  controller.abort(new Error('simulated crash'));
  assert.equal(await run, 'released');
  return { documentId, job, lease: { owner: 'next-worker', signal: new AbortController().signal } };
}

describe('pipeline runner', () => {
  it('runs the stages in spec order and writes each status before its stage runs', async (t) => {
    const h = await createHarness(t);
    const { documentId } = await h.addDocument();
    const statusSeenByStage: string[] = [];
    for (const stage of PROCESSING_STATES) {
      wrapStage(h, stage, async (original, ...args) => {
        statusSeenByStage.push((await h.storage.documents.getById(documentId))!.pipelineStatus);
        return original(...args);
      });
    }
    const { job, lease } = await claimNext(h.queue);
    assert.equal(await h.runner().run(job, lease), 'complete');
    assert.deepEqual(statusSeenByStage, [...PROCESSING_STATES]);
  });

  it('logs a completed run with its duration on this process clock, never negative when the job record was stamped by another clock', async (t) => {
    const h = await createHarness(t);
    await h.addDocument();
    const { job, lease } = await claimNext(h.queue);
    // A job started "in the future": the database's clock runs ahead of this process's.
    const skewed = { ...job, startedAt: new Date(Date.now() + 60_000).toISOString() };
    assert.equal(await h.runner().run(skewed, lease), 'complete');
    const line = h.logs.find((entry) => entry.msg === 'document complete') as { durationMs?: number; waitMs?: number };
    assert.ok(line !== undefined, 'a "document complete" line is logged');
    assert.ok(typeof line.durationMs === 'number' && line.durationMs >= 0, `durationMs ${line.durationMs}`);
    assert.ok(line.waitMs === null || line.waitMs! >= 0, `waitMs ${line.waitMs}`);
  });

  it('completes a document with its text, fields, report, obligations and vectors, and removes the job', async (t) => {
    const h = await createHarness(t);
    const { documentId } = await h.addDocument();
    const { job, lease } = await claimNext(h.queue);
    await h.runner().run(job, lease);

    const document = (await h.storage.documents.getById(documentId))!;
    assert.equal(document.pipelineStatus, 'complete');
    assert.match(document.completedAt ?? '', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    assert.equal(document.classification, 'Service Agreement');
    assert.deepEqual(document.parties, ['Acme Corp', 'Beta LLC']);
    assert.equal(document.effectiveDate, '2024-03-01');
    assert.equal(document.governingLaw, 'Delaware');
    assert.ok((await h.storage.texts.get(documentId))!.text.startsWith('SERVICE AGREEMENT'));
    const report = (await h.storage.reports.getByDocument(documentId))!;
    assert.equal(report.reportType, 'contract_analysis');
    assert.equal(report.playbookVersion, 1);
    assert.deepEqual(report.clauses.map((c) => c.type).sort(), ['Governing Law', 'Termination for Cause']);
    assert.equal((await h.storage.obligations.listByDocument(documentId))[0]!.status, 'active');
    const hits = await h.storage.vectors.search({ userId: 'nobody' }, (await h.engines.embedder.embed(['x']))[0]!, {}, 10);
    assert.equal(hits.filter((hit) => hit.documentId === documentId).length, 5);
    assert.equal(await h.storage.jobs.countPending(), 0);
  });

  it('drops the stage outputs once the document is complete, so its text is kept once', async (t) => {
    const h = await createHarness(t);
    const { documentId } = await h.addDocument();
    const { job, lease } = await claimNext(h.queue);
    assert.equal(await h.runner().run(job, lease), 'complete');
    for (const stage of PROCESSING_STATES) assert.equal(await h.storage.stageOutputs.get(documentId, stage), undefined, stage);
  });

  it('uses the project playbook when one was saved and records its version in the report', async (t) => {
    const h = await createHarness(t);
    await h.storage.playbooks.saveNewVersion(h.projectId, { version: 0, name: 'Empty', rules: [] }, null);
    const { documentId } = await h.addDocument();
    const { job, lease } = await claimNext(h.queue);
    await h.runner().run(job, lease);
    assert.equal((await h.storage.reports.getByDocument(documentId))!.playbookVersion, 2);
  });

  it('resumes at the interrupted stage and skips the stages whose output is stored', async (t) => {
    const h = await createHarness(t);
    const { documentId } = await h.addDocument();
    const callCounts = new Map<ProcessingState, number>();
    const gate = createGate();
    let isFirstRun = true;
    for (const stage of PROCESSING_STATES) {
      wrapStage(h, stage, async (original, ...args) => {
        callCounts.set(stage, (callCounts.get(stage) ?? 0) + 1);
        if (stage === 'analyzing' && isFirstRun) await gate.pass();
        return original(...args);
      });
    }
    const first = await claimNext(h.queue, 'worker-that-dies');
    const firstRun = h.runner().run(first.job, first.lease);
    await gate.entered;
    first.controller.abort(new Error('simulated crash'));
    assert.equal(await firstRun, 'released');
    assert.equal((await h.storage.documents.getById(documentId))!.pipelineStatus, 'analyzing');

    isFirstRun = false;
    // Lease takeover is the queue's business (test/queue); here the next worker simply runs the same job.
    const nextLease = { owner: 'next-worker', signal: new AbortController().signal };
    assert.equal(await h.runner().run(first.job, nextLease), 'complete');
    assert.deepEqual(Object.fromEntries(callCounts), {
      extracting: 1, classifying: 1, playbook: 1, analyzing: 2, embedding: 1, storing: 1,
    });
  });

  it('re-runs a stage whose stored output was written in another format, and every stage after it', async (t) => {
    const h = await createHarness(t);
    const { documentId, job, lease } = await runUntilStoring(h);
    // An older release stored this stage's output without a format; the later stages' outputs are current.
    await h.storage.stageOutputs.save(documentId, 'playbook', { clauses: 'a shape this release does not know' });
    const callCounts = countEngineCalls(h);
    assert.equal(await h.runner().run(job, lease), 'complete');
    assert.deepEqual(Object.fromEntries(callCounts), { playbook: 1, analyzing: 1, embedding: 1, storing: 1 });
  });

  it('fails a document whose runs were cut short by a dying worker more than five times', async (t) => {
    const h = await createHarness(t);
    const { documentId } = await h.addDocument();
    const { job, lease } = await claimNext(h.queue);
    assert.equal(await h.runner().run({ ...job, claims: 6 }, lease), 'failed');
    const document = (await h.storage.documents.getById(documentId))!;
    assert.equal(document.pipelineStatus, 'failed');
    assert.match(document.errorMessage ?? '', /^extracting: processing was interrupted 5 times/);
    assert.equal(await h.storage.jobs.countPending(), 0);
  });

  it('retries a transient engine error with backoff and then completes', async (t) => {
    const h = await createHarness(t);
    const { documentId } = await h.addDocument();
    let failuresLeft = 2;
    wrapStage(h, 'classifying', async (original, ...args) => {
      if (failuresLeft-- > 0) throw new TransientEngineError('the model timed out');
      return original(...args);
    });
    const outcomes: string[] = [];
    for (let run = 0; run < 3; run++) {
      const { job, lease } = await claimNext(h.queue);
      outcomes.push(await h.runner().run(job, lease));
    }
    assert.deepEqual(outcomes, ['retry_scheduled', 'retry_scheduled', 'complete']);
    assert.equal((await h.storage.documents.getById(documentId))!.pipelineStatus, 'complete');
  });

  it('schedules each retry later than the one before (exponential backoff)', async (t) => {
    const h = await createHarness(t);
    await h.addDocument();
    wrapStage(h, 'classifying', async () => {
      throw new TransientEngineError('the model timed out');
    });
    const runner = h.runner({ retryBaseDelayMs: 60_000 });
    const { job, lease } = await claimNext(h.queue);
    await runner.run(job, lease);
    assert.equal(await h.queue.claim('another-worker'), undefined, 'the job waits out its backoff');
  });

  it('fails with the cause and the attempt count after three transient failures', async (t) => {
    const h = await createHarness(t);
    const { documentId } = await h.addDocument();
    wrapStage(h, 'embedding', async () => {
      throw new TransientEngineError('the embedding model timed out');
    });
    const outcomes: string[] = [];
    for (let run = 0; run < 3; run++) {
      const { job, lease } = await claimNext(h.queue);
      outcomes.push(await h.runner().run(job, lease));
    }
    assert.deepEqual(outcomes, ['retry_scheduled', 'retry_scheduled', 'failed']);
    const document = (await h.storage.documents.getById(documentId))!;
    assert.equal(document.pipelineStatus, 'failed');
    assert.equal(document.errorMessage, 'embedding: the embedding model timed out (gave up after 3 attempts)');
    assert.equal(await h.storage.jobs.countPending(), 0);
  });

  it('fails at once with a readable error_message when extraction fails deterministically', async (t) => {
    const h = await createHarness(t);
    const { documentId } = await h.addDocument();
    wrapStage(h, 'extracting', async () => {
      throw new ExtractionError('the PDF is password-protected');
    });
    const { job, lease } = await claimNext(h.queue);
    assert.equal(await h.runner().run(job, lease), 'failed');
    const document = (await h.storage.documents.getById(documentId))!;
    assert.equal(document.pipelineStatus, 'failed');
    assert.equal(document.errorMessage, 'extracting: the PDF is password-protected');
    assert.equal(document.completedAt, null);
    assert.equal(await h.storage.jobs.countPending(), 0);
  });

  it('reports an unexpected exception generically and logs its stack', async (t) => {
    const h = await createHarness(t);
    const { documentId } = await h.addDocument();
    wrapStage(h, 'analyzing', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret internals')");
    });
    const { job, lease } = await claimNext(h.queue);
    assert.equal(await h.runner().run(job, lease), 'failed');
    const document = (await h.storage.documents.getById(documentId))!;
    assert.equal(document.errorMessage, 'analyzing: internal error while processing the document');
    const logged = h.logs.find((line) => line.msg === 'unexpected pipeline error') as { err?: { stack?: string } };
    assert.match(logged.err?.stack ?? '', /secret internals/);
  });

  for (const stage of PROCESSING_STATES) {
    it(`drops everything when the document is deleted while ${stage}`, async (t) => {
      const h = await createHarness(t);
      const { documentId, blobKey } = await h.addDocument();
      const gate = createGate();
      wrapStage(h, stage, async (original, ...args) => {
        const result = await original(...args);
        await gate.pass();
        return result;
      });
      const { job, lease } = await claimNext(h.queue);
      const run = h.runner().run(job, lease);
      await gate.entered;
      const deleted = (await h.storage.documents.delete(documentId))!;
      await h.blobs.delete(deleted.blobKey);
      gate.open();

      assert.equal(await run, 'dropped');
      assert.equal(await h.storage.documents.getById(documentId), undefined);
      assert.equal(await h.storage.texts.get(documentId), undefined);
      assert.equal(await h.storage.reports.getByDocument(documentId), undefined);
      assert.deepEqual(await h.storage.obligations.listByDocument(documentId), []);
      for (const s of PROCESSING_STATES) assert.equal(await h.storage.stageOutputs.get(documentId, s), undefined);
      const hits = await h.storage.vectors.search({ userId: 'nobody' }, (await h.engines.embedder.embed(['x']))[0]!, {}, 100);
      assert.equal(hits.length, 0);
      assert.equal(await h.storage.jobs.countPending(), 0);
      assert.equal(await h.blobs.exists(blobKey), false);
    });
  }
});
