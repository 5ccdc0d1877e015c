// The typical client flow of spec §1 end to end through HTTP, with the REAL local engines and a pipeline
// worker (needs the extraction and analysis engines and models/ to be present; slower than the other files).

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { PIPELINE_STATES } from '../../src/domain/vocabulary.ts';
import { startServer } from '../helpers/start-server.ts';
import { type Client, clientFor } from '../helpers/client.ts';
import { newProject, uploadDocument } from '../helpers/builders.ts';

const CONTRACT = await readFile(join(import.meta.dirname, 'fixtures', 'master-services-agreement.txt'), 'utf8');
const POLL_MS = 100;
const POLL_LIMIT_MS = 120_000;

/** Polls until a terminal state, returning every status seen in order (spec §6: clients learn by polling). */
async function pollUntilDone(client: Client, id: string): Promise<{ final: any; seen: string[] }> {
  const seen: string[] = [];
  const deadline = Date.now() + POLL_LIMIT_MS;
  while (Date.now() < deadline) {
    const response = await client.get(`/api/v1/documents/${id}`);
    assert.equal(response.status, 200, response.text);
    if (seen.at(-1) !== response.body.pipeline_status) seen.push(response.body.pipeline_status);
    if (response.body.pipeline_status === 'complete' || response.body.pipeline_status === 'failed') return { final: response.body, seen };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`document ${id} did not finish; statuses seen: ${seen.join(' → ')}`);
}

async function startWithEngines(t: Parameters<typeof startServer>[0]) {
  const server = await startServer(t, { workers: true, engines: 'real' });
  const admin = await clientFor(server.url);
  const project = await newProject(admin);
  return { server, admin, project };
}

describe('pipeline through HTTP (real engines)', () => {
  test('upload → poll → complete → report, obligations, text, search, calendar → delete', async (t) => {
    const { admin, project } = await startWithEngines(t);
    const uploaded = await uploadDocument(admin, project.id, CONTRACT, 'msa.txt');
    assert.equal(uploaded.pipeline_status, 'queued');

    const { final, seen } = await pollUntilDone(admin, uploaded.id);
    assert.equal(final.pipeline_status, 'complete', final.error_message);
    const order = seen.map((status) => PIPELINE_STATES.indexOf(status as never));
    assert.deepEqual(order, [...order].sort((a, b) => a - b), `statuses out of order: ${seen.join(' → ')}`);
    assert.match(final.completed_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    assert.equal(typeof final.classification, 'string');
    assert.ok(Array.isArray(final.parties));
    assert.ok(final.overall_risk === 'low' || final.overall_risk === 'medium' || final.overall_risk === 'high');

    const report = await admin.get(`/api/v1/documents/${uploaded.id}/report`);
    assert.equal(report.status, 200);
    assert.equal(report.body.report_type, 'contract_analysis');
    assert.equal(report.body.document_id, uploaded.id);
    assert.equal(typeof report.body.executive_summary, 'string');
    assert.ok(report.body.clauses.length > 0);
    const text = (await admin.get(`/api/v1/documents/${uploaded.id}/text`)).text;
    for (const clause of report.body.clauses) {
      assert.deepEqual(Object.keys(clause).filter((k) => ['type', 'risk_level', 'text', 'analysis', 'recommendation'].includes(k)).sort(), [
        'analysis',
        'recommendation',
        'risk_level',
        'text',
        'type',
      ]);
      assert.equal(text.slice(clause.start, clause.end), clause.text);
    }

    const obligations = await admin.get(`/api/v1/documents/${uploaded.id}/obligations`);
    assert.equal(obligations.status, 200);
    assert.ok(Array.isArray(obligations.body));
    for (const obligation of obligations.body) {
      assert.equal(obligation.document_id, uploaded.id);
      assert.equal(obligation.status, 'active');
    }
    assert.equal((await admin.get(`/api/v1/documents/${uploaded.id}/obligations.ics`)).status, 200);

    const search = await admin.get(`/api/v1/search?q=${encodeURIComponent('governing law New York')}`);
    assert.equal(search.status, 200);
    assert.ok(search.body.length > 0);
    assert.equal(search.body[0].document_id, uploaded.id);
    const question = await admin.get(`/api/v1/search?q=${encodeURIComponent('which state law governs the agreement')}`);
    assert.match(question.body[0]?.text ?? '', /governed by and construed in accordance with the laws of the State of New York/);

    assert.equal((await admin.delete(`/api/v1/documents/${uploaded.id}`)).status, 204);
    for (const path of ['', '/report', '/obligations', '/text']) {
      assert.equal((await admin.get(`/api/v1/documents/${uploaded.id}${path}`)).status, 404, path);
    }
    assert.deepEqual((await admin.get(`/api/v1/search?q=law`)).body, []);
  });

  test('a corrupt PDF fails with an error_message naming the extracting stage', async (t) => {
    const { admin, project } = await startWithEngines(t);
    const uploaded = await uploadDocument(admin, project.id, '%PDF-1.7\nthis is not really a pdf\n%%EOF', 'broken.pdf');
    const { final } = await pollUntilDone(admin, uploaded.id);
    assert.equal(final.pipeline_status, 'failed');
    assert.match(final.error_message, /^extracting: \S/);
    assert.equal((await admin.get(`/api/v1/documents/${uploaded.id}/report`)).status, 404);
  });

  test('deleting a document while it is processed leaves nothing behind', async (t) => {
    const { server, admin, project } = await startWithEngines(t);
    const uploaded = await uploadDocument(admin, project.id, CONTRACT, 'msa.txt');
    assert.equal((await admin.delete(`/api/v1/documents/${uploaded.id}`)).status, 204);
    // Another document queued behind it proves the worker moved on past the deleted one.
    const next = await uploadDocument(admin, project.id, CONTRACT, 'second.txt');
    assert.equal((await pollUntilDone(admin, next.id)).final.pipeline_status, 'complete');
    assert.equal((await admin.get(`/api/v1/documents/${uploaded.id}`)).status, 404);
    assert.equal(await server.storage.reports.getByDocument(uploaded.id), undefined);
    assert.equal(await server.storage.texts.get(uploaded.id), undefined);
    assert.deepEqual((await admin.get('/api/v1/documents')).body.map((d: { id: string }) => d.id), [next.id]);
  });
});
