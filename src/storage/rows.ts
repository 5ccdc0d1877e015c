// Row shapes and row → record mappers shared by the SQLite and PostgreSQL repositories. Both schemas use the
// same column names; the few differences in what the drivers return (SQLite: JSON as text, 0/1 for booleans,
// numbers; PostgreSQL: jsonb already parsed, booleans, bigint as strings) are absorbed here.

import type {
  CredentialRecord,
  DocumentRecord,
  EthicalWallRecord,
  JobRecord,
  ObligationRecord,
  PlaybookRecord,
  ProjectRecord,
  ReportRecord,
  SearchHit,
  SessionRecord,
  StoredClauseText,
  UserRecord,
} from './types.ts';
import type { FileType, ObligationStatus, PipelineState, Recurrence, RiskLevel, Role } from '../domain/vocabulary.ts';
import type { AnalysisMode, Playbook } from '../analysis/model.ts';

/** Parses a JSON column, tolerating NULL and drivers that already parsed it (PostgreSQL jsonb). */
export function fromJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);
}

export function toJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/** Integer columns: SQLite gives numbers, PostgreSQL bigint columns and COUNT(*) give strings. */
type Int = number | string;

export interface UserRow {
  id: string;
  email: string;
  name: string | null;
  role: string;
  password_hash: string | null;
  is_active: number | boolean;
  must_change_password: number | boolean;
  created_at: string;
}

export const toUser = (r: UserRow): UserRecord => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role as Role,
  passwordHash: r.password_hash,
  isActive: Boolean(r.is_active),
  mustChangePassword: Boolean(r.must_change_password),
  createdAt: r.created_at,
});

export interface CredentialRow {
  id: string;
  name: string;
  client_id: string;
  secret_hash: string;
  user_id: string;
  created_at: string;
  last_used_at: string | null;
}

export const toCredential = (r: CredentialRow): CredentialRecord => ({
  id: r.id,
  name: r.name,
  clientId: r.client_id,
  secretHash: r.secret_hash,
  userId: r.user_id,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

/** The credential columns plus its owner's, prefixed `owner_` (one lookup per bearer request). */
export type CredentialWithOwnerRow = CredentialRow & { [K in keyof UserRow as `owner_${K}`]: UserRow[K] };

export const CREDENTIAL_WITH_OWNER_SELECT = `SELECT c.*, u.id AS owner_id, u.email AS owner_email, u.name AS owner_name, u.role AS owner_role,
        u.password_hash AS owner_password_hash, u.is_active AS owner_is_active,
        u.must_change_password AS owner_must_change_password, u.created_at AS owner_created_at
   FROM credentials c JOIN users u ON u.id = c.user_id`;

export const toCredentialWithOwner = (row: CredentialWithOwnerRow) => ({
  credential: toCredential(row),
  owner: toUser({
    id: row.owner_id,
    email: row.owner_email,
    name: row.owner_name,
    role: row.owner_role,
    password_hash: row.owner_password_hash,
    is_active: row.owner_is_active,
    must_change_password: row.owner_must_change_password,
    created_at: row.owner_created_at,
  }),
});

export interface SessionRow {
  id_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: string;
  expires_at: string;
}

export const toSession = (r: SessionRow): SessionRecord => ({
  idHash: r.id_hash,
  userId: r.user_id,
  csrfToken: r.csrf_token,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

export interface ProjectRow {
  id: string;
  name: string;
  description: string | null;
  created_by: string | null;
  created_at: string;
  analysis_mode: string;
  our_side: string | null;
  document_count: Int;
}

export const PROJECT_SELECT = `SELECT p.id, p.name, p.description, p.created_by, p.created_at, p.analysis_mode, p.our_side,
  (SELECT COUNT(*) FROM documents d WHERE d.project_id = p.id) AS document_count FROM projects p`;

export const toProject = (r: ProjectRow): ProjectRecord => ({
  id: r.id,
  name: r.name,
  description: r.description,
  createdBy: r.created_by,
  createdAt: r.created_at,
  analysisMode: r.analysis_mode as AnalysisMode,
  ourSide: r.our_side,
  documentCount: Number(r.document_count),
});

export interface WallRow {
  id: string;
  project_id: string;
  name: string | null;
  created_at: string;
  /** JSON array of user ids (text in SQLite, parsed json in PostgreSQL). */
  members: unknown;
  project_name: string | null;
}

export const toWall = (r: WallRow): EthicalWallRecord => ({
  id: r.id,
  projectId: r.project_id,
  name: r.name,
  allowedUserIds: fromJson<string[]>(r.members, []).sort(),
  createdAt: r.created_at,
  ...(r.project_name === null ? {} : { projectName: r.project_name }),
});

export interface PlaybookRow {
  project_id: string;
  version: Int;
  playbook_json: unknown;
  created_by: string | null;
  created_at: string;
}

export const toPlaybook = (r: PlaybookRow): PlaybookRecord => ({
  projectId: r.project_id,
  version: Number(r.version),
  playbook: fromJson<Playbook>(r.playbook_json, null as unknown as Playbook),
  createdBy: r.created_by,
  createdAt: r.created_at,
});

/** Version 1 is the engine's default playbook, never stored: saved versions start at 2. */
export const nextPlaybookVersion = (latestStored: Int | null | undefined) => Math.max(Number(latestStored ?? 1), 1) + 1;

export interface DocumentRow {
  id: string;
  project_id: string;
  filename: string;
  file_type: string;
  size_bytes: Int;
  sha256: string;
  blob_key: string;
  uploaded_by: string | null;
  pipeline_status: string;
  classification: string | null;
  parties_json: unknown;
  effective_date: string | null;
  governing_law: string | null;
  field_evidence_json: unknown;
  error_message: string | null;
  created_at: string;
  completed_at: string | null;
}

export const toDocument = (r: DocumentRow): DocumentRecord => ({
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

export interface ReportRow {
  id: string;
  document_id: string;
  report_type: string;
  overall_risk: string;
  executive_summary: string;
  clauses_json: unknown;
  missing_clauses_json: unknown;
  playbook_version: Int;
  analysis_mode: string;
  model: string | null;
  our_side: string | null;
  created_at: string;
}

export const toReport = (r: ReportRow): ReportRecord => ({
  id: r.id,
  documentId: r.document_id,
  reportType: r.report_type,
  overallRisk: r.overall_risk as RiskLevel,
  executiveSummary: r.executive_summary,
  clauses: fromJson<ReportRecord['clauses']>(r.clauses_json, []),
  missingClauses: fromJson<ReportRecord['missingClauses']>(r.missing_clauses_json, []),
  playbookVersion: Number(r.playbook_version),
  analysisMode: r.analysis_mode as AnalysisMode,
  model: r.model,
  ourSide: r.our_side,
  createdAt: r.created_at,
});

export interface ObligationRow {
  id: string;
  document_id: string;
  title: string;
  description: string;
  due_date: string | null;
  recurrence: string;
  responsible_party: string;
  status: string;
  source_json: unknown;
  derivation: string | null;
  engine: string;
  created_at: string;
}

export const toObligation = (r: ObligationRow): ObligationRecord => ({
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

export interface SearchHitRow {
  document_id: string;
  project_id: string;
  clause_index: Int;
  clause_type: string;
  text: string;
  start_offset: Int;
  end_offset: Int;
  score: number | string;
}

export const toSearchHit = (r: SearchHitRow): SearchHit => ({
  documentId: r.document_id,
  projectId: r.project_id,
  clauseIndex: Number(r.clause_index),
  clauseType: r.clause_type,
  text: r.text,
  start: Number(r.start_offset),
  end: Number(r.end_offset),
  score: Number(r.score),
});

export interface ClauseTextRow {
  clause_index: Int;
  text: string;
  model_id: string | null;
}

export const toStoredClauseText = (r: ClauseTextRow): StoredClauseText => ({ clauseIndex: Number(r.clause_index), text: r.text, modelId: r.model_id });

export interface JobRow {
  id: string;
  document_id: string;
  attempts: Int;
  claims: Int;
  run_after: string;
  lease_owner: string | null;
  lease_expires_at: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export const toJob = (r: JobRow): JobRecord => ({
  id: r.id,
  documentId: r.document_id,
  attempts: Number(r.attempts),
  claims: Number(r.claims),
  runAfter: r.run_after,
  leaseOwner: r.lease_owner,
  leaseExpiresAt: r.lease_expires_at,
  createdAt: r.created_at,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
});

/** Job times are stored with millisecond precision (leases are shorter than a second's resolution allows). */
export const preciseTimestamp = (iso: string) => new Date(iso).toISOString();
export const timestampPlus = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();
