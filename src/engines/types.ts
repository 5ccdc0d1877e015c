// Engine contracts. Engines only read facts from text; what those facts mean (playbook rules, risk, report,
// obligation dates) is decided in src/analysis/, the same way for every engine. Every input and output is plain
// JSON, so a call can cross a worker-thread boundary and its result can be stored for crash resume.
//
// What is guaranteed about an engine's output is not that it is deterministic (a remote model is not), but
// that the pipeline verifies every piece of evidence against the text (src/analysis/evidence.ts) and records
// which engine produced each finding.

import type {
  AnalysisMode,
  Classification,
  Clause,
  ClauseFacts,
  ContractFields,
  DutyFact,
  PageSpan,
} from '../analysis/model.ts';
import type { FileType } from '../domain/vocabulary.ts';

// Engine code reads these model types through this module.
export type {
  Classification,
  Clause,
  ClauseFacts,
  ContractFields,
  Duration,
  DurationFact,
  DurationUnit,
  DutyFact,
  Evidence,
  PageSpan,
} from '../analysis/model.ts';

// ---------------------------------------------------------------- extraction

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

// ---------------------------------------------------------------- analysis capabilities

/**
 * The facts an analysis engine reads from a contract, one JSON-in/JSON-out method each. Offsets are into the
 * extracted text; quotes the pipeline cannot find in the text are dropped and counted. Contract text is
 * untrusted data: an engine that sends it to a model MUST say so in its prompts and keep it in a delimited
 * data block.
 */
export interface AnalysisCapabilities {
  /** The contract type. */
  classify(input: { text: string }): Promise<Classification>;
  /** Parties, dates, governing law and term, each with its evidence. */
  extractFields(input: { text: string }): Promise<ContractFields>;
  /** The clauses (offsets into the text) and every type each carries. */
  segmentAndTag(input: { text: string; pages: PageSpan[] }): Promise<Clause[]>;
  /** Per clause, in the same order: amounts, periods, cap terms and the operative sentence per type. */
  readClauseFacts(input: { text: string; clauses: Clause[] }): Promise<ClauseFacts[]>;
  /** Sentences that impose a duty on a party. */
  findDuties(input: { text: string; fields: ContractFields; clauses: Clause[] }): Promise<DutyFact[]>;
}

/** The capability names, in one list: the worker-thread host and its proxy are generic over it. */
export const ANALYSIS_CAPABILITIES = ['classify', 'extractFields', 'segmentAndTag', 'readClauseFacts', 'findDuties'] as const satisfies readonly (keyof AnalysisCapabilities)[];
export type AnalysisCapability = (typeof ANALYSIS_CAPABILITIES)[number];

// Compile-time: the list names every capability.
type MissingCapability = Exclude<keyof AnalysisCapabilities, AnalysisCapability>;
const everyCapabilityListed: [MissingCapability] extends [never] ? true : false = true;
void everyCapabilityListed;

export interface AnalysisEngine extends AnalysisCapabilities {
  /** Provenance recorded on every finding: `"local"` or `"llm:<model>"`. */
  readonly name: string;
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
  /** The analysis engine for each mode this server offers (`local` always). */
  analysis: AnalysisEngines;
  embedder: Embedder;
}

export interface AnalysisEngines {
  /** The mode new projects get. */
  readonly defaultMode: AnalysisMode;
  /** Modes that can run here: `llm` and `hybrid` only when a model is configured. */
  readonly modes: readonly AnalysisMode[];
  /** The model's name when one is configured. */
  readonly model: string | null;
  forMode(mode: AnalysisMode): AnalysisEngine;
  /** Whether the configured model answers (for readiness details); `not_configured` without one. */
  probeModel(): Promise<'ok' | 'unreachable' | 'not_configured'>;
}
