// Issue #9, fifteenth reading: near-misses read in a construction subcontract, a software development agreement with
// source code escrow, an affiliate marketing agreement, a freight broker agreement and a pharmaceutical distribution
// agreement. One behaviour per test, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isNonOperativeText, typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { findProtection } from '../../src/analysis/protection-search.ts';

test('a construction retention held back from progress payments shares no revenue', () => {
  const text = 'Owner shall retain five percent (5%) of each monthly payment until Substantial Completion, after which retainage shall be reduced to two and one-half percent (2.5%).';
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'The Operator shall pay the Owner twelve percent (12%) of the gross revenues of the Facility each month.'));
});

test('a cost-plus markup for overhead and profit on changed work shares no revenue', () => {
  const text = 'Extra work shall be valued at the actual cost of labour and materials plus a markup of fifteen percent (15%) for overhead and ten percent (10%) for profit.';
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'The Developer shall pay the Landowner ten percent (10%) of the net profits from the sale of each Unit.'));
});

test('liquidated damages named only in a cap carve-out fix no sum', () => {
  const text = 'Except for liability for liquidated damages and for fraud, the Builder\u2019s total liability under this Contract shall not exceed the Contract Sum.';
  assert.equal(typeHasItsWords('Liquidated Damages', text), false);
  assert.ok(typeHasItsWords('Liquidated Damages', 'If the Builder fails to reach Practical Completion by the Date for Completion, it shall pay the Employer liquidated damages of \u00a35,000 for each week of delay.'));
});

test('a sum released when the defined Warranty Period ends is no warranty', () => {
  const text = 'Five per cent of the Contract Price shall be held by the Buyer and paid to the Seller at the end of the Warranty Period.';
  assert.equal(typeHasItsWords('Warranty', text), false);
  assert.ok(typeHasItsWords('Warranty', 'The Seller warrants that the Equipment will be free from defects in materials for the Warranty Period.'));
});

test('a certificate that shall not constitute acceptance of defects gives no warranty', () => {
  const text = 'The Engineer shall issue a Taking-Over Certificate within fourteen days. No certificate shall constitute acceptance of Defects.';
  assert.equal(typeHasItsWords('Warranty', text), false);
  assert.ok(typeHasItsWords('Warranty', 'The Contractor warrants that the Works shall be free from Defects for twelve months after taking over.'));
});

test('a lettered background paragraph saying what the parties have agreed is a recital', () => {
  assert.ok(isNonOperativeText('(C) The parties have agreed that the software will be hosted by the Supplier in the United Kingdom.'));
  assert.equal(isNonOperativeText('(c) the Supplier shall host the software in the United Kingdom.'), false);
});

test('a definition whose period starts on a day of a month is still a definition', () => {
  const text = '"Financial Year" means each period of twelve months starting on 1 July, save that the first Financial Year shall end on 30 June 2026;';
  assert.ok(isNonOperativeText(text));
  assert.equal(isNonOperativeText('"Financial Year" means each period of twelve months. 2. 1 The Distributor shall deliver its plan for each Financial Year.'), false);
});

test('a minimum commitment denied is none', () => {
  const text = 'The Shipper makes no commitment to tender any minimum number of loads, and the Carrier is not obliged to accept any minimum volume.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Shipper shall tender at least forty (40) loads per month on the Contract Lanes.'));
});

test('the shortfall an audit finds is money owed, not a minimum commitment', () => {
  const text = 'If an audit reveals an underpayment of commissions, the Merchant shall pay the shortfall with interest within thirty days.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'If the Merchant\u2019s annual purchases fall below the Minimum Purchase Amount, it shall pay the Supplier the shortfall.'));
});

test('a rule for when more than one referrer is credited caps no volume', () => {
  const text = 'Where more than one publisher referred the same customer, the referral fee shall be paid only to the publisher whose link was clicked last.';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'The Publisher shall not send more than 50,000 promotional emails in any month.'));
});

test('privacy laws named in a list of laws to obey are no data protection clause', () => {
  const text = 'The Publisher shall comply with all applicable laws, including consumer protection laws, anti-spam laws and privacy laws.';
  assert.equal(typeHasItsWords('Data Protection', text), false);
  assert.ok(typeHasItsWords('Data Protection', 'The Publisher shall comply with all applicable privacy laws in processing the personal data of visitors.'));
});

test('a load handed to another carrier is no assignment of the agreement', () => {
  const text = 'The Carrier shall not re-broker or assign any load to another motor carrier without the Shipper\u2019s written consent.';
  assert.equal(typeHasItsWords('Assignment', text), false);
  assert.ok(typeHasItsWords('Assignment', 'The Carrier shall not assign this Agreement or any of its rights under it without the Shipper\u2019s written consent.'));
});

test('a confidence kept in confidence for a time after termination is no post-termination service', () => {
  const text = 'Each party shall hold the other\u2019s rates in confidence. This obligation shall continue for two (2) years after termination.';
  assert.equal(typeHasItsWords('Post-Termination Services', text), false);
  assert.ok(typeHasItsWords('Post-Termination Services', 'Each party shall hold the other\u2019s rates in confidence. Upon termination each party shall return all documents containing them.'));
});

test('a non-solicitation period counted after the agreement ends states no expiration date', () => {
  const text = 'For twelve (12) months after it ends, the Shipper shall not solicit any carrier introduced by the Broker.';
  assert.equal(typeHasItsWords('Expiration Date', text), false);
  assert.ok(typeHasItsWords('Expiration Date', 'This Agreement shall continue for an initial term of three (3) years from the Effective Date.'));
});

test('title or risk passing on payment is no payment term', () => {
  const text = 'Title to the Goods shall pass to the Buyer on payment in full, and risk shall pass on delivery.';
  assert.equal(typeHasItsWords('Payment Terms', text), false);
  assert.ok(typeHasItsWords('Payment Terms', 'The Buyer shall pay each invoice in full within sixty days after the end of the month of delivery.'));
});

test('a right to end the agreement on breach of named provisions is termination for cause', () => {
  const text = 'The Merchant may end the programme at any time. The Merchant may terminate this Agreement immediately by notice if the Publisher breaches clause 7 or 9.';
  assert.match(findProtection('Termination for Cause', text)!.quote, /breaches clause 7/);
  assert.equal(findProtection('Termination for Cause', 'The Publisher shall comply with clause 7. Either party may terminate this Agreement on thirty days\u2019 notice.'), null);
});
