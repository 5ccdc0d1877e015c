import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import { type TestServer, startServer } from '../helpers/start-server.ts';
import { type Client, clientFor } from '../helpers/client.ts';
import { SAMPLE_CONTRACT, newProject, newUser, uploadDocument, uploadForm } from '../helpers/builders.ts';
import { listBlobFiles } from '../helpers/blobs.ts';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const PNG_HEADER = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function setUp(t: Parameters<typeof startServer>[0], env?: Record<string, string>) {
  const server = await startServer(t, { env });
  const admin = await clientFor(server.url);
  const project = await newProject(admin);
  return { server, admin, project };
}

/** Stores analysis results the way the pipeline's last stage does, so read endpoints can be checked without engines. */
async function completeWithReport(server: TestServer, documentId: string) {
  const text = SAMPLE_CONTRACT;
  await server.storage.texts.save(documentId, text, [{ page: 1, start: 0, end: text.length }]);
  await server.storage.documents.updateFields(documentId, {
    classification: 'Service Agreement',
    parties: ['Acme Corp.', 'Globex LLC'],
    effectiveDate: '2024-01-15',
    governingLaw: 'Delaware',
    fieldEvidence: { parties: [{ start: 70, end: 80, quote: 'Acme Corp.' }], effective_date: null, governing_law: null },
  });
  const clauseStart = text.indexOf('2. Governing Law');
  const clauseText = text.slice(clauseStart, text.indexOf('\n', clauseStart));
  await server.storage.reports.saveWithObligations(
    {
      id: randomUUID(),
      documentId,
      reportType: 'contract_analysis',
      overallRisk: 'medium',
      executiveSummary: 'A short services agreement.',
      clauses: [{ type: 'Governing Law', risk_level: 'low', text: clauseText, analysis: 'Delaware law.', recommendation: 'None.', start: clauseStart, end: clauseStart + clauseText.length, page: 1, engine: 'local' }],
      missingClauses: [{ type: 'Cap on Liability', risk_level: 'high', recommendation: 'Add a liability cap.' }],
      playbookVersion: 1,
      analysisMode: 'local',
      model: null, ourSide: null,
    },
    [
      {
        id: randomUUID(),
        documentId,
        title: 'Annual review',
        description: 'Review the services each year.',
        dueDate: '2025-01-15',
        recurrence: 'annually',
        responsibleParty: 'Globex LLC',
        status: 'active',
        source: { clause_type: 'Renewal Term', start: 0, end: 10, quote: 'SERVICES A' },
        derivation: 'effective date + 1 year',
        engine: 'local',
      },
      {
        id: randomUUID(),
        documentId,
        title: 'Notice',
        description: 'No date known.',
        dueDate: null,
        recurrence: 'none',
        responsibleParty: 'Acme Corp.',
        status: 'active',
        source: null,
        derivation: null,
        engine: 'local',
      },
    ],
  );
  await server.storage.documents.setStatus(documentId, 'complete', { completedAt: '2024-02-01T10:00:00Z' });
}

describe('POST /documents', () => {
  test('answers 202 with exactly id, filename, project_id, pipeline_status queued and created_at', async (t) => {
    const { admin, project } = await setUp(t);
    const response = await admin.post('/api/v1/documents', { form: uploadForm(project.id) });
    assert.equal(response.status, 202);
    assert.deepEqual(Object.keys(response.body).sort(), ['created_at', 'filename', 'id', 'pipeline_status', 'project_id']);
    assert.equal(response.body.filename, 'contract.txt');
    assert.equal(response.body.project_id, project.id);
    assert.equal(response.body.pipeline_status, 'queued');
    assert.match(response.body.created_at, TIMESTAMP);
    assert.equal(response.headers.get('location'), `/api/v1/documents/${response.body.id}`);
  });

  test('accepts the fields in either order', async (t) => {
    const { admin, project } = await setUp(t);
    const form = new FormData();
    form.append('file', new Blob([SAMPLE_CONTRACT]), 'late-project.txt');
    form.append('project_id', project.id);
    assert.equal((await admin.post('/api/v1/documents', { form })).status, 202);
  });

  test('uploading the same file twice creates two documents', async (t) => {
    const { admin, project } = await setUp(t);
    const first = await uploadDocument(admin, project.id);
    const second = await uploadDocument(admin, project.id);
    assert.notEqual(first.id, second.id);
  });

  test('keeps only the base name of a filename with directory parts, and GET returns the stored name', async (t) => {
    const { server, admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id, SAMPLE_CONTRACT, '../../etc/passwd Ω.txt');
    assert.equal(uploaded.filename, 'passwd Ω.txt');
    assert.equal((await admin.get(`/api/v1/documents/${uploaded.id}`)).body.filename, 'passwd Ω.txt');
    const record = (await server.storage.documents.getById(uploaded.id))!;
    assert.equal(record.filename, 'passwd Ω.txt');
    assert.ok(!record.blobKey.includes('passwd'));
    assert.ok(await server.blobs.exists(record.blobKey));
    assert.equal(record.sizeBytes, Buffer.byteLength(SAMPLE_CONTRACT));
  });

  test('a missing file answers 422 at body.file', async (t) => {
    const { admin, project } = await setUp(t);
    const form = new FormData();
    form.append('project_id', project.id);
    const response = await admin.post('/api/v1/documents', { form });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body, { detail: [{ loc: ['body', 'file'], msg: 'Field required', type: 'missing' }] });
  });

  test('a missing project_id answers 422 at body.project_id and leaves no blob behind', async (t) => {
    const { server, admin } = await setUp(t);
    const response = await admin.post('/api/v1/documents', { form: uploadForm(undefined) });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body, { detail: [{ loc: ['body', 'project_id'], msg: 'Field required', type: 'missing' }] });
    assert.deepEqual(await listBlobFiles(server), []);
  });

  test('a malformed project_id answers 422 at body.project_id', async (t) => {
    const { admin } = await setUp(t);
    const response = await admin.post('/api/v1/documents', { form: uploadForm('not-a-uuid') });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body.detail, [{ loc: ['body', 'project_id'], msg: 'Input should be a valid uuid', type: 'uuid_parsing' }]);
  });

  test('a JSON body instead of multipart answers 422 for both fields', async (t) => {
    const { admin, project } = await setUp(t);
    const response = await admin.post('/api/v1/documents', { json: { project_id: project.id } });
    assert.equal(response.status, 422);
    assert.deepEqual(response.body.detail.map((d: { loc: unknown }) => d.loc), [['body', 'file'], ['body', 'project_id']]);
  });

  test('a multipart body without a boundary answers 400', async (t) => {
    const { admin } = await setUp(t);
    const response = await admin.post('/api/v1/documents', { headers: { 'content-type': 'multipart/form-data' }, body: 'garbage' });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { detail: 'Malformed multipart body' });
  });

  test('a truncated multipart body answers 400 and leaves no blob behind', async (t) => {
    const { server, admin, project } = await setUp(t);
    const body = [
      '--XYZ',
      'Content-Disposition: form-data; name="project_id"',
      '',
      project.id,
      '--XYZ',
      'Content-Disposition: form-data; name="file"; filename="a.txt"',
      '',
      'hello, and then the connection',
    ].join('\r\n');
    const response = await admin.post('/api/v1/documents', { headers: { 'content-type': 'multipart/form-data; boundary=XYZ' }, body });
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { detail: 'Malformed multipart body' });
    assert.deepEqual(await listBlobFiles(server), []);
  });

  test('an unknown project answers 404 and leaves no blob behind', async (t) => {
    const { server, admin } = await setUp(t);
    const response = await admin.post('/api/v1/documents', { form: uploadForm(randomUUID()) });
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { detail: 'Project not found' });
    assert.deepEqual(await listBlobFiles(server), []);
  });

  test('an unsupported type (decided from the bytes, not the name) answers 415 naming the accepted types and removes the blob', async (t) => {
    const { server, admin, project } = await setUp(t);
    const binary = Uint8Array.from({ length: 256 }, (_, i) => (i * 7) % 256);
    const response = await admin.post('/api/v1/documents', { form: uploadForm(project.id, binary, 'looks-fine.pdf') });
    assert.equal(response.status, 415);
    assert.deepEqual(response.body, {
      detail: 'Unsupported file type: the file is binary data of an unknown type; accepted types: PDF, DOCX, DOC, TXT, PNG, JPG',
    });
    assert.deepEqual(await listBlobFiles(server), []);
    assert.deepEqual((await admin.get('/api/v1/documents')).body, []);
  });

  test('an HTML page sent as text/html answers 415 saying it is HTML, and creates no document', async (t) => {
    const { admin, project } = await setUp(t);
    const form = new FormData();
    form.append('project_id', project.id);
    form.append('file', new Blob(['<!DOCTYPE html><html><body><h1>Agreement</h1></body></html>'], { type: 'text/html' }), 'page.html');
    const response = await admin.post('/api/v1/documents', { form });
    assert.equal(response.status, 415);
    assert.deepEqual(response.body, { detail: 'Unsupported file type: the file is an HTML page; accepted types: PDF, DOCX, DOC, TXT, PNG, JPG' });
    assert.deepEqual((await admin.get('/api/v1/documents')).body, []);
  });

  test('an HTML file renamed .pdf answers 415: the bytes decide, not the name', async (t) => {
    const { admin, project } = await setUp(t);
    const response = await admin.post('/api/v1/documents', { form: uploadForm(project.id, '<html><body>Terms</body></html>', 'contract.pdf') });
    assert.equal(response.status, 415);
    assert.match(response.body.detail, /the file is an HTML page/);
  });

  test('plain text named .jpg is accepted and stored as txt', async (t) => {
    const { server, admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id, SAMPLE_CONTRACT, 'contract.jpg');
    assert.equal((await server.storage.documents.getById(uploaded.id))!.fileType, 'txt');
  });

  test('the type comes from the bytes: a PNG named .txt is stored as png', async (t) => {
    const { server, admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id, PNG_HEADER, 'scan.txt');
    assert.equal((await server.storage.documents.getById(uploaded.id))!.fileType, 'png');
  });

  test('a file over CLAUSEWISE_MAX_UPLOAD_BYTES answers 413 and leaves no blob behind', async (t) => {
    const { server, admin, project } = await setUp(t, { CLAUSEWISE_MAX_UPLOAD_BYTES: '1000' });
    const response = await admin.post('/api/v1/documents', { form: uploadForm(project.id, 'x'.repeat(5000)) });
    assert.equal(response.status, 413);
    assert.equal(typeof response.body.detail, 'string');
    assert.deepEqual(await listBlobFiles(server), []);
  });

  test('a declared body far over the limit answers 413 before it is read', async (t) => {
    const { server, admin, project } = await setUp(t, { CLAUSEWISE_MAX_UPLOAD_BYTES: '1000' });
    const response = await admin.post('/api/v1/documents', { form: uploadForm(project.id, 'z'.repeat(200_000)) });
    assert.equal(response.status, 413);
    assert.equal(typeof response.body.detail, 'string');
    assert.deepEqual(await listBlobFiles(server), []);
  });

  test('a file of exactly the limit is accepted', async (t) => {
    const { admin, project } = await setUp(t, { CLAUSEWISE_MAX_UPLOAD_BYTES: '1000' });
    const response = await admin.post('/api/v1/documents', { form: uploadForm(project.id, 'y'.repeat(1000)) });
    assert.equal(response.status, 202);
  });

  test('a viewer answers 403 on upload', async (t) => {
    const { server, admin, project } = await setUp(t);
    const viewer = await newUser(server.url, admin, 'viewer');
    const response = await viewer.client.post('/api/v1/documents', { form: uploadForm(project.id) });
    assert.equal(response.status, 403);
    assert.deepEqual(response.body, { detail: 'You do not have permission to access this resource' });
  });
});

describe('GET /documents', () => {
  test('lists newest first with the list fields', async (t) => {
    const { admin, project } = await setUp(t);
    const first = await uploadDocument(admin, project.id);
    const second = await uploadDocument(admin, project.id);
    const response = await admin.get('/api/v1/documents');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body.map((d: { id: string }) => d.id), [second.id, first.id]);
    assert.deepEqual(response.body[0], {
      id: second.id,
      filename: 'contract.txt',
      project_id: project.id,
      pipeline_status: 'queued',
      classification: null,
      overall_risk: null,
      created_at: second.created_at,
    });
  });

  test('project_id filters to one project', async (t) => {
    const { admin, project } = await setUp(t);
    const other = await newProject(admin);
    await uploadDocument(admin, project.id);
    const inOther = await uploadDocument(admin, other.id);
    const response = await admin.get(`/api/v1/documents?project_id=${other.id}`);
    assert.deepEqual(response.body.map((d: { id: string }) => d.id), [inOther.id]);
  });

  test('a filter on an unknown project matches nothing', async (t) => {
    const { admin, project } = await setUp(t);
    await uploadDocument(admin, project.id);
    const response = await admin.get(`/api/v1/documents?project_id=${randomUUID()}`);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, []);
  });

  test('a malformed project_id answers 422 at query.project_id', async (t) => {
    const { admin } = await setUp(t);
    const response = await admin.get('/api/v1/documents?project_id=nope');
    assert.equal(response.status, 422);
    assert.deepEqual(response.body, { detail: [{ loc: ['query', 'project_id'], msg: 'Input should be a valid uuid', type: 'uuid_parsing' }] });
  });

  test('paginates with a Link rel="next" header until the last page', async (t) => {
    const { admin, project } = await setUp(t);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await uploadDocument(admin, project.id)).id);
    const first = await admin.get(`/api/v1/documents?project_id=${project.id}&limit=2`);
    const link = first.headers.get('link')!;
    assert.match(link, /^<http:\/\/[^>]+\/api\/v1\/documents\?[^>]*cursor=[^>]+>; rel="next"$/);
    const nextUrl = new URL(/^<([^>]+)>/.exec(link)![1]!);
    assert.equal(nextUrl.searchParams.get('project_id'), project.id);
    const second = await admin.get(nextUrl.pathname + nextUrl.search);
    assert.equal(second.headers.get('link'), null);
    assert.deepEqual([...first.body, ...second.body].map((d: { id: string }) => d.id), ids.reverse());
  });
});

describe('GET /documents/{id} and its sub-resources', () => {
  test('the detail of a queued document has every spec field, nulls where unknown', async (t) => {
    const { admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id);
    const response = await admin.get(`/api/v1/documents/${uploaded.id}`);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, {
      id: uploaded.id,
      filename: 'contract.txt',
      project_id: project.id,
      pipeline_status: 'queued',
      classification: null,
      overall_risk: null,
      created_at: uploaded.created_at,
      parties: [],
      effective_date: null,
      governing_law: null,
      completed_at: null,
      error_message: null,
      file_type: 'txt',
      size_bytes: Buffer.byteLength(SAMPLE_CONTRACT),
      evidence: { parties: [], effective_date: null, governing_law: null, cover_page_variables: [] },
    });
  });

  test('the detail of a complete document carries fields, completed_at, overall_risk and evidence', async (t) => {
    const { server, admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id);
    await completeWithReport(server, uploaded.id);
    const { body } = await admin.get(`/api/v1/documents/${uploaded.id}`);
    assert.equal(body.pipeline_status, 'complete');
    assert.equal(body.classification, 'Service Agreement');
    assert.deepEqual(body.parties, ['Acme Corp.', 'Globex LLC']);
    assert.equal(body.effective_date, '2024-01-15');
    assert.equal(body.governing_law, 'Delaware');
    assert.equal(body.completed_at, '2024-02-01T10:00:00Z');
    assert.equal(body.overall_risk, 'medium');
    assert.deepEqual(body.evidence.parties, [{ start: 70, end: 80, quote: 'Acme Corp.' }]);
    const list = await admin.get('/api/v1/documents');
    assert.equal(list.body[0].overall_risk, 'medium');
    assert.equal(list.body[0].classification, 'Service Agreement');
  });

  test('a failed document carries its error_message', async (t) => {
    const { server, admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id);
    await server.storage.documents.setStatus(uploaded.id, 'failed', { errorMessage: 'extracting: the PDF is password-protected' });
    const { body } = await admin.get(`/api/v1/documents/${uploaded.id}`);
    assert.equal(body.pipeline_status, 'failed');
    assert.equal(body.error_message, 'extracting: the PDF is password-protected');
  });

  test('an unknown document answers 404 Document not found', async (t) => {
    const { admin } = await setUp(t);
    const response = await admin.get(`/api/v1/documents/${randomUUID()}`);
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { detail: 'Document not found' });
  });

  test('the report answers 404 until it exists', async (t) => {
    const { admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id);
    const response = await admin.get(`/api/v1/documents/${uploaded.id}/report`);
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { detail: 'Report not found' });
  });

  test('the report carries every spec field plus missing_clauses and playbook_version', async (t) => {
    const { server, admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id);
    await completeWithReport(server, uploaded.id);
    const response = await admin.get(`/api/v1/documents/${uploaded.id}/report`);
    assert.equal(response.status, 200);
    const report = response.body;
    assert.equal(report.document_id, uploaded.id);
    assert.equal(report.report_type, 'contract_analysis');
    assert.equal(report.overall_risk, 'medium');
    assert.equal(report.executive_summary, 'A short services agreement.');
    assert.match(report.created_at, TIMESTAMP);
    assert.equal(report.playbook_version, 1);
    assert.deepEqual(report.missing_clauses, [{ type: 'Cap on Liability', risk_level: 'high', recommendation: 'Add a liability cap.' }]);
    const [clause] = report.clauses;
    assert.deepEqual(Object.keys(clause).sort(), ['analysis', 'end', 'engine', 'page', 'recommendation', 'risk_level', 'start', 'text', 'type']);
    const text = await admin.get(`/api/v1/documents/${uploaded.id}/text`);
    assert.equal(text.text.slice(clause.start, clause.end), clause.text);
  });

  test('the text answers 404 until extraction finished, then text/plain', async (t) => {
    const { server, admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id);
    const before = await admin.get(`/api/v1/documents/${uploaded.id}/text`);
    assert.equal(before.status, 404);
    assert.deepEqual(before.body, { detail: 'Document text not found' });
    await server.storage.texts.save(uploaded.id, 'Hello contract', [{ page: 1, start: 0, end: 14 }]);
    const after = await admin.get(`/api/v1/documents/${uploaded.id}/text`);
    assert.equal(after.status, 200);
    assert.equal(after.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.equal(after.text, 'Hello contract');
  });

  test('obligations are an empty array before analysis', async (t) => {
    const { admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id);
    const response = await admin.get(`/api/v1/documents/${uploaded.id}/obligations`);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, []);
  });

  test('obligations carry the spec fields plus source and derivation', async (t) => {
    const { server, admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id);
    await completeWithReport(server, uploaded.id);
    const { body } = await admin.get(`/api/v1/documents/${uploaded.id}/obligations`);
    assert.equal(body.length, 2);
    const dated = body.find((o: { title: string }) => o.title === 'Annual review');
    assert.deepEqual({ ...dated, id: 'x' }, {
      id: 'x',
      document_id: uploaded.id,
      title: 'Annual review',
      description: 'Review the services each year.',
      due_date: '2025-01-15',
      recurrence: 'annually',
      responsible_party: 'Globex LLC',
      status: 'active',
      source: { clause_type: 'Renewal Term', start: 0, end: 10, quote: 'SERVICES A' },
      derivation: 'effective date + 1 year',
      engine: 'local',
    });
    assert.equal(body.find((o: { title: string }) => o.title === 'Notice').due_date, null);
  });

  test('obligations.ics has one VEVENT per dated obligation with its RRULE', async (t) => {
    const { server, admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id);
    await completeWithReport(server, uploaded.id);
    const response = await admin.get(`/api/v1/documents/${uploaded.id}/obligations.ics`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type')!, /^text\/calendar/);
    assert.match(response.text, /^BEGIN:VCALENDAR\r\n/);
    assert.equal(response.text.match(/BEGIN:VEVENT/g)!.length, 1);
    assert.match(response.text, /DTSTART;VALUE=DATE:20250115\r\n/);
    assert.match(response.text, /RRULE:FREQ=YEARLY;INTERVAL=1\r\n/);
    assert.match(response.text, /SUMMARY:Annual review\r\n/);
  });

  test('obligations.ics is named after its contract', async (t) => {
    const { server, admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id, undefined, 'Master Services – Acme.txt');
    await completeWithReport(server, uploaded.id);
    const response = await admin.get(`/api/v1/documents/${uploaded.id}/obligations.ics`);
    assert.equal(
      response.headers.get('content-disposition'),
      `attachment; filename="Master_Services_Acme-obligations.ics"; filename*=UTF-8''${encodeURIComponent('Master Services – Acme-obligations.ics')}`,
    );
  });
});

describe('DELETE /documents/{id}', () => {
  test('answers 204, removes the blob and everything derived, and a second DELETE answers 404', async (t) => {
    const { server, admin, project } = await setUp(t);
    const uploaded = await uploadDocument(admin, project.id);
    await completeWithReport(server, uploaded.id);
    const { blobKey } = (await server.storage.documents.getById(uploaded.id))!;
    const response = await admin.delete(`/api/v1/documents/${uploaded.id}`);
    assert.equal(response.status, 204);
    assert.equal(response.text, '');
    assert.equal(await server.blobs.exists(blobKey), false);
    for (const path of ['', '/report', '/obligations', '/text']) {
      assert.equal((await admin.get(`/api/v1/documents/${uploaded.id}${path}`)).status, 404, path);
    }
    assert.equal((await server.storage.reports.getByDocument(uploaded.id)), undefined);
    const again = await admin.delete(`/api/v1/documents/${uploaded.id}`);
    assert.equal(again.status, 404);
    assert.deepEqual(again.body, { detail: 'Document not found' });
    assert.equal((await admin.get(`/api/v1/projects/${project.id}`)).body.document_count, 0);
  });

  test('a viewer answers 403 and the document stays', async (t) => {
    const { server, admin, project } = await setUp(t);
    const viewer = await newUser(server.url, admin, 'viewer');
    const uploaded = await uploadDocument(admin, project.id);
    const response = await viewer.client.delete(`/api/v1/documents/${uploaded.id}`);
    assert.equal(response.status, 403);
    assert.deepEqual(response.body, { detail: 'You do not have permission to access this resource' });
    assert.equal((await viewer.client.get(`/api/v1/documents/${uploaded.id}`)).status, 200);
  });

  test('uploading and deleting twenty documents leaves the data dir as it was: no files, no empty directories', async (t) => {
    const { server, admin, project } = await setUp(t);
    const layout = () =>
      readdirSync(server.dataDir, { recursive: true, encoding: 'utf8' })
        .filter((entry) => !/^clausewise\.db/.test(entry))
        .sort();
    const before = layout();
    for (let i = 0; i < 20; i++) {
      const uploaded = await uploadDocument(admin, project.id, `${SAMPLE_CONTRACT}\n${i}`);
      assert.equal((await admin.delete(`/api/v1/documents/${uploaded.id}`)).status, 204);
    }
    assert.deepEqual(layout(), before);
  });

  test('a member can upload and delete', async (t) => {
    const { server, admin, project } = await setUp(t);
    const member: { client: Client } = await newUser(server.url, admin, 'member');
    const uploaded = await uploadDocument(member.client, project.id);
    assert.equal((await member.client.delete(`/api/v1/documents/${uploaded.id}`)).status, 204);
  });
});
