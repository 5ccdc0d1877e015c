// Payment terms and transfer bans read from our side (issue 10, sixth reading round): the time to send an invoice or a
// transit time is no payment period; the payer is not asked to add interest on its own late payments, nor the payee
// for the payer's right to dispute; a ban on handing the work on that binds only the other party is kept as it is.
// Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isPaymentPeriod, paymentTermsOf } from '../../src/analysis/money-terms.ts';
import { tailorRecommendation } from '../../src/analysis/recommend.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { assessClause } from '../../src/analysis/assess-clause.ts';

const CONTRACT =
  'Hauler shall invoice Merchant for each load within fifteen (15) days after delivery. Merchant shall pay each undisputed invoice within sixty (60) days after receipt. ' +
  'Late payments bear interest at one percent (1%) per month.';
const deal = (ourSide: string) => ({ contractType: 'Service Agreement', feeBearing: true, position: null, ourSide, contractText: CONTRACT });
const BASE = 'Payment is due within sixty (60) days after receipt. Check the amounts ($3.10, $2.80), late-payment interest and the right to dispute an invoice in good faith without breaching.';

describe('periods that are not a payment\u2019s', () => {
  it('reads the payment period past the time to send the invoice', () => {
    assert.equal(paymentTermsOf(CONTRACT).period, 'sixty (60) days after receipt');
  });
  it('does not take the lead-in deadline of a statement for the payment period', () => {
    const text = 'Within thirty (30) days after the end of each calendar quarter, each Party shall send the other a statement of its costs, and the Party that has borne less than its share shall pay the balance to the other within twenty (20) days after receipt of the statement.';
    assert.equal(paymentTermsOf(text).period, 'twenty (20) days after receipt of the statement');
    assert.equal(paymentTermsOf('Within thirty (30) days after receipt of an invoice, Merchant shall pay the undisputed amount.').period, 'thirty (30) days after receipt of an invoice');
  });
  it('does not take a transit time for a payment period', () => {
    assert.equal(isPaymentPeriod('Denver, CO to Omaha, NE: $3.10 per mile; transit time 2 days.', '2 days'), false);
  });
});

describe('payment terms from the payer\u2019s and the payee\u2019s side', () => {
  it('does not ask the payer to add interest on its own late payments', () => {
    const r = tailorRecommendation('Payment Terms', 'Hauler shall invoice Merchant for each load within fifteen (15) days after delivery.', emptyClauseFacts(), BASE, deal('Merchant')).text;
    assert.equal(r, 'Payment is due within sixty (60) days after receipt. Check the amounts ($3.10, $2.80) and the right to dispute an invoice in good faith without breaching.');
  });
  it('does not ask the payee for the payer\u2019s right to dispute an invoice', () => {
    const r = tailorRecommendation('Payment Terms', 'Merchant shall pay each undisputed invoice within sixty (60) days after receipt.', emptyClauseFacts(), BASE, deal('Hauler')).text;
    assert.equal(r, 'Payment is due within sixty (60) days after receipt. Check the amounts ($3.10, $2.80) and late-payment interest.');
  });
});

describe('payment terms without invoices', () => {
  it('does not ask the payer for a right to dispute invoices the contract never issues', () => {
    const contract = 'Brand shall pay Ambassador a fee of $90,000 per year, payable in equal instalments on the first day of each calendar quarter.';
    const base = 'Payment is due on the first day of each calendar quarter. Check the amounts ($90,000) and the right to dispute an invoice in good faith without breaching.';
    const r = tailorRecommendation('Payment Terms', contract, emptyClauseFacts(), base, { ...deal('Brand'), contractText: contract }).text;
    assert.equal(r, 'Payment is due on the first day of each calendar quarter. Check the amounts ($90,000).');
  });
});

describe('a ban on handing the work on', () => {
  it('is kept when it binds only the other party', () => {
    const text = 'Hauler shall not broker, subcontract or interline any load without Merchant\u2019s prior written consent.';
    const base = 'Consent is needed for any assignment: ask for an exception for affiliates and a sale of the business, and that consent not be unreasonably withheld.';
    assert.equal(tailorRecommendation('Anti-Assignment', text, emptyClauseFacts(), base, deal('Merchant')).text, 'This restriction binds only the other party and protects Merchant: keep it; no change to propose.');
    assert.equal(tailorRecommendation('Anti-Assignment', text, emptyClauseFacts(), base, deal('Hauler')).text, base);
  });
  it('is analysed as a ban on subcontracting, not on assigning the contract', () => {
    const text = 'Hauler shall not broker, subcontract or interline any load without Merchant\u2019s prior written consent.';
    const { analysis } = assessClause('Anti-Assignment', text, emptyClauseFacts(), emptyContractFields(), undefined, text);
    assert.match(analysis, /^Hauler may not broker, subcontract or interline any load without Merchant\u2019s prior written consent: a ban on handing the work on, not on assigning the contract\./);
  });
  it('is not kept as it stands when it binds both parties', () => {
    const text = 'Neither party may assign this Agreement without the other party\u2019s prior written consent.';
    const base = 'Consent is needed for any assignment: ask for an exception for affiliates and a sale of the business, and that consent not be unreasonably withheld.';
    assert.equal(tailorRecommendation('Anti-Assignment', text, emptyClauseFacts(), base, deal('Merchant')).text, base);
  });
});
