// Issue #9, sixteenth reading: errors an earlier reading noted and nobody fixed (a prohibition on granting typed License
// Grant, a price list typed Payment Terms, what happens beyond a quota typed Minimum Commitment), and general-type
// provisions read strictly in two unheaded documents of about forty provisions. One behaviour per test, on sentences
// written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { definingTypes } from '../../src/engines/local/analysis/clauses/defining-wording.ts';

test('a promise not to grant a sublicence grants no licence', () => {
  const text = 'The Distributor shall not grant any sublicence of the Supplier\u2019s trade marks to any third party without the Supplier\u2019s prior written consent.';
  assert.equal(typeHasItsWords('License Grant', text), false);
  assert.ok(typeHasItsWords('License Grant', 'The Supplier grants the Distributor a non-exclusive licence to use its trade marks in Australia. The Distributor shall not grant any sublicence of them.'));
});

test('neither party granting a licence under joint patents without consent grants none', () => {
  const text = 'Neither party shall grant to any third party a licence under the Joint Patents without the other party\u2019s written consent.';
  assert.equal(typeHasItsWords('License Grant', text), false);
  assert.ok(typeHasItsWords('License Grant', 'Each party hereby grants the other a royalty-free licence under its interest in the Joint Patents to make and sell the Products.'));
});

test('a bar on authorising or permitting others to operate under the marks grants nothing', () => {
  const text = 'The Operator may not grant franchises, nor authorise or permit any other person to operate a restaurant under the Marks.';
  assert.equal(typeHasItsWords('License Grant', text), false);
  assert.ok(typeHasItsWords('License Grant', 'The Licensor authorises the Operator to operate one restaurant under the Marks at the Premises.'));
});

test('a list of menu prices states what things cost, not how they are paid', () => {
  const text = 'Menu prices for all food and beverage items sold at the Restaurants shall be set by the Operator, and the Licensor may publish a suggested retail price list.';
  assert.equal(typeHasItsWords('Payment Terms', text), false);
  assert.ok(typeHasItsWords('Payment Terms', 'The Operator shall pay the royalty for each month by the tenth day of the following month by direct debit.'));
});

test('a price list in a schedule is no payment term', () => {
  const text = 'The list prices of the Products are set out in Schedule 1 and include packaging and labelling.';
  assert.equal(typeHasItsWords('Payment Terms', text), false);
  assert.ok(typeHasItsWords('Payment Terms', 'The Distributor shall pay the list price of each order within forty-five days of the invoice date.'));
});

test('a discount on purchases in excess of the minimum quota is no minimum commitment', () => {
  const text = 'Cartons purchased in excess of the annual minimum quantity shall be supplied at a discount of four per cent on the list price.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Distributor shall purchase a minimum of 10,000 cartons of the Products in each Contract Year.'));
});

test('sales beyond a quota are no ceiling on volume either', () => {
  const text = 'Sales of the Products in excess of the annual minimum quota shall earn the Agent a commission of eight per cent.';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'The Agent shall not take orders for more than 5,000 units of the Products in any quarter.'));
});

test('what follows once the minimum quantity is purchased sets no floor', () => {
  const text = 'Once the Distributor has purchased the Minimum Quantity in a Contract Year, the Supplier shall give priority to its further orders in that year.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Distributor shall purchase the Minimum Quantity in each Contract Year and shall pay for any shortfall.'));
});

test('after expiry, having no obligation to buy any minimum quantity is no minimum commitment', () => {
  const text = 'After the expiry of this Agreement the Distributor shall have no obligation to purchase any minimum quantity and may buy on standard terms.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'During the Term the Distributor shall purchase not less than 2,000 cases in each year.'));
});

test('a duty to insure goods for their replacement value is insurance, not "ensure"', () => {
  const text = 'Risk of loss of the Client\u2019s equipment passes to the Provider on delivery, and the Provider shall insure it for its full replacement value.';
  assert.ok(typeHasItsWords('Insurance', text));
  assert.equal(typeHasItsWords('Insurance', 'The Provider shall take reasonable steps to insure that the equipment is kept dry.'), false);
});

test('a term stated in the present tense opens a term provision', () => {
  const lead = 'This Agreement begins on the date stated above and remains in force for two years.';
  assert.ok(definingTypes(lead).includes('Term'));
  assert.equal(definingTypes('This Agreement remains binding on the parties\u2019 successors.').includes('Term'), false);
});

test('paying VAT on receipt of a VAT invoice is a tax provision, not a payment term', () => {
  const text = 'Where the Seller is required by law to account for VAT on a supply, the Buyer shall pay the VAT on receipt of a valid VAT invoice.';
  assert.equal(typeHasItsWords('Payment Terms', text), false);
  assert.ok(typeHasItsWords('Payment Terms', 'The Buyer shall pay each invoice within thirty days of receipt, together with any VAT shown on it.'));
});

test('a term that ends when the warranty period expires gives no warranty', () => {
  const text = 'This agreement starts on its date and ends when the warranty period for the last Equipment installed has expired.';
  assert.equal(typeHasItsWords('Warranty', text), false);
  assert.ok(typeHasItsWords('Warranty', 'The Seller warrants that for 24 months after acceptance the Equipment will be free from defects in design and materials.'));
});

test('the warranty period named only to date the end of the agreement sets no warranty duration', () => {
  const text = 'This agreement continues until the end of the warranty period for the last unit delivered.';
  assert.equal(typeHasItsWords('Warranty Duration', text), false);
  assert.ok(typeHasItsWords('Warranty Duration', 'The Seller shall repair any defect notified before the end of the warranty period of twelve months.'));
});

test('a right to terminate if the other party fails to perform opens a termination-for-cause provision', () => {
  const lead = 'The Buyer may terminate this agreement by notice with immediate effect if the Seller fails to complete any installation within 45 days after its date.';
  assert.ok(definingTypes(lead).includes('Termination for Cause'));
  assert.equal(definingTypes('The Buyer may terminate this agreement on 90 days\u2019 notice for any reason.').includes('Termination for Cause'), false);
});

test('when a notice delivered by hand or post is received opens a notices provision', () => {
  const lead = 'A notice delivered by hand is received on delivery, and a notice sent by first-class post on the second business day after posting.';
  assert.ok(definingTypes(lead).includes('Notices'));
  assert.equal(definingTypes('The Buyer shall give notice of any shortfall within three working days of delivery.').includes('Notices'), false);
});

test('a party not permitted to sublicense, or with no right to, is granted nothing by that sentence', () => {
  assert.equal(typeHasItsWords('License Grant', 'The Customer is not permitted to sublicense the Software or to make it available to any third party.'), false);
  assert.equal(typeHasItsWords('License Grant', 'The Reseller has no right to grant sublicences of the Software.'), false);
  assert.ok(typeHasItsWords('License Grant', 'The Licensor grants the Customer a licence to use the Software, which the Customer is not permitted to sublicense.'));
});

test('orders above the minimum order quantity are no floor on what is bought', () => {
  const text = 'Products ordered above the Minimum Order Quantity shall be delivered within ten days.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Buyer shall order at least 500 units per month; units ordered above that minimum are priced at the volume rate.'));
});

test('a prohibition on granting with a consent proviso in between still grants nothing', () => {
  const text = 'The Reseller shall not, without Quillon\u2019s consent, grant any end user the right to use the Software for more users than it has paid for.';
  assert.equal(typeHasItsWords('License Grant', text), false);
  assert.ok(typeHasItsWords('License Grant', 'Quillon grants the Reseller the right to resell the Software; the Reseller shall not, without consent, grant any end user more rights.'));
});

test('a minimum lifted after expiry sets no floor', () => {
  const text = 'After the expiry of the Initial Term, the Minimum Purchase Requirement shall no longer apply.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'Upon termination, the Licensee shall pay any shortfall between the royalties paid and the Minimum Annual Royalty for that year.'));
});

test('not being bound by the minimum sales targets in a sell-off period is no minimum commitment', () => {
  const text = 'During any sell-off period after expiry, the Licensee shall not be bound by the minimum sales targets.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Licensee shall meet the minimum sales targets in Schedule 3 in each year of the Term.'));
});

test('liquidated damages for delay are damages, not a payment term', () => {
  const text = 'If the Contractor fails to complete the Works by the completion date, it shall pay the Employer liquidated damages of \u00a33,000 for each week of delay, which the Employer may deduct from any payment due.';
  assert.equal(typeHasItsWords('Payment Terms', text), false);
  assert.ok(typeHasItsWords('Payment Terms', 'The Employer shall pay the certified amount of each interim payment within 21 days after the certificate.'));
});

test('adverse weather and civil commotion no party could foresee are force majeure wording', () => {
  const text = 'Neither party is liable for delay caused by exceptionally adverse weather, civil commotion or other events neither party could reasonably have foreseen.';
  assert.ok(typeHasItsWords('Force Majeure', text));
  assert.equal(typeHasItsWords('Force Majeure', 'The Customer may recover only those losses it could reasonably have avoided.'), false);
});

test('the prices payable for goods, found in a price list, are still only prices', () => {
  const text = 'The prices payable by the Franchisee for goods bought from the Franchisor are those in the Franchisor\u2019s wholesale price list current at the date of each order.';
  assert.equal(typeHasItsWords('Payment Terms', text), false);
  assert.ok(typeHasItsWords('Payment Terms', 'The price of each order is payable in advance by direct debit.'));
});

test('a bar on offering discounts governs pricing, it bars no competing', () => {
  const text = 'The Franchisee shall charge customers the menu prices in the Operations Manual, and shall not offer discounts other than those approved by the Franchisor.';
  assert.equal(typeHasItsWords('Non-Compete', text), false);
  assert.ok(typeHasItsWords('Non-Compete', 'The Franchisee shall not offer discounts, and shall not operate any competing restaurant within five miles of the Premises.'));
});

test('a duty to make good defects that appear within a period opens a warranty provision', () => {
  const lead = 'The Contractor shall make good at its own cost any defect in the Works that appears within twelve months after completion.';
  assert.ok(definingTypes(lead).includes('Warranty'));
  assert.equal(definingTypes('The Contractor shall make good any damage to the roads caused by its vehicles.').includes('Warranty'), false);
});

test('what a warranty does not cover opens a warranty provision', () => {
  const lead = 'The warranty does not cover damage caused by misuse or by repairs made by anyone other than the Seller.';
  assert.ok(definingTypes(lead).includes('Warranty'));
  assert.equal(definingTypes('The insurance does not cover damage caused by misuse.').includes('Warranty'), false);
});

test('assigning a project manager to the work is staffing, not an assignment', () => {
  const text = 'The Provider shall assign to each SOW a project manager with relevant experience, and may replace that person only after consulting the Client.';
  assert.equal(typeHasItsWords('Assignment', text), false);
  assert.ok(typeHasItsWords('Assignment', 'Neither party may assign this Agreement or its rights under it without the other\u2019s prior written consent.'));
});

test('the time for beginning and completing the works is no term of the agreement', () => {
  const text = 'The Contractor shall begin the Works on the Commencement Date and shall complete them within forty weeks after it.';
  assert.equal(typeHasItsWords('Term', text), false);
  assert.ok(typeHasItsWords('Term', 'The term of this Contract commences on the Commencement Date and ends when the Contractor completes the Works.'));
});

test('a long-stop date is no termination for cause, though it names the terminating party\'s own breach', () => {
  const text = 'Either the Purchaser or the Vendor may terminate this Agreement before Completion if Completion has not occurred by 30 June 2027, unless the failure results from the terminating party\'s breach of this Agreement.';
  assert.equal(typeHasItsWords('Termination for Cause', text), false);
  assert.ok(typeHasItsWords('Termination for Cause', 'Either party may terminate this Agreement by notice if the other party commits a material breach of it and does not remedy the breach within twenty (20) days.'));
});

test('an exclusive option to negotiate an exclusive licence is a right of first negotiation, no exclusivity', () => {
  const text = 'The University grants the Sponsor an exclusive option to negotiate an exclusive, royalty-bearing licence under the University\'s rights in the Research Results.';
  assert.equal(typeHasItsWords('Exclusivity', text), false);
  assert.ok(typeHasItsWords('Rofr/Rofo/Rofn', text));
  assert.ok(typeHasItsWords('Exclusivity', 'The University grants the Sponsor an exclusive, royalty-bearing licence under the Patents in the Field.'));
});
