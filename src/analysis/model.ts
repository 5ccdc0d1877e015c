// What a finding is, independent of any engine: the facts engines read from a contract's text (fields,
// clauses, clause facts, duties), the report and obligations Clausewise builds from them, and the typed
// playbook. Storage, domain, HTTP and engines all import these types from here; nothing here imports an engine.
// Every value is plain JSON, so it crosses worker threads and is stored as a stage's output for crash resume.

import Type, { type Static } from 'typebox';
import { OneOf } from '../lib/schema.ts';
import { CLAUSE_TYPES, CONTRACT_TYPES, type ClauseType, type ContractType } from '../domain/taxonomy.ts';
import { RECURRENCES, RISK_LEVELS, type Recurrence, type RiskLevel } from '../domain/vocabulary.ts';
import { emptyTermFields } from './empty-term-fields.ts';

// ---------------------------------------------------------------- text and provenance

/** Character range of one page in the extracted text (`start` inclusive, `end` exclusive), pages 1-based. */
export interface PageSpan {
  page: number;
  start: number;
  end: number;
}

/**
 * Which engine produced a finding: `"local"` for the offline engine, `"llm:<model>"` for a model behind an
 * OpenAI-compatible endpoint.
 */
export type EngineId = string;

/** How a project's documents are analysed (issue #8): offline only, by a model, or local proposals a model reviews. */
export const ANALYSIS_MODES = ['local', 'llm', 'hybrid'] as const;
export type AnalysisMode = (typeof ANALYSIS_MODES)[number];

/**
 * Where a value was read from: offsets into the extracted text and the text at those offsets. After
 * evidence.ts has checked it, `text.slice(start, end) === quote` always holds.
 */
export interface Evidence {
  start: number;
  end: number;
  quote: string;
  /** The engine that found it; set by the pipeline when the evidence is verified. */
  engine?: EngineId;
}

// ---------------------------------------------------------------- facts engines read

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
  termEvidence: Partial<Record<TermField, Evidence>>;
  /**
   * The defined date the term runs from when it is not the effective date ("shall commence on the Commencement
   * Date"): its name and its date, null when the text leaves it to an event ("the date the Services first go live").
   */
  termStart?: { name: string; date: string | null };
  /**
   * Standard forms (Common Paper, Bonterms, …) whose values live on a cover page or order form not in the text:
   * the field is reported here, and its value above stays null rather than guessed.
   */
  coverPageVariables?: CoverPageVariable[];
}

export const COVER_PAGE_FIELDS = ['effectiveDate', 'governingLaw', 'chosenCourts', 'liabilityCap'] as const;
export interface CoverPageVariable {
  field: (typeof COVER_PAGE_FIELDS)[number];
  evidence: Evidence;
}

export const TERM_FIELDS = ['expirationDate', 'initialTerm', 'renewalTerm', 'noticePeriodToTerminateRenewal'] as const;
export type TermField = (typeof TERM_FIELDS)[number];

export interface Classification {
  contractType: ContractType;
  confidence: number;
  engine?: EngineId;
}

/** One clause found in the text, with every type it carries. `text === fullText.slice(start, end)`. */
export interface Clause {
  start: number;
  end: number;
  page: number | null;
  text: string;
  heading: string | null;
  types: ClauseType[];
  /** The engine that decided the clause's types. */
  engine?: EngineId;
  /** The sentence that shows the types, from engines that quote one; a clause whose quote is not in it loses its types. */
  evidence?: Evidence;
}

/** A duration stated in a clause, with its offsets into the full text. */
export interface DurationFact extends Duration {
  start: number;
  end: number;
}

/** What the playbook conditions and the analysis prose need from one clause, read by an engine. */
export interface ClauseFacts {
  /** Money amounts as written ("$1,000,000", "USD 50,000"). */
  amounts: string[];
  durations: DurationFact[];
  /** The first period the clause states as notice ("thirty (30) days prior written notice"). */
  notice: DurationFact | null;
  /** Months of fees a liability cap is measured in, when the clause says so. */
  capMonthsOfFees: number | null;
  /** True when the cap is the fees paid or payable (without a period) or the contract value. */
  capIsTotalFees: boolean;
  /** How often what the clause requires recurs ("monthly", "each quarter"). */
  recurrence: Recurrence;
  /** Per type the clause carries, the sentence that states it (the operative one, not the heading). */
  keySentences: Partial<Record<ClauseType, Evidence>>;
  /** The law a governing-law clause itself chooses, where it names one: an attachment's own choice ("the laws of the
   *  State of Texas") may differ from the contract's. Undefined where the engine does not read it. */
  governingLaw?: string | null;
  engine?: EngineId;
}

/** The fields of a contract nothing was read from. */
export function emptyContractFields(): ContractFields {
  return {
    parties: [],
    partiesEvidence: [],
    effectiveDate: null,
    effectiveDateEvidence: null,
    governingLaw: null,
    governingLawEvidence: null,
    ...emptyTermFields(),
  };
}

/** The facts of a clause an engine said nothing about. */
export function emptyClauseFacts(): ClauseFacts {
  return { amounts: [], durations: [], notice: null, capMonthsOfFees: null, capIsTotalFees: false, recurrence: 'none', keySentences: {} };
}

export const DUTY_KINDS = ['payment', 'report', 'notice', 'insurance', 'audit', 'return_or_destroy', 'post_termination', 'delivery', 'other'] as const;
export type DutyKind = (typeof DUTY_KINDS)[number];

/** Events a duty's deadline can count from; analysis/obligations.ts turns known ones into dates. */
export const DEADLINE_ANCHORS = ['effective_date', 'expiration', 'termination', 'event'] as const;
export type DeadlineAnchor = (typeof DEADLINE_ANCHORS)[number];

/** A sentence that imposes a duty on a party, as an engine read it. */
export interface DutyFact {
  kind: DutyKind;
  /** The bound party's name (an alias mapped back to it), or "Both" only when the sentence binds both. */
  party: string;
  /** Short imperative phrase: "pay the License Fee". */
  action: string;
  amount: string | null;
  recurrence: Recurrence;
  /**
   * "within 30 days after the Closing": the period and the event it counts from. `before` is true when the period
   * runs back from the event ("at least ten (10) days prior to the commencement of each quarter": due ten days
   * before it); absent or false, it counts forward. `lasts` is true when the duty runs for the period rather than
   * falling due within it ("make Customer Data available for export for thirty (30) days after termination": the date
   * is when the duty ends); `follows` is true for an act due when such a period ends ("…, then delete it").
   */
  deadline: { period: Duration | null; anchor: DeadlineAnchor | null; anchorText: string | null; statedDate: string | null; before?: boolean; lasts?: boolean; follows?: boolean; /** Due on the stated day itself ("start work on October 5, 2026"), not by it. */ on?: boolean; /** The day the first of a recurring payment falls due ("The first instalment shall be paid on the Rent Commencement Date"). */ first?: boolean } | null;
  /** The event the duty waits for, in plain words ("when the Company requests additional appearances", "upon
   * termination of this Agreement"); null or absent when the sentence states none. */
  trigger?: string | null;
  /**
   * True when the sentence gives the party an option it may use or not ("may extend the Term by giving notice no
   * later than …", "may increase the fees by giving at least 90 days' notice"): the notice is the condition of a
   * right, with a deadline, not a duty.
   */
  right?: boolean;
  /** The duty sentence. */
  evidence: Evidence;
  /** The clause type of the clause holding the sentence, when known. */
  clauseType?: ClauseType | null;
}

// ---------------------------------------------------------------- what Clausewise builds

export interface ReportClause {
  type: ClauseType;
  risk_level: RiskLevel;
  text: string;
  analysis: string;
  recommendation: string;
  start: number;
  end: number;
  page: number | null;
  /** The engine whose reading of the text this clause's type and facts come from. */
  engine: EngineId;
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
  engine: EngineId;
}

export interface ReportDraft {
  overall_risk: RiskLevel;
  executive_summary: string;
  clauses: ReportClause[];
  missing_clauses: MissingClause[];
  playbook_version: number;
}

/** Which engine (and model) produced a report, recorded with it. */
export interface ReportProvenance {
  mode: AnalysisMode;
  /** The model's name for `llm` and `hybrid`, null for `local`. */
  model: string | null;
}

// ---------------------------------------------------------------- the playbook (data, not code)

export const REQUIREMENTS = ['required', 'prohibited', 'conditional', 'review'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

const TEXT_2000 = { minLength: 1, maxLength: 2000, pattern: '\\S' } as const;
const Positive = (description: string) => Type.Number({ exclusiveMinimum: 0, description });

/**
 * Conditions a present clause must meet; each names the one thing it measures. The branches allow unknown keys
 * (validatePlaybook drops them): with `additionalProperties: false`, a validator that removes additional
 * properties would strip one branch's fields while trying another.
 */
export const RuleConditionSchema = Type.Union(
  [
    Type.Object({ kind: Type.Literal('min_liability_cap_months'), months: Positive('Smallest acceptable cap, in months of fees') }),
    Type.Object({ kind: Type.Literal('min_notice_days'), days: Positive('Shortest acceptable notice period, in days') }),
    Type.Object(
      {
        kind: Type.Literal('allowed_jurisdictions'),
        jurisdictions: Type.Array(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }), { minItems: 1, description: 'Acceptable governing laws' }),
      },
    ),
    Type.Object({ kind: Type.Literal('max_restriction_months'), months: Positive('Longest acceptable restriction, in months') }),
    Type.Object({ kind: Type.Literal('max_auto_renewal_years'), years: Positive('Longest acceptable automatic renewal, in years') }),
  ],
  { description: 'A condition a present clause must meet' },
);
export type RuleCondition = Static<typeof RuleConditionSchema>;
export const CONDITION_KINDS = [
  'min_liability_cap_months',
  'min_notice_days',
  'allowed_jurisdictions',
  'max_restriction_months',
  'max_auto_renewal_years',
] as const satisfies readonly RuleCondition['kind'][];

export const PlaybookRuleSchema = Type.Object(
  {
    clause_type: OneOf(CLAUSE_TYPES, { description: 'A clause type of the taxonomy' }),
    requirement: OneOf(REQUIREMENTS, {
      description: '`required`: missing is a finding; `prohibited`: present is a finding; `conditional`: present must meet `conditions`; `review`: present is flagged for a reviewer',
    }),
    risk_level: OneOf(RISK_LEVELS, { description: 'Risk when the rule is violated' }),
    conditions: Type.Optional(Type.Array(RuleConditionSchema, { maxItems: 20 })),
    not_for_contract_types: Type.Optional(
      Type.Array(OneOf(CONTRACT_TYPES), { description: 'Contract types a `required` rule does not apply to' }),
    ),
    rationale: Type.String({ ...TEXT_2000, description: 'Why the rule exists, in a reviewer’s words' }),
    fallback: Type.String({ ...TEXT_2000, description: 'Language to propose when the rule is violated' }),
  },
  { additionalProperties: false },
);
export type PlaybookRule = Static<typeof PlaybookRuleSchema>;

/** A project's playbook, as PUT and GET carry it. The server numbers versions; a client may omit `version`. */
export const PlaybookSchema = Type.Object(
  {
    version: Type.Optional(Type.Integer({ minimum: 1, description: 'Ignored on PUT: the server numbers saved versions' })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    rules: Type.Array(PlaybookRuleSchema, { maxItems: 500 }),
  },
  { additionalProperties: false, description: 'Per clause type: required, prohibited, conditional or to review; risk level; fallback language' },
);

export interface Playbook {
  version: number;
  name: string;
  rules: PlaybookRule[];
}

export type { ClauseType, ContractType, Recurrence, RiskLevel };
export { RECURRENCES };
