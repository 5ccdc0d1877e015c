// Closed sets of the interface (spec §2.7 and §3, decided in issue #2).
// Each is an `as const` array with a derived union, so schemas and types share one list.

export const PIPELINE_STATES = [
  'queued',
  'extracting',
  'classifying',
  'playbook',
  'analyzing',
  'embedding',
  'storing',
  'complete',
  'failed',
] as const;
export type PipelineState = (typeof PIPELINE_STATES)[number];

/** The states in which a stage runs, in the order the pipeline traverses them (spec §3 rule 1). */
export const PROCESSING_STATES = [
  'extracting',
  'classifying',
  'playbook',
  'analyzing',
  'embedding',
  'storing',
] as const satisfies readonly PipelineState[];
export type ProcessingState = (typeof PROCESSING_STATES)[number];

export const TERMINAL_STATES = ['complete', 'failed'] as const satisfies readonly PipelineState[];

export const ROLES = ['admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RECURRENCES = [
  'none',
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'semiannually',
  'annually',
] as const;
export type Recurrence = (typeof RECURRENCES)[number];

export const OBLIGATION_STATUSES = ['active', 'completed', 'waived'] as const;
export type ObligationStatus = (typeof OBLIGATION_STATUSES)[number];

export const REPORT_TYPE = 'contract_analysis';

/** Accepted upload types (spec §2.3), decided from the file's bytes, never its name. */
export const FILE_TYPES = ['pdf', 'docx', 'doc', 'txt', 'png', 'jpg'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** How people know the accepted types (messages, the console). */
export const FILE_TYPE_LABEL: Record<FileType, string> = { pdf: 'PDF', docx: 'DOCX', doc: 'DOC', txt: 'TXT', png: 'PNG', jpg: 'JPG' };

/** What an upload's bytes turned out to be: an accepted type, or a plain-words name of what was found instead. */
export type FileDetection = { fileType: FileType } | { fileType: null; detected: string };

/**
 * What the event stream and webhooks report about documents (issue #14). Every status change is a
 * `document.status_changed`; reaching `complete` or `failed` also records `document.completed` or
 * `document.failed`, so a subscriber that only wants outcomes asks for those two.
 */
export const DOCUMENT_EVENT_TYPES = ['document.status_changed', 'document.completed', 'document.failed', 'document.deleted'] as const;
export type DocumentEventType = (typeof DOCUMENT_EVENT_TYPES)[number];
