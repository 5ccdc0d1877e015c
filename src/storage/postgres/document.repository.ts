// Documents and everything derived from them on PostgreSQL. Every write about a document returns false when
// the document is gone. Where SQLite checks and writes inside one synchronous transaction, these writes first
// take a share lock on the document row (FOR KEY SHARE): a concurrent DELETE waits for them, and a write that
// comes after a DELETE finds no row, so nothing is ever resurrected.

import type {
  ClauseVectorRecord,
  DocumentRepository,
  DocumentTextRepository,
  ObligationRepository,
  ReportRepository,
  StageOutputRepository,
  VectorRepository,
} from '../types.ts';
import type { PageSpan } from '../../analysis/model.ts';
import { nowTimestamp } from '../../lib/time.ts';
import { fromJson, toDocument, toJson, toObligation, toReport, toSearchHit, toStoredClauseText, type ClauseTextRow, type DocumentRow, type ObligationRow, type ReportRow, type SearchHitRow } from '../rows.ts';
import { DOCUMENT_FIELD_COLUMNS, DOCUMENT_STATUS_COLUMNS } from '../document-columns.ts';
import { afterCursorCondition, assignments, visibleProjectCondition } from '../sql-conditions.ts';
import { isForeignKeyViolation, type PgDb, type PgQueries } from './db.ts';
import { CLAUSE_TEXTS_SQL, DOCUMENTS_NOT_EMBEDDED_BY_SQL, UPDATE_VECTOR_CONDITION } from '../clause-vector-sql.ts';
import { MissingReference } from '../types.ts';
import type { DocumentEventType, PipelineState } from '../../domain/vocabulary.ts';
import { eventData, eventsForStatusChange, fanOutParams, INSERT_EVENT_SQL, type EventSubject } from '../document-events.ts';

/** Any constant: the advisory lock that orders writers of the event outbox. */
const EVENT_OUTBOX_LOCK = 0x636c7745;

/**
 * Serialises the transactions that append events, held until commit: without it, a transaction that took a
 * lower `seq` could commit after a reader has already seen a higher one, and a stream resuming after that
 * higher seq would never see it. Status changes are short, so the queue on this lock stays short too. Taken
 * before any row lock, in every writer, so the order is the same everywhere (no deadlock).
 */
export async function lockEventOutbox(q: PgQueries): Promise<void> {
  await q.run('SELECT pg_advisory_xact_lock(?)', EVENT_OUTBOX_LOCK);
}

/** Appends one event and queues its webhook deliveries in one statement (one round trip per event). */
const RECORD_EVENT_SQL = `WITH event AS (${INSERT_EVENT_SQL})
  INSERT INTO webhook_deliveries (webhook_id, event_seq, state, attempts, next_attempt_at, created_at)
  SELECT w.id, event.seq, 'pending', 0, ?, ? FROM webhooks w CROSS JOIN event WHERE w.project_id = ? AND w.event_types LIKE ?`;

/** Appends events to the outbox and queues their webhook deliveries, inside the caller's transaction. */
async function recordEvents(q: PgQueries, subject: EventSubject, types: DocumentEventType[], status: PipelineState, previous: PipelineState | null, errorMessage: string | null): Promise<void> {
  const createdAt = nowTimestamp();
  const dueAt = new Date().toISOString();
  for (const type of types) {
    const data = eventData(subject, status, type === 'document.deleted' ? null : previous, errorMessage);
    // fanOutParams leads with the seq, which the statement takes from the inserted event instead.
    const [, ...fanOut] = fanOutParams(0, type, subject.projectId, dueAt);
    await q.run(RECORD_EVENT_SQL, type, subject.projectId, subject.id, JSON.stringify(data), createdAt, ...fanOut);
  }
}

const subjectOf = (row: DocumentRow): EventSubject => ({ id: row.id, projectId: row.project_id, filename: row.filename });

/** Locks the document row against deletion until the transaction ends; false when it is already gone. */
async function lockDocument(q: PgQueries, documentId: string): Promise<boolean> {
  return (await q.get('SELECT 1 FROM documents WHERE id = ? FOR KEY SHARE', documentId)) !== undefined;
}

/** Puts a document's pipeline job on the queue inside the transaction `tx` that creates the document. */
export type EnqueueJob = (tx: PgQueries, job: { id: string; documentId: string }) => Promise<unknown>;

export function createDocumentRepository(db: PgDb, enqueueJob: EnqueueJob): DocumentRepository {
  return {
    async createWithJob(doc, jobId) {
      return db.tx(async (q) => {
        await lockEventOutbox(q);
        let row: DocumentRow | undefined;
        try {
          row = await q.get<DocumentRow>(
            `INSERT INTO documents (id, project_id, filename, file_type, size_bytes, sha256, blob_key, uploaded_by, pipeline_status, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?) RETURNING *`,
            doc.id, doc.projectId, doc.filename, doc.fileType, doc.sizeBytes, doc.sha256, doc.blobKey, doc.uploadedBy, nowTimestamp(),
          );
        } catch (err) {
          // The project was deleted after the upload's access check (projects.delete holds the same outbox lock,
          // so the two never interleave: either the delete sees this document, or this insert sees no project).
          if (isForeignKeyViolation(err)) throw new MissingReference('project');
          throw err;
        }
        await enqueueJob(q, { id: jobId, documentId: doc.id });
        await recordEvents(q, doc, eventsForStatusChange(null, 'queued'), 'queued', null, null);
        return toDocument(row!);
      });
    },
    async getById(id) {
      const row = await db.get<DocumentRow>('SELECT * FROM documents WHERE id = ?', id);
      return row && toDocument(row);
    },
    async requeueForAnalysis(id, jobId, resume) {
      return db.tx(async (q) => {
        await lockEventOutbox(q);
        const row = await q.get<DocumentRow>(
          "UPDATE documents SET pipeline_status = 'queued', error_message = NULL WHERE id = ? AND pipeline_status = 'complete' RETURNING *",
          id,
        );
        if (!row) return false;
        await q.run(
          `INSERT INTO stage_outputs (document_id, stage, output_json, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (document_id, stage) DO UPDATE SET output_json = excluded.output_json, created_at = excluded.created_at`,
          id, resume.resumeAfter, JSON.stringify(resume.resumeOutput ?? null), nowTimestamp(),
        );
        await enqueueJob(q, { id: jobId, documentId: id });
        await recordEvents(q, subjectOf(row), eventsForStatusChange('complete', 'queued'), 'queued', 'complete', null);
        return true;
      });
    },
    async listVisible(visibility, filter, page) {
      const after = afterCursorCondition('d', 'documents', page);
      const params: unknown[] = [visibility.userId];
      let projectFilter = '';
      if (filter.projectId !== undefined) {
        projectFilter = 'AND d.project_id = ?';
        params.push(filter.projectId);
      }
      const rows = await db.all<DocumentRow>(
        `SELECT d.* FROM documents d WHERE ${visibleProjectCondition('d.project_id')} ${projectFilter} AND ${after.sql}
         ORDER BY d.seq DESC LIMIT ?`,
        ...params, ...after.params, page.limit,
      );
      return rows.map(toDocument);
    },
    async setStatus(id, status, extra = {}) {
      const { sets, params } = assignments({ status, ...extra }, DOCUMENT_STATUS_COLUMNS);
      return db.tx(async (q) => {
        await lockEventOutbox(q);
        // The row as it was (the CTE's snapshot), locked and updated in one round trip.
        const before = await q.get<DocumentRow>(
          `WITH before AS (SELECT * FROM documents WHERE id = ? FOR UPDATE),
                changed AS (UPDATE documents SET ${sets.join(', ')} FROM before WHERE documents.id = before.id RETURNING documents.id)
           SELECT before.* FROM before JOIN changed ON changed.id = before.id`,
          id, ...params,
        );
        if (!before) return false;
        const previous = before.pipeline_status as PipelineState;
        const errorMessage = extra.errorMessage !== undefined ? extra.errorMessage : before.error_message;
        await recordEvents(q, subjectOf(before), eventsForStatusChange(previous, status), status, previous, errorMessage);
        return true;
      });
    },
    async updateFields(id, fields) {
      const { sets, params } = assignments(fields, DOCUMENT_FIELD_COLUMNS);
      if (sets.length === 0) return (await db.get('SELECT 1 FROM documents WHERE id = ?', id)) !== undefined;
      return (await db.run(`UPDATE documents SET ${sets.join(', ')} WHERE id = ?`, ...params, id)) > 0;
    },
    async delete(id) {
      // One statement deletes everything: foreign keys cascade to the job, text, stage outputs, report,
      // obligations and vectors, and the uploaded file's bytes (the blobs table) go with them; its event is
      // recorded in the same transaction.
      return db.tx(async (q) => {
        await lockEventOutbox(q);
        const row = await q.get<DocumentRow>(
          `WITH deleted AS (DELETE FROM documents WHERE id = ? RETURNING *),
                deleted_blob AS (DELETE FROM blobs WHERE key IN (SELECT blob_key FROM deleted))
           SELECT * FROM deleted`,
          id,
        );
        if (!row) return undefined;
        await recordEvents(q, subjectOf(row), ['document.deleted'], row.pipeline_status as PipelineState, null, row.error_message);
        return toDocument(row);
      });
    },
  };
}

export function createDocumentTextRepository(db: PgDb): DocumentTextRepository {
  return {
    async save(documentId, text, pages) {
      return db.tx(async (q) => {
        if (!(await lockDocument(q, documentId))) return false;
        await q.run(
          `INSERT INTO document_texts (document_id, text, pages_json) VALUES (?, ?, ?)
           ON CONFLICT (document_id) DO UPDATE SET text = excluded.text, pages_json = excluded.pages_json`,
          documentId, text, JSON.stringify(pages),
        );
        return true;
      });
    },
    async get(documentId) {
      const row = await db.get<{ text: string; pages_json: unknown }>('SELECT text, pages_json FROM document_texts WHERE document_id = ?', documentId);
      return row && { text: row.text, pages: fromJson<PageSpan[]>(row.pages_json, []) };
    },
  };
}

export function createStageOutputRepository(db: PgDb): StageOutputRepository {
  return {
    async save(documentId, stage, output) {
      return db.tx(async (q) => {
        if (!(await lockDocument(q, documentId))) return false;
        await q.run(
          `INSERT INTO stage_outputs (document_id, stage, output_json, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (document_id, stage) DO UPDATE SET output_json = excluded.output_json, created_at = excluded.created_at`,
          documentId, stage, JSON.stringify(output ?? null), nowTimestamp(),
        );
        return true;
      });
    },
    async get<T>(documentId: string, stage: string) {
      const row = await db.get<{ output_json: unknown }>('SELECT output_json FROM stage_outputs WHERE document_id = ? AND stage = ?', documentId, stage);
      return row ? fromJson<T>(row.output_json, null as T) : undefined;
    },
    async deleteForDocument(documentId) {
      await db.run('DELETE FROM stage_outputs WHERE document_id = ?', documentId);
    },
  };
}

export function createReportRepository(db: PgDb): ReportRepository {
  return {
    async saveWithObligations(report, obligations) {
      return db.tx(async (q) => {
        if (!(await lockDocument(q, report.documentId))) return false;
        const createdAt = nowTimestamp();
        await q.run('DELETE FROM reports WHERE document_id = ?', report.documentId);
        await q.run(
          `INSERT INTO reports (id, document_id, report_type, overall_risk, executive_summary, clauses_json, missing_clauses_json, playbook_version, analysis_mode, model, our_side, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          report.id, report.documentId, report.reportType, report.overallRisk, report.executiveSummary,
          JSON.stringify(report.clauses), JSON.stringify(report.missingClauses), report.playbookVersion, report.analysisMode, report.model, report.ourSide, createdAt,
        );
        await q.run('DELETE FROM obligations WHERE document_id = ?', report.documentId);
        for (const o of obligations) {
          await q.run(
            `INSERT INTO obligations (id, document_id, title, description, due_date, recurrence, responsible_party, status, source_json, derivation, engine, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            o.id, o.documentId, o.title, o.description, o.dueDate, o.recurrence, o.responsibleParty, o.status,
            toJson(o.source), o.derivation, o.engine, createdAt,
          );
        }
        return true;
      });
    },
    async getByDocument(documentId) {
      const row = await db.get<ReportRow>('SELECT * FROM reports WHERE document_id = ?', documentId);
      return row && toReport(row);
    },
  };
}

export function createObligationRepository(db: PgDb): ObligationRepository {
  return {
    async listByDocument(documentId) {
      // Soonest first; undated obligations after the dated ones, in extraction order.
      const rows = await db.all<ObligationRow>('SELECT * FROM obligations WHERE document_id = ? ORDER BY due_date IS NULL, due_date, seq', documentId);
      return rows.map(toObligation);
    },
    async listByProject(projectId) {
      const rows = await db.all<ObligationRow & { document_filename: string }>(
        `SELECT o.*, d.filename AS document_filename FROM obligations o JOIN documents d ON d.id = o.document_id
          WHERE d.project_id = ? ORDER BY o.due_date IS NULL, o.due_date, o.seq`,
        projectId,
      );
      return rows.map((row) => ({ ...toObligation(row), documentFilename: row.document_filename }));
    },
    async getById(id) {
      const row = await db.get<ObligationRow>('SELECT * FROM obligations WHERE id = ?', id);
      return row && toObligation(row);
    },
    async setStatus(id, status) {
      const row = await db.get<ObligationRow>('UPDATE obligations SET status = ? WHERE id = ? RETURNING *', status, id);
      return row && toObligation(row);
    },
  };
}

const euclideanNorm = (vector: Float32Array) => Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0));

export function createVectorRepository(db: PgDb): VectorRepository {
  return {
    async replaceForDocument(documentId, modelId, vectors: Omit<ClauseVectorRecord, 'documentId'>[]) {
      return db.tx(async (q) => {
        if (!(await lockDocument(q, documentId))) return false;
        await q.run('DELETE FROM clause_vectors WHERE document_id = ?', documentId);
        for (const v of vectors) {
          await q.run(
            'INSERT INTO clause_vectors (document_id, clause_index, clause_type, text, start_offset, end_offset, vector, norm, model_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
            documentId, v.clauseIndex, v.clauseType, v.text, v.start, v.end, Array.from(v.vector), euclideanNorm(v.vector), modelId,
          );
        }
        return true;
      });
    },
    async listDocumentsNotEmbeddedBy(modelId, page) {
      return (await db.all<{ document_id: string }>(DOCUMENTS_NOT_EMBEDDED_BY_SQL, modelId, page.afterDocumentId ?? '', page.limit)).map((row) => row.document_id);
    },
    async listClauseTexts(documentId) {
      return (await db.all<ClauseTextRow>(CLAUSE_TEXTS_SQL, documentId)).map(toStoredClauseText);
    },
    async updateVectors(documentId, modelId, updates) {
      return db.tx(async (q) => {
        let updated = 0;
        for (const u of updates) {
          updated += await q.run(
            `UPDATE clause_vectors SET vector = ?, norm = ?, model_id = ? ${UPDATE_VECTOR_CONDITION}`,
            Array.from(u.vector), euclideanNorm(u.vector), modelId, documentId, u.clauseIndex, u.text, modelId,
          );
        }
        return updated;
      });
    },
    async search(visibility, query, filter, limit) {
      // Vectors of another length come from another embedder, awaiting re-embedding: they cannot be compared.
      const params: unknown[] = [Array.from(query), euclideanNorm(query), query.length, visibility.userId];
      let projectFilter = '';
      if (filter.projectId !== undefined) {
        projectFilter += ' AND d.project_id = ?';
        params.push(filter.projectId);
      }
      if (filter.excludeClauseType !== undefined) {
        projectFilter += ' AND v.clause_type <> ?';
        params.push(filter.excludeClauseType);
      }
      params.push(filter.minScore ?? -1);
      // Exact (brute-force) cosine over the clauses of the caller's visible documents only: the walls are a
      // condition of the same query, so walled clauses are never even scored. The dot product pairs the two
      // arrays element by element (unnest with two arguments); norms are stored, so a zero vector scores 0.
      const rows = await db.all<SearchHitRow>(
        `WITH query AS (SELECT ?::real[] AS vector, ?::float8 AS norm)
         SELECT * FROM (
           SELECT v.document_id, d.project_id, v.clause_index, v.clause_type, v.text, v.start_offset, v.end_offset,
                  COALESCE((SELECT SUM(a::float8 * b::float8) FROM unnest(v.vector, query.vector) AS pair(a, b))
                           / NULLIF(v.norm * query.norm, 0), 0) AS score
             FROM clause_vectors v JOIN documents d ON d.id = v.document_id CROSS JOIN query
            WHERE cardinality(v.vector) = ?::int AND ${visibleProjectCondition('d.project_id')} ${projectFilter}
         ) hits WHERE score >= ?::float8
          ORDER BY score DESC, document_id, clause_index LIMIT ?`,
        ...params, limit,
      );
      return rows.map(toSearchHit);
    },
  };
}
