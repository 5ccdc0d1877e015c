// A software licence with a maintenance term, read from the licensee's side (issue 10, read7): the term is quoted
// where it says how long the contract runs and its length is not the renewal period; a clause that calls the licence
// perpetual is read with the contract's grant; a group-company assignment exception and a yearly audit limit count as
// the protections they are; the summary states the maintenance fee payable each year, a cost-sharing ratio, and that
// the licence outlives the term. Text written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { termFactsOf } from '../../src/analysis/durations.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { tailorRecommendation, type DealContext } from '../../src/analysis/recommend.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';

const text =
  'SOFTWARE LICENCE AND SUPPORT AGREEMENT\n\nThis Agreement is made on 2 February 2026 between Quillfield Software AB, a company registered in Sweden ("Quillfield"), and Harbourline Logistics Limited, a company registered in England ("Customer").\n\n' +
  '1. Licence\n1.1 Quillfield grants Customer a perpetual, non-exclusive licence to use the Software at its own sites.\n\n' +
  '2. Fees\n2.1 Customer shall pay Quillfield a licence fee of GBP 90,000 within 30 days after delivery.\n2.2 Support fees equal to 20% of the licence fee (GBP 18,000 per year) are payable annually in advance.\n\n' +
  '3. Audit\n3.1 Once in each calendar year, Quillfield may audit Customer\'s use of the Software during normal business hours on giving at least 20 days\' written notice.\n\n' +
  '4. Term\n4.1 The licence in clause 1 is perpetual. The support services begin on the date of this Agreement and continue for four (4) years. They then renew for successive periods of two (2) years unless either party gives 60 days\' notice of non-renewal.\n\n' +
  '5. Assignment\n5.1 Neither party may assign this Agreement without the other\'s prior written consent, except that Customer may assign it to a member of its group.\n\n' +
  '6. Law\n6.1 This Agreement is governed by the laws of England and Wales.\n';

const read = () => analyzeText(createLocalAnalysisEngine(), text, { ourSide: 'Customer' });

describe('a term with a renewal', () => {
  it('gives the term length, not the renewal period, in the term review point', () => {
    const operative = 'They then renew for successive periods of two (2) years unless either party gives 60 days\' notice of non-renewal.';
    const facts = { ...emptyClauseFacts(), durations: [{ value: 2, unit: 'year' as const, text: 'two (2) years', start: 0, end: 0 }] };
    const term = termFactsOf(facts, { expirationDate: '2030-02-02', initialTerm: { value: 4, unit: 'year', text: 'four (4) years' }, isPerpetual: false }, operative);
    assert.equal(term.length, 'four (4) years');
    assert.match(reviewPoint('Term', { text: operative, facts, fields: { ...emptyContractFields(), expirationDate: '2030-02-02', initialTerm: { value: 4, unit: 'year', text: 'four (4) years' } }, operative }) ?? '', /\(four \(4\) years\)/);
  });
  it('quotes the sentence that says how long the contract runs, not the renewal after it', async () => {
    const r = await read();
    const term = r.report.clauses.find((c) => c.type === 'Term')!;
    assert.match(term.analysis, /The clause reads: “The support services begin on the date of this Agreement and continue for four \(4\) years\.”/);
  });
});

describe('a licence we receive and the protections the clauses already have', () => {
  it('reads "The licence in clause 1 is perpetual" as the grant made to us, no risk to us', async () => {
    const r = await read();
    const perpetual = r.report.clauses.filter((c) => c.type === 'Irrevocable or Perpetual License');
    assert.ok(perpetual.length > 0);
    for (const c of perpetual) {
      assert.equal(c.risk_level, 'low');
      assert.match(c.analysis, /^The grant is made to us/);
    }
  });
  it('takes "may assign it to a member of its group" as an affiliate exception that is ours', () => {
    const clause = 'Neither party may assign this Agreement without the other\'s prior written consent, except that Customer may assign it to a member of its group.';
    const deal: DealContext = { contractType: 'License Agreement', feeBearing: true, position: null, ourSide: 'Customer', contractText: clause };
    const base = reviewPoint('Anti-Assignment', { text: clause, facts: emptyClauseFacts() })!;
    assert.doesNotMatch(base, /ask for an exception for affiliates/);
    assert.match(tailorRecommendation('Anti-Assignment', clause, emptyClauseFacts(), base, deal).text, /^The exception is Customer's: Customer may assign to a member of its group without consent/);
  });
  it('counts "once in each calendar year" as the yearly limit on audits', () => {
    const clause = 'Once in each calendar year, Quillfield may audit Customer\'s use of the Software on giving at least 20 days\' written notice.';
    const base = 'Confirm the business accepts this audit rights clause; if not, propose: “Audits may take place no more than once a year, on thirty (30) days’ notice, during business hours, at the auditing party’s cost.”';
    const out = tailorRecommendation('Audit Rights', clause, emptyClauseFacts(), base, { contractType: 'License Agreement', feeBearing: true, position: 'theirs', ourSide: 'Customer', contractText: clause }).text;
    assert.match(out, /“Once in each calendar year”/);
    assert.doesNotMatch(out, /no more than once a year/);
  });
});

describe('the summary of a licence with support fees', () => {
  it('states the yearly support fee stated as payable, and that the licence outlives the term', async () => {
    const summary = (await read()).report.executive_summary;
    assert.match(summary, /also “Support fees equal to 20% of the licence fee \(GBP 18,000 per year\) are payable annually in advance\.”/);
    assert.match(summary, /The licence it grants is perpetual: it does not end when that term does\./);
  });
  it('states how the parties share costs', async () => {
    const jda =
      'DEVELOPMENT AGREEMENT\n\nThis Agreement is made on 1 April 2026 between Orchid Sensors Inc., a Delaware corporation ("Orchid"), and Tamarind Labs Ltd, an English company ("Tamarind").\n\n' +
      '1. Fees\n1.1 Orchid shall pay Tamarind a milestone fee of $40,000 on completion of the prototype.\n\n2. Costs\n2.1 Costs of the approved work plan shall be borne seventy percent (70%) by Orchid and thirty percent (30%) by Tamarind.\n';
    const summary = (await analyzeText(createLocalAnalysisEngine(), jda, { ourSide: 'Orchid' })).report.executive_summary;
    assert.match(summary, /also “Costs of the approved work plan shall be borne seventy percent \(70%\) by Orchid and thirty percent \(30%\) by Tamarind\.”/);
  });
});


describe('claims no limit of liability reaches', () => {
  it('says what "Neither party excludes liability for …" leaves unlimited, instead of "Limits liability"', async () => {
    const { assessClause } = await import('../../src/analysis/assess-clause.ts');
    const clause = 'Neither party excludes liability for death or personal injury caused by its negligence, or for fraud.';
    const a = assessClause('Limitation of Liability', clause, emptyClauseFacts(), emptyContractFields(), undefined, clause);
    assert.match(a.analysis, /^No exclusion or cap reaches liability for “death or personal injury caused by its negligence, or for fraud”: that liability stays unlimited\./);
  });
  it('names those claims as outside a cap "Subject to clause 9.1"', async () => {
    const { liabilityCarveOutsOf } = await import('../../src/analysis/carve-outs.ts');
    const contract = '9.1 Neither party excludes or limits its liability for fraud or for its obligations under clause 8. 9.2 Subject to clause 9.1, each party\'s total liability shall not exceed the fees paid in the year.';
    assert.deepEqual(liabilityCarveOutsOf('Subject to clause 9.1, each party\'s total liability shall not exceed the fees paid in the year.', contract), ['fraud or for its obligations under clause 8']);
  });
});

describe('whom a limit on appearances binds', () => {
  it('reads the party whose acts the limit counts, not every party the clause names', async () => {
    const { sideOfClause } = await import('../../src/analysis/our-side.ts');
    const clause = 'Presenter shall make up to four (4) store appearances for Brand in each year. Brand shall give Presenter at least fourteen (14) days\' notice of each appearance.';
    assert.equal(sideOfClause('Volume Restriction', clause, 'Brand'), 'theirs');
    assert.equal(sideOfClause('Volume Restriction', clause, 'Presenter'), 'ours');
  });
});

describe('a liability said not to be excluded', () => {
  it('is not read as an exclusion of indirect damages', async () => {
    const { assessClause } = await import('../../src/analysis/assess-clause.ts');
    const { DEFAULT_PLAYBOOK } = await import('../../src/analysis/default-playbook.ts');
    const { ruleFor } = await import('../../src/analysis/playbook.ts');
    const clause = 'Neither party\'s liability for indirect or consequential loss is excluded for a breach of Section 6.2.';
    const a = assessClause('Cap on Liability', clause, emptyClauseFacts(), emptyContractFields(), ruleFor(DEFAULT_PLAYBOOK, 'Cap on Liability'), clause);
    assert.doesNotMatch(a.analysis, /damages are excluded/);
    assert.match(a.analysis, /liability for “indirect or consequential loss for a breach of Section 6\.2” is expressly not excluded/);
  });
});

describe('a usage limit with an overage fee', () => {
  it('states the limit and what going over it costs, not the deadline to pay the overage', async () => {
    const { assessClause } = await import('../../src/analysis/assess-clause.ts');
    const clause = 'If the number of Active Devices exceeds 400, Customer shall pay an overage fee of EUR 35 for each additional Active Device within 30 days after invoice.';
    const facts = { ...emptyClauseFacts(), durations: [{ value: 30, unit: 'day' as const, text: '30 days', start: clause.indexOf('30 days'), end: clause.indexOf('30 days') + 7 }] };
    const a = assessClause('Volume Restriction', clause, facts, emptyContractFields(), undefined, clause);
    assert.match(a.analysis, /^Sets a limit: “exceeds 400”; beyond it, an overage fee of EUR 35 for each additional Active Device\./);
    assert.doesNotMatch(a.analysis, /\(30 days\)/);
  });
});
