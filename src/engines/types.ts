// Engine contracts. The pipeline stages depend on these interfaces only; the local (offline) engines in
// engines/local implement them, and a remote provider (OpenAI-compatible) can implement the same later.
// Every input and output here is plain JSON-serialisable data, so it can cross a worker-thread or
// child-process boundary and be stored as a stage's output for crash resume.

import type { FileType, Recurrence, RiskLevel } from '../domain/vocabulary.ts';
import type { ClauseType, ContractType } from '../domain/taxonomy.ts';

// ---------------------------------------------------------------- extraction

/** Character range of one page in the extracted text (`start` inclusive, `end` exclusive), pages 1-based. */
export interface PageSpan {
  page: number;
  start: number;
  end: number;
}

export interface ExtractedText {
  text: string;
  pages: PageSpan[];
  pageCount: number;
  ocrUsed: boolean;
}

export interface ExtractInput {
  /** Absolute path of the stored upload. */
  path: string;
  fileType: FileType;
  signal?: AbortSignal;
}

/**
 * Turns a stored upload into text.
 * - MUST throw `ExtractionError` (engines/errors.ts) with a message a user understands for files it cannot
 *   read (password-protected, corrupt, over a limit); such failures are not retryable.
 * - MUST NOT take the calling process down, whatever the file holds (run parsers isolated).
 */
export interface TextExtractor {
  extract(input: ExtractInput): Promise<ExtractedText>;
  close?(): Promise<void>;
}

// ---------------------------------------------------------------- analysis

/** Where a value was read from: offsets into the extracted text, and the text at those offsets. */
export interface Evidence {
  start: number;
  end: number;
  quote: string;
}

export type DurationUnit = 'day' | 'week' | 'month' | 'year';

export interface Duration {
  value: number;
  unit: DurationUnit;
  /** The words of the contract, e.g. "thirty (30) days". */
  text: string;
}

export interface ContractFields {
  parties: string[];
  partiesEvidence: Evidence[];
  /** YYYY-MM-DD; the agreement date where no separate effective date exists. */
  effectiveDate: string | null;
  effectiveDateEvidence: Evidence | null;
  /** A jurisdiction name: "California", "New York", "England and Wales", "Ontario, Canada". */
  governingLaw: string | null;
  governingLawEvidence: Evidence | null;
  /** YYYY-MM-DD when stated or computable (effective date + initial term). */
  expirationDate: string | null;
  isPerpetual: boolean;
  initialTerm: Duration | null;
  renewalTerm: Duration | null;
  noticePeriodToTerminateRenewal: Duration | null;
  /** Evidence for expiration / renewal / notice, keyed by field name. */
  termEvidence: Partial<Record<'expirationDate' | 'initialTerm' | 'renewalTerm' | 'noticePeriodToTerminateRenewal', Evidence>>;
  /**
   * Standard forms (Common Paper, Bonterms, …) whose values live on a cover page or order form not in the text:
   * the field is reported here, and its value above stays null rather than guessed.
   */
  coverPageVariables?: { field: 'effectiveDate' | 'governingLaw' | 'chosenCourts' | 'liabilityCap'; evidence: Evidence }[];
}

export interface Classification {
  contractType: ContractType;
  confidence: number;
}

/** One clause found in the text, with every type it carries. `text === fullText.slice(start, end)`. */
export interface Clause {
  start: number;
  end: number;
  page: number | null;
  text: string;
  heading: string | null;
  types: ClauseType[];
}

export interface ReportClause {
  type: ClauseType;
  risk_level: RiskLevel;
  text: string;
  analysis: string;
  recommendation: string;
  start: number;
  end: number;
  page: number | null;
}

export interface MissingClause {
  type: ClauseType;
  risk_level: RiskLevel;
  recommendation: string;
}

export interface ObligationDraft {
  title: string;
  description: string;
  /** YYYY-MM-DD, or null when the contract does not allow computing it. */
  due_date: string | null;
  recurrence: Recurrence;
  responsible_party: string;
  source: { clause_type: ClauseType | string; start: number; end: number; quote: string };
  /** How `due_date` was computed, in plain words; null when it was stated verbatim or is unknown. */
  derivation: string | null;
}

export interface ReportDraft {
  overall_risk: RiskLevel;
  executive_summary: string;
  clauses: ReportClause[];
  missing_clauses: MissingClause[];
  playbook_version: number;
}

/** A project's playbook: data, not code. Its exact rule shape lives in engines/local/analysis/playbook.ts. */
export interface Playbook {
  version: number;
  rules: unknown[];
  [key: string]: unknown;
}

export interface PlaybookMatch {
  clauses: Clause[];
  /** Rule outcomes the analysis stage turns into risk, analysis and recommendations. */
  findings: unknown[];
}

/**
 * The analysis engine, one method per pipeline stage that needs it.
 * - Methods MUST be deterministic for the same input and model version.
 * - Contract text is untrusted data: a remote implementation MUST say so in its prompts.
 */
export interface AnalysisEngine {
  readonly name: string;
  /** stage `classifying` */
  classify(input: { text: string }): Promise<Classification>;
  /** stage `playbook`: fields, clause split and typing, playbook rule matching */
  matchPlaybook(input: {
    text: string;
    pages: PageSpan[];
    classification: Classification;
    playbook: Playbook;
  }): Promise<{ fields: ContractFields; match: PlaybookMatch }>;
  /** stage `analyzing`: per-clause risk, analysis and recommendation, plus missing protections */
  analyzeClauses(input: {
    text: string;
    classification: Classification;
    fields: ContractFields;
    match: PlaybookMatch;
    playbook: Playbook;
  }): Promise<{ clauses: ReportClause[]; missing: MissingClause[] }>;
  /** stage `storing`: the report body and the obligations */
  buildReport(input: {
    text: string;
    classification: Classification;
    fields: ContractFields;
    clauses: ReportClause[];
    missing: MissingClause[];
    playbook: Playbook;
  }): Promise<{ report: ReportDraft; obligations: ObligationDraft[] }>;
  /** The project's playbook when none was saved yet. */
  defaultPlaybook(): Playbook;
  /** Throws `PlaybookValidationError` (engines/errors.ts) with field paths when a playbook is malformed. */
  validatePlaybook(playbook: unknown): Playbook;
}

/** stage `embedding` and search: fixed-dimension vectors, L2-normalised. */
export interface Embedder {
  readonly modelId: string;
  readonly dimension: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** The engines one process works with; composed in runtime.ts (the only place that picks implementations). */
export interface Engines {
  extractor: TextExtractor;
  analysis: AnalysisEngine;
  embedder: Embedder;
}
