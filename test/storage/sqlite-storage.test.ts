import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { createSqliteStorage } from '../../src/storage/sqlite/index.ts';
import { createFsBlobStore } from '../../src/storage/blobs/fs-blob-store.ts';
import { BlobTooLargeError, UniqueViolation, type Storage } from '../../src/storage/types.ts';

let dir: string;
let storage: Storage;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'clausewise-storage-'));
  storage = await createSqliteStorage({ dataDir: dir });
});
after(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

async function newUser(role: 'admin' | 'member' | 'viewer' = 'member') {
  return storage.users.create({ id: randomUUID(), email: `${randomUUID()}@example.com`, name: null, role, passwordHash: null, isActive: true });
}
async function newProject(name = `p-${randomUUID()}`) {
  return storage.projects.create({ id: randomUUID(), name, description: null, createdBy: null, analysisMode: 'local' });
}
async function newDocument(projectId: string) {
  return storage.documents.createWithJob(
    { id: randomUUID(), projectId, filename: 'a.txt', fileType: 'txt', sizeBytes: 3, sha256: 'x', blobKey: 'k', uploadedBy: null },
    randomUUID(),
  );
}

describe('sqlite storage', () => {
  it('rejects a duplicate project name with UniqueViolation', async () => {
    const p = await newProject();
    await assert.rejects(newProject(p.name), UniqueViolation);
  });

  it('hides a walled project and its documents from users the wall does not list', async () => {
    const insider = await newUser();
    const outsider = await newUser();
    const project = await newProject();
    const doc = await newDocument(project.id);
    await storage.walls.create({ id: randomUUID(), projectId: project.id, name: 'deal', allowedUserIds: [insider.id] });
    const seenBy = async (userId: string) => ({
      projects: (await storage.projects.listVisible({ userId }, { limit: 1000 })).map((p) => p.id),
      documents: (await storage.documents.listVisible({ userId }, {}, { limit: 1000 })).map((d) => d.id),
    });
    const inside = await seenBy(insider.id);
    const outside = await seenBy(outsider.id);
    assert.ok(inside.projects.includes(project.id) && inside.documents.includes(doc.id));
    assert.ok(!outside.projects.includes(project.id) && !outside.documents.includes(doc.id));
  });

  it('answers whether one project is open to a user, every wall on it counting', async () => {
    const insider = await newUser();
    const halfInsider = await newUser();
    const project = await newProject();
    assert.equal(await storage.walls.isProjectOpenTo(project.id, halfInsider.id), true);
    await storage.walls.create({ id: randomUUID(), projectId: project.id, name: 'a', allowedUserIds: [insider.id, halfInsider.id] });
    await storage.walls.create({ id: randomUUID(), projectId: project.id, name: 'b', allowedUserIds: [insider.id] });
    assert.equal(await storage.walls.isProjectOpenTo(project.id, insider.id), true);
    assert.equal(await storage.walls.isProjectOpenTo(project.id, halfInsider.id), false);
  });

  it('reads a credential together with the user it acts as', async () => {
    const owner = await newUser('viewer');
    const credential = await storage.credentials.create({ id: randomUUID(), name: 'sync', clientId: `cw_${randomUUID()}`, secretHash: 'h', userId: owner.id });
    const found = await storage.credentials.getWithOwner(credential.id);
    assert.deepEqual(found, { credential, owner });
    assert.equal(await storage.credentials.getWithOwner(randomUUID()), undefined);
  });

  it('pages newest first with a keyset cursor', async () => {
    const user = await newUser();
    const project = await newProject();
    const docs = [];
    for (let i = 0; i < 5; i++) docs.push(await newDocument(project.id));
    const first = await storage.documents.listVisible({ userId: user.id }, { projectId: project.id }, { limit: 2 });
    assert.deepEqual(first.map((d) => d.id), [docs[4]!.id, docs[3]!.id]);
    const last = first.at(-1)!;
    const second = await storage.documents.listVisible({ userId: user.id }, { projectId: project.id }, { limit: 10, after: { id: last.id, createdAt: last.createdAt } });
    assert.deepEqual(second.map((d) => d.id), [docs[2]!.id, docs[1]!.id, docs[0]!.id]);
  });

  it('counts documents per project', async () => {
    const project = await newProject();
    await newDocument(project.id);
    await newDocument(project.id);
    assert.equal((await storage.projects.getById(project.id))!.documentCount, 2);
  });

  it('deletes a document with everything derived from it, and later writes report false', async () => {
    const project = await newProject();
    const doc = await newDocument(project.id);
    await storage.texts.save(doc.id, 'hello', [{ page: 1, start: 0, end: 5 }]);
    await storage.stageOutputs.save(doc.id, 'extracting', { ok: true });
    await storage.vectors.replaceForDocument(doc.id, [{ clauseIndex: 0, clauseType: 'Notices', text: 'hello', start: 0, end: 5, vector: new Float32Array([1, 0]) }]);
    await storage.reports.saveWithObligations(
      { id: randomUUID(), documentId: doc.id, reportType: 'contract_analysis', overallRisk: 'low', executiveSummary: 's', clauses: [], missingClauses: [], playbookVersion: 1, analysisMode: 'local', model: null },
      [{ id: randomUUID(), documentId: doc.id, title: 't', description: 'd', dueDate: null, recurrence: 'none', responsibleParty: 'Both', status: 'active', source: null, derivation: null, engine: 'local' }],
    );
    assert.ok(await storage.documents.delete(doc.id));
    assert.equal(await storage.documents.delete(doc.id), undefined);
    assert.equal(await storage.texts.get(doc.id), undefined);
    assert.equal(await storage.reports.getByDocument(doc.id), undefined);
    assert.deepEqual(await storage.obligations.listByDocument(doc.id), []);
    assert.equal(await storage.stageOutputs.save(doc.id, 'classifying', {}), false);
    assert.equal(await storage.texts.save(doc.id, 'x', []), false);
    assert.equal(await storage.documents.setStatus(doc.id, 'complete'), false);
    assert.equal(await storage.vectors.replaceForDocument(doc.id, []), false);
  });

  it('claims jobs in arrival order and lets another worker take over an expired lease', async () => {
    while (await storage.jobs.claim('drain', 60_000, new Date().toISOString())) {
      /* take whatever earlier tests queued */
    }
    const project = await newProject();
    const a = await newDocument(project.id);
    const b = await newDocument(project.id);
    const now = new Date();
    const first = await storage.jobs.claim('w1', 1000, now.toISOString());
    assert.equal(first!.documentId, a.id);
    const second = await storage.jobs.claim('w2', 1000, now.toISOString());
    assert.equal(second!.documentId, b.id);
    assert.equal(await storage.jobs.claim('w3', 1000, now.toISOString()), undefined);
    const later = new Date(now.getTime() + 5000).toISOString();
    const takeover = await storage.jobs.claim('w3', 1000, later);
    assert.equal(takeover!.documentId, a.id);
    assert.equal(await storage.jobs.heartbeat(first!.id, 'w1', 1000, later), false);
  });

  it('counts claims and lets a released job be claimed again at once without counting it', async () => {
    while (await storage.jobs.claim('drain', 60_000, new Date().toISOString())) {
      /* take whatever earlier tests queued */
    }
    const project = await newProject();
    const doc = await newDocument(project.id);
    const now = new Date().toISOString();
    const job = (await storage.jobs.claim('w1', 60_000, now))!;
    assert.equal(job.documentId, doc.id);
    assert.equal(job.claims, 1);
    await storage.jobs.release(job.id, 'w1');
    const again = (await storage.jobs.claim('w2', 60_000, now))!;
    assert.equal(again.id, job.id);
    assert.equal(again.claims, 1);
  });

  it('finds the nearest clause vectors among visible documents', async () => {
    const user = await newUser();
    const project = await newProject();
    const doc = await newDocument(project.id);
    await storage.vectors.replaceForDocument(doc.id, [
      { clauseIndex: 0, clauseType: 'Governing Law', text: 'laws of Delaware', start: 0, end: 16, vector: new Float32Array([1, 0, 0]) },
      { clauseIndex: 1, clauseType: 'Notices', text: 'notices in writing', start: 17, end: 35, vector: new Float32Array([0, 1, 0]) },
    ]);
    const hits = await storage.vectors.search({ userId: user.id }, new Float32Array([0.9, 0.1, 0]), { projectId: project.id }, 5);
    assert.equal(hits[0]!.clauseType, 'Governing Law');
    assert.ok(hits[0]!.score > hits[1]!.score);
  });
});

describe('filesystem blob store', () => {
  it('streams a file to disk with its size and sha256', async () => {
    const blobs = createFsBlobStore(join(dir, 'blobs'));
    const written = await blobs.write(Readable.from([Buffer.from('hello '), Buffer.from('world')]), 1024);
    assert.equal(written.sizeBytes, 11);
    assert.equal(written.sha256, 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9');
    assert.equal(written.head.toString(), 'hello world');
    assert.ok(existsSync(blobs.pathOf(written.key)));
    await blobs.delete(written.key);
    assert.ok(!existsSync(blobs.pathOf(written.key)));
  });

  it('refuses an upload over the limit and leaves no file or directory behind', async () => {
    const root = join(dir, 'blobs2');
    const blobs = createFsBlobStore(root);
    await assert.rejects(blobs.write(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000), BlobTooLargeError);
    assert.deepEqual(readdirSync(root), []);
  });

  it('deleting every blob leaves no empty shard directories behind', async () => {
    const root = join(dir, 'blobs3');
    const blobs = createFsBlobStore(root);
    const keys = [];
    for (let i = 0; i < 20; i++) keys.push((await blobs.write(Readable.from([Buffer.from(`file ${i}`)]), 1024)).key);
    await Promise.all(keys.map((key) => blobs.delete(key)));
    assert.deepEqual(readdirSync(root), []);
  });

  it('keeps a shard directory while another blob still lives in it', async () => {
    const root = join(dir, 'blobs4');
    const blobs = createFsBlobStore(root);
    // Keys are random: write until two share a shard (two hex digits, so this ends quickly).
    const byShard = new Map<string, string>();
    for (;;) {
      const { key } = await blobs.write(Readable.from([Buffer.from('x')]), 1024);
      const shard = key.slice(0, 2);
      if (byShard.has(shard)) {
        await blobs.delete(key);
        assert.ok(existsSync(blobs.pathOf(byShard.get(shard)!)));
        break;
      }
      byShard.set(shard, key);
    }
  });
});
