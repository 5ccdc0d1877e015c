// Summaries, fields and obligations a strict reader judged wrong in a power purchase agreement, a patent licence, a
// lease, a services agreement and a clinical trial agreement. Every contract here is written for the test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { readDuties } from '../helpers/read-duties.ts';

const engine = createLocalAnalysisEngine();

const OFFTAKE =
  'ENERGY OFFTAKE AGREEMENT\n\nThis Energy Offtake Agreement is made as of 3 February 2026 between Saltmarsh Solar LLC, a Nevada limited liability company ("Seller"), and Coldwater Electric Cooperative, an Oregon cooperative ("Buyer").\n\n' +
  '1. Definitions\n1.1 "First Delivery Date" means the date on which Seller notifies Buyer that the plant has completed its acceptance tests. "Operating Year" means each twelve-month period beginning on the First Delivery Date or an anniversary of it. "Output" means all energy the plant delivers at the Delivery Point.\n\n' +
  '2. Term\n2.1 This Agreement takes effect on signature and, unless terminated earlier under Section 9, remains in force until the fifteenth (15th) anniversary of the First Delivery Date (the "Supply Period").\n' +
  '2.2 Buyer may extend the Supply Period once, for an additional period of three (3) years, by giving Seller written notice no later than twelve (12) months before the Supply Period would otherwise end.\n\n' +
  '3. Price\n3.1 Buyer shall pay Seller $41.20 per MWh of Output.\n3.2 For any hour in which the market price at the Delivery Point is below zero, Buyer shall pay nothing for Output delivered in that hour.\n\n' +
  '4. Law\n4.1 This Agreement is governed by the laws of the State of Oregon.\n';

describe('a term that runs to an anniversary of an event', () => {
  it('term ends at the anniversary of an event, not with a recurring "Operating Year" definition', async () => {
    const fields = extractFields(OFFTAKE);
    assert.equal(fields.initialTerm, null);
    assert.equal(fields.expirationDate, null);
    const r = await analyzeText(engine, OFFTAKE, { ourSide: 'Buyer' });
    assert.match(r.report.executive_summary, /runs until the fifteenth \(15th\) anniversary of the First Delivery Date, with no fixed end date/);
    assert.doesNotMatch(r.report.executive_summary, /twelve months/);
    assert.ok(!r.obligations.some((o) => /twelve months/.test(o.description)));
  });

  it('a single option to extend a named term is the holder\u2019s option, not a renewal at a time', async () => {
    const r = await analyzeText(engine, OFFTAKE, { ourSide: 'Buyer' });
    const renewal = r.report.clauses.find((c) => c.type === 'Renewal Term');
    assert.ok(renewal);
    assert.match(renewal.analysis, /^Buyer has an option to extend the term/);
    assert.doesNotMatch(renewal.analysis, /at a time/);
    assert.match(r.report.executive_summary, /may be extended by an additional period of three \(3\) years at Buyer's option/);
  });
});

describe('a negation is no duty', () => {
  it('"shall pay nothing for …" sets no payment duty', () => {
    const { duties } = readDuties(OFFTAKE);
    assert.ok(duties.some((d) => d.kind === 'payment' && /\$41\.20/.test(d.amount ?? '')));
    assert.ok(!duties.some((d) => /\bnothing\b/.test(d.action)));
  });
});

describe('a contract of no known type', () => {
  const trial =
    'Sponsored Research Agreement\n\nThis Sponsored Research Agreement is made as of 5 May 2026 between Brightwell Therapeutics Inc., a Delaware corporation ("Sponsor"), and Eastbrook University, a Massachusetts nonprofit corporation ("University").\n\n' +
    '1. Research\n1.1 University shall carry out the research programme in Exhibit A under the direction of its principal investigator.\n\n' +
    '2. Law\n2.1 This Agreement is governed by the laws of the Commonwealth of Massachusetts.\n';
  it('summary of an "Other" contract names it by its own title or as an agreement, never "An Other"', async () => {
    const r = await analyzeText(engine, trial, { ourSide: 'University' });
    assert.doesNotMatch(r.report.executive_summary, /\bAn? Other\b/);
    if (r.classification.contractType === 'Other') assert.match(r.report.executive_summary, /^A Sponsored Research Agreement between/);
  });
});

const LEASE =
  'LEASE\n\nThis Lease is made on 2 March 2026 between Harrowgate Properties Limited, a company incorporated in England ("Landlord"), and Wexcombe Tools Limited, a company incorporated in England ("Tenant").\n\n' +
  '1. Definitions\n"Rent Start Date" means 24\nJune 2026.\n\n' +
  '2. Grant\n2.1 The Landlord lets the Property to the Tenant for ten (10) years from the date of this Lease, the Tenant paying as rent the yearly rent of ninety-two thousand pounds (£92,000).\n\n' +
  '3. Rent\n3.1 The Tenant shall pay the yearly rent by four equal instalments in advance on the usual quarter days. The first instalment shall be paid on the Rent Start Date.\n' +
  '3.2 The Tenant shall pay the Service Charge in advance on the quarter days.\n\n' +
  '4. Law\n4.1 This Lease is governed by the law of England and Wales.\n';

describe('a lease\u2019s rent and service charge', () => {
  it('payments due on the quarter days are quarterly, the service charge first due on the first quarter day of the term', () => {
    const { obligations } = readDuties(LEASE);
    const charge = obligations.find((o) => /Service Charge/.test(o.description));
    assert.ok(charge);
    assert.equal(charge.recurrence, 'quarterly');
    assert.equal(charge.due_date, '2026-03-25');
  });

  it('the first instalment of rent is due on the day the contract names, and the rent is quarterly, not annual', () => {
    const { obligations } = readDuties(LEASE);
    const rent = obligations.filter((o) => o.title === 'Payment' && /rent/.test(o.description));
    assert.ok(rent.length >= 1);
    for (const o of rent) assert.equal(o.recurrence, 'quarterly');
    assert.ok(rent.some((o) => o.due_date === '2026-06-24' && /first due on 2026-06-24/.test(o.description)));
  });
});

describe('a licence\u2019s royalties', () => {
  const licence =
    'PATENT LICENCE AGREEMENT\n\nThis Patent Licence Agreement is made as of 1 July 2026 between Tarnside Labs Ltd, an English company ("Licensor"), and Quillon Devices Inc., a Delaware corporation ("Licensee").\n\n' +
    '4. Payments\n4.1 Licensee shall pay Licensor royalties of three percent (3%) of Net Sales of each Licensed Product.\n' +
    '4.2 Licensee shall pay a minimum annual royalty of US$200,000.\n' +
    '4.3 Manner of payment. Royalties shall be paid quarterly within forty-five (45) days after the end of each calendar quarter.\n';
  it('royalties take the frequency a manner-of-payment clause states for them; a minimum annual royalty stays annual', () => {
    const { duties } = readDuties(licence);
    const royalty = duties.find((d) => /royalties of/.test(d.action));
    assert.equal(royalty?.recurrence, 'quarterly');
    const minimum = duties.find((d) => /minimum annual royalty/.test(d.action));
    assert.equal(minimum?.recurrence, 'annually');
  });
});

describe('an obligation\u2019s action ends at a phrase boundary', () => {
  const contract =
    'SUPPLY AND SERVICES AGREEMENT\n\nThis Supply and Services Agreement is made as of 8 June 2026 between Brackenfield Instruments Ltd, an English company ("Supplier"), and Ormond Hospital Trust, an English trust ("Trust").\n\n' +
    '1. Duties\n1.1 Within thirty (30) days after the Effective Date, Supplier shall deliver to Trust copies of the manuals in the format in which Supplier keeps them.\n' +
    '1.2 Trust shall keep accurate records of each instrument\u2019s installation, calibration and repair.\n' +
    '1.3 Supplier shall retain all service records for the longer of three (3) years after the last service visit and the period required by law.\n' +
    '1.4 If any sum is not paid when due, Trust shall pay Supplier interest on it at three percent (3%) a year above the Bank of England base rate from the due date until payment.\n';
  const actions = () => readDuties(contract).duties.map((d) => d.action);
  it('a relative clause cut from its phrase takes the phrase with it ("copies of the manuals", not "… in the format")', () => {
    assert.ok(actions().includes('deliver to Trust copies of the manuals'));
  });
  it('a comma inside a short list does not end the object', () => {
    assert.ok(actions().some((a) => /installation, calibration and repair$/.test(a)));
  });
  it('"for the longer of" cut before its limbs is dropped', () => {
    assert.ok(actions().includes('retain all service records'));
  });
  it('a rate a few words past the limit keeps what it is above', () => {
    assert.ok(actions().some((a) => /at 3% a year above the Bank of England base rate$/.test(a)));
  });
});

describe('times, frequencies and sums that belong to another act', () => {
  const contract =
    'SOFTWARE LICENCE AND SERVICES AGREEMENT\n\nThis Software Licence and Services Agreement is made as of 2 April 2026 between Norhaven Systems Ltd, an English company ("Licensor"), and Castlebrook Council, an English local authority ("Licensee").\n\n' +
    '1. Fees\n1.1 Licensee shall pay Licensor an annual support fee of £24,000 for each Support Year (the "Annual Support Fee").\n' +
    '1.2 If Licensee later wishes to restore support, Licensee shall pay the Annual Support Fee that would have been payable for the lapsed period plus a restoration fee of five percent (5%).\n\n' +
    '2. Services\n2.1 Licensor shall appoint a service lead who shall visit Licensee\u2019s offices at least once each month.\n' +
    '2.2 If an audit shows that Licensee has been overcharged, Licensor shall refund the overcharge within thirty (30) days, and if the overcharge exceeds five percent (5%) of the fees, Licensor shall also reimburse the cost of the audit.\n\n' +
    '3. End\n3.1 Upon termination of this Agreement, Licensee shall cease all use of the Software and, within ten (10) days, shall destroy all copies of the Software.\n';
  const duties = () => readDuties(contract).duties;
  it('a defined "the Annual … Fee" paid on reinstatement is not an annual payment', () => {
    const restore = duties().find((d) => /lapsed|Annual Support Fee that/.test(d.action) || /restore support/.test(d.trigger ?? ''));
    assert.ok(restore);
    assert.equal(restore.recurrence, 'none');
  });
  it('the frequency of a relative clause\u2019s act is not the appointment\u2019s', () => {
    const appoint = duties().find((d) => /^appoint a service lead/.test(d.action));
    assert.ok(!appoint || appoint.recurrence === 'none');
  });
  it('a threshold a later act waits on is not the refund\u2019s amount', () => {
    const refund = duties().find((d) => /^refund the overcharge/.test(d.action));
    assert.ok(refund);
    assert.equal(refund.amount, null);
  });
  it('a time set off by commas before a second modal belongs to that act, not to the one before', () => {
    const cease = duties().find((d) => /^cease all use/.test(d.action));
    assert.ok(cease);
    assert.equal(cease.deadline?.period ?? null, null);
    const destroy = duties().find((d) => /^destroy all copies/.test(d.action));
    assert.equal(destroy?.deadline?.period?.value, 10);
  });
});

describe('the overall risk in the summary', () => {
  it('an overall risk no clause reaches says it comes from the missing protections', async () => {
    const r = await analyzeText(engine, LEASE, { ourSide: 'Tenant' });
    const level = r.report.overall_risk;
    assert.ok(!r.report.clauses.some((c) => c.risk_level === level), 'the written lease has no clause at the overall level');
    assert.match(r.report.executive_summary, new RegExp(`Overall risk: ${level}, because (?:a protection the playbook requires is|protections the playbook requires are) missing \\(`));
  });
});

describe('milestone payments listed after a long lead-in', () => {
  const licence =
    'LICENCE AGREEMENT\n\nThis Licence Agreement is made as of 9 March 2026 between Fennick Bio AG, a Swiss company ("Licensor"), and Greywater Pharma Inc., a Delaware corporation ("Licensee").\n\n' +
    '4. Payments\n4.1 Licensee shall pay Licensor the following amounts, each payable once only, within sixty (60) days after the first achievement of the relevant event by Licensee, any of its Affiliates or any Sublicensee: (a) first dosing in a Phase 2 trial: US$2,000,000; (b) first regulatory approval in Japan: US$6,000,000; and (c) the first year in which annual Net Sales exceed US$300,000,000: US$15,000,000.\n';
  it('every listed milestone sum is kept, and a milestone\u2019s sales threshold is not its sum', () => {
    const milestone = readDuties(licence).duties.find((d) => /following amounts/.test(d.action));
    assert.equal(milestone?.amount, 'US$2,000,000 / US$6,000,000 / US$15,000,000');
  });
});

describe('a rent review on a named day', () => {
  const lease =
    'LEASE\n\nThis Lease is made on 6 January 2026 between Pelham Estates Limited, a company incorporated in England ("Landlord"), and Oakridge Print Limited, a company incorporated in England ("Tenant").\n\n' +
    '1. Definitions\n"Rent Review Date" means 6 January 2031.\n\n' +
    '2. Rent\n2.1 The Tenant shall pay the yearly rent of £48,000 by equal instalments in advance on the usual quarter days.\n' +
    '2.2 On the Rent Review Date the yearly rent shall be reviewed to the open market rent.\n';
  it('the rent review date is tracked as a dated obligation of both parties', () => {
    const review = readDuties(lease).obligations.find((o) => /review the yearly rent/.test(o.description));
    assert.ok(review);
    assert.equal(review.due_date, '2031-01-06');
    assert.equal(review.responsible_party, 'Both');
  });
});

describe('annual fees payable in advance', () => {
  const head =
    'SOFTWARE LICENCE AGREEMENT\n\nThis Software Licence Agreement is made as of 1 September 2026 between Tolland Code Ltd, an English company ("Licensor"), and Marsh Lane College, an English college ("Licensee").\n\n' +
    '4. Fees\n4.1 Licensee shall pay Licensor an annual licence fee of £60,000 for each Licence Year.\n' +
    '4.2 The annual licence fee is payable annually in advance.';
  it('an annual fee payable in advance is first due as the term begins', () => {
    const fee = readDuties(`${head}\n`).obligations.find((o) => /annual licence fee of £60,000/.test(o.description));
    assert.equal(fee?.due_date, '2026-09-01');
    assert.equal(fee?.recurrence, 'annually');
  });
  it('… or, when the first invoice is issued on the Effective Date, that many days after it', () => {
    const text = `${head} Licensor shall invoice the fee for the first Licence Year on the Effective Date. Licensee shall pay each invoice within thirty (30) days after receipt.\n`;
    const fee = readDuties(text).obligations.find((o) => /annual licence fee of £60,000/.test(o.description));
    assert.equal(fee?.due_date, '2026-10-01');
  });
});

describe('a limit cut from its amount', () => {
  it('"up to" at the word limit keeps the amount it limits', () => {
    const text =
      'NOTE PURCHASE AGREEMENT\n\nThis Note Purchase Agreement is made as of 4 May 2026 between Halden Robotics, Inc., a Delaware corporation (the "Company"), and the purchasers listed in Exhibit A (the "Purchasers").\n\n' +
      '8. Expenses\n8.1 The Company shall reimburse the reasonable legal fees of one counsel to the Purchasers up to Fifteen Thousand Dollars ($15,000), payable at the Closing.\n';
    const duty = readDuties(text).duties.find((d) => /^reimburse/.test(d.action));
    assert.ok(duty);
    assert.match(duty.action, /up to \$15,000$/);
  });
});
