// Issue #9, twelfth reading: types a lawyer would reject in a sales representative agreement, a software reseller
// agreement, a warehousing and logistics agreement, a co-branding agreement and an individual consulting agreement.
// One behaviour per test, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';

test('a definition of a period beside a right to terminate for missing a purchase target is no termination for convenience', () => {
  const text = 'Dealer shall buy at least 1,000 units in each Sales Year. If Dealer buys fewer units in any Sales Year, Maker may terminate this Agreement by written notice given within thirty (30) days after that Sales Year ends. "Sales Year" means each period of twelve (12) months starting on the Effective Date.';
  assert.equal(typeHasItsWords('Termination for Convenience', text), false);
  assert.ok(typeHasItsWords('Termination for Convenience', 'Maker may terminate this Agreement on ninety (90) days\u2019 written notice. "Sales Year" means each period of twelve (12) months starting on the Effective Date.'));
});

test('a ceiling on service credits written in per cent is a cap on money, no volume restriction', () => {
  const text = 'Where the Supplier misses a service level in a quarter it shall credit the Client the amount in Schedule 4. The credits for any quarter shall not exceed fifteen per cent (15%) of the fees for that quarter.';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'The Client shall not store more than five hundred (500) pallets in any week without the Supplier\u2019s consent.'));
});

test('a duty to call on customers beside a staff of not fewer than a number is no covenant not to solicit them', () => {
  const text = 'Agent shall keep a sales force of not fewer than four (4) persons and shall visit and call upon Customers in the Territory at least once each quarter.';
  assert.equal(typeHasItsWords('No-Solicit of Customers', text), false);
  assert.ok(typeHasItsWords('No-Solicit of Customers', 'For one (1) year after termination, Agent shall not call upon or solicit any Customer of Principal.'));
});

test('a one-word run-in heading "Assignment." over an assignment of inventions assigns no agreement', () => {
  const text = '6.3 Assignment. The Adviser hereby assigns to the Client all right, title and interest in all inventions and works of authorship the Adviser creates in performing the Services.';
  assert.equal(typeHasItsWords('Assignment', text), false);
  assert.ok(typeHasItsWords('Assignment', '6.3 Assignment. The Adviser may not assign this Agreement without the Client\u2019s prior written consent.'));
});

test('a support fee as a percentage of the licence price, a capped rise, interest on late payment and income tax share no revenue', () => {
  const text = 'Dealer shall pay Vendor yearly support fees equal to twenty percent (20%) of the licence price. Vendor shall not raise the support fee by more than four percent (4%) in any year. Vendor shall bill Dealer on acceptance of each order, and late sums shall bear interest at the rate of one and one-half percent (1.5%) per month. Prices exclude sales taxes, other than taxes on Vendor\u2019s net income.';
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'Dealer shall pay Vendor twenty percent (20%) of the gross revenue Dealer receives from its support services.'));
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'Licensee shall pay a royalty of two dollars ($2.00) for each unit sold.'));
});

test('a renewal the parties may later agree, of no stated length, is no renewal term', () => {
  const text = 'This Agreement runs for two (2) years from the Effective Date. The parties may extend it for such further period as they settle by mutual written agreement.';
  assert.equal(typeHasItsWords('Renewal Term', text), false);
  assert.ok(typeHasItsWords('Renewal Term', 'This Agreement runs for two (2) years from the Effective Date and may be extended for further one (1) year periods by mutual written agreement.'));
  assert.ok(typeHasItsWords('Renewal Term', 'This Agreement runs for two (2) years from the Effective Date and renews automatically for further one (1) year periods.'));
});

test('a ceiling on fees written in words and figures is a cap on money, no volume restriction', () => {
  const text = 'The Client shall pay the Adviser five hundred dollars ($500) per hour, not to exceed Twelve Thousand Dollars ($12,000) in any month without the Client\u2019s prior written approval.';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'The Adviser shall not bill more than twenty (20) hours in any month without the Client\u2019s prior written approval.'));
});

test('a reseller price as a percentage discount off the list price shares no revenue', () => {
  const text = 'Dealer shall pay Vendor for each copy it resells Vendor\u2019s list price less a discount of forty percent (40%).';
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'Dealer shall pay Vendor forty percent (40%) of the net revenue Dealer receives for each copy it resells.'));
});

test('a ban on gifts to a customer\u2019s staff to win an order is an anti-corruption covenant, no covenant not to solicit customers', () => {
  const text = 'Agent shall not give or promise anything of value to any buyer of a Customer to induce an order for the Goods.';
  assert.equal(typeHasItsWords('No-Solicit of Customers', text), false);
  assert.ok(typeHasItsWords('No-Solicit of Customers', 'Agent shall not induce any Customer of Principal to buy competing goods from Agent or any third party.'));
});
