// Issue 10, a standard form that carries its cover page, and the money the summary leads with: fields read from
// the cover-page rows in the text, and money quoted as the contract states it (sentences written for these tests).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyClauseFacts, emptyContractFields, type ReportClause } from '../../src/analysis/model.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';
import { buildExecutiveSummary } from '../../src/analysis/summary.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { readClauseFacts } from '../../src/engines/local/analysis/risk/clause-facts.ts';

const FORM =
  'SUBSCRIPTION AGREEMENT\n\nCOVER PAGE\n\nVendor: Quillon Analytics Ltd.\nClient: Ferris Mills Inc.\nEffective Date: ______\n' +
  'Fees: EUR 3,500 per quarter\nGoverning Law: the laws of Ontario\nChosen Courts: the courts of Toronto, Ontario\nGeneral Cap Amount: EUR 50,000\n\n' +
  'STANDARD TERMS\n\n1. Law. This Agreement is governed by the Governing Law. Each party submits to the Chosen Courts.\n' +
  '2. Liability. Neither party will be liable for more than the General Cap Amount.\n';

describe('a standard form whose cover page is in the text', () => {
  it('reads the governing law from the cover-page row instead of reporting it as left to the cover page', () => {
    const fields = extractFields(FORM);
    assert.equal(fields.governingLaw, 'Ontario, Canada');
    assert.equal(fields.governingLawEvidence?.quote, 'Ontario');
  });
  it('keeps a blank Effective Date row a cover-page variable and reports no filled row as one', () => {
    const fields = extractFields(FORM);
    assert.deepEqual((fields.coverPageVariables ?? []).map((v) => v.field), ['effectiveDate']);
    assert.equal(fields.effectiveDate, null);
  });
  it('still reports the variables of a form whose cover page rows are placeholders', () => {
    const blank = FORM.replace('the laws of Ontario', '[state]').replace('the courts of Toronto, Ontario', '________').replace('EUR 50,000', 'TBD');
    const fields = extractFields(blank);
    assert.equal(fields.governingLaw, null);
    assert.deepEqual((fields.coverPageVariables ?? []).map((v) => v.field).sort(), ['chosenCourts', 'effectiveDate', 'governingLaw', 'liabilityCap']);
  });
});

const clause = (type: string, text: string): ReportClause => ({ type: type as ReportClause['type'], risk_level: 'low', text, analysis: 'A clause.', recommendation: 'Check.', start: 0, end: text.length, page: 1, engine: 'local' });
const summaryOf = (clauses: ReportClause[], fields = emptyContractFields(), text?: string) =>
  buildExecutiveSummary({ contractType: 'Service Agreement', confidence: 0.9 }, fields, clauses, [], 'low', null, text);

describe('the money and the dates the summary leads with', () => {
  it('quotes a cover-page fee row alone, not the rows around it', () => {
    const rows = 'Term: 24 months from the Effective Date\nFees: EUR 3,500 per quarter\nPayment Period: 45 days from invoice';
    assert.match(summaryOf([clause('Term', rows)]), /Money: “Fees: EUR 3,500 per quarter”/);
  });
  it('states a price the contract defines before a percentage of it due in an instalment', () => {
    const text = '2. Price\n\n2.1 The price for the Vessel is USD 4,200,000 (the "Price").\n\n2.2 The Purchaser shall pay the Price in two instalments: (a) 40% of the Price on signing; and (b) 60% of the Price on delivery.';
    const payment = clause('Payment Terms', '2.2 The Purchaser shall pay the Price in two instalments: (a) 40% of the Price on signing; and (b) 60% of the Price on delivery.');
    assert.match(summaryOf([payment], emptyContractFields(), text), /Money: “The price for the Vessel is USD 4,200,000 \(the "Price"\)\.”/);
  });
  it('gives every date phrase its own verb', () => {
    const fields = { ...emptyContractFields(), initialTerm: { value: 2, unit: 'year' as const, text: '2 years' }, renewalTerm: { value: 1, unit: 'year' as const, text: '1 year' } };
    const summary = summaryOf([], fields);
    assert.match(summary, /It runs for 2 years and renews for further periods of 1 year\./);
    assert.doesNotMatch(summary, /It is runs/);
    const dated = summaryOf([], { ...emptyContractFields(), effectiveDate: '2026-02-01', expirationDate: '2027-01-31' });
    assert.match(dated, /It is effective 2026-02-01 and expires 2027-01-31\./);
  });
});

describe('a sum of money in a clause', () => {
  it('ends before the comma that follows it', () => {
    const text = 'Each party’s total liability shall not exceed USD 250,000, except for its indemnity obligations.';
    const facts = readClauseFacts(text, { start: 0, end: text.length, page: 1, text, heading: null, types: ['Cap on Liability'] });
    assert.deepEqual(facts.amounts, ['USD 250,000']);
  });
});

describe('the term and the payment period a cover page defines', () => {
  const form =
    'ORDER FORM\n\nSubscription Period: 24 months from the Effective Date\nPayment Period: 45 days from the date of the invoice\n\n' +
    'TERMS\n\n1. Term. This Agreement starts on the Effective Date and continues for the Subscription Period.\n\n' +
    '2. Confidentiality. Each party will keep the other party\u2019s information confidential. These obligations last for 5 years after the Agreement ends.\n\n' +
    '3. Fees. Client will pay each invoice within the Payment Period.\n';
  it('takes the initial term from the row the present-tense term sentence runs for, not from a survival period', () => {
    const fields = extractFields(form);
    assert.deepEqual(fields.initialTerm && { value: fields.initialTerm.value, unit: fields.initialTerm.unit }, { value: 24, unit: 'month' });
    assert.equal(fields.termEvidence.initialTerm?.quote, '24 months');
  });
  it('states the payment period the clause names instead of reporting none', () => {
    const point = reviewPoint('Payment Terms', { text: '3. Fees. Client will pay each invoice within the Payment Period.', facts: emptyClauseFacts(), contractText: form })!;
    assert.match(point, /Payment is due within 45 days from the date of the invoice \(the Payment Period\)/);
    assert.doesNotMatch(point, /none is stated/);
  });
});

describe('a wrapped sentence line that ends with "Effective Date"', () => {
  it('is no blank cover-page row: the defined date is read (text extracted from a PDF keeps its line breaks)', () => {
    const text =
      'SUPPLY AGREEMENT\n\nThis Supply Agreement is made effective as of March 27, 2019 (the \u201cEffective Date\u201d), by and\nbetween Acme GmbH and Beta Inc.\n\n' +
      '3.1 Buyer shall place each order on the order form in Exhibit C within thirty (30) days after the Effective Date\nand each quarter thereafter.\n';
    assert.equal(extractFields(text).effectiveDate, '2019-03-27');
  });
});
