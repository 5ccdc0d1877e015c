// The local (offline) analysis engine: composes classification, field extraction, clause segmentation and
// typing, playbook matching, per-clause risk, obligations and the executive summary behind AnalysisEngine.
// Report clauses: one ReportClause per (clause, type) pair, so a clause carrying two types appears twice, each
// with the analysis of that type (issue #4 allows either; this keeps `type` a single value as the spec shows).

import type { ClauseType, ContractType } from '../../../domain/taxonomy.ts';
import type { RiskLevel } from '../../../domain/vocabulary.ts';
import type {
  AnalysisEngine,
  Clause,
  Classification,
  ContractFields,
  MissingClause,
  PageSpan,
  Playbook,
  PlaybookMatch,
  ReportClause,
} from '../../types.ts';
import { DEFAULT_MODEL_DIR } from '../embedding/embedder.ts';
import { classifyContract } from './classify/classify-contract.ts';
import { loadContractTypeModel, type ContractTypeModel } from './classify/contract-type-model.ts';
import { segmentClauses, type Segment } from './clauses/segment.ts';
import { loadClauseTagger, type ClauseTagger } from './clauses/tagger.ts';
import { DEFAULT_PLAYBOOK } from './default-playbook.ts';
import { extractFields } from './fields/extract-fields.ts';
import { buildObligations } from './obligations.ts';
import { ruleAppliesTo, ruleFor, validatePlaybook, type LocalPlaybook, type PlaybookRule } from './playbook.ts';
import { assessClause } from './risk/assess-clause.ts';
import { buildExecutiveSummary, overallRisk } from './summary.ts';

export { DEFAULT_MODEL_DIR };

/** The part of the clause tagger (clauses/tagger.ts) the engine uses; tests inject their own. */
export type SegmentTagger = Pick<ClauseTagger, 'tag'>;

export interface AnalysisEngineDeps {
  segment?: (text: string, pages: PageSpan[]) => Segment[];
  tagger?: SegmentTagger;
  contractTypeModel?: ContractTypeModel | null;
}

/** One rule's outcome on a contract; analyzeClauses and the report read these. */
export interface PlaybookFinding {
  clause_type: ClauseType;
  requirement: PlaybookRule['requirement'];
  status: 'missing' | 'absent' | 'present' | 'violated' | 'satisfied';
  risk_level: RiskLevel;
  /** Indices into PlaybookMatch.clauses. */
  clause_indices: number[];
}

/** Types that also satisfy a required type: a general limitation of liability usually holds the cap. */
const SATISFIED_BY: Partial<Record<ClauseType, ClauseType[]>> = {
  'Cap on Liability': ['Limitation of Liability'],
};

export function createLocalAnalysisEngine(modelDir: string = DEFAULT_MODEL_DIR, deps: AnalysisEngineDeps = {}): AnalysisEngine {
  const contractTypeModel = deps.contractTypeModel !== undefined ? deps.contractTypeModel : loadContractTypeModel(modelDir);
  const segment = deps.segment ?? segmentClauses;
  // Loaded on first use, so classification-only callers never read the tagger model.
  let tagger: SegmentTagger | null = deps.tagger ?? null;
  const getTagger = () => (tagger ??= loadClauseTagger(modelDir));

  return {
    name: 'local',
    async classify({ text }) {
      return classifyContract(text, contractTypeModel);
    },
    async matchPlaybook({ text, pages, classification, playbook }) {
      const rules = validatePlaybook(playbook);
      const fields = extractFields(text);
      const segments = segment(text, pages);
      const types = getTagger().tag(segments, { fullText: text });
      const clauses: Clause[] = segments.map((s, i) => ({ start: s.start, end: s.end, page: s.page, text: s.text, heading: s.heading, types: [...(types[i] ?? [])] }));
      addFieldTypes(clauses, fields);
      return { fields, match: { clauses, findings: evaluateRules(rules, clauses, fields, classification.contractType) } };
    },
    async analyzeClauses({ fields, match, playbook }) {
      const rules = validatePlaybook(playbook);
      const clauses: ReportClause[] = [];
      for (const clause of match.clauses) {
        for (const type of clause.types) {
          const assessment = assessClause(type, clause.text, fields, ruleFor(rules, type));
          clauses.push({
            type,
            risk_level: assessment.risk_level,
            text: clause.text,
            analysis: assessment.analysis,
            recommendation: assessment.recommendation,
            start: clause.start,
            end: clause.end,
            page: clause.page,
          });
        }
      }
      return { clauses, missing: missingClauses(rules, match) };
    },
    async buildReport({ classification, fields, clauses, missing, playbook }) {
      const risk = overallRisk(clauses, missing);
      return {
        report: {
          overall_risk: risk,
          executive_summary: buildExecutiveSummary(classification, fields, clauses, missing, risk),
          clauses,
          missing_clauses: missing,
          playbook_version: playbook.version,
        },
        obligations: buildObligations(fields, clauses),
      };
    },
    defaultPlaybook(): Playbook {
      return structuredClone(DEFAULT_PLAYBOOK);
    },
    validatePlaybook,
  };
}

/** The field extractors are precise about where the law, term and renewal are stated: type those clauses too. */
function addFieldTypes(clauses: Clause[], fields: ContractFields): void {
  const evidenceTypes: [ClauseType, { start: number; end: number } | null | undefined][] = [
    ['Governing Law', fields.governingLawEvidence],
    ['Expiration Date', fields.termEvidence.expirationDate ?? fields.termEvidence.initialTerm],
    ['Renewal Term', fields.termEvidence.renewalTerm],
    ['Notice Period to Terminate Renewal', fields.termEvidence.noticePeriodToTerminateRenewal],
  ];
  for (const [type, evidence] of evidenceTypes) {
    if (!evidence) continue;
    const holder = clauses.find((c) => c.start <= evidence.start && evidence.end <= c.end);
    if (holder && !holder.types.includes(type)) holder.types.push(type);
  }
}

function hasType(clause: Clause, type: ClauseType): boolean {
  return clause.types.includes(type) || (SATISFIED_BY[type] ?? []).some((t) => clause.types.includes(t));
}

function evaluateRules(playbook: LocalPlaybook, clauses: Clause[], fields: ContractFields, contractType: ContractType): PlaybookFinding[] {
  return playbook.rules.map((rule) => {
    const indices = clauses.flatMap((c, i) => (hasType(c, rule.clause_type) ? [i] : []));
    let status: PlaybookFinding['status'];
    if (indices.length === 0) status = rule.requirement === 'required' && ruleAppliesTo(rule, contractType) ? 'missing' : 'absent';
    else if (rule.requirement === 'prohibited') status = 'violated';
    else if (rule.requirement === 'review') status = 'present';
    else {
      const violated = indices.some((i) => assessClause(rule.clause_type, clauses[i]!.text, fields, rule).violatesPlaybook === true);
      status = violated ? 'violated' : 'satisfied';
    }
    return { clause_type: rule.clause_type, requirement: rule.requirement, status, risk_level: rule.risk_level, clause_indices: indices };
  });
}

function missingClauses(playbook: LocalPlaybook, match: PlaybookMatch): MissingClause[] {
  const findings = match.findings as PlaybookFinding[];
  return findings
    .filter((f) => f.status === 'missing')
    .map((f) => {
      const rule = ruleFor(playbook, f.clause_type)!;
      return { type: f.clause_type, risk_level: rule.risk_level, recommendation: `Add a ${f.clause_type.toLowerCase()} clause. ${rule.rationale} Suggested language: “${rule.fallback}”` };
    });
}
