import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { startServer } from '../helpers/start-server.ts';
import { clientFor } from '../helpers/client.ts';
import { newProject, newUser, uploadDocument } from '../helpers/builders.ts';

async function withObligation(t: Parameters<typeof startServer>[0]) {
  const server = await startServer(t);
  const admin = await clientFor(server.url);
  const project = await newProject(admin);
  const document = await uploadDocument(admin, project.id);
  const obligationId = randomUUID();
  await server.storage.reports.saveWithObligations(
    {
      id: randomUUID(),
      documentId: document.id,
      reportType: 'contract_analysis',
      overallRisk: 'low',
      executiveSummary: 'Summary.',
      clauses: [],
      missingClauses: [],
      playbookVersion: 1,
      analysisMode: 'local',
      model: null, ourSide: null,
    },
    [
      {
        id: obligationId,
        documentId: document.id,
        title: 'Pay invoice',
        description: 'Monthly payment.',
        dueDate: '2025-03-01',
        recurrence: 'monthly',
        responsibleParty: 'Acme Corp.',
        status: 'active',
        source: null,
        derivation: null,
        engine: 'local',
      },
    ],
  );
  return { server, admin, project, document, obligationId };
}

describe('PATCH /obligations/{id}', () => {
  test('changes the status and returns the obligation', async (t) => {
    const { admin, document, obligationId } = await withObligation(t);
    const response = await admin.patch(`/api/v1/obligations/${obligationId}`, { json: { status: 'completed' } });
    assert.equal(response.status, 200);
    assert.equal(response.body.id, obligationId);
    assert.equal(response.body.status, 'completed');
    const listed = await admin.get(`/api/v1/documents/${document.id}/obligations`);
    assert.equal(listed.body[0].status, 'completed');
  });

  test('an unknown status answers 422 at body.status', async (t) => {
    const { admin, obligationId } = await withObligation(t);
    const response = await admin.patch(`/api/v1/obligations/${obligationId}`, { json: { status: 'done' } });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body, {
      detail: [{ loc: ['body', 'status'], msg: "Input should be 'active', 'completed', 'waived'", type: 'enum' }],
    });
  });

  test('an unknown obligation answers 404', async (t) => {
    const { admin } = await withObligation(t);
    const response = await admin.patch(`/api/v1/obligations/${randomUUID()}`, { json: { status: 'waived' } });
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { detail: 'Obligation not found' });
  });

  test('a viewer answers 403', async (t) => {
    const { server, admin, obligationId } = await withObligation(t);
    const viewer = await newUser(server.url, admin, 'viewer');
    const response = await viewer.client.patch(`/api/v1/obligations/${obligationId}`, { json: { status: 'waived' } });
    assert.equal(response.status, 403);
  });

  test('an obligation in a walled project answers 403 wall detail to outsiders', async (t) => {
    const { server, admin, project, obligationId } = await withObligation(t);
    const outsider = await newUser(server.url, admin, 'member');
    const me = (await admin.get('/api/v1/me')).body;
    await admin.post('/api/v1/admin/ethical-walls', { json: { project_id: project.id, allowed_user_ids: [me.id] } });
    const response = await outsider.client.patch(`/api/v1/obligations/${obligationId}`, { json: { status: 'waived' } });
    assert.equal(response.status, 403);
    assert.deepEqual(response.body, { detail: 'Access denied by ethical wall policy' });
  });
});
