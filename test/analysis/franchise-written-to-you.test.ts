// A franchise agreement written to "you" (issue #9, thirteenth session): the renewal option's holder is "you", whose
// possessive is "your", and the window to give notice runs to "the end of the term of this Agreement", not "the term of".
// Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extensionOptionOf } from '../../src/analysis/review-points.ts';
import { possessive } from '../../src/analysis/prose.ts';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { defaultPlaybook } from '../../src/analysis/playbook.ts';

describe('a renewal option written to "you"', () => {
  const text =
    'You may renew this Agreement for one additional term of five (5) years by giving us written notice of your choice to renew at least six (6) months before the end of the term of this Agreement (but not more than nine (9) months before the term expires).';

  it('reads the notice window to the end of the term of this Agreement', () => {
    assert.equal(extensionOptionOf(text)?.window, 'at least six (6) months before the end of the term of this Agreement');
  });

  it('names the holder "you", as a sentence says it mid-way', () => {
    assert.equal(extensionOptionOf(text)?.holder, 'you');
  });

  it('makes "you" possessive as "your", not "you\'s"', () => {
    assert.equal(possessive('you'), 'your');
    assert.equal(possessive('Franchisee'), "Franchisee's");
  });
});

describe('a renewal "at its option"', () => {
  const text = 'At the expiration of the term, You may, at its option, renew the Franchise granted hereunder for 2 additional terms of 10 years each on the following terms and conditions:';
  it('is the holder\'s option by its own words, with no notice named', () => {
    assert.equal(extensionOptionOf(text)?.holder, 'you');
  });

  it('is said with the verbs "you" takes', () => {
    const a = assessClause('Renewal Term', text, emptyClauseFacts(), { ...emptyContractFields(), renewalTerm: { value: 10, unit: 'year', text: '10 years' } }, defaultPlaybook().rules.find((r) => r.clause_type === 'Renewal Term'), text);
    assert.match(a.analysis, /^You have an option to extend the term\b.*; it is no automatic renewal: nothing renews unless you give notice\./);
  });
});
