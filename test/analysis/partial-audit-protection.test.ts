// A recommendation never asks for what the clause already has (issue 10, read5): an audit clause that already limits
// how often or on what notice audits happen gets asked only for the limits it lacks. Sentences written for the test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyClauseFacts } from '../../src/analysis/model.ts';
import { tailorRecommendation, type DealContext } from '../../src/analysis/recommend.ts';

const base = 'Confirm the business accepts this audit rights clause; if not, propose: “Audits may take place no more than once a year, on thirty (30) days’ notice, during business hours, at the auditing party’s cost.”';
const deal = (position: DealContext['position']): DealContext => ({ contractType: 'License Agreement', feeBearing: true, position, ourSide: 'Licensee', contractText: undefined });

describe('an audit clause with part of the protection', () => {
  it('asks only for the missing limits and names those it has', () => {
    const text = 'The Licensor may inspect the Licensee\'s sales records once each year on fifteen (15) days\' written notice.';
    const out = tailorRecommendation('Audit Rights', text, emptyClauseFacts(), base, deal('theirs')).text;
    assert.match(out, /already has part of the protection/);
    assert.match(out, /“once each year”/);
    assert.match(out, /ask only that audits take place during business hours/);
    assert.doesNotMatch(out, /no more than once a year/);
  });
  it('does not ask who pays when the clause already says', () => {
    const text = 'The Licensor may audit the records on ten (10) days\' notice at its own cost.';
    const out = tailorRecommendation('Audit Rights', text, emptyClauseFacts(), base, deal('theirs')).text;
    assert.match(out, /no more than once a year and during business hours\.$/);
  });
  it('leaves an audit right we hold ourselves alone', () => {
    const text = 'The Licensee may audit the Licensor\'s records on ten (10) days\' notice.';
    assert.doesNotMatch(tailorRecommendation('Audit Rights', text, emptyClauseFacts(), base, deal('ours')).text, /ask only that audits/);
  });
});
