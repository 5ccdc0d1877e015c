// Who holds a right to terminate for breach, read from our side (issue 10, read5): a right only we hold is not
// answered with "check that we have the same right". Sentences written for the test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromOurSide, sideOfClause } from '../../src/analysis/our-side.ts';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields, type DurationFact } from '../../src/analysis/model.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';

// The point is told our side and whom the right falls on, as the report tells it.
const point = (text: string, ourSide: string | null) => reviewPoint('Termination for Cause', { text, facts: emptyClauseFacts(), ourSide, position: sideOfClause('Termination for Cause', text, ourSide) })!;

describe('a right to terminate for breach', () => {
  const text = 'The Builder may terminate this Contract by written notice if the Roofer fails to remedy a breach within 10 days after notice.';
  it('is ours when we are the party that may terminate', () => {
    assert.match(fromOurSide('Termination for Cause', text, 'Builder', 'low').note ?? '', /The right is ours \(Builder\)/);
    const out = point(text, 'Builder');
    assert.doesNotMatch(out, /check that we have the same right/);
    assert.match(out, /the right is Builder's alone/);
  });
  it('asks for the same right when only the other party holds it', () => {
    assert.match(fromOurSide('Termination for Cause', text, 'Roofer', 'low').note ?? '', /Only the other party holds this right/);
    assert.match(point(text, 'Roofer'), /only the other party holds the right: ask for the same right for Roofer/);
  });
  it('asks to check the right when the contract is read without a side', () => {
    assert.match(point(text, null), /check that we have the same right/);
  });
  it('keeps the risk level either way', () => {
    assert.equal(fromOurSide('Termination for Cause', text, 'Roofer', 'low').risk, 'low');
  });
});

const at = (text: string, words: string, value: number, unit: DurationFact['unit']): DurationFact => ({ value, unit, text: words, start: text.indexOf(words), end: text.indexOf(words) + words.length });

describe('a termination-for-breach clause is stated by its cure period', () => {
  const text =
    'Buyer may terminate this Agreement upon written notice to Supplier if Supplier (a) fails to deliver conforming Products on three or more occasions in any six-month period, or (b) materially breaches this Agreement and fails to cure such breach within thirty (30) days after receiving written notice thereof.';

  it('gives the cure period, not a measuring window the clause also names', () => {
    const facts = { ...emptyClauseFacts(), durations: [at(text, 'six-month', 6, 'month'), at(text, 'thirty (30) days', 30, 'day')] };
    const { analysis } = assessClause('Termination for Cause', text, facts, emptyContractFields(), undefined);
    assert.match(analysis, /with a cure period of thirty \(30\) days/);
    assert.doesNotMatch(analysis, /six months/);
  });
});
