import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTRACT_TEXT, connect } from '../recovery/http-client.ts';
import { startTestRuntime } from './runtime-harness.ts';

describe('runtime', () => {
  it('serves the API and takes an upload through the pipeline to a report', async (t) => {
    const { runtime } = await startTestRuntime(t);
    const api = await connect(runtime.url);
    const project = await api.json<{ id: string }>('POST', '/projects', { name: 'runtime' });
    const { id } = await api.upload(project.id, CONTRACT_TEXT);
    assert.equal(await api.waitForStatus(id, (status) => status === 'complete' || status === 'failed'), 'complete');
    const report = await api.json<{ report_type: string; overall_risk: string }>('GET', `/documents/${id}/report`);
    assert.equal(report.report_type, 'contract_analysis');
  });

  it('answers health checks while workers run', async (t) => {
    const { runtime } = await startTestRuntime(t);
    assert.equal((await fetch(`${runtime.url}/healthz`)).status, 200);
    assert.equal((await fetch(`${runtime.url}/readyz`)).status, 200);
  });

  it('close() stops workers, HTTP and storage', async (t) => {
    const { runtime } = await startTestRuntime(t);
    await runtime.close();
    await assert.rejects(fetch(`${runtime.url}/healthz`));
    await runtime.close(); // idempotent: the test teardown calls it again
  });
});
