// Issue #9, tenth reading: types a lawyer would reject in a term loan, a settlement and release, an asset purchase,
// a plain-language hosting agreement and an English service agreement. One behaviour per test, on sentences
// written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';

test('audited financial statements a borrower delivers are reporting, not an audit right', () => {
  const reporting = 'Borrower shall deliver to Lender, within 120 days after the end of each fiscal year, its audited annual financial statements, and within 45 days after each fiscal quarter its unaudited quarterly financial statements certified by its chief financial officer.';
  assert.equal(typeHasItsWords('Audit Rights', reporting), false);
  assert.ok(typeHasItsWords('Audit Rights', 'Lender shall have the right, upon reasonable notice, to inspect and audit the books and records of Borrower.'));
});

test('a percentage of a loan\u2019s principal is the price of money, not a share of revenue', () => {
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', 'Borrower shall pay Lender on the Closing Date a non-refundable origination fee equal to 0.50% of the principal amount of the Loan.'), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'Buyer shall pay Seller ten percent (10%) of the net revenue of the Business in each of the first two fiscal years.'));
});

test('the smallest prepayment a borrower may choose to make commits it to nothing', () => {
  const text = 'Borrower may prepay the Loan in whole or in part at any time, provided that each partial prepayment shall be in a minimum amount of $250,000.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
});

test('a financial ratio a borrower must maintain is no minimum commitment', () => {
  const text = 'Borrower shall maintain, as of the last day of each fiscal quarter, a Fixed Charge Coverage Ratio of not less than 1.25 to 1.00.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
});

test('service-credit tiers stated in decimal availability percentages are no minimum commitment', () => {
  const text = 'If we miss the uptime promise in a month, you get a credit:\n- Availability below 99.9% but at least 99.5%: credit of 10% of that month\u2019s fee.\n- Availability below 99.5% but at least 99.0%: credit of 25% of that month\u2019s fee.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
});

test('part of a purchase price held in escrow is no source code escrow', () => {
  const money = 'At the Closing, Buyer shall pay $620,000 (the "Escrow Amount") to the escrow agent, to be held under the escrow agreement as security for Seller\u2019s indemnification obligations.';
  assert.equal(typeHasItsWords('Source Code Escrow', money), false);
  assert.ok(typeHasItsWords('Source Code Escrow', 'Licensor shall deposit the Source Code with the escrow agent and update the deposit with each new release.'));
});

test('an escrow agreement named among the documents of the entire agreement is no source code escrow', () => {
  const text = 'This Agreement, its schedules and the escrow agreement constitute the entire agreement of the parties with respect to its subject matter.';
  assert.equal(typeHasItsWords('Source Code Escrow', text), false);
});

test('who bears the legal costs of a dispute is no payment term', () => {
  const text = 'Each Party shall bear its own attorneys\u2019 fees and costs. In any action to enforce this Agreement, the prevailing Party shall be entitled to recover its reasonable attorneys\u2019 fees from the other Party.';
  assert.equal(typeHasItsWords('Payment Terms', text), false);
  assert.ok(typeHasItsWords('Payment Terms', 'Each party shall bear its own costs. Customer shall pay each invoice within thirty (30) days by wire transfer.'));
});

test('ending the agreement when the other side breaks it and does not fix the problem is for cause, not convenience', () => {
  const text = 'Either of us may end this agreement if the other one seriously breaks it and does not fix the problem within 30 days after being told about it in writing.';
  assert.equal(typeHasItsWords('Termination for Convenience', text), false);
  assert.ok(typeHasItsWords('Termination for Convenience', 'You may also end this agreement early for any reason by giving us 30 days\u2019 written notice.'));
});

test('a cap on how far a price may rise is no volume restriction, however the cap is worded', () => {
  const text = 'We can raise our prices once a year. The increase will not be more than 5% of the price you paid in the previous year.';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'Customer shall not order more than 5,000 units in any month.'));
});

test('a covenant not to solicit that names protecting confidential information as its purpose is no confidentiality clause', () => {
  const covenant = 'In order to protect the Confidential Information and business connections of the Company, the Executive covenants that she shall not during the Restricted Period solicit any client of the Company in competition with the Company.';
  assert.equal(typeHasItsWords('Confidentiality', covenant), false);
  assert.ok(typeHasItsWords('Confidentiality', 'In order to protect the Confidential Information, the Recipient shall not disclose it to any third party.'));
});

test('a contract that states no term gives no Expiration Date to a period for which a party must assist', async () => {
  const text = [
    'SETTLEMENT AGREEMENT',
    'This Settlement Agreement is entered into as of October 2, 2025 by and between Pinecrest Biologics, Inc. ("Pinecrest") and Aldane Instruments Corp. ("Aldane").',
    '1. Aldane shall pay Pinecrest the sum of One Million Dollars ($1,000,000) within fifteen (15) business days after the date of this Agreement.',
    '2. For a period of ninety (90) days after collection of the equipment, Aldane shall provide Pinecrest, at no charge, with reasonable technical assistance in migrating its analytical methods.',
    '3. This Agreement shall be governed by the laws of the Commonwealth of Massachusetts.',
  ].join('\n\n');
  const { report } = await analyzeText(createLocalAnalysisEngine(), text, { ourSide: 'Aldane' });
  assert.ok(!report.clauses.some((c) => c.type === 'Expiration Date'));
});

test('plain "the laws of the State of Ohio apply to this agreement" has the words of a governing-law clause', () => {
  assert.ok(typeHasItsWords('Governing Law', 'The laws of the State of Ohio apply to this agreement.'));
});

test('help to transition a business after the Closing of a sale is no post-termination service', () => {
  const text = 'For a period of six (6) months after the Closing, Owner shall make himself available to Buyer, at no additional charge, to assist in the transition of customer relationships.';
  assert.equal(typeHasItsWords('Post-Termination Services', text), false);
  assert.ok(typeHasItsWords('Post-Termination Services', 'For six (6) months after the termination of this Agreement, Supplier shall provide transition assistance to Customer.'));
});

test('a price rise or the taxes on a price fix no liquidated damages', () => {
  assert.equal(typeHasItsWords('Liquidated Damages', 'We can raise our prices once a year. The increase will not be more than 5% of the price you paid in the previous year.'), false);
  assert.equal(typeHasItsWords('Liquidated Damages', 'Our prices do not include sales tax. You pay any sales tax that applies.'), false);
  assert.ok(typeHasItsWords('Liquidated Damages', 'If you end this agreement during the first 24 months, you must pay an early termination fee equal to 50% of the remaining monthly fees.'));
});

test('how a service credit is claimed and capped is the remedy for a missed service level, no payment term', () => {
  const credit = 'To get a credit you must ask for it within 30 days after the end of the month in which we missed the uptime promise. Credits will never be more than 50% of the monthly fee in any month.';
  assert.equal(typeHasItsWords('Payment Terms', credit), false);
  assert.ok(typeHasItsWords('Payment Terms', 'Service credits will be applied to the next invoice. Customer shall pay each invoice within thirty (30) days of receipt.'));
});
