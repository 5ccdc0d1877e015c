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
import { fromJson, toDocument, toJson, toObligation, toReport, toSearchHit, type DocumentRow, type ObligationRow, type ReportRow, type SearchHitRow } from '../rows.ts';
import { DOCUMENT_FIELD_COLUMNS, DOCUMENT_STATUS_COLUMNS } from '../document-columns.ts';
import { afterCursorCondition, assignments, visibleProjectCondition } from '../sql-conditions.ts';
import type { PgDb, PgQueries } from './db.ts';

/** Locks the document row against deletion until the transaction ends; false when it is already gone. */
async function lockDocument(q: PgQueries, documentId: string): Promise<boolean> {
  return (await q.get('SELECT 1 FROM documents WHERE id = ? FOR KEY SHARE', documentId)) !== undefined;
}

export function createDocumentRepository(db: PgDb): DocumentRepository {
  return {
    async createWithJob(doc, jobId) {
      return db.tx(async (q) => {
        const row = await q.get<DocumentRow>(
          `INSERT INTO documents (id, project_id, filename, file_type, size_bytes, sha256, blob_key, uploaded_by, pipeline_status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?) RETURNING *`,
          doc.id, doc.projectId, doc.filename, doc.fileType, doc.sizeBytes, doc.sha256, doc.blobKey, doc.uploadedBy, nowTimestamp(),
        );
        const now = new Date().toISOString();
        await q.run('INSERT INTO jobs (id, document_id, run_after, created_at) VALUES (?, ?, ?, ?)', jobId, doc.id, now, now);
        return toDocument(row!);
      });
    },
    async getById(id) {
      const row = await db.get<DocumentRow>('SELECT * FROM documents WHERE id = ?', id);
      return row && toDocument(row);
    },
    async requeueForAnalysis(id, jobId, resume) {
      return db.tx(async (q) => {
        const moved = await q.run("UPDATE documents SET pipeline_status = 'queued', error_message = NULL WHERE id = ? AND pipeline_status = 'complete'", id);
        if (moved === 0) return false;
        await q.run(
          `INSERT INTO stage_outputs (document_id, stage, output_json, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (document_id, stage) DO UPDATE SET output_json = excluded.output_json, created_at = excluded.created_at`,
          id, resume.resumeAfter, JSON.stringify(resume.resumeOutput ?? null), nowTimestamp(),
        );
        const now = new Date().toISOString();
        await q.run('INSERT INTO jobs (id, document_id, run_after, created_at) VALUES (?, ?, ?, ?)', jobId, id, now, now);
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
      return (await db.run(`UPDATE documents SET ${sets.join(', ')} WHERE id = ?`, ...params, id)) > 0;
    },
    async updateFields(id, fields) {
      const { sets, params } = assignments(fields, DOCUMENT_FIELD_COLUMNS);
      if (sets.length === 0) return (await db.get('SELECT 1 FROM documents WHERE id = ?', id)) !== undefined;
      return (await db.run(`UPDATE documents SET ${sets.join(', ')} WHERE id = ?`, ...params, id)) > 0;
    },
    async delete(id) {
      // One statement, so one transaction: foreign keys cascade to the job, text, stage outputs, report,
      // obligations and vectors, and the uploaded file's bytes (the blobs table) go with them.
      const row = await db.get<DocumentRow>(
        `WITH deleted AS (DELETE FROM documents WHERE id = ? RETURNING *),
              deleted_blob AS (DELETE FROM blobs WHERE key IN (SELECT blob_key FROM deleted))
         SELECT * FROM deleted`,
        id,
      );
      return row && toDocument(row);
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
    async replaceForDocument(documentId, vectors: Omit<ClauseVectorRecord, 'documentId'>[]) {
      return db.tx(async (q) => {
        if (!(await lockDocument(q, documentId))) return false;
        await q.run('DELETE FROM clause_vectors WHERE document_id = ?', documentId);
        for (const v of vectors) {
          await q.run(
            'INSERT INTO clause_vectors (document_id, clause_index, clause_type, text, start_offset, end_offset, vector, norm) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
            documentId, v.clauseIndex, v.clauseType, v.text, v.start, v.end, Array.from(v.vector), euclideanNorm(v.vector),
          );
        }
        return true;
      });
    },
    async search(visibility, query, filter, limit) {
      const params: unknown[] = [Array.from(query), euclideanNorm(query), visibility.userId];
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
            WHERE ${visibleProjectCondition('d.project_id')} ${projectFilter}
         ) hits WHERE score >= ?::float8
          ORDER BY score DESC, document_id, clause_index LIMIT ?`,
        ...params, limit,
      );
      return rows.map(toSearchHit);
    },
  };
}
