// Response shapes of the public API (spec §2 and docs/api-extensions.md), as the console reads them.
import type {
  ObligationStatus,
  PipelineState,
  Recurrence,
  RiskLevel,
  Role,
} from '../../src/domain/vocabulary.ts';

export interface User {
  id: string;
  email: string;
  name: string | null;
  role: Role;
}

export interface AdminUser extends User {
  is_active: boolean;
  created_at: string;
}

export interface SessionResponse {
  user: User;
  csrf_token: string;
}

export interface Credential {
  id: string;
  name: string;
  client_id: string;
  user_id: string;
  user_email: string;
  created_at: string;
  last_used_at: string | null;
}

export interface CreatedCredential {
  id: string;
  name: string;
  client_id: string;
  client_secret: string;
  user_id: string;
  created_at: string;
}

export interface EthicalWall {
  id: string;
  project_id: string;
  allowed_user_ids: string[];
  name: string | null;
  created_at: string;
}

export interface Project {
  id: string;
  name: string;
  description?: string | null;
  created_at: string;
  document_count: number;
  analysis_engine: AnalysisEngine;
  /** The party the matter acts for (a role or a party name); null when not said. */
  our_side: string | null;
}

/** How a project's documents are analysed: on this server only, by the configured model, or both. */
export type AnalysisEngine = 'local' | 'llm' | 'hybrid';

export interface DocumentSummary {
  id: string;
  filename: string;
  project_id: string;
  pipeline_status: PipelineState;
  classification?: string | null;
  overall_risk?: RiskLevel | null;
  created_at: string;
}

export interface Evidence {
  start: number;
  end: number;
  quote: string;
  engine?: string;
}

export interface DocumentDetail extends DocumentSummary {
  parties?: string[] | null;
  effective_date?: string | null;
  governing_law?: string | null;
  completed_at?: string | null;
  error_message?: string | null;
  file_type?: string;
  size_bytes?: number;
  evidence?: {
    parties?: Evidence[];
    effective_date?: Evidence | null;
    governing_law?: Evidence | null;
  } | null;
}

export interface ReportClause {
  type: string;
  risk_level: RiskLevel;
  text: string;
  analysis: string;
  recommendation: string;
  start?: number;
  end?: number;
  page?: number | null;
  engine?: string;
}

export interface MissingClause {
  type: string;
  risk_level: RiskLevel;
  recommendation: string;
}

export interface Report {
  id: string;
  document_id: string;
  report_type: string;
  overall_risk: RiskLevel;
  executive_summary: string;
  clauses: ReportClause[];
  missing_clauses?: MissingClause[];
  playbook_version?: number;
  analysis_engine?: AnalysisEngine;
  model?: string | null;
  our_side?: string | null;
  created_at: string;
}

export interface Obligation {
  id: string;
  document_id: string;
  title: string;
  description: string;
  due_date: string | null;
  recurrence: Recurrence | string;
  responsible_party: string;
  status: ObligationStatus;
  source?: { clause_type: string; start: number; end: number; quote: string } | null;
  derivation?: string | null;
}

export interface PlaybookVersion {
  project_id: string;
  version: number;
  playbook: Record<string, unknown>;
  created_at: string;
}

/** One entry of a 422 body (spec §7). */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export interface SearchHit {
  document_id: string;
  project_id: string;
  filename: string;
  clause_type: string;
  text: string;
  start: number;
  end: number;
  score: number;
}
