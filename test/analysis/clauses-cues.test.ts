import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cueMatches } from '../../src/engines/local/analysis/clauses/rules.ts';
import type { ClauseType } from '../../src/domain/taxonomy.ts';

/** Whether the sentence shows the wording cue of the type (the presence stacker's cue input). */
function showsCue(type: ClauseType, sentence: string): boolean {
  return cueMatches([{ text: sentence }], [type])[0]![0]!;
}

test('a best-price promise shows the Most Favored Nation cue', () => {
  assert.ok(showsCue('Most Favored Nation', 'Supplier shall not charge Distributor prices for the Products that are less favorable than the prices offered to any other distributor in the Territory.'));
});

test('a promise not to induce customers away shows the No-Solicit of Customers cue', () => {
  assert.ok(showsCue('No-Solicit of Customers', 'During the Term, Consultant shall not induce or attempt to induce any customer of the Company to cease doing business with the Company.'));
});

test('a perpetual irrevocable licence grant shows the Irrevocable or Perpetual License cue', () => {
  assert.ok(showsCue('Irrevocable or Perpetual License', 'Licensor hereby grants to Licensee a non-exclusive, perpetual, irrevocable, royalty-free license to use the Software.'));
});

test('a cap on sessions shows the Volume Restriction cue', () => {
  assert.ok(showsCue('Volume Restriction', 'Airspan shall provide a technical course for up to two (2) qualified technicians of Distributor during the first year.'));
});

test('a licensor bringing its affiliates into the grant shows the Affiliate License-Licensor cue', () => {
  assert.ok(showsCue('Affiliate License-Licensor', 'Equifax hereby grants, and will cause the other members of the Equifax Group to grant, to Certegy a non-exclusive license to use the Software.'));
});

test('a licence extended to the licensee\'s affiliates shows the Affiliate License-Licensee cue', () => {
  assert.ok(showsCue('Affiliate License-Licensee', 'Company grants Customer a non-exclusive license to use the Platform, which Customer may extend to its Affiliates.'));
});

test('affiliates listed beside sublicensees as those who sell or report do not show the Affiliate License-Licensee cue; a right to sublicense to affiliates does', () => {
  assert.ok(!showsCue('Affiliate License-Licensee', 'Licensee shall pay a royalty on Net Sales of Licensed Products by Licensee, its Affiliates or Sublicensees.'));
  assert.ok(!showsCue('Affiliate License-Licensee', 'Each report shall state the Net Sales of Licensee and its Affiliates attributable to each Licensed Product.'));
  assert.ok(showsCue('Affiliate License-Licensee', 'Licensee and its Affiliates may sublicense the rights granted in Section 2.1 to contract manufacturers.'));
});

test('a promise not to hire the other side\'s employees shows the No-Solicit of Employees cue; a duty to employ qualified staff does not', () => {
  assert.ok(showsCue('No-Solicit of Employees', 'During the Term, neither Party shall solicit for employment any employee of the other Party.'));
  assert.ok(!showsCue('No-Solicit of Employees', 'Contractor shall employ a sufficient number of qualified employees to perform the Services.'));
});

test('source code deposited in escrow shows the Source Code Escrow cue; an escrow of the purchase price does not', () => {
  assert.ok(showsCue('Source Code Escrow', 'Licensor shall deposit the source code of the Software with the escrow agent within thirty (30) days.'));
  assert.ok(!showsCue('Source Code Escrow', 'Ten percent of the Purchase Price shall be held in escrow until the first anniversary of the Closing.'));
});

test('a right to terminate for convenience shows the Termination for Convenience cue; headings "for convenience of reference only" do not', () => {
  assert.ok(showsCue('Termination for Convenience', 'Customer may terminate this Agreement for convenience on thirty (30) days\' written notice.'));
  assert.ok(showsCue('Termination for Convenience', 'Either party may, without cause, terminate this Agreement upon ninety (90) days\' notice.'));
  assert.ok(!showsCue('Termination for Convenience', 'The headings in this Agreement are for convenience of reference only and shall not affect its interpretation.'));
});

test('a public contract\'s termination "for the convenience of the State" shows the Termination for Convenience cue; "for the convenience of the parties" does not', () => {
  assert.ok(showsCue('Termination for Convenience', 'The Authority may terminate this Contract in whole or in part for the convenience of the Authority by giving the Contractor thirty (30) days\' written notice.'));
  assert.ok(!showsCue('Termination for Convenience', 'The section headings are inserted for the convenience of the parties only and shall not affect the construction or termination of this Agreement.'));
});

test('an assignment of inventions shows the IP Ownership Assignment cue', () => {
  assert.ok(showsCue('IP Ownership Assignment', 'Consultant hereby irrevocably assigns to the Company all right, title and interest in and to the Inventions.'));
});

test('a party named as an intended third-party beneficiary shows the Third Party Beneficiary cue', () => {
  assert.ok(showsCue('Third Party Beneficiary', 'Changepoint, Inc. shall be a direct and intended third-party beneficiary to this Agreement.'));
});

test('a "no third-party beneficiaries" disclaimer does not show the Third Party Beneficiary cue', () => {
  assert.equal(showsCue('Third Party Beneficiary', 'Nothing in this Agreement shall create any third party beneficiary rights in any person.'), false);
});

test('results owned jointly show the Joint IP Ownership cue', () => {
  assert.ok(showsCue('Joint IP Ownership', 'All Inventions made jointly by the Parties shall be owned jointly by the Parties, each holding an undivided interest therein.'));
});

test('a carve-out from the restrictive covenant shows the Competitive Restriction Exception cue', () => {
  assert.ok(showsCue('Competitive Restriction Exception', 'The restrictions set forth in Section 16.02 shall not apply to ownership of less than 5% of the outstanding securities of any publicly traded corporation.'));
});

test('a grant for an unlimited number of users shows the Unlimited/All-You-Can-Eat-License cue', () => {
  assert.ok(showsCue('Unlimited/All-You-Can-Eat-License', 'Customer is granted a license to the Software for an unlimited number of users at the Site.'));
});

test('a cap on price increases shows the Price Restrictions cue', () => {
  assert.ok(showsCue('Price Restrictions', 'The Prices shall not be increased during the first two years, and thereafter Company may increase them no more than once per calendar year.'));
});

test('an ordinary delivery sentence shows none of the new cues', () => {
  const types: ClauseType[] = ['Most Favored Nation', 'No-Solicit of Customers', 'Irrevocable or Perpetual License', 'Volume Restriction', 'Affiliate License-Licensor', 'Affiliate License-Licensee', 'IP Ownership Assignment', 'Competitive Restriction Exception', 'Third Party Beneficiary', 'Joint IP Ownership', 'Unlimited/All-You-Can-Eat-License', 'Price Restrictions'];
  assert.deepEqual(cueMatches([{ text: 'The Products shall be delivered to the address stated in the purchase order.' }], types)[0], types.map(() => false));
});

test('a promise not to sell competing products shows the Non-Compete cue; a mention of competitors alone does not', () => {
  assert.ok(showsCue('Non-Compete', 'During the Term, Distributor shall not market or sell any product that competes with the Products.'));
  assert.ok(!showsCue('Non-Compete', 'Supplier shall keep the pricing confidential from its competitors.'));
});

test('a minimum purchase per year shows the Minimum Commitment cue; a minimum notice does not', () => {
  assert.ok(showsCue('Minimum Commitment', 'Distributor shall purchase not less than 5,000 Units in each Contract Year.'));
  assert.ok(showsCue('Minimum Commitment', 'Licensee shall pay a minimum annual royalty of $50,000.'));
  assert.ok(!showsCue('Minimum Commitment', 'Either party may terminate on a minimum of thirty (30) days written notice.'));
});

test('a royalty at a rate or a percentage of net sales shows the Revenue/Profit Sharing cue; a fixed fee does not', () => {
  assert.ok(showsCue('Revenue/Profit Sharing', 'Licensee shall pay Licensor a royalty of six percent (6%) of Net Sales of each Licensed Product.'));
  assert.ok(!showsCue('Revenue/Profit Sharing', 'Customer shall pay a fixed fee of $10,000 per month.'));
});

test('a warranty for a stated period shows the Warranty Duration cue', () => {
  assert.ok(showsCue('Warranty Duration', 'Supplier warrants that the Products will be free from defects in materials and workmanship for twelve (12) months from delivery.'));
  assert.ok(!showsCue('Warranty Duration', 'Each party warrants that it has full power to enter into this Agreement.'));
});

test('a transfer of a controlling interest shows the Change of Control cue', () => {
  assert.ok(showsCue('Change of Control', 'Hirer may not transfer a controlling interest in Hirer without Owner\u2019s prior written consent.'));
  assert.ok(!showsCue('Change of Control', 'Each party shall remain in control of its own personnel.'));
});

test('terms compared with those of similarly situated customers show the Most Favored Nation cue', () => {
  assert.ok(showsCue('Most Favored Nation', 'In a shortage, Supplier shall allocate its supply to Buyer in a manner no less favorable than to its similarly situated customers.'));
  assert.ok(showsCue('Most Favored Nation', 'All Users shall be treated at least as favorably as Host treats the users of its own site.'));
});

test('a licensor granting for itself and the members of its group shows the Affiliate License-Licensor cue', () => {
  assert.ok(showsCue('Affiliate License-Licensor', 'Parent, for itself and as representative of all other members of the Parent Group, hereby grants to SpinCo a perpetual license to use the Shared Materials.'));
  assert.ok(showsCue('Affiliate License-Licensor', 'Company grants Contractor a non-exclusive sublicense under the trademarks owned or controlled by the Company or any of its Affiliates.'));
});

test('a liability taken out of the cap or exclusion shows the Uncapped Liability cue', () => {
  assert.ok(showsCue('Uncapped Liability', 'The limitations set forth in this Section shall not apply to breach of confidentiality obligations or to the indemnities in Section 9.'));
  assert.ok(showsCue('Uncapped Liability', 'EXCEPT UNDER SECTION 11(a), IN NO EVENT WILL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY CONSEQUENTIAL DAMAGES.'));
  assert.equal(showsCue('Uncapped Liability', 'In no event will either party be liable to the other for any consequential damages.'), false);
});

test('a promise not to challenge the other party\u2019s ownership shows the Covenant Not to Sue cue', () => {
  assert.ok(showsCue('Covenant Not to Sue', 'Company shall not, during the term or at any time thereafter, challenge the Association\u2019s exclusive ownership or registration of the Association Marks.'));
  assert.equal(showsCue('Covenant Not to Sue', 'Company shall not use the Association Marks in any manner not approved in writing.'), false);
});

test('a first option, a duty to offer first or a right to match shows the Rofr/Rofo/Rofn cue', () => {
  assert.ok(showsCue('Rofr/Rofo/Rofn', 'Dealer shall first offer all Surplus Vehicles that it wishes to sell for sale to the Manufacturer.'));
  assert.ok(showsCue('Rofr/Rofo/Rofn', 'Before the Supplier may accept a bona fide third party offer for the tooling, it shall notify the Buyer, who may buy it on the same terms.'));
  assert.equal(showsCue('Rofr/Rofo/Rofn', 'The Supplier shall offer the Buyer volume discounts as set out in Exhibit B.'), false);
});

test('a promise not to engage in a business selling products similar to the Products shows the Non-Compete cue without the word "compete"', () => {
  assert.ok(showsCue('Non-Compete', 'Licensee shall not, directly or indirectly, own, manage or be employed by any business that makes or sells goods or products similar to the Licensed Goods.'));
});

test('a grant naming the grantee and its affiliates before the right shows the Affiliate License-Licensee cue', () => {
  assert.ok(showsCue('Affiliate License-Licensee', 'Owner hereby grants to Brightline and its Affiliates an exclusive right to market the Devices in the Territory.'));
});

test('a right to sublicense to the licensee\'s subsidiaries shows the Affiliate License-Licensee cue', () => {
  assert.ok(showsCue('Affiliate License-Licensee', 'Publisher further grants to Reseller the right to sublicense the Materials to Reseller\'s wholly-owned subsidiaries for internal training.'));
  assert.ok(showsCue('Affiliate License-Licensee', 'The rights granted under Section 2 shall be sublicensable, without consent, to any current or future subsidiary of the Licensee.'));
});

test('a licensor and its affiliates granting to the licensee alone do not show the Affiliate License-Licensee cue', () => {
  assert.ok(!showsCue('Affiliate License-Licensee', 'Licensor and its Affiliates hereby grant to Licensee a non-exclusive license to use the Software.'));
});

test('a sum owed on ending the agreement, however named, shows the Liquidated Damages cue', () => {
  assert.ok(showsCue('Liquidated Damages', 'If the Client ends this Agreement before the third anniversary, it shall pay the Contractor a termination payment equal to six months of fees.'));
  assert.ok(showsCue('Liquidated Damages', 'The Reseller may transfer its accounts to another processor only after paying the Exit Fee set out in Schedule 4.'));
  assert.ok(showsCue('Liquidated Damages', 'Should the Carrier fail to deliver the cargo on time, it shall pay the Shipper, as a penalty, five percent of the freight for that voyage.'));
});

test('a right to end the agreement without penalty does not show the Liquidated Damages cue', () => {
  assert.ok(!showsCue('Liquidated Damages', 'Either party may terminate this Agreement without penalty on sixty days\' written notice.'));
});

test('a promise not to divert customers shows the No-Solicit of Customers cue; diverting resources does not', () => {
  assert.ok(showsCue('No-Solicit of Customers', 'Neither the Licensee nor its owners shall divert or attempt to divert any customers of the Studio to a competing business.'));
  assert.ok(!showsCue('No-Solicit of Customers', 'The Contractor shall not divert resources or equipment from the Project without the Owner\'s consent.'));
});
