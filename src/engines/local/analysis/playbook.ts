// Playbooks are data (issue #4): per clause type, whether the clause is required, prohibited, allowed under
// conditions, or to be reviewed; the risk level when the rule is violated; and the fallback language to
// recommend. This module defines the rule shape, validates untrusted playbooks and evaluates rules.

import { CLAUSE_TYPES, CONTRACT_TYPES, type ClauseType, type ContractType } from '../../../domain/taxonomy.ts';
import { RISK_LEVELS, type RiskLevel } from '../../../domain/vocabulary.ts';
import { PlaybookValidationError, type PlaybookIssue } from '../../errors.ts';
import type { Playbook } from '../../types.ts';

export const REQUIREMENTS = ['required', 'prohibited', 'conditional', 'review'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

/** Conditions a present clause must meet; each names the one thing it measures. */
export type RuleCondition =
  | { kind: 'min_liability_cap_months'; months: number }
  | { kind: 'min_notice_days'; days: number }
  | { kind: 'allowed_jurisdictions'; jurisdictions: string[] }
  | { kind: 'max_restriction_months'; months: number }
  | { kind: 'max_auto_renewal_years'; years: number };
export const CONDITION_KINDS = [
  'min_liability_cap_months',
  'min_notice_days',
  'allowed_jurisdictions',
  'max_restriction_months',
  'max_auto_renewal_years',
] as const satisfies readonly RuleCondition['kind'][];

export interface PlaybookRule {
  clause_type: ClauseType;
  requirement: Requirement;
  /** Risk when the rule is violated (required but missing, prohibited but present, condition failed, or flagged for review). */
  risk_level: RiskLevel;
  conditions?: RuleCondition[];
  /** Contract types a `required` rule does not apply to (an NDA needs no liability cap or force majeure clause). */
  not_for_contract_types?: ContractType[];
  /** Why the rule exists, in a reviewer's words. */
  rationale: string;
  /** Language to propose when the rule is violated. */
  fallback: string;
}

export interface LocalPlaybook extends Playbook {
  version: number;
  name: string;
  rules: PlaybookRule[];
}

/** Validates an untrusted playbook (PUT body); throws PlaybookValidationError listing every problem with its path. */
export function validatePlaybook(input: unknown): LocalPlaybook {
  const issues: PlaybookIssue[] = [];
  if (!isObject(input)) throw new PlaybookValidationError([{ path: [], msg: 'playbook must be an object' }]);
  // The server numbers saved versions itself; a client may omit `version` or send back the one it read.
  if (input.version !== undefined && (!Number.isInteger(input.version) || (input.version as number) < 1)) {
    issues.push({ path: ['version'], msg: 'must be an integer ≥ 1' });
  }
  if (input.name !== undefined && (typeof input.name !== 'string' || input.name.length > 200)) {
    issues.push({ path: ['name'], msg: 'must be a string of at most 200 characters' });
  }
  if (!Array.isArray(input.rules)) issues.push({ path: ['rules'], msg: 'must be an array' });
  else {
    if (input.rules.length > 500) issues.push({ path: ['rules'], msg: 'must hold at most 500 rules' });
    input.rules.forEach((rule, i) => validateRule(rule, ['rules', i], issues));
    const seen = new Map<string, number>();
    input.rules.forEach((rule, i) => {
      if (!isObject(rule) || typeof rule.clause_type !== 'string') return;
      if (seen.has(rule.clause_type)) issues.push({ path: ['rules', i, 'clause_type'], msg: `duplicates rule ${seen.get(rule.clause_type)} for "${rule.clause_type}"` });
      else seen.set(rule.clause_type, i);
    });
  }
  if (issues.length > 0) throw new PlaybookValidationError(issues);
  return {
    version: (input.version as number | undefined) ?? 1,
    name: typeof input.name === 'string' ? input.name : 'Playbook',
    rules: (input.rules as PlaybookRule[]).map(copyRule),
  };
}

function validateRule(rule: unknown, path: (string | number)[], issues: PlaybookIssue[]): void {
  if (!isObject(rule)) {
    issues.push({ path, msg: 'must be an object' });
    return;
  }
  if (!(CLAUSE_TYPES as readonly unknown[]).includes(rule.clause_type)) issues.push({ path: [...path, 'clause_type'], msg: 'must be one of the clause types of the taxonomy' });
  if (!(REQUIREMENTS as readonly unknown[]).includes(rule.requirement)) issues.push({ path: [...path, 'requirement'], msg: `must be one of ${REQUIREMENTS.join(', ')}` });
  if (!(RISK_LEVELS as readonly unknown[]).includes(rule.risk_level)) issues.push({ path: [...path, 'risk_level'], msg: `must be one of ${RISK_LEVELS.join(', ')}` });
  for (const field of ['rationale', 'fallback'] as const) {
    if (typeof rule[field] !== 'string' || rule[field].trim() === '' || rule[field].length > 2000) {
      issues.push({ path: [...path, field], msg: 'must be a non-empty string of at most 2000 characters' });
    }
  }
  const exempt = rule.not_for_contract_types;
  if (exempt !== undefined && (!Array.isArray(exempt) || !exempt.every((t) => (CONTRACT_TYPES as readonly unknown[]).includes(t)))) {
    issues.push({ path: [...path, 'not_for_contract_types'], msg: 'must be an array of contract types of the taxonomy' });
  }
  if (rule.conditions === undefined) {
    if (rule.requirement === 'conditional') issues.push({ path: [...path, 'conditions'], msg: 'a conditional rule needs at least one condition' });
    return;
  }
  if (!Array.isArray(rule.conditions)) {
    issues.push({ path: [...path, 'conditions'], msg: 'must be an array' });
    return;
  }
  rule.conditions.forEach((condition, j) => validateCondition(condition, [...path, 'conditions', j], issues));
}

function validateCondition(condition: unknown, path: (string | number)[], issues: PlaybookIssue[]): void {
  if (!isObject(condition) || !(CONDITION_KINDS as readonly unknown[]).includes(condition.kind)) {
    issues.push({ path: [...path, 'kind'], msg: `must be one of ${CONDITION_KINDS.join(', ')}` });
    return;
  }
  const positive = (field: string) => {
    const value = condition[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) issues.push({ path: [...path, field], msg: 'must be a positive number' });
  };
  switch (condition.kind) {
    case 'min_liability_cap_months':
    case 'max_restriction_months':
      positive('months');
      break;
    case 'min_notice_days':
      positive('days');
      break;
    case 'max_auto_renewal_years':
      positive('years');
      break;
    case 'allowed_jurisdictions': {
      const list = condition.jurisdictions;
      if (!Array.isArray(list) || list.length === 0 || !list.every((j) => typeof j === 'string' && j.trim() !== '' && j.length <= 100)) {
        issues.push({ path: [...path, 'jurisdictions'], msg: 'must be a non-empty array of jurisdiction names' });
      }
      break;
    }
  }
}

function copyRule(rule: PlaybookRule): PlaybookRule {
  const { clause_type, requirement, risk_level, rationale, fallback } = rule;
  return {
    clause_type,
    requirement,
    risk_level,
    rationale,
    fallback,
    ...(rule.conditions ? { conditions: rule.conditions.map((c) => ({ ...c })) } : {}),
    ...(rule.not_for_contract_types ? { not_for_contract_types: [...rule.not_for_contract_types] } : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a rule applies to a contract of this type. */
export function ruleAppliesTo(rule: PlaybookRule, contractType: ContractType): boolean {
  return !(rule.not_for_contract_types ?? []).includes(contractType);
}

/** The rule for a clause type, if the playbook has one. */
export function ruleFor(playbook: LocalPlaybook, type: ClauseType): PlaybookRule | undefined {
  return playbook.rules.find((r) => r.clause_type === type);
}
