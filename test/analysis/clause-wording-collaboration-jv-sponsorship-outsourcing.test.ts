// Issue #9, "a type needs its words": a strict reading of five contract kinds not read before — a pharmaceutical
// collaboration and licence, a shareholders' agreement, an event sponsorship, an IT outsourcing and a plain-language
// website development and maintenance agreement. Each test checks one behaviour on sentences written for it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { findProtection } from '../../src/analysis/protection-search.ts';
import { segmentClauses } from '../../src/engines/local/analysis/clauses/segment.ts';

// ---------------------------------------------------------------- sums in words, English "per cent"



test('a count still has its ceiling when written in words and figures', () => {
  assert.equal(typeHasItsWords('Volume Restriction', 'Customer may use the Software on up to five (5) servers; additional servers require a further licence fee.'), true);
});

test('availability "of not less than 99.9 per cent" is a service level, no minimum commitment', () => {
  const text = 'The Provider shall meet each Service Level, including availability of the hosted platform of not less than 99.9 per cent in each calendar month.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
});

// ---------------------------------------------------------------- floors and periods are no ceilings

test('a delay that lasts "for more than six weeks" is a time, no volume ceiling', () => {
  const text = 'This credit is the Client’s only remedy for late delivery, unless the delay lasts for more than six weeks, when the Client may end this agreement.';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
});

test('"not fewer than ten (10) posts" is a floor, no volume ceiling', () => {
  assert.equal(typeHasItsWords('Volume Restriction', 'The Club will publish not fewer than ten (10) posts per season mentioning the Sponsor.'), false);
});

test('an invitation for "up to three (3) Sponsor executives" to present awards rations no product: no volume ceiling', () => {
  const text = 'Sponsor will receive ten (10) hospitality passes and an opportunity for up to three (3) Sponsor executives to present medals at the closing ceremony.';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
});

test('in-kind product "not to exceed 50,000 bottles", more invoiced at the wholesale price, is a volume restriction', () => {
  const text = 'Sponsor shall supply the beverages reasonably required for the Event, not to exceed 50,000 bottles per Contract Year; any additional quantities shall be invoiced at Sponsor’s wholesale price.';
  assert.equal(typeHasItsWords('Volume Restriction', text), true);
});


// ---------------------------------------------------------------- minimum commitment

test('a "minimum term" is how long the agreement runs, no minimum commitment', () => {
  const text = 'This agreement runs until the end of the first 12 months after go-live (the minimum term) and then from month to month until either of us gives one month’s notice.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
});

test('updating a plan "at least annually" is how often, no minimum commitment', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'The Contractor shall review and update the Disaster Recovery Plan at least annually and submit it for approval.'), false);
});

test('a meeting "held at least once every calendar quarter" is how often, no minimum commitment', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Meetings of the Management Committee shall be held at least once every calendar quarter.'), false);
});

test('a dividend policy of "not less than 70 per cent of its distributable profits" buys nothing: no minimum commitment', () => {
  const text = 'The Company shall distribute by way of dividend not less than 70 per cent of its distributable profits for each financial year.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
});

test('members "holding at least 60 per cent of the Units" name who has a right, no minimum commitment', () => {
  const text = 'If Members holding at least 60 per cent of the Units agree to sell all their Units to a buyer, they may require the other Members to sell on the same terms.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
});

test('a service credit "for each 0.5% below the target" of availability is a service level, no minimum commitment', () => {
  const text = 'Hosting availability: at least 99.9% in each month. Service Credit: 4% of the monthly Charges for each 0.5% below the target.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
});

test('a provision "modified to the minimum extent necessary" promises no minimum', () => {
  const text = 'If any provision of this Agreement is found unenforceable, it shall be modified to the minimum extent necessary to make it enforceable.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
});

test('a minimum number of units to buy each year is still a minimum commitment', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Distributor shall purchase at least 10,000 units of the Products in each Contract Year.'), true);
});

// ---------------------------------------------------------------- renewal notice

test('an option to extend "the Initial Term" exercised by notice sets no notice period to terminate renewal', () => {
  const text = 'The Client may extend the Initial Term by one further period of two (2) years by giving the Supplier not less than three (3) months’ written notice before the end of the Initial Term.';
  assert.equal(typeHasItsWords('Notice Period to Terminate Renewal', text), false);
});

// ---------------------------------------------------------------- most favoured nation

test('a right of first refusal’s last look against the terms "set out in the Transfer Notice" is no MFN', () => {
  const text =
    'The selling Member shall first offer its Units to the other Members by a Transfer Notice. If they do not accept within 20 days, the selling Member may sell the Units to a third party at a price not lower than, and on terms no more favourable to the buyer than, those set out in the Transfer Notice.';
  assert.equal(typeHasItsWords('Most Favored Nation', text), false);
});

test('a tag-along "at the same price per Share and on the same terms" is a co-sale, no MFN', () => {
  const text = 'No Shareholder shall sell a majority of the Shares to a third party unless the buyer offers to buy the Shares of the other Shareholders at the same price per Share and on the same terms.';
  assert.equal(typeHasItsWords('Most Favored Nation', text), false);
});

test('terms no less favourable than those given to other customers are still an MFN', () => {
  assert.equal(typeHasItsWords('Most Favored Nation', 'Supplier shall offer Buyer prices no less favourable than those it offers to any other customer for similar volumes.'), true);
});

// ---------------------------------------------------------------- warranty

test('an acknowledgement of non-reliance gives no warranty', () => {
  const text = 'Each party confirms that in entering into this agreement it has not relied on any statement, representation or warranty that is not expressly set out in it.';
  assert.equal(typeHasItsWords('Warranty', text), false);
});

// ---------------------------------------------------------------- first rights

test('the first right to bring an infringement action is no right of first refusal', () => {
  const text = 'Enforcement. Licensee shall have the first right to bring an action against any infringement of the Licensed Patents in the Field, at its own expense.';
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', text), false);
});

test('"any recovery shall first reimburse" the costs is the order money is applied, no first right', () => {
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', 'Any damages recovered shall first reimburse each party’s litigation costs.'), false);
});

test('"the first achievement" of a milestone counts in order, no first right', () => {
  const text = 'Licensee shall pay each milestone payment upon the first achievement of the milestone event by the first Licensed Product.';
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', text), false);
});

test('a severability clause’s promise to "negotiate in good faith a valid provision" is no right of first negotiation', () => {
  const text = 'If any provision is held invalid, the remaining provisions shall continue in effect and the parties shall negotiate in good faith a valid provision that most nearly reflects their intent.';
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', text), false);
});

test('a patent licence to "make, use, sell, offer for sale and import" offers nothing to a first-right holder', () => {
  const text = 'Licensor hereby grants to Licensee an exclusive license under the Licensed Patents to make, have made, use, sell, offer for sale and import Licensed Products in the Territory.';
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', text), false);
});

test('information known "before disclosure" has nothing to acquire: no first right', () => {
  const text = 'The obligations above shall not apply to information that was known to the Recipient before disclosure or is independently developed.';
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', text), false);
});

test('a right of first refusal to buy the other party’s shares keeps its type', () => {
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', 'Each Shareholder shall have a right of first refusal to purchase any Shares another Shareholder proposes to sell.'), true);
});

// ---------------------------------------------------------------- assignment

test('an "Employee Assignments" heading over a duty to assign inventions is no assignment of the agreement', () => {
  const text = '4.3 Employee Assignments. Each party shall procure that its researchers are bound to assign to it all inventions they make under the Research Plan.';
  assert.equal(typeHasItsWords('Assignment', text), false);
});

test('an "Assignment" heading over a ban on assigning the agreement keeps the type', () => {
  assert.equal(typeHasItsWords('Assignment', '12.2 Assignment. Neither party may assign this Agreement without the prior written consent of the other party.'), true);
});

// ---------------------------------------------------------------- expiration date

test('what follows "Upon any termination of this Agreement," states no expiration date', () => {
  const text =
    'Effects of Termination. Upon any termination of this Agreement, all licences shall end and Licensee may sell its remaining stock of Products for a period of six (6) months. Sections 7 and 9 shall survive.';
  assert.equal(typeHasItsWords('Expiration Date', text), false);
});

test('a term that ends on a stated date keeps its expiration date', () => {
  assert.equal(typeHasItsWords('Expiration Date', 'This Agreement shall commence on the Effective Date and shall expire on December 31, 2029.'), true);
});

// ---------------------------------------------------------------- payment terms

test('a service level whose only money is its service credit is no payment term', () => {
  assert.equal(typeHasItsWords('Payment Terms', 'Incident response: 95% of Priority 2 incidents resolved within 8 hours. Service Credit: 3% of the monthly Charges if missed.'), false);
});

// ---------------------------------------------------------------- competitive restriction exception


test('a waiver of the exclusivity requirement for some customers is a competitive restriction exception', () => {
  const text = 'Agent shall place all orders exclusively through the Company. The Company may waive this exclusivity requirement for any customer the Company declines to serve.';
  assert.equal(typeHasItsWords('Competitive Restriction Exception', text), true);
});

// ---------------------------------------------------------------- missing means absent

test('termination for cause needs a right to end: an end-of-duration event and "termination shall not affect accrued rights" are none', () => {
  const text =
    'This agreement shall continue until the earlier of: (a) a listing of the Shares; and (b) the winding-up of the Company. A party ceasing to hold Shares shall cease to have rights under this agreement, and termination shall not affect any rights accrued before it.';
  assert.equal(findProtection('Termination for Cause', text), null);
});

test('force majeure worded as "things outside our reasonable control" is found in the whole text', () => {
  const text = 'Things outside our control. Neither of us is responsible for delays or failures caused by things outside our reasonable control, such as a power cut, fire or flood.';
  assert.match(findProtection('Force Majeure', text)!.quote, /outside our reasonable control/);
});

test('a contract with no excuse for events beyond control has no force majeure found', () => {
  assert.equal(findProtection('Force Majeure', 'The Supplier shall deliver the Goods on the Delivery Date. The Buyer shall pay within 30 days.'), null);
});

// ---------------------------------------------------------------- segmentation


test('a number that a hard-wrapped sentence goes on with ("Guidelines" / "2.1 at level AA") starts no section', () => {
  const text =
    'Accessibility\nWe will build the Website to meet the Web Content Accessibility Guidelines\n2.1 at level AA. If a page we build does not meet that standard, we will fix\nit free of charge.\n';
  const texts = segmentClauses(text, []).map((s) => s.text.replace(/\s+/g, ' '));
  assert.ok(texts.some((t) => t.includes('Accessibility Guidelines 2.1 at level AA')), JSON.stringify(texts));
});
