import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PlaybookValidationError } from '../../src/analysis/errors.ts';
import { DEFAULT_PLAYBOOK } from '../../src/analysis/default-playbook.ts';
import { missingClauses, ruleAppliesTo, validatePlaybook } from '../../src/analysis/playbook.ts';
import { clauseTypeInProse, indefiniteArticle } from '../../src/analysis/prose.ts';

function issuesOf(input: unknown): { path: (string | number)[]; msg: string }[] {
  try {
    validatePlaybook(input);
  } catch (error) {
    assert.ok(error instanceof PlaybookValidationError);
    return error.issues;
  }
  assert.fail('expected a PlaybookValidationError');
}

describe('playbook validation', () => {
  it('accepts the default playbook unchanged', () => {
    assert.deepEqual(validatePlaybook(structuredClone(DEFAULT_PLAYBOOK)), DEFAULT_PLAYBOOK);
  });
  it('rejects a non-object with a root issue', () => {
    assert.deepEqual(issuesOf('nope'), [{ path: [], msg: 'playbook must be an object' }]);
  });
  it('reports every bad field with its path', () => {
    const issues = issuesOf({
      version: 0,
      rules: [{ clause_type: 'Made Up', requirement: 'maybe', risk_level: 'extreme', rationale: '', fallback: 'x' }],
    });
    assert.deepEqual(issues.map((i) => i.path), [['version'], ['rules', 0, 'clause_type'], ['rules', 0, 'requirement'], ['rules', 0, 'risk_level'], ['rules', 0, 'rationale']]);
  });
  it('requires conditions on a conditional rule and checks their values', () => {
    const base = { clause_type: 'Cap on Liability', requirement: 'conditional', risk_level: 'high', rationale: 'r', fallback: 'f' };
    assert.deepEqual(issuesOf({ version: 2, rules: [base] }).map((i) => i.path), [['rules', 0, 'conditions']]);
    const withBadMonths = { ...base, conditions: [{ kind: 'min_liability_cap_months', months: -3 }] };
    assert.deepEqual(issuesOf({ version: 2, rules: [withBadMonths] }).map((i) => i.path), [['rules', 0, 'conditions', 0, 'months']]);
  });
  it('rejects contract-type exemptions outside the taxonomy', () => {
    const rule = { clause_type: 'Force Majeure', requirement: 'required', risk_level: 'low', rationale: 'r', fallback: 'f', not_for_contract_types: ['Handshake Deal'] };
    assert.deepEqual(issuesOf({ rules: [rule] }).map((i) => i.path), [['rules', 0, 'not_for_contract_types', 0]]);
  });
  it('rejects two rules for the same clause type', () => {
    const rule = { clause_type: 'Insurance', requirement: 'review', risk_level: 'low', rationale: 'r', fallback: 'f' };
    assert.deepEqual(issuesOf({ version: 3, rules: [rule, rule] }).map((i) => i.path), [['rules', 1, 'clause_type']]);
  });
  it('accepts a playbook without a version (the server numbers versions)', () => {
    assert.equal(validatePlaybook({ rules: [] }).version, 1);
  });
  it('drops unknown keys from accepted rules', () => {
    const playbook = validatePlaybook({ version: 4, rules: [{ clause_type: 'Insurance', requirement: 'review', risk_level: 'low', rationale: 'r', fallback: 'f', extra: 1 }] });
    assert.deepEqual(Object.keys(playbook.rules[0]!).sort(), ['clause_type', 'fallback', 'rationale', 'requirement', 'risk_level']);
  });
});

describe("the default playbook for a company's owners' agreements", () => {
  it('asks no liability cap, indemnity, termination for cause or force majeure of a shareholders or operating agreement', () => {
    for (const type of ['Shareholders Agreement', 'Operating Agreement'] as const) {
      const required = DEFAULT_PLAYBOOK.rules.filter((r) => r.requirement === 'required' && ruleAppliesTo(r, type)).map((r) => r.clause_type);
      for (const commercial of ['Cap on Liability', 'Indemnification', 'Termination for Cause', 'Force Majeure']) assert.ok(!required.includes(commercial as never), `${type}: ${commercial}`);
    }
  });
});

describe('missing protections are named in plain English', () => {
  const missing = (type: string) =>
    missingClauses(DEFAULT_PLAYBOOK, [{ clause_type: type as never, requirement: 'required', status: 'missing', risk_level: 'medium', clause_indices: [] }])[0]!.recommendation;

  it('puts "an" before a type that starts with a vowel sound', () => {
    assert.match(missing('Indemnification'), /^Add an indemnification clause\./);
  });

  it('puts "a" before a type that starts with a consonant sound', () => {
    assert.match(missing('Cap on Liability'), /^Add a cap on liability clause\./);
  });

  it('keeps an acronym in capitals inside the sentence', () => {
    assert.equal(clauseTypeInProse('IP Ownership Assignment'), 'IP ownership assignment');
    assert.equal(`${indefiniteArticle('IP')} ${clauseTypeInProse('IP Ownership Assignment')}`, 'an IP ownership assignment');
  });
});
