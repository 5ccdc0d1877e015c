// One contract for every storage implementation: each behaviour below runs against the embedded SQLite store
// and against PostgreSQL (a fresh schema per run, dropped afterwards; skipped with a message where no server
// answers, see test/helpers/postgres.ts). Both are opened through openStorage, as the service opens them.

import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { LATEST_SCHEMA_VERSION } from '../../src/storage/postgres/migrations.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { openStorage } from '../../src/storage/open.ts';
import { BlobTooLargeError, MissingReference, UniqueViolation, type BlobStore, type Storage } from '../../src/storage/types.ts';
import { createTestSchema, postgresSkipReason } from '../helpers/postgres.ts';

const postgresUnavailable = await postgresSkipReason();

/** The embedder id clause vectors are stored with where the test is not about it. */
const EMBEDDER = 'embedder-a';

interface Backend {
  storage: Storage;
  blobs: BlobStore;
  /** Keys of every stored blob (proves refused uploads and deletions leave nothing behind). */
  blobKeys(): Promise<string[]>;
  /** A second, independent storage on the same database (another process). */
  openAnother(): Promise<Storage>;
  close(): Promise<void>;
}

/**
 * `queueClock`: whose clock the job queue's leases and backoff follow: the caller's `now` (SQLite's jobs
 * table, so these tests can move time forward) or the database's (pg-boss on PostgreSQL, whose leases and
 * backoff are tested in real time in pg-boss-queue.test.ts).
 */
const BACKENDS: { name: string; skip?: string; queueClock: 'caller' | 'database'; open(): Promise<Backend> }[] = [
  {
    name: 'SQLite',
    queueClock: 'caller',
    async open() {
      const dataDir = mkdtempSync(join(tmpdir(), 'clausewise-storage-'));
      const config = { dataDir, databaseUrl: null, databasePoolSize: 1 };
      const { storage, blobs } = await openStorage(config);
      const others: Storage[] = [];
      return {
        storage,
        blobs,
        async blobKeys() {
          const entries = await readdir(join(dataDir, 'blobs'), { recursive: true, withFileTypes: true }).catch(() => []);
          return entries.filter((e) => e.isFile()).map((e) => e.name);
        },
        async openAnother() {
          const other = (await openStorage(config)).storage;
          others.push(other);
          return other;
        },
        async close() {
          for (const other of others) await other.close();
          await storage.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'PostgreSQL',
    skip: postgresUnavailable,
    queueClock: 'database',
    async open() {
      const schema = await createTestSchema();
      const config = { dataDir: tmpdir(), databaseUrl: schema.url, databasePoolSize: 8 };
      const { storage, blobs } = await openStorage(config);
      const others: Storage[] = [];
      return {
        storage,
        blobs,
        blobKeys: async () => (await schema.query<{ key: string }>('SELECT key FROM blobs')).map((r) => r.key),
        async openAnother() {
          const other = (await openStorage(config)).storage;
          others.push(other);
          return other;
        },
        async close() {
          for (const other of others) await other.close();
          await storage.close();
          await schema.drop();
        },
      };
    },
  },
];

for (const backend of BACKENDS) {
  describe(`${backend.name} storage`, { skip: backend.skip }, () => {
    let b: Backend;
    let storage: Storage;
    before(async () => {
      b = await backend.open();
      storage = b.storage;
    });
    after(() => b?.close());

    const newUser = (role: 'admin' | 'member' | 'viewer' = 'member', email = `${randomUUID()}@example.com`) =>
      storage.users.create({ id: randomUUID(), email, name: null, role, passwordHash: null, isActive: true });
    const newProject = (name = `p-${randomUUID()}`) =>
      storage.projects.create({ id: randomUUID(), name, description: null, createdBy: null, analysisMode: 'local', ourSide: null });
    const newDocument = (projectId: string, blobKey = 'k') =>
      storage.documents.createWithJob(
        { id: randomUUID(), projectId, filename: 'a.txt', fileType: 'txt', sizeBytes: 3, sha256: 'x', blobKey, uploadedBy: null },
        randomUUID(),
      );
    /** Finishes whatever earlier tests queued or left leased (claimed as if far in the future). */
    const drainQueue = async () => {
      for (let job; (job = await storage.jobs.claim('drain', 60_000, '2999-01-01T00:00:00.000Z')); ) await storage.jobs.finish(job.id);
    };
    const report = (documentId: string) => ({
      id: randomUUID(), documentId, reportType: 'contract_analysis', overallRisk: 'high' as const, executiveSummary: 'summary',
      clauses: [], missingClauses: [{ type: 'Cap on Liability', risk_level: 'high', recommendation: 'add a cap' }] as never[],
      playbookVersion: 2, analysisMode: 'hybrid' as const, model: 'qwen', ourSide: 'Customer',
    });
    const obligation = (documentId: string, title: string, dueDate: string | null) => ({
      id: randomUUID(), documentId, title, description: 'd', dueDate, recurrence: 'none' as const, responsibleParty: 'Both',
      status: 'active' as const, source: { clause_type: 'Notices', start: 0, end: 5, quote: 'hello' }, derivation: null, engine: 'llm:qwen',
    });

    describe('identity', () => {
      it('finds a user by email ignoring case and refuses a duplicate email in any case', async () => {
        const user = await newUser('viewer', `Ann.${randomUUID()}@Example.com`);
        assert.deepEqual(await storage.users.getByEmail(user.email.toLowerCase()), user);
        await assert.rejects(newUser('viewer', user.email.toUpperCase()), UniqueViolation);
      });

      it('updates only the fields given and keeps the rest', async () => {
        const user = await newUser('member');
        const updated = await storage.users.update(user.id, { role: 'admin', isActive: false });
        assert.deepEqual(updated, { ...user, role: 'admin', isActive: false });
        assert.deepEqual(await storage.users.update(user.id, {}), updated);
        assert.equal(await storage.users.update(randomUUID(), { name: 'x' }), undefined);
      });

      it('reads a credential together with the user it acts as', async () => {
        const owner = await newUser('viewer');
        const credential = await storage.credentials.create({ id: randomUUID(), name: 'sync', clientId: `cw_${randomUUID()}`, secretHash: 'h', userId: owner.id });
        assert.deepEqual(await storage.credentials.getWithOwner(credential.id), { credential, owner });
        assert.equal(await storage.credentials.getWithOwner(randomUUID()), undefined);
      });

      it('records a credential use, lists newest first and deletes once', async () => {
        const owner = await newUser();
        const older = await storage.credentials.create({ id: randomUUID(), name: 'a', clientId: `cw_${randomUUID()}`, secretHash: 'h', userId: owner.id });
        const newer = await storage.credentials.create({ id: randomUUID(), name: 'b', clientId: `cw_${randomUUID()}`, secretHash: 'h', userId: owner.id });
        await assert.rejects(storage.credentials.create({ ...newer, id: randomUUID() }), UniqueViolation);
        await storage.credentials.touchLastUsed(older.id, '2026-01-02T03:04:05Z');
        assert.equal((await storage.credentials.getByClientId(older.clientId))!.lastUsedAt, '2026-01-02T03:04:05Z');
        const ids = (await storage.credentials.list()).map((c) => c.id);
        assert.ok(ids.indexOf(newer.id) < ids.indexOf(older.id));
        assert.equal(await storage.credentials.delete(older.id), true);
        assert.equal(await storage.credentials.delete(older.id), false);
      });

      it('keeps sessions until they expire or their user signs out everywhere', async () => {
        const user = await newUser();
        const session = (idHash: string, expiresAt: string) => ({ idHash, userId: user.id, csrfToken: 'c', createdAt: '2026-01-01T00:00:00Z', expiresAt });
        await storage.sessions.create(session(`old-${user.id}`, '2000-01-01T00:00:00Z'));
        await storage.sessions.create(session(`live-${user.id}`, '2999-01-01T00:00:00Z'));
        assert.ok((await storage.sessions.deleteExpired('2026-01-01T00:00:00Z')) >= 1);
        assert.equal(await storage.sessions.get(`old-${user.id}`), undefined);
        assert.deepEqual(await storage.sessions.get(`live-${user.id}`), session(`live-${user.id}`, '2999-01-01T00:00:00Z'));
        await storage.sessions.deleteByUser(user.id);
        assert.equal(await storage.sessions.get(`live-${user.id}`), undefined);
      });

      it('ends every session of a user but the one kept (a password changed from that session)', async () => {
        const user = await newUser();
        const bystander = await newUser();
        const session = (idHash: string, userId = user.id) => ({ idHash, userId, csrfToken: 'c', createdAt: '2026-01-01T00:00:00Z', expiresAt: '2999-01-01T00:00:00Z' });
        for (const idHash of [`a-${user.id}`, `b-${user.id}`, `c-${user.id}`]) await storage.sessions.create(session(idHash));
        await storage.sessions.create(session(`x-${bystander.id}`, bystander.id));
        await storage.sessions.deleteByUser(user.id, `b-${user.id}`);
        assert.equal(await storage.sessions.get(`a-${user.id}`), undefined);
        assert.equal(await storage.sessions.get(`c-${user.id}`), undefined);
        assert.deepEqual(await storage.sessions.get(`b-${user.id}`), session(`b-${user.id}`));
        assert.deepEqual(await storage.sessions.get(`x-${bystander.id}`), session(`x-${bystander.id}`, bystander.id));
      });

      it('records whether a user must change an admin-set password, also on the owner of a credential', async () => {
        const user = await newUser();
        assert.equal(user.mustChangePassword, false);
        const flagged = await storage.users.create({ id: randomUUID(), email: `${randomUUID()}@example.com`, name: null, role: 'member', passwordHash: 'h', isActive: true, mustChangePassword: true });
        assert.equal((await storage.users.getById(flagged.id))!.mustChangePassword, true);
        assert.deepEqual(await storage.users.update(user.id, { passwordHash: 'h2', mustChangePassword: true }), { ...user, passwordHash: 'h2', mustChangePassword: true });
        const credential = await storage.credentials.create({ id: randomUUID(), name: 'c', clientId: `cw_${randomUUID()}`, secretHash: 'h', userId: user.id });
        assert.equal((await storage.credentials.getWithOwner(credential.id))!.owner.mustChangePassword, true);
        assert.equal((await storage.users.update(user.id, { mustChangePassword: false }))!.mustChangePassword, false);
        assert.equal((await storage.users.list()).find((u) => u.id === user.id)!.mustChangePassword, false);
      });
    });

    describe('projects and ethical walls', () => {
      it('rejects a duplicate project name with UniqueViolation', async () => {
        const p = await newProject();
        await assert.rejects(newProject(p.name), UniqueViolation);
      });

      it('changes a project analysis mode and the side it acts for', async () => {
        const p = await newProject();
        assert.equal((await storage.projects.updateSettings(p.id, { analysisMode: 'llm' }))!.analysisMode, 'llm');
        const updated = (await storage.projects.updateSettings(p.id, { ourSide: 'Licensee' }))!;
        assert.deepEqual([updated.analysisMode, updated.ourSide], ['llm', 'Licensee']);
        assert.equal((await storage.projects.getById(p.id))!.ourSide, 'Licensee');
        assert.equal(await storage.projects.updateSettings(randomUUID(), { analysisMode: 'llm' }), undefined);
      });

      it('renames a project and refuses another project\'s name with UniqueViolation', async () => {
        const taken = await newProject();
        const p = await newProject();
        const renamed = (await storage.projects.updateSettings(p.id, { name: `renamed-${p.id}`, description: 'd' }))!;
        assert.deepEqual([renamed.name, renamed.description], [`renamed-${p.id}`, 'd']);
        await assert.rejects(storage.projects.updateSettings(p.id, { name: taken.name }), UniqueViolation);
        assert.equal((await storage.projects.getById(p.id))!.name, `renamed-${p.id}`);
      });

      it('deletes a project with its documents and everything derived, in one go; an upload after it gets MissingReference', async () => {
        const user = await newUser();
        const project = await newProject();
        const other = await newProject();
        const documents = [await newDocument(project.id, `k-${randomUUID()}`), await newDocument(project.id, `k-${randomUUID()}`)];
        const kept = await newDocument(other.id);
        const [first] = documents;
        await storage.texts.save(first!.id, 'text', []);
        await storage.stageOutputs.save(first!.id, 'classifying', { type: 'MSA' });
        await storage.reports.saveWithObligations(report(first!.id), [obligation(first!.id, 'pay', '2030-01-01')]);
        await storage.vectors.replaceForDocument(first!.id, EMBEDDER, [{ clauseIndex: 0, clauseType: 'Notices', text: 'hello', start: 0, end: 5, vector: new Float32Array([1, 0, 0]) }]);
        await storage.walls.create({ id: randomUUID(), projectId: project.id, name: null, allowedUserIds: [user.id] });
        await storage.playbooks.saveNewVersion(project.id, { name: 'p', rules: [] } as never, null);

        const deleted = await storage.projects.delete(project.id);
        assert.equal(deleted!.project.id, project.id);
        assert.deepEqual(deleted!.documents.map((d) => d.id).sort(), documents.map((d) => d.id).sort());
        assert.deepEqual(deleted!.documents.map((d) => d.blobKey).sort(), documents.map((d) => d.blobKey).sort());
        assert.equal(await storage.projects.getById(project.id), undefined);
        for (const document of documents) assert.equal(await storage.documents.getById(document.id), undefined);
        assert.equal(await storage.texts.get(first!.id), undefined);
        assert.equal(await storage.stageOutputs.get(first!.id, 'classifying'), undefined);
        assert.equal(await storage.reports.getByDocument(first!.id), undefined);
        assert.deepEqual(await storage.obligations.listByDocument(first!.id), []);
        assert.deepEqual(await storage.playbooks.listVersions(project.id), []);
        assert.equal((await storage.walls.list()).some((wall) => wall.projectId === project.id), false);
        assert.deepEqual(await storage.events.listVisibleAfter({ userId: user.id }, { projectId: project.id }, 0, 100), []);
        // A worker finishing a stage for a deleted document drops its output.
        assert.equal(await storage.texts.save(first!.id, 'late', []), false);
        // The other project is untouched; the name is free again; a second delete finds nothing.
        assert.equal((await storage.documents.getById(kept.id))!.id, kept.id);
        assert.equal(await storage.projects.delete(project.id), undefined);
        await assert.rejects(newDocument(project.id), MissingReference);
        assert.equal((await newProject(project.name)).name, project.name);
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

      it('stores a wall with its distinct members, lists it and opens the project again once deleted', async () => {
        const [a, z] = [await newUser(), await newUser()];
        const project = await newProject();
        const wall = await storage.walls.create({ id: randomUUID(), projectId: project.id, name: null, allowedUserIds: [z.id, a.id, z.id] });
        assert.deepEqual(wall.allowedUserIds, [a.id, z.id].sort());
        assert.deepEqual(await storage.walls.getById(wall.id), wall);
        const empty = await storage.walls.create({ id: randomUUID(), projectId: (await newProject()).id, name: 'nobody', allowedUserIds: [] });
        assert.deepEqual(empty.allowedUserIds, []);
        assert.deepEqual((await storage.walls.list()).slice(0, 2).map((w) => w.id), [empty.id, wall.id]);
        const outsider = await newUser();
        assert.equal(await storage.walls.isProjectOpenTo(project.id, outsider.id), false);
        assert.equal(await storage.walls.delete(wall.id), true);
        assert.equal(await storage.walls.delete(wall.id), false);
        assert.equal(await storage.walls.isProjectOpenTo(project.id, outsider.id), true);
      });

      it('edits a wall in one step: adds, removes and renames, and names the walled project', async () => {
        const [kept, removed, added] = [await newUser(), await newUser(), await newUser()];
        const project = await newProject();
        const wall = await storage.walls.create({ id: randomUUID(), projectId: project.id, name: 'deal', allowedUserIds: [kept.id, removed.id] });
        assert.equal(wall.projectName, project.name);
        const updated = await storage.walls.update(wall.id, { name: 'deal team', addUserIds: [added.id, kept.id], removeUserIds: [removed.id] });
        assert.deepEqual(updated!.allowedUserIds, [kept.id, added.id].sort());
        assert.equal(updated!.name, 'deal team');
        assert.equal(await storage.walls.isProjectOpenTo(project.id, added.id), true);
        assert.equal(await storage.walls.isProjectOpenTo(project.id, removed.id), false);
        assert.equal(await storage.walls.update(randomUUID(), { addUserIds: [], removeUserIds: [] }), undefined);
      });

      it('requeues only a complete document for re-analysis, with its job and the stage to resume after', async () => {
        await drainQueue();
        const project = await newProject();
        const doc = await newDocument(project.id);
        assert.equal(await storage.documents.requeueForAnalysis(doc.id, randomUUID(), { resumeAfter: 'extracting', resumeOutput: { pageCount: 1 } }), false);
        await drainQueue();
        await storage.documents.setStatus(doc.id, 'complete', { completedAt: '2025-01-01T00:00:00Z' });
        assert.equal(await storage.documents.requeueForAnalysis(doc.id, randomUUID(), { resumeAfter: 'extracting', resumeOutput: { pageCount: 1 } }), true);
        assert.equal((await storage.documents.getById(doc.id))!.pipelineStatus, 'queued');
        assert.deepEqual(await storage.stageOutputs.get(doc.id, 'extracting'), { pageCount: 1 });
        const job = await storage.jobs.claim('w', 60_000, new Date(Date.now() + 1000).toISOString());
        assert.equal(job?.documentId, doc.id);
        await storage.jobs.finish(job!.id);
        assert.equal(await storage.documents.requeueForAnalysis(randomUUID(), randomUUID(), { resumeAfter: 'extracting', resumeOutput: null }), false);
      });

      it('lists saved playbook versions newest first and reads one back', async () => {
        const project = await newProject();
        const playbook = { version: 1, name: 'p', rules: [] } as never;
        await storage.playbooks.saveNewVersion(project.id, playbook, null);
        await storage.playbooks.saveNewVersion(project.id, { ...(playbook as object), name: 'q' } as never, null);
        assert.deepEqual((await storage.playbooks.listVersions(project.id)).map((v) => v.version), [3, 2]);
        assert.equal((await storage.playbooks.getVersion(project.id, 3))!.playbook.name, 'q');
        assert.equal(await storage.playbooks.getVersion(project.id, 9), undefined);
      });

      it('numbers playbook versions from 2 and never gives two concurrent saves the same version', async () => {
        const project = await newProject();
        assert.equal(await storage.playbooks.getLatest(project.id), undefined);
        const playbook = { version: 1, rules: [] } as never;
        const other = await b.openAnother();
        const saved = await Promise.all(
          Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? storage : other).playbooks.saveNewVersion(project.id, playbook, null)),
        );
        assert.deepEqual(saved.map((p) => p.version).sort((x, y) => x - y), [2, 3, 4, 5, 6, 7]);
        const latest = (await storage.playbooks.getLatest(project.id))!;
        assert.equal(latest.version, 7);
        assert.equal((latest.playbook as { version: number }).version, 7);
      });
    });

    describe('documents', () => {
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

      it('stores status, extracted fields with their evidence, text and stage outputs as given', async () => {
        const doc = await newDocument((await newProject()).id);
        assert.equal(doc.pipelineStatus, 'queued');
        const evidence = { parties: [{ quote: 'Acme', start: 0, end: 4, page: 1 }], effective_date: null } as never;
        assert.equal(await storage.documents.updateFields(doc.id, { classification: 'NDA', parties: ['Acme', 'Beta'], fieldEvidence: evidence }), true);
        assert.equal(await storage.documents.updateFields(doc.id, {}), true);
        assert.equal(await storage.documents.setStatus(doc.id, 'failed', { errorMessage: 'extracting: boom', completedAt: '2026-01-01T00:00:00Z' }), true);
        const stored = (await storage.documents.getById(doc.id))!;
        assert.deepEqual(
          { ...stored, createdAt: doc.createdAt },
          { ...doc, pipelineStatus: 'failed', classification: 'NDA', parties: ['Acme', 'Beta'], fieldEvidence: evidence, errorMessage: 'extracting: boom', completedAt: '2026-01-01T00:00:00Z' },
        );
        await storage.texts.save(doc.id, 'hello ✓', [{ page: 1, start: 0, end: 7 }]);
        assert.deepEqual(await storage.texts.get(doc.id), { text: 'hello ✓', pages: [{ page: 1, start: 0, end: 7 }] });
        await storage.stageOutputs.save(doc.id, 'classifying', { classification: 'NDA', scores: [0.5, 0.25] });
        await storage.stageOutputs.save(doc.id, 'extracting', null);
        assert.deepEqual(await storage.stageOutputs.get(doc.id, 'classifying'), { classification: 'NDA', scores: [0.5, 0.25] });
        assert.equal(await storage.stageOutputs.get(doc.id, 'extracting'), null);
        assert.equal(await storage.stageOutputs.get(doc.id, 'analyzing'), undefined);
      });

      it('replaces a report and its obligations, lists obligations soonest first and changes their status', async () => {
        const doc = await newDocument((await newProject()).id);
        await storage.reports.saveWithObligations(report(doc.id), [obligation(doc.id, 'stale', null)]);
        const second = report(doc.id);
        const undated = obligation(doc.id, 'undated', null);
        const late = obligation(doc.id, 'late', '2027-05-01');
        const soon = obligation(doc.id, 'soon', '2026-02-01');
        assert.equal(await storage.reports.saveWithObligations(second, [undated, late, soon]), true);
        const stored = (await storage.reports.getByDocument(doc.id))!;
        assert.deepEqual({ ...stored, createdAt: undefined }, { ...second, createdAt: undefined });
        const listed = await storage.obligations.listByDocument(doc.id);
        assert.deepEqual(listed.map((o) => o.title), ['soon', 'late', 'undated']);
        assert.deepEqual(listed[0], { ...soon, createdAt: listed[0]!.createdAt });
        assert.equal((await storage.obligations.setStatus(soon.id, 'completed'))!.status, 'completed');
        assert.equal((await storage.obligations.getById(soon.id))!.status, 'completed');
        assert.equal(await storage.obligations.setStatus(randomUUID(), 'completed'), undefined);
      });

      it('deletes a document with everything derived from it, and later writes report false', async () => {
        const project = await newProject();
        const doc = await newDocument(project.id);
        await storage.texts.save(doc.id, 'hello', [{ page: 1, start: 0, end: 5 }]);
        await storage.stageOutputs.save(doc.id, 'extracting', { ok: true });
        await storage.vectors.replaceForDocument(doc.id, EMBEDDER, [{ clauseIndex: 0, clauseType: 'Notices', text: 'hello', start: 0, end: 5, vector: new Float32Array([1, 0, 0]) }]);
        await storage.reports.saveWithObligations(report(doc.id), [obligation(doc.id, 't', null)]);
        assert.equal((await storage.documents.delete(doc.id))?.id, doc.id);
        assert.equal(await storage.documents.delete(doc.id), undefined);
        assert.equal(await storage.documents.getById(doc.id), undefined);
        assert.equal(await storage.texts.get(doc.id), undefined);
        assert.equal(await storage.reports.getByDocument(doc.id), undefined);
        assert.deepEqual(await storage.obligations.listByDocument(doc.id), []);
        assert.equal(await storage.stageOutputs.get(doc.id, 'extracting'), undefined);
        assert.equal(await storage.stageOutputs.save(doc.id, 'classifying', {}), false);
        assert.equal(await storage.texts.save(doc.id, 'x', []), false);
        assert.equal(await storage.documents.setStatus(doc.id, 'complete'), false);
        assert.equal(await storage.documents.updateFields(doc.id, { classification: 'NDA' }), false);
        assert.equal(await storage.documents.updateFields(doc.id, {}), false);
        assert.equal(await storage.vectors.replaceForDocument(doc.id, EMBEDDER, []), false);
        assert.equal(await storage.reports.saveWithObligations(report(doc.id), []), false);
      });

      it('never resurrects a document deleted while a worker writes its outputs', async () => {
        const doc = await newDocument((await newProject()).id);
        const writes = Array.from({ length: 10 }, (_, i) => storage.stageOutputs.save(doc.id, i % 2 ? 'classifying' : 'extracting', { i }));
        const deleted = storage.documents.delete(doc.id);
        await Promise.all([...writes, deleted]);
        assert.equal(await storage.documents.getById(doc.id), undefined);
        assert.equal(await storage.stageOutputs.get(doc.id, 'extracting'), undefined);
        assert.equal(await storage.stageOutputs.get(doc.id, 'classifying'), undefined);
      });
    });

    describe('failure counters', () => {
      it('counts failures per key, seen by another process, restarts a passed window and clears', async () => {
        const other = await b.openAnother();
        const [email, ip] = [`sign-in:email:${randomUUID()}`, `sign-in:ip:${randomUUID()}`];
        await storage.failureCounters.add([email, ip], 1000, {});
        await other.failureCounters.add([email], 2000, {});
        const counts = async (keys: string[]) =>
          Object.fromEntries((await other.failureCounters.get(keys)).map((c) => [c.key, [c.count, c.firstAt, c.lastAt]]));
        assert.deepEqual(await counts([email, ip]), { [email]: [2, 1000, 2000], [ip]: [1, 1000, 1000] });
        // A sliding window (since the last failure) and a fixed one (since the first) both start again at 1.
        await storage.failureCounters.add([email], 5000, { lastBefore: 2001 });
        await storage.failureCounters.add([ip], 5000, { firstBefore: 1001 });
        assert.deepEqual(await counts([email, ip]), { [email]: [1, 5000, 5000], [ip]: [1, 5000, 5000] });
        await other.failureCounters.clear([email]);
        assert.deepEqual(Object.keys(await counts([email, ip])), [ip]);
      });
    });

    describe('job queue', () => {
      const movesTime = backend.queueClock === 'caller' ? {} : { skip: 'the queue runs on the database clock (see pg-boss-queue.test.ts)' };
      it('claims jobs in arrival order and lets another worker take over an expired lease', movesTime, async () => {
        await drainQueue();
        const project = await newProject();
        const a = await newDocument(project.id);
        const bDoc = await newDocument(project.id);
        const now = new Date();
        const first = await storage.jobs.claim('w1', 1000, now.toISOString());
        assert.equal(first!.documentId, a.id);
        const second = await storage.jobs.claim('w2', 1000, now.toISOString());
        assert.equal(second!.documentId, bDoc.id);
        assert.equal(await storage.jobs.claim('w3', 1000, now.toISOString()), undefined);
        const later = new Date(now.getTime() + 5000).toISOString();
        const takeover = await storage.jobs.claim('w3', 1000, later);
        assert.equal(takeover!.documentId, a.id);
        assert.equal(takeover!.claims, 2);
        assert.equal(await storage.jobs.heartbeat(first!.id, 'w1', 1000, later), false);
        assert.equal(await storage.jobs.heartbeat(first!.id, 'w3', 1000, later), true);
      });

      it('counts claims and lets a released job be claimed again at once without counting it', movesTime, async () => {
        await drainQueue();
        const doc = await newDocument((await newProject()).id);
        const now = new Date().toISOString();
        const job = (await storage.jobs.claim('w1', 60_000, now))!;
        assert.equal(job.documentId, doc.id);
        assert.equal(job.claims, 1);
        await storage.jobs.release(job.id, 'w1');
        const again = (await storage.jobs.claim('w2', 60_000, now))!;
        assert.equal(again.id, job.id);
        assert.equal(again.claims, 1);
      });

      it('holds a job retried later until its backoff has passed, counting the attempt', movesTime, async () => {
        await drainQueue();
        await newDocument((await newProject()).id);
        const now = new Date();
        const job = (await storage.jobs.claim('w1', 60_000, now.toISOString()))!;
        const runAfter = new Date(now.getTime() + 10_000).toISOString();
        await storage.jobs.retryLater(job.id, 'w1', runAfter);
        assert.equal(await storage.jobs.claim('w2', 60_000, now.toISOString()), undefined);
        const retried = (await storage.jobs.claim('w2', 60_000, new Date(now.getTime() + 10_001).toISOString()))!;
        assert.equal(retried.id, job.id);
        assert.equal(retried.attempts, 1);
        assert.equal(retried.runAfter, runAfter);
        const pending = await storage.jobs.countPending();
        await storage.jobs.finish(job.id);
        assert.equal(await storage.jobs.countPending(), pending - 1);
        assert.equal(await storage.jobs.heartbeat(job.id, 'w2', 1000, now.toISOString()), false);
      });

      it('never gives one job to two workers claiming at the same time', async () => {
        await drainQueue();
        const project = await newProject();
        const docs = await Promise.all(Array.from({ length: 6 }, () => newDocument(project.id)));
        const other = await b.openAnother();
        const now = new Date().toISOString();
        const claims = await Promise.all(
          Array.from({ length: 12 }, (_, i) => (i % 2 ? other : storage).jobs.claim(`w${i}`, 60_000, now)),
        );
        const claimed = claims.filter((job) => job !== undefined).map((job) => job.documentId);
        assert.deepEqual([...claimed].sort(), docs.map((d) => d.id).sort());
      });
    });

    describe('clause vectors', () => {
      it('finds the nearest clause vectors among visible documents', async () => {
        const user = await newUser();
        const project = await newProject();
        const doc = await newDocument(project.id);
        await storage.vectors.replaceForDocument(doc.id, EMBEDDER, [
          { clauseIndex: 0, clauseType: 'Governing Law', text: 'laws of Delaware', start: 0, end: 16, vector: new Float32Array([1, 0, 0]) },
          { clauseIndex: 1, clauseType: 'Notices', text: 'notices in writing', start: 17, end: 35, vector: new Float32Array([0, 1, 0]) },
        ]);
        const hits = await storage.vectors.search({ userId: user.id }, new Float32Array([0.9, 0.1, 0]), { projectId: project.id }, 5);
        assert.deepEqual(hits.map((h) => h.clauseType), ['Governing Law', 'Notices']);
        assert.deepEqual(
          { ...hits[0]!, score: undefined },
          { documentId: doc.id, projectId: project.id, clauseIndex: 0, clauseType: 'Governing Law', text: 'laws of Delaware', start: 0, end: 16, score: undefined },
        );
        const expected = 0.9 / Math.hypot(0.9, 0.1);
        assert.ok(Math.abs(hits[0]!.score - expected) < 1e-5, `score ${hits[0]!.score} ≈ ${expected}`);
      });

      it('never returns clauses of walled projects, and limits and filters by project', async () => {
        const insider = await newUser();
        const outsider = await newUser();
        const open = await newProject();
        const walled = await newProject();
        await storage.walls.create({ id: randomUUID(), projectId: walled.id, name: 'deal', allowedUserIds: [insider.id] });
        const vector = (x: number) => [{ clauseIndex: 0, clauseType: 'Notices', text: 't', start: 0, end: 1, vector: new Float32Array([x, 1, 0]) }];
        const openDoc = await newDocument(open.id);
        const walledDoc = await newDocument(walled.id);
        await storage.vectors.replaceForDocument(openDoc.id, EMBEDDER, vector(0.5));
        await storage.vectors.replaceForDocument(walledDoc.id, EMBEDDER, vector(1));
        const query = new Float32Array([1, 1, 0]);
        const documentsFound = async (userId: string, projectId?: string, limit = 1000) =>
          (await storage.vectors.search({ userId }, query, { projectId }, limit)).map((h) => h.documentId).filter((id) => id === openDoc.id || id === walledDoc.id);
        assert.deepEqual(await documentsFound(insider.id), [walledDoc.id, openDoc.id]);
        assert.deepEqual(await documentsFound(outsider.id), [openDoc.id]);
        assert.deepEqual(await documentsFound(outsider.id, walled.id), []);
        assert.deepEqual(await documentsFound(insider.id, open.id), [openDoc.id]);
        assert.equal((await storage.vectors.search({ userId: insider.id }, query, {}, 1)).length, 1);
      });

      it('leaves out hits below the minimum score and of the excluded clause type', async () => {
        const user = await newUser();
        const project = await newProject();
        const doc = await newDocument(project.id);
        const clause = (i: number, clauseType: string, x: number) => ({ clauseIndex: i, clauseType, text: `c${i}`, start: 0, end: 1, vector: new Float32Array([x, 1 - x, 0]) });
        await storage.vectors.replaceForDocument(doc.id, EMBEDDER, [clause(0, 'Notices', 1), clause(1, 'Notices', 0), clause(2, 'Other', 1)]);
        const hits = await storage.vectors.search({ userId: user.id }, new Float32Array([1, 0, 0]), { projectId: project.id, minScore: 0.5, excludeClauseType: 'Other' }, 10);
        assert.deepEqual(hits.map((h) => h.text), ['c0']);
      });

      it('replaces a document vectors instead of adding to them', async () => {
        const user = await newUser();
        const project = await newProject();
        const doc = await newDocument(project.id);
        const clause = (i: number) => ({ clauseIndex: i, clauseType: 'Notices', text: `c${i}`, start: 0, end: 1, vector: new Float32Array([1, i, 0]) });
        await storage.vectors.replaceForDocument(doc.id, EMBEDDER, [clause(0), clause(1)]);
        await storage.vectors.replaceForDocument(doc.id, EMBEDDER, [clause(2)]);
        const hits = await storage.vectors.search({ userId: user.id }, new Float32Array([1, 0, 0]), { projectId: project.id }, 10);
        assert.deepEqual(hits.map((h) => h.text), ['c2']);
      });

      it('leaves out clause vectors of another dimension than the query (another embedder, awaiting re-embedding)', async () => {
        const user = await newUser();
        const project = await newProject();
        const [older, current] = [await newDocument(project.id), await newDocument(project.id)];
        await storage.vectors.replaceForDocument(older.id, 'embedder-old', [{ clauseIndex: 0, clauseType: 'Notices', text: 'old', start: 0, end: 1, vector: new Float32Array([1, 0]) }]);
        await storage.vectors.replaceForDocument(current.id, 'embedder-new', [{ clauseIndex: 0, clauseType: 'Notices', text: 'new', start: 0, end: 1, vector: new Float32Array([1, 0, 0]) }]);
        const hits = await storage.vectors.search({ userId: user.id }, new Float32Array([1, 0, 0]), { projectId: project.id }, 10);
        assert.deepEqual(hits.map((h) => h.text), ['new']);
      });

      it('remembers which embedder made a document clause vectors', async () => {
        const doc = await newDocument((await newProject()).id);
        const clause = (i: number) => ({ clauseIndex: i, clauseType: 'Notices', text: `c${i}`, start: 0, end: 1, vector: new Float32Array([1, i, 0]) });
        await storage.vectors.replaceForDocument(doc.id, 'embedder-b', [clause(1), clause(0)]);
        assert.deepEqual(await storage.vectors.listClauseTexts(doc.id), [
          { clauseIndex: 0, text: 'c0', modelId: 'embedder-b' },
          { clauseIndex: 1, text: 'c1', modelId: 'embedder-b' },
        ]);
      });

      it('lists the documents with vectors of another embedder, in id order, a page at a time', async () => {
        const project = await newProject();
        const clause = { clauseIndex: 0, clauseType: 'Notices', text: 'c', start: 0, end: 1, vector: new Float32Array([1, 0, 0]) };
        const older = await Promise.all([1, 2, 3].map(() => newDocument(project.id)));
        for (const doc of older) await storage.vectors.replaceForDocument(doc.id, 'embedder-old', [clause]);
        const current = await newDocument(project.id);
        await storage.vectors.replaceForDocument(current.id, 'embedder-new', [clause]);
        const ours = new Set([...older, current].map((doc) => doc.id));
        const listed: string[] = [];
        for (let afterDocumentId: string | undefined, page: string[]; (page = await storage.vectors.listDocumentsNotEmbeddedBy('embedder-new', { afterDocumentId, limit: 2 })).length > 0; ) {
          assert.ok(page.length <= 2);
          listed.push(...page);
          afterDocumentId = page.at(-1);
        }
        assert.deepEqual(listed.filter((id) => ours.has(id)), older.map((doc) => doc.id).sort());
        assert.deepEqual([...listed].sort(), listed);
      });

      it('updates a clause vector to another embedder only while its text is the one embedded and its vector is not already that embedder', async () => {
        const user = await newUser();
        const project = await newProject();
        const doc = await newDocument(project.id);
        await storage.vectors.replaceForDocument(doc.id, 'embedder-old', [
          { clauseIndex: 0, clauseType: 'Notices', text: 'notices in writing', start: 0, end: 18, vector: new Float32Array([0, 1, 0]) },
          { clauseIndex: 1, clauseType: 'Notices', text: 'laws of Delaware', start: 19, end: 35, vector: new Float32Array([0, 1, 0]) },
        ]);
        const updated = await storage.vectors.updateVectors(doc.id, 'embedder-new', [
          { clauseIndex: 0, text: 'notices in writing', vector: new Float32Array([1, 0, 0]) },
          { clauseIndex: 1, text: 'a text the pipeline replaced', vector: new Float32Array([1, 0, 0]) },
        ]);
        assert.equal(updated, 1);
        assert.deepEqual((await storage.vectors.listClauseTexts(doc.id)).map((c) => c.modelId), ['embedder-new', 'embedder-old']);
        const hits = await storage.vectors.search({ userId: user.id }, new Float32Array([1, 0, 0]), { projectId: project.id, minScore: 0.5 }, 10);
        assert.deepEqual(hits.map((h) => [h.text, Math.round(h.score * 1000) / 1000]), [['notices in writing', 1]]);
        assert.equal(await storage.vectors.updateVectors(doc.id, 'embedder-new', [{ clauseIndex: 0, text: 'notices in writing', vector: new Float32Array([0, 0, 1]) }]), 0);
      });
    });

    describe('event outbox, webhook deliveries and calendar feeds', () => {
      const eventsOf = async (userId: string, filter: { projectId?: string; documentId?: string }, after = 0) =>
        storage.events.listVisibleAfter({ userId }, filter, after, 1000);
      const newWebhook = (projectId: string, eventTypes: ('document.status_changed' | 'document.completed' | 'document.failed' | 'document.deleted')[]) =>
        storage.webhooks.create({ id: randomUUID(), projectId, url: 'https://hooks.example.com/x', eventTypes, secret: 'whsec_c2VjcmV0', createdBy: randomUUID() });
      const claimAll = (owner: string, now = new Date().toISOString()) => storage.webhooks.claimDue(owner, 60_000, now, 1000);
      /** Drops whatever deliveries earlier tests queued (claimed as if far in the future). */
      const drainDeliveries = async () => {
        for (const c of await claimAll('drain', '2999-01-01T00:00:00.000Z')) await storage.webhooks.skip(c.webhook.id, c.event.seq);
      };

      it('records every status change of a document, its outcome and its deletion, in order', async () => {
        const user = await newUser();
        const project = await newProject();
        const doc = await newDocument(project.id);
        await storage.documents.setStatus(doc.id, 'extracting');
        await storage.documents.setStatus(doc.id, 'extracting');
        await storage.documents.setStatus(doc.id, 'failed', { errorMessage: 'extracting: unreadable' });
        await storage.documents.delete(doc.id);
        const events = await eventsOf(user.id, { documentId: doc.id });
        assert.deepEqual(
          events.map((e) => [e.type, e.data.previous_status, e.data.status, e.data.error_message]),
          [
            ['document.status_changed', null, 'queued', null],
            ['document.status_changed', 'queued', 'extracting', null],
            ['document.status_changed', 'extracting', 'failed', 'extracting: unreadable'],
            ['document.failed', 'extracting', 'failed', 'extracting: unreadable'],
            ['document.deleted', null, 'failed', 'extracting: unreadable'],
          ],
        );
        assert.deepEqual(events[0]!.data, { document_id: doc.id, project_id: project.id, filename: 'a.txt', status: 'queued', previous_status: null, error_message: null });
        assert.ok(events.every((e, i) => i === 0 || e.seq > events[i - 1]!.seq));
        assert.equal(await storage.events.latestSeq(), events.at(-1)!.seq);
      });

      it('records nothing for a write to a document that is gone', async () => {
        const user = await newUser();
        const project = await newProject();
        const doc = await newDocument(project.id);
        await storage.documents.delete(doc.id);
        const before = await storage.events.latestSeq();
        assert.equal(await storage.documents.setStatus(doc.id, 'complete'), false);
        assert.equal(await storage.documents.delete(doc.id), undefined);
        assert.deepEqual(await eventsOf(user.id, { projectId: project.id }, before), []);
      });

      it('lists events after a position, by project, and never those of a project walled off from the reader', async () => {
        const insider = await newUser();
        const outsider = await newUser();
        const open = await newProject();
        const walled = await newProject();
        const start = await storage.events.latestSeq();
        const openDoc = await newDocument(open.id);
        const walledDoc = await newDocument(walled.id);
        await storage.walls.create({ id: randomUUID(), projectId: walled.id, name: 'deal', allowedUserIds: [insider.id] });
        const documentsSeen = async (userId: string, filter = {}) => (await eventsOf(userId, filter, start)).map((e) => e.documentId);
        assert.deepEqual(await documentsSeen(insider.id), [openDoc.id, walledDoc.id]);
        assert.deepEqual(await documentsSeen(outsider.id), [openDoc.id]);
        assert.deepEqual(await documentsSeen(outsider.id, { projectId: walled.id }), []);
        assert.deepEqual(await documentsSeen(insider.id, { projectId: walled.id }), [walledDoc.id]);
        const [first] = await eventsOf(insider.id, {}, start);
        assert.deepEqual((await eventsOf(insider.id, {}, first!.seq)).map((e) => e.documentId), [walledDoc.id]);
      });

      it('queues a delivery for each subscription of the project that asked for the event type', async () => {
        await drainDeliveries();
        const project = await newProject();
        const other = await newProject();
        const everything = await newWebhook(project.id, ['document.status_changed', 'document.completed', 'document.failed', 'document.deleted']);
        const outcomes = await newWebhook(project.id, ['document.completed']);
        await newWebhook(other.id, ['document.completed']);
        const doc = await newDocument(project.id);
        await storage.documents.setStatus(doc.id, 'complete', { completedAt: '2026-01-01T00:00:00Z' });
        const claimed = await claimAll(`dispatcher-${randomUUID()}`);
        const seen = claimed.map((c) => [c.webhook.id, c.event.type]).sort();
        assert.deepEqual(
          seen,
          [
            [everything.id, 'document.completed'],
            [everything.id, 'document.status_changed'],
            [everything.id, 'document.status_changed'],
            [outcomes.id, 'document.completed'],
          ].sort(),
        );
        const delivered = claimed.find((c) => c.webhook.id === outcomes.id)!;
        assert.deepEqual(delivered.webhook, outcomes);
        assert.equal(delivered.event.documentId, doc.id);
        assert.equal(delivered.attempts, 0);
        for (const c of claimed.filter((c) => c.webhook.id !== outcomes.id)) await storage.webhooks.skip(c.webhook.id, c.event.seq);
      });

      it('hides a leased delivery from other dispatchers until its lease expires, and retries it when it is due', async () => {
        await drainDeliveries();
        const project = await newProject();
        const webhook = await newWebhook(project.id, ['document.status_changed']);
        await newDocument(project.id);
        const [claim] = await claimAll('first');
        assert.ok(claim);
        assert.deepEqual(await claimAll('second'), []);
        const inTwoMinutes = new Date(Date.now() + 120_000).toISOString();
        assert.equal((await claimAll('second', inTwoMinutes)).length, 1, 'an expired lease is taken over');
        const attemptedAt = new Date().toISOString();
        const nextAttemptAt = new Date(Date.now() + 3_600_000).toISOString();
        await storage.webhooks.recordAttempt(
          { webhookId: webhook.id, eventSeq: claim.event.seq, attempt: 1, statusCode: 500, error: null, latencyMs: 12.4, outcome: 'retrying', attemptedAt },
          nextAttemptAt,
        );
        assert.deepEqual(await claimAll('third', inTwoMinutes), [], 'not due before its next attempt');
        const [again] = await claimAll('third', new Date(Date.now() + 7_200_000).toISOString());
        assert.deepEqual([again?.attempts, again?.firstAttemptAt], [1, attemptedAt]);
        await storage.webhooks.recordAttempt(
          { webhookId: webhook.id, eventSeq: claim.event.seq, attempt: 2, statusCode: 204, error: null, latencyMs: 3, outcome: 'delivered', attemptedAt: nextAttemptAt },
          null,
        );
        assert.deepEqual(await claimAll('fourth', '2999-01-01T00:00:00.000Z'), []);
        assert.deepEqual(
          (await storage.webhooks.listAttempts(webhook.id, 10)).map((a) => [a.attempt, a.statusCode, a.outcome, a.eventType, a.latencyMs]),
          [[2, 204, 'delivered', 'document.status_changed', 3], [1, 500, 'retrying', 'document.status_changed', 12]],
        );
      });

      it('drops pending deliveries and the log with their subscription', async () => {
        await drainDeliveries();
        const project = await newProject();
        const webhook = await newWebhook(project.id, ['document.status_changed']);
        assert.deepEqual(await storage.webhooks.listByProject(project.id), [webhook]);
        await newDocument(project.id);
        assert.equal(await storage.webhooks.delete(webhook.id), true);
        assert.equal(await storage.webhooks.delete(webhook.id), false);
        assert.equal(await storage.webhooks.getById(webhook.id), undefined);
        assert.deepEqual(await claimAll('after-delete'), []);
        assert.deepEqual(await storage.webhooks.listAttempts(webhook.id, 10), []);
      });

      it('removes events past retention with their deliveries', async () => {
        await drainDeliveries();
        const user = await newUser();
        const project = await newProject();
        await newWebhook(project.id, ['document.status_changed']);
        const doc = await newDocument(project.id);
        assert.ok((await storage.events.deleteCreatedBefore('2999-01-01T00:00:00Z')) >= 1);
        assert.deepEqual(await eventsOf(user.id, { documentId: doc.id }), []);
        assert.deepEqual(await claimAll('after-retention'), []);
      });

      it('finds a calendar feed by its token hash until it is revoked', async () => {
        const project = await newProject();
        const feed = await storage.calendarFeeds.create({ id: randomUUID(), projectId: project.id, tokenHash: randomUUID(), createdBy: randomUUID() });
        assert.deepEqual(await storage.calendarFeeds.getByTokenHash(feed.tokenHash), feed);
        assert.deepEqual(await storage.calendarFeeds.listByProject(project.id), [feed]);
        assert.equal(await storage.calendarFeeds.delete(feed.id), true);
        assert.equal(await storage.calendarFeeds.getByTokenHash(feed.tokenHash), undefined);
      });

      it("lists a project's obligations across its documents, soonest first, with each document's name", async () => {
        const project = await newProject();
        const first = await newDocument(project.id);
        const second = await newDocument(project.id);
        await storage.reports.saveWithObligations(report(first.id), [obligation(first.id, 'late', '2027-01-01'), obligation(first.id, 'undated', null)]);
        await storage.reports.saveWithObligations(report(second.id), [obligation(second.id, 'soon', '2026-03-01')]);
        const listed = await storage.obligations.listByProject(project.id);
        assert.deepEqual(listed.map((o) => [o.title, o.documentId, o.documentFilename]), [
          ['soon', second.id, 'a.txt'],
          ['late', first.id, 'a.txt'],
          ['undated', first.id, 'a.txt'],
        ]);
      });

      it('never lets a reader that resumes after the last event it saw miss one written concurrently', async () => {
        const user = await newUser();
        const project = await newProject();
        const other = await b.openAnother();
        const start = await storage.events.latestSeq();
        const docs = await Promise.all(Array.from({ length: 6 }, () => newDocument(project.id)));
        const seen: number[] = [];
        let cursor = start;
        let writing = true;
        const reader = (async () => {
          while (writing) {
            for (const e of await eventsOf(user.id, { projectId: project.id }, cursor)) {
              seen.push(e.seq);
              cursor = e.seq;
            }
          }
        })();
        await Promise.all(docs.flatMap((doc, i) => [
          (i % 2 ? other : storage).documents.setStatus(doc.id, 'extracting').then(() => (i % 2 ? storage : other).documents.setStatus(doc.id, 'classifying')),
        ]));
        writing = false;
        await reader;
        for (const e of await eventsOf(user.id, { projectId: project.id }, cursor)) seen.push(e.seq);
        assert.deepEqual(seen, (await eventsOf(user.id, { projectId: project.id }, start)).map((e) => e.seq));
      });
    });

    describe('blob store', () => {
      it('streams a file in and out unchanged, with its size and sha256', async () => {
        // Over two PostgreSQL chunks, with a tail: the bytes must come back in order.
        const content = Buffer.alloc(2 * 1024 * 1024 + 12345);
        for (let i = 0; i < content.length; i++) content[i] = (i * 7) % 251;
        const pieces = Array.from({ length: Math.ceil(content.length / 65536) }, (_, i) => content.subarray(i * 65536, (i + 1) * 65536));
        const written = await b.blobs.write(Readable.from(pieces), 10 * 1024 * 1024);
        assert.equal(written.sizeBytes, content.length);
        assert.equal(written.sha256, createHash('sha256').update(content).digest('hex'));
        assert.deepEqual(written.head, content.subarray(0, 64 * 1024));
        assert.equal(await b.blobs.exists(written.key), true);
        const read = await b.blobs.withLocalFile(written.key, (path) => readFile(path));
        assert.ok(read.equals(content));
        await b.blobs.delete(written.key);
        assert.equal(await b.blobs.exists(written.key), false);
        await b.blobs.delete(written.key);
      });

      it('refuses an upload over the limit and leaves nothing behind', async () => {
        const before = await b.blobKeys();
        await assert.rejects(b.blobs.write(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000), BlobTooLargeError);
        assert.deepEqual(await b.blobKeys(), before);
      });

      it('refuses a multipart stream truncated at its own limit and leaves nothing behind', async () => {
        const before = await b.blobKeys();
        const truncated = Object.assign(Readable.from([Buffer.from('partial')]), { truncated: true });
        await assert.rejects(b.blobs.write(truncated, 1000), BlobTooLargeError);
        assert.deepEqual(await b.blobKeys(), before);
      });

      it('answers a missing blob with an error instead of an empty file', async () => {
        const written = await b.blobs.write(Readable.from([Buffer.from('x')]), 10);
        await b.blobs.delete(written.key);
        await assert.rejects(b.blobs.withLocalFile(written.key, async () => 'opened'));
      });
    });

    it('reports no pending migration once open', async () => {
      assert.equal(await storage.migrate(), 0);
      await storage.ping();
    });
  });
}

describe('PostgreSQL storage, beyond the shared contract', { skip: postgresUnavailable }, () => {
  it('removes an uploaded file in the same transaction as its document', async () => {
    const schema = await createTestSchema();
    const { storage, blobs } = await openStorage({ dataDir: tmpdir(), databaseUrl: schema.url, databasePoolSize: 2 });
    try {
      const blob = await blobs.write(Readable.from([Buffer.from('contract')]), 100);
      const project = await storage.projects.create({ id: randomUUID(), name: 'p', description: null, createdBy: null, analysisMode: 'local', ourSide: null });
      const doc = await storage.documents.createWithJob(
        { id: randomUUID(), projectId: project.id, filename: 'a.txt', fileType: 'txt', sizeBytes: 8, sha256: blob.sha256, blobKey: blob.key, uploadedBy: null },
        randomUUID(),
      );
      assert.equal((await storage.documents.delete(doc.id))?.blobKey, blob.key);
      assert.equal(await blobs.exists(blob.key), false);
      assert.deepEqual(await schema.query('SELECT blob_key FROM blob_chunks'), []);
    } finally {
      await storage.close();
      await schema.drop();
    }
  });

  it('lets two processes migrate the same empty database at once', async () => {
    const schema = await createTestSchema();
    const open = () => openStorage({ dataDir: tmpdir(), databaseUrl: schema.url, databasePoolSize: 1 }, { migrate: false });
    const [first, second] = await Promise.all([open(), open()]);
    try {
      const applied = await Promise.all([first.storage.migrate(), second.storage.migrate()]);
      assert.deepEqual(applied.sort(), [0, LATEST_SCHEMA_VERSION]);
      const versions = await schema.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      assert.deepEqual(versions.map((v) => v.version), Array.from({ length: LATEST_SCHEMA_VERSION }, (_, i) => i + 1));
    } finally {
      await first.storage.close();
      await second.storage.close();
      await schema.drop();
    }
  });
});
