import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type TestServer, startServer } from '../helpers/start-server.ts';
import { clientFor } from '../helpers/client.ts';
import { newProject, newUser, uploadDocument } from '../helpers/builders.ts';
import { createFakeEmbedder } from '../helpers/fake-engines.ts';
import { pino } from 'pino';
import type { Embedder } from '../../src/engines/types.ts';

const CLAUSES = ['Governed by the laws of Delaware.', 'Either party may terminate on notice.'];

/** Stores clause vectors the way the embedding stage does, by default with the same embedder the app uses for queries. */
async function indexClauses(server: TestServer, documentId: string, clauseType = 'Governing Law', embedder: Pick<Embedder, 'modelId' | 'embed'> = createFakeEmbedder()) {
  const vectors = await embedder.embed(CLAUSES);
  await server.storage.vectors.replaceForDocument(
    documentId,
    embedder.modelId,
    CLAUSES.map((text, clauseIndex) => ({ clauseIndex, clauseType, text, start: 0, end: text.length, vector: vectors[clauseIndex]! })),
  );
}

/** The fake embedder hashes text, so only a clause's own words score 1; anything else scores at random. */
const exactly = (text: string) => encodeURIComponent(text);

/** The embedder of an earlier release: its vectors point away from the current embedder's, so no query meets them. */
const earlierEmbedder = {
  modelId: 'embedder-of-an-earlier-release',
  embed: async (texts: string[]) => (await createFakeEmbedder().embed(texts)).map((vector) => vector.map((value) => -value)),
};

/** Settings that open `server`'s database again, as a restarted server would. */
const sameDatabase = (server: TestServer): Record<string, string> => (server.testSchema ? { DATABASE_URL: server.testSchema.url } : { CLAUSEWISE_DATA_DIR: server.dataDir });

describe('GET /search', () => {
  test('returns the nearest clauses best first with the documented fields', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const project = await newProject(admin);
    const document = await uploadDocument(admin, project.id, undefined, 'msa.txt');
    await indexClauses(server, document.id);
    const response = await admin.get(`/api/v1/search?q=${exactly(CLAUSES[1]!)}`);
    assert.equal(response.status, 200);
    const [best] = response.body;
    assert.deepEqual(Object.keys(best).sort(), ['clause_type', 'document_id', 'end', 'filename', 'project_id', 'score', 'start', 'text']);
    assert.equal(best.text, CLAUSES[1]);
    assert.equal(best.filename, 'msa.txt');
    assert.ok(Math.abs(best.score - 1) < 1e-6);
  });

  test('limit bounds the results and project_id filters', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const project = await newProject(admin);
    const other = await newProject(admin);
    await indexClauses(server, (await uploadDocument(admin, project.id)).id);
    await indexClauses(server, (await uploadDocument(admin, other.id)).id);
    assert.equal((await admin.get(`/api/v1/search?q=${exactly(CLAUSES[0]!)}`)).body.length, 2);
    assert.equal((await admin.get(`/api/v1/search?q=${exactly(CLAUSES[0]!)}&limit=1`)).body.length, 1);
    const filtered = await admin.get(`/api/v1/search?q=${exactly(CLAUSES[0]!)}&project_id=${other.id}`);
    assert.ok(filtered.body.length > 0 && filtered.body.every((hit: { project_id: string }) => hit.project_id === other.id));
  });

  test('a missing q answers 422 at query.q and limit over 100 at query.limit', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    assert.deepEqual((await admin.get('/api/v1/search')).body.detail[0].loc, ['query', 'q']);
    assert.deepEqual((await admin.get('/api/v1/search?q=x&limit=101')).body.detail[0].loc, ['query', 'limit']);
  });

  test('walled documents never appear for outsiders', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    const outsider = await newUser(server.url, admin, 'viewer');
    const project = await newProject(admin);
    await indexClauses(server, (await uploadDocument(admin, project.id)).id);
    assert.equal((await outsider.client.get(`/api/v1/search?q=${exactly(CLAUSES[0]!)}`)).body.length, 1);
    const me = (await admin.get('/api/v1/me')).body;
    await admin.post('/api/v1/admin/ethical-walls', { json: { project_id: project.id, allowed_user_ids: [me.id] } });
    assert.deepEqual((await outsider.client.get(`/api/v1/search?q=${exactly(CLAUSES[0]!)}`)).body, []);
    assert.equal((await outsider.client.get(`/api/v1/search?q=law&project_id=${project.id}`)).status, 403);
  });

  test('a query below the relevance threshold answers an empty list', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    await indexClauses(server, (await uploadDocument(admin, (await newProject(admin)).id)).id);
    const response = await admin.get('/api/v1/search?q=xyzzy%20plugh');
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, []);
  });

  test('clauses the analysis could not type never appear', async (t) => {
    const server = await startServer(t);
    const admin = await clientFor(server.url);
    await indexClauses(server, (await uploadDocument(admin, (await newProject(admin)).id)).id, 'Other');
    assert.deepEqual((await admin.get(`/api/v1/search?q=${exactly(CLAUSES[0]!)}`)).body, []);
  });

  test('a server started with another embedder re-embeds stored clauses in the background, says so, and search finds them', async (t) => {
    const before = await startServer(t);
    const admin = await clientFor(before.url);
    const document = await uploadDocument(admin, (await newProject(admin)).id);
    await indexClauses(before, document.id, 'Governing Law', earlierEmbedder);
    assert.deepEqual((await admin.get(`/api/v1/search?q=${exactly(CLAUSES[1]!)}`)).body, []);
    const logs: { msg: string }[] = [];
    const after = await startServer(t, { env: sameDatabase(before), logger: pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) }) });
    const client = await clientFor(after.url);
    let found: { text: string }[] = [];
    for (const deadline = Date.now() + 10_000; found.length === 0 && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
      found = (await client.get(`/api/v1/search?q=${exactly(CLAUSES[1]!)}`)).body;
    }
    assert.equal(found[0]?.text, CLAUSES[1]);
    assert.ok(logs.some((line) => /re-embedding/.test(line.msg)), 'the server logs that it re-embeds');
  });
});
