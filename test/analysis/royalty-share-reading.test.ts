// Royalties read clause by clause (issue 10, read5): the analysis states who pays whom, each rate of a tiered royalty,
// its base, bands and payment time; the recommendation does not ask for a definition, reports or an audit the
// contract already has; a mutual cap whose carve-outs name only our liabilities is answered from our side.
// Sentences written for the test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';
import { tailorRecommendation } from '../../src/analysis/recommend.ts';

describe('a royalty clause', () => {
  const text = 'The Publisher shall pay the Author royalties on yearly Net Receipts at these rates: 10% up to $100,000 and 12.5% above $100,000. Royalties are payable within 90 days after the end of each half-year, with a statement of Net Receipts.';
  it('is analysed with payer, payee, every rate, base, bands and payment time', () => {
    const { analysis } = assessClause('Revenue/Profit Sharing', text, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /^The Publisher pays the Author tiered royalties of 10% \/ 12\.5% of yearly Net Receipts, in bands at \$100,000, payable within 90 days after the end of each half-year\./);
  });
  it('states what the contract drafts instead of asking for it', () => {
    const contractText = `"Net Receipts" means sums received by the Publisher less returns. ${text} The Author may audit the Publisher's records once a year.`;
    const point = reviewPoint('Revenue/Profit Sharing', { text, facts: emptyClauseFacts(), contractText })!;
    assert.match(point, /“Net Receipts” is defined, reports of the numbers are required and the numbers can be audited/);
    assert.doesNotMatch(point, /^Check how revenue or profit is defined/);
  });
  it('asks for all three when none is drafted', () => {
    const bare = 'The Publisher shall pay the Author 10% of the proceeds.';
    assert.match(reviewPoint('Revenue/Profit Sharing', { text: bare, facts: emptyClauseFacts(), contractText: bare })!, /^Check how revenue or profit is defined/);
  });
});

describe('a mutual cap whose carve-outs name only our liabilities', () => {
  const text = "Except for the Publisher's payment obligations, each party's total liability is limited to the royalties paid in the prior year.";
  it('drops "Meets the playbook" and asks for a cap on what is left uncapped for us alone', () => {
    const out = tailorRecommendation('Cap on Liability', text, emptyClauseFacts(), 'Meets the playbook. The cap applies to both parties.', { contractType: 'Publishing Agreement', feeBearing: true, position: null, ourSide: 'Publisher' }).text;
    assert.doesNotMatch(out, /^Meets the playbook/);
    assert.match(out, /The carve-outs name only Publisher's liabilities/);
    assert.match(tailorRecommendation('Cap on Liability', text, emptyClauseFacts(), 'Meets the playbook. The cap applies to both parties.', { contractType: 'Publishing Agreement', feeBearing: true, position: null, ourSide: 'Author' }).text, /^Meets the playbook/);
  });
});
