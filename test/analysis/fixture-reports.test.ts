// The reports of the three fixture contracts (test/analysis/fixtures), read clause by clause from the side a
// matter acts for, as issue #10's lawyer read them: no type the clause's words do not carry, the operative
// sentence quoted, and recommendations that keep what already works for us.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields, type ReportClause } from '../../src/analysis/model.ts';

const engine = createLocalAnalysisEngine();
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', `${name}.txt`), 'utf8');
const report = async (name: string, ourSide: string) => (await analyzeText(engine, fixture(name), { ourSide })).report;
const typesOf = (clauses: ReportClause[], opening: string) => clauses.filter((c) => c.text.includes(opening)).map((c) => c.type);

describe('the mutual NDA, read for the Recipient', async () => {
  const r = await report('mutual-nda', 'Recipient');
  it('reports no renewal for a fixed two-year term', () => {
    assert.ok(!r.clauses.some((c) => c.type === 'Renewal Term' || c.type === 'Notice Period to Terminate Renewal'));
    assert.doesNotMatch(r.executive_summary, /renew/i);
  });
  it('reads the right to terminate on notice as held by both parties, at low risk', () => {
    const right = r.clauses.find((c) => c.type === 'Termination for Convenience');
    assert.equal(right?.risk_level, 'low');
    assert.match(right!.analysis, /Both parties hold this right/);
  });
  it('gives the definition of Confidential Information no type', () => {
    assert.deepEqual(typesOf(r.clauses, '"Confidential Information" means'), []);
  });
  it('takes the duty\u2019s duration from the survival sentence, not from a notice deadline, and sees it binds both', () => {
    const duty = r.clauses.find((c) => c.type === 'Confidentiality' && c.text.includes('Compelled Disclosure'));
    assert.match(duty!.recommendation, /the duty lasts three \(3\) years/);
    assert.doesNotMatch(duty!.recommendation + duty!.analysis, /five \(5\) business days\)/);
    assert.ok(!r.clauses.some((c) => /binds one side only/.test(c.recommendation)));
  });
});

describe('the SaaS subscription, read for the Customer', async () => {
  const r = await report('saas-subscription', 'Customer');
  it('calls neither the subscription fee nor the insurance limits a minimum commitment', () => {
    assert.ok(!r.clauses.some((c) => c.type === 'Minimum Commitment'));
  });
  it('keeps the audit right that is ours instead of proposing to limit it', () => {
    const audit = r.clauses.find((c) => c.type === 'Audit Rights');
    assert.match(audit!.analysis, /The right is ours \(Customer\)/);
    assert.match(audit!.recommendation, /^The audit right is Customer's: keep it/);
    assert.doesNotMatch(audit!.analysis, /should be limited/);
  });
  it('quotes the fee in the summary without its section number', () => {
    assert.match(r.executive_summary, /Money: \u201cCustomer shall pay Provider an annual subscription fee/);
  });
  it('keeps the insurance the provider must carry', () => {
    const insurance = r.clauses.find((c) => c.type === 'Insurance');
    assert.match(insurance!.recommendation, /^The other party must carry this insurance: keep it/);
  });
});

describe('the supply agreement, read for the Buyer', async () => {
  const r = await report('supply-agreement', 'Buyer');
  it('types the termination clause for cause, not for convenience, and gives it no expiration date', () => {
    const types = typesOf(r.clauses, 'Either party may terminate this Agreement for material breach');
    assert.ok(types.includes('Termination for Cause'));
    assert.ok(!types.includes('Termination for Convenience'));
    assert.ok(!types.includes('Expiration Date'));
  });
  it('quotes the payment owed on termination, not the heading or the breach sentence, for a post-termination duty', () => {
    const text = '10. Termination. Either party may terminate this Agreement for material breach if the breach is not cured within thirty (30) days after written notice. Upon termination, Buyer shall pay for all Products delivered before the effective date of termination.';
    const facts = { ...emptyClauseFacts(), keySentences: { 'Post-Termination Services': { start: 4, end: 16, quote: 'Termination.' } } };
    const assessed = assessClause('Post-Termination Services', text, facts, emptyContractFields(), undefined);
    assert.match(assessed.analysis, /The clause reads: \u201cUpon termination, Buyer shall pay/);
  });
  it('gives purchase orders, records and recall notices none of the types their words lack', () => {
    assert.deepEqual(typesOf(r.clauses, 'Buyer shall submit a written purchase order'), []);
    assert.ok(!typesOf(r.clauses, 'Supplier shall keep complete and accurate records').some((t) => t === 'Audit Rights' || t === 'Post-Termination Services'));
    assert.ok(!typesOf(r.clauses, 'Supplier shall notify Buyer within twenty-four').includes('Warranty Duration'));
  });
  it('finds the minimum purchase that binds us, at high risk', () => {
    const minimum = r.clauses.find((c) => c.type === 'Minimum Commitment');
    assert.equal(minimum?.risk_level, 'high');
    assert.match(minimum!.analysis, /This binds us \(Buyer\)/);
  });
});

describe('analysis prose for a disclaimer and a mutual confidentiality duty', async () => {
  const text = [
    'This License Agreement is made as of March 1, 2024 between Acme Data, Inc. ("Licensor") and Beta Media LLC ("Licensee").',
    '1. License. Licensor hereby grants to Licensee a non-exclusive license to use the Content during the Term.',
    '2. Disclaimer. EXCEPT AS EXPRESSLY SET FORTH HEREIN, THE CONTENT IS PROVIDED WITHOUT WARRANTY OF ANY KIND, AND LICENSOR DISCLAIMS ALL IMPLIED WARRANTIES OF MERCHANTABILITY.',
    '3. Confidentiality. In performing this Agreement, either Party (the "Recipient") may obtain confidential information of the other Party (the "Discloser"). The Recipient shall hold such information in confidence and shall not disclose it to any third party.',
    '4. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
  ].join('\n\n');
  const r = (await analyzeText(engine, text, { ourSide: 'Licensee' })).report;
  it('calls a disclaimer a disclaimer, not a warranty given', () => {
    const disclaimer = r.clauses.find((c) => c.type === 'Warranty Disclaimer' && c.text.includes('WITHOUT WARRANTY'));
    assert.match(disclaimer!.analysis, /^Disclaims warranties/);
    assert.match(disclaimer!.recommendation, /^Warranties are disclaimed beyond those stated/);
  });
  it('gives a duty of confidence neither exclusivity nor a non-transferable licence', () => {
    assert.deepEqual(typesOf(r.clauses, 'The Recipient shall hold such information').filter((t) => t === 'Exclusivity' || t === 'Non-Transferable License'), []);
  });
  it('does not call a confidentiality duty defined for either party one-sided', () => {
    assert.ok(!r.clauses.some((c) => c.type === 'Confidentiality' && /binds one side only/.test(c.recommendation)));
  });
});

describe('a renewal clause whose only number is its notice window', async () => {
  const text = [
    'This Hosting Agreement is made as of January 9, 2002 between Northwind Hosting Corp. ("Provider") and Bluebird, Inc. ("Customer").',
    '1. Term. Each Service Order will renew automatically for an additional term equal in duration to the previous term unless either party notifies the other party in writing at least ninety (90) days prior to the end of the then-current term.',
    '2. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
  ].join('\n\n');
  const r = (await analyzeText(engine, text, { ourSide: 'Customer' })).report;
  it('reads ninety days as the notice, not as the renewal period or the term', () => {
    const renewal = r.clauses.find((c) => c.type === 'Renewal Term');
    assert.doesNotMatch(renewal!.analysis, /renews for ninety/);
    assert.ok(!r.clauses.some((c) => /The term (?:runs for|is) ninety/.test(c.analysis + c.recommendation)));
  });
  it('does not call the non-renewal notice a termination for convenience', () => {
    assert.ok(!r.clauses.some((c) => c.type === 'Termination for Convenience'));
  });
});

describe('a liability left uncapped for the other party only, read for the party it protects', async () => {
  const text = [
    'This Supply Agreement is made as of July 1, 2025 between Orrin Castings Corp. ("Supplier") and Vantor Motors, Inc. ("Buyer").',
    '7. Indemnity. Supplier shall indemnify, defend and hold harmless Buyer from and against all losses arising from any claim that the Products infringe a third party\u2019s intellectual property rights.',
    "8. Limitation of Liability. Except for Supplier's obligations under Section 7, neither party shall be liable to the other for any indirect or consequential damages, and each party's aggregate liability under this Agreement shall not exceed Five Million Dollars ($5,000,000).",
    '9. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
  ].join('\n\n');
  const r = (await analyzeText(engine, text, { ourSide: 'Buyer' })).report;
  it('is kept, at low risk, not negotiated down', () => {
    const uncapped = r.clauses.find((c) => c.type === 'Uncapped Liability');
    assert.ok(uncapped);
    assert.equal(uncapped.risk_level, 'low');
    assert.match(uncapped.recommendation, /works for Buyer .*keep it/);
  });
});
