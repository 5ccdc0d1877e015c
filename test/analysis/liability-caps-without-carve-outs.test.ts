// Liability caps read as drafted (issue 10, sixth reading round): a cap measured by the costs a party bears is a cap;
// a cap with no carve-outs is measured and the carve-outs asked for, not the playbook restated; an exclusion of indirect
// losses with no carve-outs is not told to "check the carve-outs"; a cap on the other party's liability only limits
// what we recover, and a declared-value option in it is named. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { capStatementsOf } from '../../src/analysis/cap-statement.ts';
import { tailorRecommendation } from '../../src/analysis/recommend.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';
import { emptyClauseFacts } from '../../src/analysis/model.ts';

const PLAYBOOK = 'Verify this clause against the playbook position: “Except for breaches of confidentiality, indemnification obligations and a party\u2019s gross negligence or wilful misconduct, each party\u2019s aggregate liability under this Agreement shall not exceed the fees paid and payable in the twelve (12) months preceding the event giving rise to the claim.”';
const deal = (ourSide: string, contractText: string) => ({ contractType: 'Development Agreement', feeBearing: true, position: null, ourSide, contractText });

describe('a cap measured by what a party bears', () => {
  const cap = 'Each Party\u2019s total liability under this Agreement shall not exceed the total development costs contributed by that Party.';
  it('is read as a cap', () => {
    assert.equal(capStatementsOf(cap)[0]?.cap, 'the total development costs contributed by that Party');
  });
  it('is measured and its missing carve-outs asked for, instead of the playbook restated', () => {
    const r = tailorRecommendation('Cap on Liability', cap, emptyClauseFacts(), PLAYBOOK, deal('Orrin Labs', cap)).text;
    assert.match(r, /^Check the cap amount \(\u201cthe total development costs contributed by that Party\u201d\) against /);
    assert.match(r, /nothing is carved out of the cap today: ask for carve-outs for breach of confidentiality, indemnities and wilful misconduct\.$/);
  });
});

describe('an exclusion of indirect losses', () => {
  it('with no carve-outs asks for them rather than checking ones that are not there', () => {
    const text = 'Neither Party shall be liable to the other for indirect or consequential damages.';
    const point = reviewPoint('Limitation of Liability', { text, facts: emptyClauseFacts(), contractText: text })!;
    assert.match(point, /should be carved out of it \(none is today\)/);
    assert.doesNotMatch(point, /check that the carve-outs/);
  });
});

describe('a cap on the other party\u2019s liability only', () => {
  const text = 'Hauler\u2019s liability for loss of or damage to goods shall not exceed $4.00 per pound of the goods lost or damaged, unless Merchant declares a higher value in writing before pickup.';
  it('is read as limiting what we recover, naming the declared-value option', () => {
    const facts = { ...emptyClauseFacts(), amounts: ['$4.00'] };
    const r = tailorRecommendation('Cap on Liability', text, facts, PLAYBOOK, deal('Merchant', text)).text;
    assert.equal(r, "The cap limits only what Merchant can recover from Hauler: check it ($4.00) against what Merchant could lose; the clause lets us declare a higher value: do so for goods worth more than the limit, and ask that it not apply to Hauler's wilful misconduct or gross negligence.");
  });
});

describe('a cap on liability for goods', () => {
  it('is measured against the goods\u2019 value, not months of fees', async () => {
    const { assessClause } = await import('../../src/analysis/assess-clause.ts');
    const { defaultPlaybook, ruleFor } = await import('../../src/analysis/playbook.ts');
    const { emptyContractFields } = await import('../../src/analysis/model.ts');
    const text = 'Hauler\u2019s liability for loss of or damage to goods shall not exceed $4.00 per pound of the goods lost or damaged.';
    const contract = `Merchant shall pay Hauler for each load the rates set out in Schedule 1. ${text}`;
    const facts = { ...emptyClauseFacts(), amounts: ['$4.00'] };
    const { analysis } = assessClause('Cap on Liability', text, facts, emptyContractFields(), ruleFor(defaultPlaybook(), 'Cap on Liability'), contract);
    assert.match(analysis, /compare it with the value of the goods it covers, per unit and per shipment/);
  });
  it('calls a carrier\u2019s limit per shipment a cargo limit, not a cap between the parties', async () => {
    const { assessClause } = await import('../../src/analysis/assess-clause.ts');
    const { defaultPlaybook, ruleFor } = await import('../../src/analysis/playbook.ts');
    const { emptyContractFields } = await import('../../src/analysis/model.ts');
    const text = 'The liability of any Carrier for a load shall not exceed $250,000 per shipment unless Merchant declares a higher value.';
    const contract = `Merchant shall pay Agent for each load the rates set out in Schedule 1. ${text}`;
    const facts = { ...emptyClauseFacts(), amounts: ['$250,000'] };
    const { analysis } = assessClause('Cap on Liability', text, facts, emptyContractFields(), ruleFor(defaultPlaybook(), 'Cap on Liability'), contract);
    assert.match(analysis, /^Liability for loss of or damage to the goods is limited to \$250,000: a cargo limit, not a cap on liability between the parties/);
  });
  it('reads a contract that pays rates for each load as one where fees flow', async () => {
    const { capMeasureOf } = await import('../../src/analysis/money-terms.ts');
    assert.equal(capMeasureOf('Merchant shall pay Hauler for each load the rates set out in Schedule 1.'), 'fees');
  });
});

describe('insurance we must carry', () => {
  it('is checked against the cover we have, not answered with the playbook\u2019s generic clause', () => {
    const text = 'Merchant shall maintain product liability insurance with limits of not less than $3,000,000 per occurrence and shall name Hauler as an additional insured.';
    const base = 'Confirm the business accepts this insurance clause; if not, propose: \u201cEach party shall maintain commercially reasonable insurance for its obligations and provide certificates on request.\u201d';
    const facts = { ...emptyClauseFacts(), amounts: ['$3,000,000'] };
    const r = tailorRecommendation('Insurance', text, facts, base, { ...deal('Merchant', text), position: 'ours' as const }).text;
    assert.equal(r, 'Merchant must carry this insurance (limits of $3,000,000) and name Hauler as an additional insured: confirm with our broker that our current policies meet it and can add that insured; if not, price the extra cover or ask to bring the limits down to what we carry.');
  });
});
