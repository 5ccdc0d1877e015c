// Issue #9, eighteenth reading: near-misses read in a SaaS subscription agreement (order form and terms), an
// equipment finance lease, an executive employment agreement, an asset purchase agreement and a software
// maintenance and support agreement. One behaviour per test, on sentences written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractParties } from '../../src/engines/local/analysis/fields/parties.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { isPaymentPeriod } from '../../src/analysis/money-terms.ts';

const ORDER_FORM = [
  'ORDER FORM',
  '',
  'Client: Northgate Freight Ltd, a company registered in England',
  'Vendor: Quillon Software Inc., a Delaware corporation',
  'Order Effective Date: June 15, 2026',
  'Cloud Service: Quillon Route Planner, Professional Edition',
  'Subscription Term: twenty-four (24) months from the Order Effective Date',
  'Annual Fees: USD 48,000, invoiced annually in advance',
  '',
  'STANDARD TERMS',
  '',
  '1. The Client will pay the Annual Fees within thirty days of invoice. The Cloud Service will be available 99.5% of each month.',
  '',
  '2. Term. These Standard Terms commence on the Order Effective Date and continue for the Subscription Term stated in the Order Form.',
  '',
  '3. Confidentiality. 3.1 Each party (the "Receiving Party") shall keep confidential the information of the other party (the "Disclosing Party").',
  '',
  '4. This Agreement is governed by the laws of the State of New York.',
].join('\n');

describe('fields of an order form with standard terms', () => {
  it('reads no party from an order-form row that names a fee or a service, though the terms say "pay the Annual Fees"', () => {
    const names = extractParties(ORDER_FORM).map((p) => p.name);
    assert.ok(!names.some((n) => /USD|Route Planner/.test(n)), names.join(' | '));
  });

  it('reads no party from "Each party (the "Receiving Party")" in a numbered sub-clause', () => {
    const names = extractParties(ORDER_FORM).map((p) => p.name);
    assert.ok(!names.some((n) => /each party/i.test(n)), names.join(' | '));
    assert.deepEqual(names, ['Northgate Freight Ltd', 'Quillon Software Inc.']);
  });

  it("reads an order form's \"Order Effective Date:\" row as the effective date, not as a date left to the cover page", () => {
    const fields = extractFields(ORDER_FORM);
    assert.equal(fields.effectiveDate, '2026-06-15');
    assert.ok(!(fields.coverPageVariables ?? []).some((v) => v.field === 'effectiveDate'));
  });

  it('reads the term from the order-form row that "these Standard Terms" run for, counted from the Order Effective Date', () => {
    const fields = extractFields(ORDER_FORM);
    assert.deepEqual(fields.initialTerm && { value: fields.initialTerm.value, unit: fields.initialTerm.unit }, { value: 24, unit: 'month' });
  });

  it('still leaves to the cover page an effective date the terms say is set forth on it', () => {
    const text = 'These terms apply to each Order Form. This Agreement starts on the Effective Date set forth on the Cover Page and is governed by the laws of Delaware.';
    const fields = extractFields(text);
    assert.equal(fields.effectiveDate, null);
  });
});

describe('payment terms', () => {
  it('reads the notice given ahead of a price increase as no payment period', () => {
    const text = 'The Vendor may raise the Annual Fees for a renewal period by giving the Client written notice at least ninety (90) days before the end of the current term, provided that no rise exceeds four percent (4%).';
    assert.equal(isPaymentPeriod(text, 'ninety (90) days'), false);
    assert.ok(isPaymentPeriod('The Client shall pay each invoice within forty-five (45) days after receipt.', 'forty-five (45) days'));
  });
});
