// Readings of a sponsorship agreement (issue #9, thirteenth session): a term is quoted where a sentence states it, not at a
// benefit enjoyed "during the Term"; a payment "not received within fifteen (15) days after such payment is due" bears
// interest after a grace period and sets no time to pay; interest at a reference rate plus a margin is stated.
// Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { paymentTermsOf } from '../../src/analysis/money-terms.ts';

describe('the quote of a term beside the benefits enjoyed during it', () => {
  const text =
    'Promotional benefits. Sponsor shall be entitled to one (1) full page advertisement in each issue of the Club Magazine published during the regular season of the Term. TERM: The term (the "Term") shall commence on November 1, 2026 and end on October 31, 2027.';
  it('quotes the sentence that states the term', () => {
    const a = assessClause('Term', text, emptyClauseFacts(), emptyContractFields(), undefined, text);
    assert.match(a.analysis, /The clause reads: “The term \(the "Term"\) shall commence on November 1, 2026/);
  });
});

describe('interest on a payment received late', () => {
  const sentence =
    'Any payment due pursuant to this Section that is not received by the Club within fifteen (15) days after such payment is due shall bear interest from the date the payment was due until paid, at a per annum rate of interest equal to the prime rate of interest as published in the Wall Street Journal, plus five (5) percentage points.';
  it('sets no time to pay: the fifteen days are a grace period', () => {
    const terms = paymentTermsOf(sentence);
    assert.equal(terms.period, null);
    assert.equal(terms.grace, 'fifteen (15) days after such payment is due');
  });

  it('states the interest as the reference rate plus the margin', () => {
    assert.match(paymentTermsOf(sentence).interest ?? '', /^the prime rate of interest as published in the Wall Street Journal, plus five \(5\) percentage points$/);
  });
});

describe('the quote of a term beside a duty performed during it', () => {
  const text =
    'During the term of this Agreement, the Supplier shall maintain the equipment at its cost. This Agreement shall terminate upon the earliest to occur of: (i) the fifth anniversary of the Effective Date; or (ii) the sale of the Plant.';
  it('quotes the sentence that says when the agreement ends, not the duty "during the term"', () => {
    const a = assessClause('Expiration Date', text, emptyClauseFacts(), emptyContractFields(), undefined, text);
    assert.match(a.analysis, /The clause reads: “This Agreement shall terminate upon the earliest to occur of/);
  });
});
