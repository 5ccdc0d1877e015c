import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';

const facts = emptyClauseFacts();

describe('recommendations for clauses the playbook has no concern with', () => {
  it('say what to check in the clause instead of "keep as drafted"', () => {
    const text = 'Each party shall indemnify the other against third-party claims arising from its breach.';
    const { recommendation } = assessClause('Indemnification', text, facts, emptyContractFields(), undefined);
    assert.doesNotMatch(recommendation, /keep as drafted/);
    assert.match(recommendation, /the clause reads as mutual/);
  });
  it('never propose a protection the clause already has', () => {
    const withExclusions = 'Each party shall keep the other’s information confidential, except information that is public or required by law to be disclosed, and shall return or destroy it on termination.';
    const point = reviewPoint('Confidentiality', { text: withExclusions, facts })!;
    assert.doesNotMatch(point, /add the standard exclusions/);
    assert.doesNotMatch(point, /return or destroy/);
    const bare = 'The Recipient shall keep the Discloser’s information confidential.';
    assert.match(reviewPoint('Confidentiality', { text: bare, facts })!, /add the standard exclusions/);
  });
  it('ask for the assignment exception only where the clause lacks it', () => {
    assert.match(reviewPoint('Anti-Assignment', { text: 'Neither party may assign this Agreement without consent.', facts })!, /ask for an exception/);
    assert.doesNotMatch(reviewPoint('Anti-Assignment', { text: 'Neither party may assign without consent, except to an affiliate or in a merger.', facts })!, /ask for an exception/);
  });
  it('state a cure period the clause gives', () => {
    const cure = { ...facts, durations: [{ value: 30, unit: 'day' as const, text: 'thirty (30) days', start: 0, end: 16 }] };
    assert.match(reviewPoint('Termination for Cause', { text: 'Either party may terminate for material breach not cured within thirty (30) days.', facts: cure })!, /The cure period is thirty \(30\) days/);
  });
});
