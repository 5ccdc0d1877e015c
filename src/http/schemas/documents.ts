import Type, { type Static } from 'typebox';
import { DateOnly, Nullable, OneOf, PageQuery, Timestamp, Uuid } from './common.ts';
import { ANALYSIS_MODES, COVER_PAGE_FIELDS } from '../../analysis/model.ts';
import { FILE_TYPES, OBLIGATION_STATUSES, PIPELINE_STATES, RECURRENCES, RISK_LEVELS } from '../../domain/vocabulary.ts';

const PipelineStatus = OneOf(PIPELINE_STATES);
const RiskLevel = OneOf(RISK_LEVELS);

/** Multipart body, for the OpenAPI description only: the route reads the stream itself (never buffered). */
export const DocumentUploadBody = Type.Object({
  file: Type.String({ format: 'binary', description: 'PDF, DOCX, DOC, TXT, PNG or JPG' }),
  project_id: Uuid,
});

/** Spec §4.5: exactly these five fields. */
export const DocumentUploaded = Type.Object(
  {
    id: Uuid,
    filename: Type.String(),
    project_id: Uuid,
    pipeline_status: Type.Literal('queued'),
    created_at: Timestamp,
  },
  { additionalProperties: false },
);

export const DocumentListItem = Type.Object({
  id: Uuid,
  filename: Type.String(),
  project_id: Uuid,
  pipeline_status: PipelineStatus,
  classification: Nullable(Type.String()),
  overall_risk: Nullable(RiskLevel),
  created_at: Timestamp,
});

const Engine = Type.String({ description: 'Which engine read this from the text: `local` or `llm:<model>`' });
const Evidence = Type.Object({ start: Type.Integer(), end: Type.Integer(), quote: Type.String(), engine: Type.Optional(Engine) });

export const DocumentDetail = Type.Object({
  id: Uuid,
  filename: Type.String(),
  project_id: Uuid,
  pipeline_status: PipelineStatus,
  classification: Nullable(Type.String()),
  parties: Type.Array(Type.String()),
  effective_date: Nullable(DateOnly),
  governing_law: Nullable(Type.String()),
  created_at: Timestamp,
  completed_at: Nullable(Timestamp),
  error_message: Nullable(Type.String({ description: '`<stage>: <cause>` when pipeline_status is failed' })),
  file_type: OneOf(FILE_TYPES),
  size_bytes: Type.Integer(),
  overall_risk: Nullable(RiskLevel),
  evidence: Type.Object({
    parties: Type.Array(Evidence),
    effective_date: Nullable(Evidence),
    governing_law: Nullable(Evidence),
    cover_page_variables: Type.Array(
      Type.Object({ field: OneOf(COVER_PAGE_FIELDS), evidence: Evidence }),
      { description: 'Fields a standard form leaves to its cover page: the value above is null, the evidence shows the variable' },
    ),
  }),
});

export const DocumentListQuery = Type.Object({ project_id: Type.Optional(Uuid), ...PageQuery });
export type DocumentListQuery = Static<typeof DocumentListQuery>;

const ReportClause = Type.Object({
  type: Type.String({ description: 'Clause type name (taxonomy)' }),
  risk_level: RiskLevel,
  text: Type.String(),
  analysis: Type.String(),
  recommendation: Type.String(),
  start: Type.Integer({ description: 'Offset into /documents/{id}/text' }),
  end: Type.Integer(),
  page: Nullable(Type.Integer()),
  engine: Type.Optional(Engine),
});

export const Report = Type.Object({
  id: Uuid,
  document_id: Uuid,
  report_type: Type.Literal('contract_analysis'),
  overall_risk: RiskLevel,
  executive_summary: Type.String(),
  clauses: Type.Array(ReportClause),
  missing_clauses: Type.Array(Type.Object({ type: Type.String(), risk_level: RiskLevel, recommendation: Type.String() })),
  playbook_version: Type.Integer(),
  analysis_engine: OneOf(ANALYSIS_MODES, { description: 'The analysis mode the report was produced with' }),
  model: Nullable(Type.String({ description: 'The model, for `llm` and `hybrid`' })),
  our_side: Nullable(Type.String({ description: 'The side the report reads the contract from (the project setting when it was made)' })),
  created_at: Timestamp,
});

export const Obligation = Type.Object({
  id: Uuid,
  document_id: Uuid,
  title: Type.String(),
  description: Type.String(),
  due_date: Nullable(DateOnly),
  recurrence: OneOf(RECURRENCES),
  responsible_party: Type.String(),
  status: OneOf(OBLIGATION_STATUSES),
  source: Nullable(Type.Object({ clause_type: Type.String(), start: Type.Integer(), end: Type.Integer(), quote: Type.String() })),
  derivation: Nullable(Type.String()),
  engine: Engine,
});

export const ObligationPatch = Type.Object({ status: OneOf(OBLIGATION_STATUSES) });
export type ObligationPatch = Static<typeof ObligationPatch>;
