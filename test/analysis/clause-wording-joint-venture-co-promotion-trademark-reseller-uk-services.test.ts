// Issue #9, twenty-second reading: near-misses read in a joint venture agreement, a pharmaceutical co-promotion
// agreement, a trademark licence agreement, a value-added reseller agreement and an English-law services agreement.
// One behaviour per test, on sentences written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { liabilityCarveOutsOf } from '../../src/analysis/carve-outs.ts';
import { nonOperativeKind, typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';
import { extractParties } from '../../src/engines/local/analysis/fields/parties.ts';

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

describe('share transfer provisions of a joint venture', () => {
  it('a right of first refusal at the price and terms a third-party buyer offered is no most-favoured-nation promise', () => {
    const text = 'A Member that wishes to transfer its Units shall first offer them to the other Members at the same price and on the same terms as those offered by the proposed transferee.';
    assert.equal(typeHasItsWords('Most Favored Nation', text), false);
  });

  it('a drag-along selling shares to the purchaser on the same terms is no most-favoured-nation promise', () => {
    const text = 'If the holders of a majority of the Shares accept an offer from a third party for all the Shares, they may compel the remaining shareholders to sell their Shares to that buyer on the same terms.';
    assert.equal(typeHasItsWords('Most Favored Nation', text), false);
  });

  it('a drag-along that requires the minority to sell is no right of first refusal', () => {
    const text = 'Where Members holding eighty percent (80%) of the Units accept a bona fide offer for the whole of the Company, they may require each other Member to sell its Units to the offeror.';
    assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', text), false);
  });

  it('a tag-along that requires the buyer to acquire the minority\'s shares is no right of first refusal', () => {
    const text = 'If the Majority Holder agrees to sell its shares to a third party, the Minority Holder may require that the buyer also purchase the Minority Holder\'s shares at the price offered.';
    assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', text), false);
  });

  it('a deadlock\'s buy-sell, where the other member must either sell or buy at the price offered, is no right of first refusal', () => {
    const text = '14.3 If the deadlock continues for sixty (60) days, either Shareholder may serve a notice offering to purchase all of the other Shareholder\u2019s Shares at the price per Share stated in the notice, and the recipient shall either sell its Shares or buy the sender\u2019s Shares at that price.';
    assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', text), false);
  });

  it('a right of first refusal keeps its type', () => {
    const text = 'Before selling its Units to a third party, a Member shall first offer them to the other Members, who may purchase them within thirty (30) days.';
    assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', text), true);
  });
});

describe('parties named by the word the contract gives each of them', () => {
  const PREAMBLE = 'This Operating Agreement is made on 1 July 2025 between Kestrel Holdings Inc. and Brightwater Capital LLC, each referred to as a "Member" and together as the "Members".';

  it('a duty of confidence on "each Member" binds both parties', () => {
    const clause = 'Each Member shall hold in confidence all information it receives about the Company and shall not disclose it except to its lawyers and auditors.';
    const point = reviewPoint('Confidentiality', { text: clause, facts: emptyClauseFacts(), contractText: `${PREAMBLE}\n\n${clause}` })!;
    assert.doesNotMatch(point, /binds one side only/);
  });

  it('a right of "either Member" to terminate for breach is held by both parties', () => {
    const clause = 'Either Member may terminate this Agreement by notice if the other Member commits a material breach that it does not remedy within thirty (30) days.';
    const point = reviewPoint('Termination for Cause', { text: clause, facts: emptyClauseFacts(), contractText: `${PREAMBLE}\n\n${clause}` })!;
    assert.match(point, /both parties hold the right/);
  });
});

describe('clause types a reseller agreement needs its words for', () => {
  it('a duty to protect information with at least reasonable care is no minimum commitment', () => {
    const text = 'The Recipient shall safeguard the Discloser\'s Confidential Information using not less than the degree of care it uses for its own information, and in any event at least reasonable care.';
    assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  });

  it('a reseller\'s promise to buy at least a number of licences each year stays a minimum commitment', () => {
    const text = 'The Reseller shall purchase at least 500 licences in each Contract Year, and shall pay for any shortfall at the then-current list price.';
    assert.equal(typeHasItsWords('Minimum Commitment', text), true);
  });
});

describe('parties of a reseller agreement', () => {
  it('reads no party from a capitals heading over a clause that defines a document by its initials', () => {
    const text = [
      'This Reseller Agreement is made on March 3, 2026 between Halvard Robotics Inc., a Delaware corporation ("Halvard"), and Quayside Solutions LLC, an Ohio limited liability company ("Reseller").',
      '',
      '6. END USER LICENSES',
      '',
      '6.1 Reseller shall ensure that every customer signs the Master Subscription Terms (the "MST") before first use of the Products.',
    ].join('\n');
    assert.deepEqual(extractParties(text).map((p) => p.name), ['Halvard Robotics Inc.', 'Quayside Solutions LLC']);
  });
});

describe('clause types a co-promotion agreement needs its words for', () => {
  it('a duty to use only promotional materials the other party approved is no exclusivity', () => {
    const text = 'The Co-Promoter shall use only those sales aids approved in writing by the Company and shall not alter them.';
    assert.equal(typeHasItsWords('Exclusivity', text), false);
  });

  it('a duty to buy the product only from the other party stays exclusivity', () => {
    const text = 'The Co-Promoter shall purchase only from the Company all sample packs it distributes in the Territory.';
    assert.equal(typeHasItsWords('Exclusivity', text), true);
  });
});

describe('termination for convenience beside a renewal', () => {
  const RESELLER = [
    'RESELLER AGREEMENT',
    '',
    'This Reseller Agreement is made as of April 1, 2026 between Tamsin Software Inc., a Delaware corporation ("Vendor"), and Orchard Channel LLC, a Texas limited liability company ("Reseller").',
    '',
    '1. Reseller shall pay each invoice within thirty (30) days of its date. Reseller shall purchase subscriptions at a discount of twenty percent (20%) off the list price.',
    '',
    '2. Term. The initial term of this Agreement is two (2) years from April 1, 2026. It renews for further one (1) year periods unless a party gives notice of non-renewal at least sixty (60) days before the end of the current term. Either party may terminate this Agreement for convenience on one hundred twenty (120) days\' written notice.',
    '',
    '3. This Agreement is governed by the laws of the State of Delaware.',
  ].join('\n');

  it('names the notice the right to terminate needs, not the notice of non-renewal before it', async () => {
    const { report } = await analyzeText(createLocalAnalysisEngine(), RESELLER);
    const clause = report.clauses.find((c) => c.type === 'Termination for Convenience');
    assert.ok(clause, report.clauses.map((c) => c.type).join(', '));
    assert.doesNotMatch(clause.recommendation, /sixty \(60\) days/);
  });
});

describe('capital contributions of a joint venture', () => {
  it('a contribution in exchange for percentages of the shares of the company is no revenue sharing', () => {
    const text = 'Northfield shall contribute USD 3,000,000 and Lakeshore shall contribute USD 2,000,000 to the Company at Closing, in exchange for fifty-five percent (55%) and forty-five percent (45%) of the issued shares of the Company respectively. Each Shareholder shall fund its pro rata share of any further capital call approved by the Board.';
    assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  });

  it('a distribution of the company\'s profits in proportion to shareholdings stays revenue sharing', () => {
    const text = 'The Company shall distribute its net profits for each financial year to the Shareholders in proportion to their shareholdings, sixty percent (60%) to Northfield and forty percent (40%) to Lakeshore.';
    assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), true);
  });
});

describe('a change of control among the grounds to terminate', () => {
  it('does not give the change of control the cure period of a breach listed before it', () => {
    const text = 'Either Member may end this Agreement by notice if the other Member (a) breaches it and does not remedy the breach within forty-five (45) days after notice, (b) enters into liquidation, or (c) undergoes a Change of Control.';
    const facts = { ...emptyClauseFacts(), durations: [{ value: 45, unit: 'day' as const, text: 'forty-five (45) days', start: text.indexOf('forty-five'), end: text.indexOf('forty-five') + 20 }] };
    const { analysis } = assessClause('Change of Control', text, facts, emptyContractFields(), undefined, text);
    assert.match(analysis, /^Attaches consequences to a change of control\. /);
  });

  it('keeps a period that is the change of control\'s own', () => {
    const text = 'Each party shall notify the other of any Change of Control within ten (10) days after it occurs, and the other may then renegotiate the fees.';
    const facts = { ...emptyClauseFacts(), durations: [{ value: 10, unit: 'day' as const, text: 'ten (10) days', start: text.indexOf('ten (10)'), end: text.indexOf('ten (10)') + 13 }] };
    const { analysis } = assessClause('Change of Control', text, facts, emptyContractFields(), undefined, text);
    assert.match(analysis, /^Attaches consequences to a change of control \(ten \(10\) days\)/);
  });
});

describe('payment terms of a co-promotion agreement', () => {
  it('does not call the threshold a fee is measured above a payment', () => {
    const text = 'The Company shall pay the Co-Promoter a fee of thirty percent (30%) of Net Sales in excess of the Threshold of $25,000,000, within sixty (60) days after the end of each quarter.';
    const facts = { ...emptyClauseFacts(), amounts: ['$25,000,000'] };
    const { analysis } = assessClause('Payment Terms', text, facts, emptyContractFields(), undefined, text);
    assert.doesNotMatch(analysis, /^Payment of \$25,000,000/);
  });

  it('still names a fixed fee as the payment', () => {
    const text = 'The Company shall pay the Co-Promoter a fixed fee of $500,000 within sixty (60) days after signature.';
    const facts = { ...emptyClauseFacts(), amounts: ['$500,000'] };
    const { analysis } = assessClause('Payment Terms', text, facts, emptyContractFields(), undefined, text);
    assert.match(analysis, /^Payment of \$500,000/);
  });
});

describe('a term clause written as a definition', () => {
  it('a definition of the Term that says when it ends sets the term and is operative', () => {
    assert.equal(nonOperativeKind('2.1 \u201cTerm\u201d means the period beginning on the Commencement Date and ending on the third anniversary of the Commencement Date, unless terminated earlier under clause 9.'), null);
  });

  it('a definition of the Initial Term in capitals running through a day is operative', () => {
    assert.equal(nonOperativeKind('1.7 INITIAL TERM shall mean the Effective Date through the day before the fifth anniversary of the Effective Date.'), null);
  });

  it('a royalty term defined per product stays a definition', () => {
    assert.equal(nonOperativeKind('"Royalty Term" means, for each Product, the period ending ten years after its first commercial sale.'), 'definition');
  });

  it('a Term defined by a cross-reference stays a definition', () => {
    assert.equal(nonOperativeKind('"Term" has the meaning given in Section 12.1.'), 'definition');
  });
});

describe('what a trademark licence\'s restrictions and wind-down say', () => {
  const NOT_TO_SUE_RULE = { clause_type: 'Covenant Not to Sue' as const, requirement: 'review' as const, risk_level: 'medium' as const, rationale: 'A covenant not to sue waives claims we may need.', fallback: 'Limit the covenant to claims arising from use of the licensed materials.' };

  it('describes a promise not to contest the validity of the marks as a no-challenge promise, not a waiver of the right to sue', () => {
    const text = '6.3 The Licensee shall not at any time contest the validity of the Trade Marks or the Licensor\u2019s title to them.';
    const { analysis } = assessClause('Covenant Not to Sue', text, emptyClauseFacts(), emptyContractFields(), NOT_TO_SUE_RULE as never);
    assert.match(analysis, /^The Licensee promises not to contest the validity of the Trade Marks or the Licensor’s title to them: a no-challenge promise/);
    assert.doesNotMatch(analysis, /waives|A covenant not to sue waives/);
  });

  it('recommends checking a no-challenge promise, not limiting a covenant not to sue', () => {
    const text = 'Distributor agrees not to challenge the validity or registration of the Supplier Marks.';
    const { recommendation } = assessClause('Covenant Not to Sue', text, emptyClauseFacts(), emptyContractFields(), NOT_TO_SUE_RULE as never);
    assert.match(recommendation, /^Check that the promise lasts only as long as the licence/);
  });

  it('describes a right to sell off remaining stock after termination as a right the licensee holds, not services', () => {
    const text = 'On termination or expiry, the Licensee may sell off its remaining stock of Licensed Goods for ninety (90) days.';
    const { analysis } = assessClause('Post-Termination Services', text, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /^Lets the Licensee sell off its remaining stock of Licensed Goods for ninety \(90\) days after the end: a sell-off right it holds, not a service it owes\./);
  });
});
