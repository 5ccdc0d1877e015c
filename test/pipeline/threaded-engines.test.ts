import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { pino } from 'pino';
import { TransientEngineError } from '../../src/engines/errors.ts';
import { createThreadedEngines } from '../../src/engines/threaded/threaded-engines.ts';
import { ANALYSIS_CAPABILITIES } from '../../src/engines/types.ts';
import { createFakeEmbedder } from './fake-engines.ts';

const FAKE_FACTORY = new URL('./fixtures/fake-engine-factory.ts', import.meta.url);

async function startEngines(t: TestContext) {
  const engines = await createThreadedEngines({ logger: pino({ level: 'silent' }), factoryModule: FAKE_FACTORY });
  t.after(() => engines.close());
  return engines;
}

describe('threaded engines', () => {
  it('answers analysis calls from the engine thread', async (t) => {
    const { analysis } = await startEngines(t);
    assert.deepEqual(await analysis.classify({ text: 'SOFTWARE LICENSE AGREEMENT\n...' }), {
      contractType: 'License Agreement',
      confidence: 0.9,
    });
  });

  it('returns fixed-dimension vectors from the embedder thread', async (t) => {
    const { embedder } = await startEngines(t);
    const vectors = await embedder.embed(['first clause', 'second clause']);
    assert.equal(embedder.dimension, 16);
    assert.deepEqual(vectors.map((v) => [v instanceof Float32Array, v.length]), [[true, 16], [true, 16]]);
  });

  it("reports the model id of the embedder in its thread, which storage records beside each vector", async (t) => {
    const { embedder } = await startEngines(t);
    assert.equal(embedder.modelId, createFakeEmbedder(16).modelId);
  });

  it('forwards every capability of the contract to the thread', async (t) => {
    const { analysis } = await startEngines(t);
    for (const capability of ANALYSIS_CAPABILITIES) assert.equal(typeof analysis[capability], 'function', capability);
  });

  it('keeps an engine error retryable across the thread boundary', async (t) => {
    const { analysis } = await startEngines(t);
    await assert.rejects(analysis.classify({ text: 'FAIL_TRANSIENTLY' }), (error: unknown) => {
      assert.ok(error instanceof TransientEngineError);
      assert.equal(error.message, 'the model timed out');
      return true;
    });
  });

  it('rejects calls with a TransientEngineError when the thread crashes, then restarts it', async (t) => {
    const { analysis } = await startEngines(t);
    await assert.rejects(analysis.classify({ text: 'CRASH_THE_THREAD' }), TransientEngineError);
    assert.equal((await analysis.classify({ text: 'SERVICE AGREEMENT' })).contractType, 'Service Agreement');
  });

  it('answers an embedding while a long analysis call keeps the analysis thread busy', async (t) => {
    const { analysis, embedder } = await startEngines(t);
    const finished: string[] = [];
    const analysisCall = analysis.classify({ text: 'BLOCK_THE_THREAD' }).then(() => finished.push('analysis'));
    await embedder.embed(['a search query']).then(() => finished.push('embedding'));
    await analysisCall;
    assert.deepEqual(finished, ['embedding', 'analysis']);
  });
});
