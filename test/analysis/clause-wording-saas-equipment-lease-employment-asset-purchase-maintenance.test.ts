// Issue #9, eighteenth reading: near-misses read in a SaaS subscription agreement (order form and terms), an
// equipment finance lease, an executive employment agreement, an asset purchase agreement and a software
// maintenance and support agreement. One behaviour per test, on sentences written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractParties } from '../../src/engines/local/analysis/fields/parties.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { isPaymentPeriod } from '../../src/analysis/money-terms.ts';
import { indemnitiesOf } from '../../src/analysis/grants.ts';
import { nonOperativeKind, typeHasItsWords } from '../../src/analysis/clause-wording.ts';

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

  it('reads how long a sum may stay unpaid before the services are suspended as no payment period', () => {
    const text = 'If the Customer fails to pay any sum by its due date, the Provider may charge interest and may suspend the services if the sum remains unpaid twenty-one (21) days after the Provider gives notice of the non-payment.';
    assert.equal(isPaymentPeriod(text, 'twenty-one (21) days'), false);
  });
});

describe('clause types an executive employment agreement needs its words for', () => {
  it('reads a stock option and its vesting as no share of revenue or profit', () => {
    const text = 'The Board shall grant the Employee an option to purchase 120,000 shares of the Company\'s common stock at the fair market value on the grant date. One-third (33%) of the option shall vest on each of the first three anniversaries of the grant date.';
    assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
    assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'The Employee shall receive a bonus of two percent (2%) of the net profits of the Division for each fiscal year.'));
  });

  it('reads severance paid "if the Company terminates … without Cause" as no right to terminate for convenience', () => {
    const text = 'If the Company terminates the Employee\'s employment without Cause, the Company shall continue to pay the Base Salary for nine (9) months after the termination date and shall pay the premiums for continued health cover for the same period.';
    assert.equal(typeHasItsWords('Termination for Convenience', text), false);
    assert.ok(typeHasItsWords('Termination for Convenience', 'The Company may terminate the Employee\'s employment without Cause on sixty (60) days\' written notice.'));
  });

  it('reads a promise not to solicit customers for competing sales as no non-compete', () => {
    const text = 'For two (2) years after the employment ends, the Employee shall not, directly or indirectly, solicit any client of the Company with whom the Employee dealt in the last year of employment for the purpose of providing services competitive with those of the Company.';
    assert.equal(typeHasItsWords('Non-Compete', text), false);
    assert.ok(typeHasItsWords('No-Solicit of Customers', text));
    assert.ok(typeHasItsWords('Non-Compete', 'For one (1) year after the employment ends, the Employee shall not, directly or indirectly, be employed by or provide services to any business that competes with the Company in the United Kingdom.'));
  });
});

describe('boilerplate', () => {
  it('reads a jury-trial waiver in an action to enforce the agreement as no waiver-of-rights clause', () => {
    assert.equal(typeHasItsWords('Waiver', 'Each party waives any right to a trial by jury in any action to enforce this Agreement.'), false);
    assert.ok(typeHasItsWords('Waiver', 'No failure or delay by either party in exercising any right under this Agreement shall operate as a waiver of that right.'));
  });
});

describe('fields of an equipment lease', () => {
  const LEASE = [
    'EQUIPMENT LEASE',
    '',
    'This Equipment Lease is dated as of May 4, 2026, between Alder Leasing LLC, a Delaware limited liability company ("Lessor"), and Pinecrest Dairy Inc., a Vermont corporation ("Lessee").',
    '',
    '1. The Base Term is forty-eight (48) months from the Commencement Date.',
    '',
    '2. Holdover. If Lessee neither buys nor returns the Equipment at the end of the Base Term, this Lease will renew on a month-to-month basis at the same monthly rent. Lessee may end a month-to-month renewal by giving Lessor at least forty-five (45) days\' written notice.',
    '',
    '3. Purchase Option. Lessee may purchase the Equipment at the end of the Base Term for its fair market value by giving Lessor written notice of its election at least sixty (60) days but not more than one hundred twenty (120) days before the end of the Base Term.',
    '',
    '4. This Lease is governed by the laws of the State of Vermont.',
  ].join('\n');

  it('reads the notice that ends a month-to-month renewal, given in a sentence of its own, as the renewal notice', () => {
    const fields = extractFields(LEASE);
    assert.deepEqual(fields.noticePeriodToTerminateRenewal && { value: fields.noticePeriodToTerminateRenewal.value, unit: fields.noticePeriodToTerminateRenewal.unit }, { value: 45, unit: 'day' });
  });

  it('never reads the notice that exercises a purchase option as notice to stop a renewal', () => {
    const text = LEASE.replace(/ Lessee may end a month-to-month renewal[^.]*\./, '');
    const fields = extractFields(text);
    assert.notEqual(fields.noticePeriodToTerminateRenewal?.value, 120);
    assert.notEqual(fields.noticePeriodToTerminateRenewal?.value, 60);
  });
});

describe('clause types an asset purchase agreement needs its words for', () => {
  it('reads a basket after which the seller is liable "for all Losses from the first dollar" as no uncapped liability', () => {
    const text = 'The Vendor shall not be liable for claims under Section 8.1 until the Losses exceed $40,000 in total (the "Basket"), after which the Vendor shall be liable for all Losses from the first dollar.';
    assert.equal(typeHasItsWords('Uncapped Liability', text), false);
    assert.ok(typeHasItsWords('Uncapped Liability', 'The cap in Section 8.5 shall not apply to the Vendor\'s liability for fraud or for breach of its title warranty.'));
  });

  it("reads a covenant not to sell the business's assets before closing as no exception to a competitive restriction", () => {
    const text = 'Until Completion, the Vendor shall carry on the business in the normal course and shall not sell or lease any of the business assets other than stock sold to customers in the normal course.';
    assert.equal(typeHasItsWords('Competitive Restriction Exception', text), false);
    assert.ok(typeHasItsWords('Competitive Restriction Exception', 'Nothing in Section 9 prevents the Vendor from holding less than three percent (3%) of the listed shares of a company that competes with the business.'));
  });
});

describe('clause types a maintenance and support agreement needs its words for', () => {
  it('reads progress reports "at intervals of no more than two hours" beside fix times as no volume restriction', () => {
    const text = 'The Contractor shall use reasonable efforts to restore service for a Priority 1 fault within six (6) hours and shall update the Customer on progress at intervals of no more than two hours until service is restored.';
    assert.equal(typeHasItsWords('Volume Restriction', text), false);
    assert.ok(typeHasItsWords('Volume Restriction', 'The Customer may raise no more than forty (40) support tickets in any calendar month.'));
  });
});

describe('a table of contents of a maintenance agreement', () => {
  it('one entry alone, its dot leader running to the page number, is a heading', () => {
    assert.equal(nonOperativeKind('11. Confidentiality...............................................9'), 'heading');
  });

  it('a sentence that ends in a number is no table-of-contents entry', () => {
    assert.equal(nonOperativeKind('11. The Supplier shall respond to each call within 4'), null);
  });
});

describe('indemnities given in the present tense', () => {
  it('reads "hereby indemnifies" of each party as an indemnity each gives', () => {
    const text = 'Customer hereby indemnifies and holds Contractor harmless from all claims arising from Customer\u2019s use of the Equipment. Contractor hereby indemnifies Customer against any claim that the Software infringes a third party\u2019s copyright.';
    assert.deepEqual(indemnitiesOf(text).map((i) => `${i.giver} ${i.verb}`), ['Customer indemnify', 'Contractor indemnify']);
  });
});
