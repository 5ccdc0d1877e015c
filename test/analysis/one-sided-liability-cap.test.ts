import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyClauseFacts } from '../../src/analysis/model.ts';
import { fromOurSide } from '../../src/analysis/our-side.ts';
import { asksForMutualCap, reviewPoint } from '../../src/analysis/review-points.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';

// A cap that names one party's liability protects that party only; read from the other side, it leaves our own
// liability uncapped, and a carve-out that names only our liabilities leaves only us exposed.
describe('a liability cap read from our side', () => {
  const capOnTheirs = "The Landlord's aggregate liability under this Lease shall not exceed the rent paid by the Tenant in the six (6) months before the claim.";
  it('raises the risk and says so when only the other party\'s liability is capped', () => {
    const side = fromOurSide('Cap on Liability', capOnTheirs, 'Tenant', 'low');
    assert.equal(side.risk, 'medium');
    assert.match(side.note ?? '', /Only the Landlord's liability is capped; ours \(Tenant\) is not/);
  });
  it('says the cap protects us when only our liability is capped', () => {
    const side = fromOurSide('Cap on Liability', capOnTheirs, 'Landlord', 'low');
    assert.equal(side.risk, 'low');
    assert.match(side.note ?? '', /The cap protects us \(Landlord\)/);
  });
  it('says whose liability the cap covers from our side when the point is told it', () => {
    const clause = (ourSide: string | null) => ({ text: capOnTheirs, facts: emptyClauseFacts(), ourSide });
    assert.match(reviewPoint('Cap on Liability', clause('Tenant'))!, /Only the Landlord's liability is capped and ours \(Tenant's\) is not: ask for the same cap/);
    assert.equal(asksForMutualCap(clause('Tenant')), true);
    assert.match(reviewPoint('Cap on Liability', clause('Landlord'))!, /The cap covers only our \(Landlord's\) liability, which protects us/);
    assert.equal(asksForMutualCap(clause('Landlord')), false);
    assert.match(reviewPoint('Cap on Liability', clause(null))!, /The cap covers only the Landlord's liability: check whether the other party's liability needs a cap too/);
  });
  it('says whose liability the cap covers from our side when claims sit outside the cap too', () => {
    const text = `${capOnTheirs} The foregoing limitation shall not apply to the Landlord's liability for fraud or wilful misconduct.`;
    const clause = { text, facts: emptyClauseFacts(), ourSide: 'Tenant' };
    assert.match(reviewPoint('Cap on Liability', clause)!, /^Outside the cap today: .*Only the Landlord's liability is capped and ours \(Tenant's\) is not: ask for the same cap/);
    assert.equal(asksForMutualCap(clause), true);
  });
  it('raises the risk when the carve-outs from a mutual cap name only our liabilities', () => {
    const text = "Except for the Buyer's payment obligations and the Buyer's indemnity, each party's total liability is limited to the price paid under this Agreement.";
    const side = fromOurSide('Cap on Liability', text, 'Buyer', 'low');
    assert.equal(side.risk, 'medium');
    assert.match(side.note ?? '', /only our \(Buyer's\) liabilities/);
    assert.equal(fromOurSide('Cap on Liability', text, 'Seller', 'low').risk, 'low');
  });
  it('asks for a mutual cap instead of a cap on the other party when we are the party left uncapped', async () => {
    const text =
      'SUPPLY AGREEMENT\n\nThis Supply Agreement is made on April 4, 2026 between Marlow Tiles Ltd, an English company ("Supplier"), and Oakhurst Interiors Inc., a Nevada corporation ("Buyer").\n\n' +
      '1. Supply\n1.1 Supplier shall deliver the tiles ordered by Buyer within 10 days after each order.\n1.2 Buyer shall pay each invoice within 30 days after receiving it.\n\n' +
      "2. Liability\n2.1 Supplier's total liability under this Agreement shall not exceed the amounts paid by Buyer in the twelve (12) months before the claim arose.\n";
    const r = await analyzeText(createLocalAnalysisEngine(), text, { ourSide: 'Buyer' });
    const cap = r.report.clauses.find((c) => c.type === 'Cap on Liability');
    assert.ok(cap, r.report.clauses.map((c) => c.type).join(', '));
    assert.doesNotMatch(cap.recommendation, /check whether the other party's liability needs a cap/);
    assert.doesNotMatch(cap.recommendation, /^Meets the playbook/);
    assert.match(cap.recommendation, /ours \(Buyer's\) is not/);
  });
});

describe('a cap on the liability of parties named in the plural', () => {
  it('makes the name possessive with an apostrophe alone ("the Founders\' liability", not "Founders\'s")', () => {
    const point = reviewPoint('Cap on Liability', { text: "The Founders' total liability for claims under clause 14.1 shall not exceed £100,000.", facts: emptyClauseFacts() })!;
    assert.doesNotMatch(point, /Founders's/);
    assert.match(point, /covers only the Founders' liability/);
  });
});
