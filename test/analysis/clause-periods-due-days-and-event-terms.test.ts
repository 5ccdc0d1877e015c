// Clause readings from a first pass over a franchise, a patent licence and a subcontract (issue 10, read5): the period
// in which defects may appear is a warranty's length, a payment due on signing or by a day of the next month has a
// stated time, and a term that runs until an event (the last patent's expiry) is stated as such. Sentences written
// for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields, type DurationFact } from '../../src/analysis/model.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';
import { termLength } from '../../src/analysis/durations.ts';

const at = (text: string, words: string, value: number, unit: DurationFact['unit']): DurationFact => ({ value, unit, text: words, start: text.indexOf(words), end: text.indexOf(words) + words.length });

describe('the period in which defects may appear', () => {
  const text = 'The Installer shall repair at its own cost any defect in the glazing that appears within eighteen (18) months after handover, within ten (10) days after being told of it.';
  const facts = { ...emptyClauseFacts(), durations: [at(text, 'eighteen (18) months', 18, 'month'), at(text, 'ten (10) days', 10, 'day')] };
  it('is how long the warranty lasts, not a deadline', () => {
    assert.equal(termLength(facts, text)?.text, 'eighteen (18) months');
  });
  it('is stated in the recommendation instead of "a period the clause does not state"', () => {
    const point = reviewPoint('Warranty Duration', { text, facts })!;
    assert.doesNotMatch(point, /does not state/);
    assert.match(point, /runs for eighteen \(18\) months/);
  });
  it('still reads a period to act "within" a time as a deadline', () => {
    const deadline = 'The Installer shall repair any defect within ten (10) days after being told of it.';
    assert.equal(termLength({ ...emptyClauseFacts(), durations: [at(deadline, 'ten (10) days', 10, 'day')] }, deadline), undefined);
  });
});

describe('a payment with a stated time other than "within N days"', () => {
  for (const [name, text, due] of [
    ['on signing', 'The Dealer shall pay the Maker an appointment fee of $20,000 on signing this Agreement.', /Payment is due on signing this Agreement/],
    ['by a day of the next month', 'The Dealer shall pay the Maker a levy of 3% of its sales for each calendar month by the 15th day of the following month.', /Payment is due by the 15th day of the following month/],
  ] as const) {
    it(`is not reported as stating no payment period (${name})`, () => {
      const point = reviewPoint('Payment Terms', { text, facts: emptyClauseFacts() })!;
      assert.doesNotMatch(point, /none is stated/);
      assert.match(point, due);
    });
  }
});

describe('a term that runs until an event', () => {
  const text = 'This Agreement starts on the Effective Date and continues, country by country, until the expiration of the last to expire of the Licensed Patents in that country.';
  it('is analysed as ending on that event, not as a clause without an end', () => {
    const { analysis, recommendation } = assessClause('Term', text, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /no fixed end date: it runs until the expiration of the last to expire of the Licensed Patents/);
    assert.match(analysis, /country by country/);
    assert.doesNotMatch(recommendation, /states no length or end date/);
    assert.match(recommendation, /ends on an event, not a date/);
  });
  it('is not mistaken for a term that runs until terminated', () => {
    const until = 'This Agreement continues until terminated by either party on ninety (90) days notice.';
    assert.doesNotMatch(assessClause('Term', until, emptyClauseFacts(), emptyContractFields(), undefined).analysis, /ends on an event|runs until the/);
  });
});
