// Payment terms as a lawyer reads them (issue 10, read7): a right to terminate for non-payment sets no time to pay;
// prices "fixed for the first twelve (12) months" and raised "once in each calendar year … by no more than the CPI
// increase" are stated with the payment terms; the clause is quoted where a party must pay, not where the other party
// invoices. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields, type DurationFact } from '../../src/analysis/model.ts';
import { isPaymentPeriod, paymentTermsOf, priceTermsOf } from '../../src/analysis/money-terms.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';

const at = (text: string, words: string, value: number, unit: DurationFact['unit']): DurationFact => ({ value, unit, text: words, start: text.indexOf(words), end: text.indexOf(words) + words.length });

describe('a right to terminate for non-payment', () => {
  const text = 'The Owner may terminate this Agreement if the Hirer fails to pay any hire charge within 45 days after its due date.';
  const facts = { ...emptyClauseFacts(), durations: [at(text, '45 days', 45, 'day')] };
  it('is no payment period', () => {
    const pay = paymentTermsOf(text);
    assert.equal(pay.period, null);
    assert.match(pay.unpaidRemedy ?? '', /^The Owner may terminate this Agreement if the Hirer fails to pay/);
  });
  it('is described as what may follow non-payment, and the review point does not call its period the payment period', () => {
    const a = assessClause('Payment Terms', text, facts, emptyContractFields(), undefined, text);
    assert.match(a.analysis, /^Sets what a party may do if a sum stays unpaid, not when payment is due\./);
    assert.doesNotMatch(a.analysis, /Payment is due within/);
    assert.doesNotMatch(reviewPoint('Payment Terms', { text, facts }) ?? '', /payment period \(45 days\)/);
  });
});

describe('price changes in the words contracts use', () => {
  const text =
    'Prices are fixed for the first six (6) months after the Effective Date. Thereafter, the Supplier may adjust prices once in each calendar year by written notice given at least thirty (30) days before the adjustment takes effect, provided that no adjustment may exceed the increase in the U.K. Retail Prices Index over the preceding year.';
  it('reads how long prices are fixed, how often and on what notice they may rise', () => {
    const price = priceTermsOf(text);
    assert.equal(price.fixedUntil, 'the end of the first six (6) months after the Effective Date');
    assert.equal(price.howOften, 'once in each calendar year');
    assert.equal(price.notice, 'thirty (30) days’');
    assert.equal(price.increaseCap, 'the increase in the U.K. Retail Prices Index over the preceding year');
  });
  it('states them in the analysis of the payment terms, quoting the sentence that makes a party pay', () => {
    const clause = `${text} The Supplier shall invoice the Buyer on shipment. The Buyer shall pay each invoice within thirty (30) days after its date.`;
    const a = assessClause('Payment Terms', clause, emptyClauseFacts(), emptyContractFields(), undefined, clause);
    assert.match(a.analysis, /Payment is due within thirty \(30\) days after its date\./);
    assert.match(a.analysis, /after that they may rise once in each calendar year by no more than the increase in the U\.K\. Retail Prices Index/);
    assert.match(a.analysis, /The clause reads: “The Buyer shall pay each invoice within thirty \(30\) days after its date\.”/);
  });
});

describe('charges on top of the rates', () => {
  const contract =
    '5. Rates\n5.1 The Customer shall pay the Haulier the rates set out in Schedule 1.\n5.2 A fuel surcharge shall be added to each invoice, calculated monthly by reference to the U.K. average diesel price published by the Department for Energy.\n\n6. Invoices\n6.1 The Customer shall pay each invoice within thirty (30) days after receipt.';
  it('reads a surcharge added to the rates, whole, without its section number', async () => {
    const { addOnChargesOf } = await import('../../src/analysis/money-terms.ts');
    assert.deepEqual(addOnChargesOf(contract), ['A fuel surcharge shall be added to each invoice, calculated monthly by reference to the U.K. average diesel price published by the Department for Energy.']);
  });
  it('names it in the payment terms review point when another section adds it', () => {
    const clause = '6.1 The Customer shall pay each invoice within thirty (30) days after receipt.';
    assert.match(reviewPoint('Payment Terms', { text: clause, facts: emptyClauseFacts(), contractText: contract }) ?? '', /Charges come on top of the rates: “A fuel surcharge shall be added to each invoice/);
  });
});

describe('a minimum commitment in its own words', () => {
  it('quotes each commitment, joining a sentence split at its colon', () => {
    const clause = 'The first two (2) months of each forecast are a binding commitment: the Buyer shall order at least the quantities forecast for those months. The rest of the forecast is an estimate only. Each order shall be for at least 1,000 units.';
    const a = assessClause('Minimum Commitment', clause, emptyClauseFacts(), emptyContractFields(), undefined, clause);
    assert.match(a.analysis, /^Commits to minimums: “The first two \(2\) months of each forecast are a binding commitment: the Buyer shall order at least the quantities forecast for those months”; “Each order shall be for at least 1,000 units”\./);
  });
});

describe('a failure to pay within some days after the sum is due', () => {
  it('is a grace period before interest runs, no time to pay', () => {
    const pay = paymentTermsOf('If Sponsor fails to pay any instalment within ten (10) days after it is due, the unpaid amount shall bear interest at one percent (1%) per month.');
    assert.equal(pay.period, null);
    assert.equal(pay.grace, 'ten (10) days after it is due');
    assert.equal(pay.interest, 'one percent (1%) per month');
  });
  it('stays a remedy when the other party may terminate for it', () => {
    const pay = paymentTermsOf('Licensor may terminate this Agreement if Licensee fails to pay any fee within thirty (30) days after its due date.');
    assert.match(pay.unpaidRemedy ?? '', /^Licensor may terminate/);
  });
});

describe('a late charge stated with a decimal', () => {
  it('reads past the decimal point: "a late fee equal to one and one-half percent (1.5%) per month"', () => {
    const terms = paymentTermsOf('Payment received after the due date shall be subject to a late fee equal to one and one-half percent (1.5%) per month, or, if less, the maximum amount allowed by law.');
    assert.equal(terms.lateCharge, 'one and one-half percent (1.5%) per month');
  });
});

describe('payment procedures of a carriage agreement', () => {
  it('reads "net fifteen (15) days from the date of invoicing" as the time to pay', () => {
    assert.equal(paymentTermsOf('The invoiced Carrier shall pay each invoice net fifteen (15) days from the date of invoicing.').period, 'fifteen (15) days from the date of invoicing');
  });

  it('does not take the time to deliver an invoice, in the passive, for the time to pay it', () => {
    assert.equal(paymentTermsOf('Invoices shall be delivered to the Shipper within five (5) days of the date of invoicing.').period, null);
  });

  it('does not take the age at which an overdue amount bears interest for the time to pay', () => {
    assert.equal(isPaymentPeriod('Interest shall be payable on all amounts overdue for thirty (30) days or more.', 'thirty (30) days'), false);
  });

  it('reads interest at a bank\'s prime rate, with no margin, as the late-payment interest', () => {
    assert.equal(paymentTermsOf('Interest, at the prime rate then charged by the Bank of Montreal, shall be payable on overdue amounts.').interest, 'the prime rate then charged by the Bank of Montreal');
  });
});
