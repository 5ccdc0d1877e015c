import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startChildServer } from './child-server.ts';
import { BOOTSTRAP_ENV, CONTRACT_TEXT, connect } from './http-client.ts';

const MID_PIPELINE = new Set(['classifying', 'playbook', 'analyzing', 'embedding']);

describe('crash recovery', () => {
  it('a document whose server was killed with SIGKILL mid-pipeline completes after a restart', async (t) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-recovery-'));
    t.after(() => rm(dataDir, { recursive: true, force: true }));
    const env = {
      ...BOOTSTRAP_ENV,
      CLAUSEWISE_DATA_DIR: dataDir,
      CLAUSEWISE_WORKER_CONCURRENCY: '1',
      // A short lease so the restarted worker retakes the orphaned job quickly.
      CLAUSEWISE_JOB_LEASE_MS: '1500',
    };

    // Slow stages make the kill land reliably between extraction and the report.
    const first = await startChildServer({ ...env, CLAUSEWISE_TEST_STAGE_DELAY_MS: '700' });
    t.after(() => first.kill9());
    const api = await connect(first.url);
    const project = await api.json<{ id: string }>('POST', '/projects', { name: 'recovery' });
    const { id } = await api.upload(project.id, CONTRACT_TEXT);
    const statusAtKill = await api.waitForStatus(id, (status) => MID_PIPELINE.has(status) || status === 'complete' || status === 'failed');
    await first.kill9();
    assert.ok(MID_PIPELINE.has(statusAtKill), `killed mid-pipeline (was ${statusAtKill})`);

    const second = await startChildServer({ ...env, LOG_LEVEL: 'debug' });
    t.after(() => second.kill9());
    const restarted = await connect(second.url);
    assert.equal(await restarted.waitForStatus(id, (status) => status === 'complete' || status === 'failed'), 'complete');
    const report = await restarted.json<{ document_id: string; clauses: unknown[] }>('GET', `/documents/${id}/report`);
    assert.equal(report.document_id, id);
    assert.ok(report.clauses.length > 0);
    const stagesRerun = second.logs.filter((line) => line.msg === 'stage done').map((line) => line.stage);
    assert.ok(!stagesRerun.includes('extracting'), `resumed after extraction, re-ran only ${stagesRerun.join(', ')}`);
  });
});
