// Who holds a right to terminate for breach, read from our side (issue 10, read5): a right only we hold is not
// answered with "check that we have the same right". Sentences written for the test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromOurSide, sideOfClause } from '../../src/analysis/our-side.ts';
import { emptyClauseFacts } from '../../src/analysis/model.ts';
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
