// Issue #9, twenty-second reading: near-misses read in a joint venture agreement, a pharmaceutical co-promotion
// agreement, a trademark licence agreement, a value-added reseller agreement and an English-law services agreement.
// One behaviour per test, on sentences written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { liabilityCarveOutsOf } from '../../src/analysis/carve-outs.ts';

const CAP_RULE = { clause_type: 'Cap on Liability' as const, requirement: 'required' as const, risk_level: 'high' as const, rationale: 'r', fallback: 'f', conditions: [{ kind: 'min_liability_cap_months' as const, months: 12 }] };

describe('a liability cap in British drafting', () => {
  it('quotes a cap set at a percentage of the fees paid in twelve months instead of calling it twelve months of fees', () => {
    const text = 'The Contractor\u2019s aggregate liability in any contract year shall not exceed 150% of the fees paid in the 12 months before the event giving rise to the claim.';
    const { analysis } = assessClause('Cap on Liability', text, { ...emptyClauseFacts(), capMonthsOfFees: 12 }, emptyContractFields(), CAP_RULE as never);
    assert.match(analysis, /^Liability is capped at “150% of the fees paid in the 12 months before the event giving rise to the claim” \(read as 12 months of fees\)/);
  });

  it('reads the claims "Nothing in this contract excludes the liability of either party for" as outside the cap, to the end of the list', () => {
    const text = '9.1 Nothing in this contract excludes or limits the liability of either party for fraud, for death or personal injury resulting from negligence, or for any matter in respect of which it would be unlawful under applicable law to exclude or restrict liability. 9.2 Subject to clause 9.1, the total liability of each party shall not exceed the fees paid in the preceding year.';
    assert.deepEqual(liabilityCarveOutsOf(text, text), ['fraud, for death or personal injury resulting from negligence, or for any matter in respect of which it would be unlawful under applicable law to exclude or restrict liability']);
  });
});
