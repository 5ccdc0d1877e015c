import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it, type TestContext } from 'node:test';
import { PROCESSING_STATES } from '../../src/domain/vocabulary.ts';
import { createFakeHttpEngines } from '../helpers/fake-engines.ts';
import { createGate } from '../pipeline/fake-engines.ts';
import { startTestRuntime } from '../pipeline/runtime-harness.ts';
import { CONTRACT_TEXT, connect } from './http-client.ts';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** A runtime whose one uploaded document waits in the analysing stage until `gate.open()`. */
async function documentHeldInAnalysis(t: TestContext, projectName: string) {
  const engines = createFakeHttpEngines();
  const gate = createGate();
  const analyze = engines.analysis.readClauseFacts.bind(engines.analysis);
  engines.analysis.readClauseFacts = async (input) => {
    const result = await analyze(input);
    await gate.pass();
    return result;
  };
  const { runtime, logs, dataDir } = await startTestRuntime(t, { engines });
  const api = await connect(runtime.url);
  const project = await api.json<{ id: string }>('POST', '/projects', { name: projectName });
  const { id } = await api.upload(project.id, CONTRACT_TEXT);
  await gate.entered;
  return { runtime, logs, dataDir, api, gate, project, id };
}

describe('delete mid-pipeline', () => {
  it('DELETE while a stage runs removes everything, and the worker resurrects nothing', async (t) => {
    const { runtime, logs, dataDir, api, gate, id } = await documentHeldInAnalysis(t, 'deletion');

    assert.equal((await api.request('DELETE', `/documents/${id}`)).status, 204);
    gate.open();
    while (!logs.some((line) => line.msg === 'document deleted during processing; output dropped')) await sleep(20);

    assert.equal((await api.request('GET', `/documents/${id}`)).status, 404);
    assert.equal((await api.request('GET', `/documents/${id}/report`)).status, 404);
    assert.equal((await api.request('DELETE', `/documents/${id}`)).status, 404);
    const { storage } = runtime;
    assert.equal(await storage.documents.getById(id), undefined);
    assert.equal(await storage.texts.get(id), undefined);
    for (const stage of PROCESSING_STATES) assert.equal(await storage.stageOutputs.get(id, stage), undefined);
    assert.deepEqual(await storage.obligations.listByDocument(id), []);
    assert.equal(await storage.jobs.countPending(), 0);
    assert.deepEqual(await filesUnder(join(dataDir, 'blobs')), []);
  });

  it('DELETE of the project while a stage runs removes its documents, and the worker resurrects nothing', async (t) => {
    const { runtime, logs, dataDir, api, gate, project, id } = await documentHeldInAnalysis(t, 'matter deleted mid-run');

    assert.equal((await api.request('DELETE', `/projects/${project.id}`)).status, 204);
    gate.open();
    while (!logs.some((line) => line.msg === 'document deleted during processing; output dropped')) await sleep(20);

    assert.equal((await api.request('GET', `/projects/${project.id}`)).status, 404);
    assert.equal((await api.request('GET', `/documents/${id}`)).status, 404);
    const { storage } = runtime;
    assert.equal(await storage.projects.getById(project.id), undefined);
    assert.equal(await storage.documents.getById(id), undefined);
    assert.equal(await storage.texts.get(id), undefined);
    for (const stage of PROCESSING_STATES) assert.equal(await storage.stageOutputs.get(id, stage), undefined);
    assert.equal(await storage.reports.getByDocument(id), undefined);
    assert.equal(await storage.jobs.countPending(), 0);
    assert.deepEqual(await filesUnder(join(dataDir, 'blobs')), []);
    // The worker goes on with other projects.
    const next = await api.json<{ id: string }>('POST', '/projects', { name: 'the next matter' });
    const { id: nextId } = await api.upload(next.id, CONTRACT_TEXT);
    while ((await api.json<{ pipeline_status: string }>('GET', `/documents/${nextId}`)).pipeline_status !== 'complete') await sleep(50);
  });
});
