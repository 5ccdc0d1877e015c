// Recommendations that do not ask for what the clause already has (issue 10), on sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { defaultPlaybook } from '../../src/analysis/playbook.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';

const rule = (type: string) => defaultPlaybook().rules.find((r) => r.clause_type === type);

describe('a restriction bounded by the term', () => {
  it('says a non-compete "during the Term" ends with the term instead of "no time limit"', () => {
    const text = 'During the Term, Harbour shall not supply private-label tea to any competitor of Linden.';
    const fields = { ...emptyContractFields(), expirationDate: '2028-06-30' };
    const { analysis } = assessClause('Non-Compete', text, emptyClauseFacts(), fields, rule('Non-Compete'));
    assert.match(analysis, /lasts during the term and ends with it \(2028-06-30\)/);
    assert.doesNotMatch(analysis, /states no time limit/);
  });
  it('still says a restriction that runs on after the term states no time limit when it gives none', () => {
    const text = 'During the Term and thereafter, Harbour shall not supply private-label tea to any competitor of Linden.';
    const { analysis } = assessClause('Non-Compete', text, emptyClauseFacts(), emptyContractFields(), rule('Non-Compete'));
    assert.match(analysis, /states no time limit/);
  });
});

describe('an exclusion of indirect losses that binds both parties', () => {
  it('says the exclusion is mutual instead of asking to check it', () => {
    const text = 'Neither party will be liable to the other for any indirect, special or consequential loss.';
    const point = reviewPoint('Limitation of Liability', { text, facts: emptyClauseFacts() })!;
    assert.match(point, /the exclusion binds both parties/);
    assert.doesNotMatch(point, /check that the exclusion is mutual/);
  });
  it('asks to check mutuality where only one party is protected', () => {
    const text = 'The Supplier will not be liable for any indirect, special or consequential loss.';
    assert.match(reviewPoint('Limitation of Liability', { text, facts: emptyClauseFacts() })!, /check that the exclusion is mutual/);
  });
});
