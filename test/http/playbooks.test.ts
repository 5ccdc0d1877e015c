import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startServer } from '../helpers/start-server.ts';
import { clientFor } from '../helpers/client.ts';
import { newProject, newUser } from '../helpers/builders.ts';

describe('project playbooks', () => {
  test('GET returns the default playbook as version 1', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const project = await newProject(admin);
    const response = await admin.get(`/api/v1/projects/${project.id}/playbook`);
    assert.equal(response.status, 200);
    assert.equal(response.body.project_id, project.id);
    assert.equal(response.body.version, 1);
    assert.ok(Array.isArray(response.body.playbook.rules));
    assert.match(response.body.created_at, /Z$/);
  });

  test('PUT saves a new version that GET then returns', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const project = await newProject(admin);
    const playbook = {
      rules: [{ clause_type: 'Cap on Liability', requirement: 'required', risk_level: 'high', rationale: 'Exposure must be bounded.', fallback: 'Cap liability at twelve months of fees.' }],
      name: 'Strict',
    };
    const saved = await admin.put(`/api/v1/projects/${project.id}/playbook`, { json: playbook });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.version, 2);
    assert.deepEqual(saved.body.playbook.rules, playbook.rules);
    const again = await admin.put(`/api/v1/projects/${project.id}/playbook`, { json: playbook });
    assert.equal(again.body.version, 3);
    assert.equal((await admin.get(`/api/v1/projects/${project.id}/playbook`)).body.version, 3);
  });

  test('an invalid playbook answers 422 with the field path under body', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const project = await newProject(admin);
    const response = await admin.put(`/api/v1/projects/${project.id}/playbook`, { json: { rules: 'none' } });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body.detail.map((d: { loc: unknown }) => d.loc), [['body', 'rules']]);
  });

  test('a rule the schema allows but the playbook cannot hold answers 422 at that rule', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const project = await newProject(admin);
    const rule = { clause_type: 'Insurance', requirement: 'conditional', risk_level: 'low', rationale: 'r', fallback: 'f' };
    const response = await admin.put(`/api/v1/projects/${project.id}/playbook`, { json: { rules: [rule] } });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body.detail, [{ loc: ['body', 'rules', 0, 'conditions'], msg: 'a conditional rule needs at least one condition', type: 'value_error.playbook' }]);
  });

  test('the playbook body is fully described in /openapi.json', async (t) => {
    const { url } = await startServer(t);
    const spec = await fetch(`${url}/openapi.json`).then((r) => r.json());
    const ref: string = spec.paths['/api/v1/projects/{id}/playbook'].put.requestBody.content['application/json'].schema.$ref;
    const rule = spec.components.schemas[ref.split('/').at(-1)!].properties.rules.items;
    assert.ok(rule.properties.clause_type.enum.includes('Cap on Liability'));
    assert.deepEqual(rule.properties.requirement.enum, ['required', 'prohibited', 'conditional', 'review']);
    assert.ok(rule.properties.conditions.items.anyOf.length >= 5);
  });

  test('a viewer can read but not change the playbook', async (t) => {
    const { url } = await startServer(t);
    const admin = await clientFor(url);
    const viewer = await newUser(url, admin, 'viewer');
    const project = await newProject(admin);
    assert.equal((await viewer.client.get(`/api/v1/projects/${project.id}/playbook`)).status, 200);
    assert.equal((await viewer.client.put(`/api/v1/projects/${project.id}/playbook`, { json: { rules: [] } })).status, 403);
  });
});
