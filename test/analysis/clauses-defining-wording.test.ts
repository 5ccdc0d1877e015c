// Issue #9: the defining wording of the general clause types (clauses/defining-wording.ts) — a provision whose
// first sentence states the clause is of that type, whatever the model's probability — and how headings are
// told apart from the provision's words. Sentences written for these tests, in the styles of credit,
// employment and commercial agreements.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { definingTypes } from '../../src/engines/local/analysis/clauses/defining-wording.ts';
import { loadClauseTagger } from '../../src/engines/local/analysis/clauses/tagger.ts';
import { clauseBody, headingLine, segmentClauses } from '../../src/engines/local/analysis/clauses/segment.ts';
import { headingLabels } from '../../scripts/train/lib/heading-labels.ts';

test('an amendment clause is known by "may not be amended except by a written instrument"', () => {
  assert.deepEqual(definingTypes('This Agreement may not be amended, modified or supplemented except by an instrument in writing signed by each of the parties.'), ['Amendment']);
  assert.deepEqual(definingTypes('No amendment of any provision of this Agreement shall be effective unless it is in writing and signed by the Borrower and the Required Lenders.'), ['Amendment']);
});

test('"as may be amended from time to time" refers to another document and is no amendment clause', () => {
  assert.deepEqual(definingTypes("Supplier will ship the Products using the carrier named in Buyer's Routing Guide, as may be amended from time to time by written notice."), []);
});

test('a consent to jurisdiction and a jury-trial waiver are dispute resolution', () => {
  assert.deepEqual(definingTypes('Each party irrevocably submits to the exclusive jurisdiction of the state and federal courts located in New York County.'), ['Dispute Resolution']);
  assert.deepEqual(definingTypes('EACH PARTY HEREBY WAIVES ANY RIGHT IT MAY HAVE TO A TRIAL BY JURY IN ANY PROCEEDING ARISING OUT OF THIS AGREEMENT.'), ['Dispute Resolution']);
});

test('a product warranty is a warranty, a representation of authority is left to the model', () => {
  assert.deepEqual(definingTypes('Seller warrants that the Products will be free from defects in material and workmanship for twelve months after delivery.'), ['Warranty']);
  assert.deepEqual(definingTypes('The Company represents and warrants that it has full corporate power and authority to enter into this Agreement.'), []);
});

test('a confidentiality undertaking is known by "hold … in confidence" or "shall not disclose … confidential"', () => {
  assert.deepEqual(definingTypes('The Executive shall hold in strict confidence all information concerning the business of the Company.'), ['Confidentiality']);
  assert.deepEqual(definingTypes('Recipient shall not disclose to any third party any confidential information received from Discloser.'), ['Confidentiality']);
});

test('a restriction of confidential information to a purpose, or terms kept confidential, is confidentiality', () => {
  assert.deepEqual(definingTypes('The Receiving Party shall use the Confidential Information solely for the purpose of evaluating the Transaction.'), ['Confidentiality']);
  assert.deepEqual(definingTypes('The terms of this Agreement shall be kept confidential by the Employee.'), ['Confidentiality']);
});

test('a payment term states when or how amounts are paid', () => {
  assert.deepEqual(definingTypes('Customer shall pay each invoice within thirty (30) days after receipt.'), ['Payment Terms']);
  assert.deepEqual(definingTypes('All payments hereunder shall be made in Dollars in immediately available funds to the account of the Agent.'), ['Payment Terms']);
});

test('reimbursing expenses or withholding taxes has no payment-term wording', () => {
  assert.deepEqual(definingTypes('The Company shall reimburse the Executive for all reasonable business expenses incurred in performing his duties.'), []);
  assert.deepEqual(definingTypes('The Company may withhold from any amounts payable under this Agreement all taxes required to be withheld by law.'), []);
});

test('notices are known by "shall be in writing" or "deemed given"', () => {
  assert.deepEqual(definingTypes('All notices and other communications hereunder shall be in writing and shall be deemed given when delivered personally.'), ['Notices']);
});

test('a numbered provision without a heading gets the type its first sentence defines', () => {
  const text = [
    '1. No amendment or waiver of any provision of this Agreement shall in any event be effective unless the same shall be in writing and signed by the parties hereto.',
    '2. Each of the parties hereby consents to the jurisdiction of the Court of Chancery of the State of Delaware in any action arising out of this Agreement.',
    '3. This Agreement may be executed in any number of counterparts, each of which shall be deemed an original.',
  ].join('\n\n');
  const segments = segmentClauses(text, []);
  const types = loadClauseTagger().tag(segments, { fullText: text });
  const typesOf = (words: string) => types[segments.findIndex((s) => s.text.includes(words))]!;
  assert.ok(typesOf('No amendment or waiver').includes('Amendment'), typesOf('No amendment or waiver').join(', '));
  assert.ok(typesOf('consents to the jurisdiction').includes('Dispute Resolution'));
  assert.deepEqual(typesOf('counterparts').filter((t) => t === 'Amendment' || t === 'Dispute Resolution'), []);
});

test('a heading underlined with dashes is a heading, and is not part of the provision body', () => {
  assert.equal(headingLine('Representations and Warranties.      --------------------'), 'Representations and Warranties');
  assert.equal(clauseBody('12. Indemnification.      ---------------  (a) The Company shall indemnify the Agent.'), '(a) The Company shall indemnify the Agent.');
});

test('an inline heading naming two subjects is removed from the body', () => {
  assert.equal(clauseBody('9.3 Amendments; No Waiver. No amendment shall be binding unless in writing.'), 'No amendment shall be binding unless in writing.');
});

test('a heading naming two known subjects labels its provision with both; an unknown part makes it uncertain', () => {
  assert.deepEqual(headingLabels('Entire Agreement; Amendment'), ['Entire Agreement', 'Amendment']);
  assert.deepEqual(headingLabels('Counterparts; Headings'), ['Counterparts']);
  assert.deepEqual(headingLabels('Headings; Captions'), ['Other']);
  assert.equal(headingLabels('Assignment; Benefit of Agreement'), null);
});

test('a long provision keeps one clause covering at least half of it', () => {
  const sentence = 'The Supplier shall deliver the Products to the delivery point designated by the Buyer in the relevant purchase order. ';
  const text = `7. ${sentence.repeat(24).trim()}`;
  const segments = segmentClauses(text, []);
  assert.ok(segments.length > 1);
  assert.ok(segments.some((s) => s.end - s.start >= (text.length - 3) / 2), segments.map((s) => s.end - s.start).join(', '));
});

test('expenses, taxes, salary and other boilerplate of employment and credit agreements get no general type', () => {
  const others = [
    'The Borrower shall pay all reasonable out-of-pocket expenses incurred by the Administrative Agent, including the reasonable fees, charges and disbursements of counsel, in connection with the preparation and administration of this Agreement.',
    'All payments by or on account of any obligation of the Borrower hereunder shall be made without deduction or withholding for any Taxes, except as required by applicable law.',
    'During the Employment Period, the Executive shall receive an annual base salary of $450,000, payable in regular installments in accordance with the Company\u2019s customary payroll practices.',
    'The Company may withhold from any amounts payable under this Agreement such federal, state, local or foreign taxes as shall be required to be withheld pursuant to any applicable law.',
    'This Agreement may be executed in any number of counterparts, each of which shall be deemed an original, but all of which together shall constitute one and the same instrument.',
    'No failure or delay by any party in exercising any right, power or privilege hereunder shall operate as a waiver thereof.',
    'The Executive shall be entitled to four weeks of paid vacation per calendar year, in accordance with the Company\u2019s vacation policy.',
  ];
  const text = others.map((p, i) => `${i + 1}. ${p}`).join('\n\n');
  const segments = segmentClauses(text, []);
  const general = new Set(['Payment Terms', 'Amendment', 'Term', 'Warranty', 'Indemnification', 'Confidentiality', 'Notices', 'Dispute Resolution']);
  loadClauseTagger()
    .tag(segments, { fullText: text })
    .forEach((types, i) => assert.deepEqual(types.filter((t) => general.has(t)), [], segments[i]!.text));
});

test('a plain-language promise to defend and pay a court\u2019s award is an indemnity', () => {
  assert.deepEqual(definingTypes('If someone sues you claiming that our hosting software infringes their patent, we will defend you and pay any damages a court orders you to pay.'), ['Indemnification']);
});

test('plain "neither of us is responsible for lost profits" limits liability', () => {
  assert.deepEqual(definingTypes('Neither of us is responsible to the other for lost profits, lost sales or any indirect losses.'), ['Limitation of Liability']);
});

test('plain "the laws of the State of Ohio apply to this agreement" is a choice of law', () => {
  assert.deepEqual(definingTypes('The laws of the State of Ohio apply to this agreement.'), ['Governing Law']);
});

test('plain "you may not transfer this agreement" is an assignment clause', () => {
  assert.deepEqual(definingTypes('You may not transfer this agreement to anyone else without our written permission.'), ['Assignment']);
});

test('plain "not responsible for things we cannot reasonably control" is force majeure', () => {
  assert.deepEqual(definingTypes('Neither of us is responsible for a delay or failure caused by things we cannot reasonably control, such as natural disasters or war.'), ['Force Majeure']);
});
