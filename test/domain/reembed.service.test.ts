// Stored clause vectors follow the embedder: after an upgrade changes it, the step at start makes every
// vector again with the current one, so search compares queries and clauses in the same space.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test, type TestContext } from 'node:test';
import { type ClauseEmbedder, reembedStoredVectors } from '../../src/domain/reembed.service.ts';
import { createSearchService } from '../../src/domain/search.service.ts';
import { createSqliteStorage } from '../../src/storage/sqlite/index.ts';
import type { Storage } from '../../src/storage/types.ts';
import { createFakeEmbedder } from '../pipeline/fake-engines.ts';

const CLAUSES = ['This Agreement is governed by the laws of Delaware.', 'Either party may terminate on thirty days notice.'];

/** The current embedder: vectors from a hash of the text. */
const current = createFakeEmbedder();

/** An earlier embedder, counting its calls: its vectors point the opposite way, so a query by the current one never meets them. */
function embedderBefore(modelId = 'embedder-before'): ClauseEmbedder & { calls: number } {
  const embedder = {
    modelId,
    calls: 0,
    async embed(texts: string[]) {
      embedder.calls++;
      return (await current.embed(texts)).map((vector) => vector.map((value) => -value));
    },
  };
  return embedder;
}

/** The current embedder, counting its calls and running `beforeEmbedding` once before its first. */
function countingCurrent(beforeEmbedding?: () => Promise<void>): ClauseEmbedder & { calls: number } {
  const embedder = {
    modelId: current.modelId,
    calls: 0,
    async embed(texts: string[]) {
      if (embedder.calls++ === 0) await beforeEmbedding?.();
      return current.embed(texts);
    },
  };
  return embedder;
}

async function setUp(t: TestContext) {
  const dataDir = await mkdtemp(join(tmpdir(), 'clausewise-reembed-'));
  const storage = await createSqliteStorage({ dataDir });
  t.after(async () => {
    await storage.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const user = await storage.users.create({ id: randomUUID(), email: 'member@example.test', name: null, role: 'member', passwordHash: null, isActive: true });
  const project = await storage.projects.create({ id: randomUUID(), name: 'deals', description: null, createdBy: null, analysisMode: 'local', ourSide: null });
  return { storage, user, project };
}

/** A document whose clause vectors `embedder` made, stored as the `embedding` stage stores them. */
async function documentEmbeddedBy(storage: Storage, projectId: string, embedder: ClauseEmbedder, texts = CLAUSES) {
  const document = await storage.documents.createWithJob(
    { id: randomUUID(), projectId, filename: 'msa.txt', fileType: 'txt', sizeBytes: 1, sha256: 'x', blobKey: 'k', uploadedBy: null },
    randomUUID(),
  );
  const vectors = await embedder.embed(texts);
  const clauses = texts.map((text, clauseIndex) => ({ clauseIndex, clauseType: 'Governing Law', text, start: 0, end: text.length, vector: vectors[clauseIndex]! }));
  await storage.vectors.replaceForDocument(document.id, embedder.modelId, clauses);
  return document;
}

/** The stored clause whose vector the current embedder's vector of `text` meets exactly (cosine 1), if any. */
async function clauseMatching(storage: Storage, userId: string, text: string) {
  const [vector] = await current.embed([text]);
  const [hit] = await storage.vectors.search({ userId }, vector!, { minScore: 1 - 1e-6 }, 1);
  return hit?.text;
}

describe('re-embedding stored clause vectors', () => {
  test("after a change of embedder every stored vector is the current embedder's vector of its text, under its id", async (t) => {
    const { storage, user, project } = await setUp(t);
    const first = await documentEmbeddedBy(storage, project.id, embedderBefore());
    const second = await documentEmbeddedBy(storage, project.id, embedderBefore('embedder-before-that'), ['Fees are due monthly.']);
    assert.deepEqual(await reembedStoredVectors({ storage, embedder: current }), { documents: 2, clauses: 3 });
    for (const text of [...CLAUSES, 'Fees are due monthly.']) assert.equal(await clauseMatching(storage, user.id, text), text);
    const modelIds = [...(await storage.vectors.listClauseTexts(first.id)), ...(await storage.vectors.listClauseTexts(second.id))].map((clause) => clause.modelId);
    assert.deepEqual(modelIds, [current.modelId, current.modelId, current.modelId]);
  });

  test('a second run with the same embedder re-embeds nothing', async (t) => {
    const { storage, project } = await setUp(t);
    await documentEmbeddedBy(storage, project.id, embedderBefore());
    await reembedStoredVectors({ storage, embedder: current });
    const embedder = countingCurrent();
    assert.deepEqual(await reembedStoredVectors({ storage, embedder }), { documents: 0, clauses: 0 });
    assert.equal(embedder.calls, 0);
  });

  test('a document embedded by the current embedder is left as stored', async (t) => {
    const { storage, project } = await setUp(t);
    await documentEmbeddedBy(storage, project.id, current);
    const embedder = countingCurrent();
    assert.deepEqual(await reembedStoredVectors({ storage, embedder }), { documents: 0, clauses: 0 });
    assert.equal(embedder.calls, 0);
  });

  test("a document the pipeline embeds again while the step runs keeps the pipeline's vectors", async (t) => {
    const { storage, user, project } = await setUp(t);
    const document = await documentEmbeddedBy(storage, project.id, embedderBefore());
    const analysedAgain = ['Licensee shall pay royalties quarterly.'];
    // The pipeline replaces the document's clauses after the step read them and before it writes.
    const embedder = countingCurrent(async () => {
      const vectors = await current.embed(analysedAgain);
      await storage.vectors.replaceForDocument(document.id, current.modelId, [{ clauseIndex: 0, clauseType: 'Royalty', text: analysedAgain[0]!, start: 0, end: 1, vector: vectors[0]! }]);
    });
    assert.deepEqual(await reembedStoredVectors({ storage, embedder }), { documents: 1, clauses: 0 });
    assert.deepEqual(await storage.vectors.listClauseTexts(document.id), [{ clauseIndex: 0, text: analysedAgain[0], modelId: current.modelId }]);
    assert.equal(await clauseMatching(storage, user.id, analysedAgain[0]!), analysedAgain[0]);
  });

  test('two runs at once leave the same vectors as one', async (t) => {
    const { storage, user, project } = await setUp(t);
    await documentEmbeddedBy(storage, project.id, embedderBefore());
    const runs = await Promise.all([reembedStoredVectors({ storage, embedder: current }), reembedStoredVectors({ storage, embedder: current })]);
    assert.equal(runs[0].clauses + runs[1].clauses, CLAUSES.length);
    for (const text of CLAUSES) assert.equal(await clauseMatching(storage, user.id, text), text);
  });

  test('search finds a clause stored under an earlier embedder once the step has run', async (t) => {
    const { storage, user, project } = await setUp(t);
    await documentEmbeddedBy(storage, project.id, embedderBefore());
    const search = createSearchService({ storage, embedder: current });
    const principal = { userId: user.id, email: user.email, name: null, role: 'member' as const, credentialId: null };
    assert.deepEqual(await search.search(principal, { query: CLAUSES[1]! }), []);
    await reembedStoredVectors({ storage, embedder: current });
    const [best] = await search.search(principal, { query: CLAUSES[1]! });
    assert.equal(best?.text, CLAUSES[1]);
  });

  test('stops between documents once its signal is aborted', async (t) => {
    const { storage, project } = await setUp(t);
    const document = await documentEmbeddedBy(storage, project.id, embedderBefore());
    const stop = new AbortController();
    stop.abort();
    await assert.rejects(reembedStoredVectors({ storage, embedder: current, signal: stop.signal }), { name: 'AbortError' });
    assert.deepEqual(await storage.vectors.listDocumentsNotEmbeddedBy(current.modelId, { limit: 10 }), [document.id]);
  });
});
