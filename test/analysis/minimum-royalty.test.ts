// A minimum royalty a licensee tops up is read and answered as such, not as a supply commitment whose supplier might
// fail to perform (issue 10, read5). Sentences written for the test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { tailorRecommendation } from '../../src/analysis/recommend.ts';

const text = 'From the first full calendar year after the first commercial sale, if the royalties paid for a year are less than $400,000, the Licensee shall pay the shortfall within 45 days after the end of that year.';
const base = 'Confirm the business accepts this minimum commitment clause; if not, propose: “Minimum commitments shall be reduced pro rata for any period of the supplier’s non-performance or force majeure and reviewed annually.”';

describe('a minimum annual royalty that binds us', () => {
  it('is analysed as a minimum royalty with its top-up deadline', () => {
    const facts = { ...emptyClauseFacts(), amounts: ['$400,000'] };
    const { analysis } = assessClause('Minimum Commitment', text, facts, emptyContractFields(), undefined);
    assert.match(analysis, /Sets a minimum royalty of \$400,000 a year: the Licensee pays any shortfall below it within 45 days after the end of that year/);
  });
  it('gets asks that fit a licence and states what is already drafted', () => {
    const out = tailorRecommendation('Minimum Commitment', text, emptyClauseFacts(), base, { contractType: 'License Agreement', feeBearing: true, position: 'ours', ourSide: 'Licensee' }).text;
    assert.doesNotMatch(out, /supplier/);
    assert.match(out, /starts only after the first commercial sale/);
    assert.match(out, /only the shortfall over royalties paid is owed/);
    assert.doesNotMatch(out, /pro-rated/);
    assert.match(out, /non-exclusive licence/);
  });
  it('leaves a purchase minimum to the playbook', () => {
    const purchase = 'The Distributor shall purchase Products worth at least $400,000 in each contract year.';
    assert.doesNotMatch(tailorRecommendation('Minimum Commitment', purchase, emptyClauseFacts(), base, { contractType: 'Distribution Agreement', feeBearing: true, position: 'ours', ourSide: 'Distributor' }).text, /minimum royalty/);
  });
});
