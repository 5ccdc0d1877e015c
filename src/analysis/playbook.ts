// Playbooks are data: per clause type, whether the clause is required, prohibited, allowed under conditions,
// or to be reviewed; the risk level when the rule is violated; and the fallback language to recommend. The
// shape is PlaybookSchema (model.ts, also the HTTP body schema); this module validates untrusted playbooks
// and evaluates the rules against the clauses an engine found.

import Value from 'typebox/value';
import type { ClauseType, ContractType } from '../domain/taxonomy.ts';
import { DEFAULT_PLAYBOOK } from './default-playbook.ts';
import { PlaybookValidationError, type PlaybookIssue } from './errors.ts';
import {
  CONDITION_KINDS,
  PlaybookSchema,
  RuleConditionSchema,
  type Clause,
  type MissingClause,
  type Playbook,
  type PlaybookRule,
  type RiskLevel,
} from './model.ts';
import { clauseTypeInProse, indefiniteArticle } from './prose.ts';

/** The playbook of a project that never saved one (version 1). */
export function defaultPlaybook(): Playbook {
  return structuredClone(DEFAULT_PLAYBOOK);
}

/** Validates an untrusted playbook; throws PlaybookValidationError listing every problem with its path. */
export function validatePlaybook(input: unknown): Playbook {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new PlaybookValidationError([{ path: [], msg: 'playbook must be an object' }]);
  }
  const issues = [...schemaIssues(input), ...ruleIssues(input as { rules?: unknown })];
  if (issues.length > 0) throw new PlaybookValidationError(dedupe(issues));
  const candidate = input as { version?: number; name?: string; rules: PlaybookRule[] };
  return { version: candidate.version ?? 1, name: candidate.name ?? 'Playbook', rules: candidate.rules.map(copyRule) };
}

/** Structure from the schema; conditions are checked against the branch their `kind` names, for clear messages. */
function schemaIssues(input: object): PlaybookIssue[] {
  const issues: PlaybookIssue[] = [];
  for (const error of Value.Errors(PlaybookSchema, input)) {
    const path = pointerToPath(error.instancePath);
    if (path.includes('conditions') && path.length > path.indexOf('conditions') + 1) continue;
    if (error.keyword === 'boolean' || error.keyword === 'additionalProperties') continue; // unknown keys are dropped
    issues.push({ path, msg: error.message });
  }
  const rules = (input as { rules?: unknown }).rules;
  if (!Array.isArray(rules)) return issues;
  rules.forEach((rule, i) => {
    const conditions = (rule as { conditions?: unknown } | null)?.conditions;
    if (!Array.isArray(conditions)) return;
    conditions.forEach((condition, j) => {
      const at: (string | number)[] = ['rules', i, 'conditions', j];
      const kind = (condition as { kind?: unknown } | null)?.kind;
      const branch = RuleConditionSchema.anyOf.find((b) => b.properties.kind.const === kind);
      if (branch === undefined) {
        issues.push({ path: [...at, 'kind'], msg: `must be one of ${CONDITION_KINDS.join(', ')}` });
        return;
      }
      for (const error of Value.Errors(branch, condition)) {
        if (error.keyword === 'boolean' || error.keyword === 'additionalProperties') continue;
        issues.push({ path: [...at, ...pointerToPath(error.instancePath)], msg: error.message });
      }
    });
  });
  return issues;
}

/** What a schema cannot say: one rule per clause type; a conditional rule has conditions. */
function ruleIssues(input: { rules?: unknown }): PlaybookIssue[] {
  if (!Array.isArray(input.rules)) return [];
  const issues: PlaybookIssue[] = [];
  const seen = new Map<unknown, number>();
  input.rules.forEach((rule: unknown, i) => {
    if (typeof rule !== 'object' || rule === null) return;
    const { clause_type, requirement, conditions } = rule as { clause_type?: unknown; requirement?: unknown; conditions?: unknown };
    if (requirement === 'conditional' && (!Array.isArray(conditions) || conditions.length === 0)) {
      issues.push({ path: ['rules', i, 'conditions'], msg: 'a conditional rule needs at least one condition' });
    }
    if (typeof clause_type !== 'string') return;
    if (seen.has(clause_type)) issues.push({ path: ['rules', i, 'clause_type'], msg: `duplicates rule ${seen.get(clause_type)} for "${clause_type}"` });
    else seen.set(clause_type, i);
  });
  return issues;
}

function pointerToPath(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** One issue per path: an empty string breaks two rules, a reader needs one message. */
function dedupe(issues: PlaybookIssue[]): PlaybookIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = JSON.stringify(issue.path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Only the known keys of a rule are kept. */
function copyRule(rule: PlaybookRule): PlaybookRule {
  const { clause_type, requirement, risk_level, rationale, fallback } = rule;
  return {
    clause_type,
    requirement,
    risk_level,
    rationale,
    fallback,
    ...(rule.conditions ? { conditions: rule.conditions.map((c) => copyCondition(c)) } : {}),
    ...(rule.not_for_contract_types ? { not_for_contract_types: [...rule.not_for_contract_types] } : {}),
  };
}

function copyCondition(condition: PlaybookRule['conditions'] extends (infer C)[] | undefined ? C : never) {
  switch (condition.kind) {
    case 'min_liability_cap_months':
    case 'max_restriction_months':
      return { kind: condition.kind, months: condition.months };
    case 'min_notice_days':
      return { kind: condition.kind, days: condition.days };
    case 'max_auto_renewal_years':
      return { kind: condition.kind, years: condition.years };
    case 'allowed_jurisdictions':
      return { kind: condition.kind, jurisdictions: [...condition.jurisdictions] };
  }
}

/** Whether a rule applies to a contract of this type. */
export function ruleAppliesTo(rule: PlaybookRule, contractType: ContractType): boolean {
  return !(rule.not_for_contract_types ?? []).includes(contractType);
}

/** The rule for a clause type, if the playbook has one. */
export function ruleFor(playbook: Playbook, type: ClauseType): PlaybookRule | undefined {
  return playbook.rules.find((r) => r.clause_type === type);
}

/** One rule's outcome on a contract. */
export interface PlaybookFinding {
  clause_type: ClauseType;
  requirement: PlaybookRule['requirement'];
  status: 'missing' | 'absent' | 'present' | 'violated' | 'satisfied';
  risk_level: RiskLevel;
  /** Indices into the clauses the rules were evaluated on. */
  clause_indices: number[];
}

/** Types that also satisfy a required type: a general limitation of liability usually holds the cap. */
const SATISFIED_BY: Partial<Record<ClauseType, ClauseType[]>> = {
  'Cap on Liability': ['Limitation of Liability'],
};

export function clauseHasType(clause: Pick<Clause, 'types'>, type: ClauseType): boolean {
  return clause.types.includes(type) || (SATISFIED_BY[type] ?? []).some((t) => clause.types.includes(t));
}

/**
 * Presence and absence per rule. Whether a present clause meets its conditions is decided when the clause is
 * assessed (assess-clause.ts), with the facts read from it.
 */
export function evaluateRules(playbook: Playbook, clauses: Pick<Clause, 'types'>[], contractType: ContractType): PlaybookFinding[] {
  return playbook.rules.map((rule) => {
    const indices = clauses.flatMap((c, i) => (clauseHasType(c, rule.clause_type) ? [i] : []));
    let status: PlaybookFinding['status'];
    if (indices.length === 0) status = rule.requirement === 'required' && ruleAppliesTo(rule, contractType) ? 'missing' : 'absent';
    else if (rule.requirement === 'prohibited') status = 'violated';
    else status = 'present';
    return { clause_type: rule.clause_type, requirement: rule.requirement, status, risk_level: rule.risk_level, clause_indices: indices };
  });
}

/** Required protections no clause carries, with the playbook's language to add. */
export function missingClauses(playbook: Playbook, findings: PlaybookFinding[]): MissingClause[] {
  return findings
    .filter((f) => f.status === 'missing')
    .map((f) => {
      const rule = ruleFor(playbook, f.clause_type)!;
      return { type: f.clause_type, risk_level: rule.risk_level, recommendation: `Add ${indefiniteArticle(f.clause_type)} ${clauseTypeInProse(f.clause_type)} clause. ${rule.rationale} Suggested language: “${rule.fallback}”` };
    });
}
