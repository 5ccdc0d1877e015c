// Documents and everything derived from them: text, stage outputs, report, obligations, clause vectors.
// Every write about a document returns false when the document is gone, so a worker that lost a race with
// DELETE drops its output instead of resurrecting anything.

import type {
  ClauseVectorRecord,
  DocumentRecord,
  DocumentRepository,
  DocumentTextRepository,
  ObligationRecord,
  ObligationRepository,
  ReportRecord,
  ReportRepository,
  StageOutputRepository,
  VectorRepository,
} from '../types.ts';
import type { FileType, ObligationStatus, PipelineState, Recurrence, RiskLevel } from '../../domain/vocabulary.ts';
import type { AnalysisMode, PageSpan } from '../../analysis/model.ts';
import { nowTimestamp } from '../../lib/time.ts';
import { afterCursorCondition, visibleProjectCondition } from './matter.repository.ts';
import { fromJson, toJson, vectorToBlob, type SqliteDb } from './db.ts';

interface DocumentRow {
  id: string;
  project_id: string;
  filename: string;
  file_type: string;
  size_bytes: number;
  sha256: string;
  blob_key: string;
  uploaded_by: string | null;
  pipeline_status: string;
  classification: string | null;
  parties_json: string | null;
  effective_date: string | null;
  governing_law: string | null;
  field_evidence_json: string | null;
  error_message: string | null;
  created_at: string;
  completed_at: string | null;
}

const toDocument = (r: DocumentRow): DocumentRecord => ({
  id: r.id,
  projectId: r.project_id,
  filename: r.filename,
  fileType: r.file_type as FileType,
  sizeBytes: Number(r.size_bytes),
  sha256: r.sha256,
  blobKey: r.blob_key,
  uploadedBy: r.uploaded_by,
  pipelineStatus: r.pipeline_status as PipelineState,
  classification: r.classification,
  parties: fromJson<string[] | null>(r.parties_json, null),
  effectiveDate: r.effective_date,
  governingLaw: r.governing_law,
  fieldEvidence: fromJson<DocumentRecord['fieldEvidence']>(r.field_evidence_json, null),
  errorMessage: r.error_message,
  createdAt: r.created_at,
  completedAt: r.completed_at,
});

const exists = (db: SqliteDb, documentId: string) => db.get('SELECT 1 FROM documents WHERE id = ?', documentId) !== undefined;

export function createDocumentRepository(db: SqliteDb): DocumentRepository {
  const byId = (id: string) => db.get<DocumentRow>('SELECT * FROM documents WHERE id = ?', id);
  return {
    async createWithJob(doc, jobId) {
      const createdAt = nowTimestamp();
      db.tx(() => {
        db.run(
          `INSERT INTO documents (id, project_id, filename, file_type, size_bytes, sha256, blob_key, uploaded_by, pipeline_status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?)`,
          doc.id, doc.projectId, doc.filename, doc.fileType, doc.sizeBytes, doc.sha256, doc.blobKey, doc.uploadedBy, createdAt,
        );
        const now = new Date().toISOString();
        db.run('INSERT INTO jobs (id, document_id, run_after, created_at) VALUES (?, ?, ?, ?)', jobId, doc.id, now, now);
      });
      return toDocument(byId(doc.id)!);
    },
    async getById(id) {
      const row = byId(id);
      return row && toDocument(row);
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
      const sets = ['pipeline_status = ?'];
      const params: (string | null)[] = [status];
      if (extra.errorMessage !== undefined) (sets.push('error_message = ?'), params.push(extra.errorMessage));
      if (extra.completedAt !== undefined) (sets.push('completed_at = ?'), params.push(extra.completedAt));
      return db.run(`UPDATE documents SET ${sets.join(', ')} WHERE id = ?`, ...params, id) > 0;
    },
    async updateFields(id, fields) {
      const sets: string[] = [];
      const params: (string | null)[] = [];
      if (fields.classification !== undefined) (sets.push('classification = ?'), params.push(fields.classification));
      if (fields.parties !== undefined) (sets.push('parties_json = ?'), params.push(toJson(fields.parties)));
      if (fields.effectiveDate !== undefined) (sets.push('effective_date = ?'), params.push(fields.effectiveDate));
      if (fields.governingLaw !== undefined) (sets.push('governing_law = ?'), params.push(fields.governingLaw));
      if (fields.fieldEvidence !== undefined) (sets.push('field_evidence_json = ?'), params.push(toJson(fields.fieldEvidence)));
      if (sets.length === 0) return exists(db, id);
      return db.run(`UPDATE documents SET ${sets.join(', ')} WHERE id = ?`, ...params, id) > 0;
    },
    async delete(id) {
      return db.tx(() => {
        const row = byId(id);
        if (!row) return undefined;
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

interface ReportRow {
  id: string;
  document_id: string;
  report_type: string;
  overall_risk: string;
  executive_summary: string;
  clauses_json: string;
  missing_clauses_json: string;
  playbook_version: number;
  analysis_mode: string;
  model: string | null;
  created_at: string;
}

export function createReportRepository(db: SqliteDb): ReportRepository {
  return {
    async saveWithObligations(report, obligations) {
      return db.tx(() => {
        if (!exists(db, report.documentId)) return false;
        const createdAt = nowTimestamp();
        db.run('DELETE FROM reports WHERE document_id = ?', report.documentId);
        db.run(
          `INSERT INTO reports (id, document_id, report_type, overall_risk, executive_summary, clauses_json, missing_clauses_json, playbook_version, analysis_mode, model, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          report.id, report.documentId, report.reportType, report.overallRisk, report.executiveSummary,
          JSON.stringify(report.clauses), JSON.stringify(report.missingClauses), report.playbookVersion, report.analysisMode, report.model, createdAt,
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
      const r = db.get<ReportRow>('SELECT * FROM reports WHERE document_id = ?', documentId);
      if (!r) return undefined;
      const record: ReportRecord = {
        id: r.id,
        documentId: r.document_id,
        reportType: r.report_type,
        overallRisk: r.overall_risk as RiskLevel,
        executiveSummary: r.executive_summary,
        clauses: JSON.parse(r.clauses_json),
        missingClauses: JSON.parse(r.missing_clauses_json),
        playbookVersion: Number(r.playbook_version),
        analysisMode: r.analysis_mode as AnalysisMode,
        model: r.model,
        createdAt: r.created_at,
      };
      return record;
    },
  };
}

interface ObligationRow {
  id: string;
  document_id: string;
  title: string;
  description: string;
  due_date: string | null;
  recurrence: string;
  responsible_party: string;
  status: string;
  source_json: string | null;
  derivation: string | null;
  engine: string;
  created_at: string;
}

const toObligation = (r: ObligationRow): ObligationRecord => ({
  id: r.id,
  documentId: r.document_id,
  title: r.title,
  description: r.description,
  dueDate: r.due_date,
  recurrence: r.recurrence as Recurrence,
  responsibleParty: r.responsible_party,
  status: r.status as ObligationStatus,
  source: fromJson<ObligationRecord['source']>(r.source_json, null),
  derivation: r.derivation,
  engine: r.engine,
  createdAt: r.created_at,
});

export function createObligationRepository(db: SqliteDb): ObligationRepository {
  const byId = (id: string) => db.get<ObligationRow>('SELECT * FROM obligations WHERE id = ?', id);
  return {
    async listByDocument(documentId) {
      // Soonest first; undated obligations after the dated ones, in extraction order.
      return db
        .all<ObligationRow>('SELECT * FROM obligations WHERE document_id = ? ORDER BY due_date IS NULL, due_date, seq', documentId)
        .map(toObligation);
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

interface HitRow {
  document_id: string;
  project_id: string;
  clause_index: number;
  clause_type: string;
  text: string;
  start_offset: number;
  end_offset: number;
  distance: number;
}

export function createVectorRepository(db: SqliteDb): VectorRepository {
  return {
    async replaceForDocument(documentId, vectors: Omit<ClauseVectorRecord, 'documentId'>[]) {
      return db.tx(() => {
        if (!exists(db, documentId)) return false;
        db.run('DELETE FROM clause_vectors WHERE document_id = ?', documentId);
        for (const v of vectors) {
          db.run(
            'INSERT INTO clause_vectors (document_id, clause_index, clause_type, text, start_offset, end_offset, vector) VALUES (?, ?, ?, ?, ?, ?, ?)',
            documentId, v.clauseIndex, v.clauseType, v.text, v.start, v.end, vectorToBlob(v.vector),
          );
        }
        return true;
      });
    },
    async search(visibility, query, filter, limit) {
      const params: (string | number | Uint8Array)[] = [vectorToBlob(query), visibility.userId];
      let projectFilter = '';
      if (filter.projectId !== undefined) {
        projectFilter = 'AND d.project_id = ?';
        params.push(filter.projectId);
      }
      // Exact (brute-force) cosine search with sqlite-vec's distance function: fine for tens of thousands of
      // clauses, and walls stay a plain SQL condition. An ANN index can replace this behind the same interface.
      const rows = db.all<HitRow>(
        `SELECT v.document_id, d.project_id, v.clause_index, v.clause_type, v.text, v.start_offset, v.end_offset,
                vec_distance_cosine(v.vector, ?) AS distance
           FROM clause_vectors v JOIN documents d ON d.id = v.document_id
          WHERE ${visibleProjectCondition('d.project_id')} ${projectFilter}
          ORDER BY distance ASC, v.document_id, v.clause_index LIMIT ?`,
        ...params, limit,
      );
      return rows.map((r) => ({
        documentId: r.document_id,
        projectId: r.project_id,
        clauseIndex: Number(r.clause_index),
        clauseType: r.clause_type,
        text: r.text,
        start: Number(r.start_offset),
        end: Number(r.end_offset),
        score: 1 - Number(r.distance),
      }));
    },
  };
}
