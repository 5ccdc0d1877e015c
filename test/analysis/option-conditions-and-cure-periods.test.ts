// Recommendations that name what the clause drafts (issue 10, read5): the conditions of an option to renew, and each
// cure period of a termination right that gives different breaches different times. Sentences written for the test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyClauseFacts, type DurationFact } from '../../src/analysis/model.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';

const at = (text: string, words: string, value: number, unit: DurationFact['unit']): DurationFact => ({ value, unit, text: words, start: text.indexOf(words), end: text.indexOf(words) + words.length });

describe('an option to renew with conditions', () => {
  const text = 'The Operator may renew this Agreement for a further term of three (3) years by giving the Owner written notice at least six (6) months before the end of the term, provided that (a) the Operator is not in breach, (b) the Operator refits the kiosk, and (c) the Operator pays a renewal fee of $7,500.';
  it('names each condition instead of asking to check the conditions', () => {
    const point = reviewPoint('Renewal Term', { text, facts: emptyClauseFacts() })!;
    assert.match(point, /can meet its conditions \(the Operator is not in breach; the Operator refits the kiosk; the Operator pays a renewal fee of \$7,500\)/);
    assert.doesNotMatch(point, /check the conditions on exercising it/);
    assert.doesNotMatch(point, /renewal fee of \$7”/);
  });
});

describe('a termination right with a cure period per kind of breach', () => {
  const text = 'The Owner may terminate this Agreement if the Operator fails to pay any sum and does not cure the failure within five (5) days after notice, or commits any other breach and does not remedy it within twenty (20) days after notice.';
  it('states every cure period', () => {
    const facts = { ...emptyClauseFacts(), durations: [at(text, 'five (5) days', 5, 'day'), at(text, 'twenty (20) days', 20, 'day')] };
    const point = reviewPoint('Termination for Cause', { text, facts, operative: text })!;
    assert.match(point, /The cure periods are five \(5\) days and twenty \(20\) days/);
  });
  it('keeps a single cure period as before', () => {
    const one = 'Either party may terminate this Agreement if the other does not cure a breach within thirty (30) days after notice.';
    const point = reviewPoint('Termination for Cause', { text: one, facts: { ...emptyClauseFacts(), durations: [at(one, 'thirty (30) days', 30, 'day')] }, operative: one })!;
    assert.match(point, /^The cure period is thirty \(30\) days; both parties hold the right/);
  });
  it('does not take the agreement\'s term for a cure period', () => {
    const clause = 'This Agreement continues for two (2) years. The Supplier may terminate this Agreement immediately by notice if the Reseller breaches clause 4.';
    const point = reviewPoint('Termination for Cause', { text: clause, facts: { ...emptyClauseFacts(), durations: [at(clause, 'two (2) years', 2, 'year')] }, operative: clause })!;
    assert.match(point, /^No cure period is stated/);
  });
  it('reads a cure period offered with the notice of breach', () => {
    const clause = 'Either party may terminate this Agreement for material breach on thirty (30) days\' written notice if the breach is not cured within that time.';
    const point = reviewPoint('Termination for Cause', { text: clause, facts: { ...emptyClauseFacts(), durations: [at(clause, 'thirty (30) days', 30, 'day')] }, operative: clause })!;
    assert.match(point, /^The cure period is thirty \(30\) days/);
  });
});
