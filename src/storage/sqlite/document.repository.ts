// Documents and everything derived from them: text, stage outputs, report, obligations, clause vectors.
// Every write about a document returns false when the document is gone, so a worker that lost a race with
// DELETE drops its output instead of resurrecting anything.

import type { SQLInputValue } from 'node:sqlite';
import { isForeignKeyViolation } from './errors.ts';
import { MissingReference } from '../types.ts';
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
import { toDocument, toJson, toObligation, toReport, toSearchHit, toStoredClauseText, type ClauseTextRow, type DocumentRow, type ObligationRow, type ReportRow, type SearchHitRow } from '../rows.ts';
import { DOCUMENT_FIELD_COLUMNS, DOCUMENT_STATUS_COLUMNS } from '../document-columns.ts';
import { afterCursorCondition, assignments, visibleProjectCondition } from '../sql-conditions.ts';
import { vectorToBlob, type SqliteDb } from './db.ts';
import { CLAUSE_TEXTS_SQL, DOCUMENTS_NOT_EMBEDDED_BY_SQL, UPDATE_VECTOR_CONDITION } from '../clause-vector-sql.ts';
import type { DocumentEventType, PipelineState } from '../../domain/vocabulary.ts';
import { eventData, eventsForStatusChange, fanOutParams, FAN_OUT_SQL, INSERT_EVENT_SQL, type EventSubject } from '../document-events.ts';

/**
 * Appends events to the outbox and queues their webhook deliveries; called inside the transaction that makes
 * the change. SQLite has one writer at a time, so `seq` order is commit order.
 */
function recordEvents(db: SqliteDb, subject: EventSubject, types: DocumentEventType[], status: PipelineState, previous: PipelineState | null, errorMessage: string | null): void {
  const createdAt = nowTimestamp();
  const dueAt = new Date().toISOString();
  for (const type of types) {
    const data = eventData(subject, status, type === 'document.deleted' ? null : previous, errorMessage);
    const { seq } = db.get<{ seq: number }>(INSERT_EVENT_SQL, type, subject.projectId, subject.id, JSON.stringify(data), createdAt)!;
    db.run(FAN_OUT_SQL, ...(fanOutParams(seq, type, subject.projectId, dueAt) as SQLInputValue[]));
  }
}

const subjectOf = (row: DocumentRow): EventSubject => ({ id: row.id, projectId: row.project_id, filename: row.filename });

const exists = (db: SqliteDb, documentId: string) => db.get('SELECT 1 FROM documents WHERE id = ?', documentId) !== undefined;

export function createDocumentRepository(db: SqliteDb): DocumentRepository {
  const byId = (id: string) => db.get<DocumentRow>('SELECT * FROM documents WHERE id = ?', id);
  return {
    async createWithJob(doc, jobId) {
      const createdAt = nowTimestamp();
      db.tx(() => {
        try {
          db.run(
            `INSERT INTO documents (id, project_id, filename, file_type, size_bytes, sha256, blob_key, uploaded_by, pipeline_status, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?)`,
            doc.id, doc.projectId, doc.filename, doc.fileType, doc.sizeBytes, doc.sha256, doc.blobKey, doc.uploadedBy, createdAt,
          );
        } catch (err) {
          // The project was deleted after the upload's access check.
          if (isForeignKeyViolation(err)) throw new MissingReference('project');
          throw err;
        }
        const now = new Date().toISOString();
        db.run('INSERT INTO jobs (id, document_id, run_after, created_at) VALUES (?, ?, ?, ?)', jobId, doc.id, now, now);
        recordEvents(db, doc, eventsForStatusChange(null, 'queued'), 'queued', null, null);
      });
      return toDocument(byId(doc.id)!);
    },
    async getById(id) {
      const row = byId(id);
      return row && toDocument(row);
    },
    async requeueForAnalysis(id, jobId, resume) {
      return db.tx(() => {
        const row = db.get<DocumentRow>(
          "UPDATE documents SET pipeline_status = 'queued', error_message = NULL WHERE id = ? AND pipeline_status = 'complete' RETURNING *",
          id,
        );
        if (!row) return false;
        db.run(
          `INSERT INTO stage_outputs (document_id, stage, output_json, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (document_id, stage) DO UPDATE SET output_json = excluded.output_json, created_at = excluded.created_at`,
          id, resume.resumeAfter, JSON.stringify(resume.resumeOutput ?? null), nowTimestamp(),
        );
        const now = new Date().toISOString();
        db.run('INSERT INTO jobs (id, document_id, run_after, created_at) VALUES (?, ?, ?, ?)', jobId, id, now, now);
        recordEvents(db, subjectOf(row), eventsForStatusChange('complete', 'queued'), 'queued', 'complete', null);
        return true;
      });
    },
    async listVisible(visibility, filter, page) {
      const after = afterCursorCondition('d', 'documents', page);
      const params: (string | number)[] = [visibility.userId];
      let projectFilter = '';
      if (filter.projectId !== undefined) {
        projectFilter = 'AND d.project_id = ?';
        params.push(filter.projectId);
      }
      return db
        .all<DocumentRow>(
          `SELECT d.* FROM documents d WHERE ${visibleProjectCondition('d.project_id')} ${projectFilter} AND ${after.sql}
           ORDER BY d.seq DESC LIMIT ?`,
          ...params, ...after.params, page.limit,
        )
        .map(toDocument);
    },
    async setStatus(id, status, extra = {}) {
      const { sets, params } = assignments({ status, ...extra }, DOCUMENT_STATUS_COLUMNS);
      return db.tx(() => {
        const before = byId(id);
        if (!before) return false;
        db.run(`UPDATE documents SET ${sets.join(', ')} WHERE id = ?`, ...(params as SQLInputValue[]), id);
        const previous = before.pipeline_status as PipelineState;
        const errorMessage = extra.errorMessage !== undefined ? extra.errorMessage : before.error_message;
        recordEvents(db, subjectOf(before), eventsForStatusChange(previous, status), status, previous, errorMessage);
        return true;
      });
    },
    async updateFields(id, fields) {
      const { sets, params } = assignments(fields, DOCUMENT_FIELD_COLUMNS);
      if (sets.length === 0) return exists(db, id);
      return db.run(`UPDATE documents SET ${sets.join(', ')} WHERE id = ?`, ...(params as SQLInputValue[]), id) > 0;
    },
    async delete(id) {
      return db.tx(() => {
        const row = byId(id);
        if (!row) return undefined;
        recordEvents(db, subjectOf(row), ['document.deleted'], row.pipeline_status as PipelineState, null, row.error_message);
        // Foreign keys cascade to the job, text, stage outputs, report, obligations and vectors.
        db.run('DELETE FROM documents WHERE id = ?', id);
        return toDocument(row);
      });
    },
  };
}

export function createDocumentTextRepository(db: SqliteDb): DocumentTextRepository {
  return {
    async save(documentId, text, pages) {
      return db.tx(() => {
        if (!exists(db, documentId)) return false;
        db.run(
          'INSERT INTO document_texts (document_id, text, pages_json) VALUES (?, ?, ?) ON CONFLICT (document_id) DO UPDATE SET text = excluded.text, pages_json = excluded.pages_json',
          documentId, text, JSON.stringify(pages),
        );
        return true;
      });
    },
    async get(documentId) {
      const row = db.get<{ text: string; pages_json: string }>('SELECT text, pages_json FROM document_texts WHERE document_id = ?', documentId);
      return row && { text: row.text, pages: JSON.parse(row.pages_json) as PageSpan[] };
    },
  };
}

export function createStageOutputRepository(db: SqliteDb): StageOutputRepository {
  return {
    async save(documentId, stage, output) {
      return db.tx(() => {
        if (!exists(db, documentId)) return false;
        db.run(
          `INSERT INTO stage_outputs (document_id, stage, output_json, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (document_id, stage) DO UPDATE SET output_json = excluded.output_json, created_at = excluded.created_at`,
          documentId, stage, JSON.stringify(output ?? null), nowTimestamp(),
        );
        return true;
      });
    },
    async get<T>(documentId: string, stage: string) {
      const row = db.get<{ output_json: string }>('SELECT output_json FROM stage_outputs WHERE document_id = ? AND stage = ?', documentId, stage);
      return row ? (JSON.parse(row.output_json) as T) : undefined;
    },
    async deleteForDocument(documentId) {
      db.run('DELETE FROM stage_outputs WHERE document_id = ?', documentId);
    },
  };
}

export function createReportRepository(db: SqliteDb): ReportRepository {
  return {
    async saveWithObligations(report, obligations) {
      return db.tx(() => {
        if (!exists(db, report.documentId)) return false;
        const createdAt = nowTimestamp();
        db.run('DELETE FROM reports WHERE document_id = ?', report.documentId);
        db.run(
          `INSERT INTO reports (id, document_id, report_type, overall_risk, executive_summary, clauses_json, missing_clauses_json, playbook_version, analysis_mode, model, our_side, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          report.id, report.documentId, report.reportType, report.overallRisk, report.executiveSummary,
          JSON.stringify(report.clauses), JSON.stringify(report.missingClauses), report.playbookVersion, report.analysisMode, report.model, report.ourSide, createdAt,
        );
        db.run('DELETE FROM obligations WHERE document_id = ?', report.documentId);
        for (const o of obligations) {
          db.run(
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
      const row = db.get<ReportRow>('SELECT * FROM reports WHERE document_id = ?', documentId);
      return row && toReport(row);
    },
  };
}

export function createObligationRepository(db: SqliteDb): ObligationRepository {
  const byId = (id: string) => db.get<ObligationRow>('SELECT * FROM obligations WHERE id = ?', id);
  return {
    async listByDocument(documentId) {
      // Soonest first; undated obligations after the dated ones, in extraction order.
      return db
        .all<ObligationRow>('SELECT * FROM obligations WHERE document_id = ? ORDER BY due_date IS NULL, due_date, seq', documentId)
        .map(toObligation);
    },
    async listByProject(projectId) {
      return db
        .all<ObligationRow & { document_filename: string }>(
          `SELECT o.*, d.filename AS document_filename FROM obligations o JOIN documents d ON d.id = o.document_id
            WHERE d.project_id = ? ORDER BY o.due_date IS NULL, o.due_date, o.seq`,
          projectId,
        )
        .map((row) => ({ ...toObligation(row), documentFilename: row.document_filename }));
    },
    async getById(id) {
      const row = byId(id);
      return row && toObligation(row);
    },
    async setStatus(id, status) {
      db.run('UPDATE obligations SET status = ? WHERE id = ?', status, id);
      const row = byId(id);
      return row && toObligation(row);
    },
  };
}

export function createVectorRepository(db: SqliteDb): VectorRepository {
  return {
    async replaceForDocument(documentId, modelId, vectors: Omit<ClauseVectorRecord, 'documentId'>[]) {
      return db.tx(() => {
        if (!exists(db, documentId)) return false;
        db.run('DELETE FROM clause_vectors WHERE document_id = ?', documentId);
        for (const v of vectors) {
          db.run(
            'INSERT INTO clause_vectors (document_id, clause_index, clause_type, text, start_offset, end_offset, vector, model_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
            documentId, v.clauseIndex, v.clauseType, v.text, v.start, v.end, vectorToBlob(v.vector), modelId,
          );
        }
        return true;
      });
    },
    async listDocumentsNotEmbeddedBy(modelId, page) {
      return db.all<{ document_id: string }>(DOCUMENTS_NOT_EMBEDDED_BY_SQL, modelId, page.afterDocumentId ?? '', page.limit).map((row) => row.document_id);
    },
    async listClauseTexts(documentId) {
      return db.all<ClauseTextRow>(CLAUSE_TEXTS_SQL, documentId).map(toStoredClauseText);
    },
    async updateVectors(documentId, modelId, updates) {
      return db.tx(() => {
        let updated = 0;
        for (const u of updates) {
          updated += db.run(
            `UPDATE clause_vectors SET vector = ?, model_id = ? ${UPDATE_VECTOR_CONDITION}`,
            vectorToBlob(u.vector), modelId, documentId, u.clauseIndex, u.text, modelId,
          );
        }
        return updated;
      });
    },
    async search(visibility, query, filter, limit) {
      // Vectors of another length come from another embedder, awaiting re-embedding: sqlite-vec refuses to compare
      // them, so they score NULL (the CASE guarantees the comparison is never evaluated) and drop out.
      const params: (string | number | Uint8Array)[] = [query.byteLength, vectorToBlob(query), visibility.userId];
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
      // Exact (brute-force) cosine search with sqlite-vec's distance function: fine for tens of thousands of
      // clauses, and walls stay a plain SQL condition. An ANN index can replace this behind the same interface.
      const rows = db.all<SearchHitRow>(
        `SELECT * FROM (
           SELECT v.document_id, d.project_id, v.clause_index, v.clause_type, v.text, v.start_offset, v.end_offset,
                  CASE WHEN length(v.vector) = ? THEN 1 - vec_distance_cosine(v.vector, ?) END AS score
             FROM clause_vectors v JOIN documents d ON d.id = v.document_id
            WHERE ${visibleProjectCondition('d.project_id')} ${projectFilter}
         ) WHERE score >= ?
          ORDER BY score DESC, document_id, clause_index LIMIT ?`,
        ...params, limit,
      );
      return rows.map(toSearchHit);
    },
  };
}
