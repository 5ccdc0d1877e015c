// Issue #9, thirteenth reading: types a lawyer would reject in an exclusive patent and know-how licence, a power
// purchase agreement, a master services agreement, a commercial property lease and a clinical trial agreement.
// One behaviour per test, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { findProtection } from '../../src/analysis/protection-search.ts';

test('a ceiling on days of delay or of a postponement is no volume restriction', () => {
  assert.equal(typeHasItsWords('Volume Restriction', 'The Owner may postpone the opening of the plant by up to sixty (60) further days on written notice.'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'Contractor shall pay delay damages of $1,000 for each day of delay, up to a maximum of ninety (90) days.'), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'The Client may order up to two hundred (200) units in any month without the Supplier\u2019s consent.'));
});

test('a ceiling on a yearly price rise written "no increase shall exceed" is a price term, no volume restriction', () => {
  const text = 'Each year the tariff shall move with the retail price index, provided that no annual increase shall exceed three percent (3%).';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'The Customer\u2019s monthly orders shall not exceed 5,000 tonnes.'));
});

test('an audit that finds an overcharge above a percentage restricts no quantity', () => {
  const text = 'The Buyer may inspect the Seller\u2019s records once a year. If the overcharge exceeds four percent (4%), the Seller shall bear the cost of the inspection.';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'The Buyer shall pay an additional fee for any volume in excess of 10,000 units per quarter.'));
});

test('a duty to notify an outage above a share of capacity is no volume restriction', () => {
  const text = 'The Operator shall inform the Purchaser at once of any unplanned outage exceeding fifteen percent (15%) of the plant\u2019s capacity.';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'The Purchaser may not take more than 40 MW at any time.'));
});

test('the notice that exercises an option to extend a defined term stops no renewal', () => {
  const text = 'The Offtaker may extend the Supply Term for a further period of three (3) years by giving the Generator written notice at least twelve (12) months before the Supply Term ends.';
  assert.equal(typeHasItsWords('Notice Period to Terminate Renewal', text), false);
  assert.ok(typeHasItsWords('Notice Period to Terminate Renewal', 'This Agreement renews automatically for one (1) year periods unless either party gives notice of non-renewal at least ninety (90) days before the end of the then-current term.'));
});

test('"first" counting events in a list of milestones, or after a determiner, is no right of first refusal', () => {
  const text = 'The Licensee shall pay the following sums once only: (a) first regulatory approval in Japan: $2,000,000; (b) first commercial sale in Canada: $1,000,000. Royalties run until ten (10) years after that first sale.';
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', text), false);
  assert.ok(typeHasItsWords('Rofr/Rofo/Rofn', 'Before licensing the Product to any third party, the Owner shall (a) first offer the licence to the Distributor on the same terms.'));
});

test('notice "before doing so", "before expiry" and "before any court" are no prior offer', () => {
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', 'The Distributor may appoint sub-distributors to sell the Products, provided it informs the Company before doing so.'), false);
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', 'If this licence ends before expiry, the Licensee may sell its remaining stock for three (3) months.'), false);
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', 'If the Licensee opposes any licensed patent before any patent office, the Licensor may end the licence.'), false);
  assert.ok(typeHasItsWords('Rofr/Rofo/Rofn', 'Before selling its shares to any third party, a Member shall offer them to the other Members, who may buy them at the same price.'));
});

test('a percentage held back, of a quantity, or of an index change shares no revenue', () => {
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', 'The Company shall withhold five percent (5%) of each monthly payment until the final report is accepted.'), false);
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', 'If the energy delivered in a year is less than ninety percent (90%) of the Expected Output, the Generator shall pay the shortfall damages.'), false);
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', 'The price shall change each year by the percentage change in the consumer price index, and no increase shall exceed three percent (3%).'), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'The Licensee shall pay the Licensor fifteen percent (15%) of all income it receives from sublicensees.'));
});

test('a service level met on a share of occasions, a credited target and a balancing shortfall are no minimum commitment', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Urgent calls shall be answered within ten (10) minutes on at least 90% of occasions. For each month in which that target is missed, the Provider shall credit the Client two percent (2%) of the fees.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'Within ten (10) days after the determination, the Tenant shall pay any shortfall between the old and the new rent.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'The Client is not obliged to order any minimum quantity of services.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Client shall order services worth at least \u00a3100,000 in each contract year and shall pay any shortfall.'));
});

test('a repairing covenant that excepts an Insured Risk and insurance money requires no insurance', () => {
  const text = 'The Tenant shall keep the Premises in good repair, except for damage by any of the Insured Risks, unless the insurance proceeds are withheld because of the Tenant\u2019s act.';
  assert.equal(typeHasItsWords('Insurance', text), false);
  assert.ok(typeHasItsWords('Insurance', 'The Landlord shall insure the Building against the Insured Risks for its full reinstatement cost.'));
});

test('a right to terminate after a stated period is no expiration date', () => {
  const text = 'Rent is suspended until the Premises are fit for use again. If the Premises have not been rebuilt within two (2) years after the fire, either party may terminate this Lease by notice.';
  assert.equal(typeHasItsWords('Expiration Date', text), false);
  assert.ok(typeHasItsWords('Expiration Date', 'This Lease is granted for a term of fifteen (15) years from 1 May 2026.'));
});

test('a time within the term, a notional letting and interest until payment state no expiration date', () => {
  assert.equal(typeHasItsWords('Expiration Date', 'The Tenant shall repaint the inside of the Premises in the fourth year of the Term and in the last six months of the Term.'), false);
  assert.equal(typeHasItsWords('Expiration Date', 'The market rent is the rent at which the Premises might reasonably be expected to be let for a term of five (5) years under this Lease.'), false);
  assert.equal(typeHasItsWords('Expiration Date', 'Any rent unpaid under this Lease bears interest at three percent (3%) a year above base rate until the date of payment.'), false);
  assert.ok(typeHasItsWords('Expiration Date', 'This Lease shall expire on 31 December 2035.'));
});

test('an option to negotiate a licence grants no licence', () => {
  const text = 'The Hospital grants the Company an option, exercisable for ninety (90) days, to negotiate a non-exclusive licence to any such invention.';
  assert.equal(typeHasItsWords('License Grant', text), false);
  assert.ok(typeHasItsWords('License Grant', 'The Hospital grants the Company a non-exclusive licence to use any such invention for research.'));
});

test('a ban on selling or assigning the goods a party supplies assigns no part of the contract', () => {
  const text = 'The Generator shall not sell, assign or otherwise dispose of any Contract Capacity to anyone other than the Offtaker.';
  assert.equal(typeHasItsWords('Assignment', text), false);
  assert.ok(typeHasItsWords('Assignment', 'The Generator shall not assign this Agreement without the Offtaker\u2019s written consent.'));
  assert.ok(typeHasItsWords('Assignment', 'The Tenant may not assign the Premises without the Landlord\u2019s consent.'));
});

test('a landlord\u2019s right of re-entry on unpaid rent, breach or insolvency is termination for cause', () => {
  const lease = 'If the rent is unpaid for twenty-one (21) days after it falls due, or if the Tenant goes into liquidation, the Landlord may re-enter the Premises, and this Lease shall then determine.';
  assert.ok(findProtection('Termination for Cause', lease) !== null);
  assert.equal(findProtection('Termination for Cause', 'The Landlord may enter the Premises on reasonable notice to inspect their state of repair.'), null);
});

test('a meter found inaccurate by more than a percentage is a measuring tolerance, no volume restriction', () => {
  const text = 'If a gas meter is found to be inaccurate by more than two percent (2%), the readings since the last test shall be corrected.';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'The Shipper shall not deliver more than 8,000 cubic metres of gas on any day.'));
});

test('a carve-out of the damages the agreement itself provides lifts no cap', () => {
  const text = 'Other than amounts payable under this Agreement, neither party shall be liable for any indirect or consequential loss.';
  assert.equal(typeHasItsWords('Uncapped Liability', text), false);
  assert.ok(typeHasItsWords('Uncapped Liability', 'Except for breach of its confidentiality duties, neither party shall be liable for any indirect or consequential loss.'));
});
