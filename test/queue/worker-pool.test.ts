import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it, type TestContext } from 'node:test';
import { createWorkerPool, type WorkerPoolOptions } from '../../src/queue/worker-pool.ts';
import { createGate } from '../pipeline/fake-engines.ts';
import { claimNext, createHarness, type Harness } from '../pipeline/harness.ts';

async function waitUntil(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(20);
  }
}

const statusOf = async (h: Harness, documentId: string) => (await h.storage.documents.getById(documentId))?.pipelineStatus;

function startPool(t: TestContext, h: Harness, options: Partial<WorkerPoolOptions> = {}) {
  const pool = createWorkerPool({ queue: h.queue, runner: h.runner(), concurrency: 1, logger: h.logger, pollIntervalMs: 20, ...options });
  pool.start();
  t.after(() => pool.stop());
  return pool;
}

describe('worker pool', () => {
  it('processes queued documents in arrival order', async (t) => {
    const h = await createHarness(t);
    const documents = [await h.addDocument('A'), await h.addDocument('B'), await h.addDocument('C')];
    const extracted: string[] = [];
    const extract = h.engines.extractor.extract.bind(h.engines.extractor);
    t.mock.method(h.engines.extractor, 'extract', async (input: Parameters<typeof extract>[0]) => {
      const result = await extract(input);
      extracted.push(result.text);
      return result;
    });
    startPool(t, h);
    await waitUntil(async () => (await statusOf(h, documents[2]!.documentId)) === 'complete', 'the last document completes');
    assert.deepEqual(extracted, ['A', 'B', 'C']);
  });

  it('starts a newly queued job on wake() without waiting for the next poll', async (t) => {
    const h = await createHarness(t);
    const pool = startPool(t, h, { pollIntervalMs: 600_000 });
    await sleep(50); // let the loop find the queue empty and go idle
    const { documentId } = await h.addDocument();
    pool.wake();
    await waitUntil(async () => (await statusOf(h, documentId)) === 'complete', 'the woken worker completes the document');
  });

  it('runs up to `concurrency` jobs at the same time', async (t) => {
    const h = await createHarness(t);
    const gates = [createGate(), createGate()];
    let calls = 0;
    const classify = h.analysis.classify.bind(h.analysis);
    t.mock.method(h.analysis, 'classify', async (input: { text: string }) => {
      await gates[calls++]!.pass();
      return classify(input);
    });
    const documents = [await h.addDocument(), await h.addDocument()];
    startPool(t, h, { concurrency: 2 });
    await Promise.all(gates.map((gate) => gate.entered));
    for (const gate of gates) gate.open();
    for (const { documentId } of documents) {
      await waitUntil(async () => (await statusOf(h, documentId)) === 'complete', 'both documents complete');
    }
  });

  it('takes over the job of a dead worker once its lease expires and resumes at the stage that was running', async (t) => {
    const h = await createHarness(t, { leaseMs: 1000 });
    const { documentId } = await h.addDocument();
    const gate = createGate();
    let classifyCalls = 0;
    let analyzeCalls = 0;
    const { classify, readClauseFacts } = h.analysis;
    h.analysis.classify = (input) => (classifyCalls++, classify(input));
    h.analysis.readClauseFacts = async (input) => {
      if (analyzeCalls++ === 0) await gate.pass();
      return readClauseFacts(input);
    };
    // A worker that claims the job and dies mid-stage: no heartbeat, no release.
    const dead = await claimNext(h.queue, 'dead-worker');
    const deadRun = h.runner().run(dead.job, dead.lease);
    await gate.entered;
    dead.controller.abort(new Error('killed'));
    await deadRun;
    assert.equal(await statusOf(h, documentId), 'analyzing');

    startPool(t, h);
    await waitUntil(async () => (await statusOf(h, documentId)) === 'complete', 'the survivor completes the document');
    assert.deepEqual({ classifyCalls, analyzeCalls }, { classifyCalls: 1, analyzeCalls: 2 });
  });

  it('stop() hands a running job back so another worker claims it at once, without waiting for the lease', async (t) => {
    const h = await createHarness(t);
    await h.addDocument();
    const gate = createGate();
    t.mock.method(h.analysis, 'classify', async () => gate.pass().then(() => assert.fail('never released')));
    const pool = startPool(t, h);
    await gate.entered;
    await pool.stop();
    const next = await h.queue.claim('next-process');
    assert.ok(next, 'the job is claimable right after stop()');
    assert.equal(next.claims, 1);
  });

  it('stop() returns while a stage is still running and leaves the job queued', async (t) => {
    const h = await createHarness(t);
    const { documentId } = await h.addDocument();
    const gate = createGate();
    t.mock.method(h.analysis, 'classify', async () => gate.pass().then(() => assert.fail('never released')));
    const pool = startPool(t, h);
    await gate.entered;
    await pool.stop();
    assert.equal(await statusOf(h, documentId), 'classifying');
    assert.equal(await h.storage.jobs.countPending(), 1);
  });
});
