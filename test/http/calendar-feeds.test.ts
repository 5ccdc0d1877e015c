// Project obligation calendars and their secret feed URLs (issue #14), read back with a real iCalendar parser.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test, type TestContext } from 'node:test';
import ICAL from 'ical.js';
import { startServer } from '../helpers/start-server.ts';
import { clientFor, request } from '../helpers/client.ts';
import { newProject, newUser, uploadDocument } from '../helpers/builders.ts';

async function projectWithObligations(t: TestContext) {
  const server = await startServer(t);
  const admin = await clientFor(server.url);
  const project = await newProject(admin, 'Acme supply');
  const obligation = (documentId: string, title: string, dueDate: string | null, recurrence: 'none' | 'annually' = 'none') => ({
    id: randomUUID(), documentId, title, description: `${title}, as the contract says.`, dueDate, recurrence, responsibleParty: 'Customer',
    status: 'active' as const, source: null, derivation: null, engine: 'local',
  });
  const report = (documentId: string) => ({
    id: randomUUID(), documentId, reportType: 'contract_analysis', overallRisk: 'low' as const, executiveSummary: 'S.', clauses: [], missingClauses: [],
    playbookVersion: 1, analysisMode: 'local' as const, model: null, ourSide: null,
  });
  const supply = await uploadDocument(admin, project.id, undefined, 'supply.txt');
  const nda = await uploadDocument(admin, project.id, undefined, 'nda.txt');
  const notice = obligation(supply.id, 'Notice deadline to prevent renewal', '2027-12-03', 'annually');
  const report2 = obligation(nda.id, 'Return confidential information', '2027-01-15');
  await server.storage.reports.saveWithObligations(report(supply.id), [notice, obligation(supply.id, 'Keep records', null)]);
  await server.storage.reports.saveWithObligations(report(nda.id), [report2]);
  return { server, admin, project, obligations: { notice, report2 } };
}

/** The VEVENTs of a calendar as a real parser reads them. */
function parseEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      description: event.description,
      rrule: vevent.getFirstPropertyValue('rrule')?.toString() ?? null,
      alarms: vevent.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    };
  });
}

describe('project calendar', () => {
  test("serves every dated obligation of the project's documents, with stable UIDs and a reminder before each", async (t) => {
    const { admin, project, obligations } = await projectWithObligations(t);
    const response = await admin.get(`/api/v1/projects/${project.id}/obligations.ics`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/calendar/);
    const events = parseEvents(response.text);
    assert.deepEqual(
      events.map(({ uid, summary, start, rrule, alarms }) => ({ uid, summary, start, rrule, alarms })),
      [
        { uid: `${obligations.report2.id}@clausewise`, summary: 'Return confidential information', start: '2027-01-15', rrule: null, alarms: ['-P7D'] },
        { uid: `${obligations.notice.id}@clausewise`, summary: 'Notice deadline to prevent renewal', start: '2027-12-03', rrule: 'FREQ=YEARLY', alarms: ['-P7D'] },
      ],
    );
    assert.match(events[1]!.description, /Document: supply\.txt/);
    assert.deepEqual(parseEvents((await admin.get(`/api/v1/projects/${project.id}/obligations.ics`)).text).map((e) => e.uid), events.map((e) => e.uid));
  });

  test('is refused to a caller behind a wall', async (t) => {
    const { server, admin, project } = await projectWithObligations(t);
    const outsider = await newUser(server.url, admin, 'member');
    await admin.post('/api/v1/admin/ethical-walls', { json: { project_id: project.id, allowed_user_ids: [(await admin.get('/api/v1/me')).body.id] } });
    assert.equal((await outsider.client.get(`/api/v1/projects/${project.id}/obligations.ics`)).status, 403);
  });
});

describe('calendar feed URLs', () => {
  test('serve the project calendar without a token until revoked', async (t) => {
    const { server, admin, project, obligations } = await projectWithObligations(t);
    const created = await admin.post(`/api/v1/projects/${project.id}/calendar-feeds`);
    assert.equal(created.status, 201, created.text);
    const feedUrl = new URL(created.body.url);
    assert.equal(feedUrl.origin, server.url);
    const feed = await request(server.url, 'GET', feedUrl.pathname);
    assert.equal(feed.status, 200);
    assert.deepEqual(parseEvents(feed.text).map((e) => e.uid).sort(), [`${obligations.notice.id}@clausewise`, `${obligations.report2.id}@clausewise`].sort());
    const listed = await admin.get(`/api/v1/projects/${project.id}/calendar-feeds`);
    assert.deepEqual(listed.body, [{ id: created.body.id, project_id: project.id, created_by: created.body.created_by, created_at: created.body.created_at }]);
    assert.equal((await admin.delete(`/api/v1/projects/${project.id}/calendar-feeds/${created.body.id}`)).status, 204);
    assert.equal((await request(server.url, 'GET', feedUrl.pathname)).status, 404);
    assert.equal((await admin.delete(`/api/v1/projects/${project.id}/calendar-feeds/${created.body.id}`)).status, 404);
  });

  test('answer 404 for a guessed token and while a wall hides the project from their creator', async (t) => {
    const { server, admin, project } = await projectWithObligations(t);
    const member = await newUser(server.url, admin, 'member');
    const created = await member.client.post(`/api/v1/projects/${project.id}/calendar-feeds`);
    assert.equal(created.status, 201, created.text);
    assert.equal((await request(server.url, 'GET', '/api/v1/calendar-feeds/guessed/obligations.ics')).status, 404);
    const me = (await admin.get('/api/v1/me')).body;
    await admin.post('/api/v1/admin/ethical-walls', { json: { project_id: project.id, allowed_user_ids: [me.id] } });
    assert.equal((await request(server.url, 'GET', new URL(created.body.url).pathname)).status, 404);
  });

  test('are made by members and admins, not viewers', async (t) => {
    const { server, admin, project } = await projectWithObligations(t);
    const viewer = await newUser(server.url, admin, 'viewer');
    assert.equal((await viewer.client.post(`/api/v1/projects/${project.id}/calendar-feeds`)).status, 403);
  });
});
