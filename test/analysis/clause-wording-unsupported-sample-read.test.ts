// Issue #9: errors found reading a sample of the grouped CV's report clauses that no CUAD annotation of their type
// supports, as a lawyer reads them. One behaviour per test, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nonOperativeKind, typeHasItsWords } from '../../src/analysis/clause-wording.ts';

test('a definition that goes on to say when one entity is regarded as controlling another is still a definition', () => {
  const text =
    '1.2 "Affiliate" shall mean any entity that controls, is controlled by or is under common control with a Party. An entity shall be regarded as in control of another entity if it owns more than fifty percent (50%) of its voting stock.';
  assert.equal(nonOperativeKind(text), 'definition');
  assert.equal(nonOperativeKind('1.2 "Affiliate" shall mean any entity that controls a Party. Each Party shall cause its Affiliates to comply with this Agreement.'), null);
});

test('a licence that says it includes no minimum royalty commits no one to a minimum', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', '3. This Licence does not include a minimum annual royalty payable by the Licensee to the Owner.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', '3. The Licensee shall pay a minimum annual royalty of $20,000 to the Owner.'));
});

test('the grantor acting for itself and its affiliates gives a licence, it does not license the affiliates', () => {
  const text = '4.1 Orbis (on behalf of itself and its Affiliates) hereby grants Keller a non-exclusive, royalty-free license under the Orbis Patents to conduct the Studies.';
  assert.equal(typeHasItsWords('Affiliate License-Licensee', text), false);
  assert.equal(typeHasItsWords('Affiliate License-Licensee', '4.1 Orbis and its Affiliates hereby grant to Keller a non-exclusive license under the Orbis Patents.'), false);
  assert.ok(typeHasItsWords('Affiliate License-Licensee', '4.1 Orbis hereby grants to Keller and its Affiliates a non-exclusive license under the Orbis Patents.'));
});

test('a party owning the improvements it creates itself is assigned nothing', () => {
  const text = '6.4 Improvements. As between the Parties, Orbis shall own all right, title and interest in any Improvements conceived or created by Orbis, and all Intellectual Property rights therein.';
  assert.equal(typeHasItsWords('IP Ownership Assignment', text), false);
  assert.equal(typeHasItsWords('IP Ownership Assignment', '6.4 Each Party shall own all inventions and Intellectual Property made solely by it in performing this Agreement.'), false);
  assert.ok(typeHasItsWords('IP Ownership Assignment', '6.4 Orbis shall own all right, title and interest in any Improvements conceived or created by Keller, and Keller hereby assigns them to Orbis.'));
  assert.ok(typeHasItsWords('IP Ownership Assignment', '6.4 Orbis shall own all Intellectual Property in any Improvements created by Keller in performing the Services.'));
});

test('a sole warranty limits what is warranted, it deals with no one exclusively', () => {
  const text = '10.1 Sole Warranty. THE SOLE WARRANTY PROVIDED WITH THE PRODUCT IS THE COMPONENT MAKER\'S. SELLER MAKES NO WARRANTIES TO THE DISTRIBUTOR.';
  assert.equal(typeHasItsWords('Exclusivity', text), false);
});

test('a bar on using the other party\'s intellectual property without consent is no exclusive dealing', () => {
  const text = '8.6 Use of Marks. The Agent shall not make any use of the Bank\'s Marks or any other Intellectual Property of the Bank without the Bank\'s prior written consent.';
  assert.equal(typeHasItsWords('Exclusivity', text), false);
  assert.ok(typeHasItsWords('Exclusivity', 'During the Term the Agent shall not market the card services of any other bank in the Territory.'));
});

test('a survival clause keeps provisions alive after the end; it asks for no service after it', () => {
  assert.equal(typeHasItsWords('Post-Termination Services', '12.4 Survival. Sections 5.2, 7 and 9.1 shall survive any termination or expiration of this Agreement.'), false);
  assert.equal(
    typeHasItsWords('Post-Termination Services', 'Those provisions of this Agreement which by their nature extend beyond its termination or expiration will survive such termination or expiration.'),
    false,
  );
  assert.ok(
    typeHasItsWords('Post-Termination Services', '12.4 Upon termination of this Agreement, the Supplier shall continue to supply the Products for six (6) months to allow an orderly transition.'),
  );
  assert.ok(typeHasItsWords('Post-Termination Services', '12.4 Sections 5 and 7 shall survive termination, and the Reseller shall return all unsold Products within thirty (30) days after termination.'));
});

test('a law chosen in other words than "governed by" is a choice of law', () => {
  for (const text of [
    '15.1 This Agreement is made under and subject to the provision of the substantive laws of the State of New York, without giving effect to its conflict of law rules.',
    '11.3 Effective legislation of the Republic of Kazakhstan shall apply to any relations of the Parties arising out of this Contract.',
    'The Franchise Agreement requires application of the laws of the State of Texas.',
    '30.1 This Manual is governed in all its parts by the applicable regulations of the Republic of Colombia.',
  ])
    assert.ok(typeHasItsWords('Governing Law', text), text);
  assert.equal(typeHasItsWords('Governing Law', 'The Supplier shall comply with all regulations of the State of Ohio and all applicable legislation.'), false);
  assert.equal(typeHasItsWords('Governing Law', 'Airspan Networks Incorporated, a company incorporated under the laws of the State of Washington, and GLS LLC.'), false);
});

test('prices compared with the lowest charged to others are most-favoured terms', () => {
  const text = 'Such increase shall not exceed five percent (5%) of the preceding year\'s Prices, nor the lowest price charged to others for the same Product.';
  assert.ok(typeHasItsWords('Most Favored Nation', text));
});

test('a bar on using the other party\'s confidential information keeps a secret; it bars no competing', () => {
  const text = '5.1.3 The Licensee will not make use of any Confidential Information for its own purposes, such as the creation of a competitive product.';
  assert.equal(typeHasItsWords('Non-Compete', text), false);
  assert.ok(typeHasItsWords('Non-Compete', '5.1.3 During the Term the Licensee will not develop or sell any product that competes with the Licensed Product.'));
});

test('a term that renews for an unlimited period licenses nothing without limit', () => {
  const text = 'The Licensed Product rights shall remain in force for ten (10) years and shall thereafter automatically renew for an unlimited period of time unless terminated.';
  assert.equal(typeHasItsWords('Unlimited/All-You-Can-Eat-License', text), false);
  assert.ok(typeHasItsWords('Unlimited/All-You-Can-Eat-License', 'Licensor grants Customer a licence for an unlimited number of users at each of its sites.'));
});

test('goods bought for the buyer\'s internal use only are no exclusive dealing', () => {
  const text = '"Customer" means a third party who purchases the Products from Reseller within the Territory, for its internal use only.';
  assert.equal(typeHasItsWords('Exclusivity', text), false);
  assert.ok(typeHasItsWords('Exclusivity', 'The Reseller shall purchase the Products only from the Supplier during the Term.'));
});

test('a receiver over a party\'s assets or a reorganisation in bankruptcy is insolvency, not a change of control', () => {
  const text =
    'Either party may terminate this Agreement if the other party becomes bankrupt, a receiver is appointed for a substantial part of its assets, or an order is made approving a petition seeking reorganization under any applicable bankruptcy law.';
  assert.equal(typeHasItsWords('Change of Control', text), false);
  assert.ok(typeHasItsWords('Change of Control', 'Either party may terminate this Agreement if the other party undergoes a change of control or a merger.'));
});

test('a contents entry run together with its article and page numbers is a heading', () => {
  assert.equal(nonOperativeKind('8.4 Disclosure of Know-How. 33 ARTICLE 9 CONFIDENTIALITY 33 9.1 Confidential Information. 33'), 'heading');
  assert.equal(nonOperativeKind('Section 7.01. Limitation on Liability 9 Section 7.02. Disclaimer of Representations and Warranties 10'), 'heading');
  assert.equal(nonOperativeKind('Payment is due within 30 days of invoice. Late payments bear interest at 1.5% per month.'), null);
});

test('a section heading naming two subjects does not give its first subsection the second subject', () => {
  const nonCompete = '2.3 Non-Competition; Non-Solicitation.\n\n2.3.1 Non-Competition. During the Term neither party shall promote any product that competes with the Product in the Territory.';
  assert.equal(typeHasItsWords('No-Solicit of Employees', nonCompete), false);
  assert.ok(typeHasItsWords('Non-Compete', nonCompete));
  assert.ok(typeHasItsWords('No-Solicit of Employees', '2.3 Non-Competition; Non-Solicitation.\n\n2.3.2 Non-Solicitation. Neither party shall solicit for hire any employee of the other party.'));
});

test('changing promotional content without approval changes what is shown under the agreement, not the agreement', () => {
  const text = 'The content of Product Materials shall not be modified or changed by the Agent at any time without the prior written approval of the Company in each instance.';
  assert.equal(typeHasItsWords('Amendment', text), false);
  assert.ok(typeHasItsWords('Amendment', 'No modification of this Agreement shall be binding unless in writing and signed by the parties.'));
});

test('a sales force a party must keep is staffing, not a minimum purchase', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'The Agent shall maintain at least one hundred (100) Sales Representatives with responsibility to Detail the Product.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Distributor shall purchase at least one hundred (100) units of the Product in each Contract Year.'));
});

test('a licensee\'s right to sublicense to its affiliates reaches the licensee\'s affiliates, not the licensor\'s', () => {
  const text = 'Orbis hereby grants to Keller a fully paid-up, non-exclusive license (with a limited right to sub-license to its Affiliates) to the Orbis Property.';
  assert.equal(typeHasItsWords('Affiliate License-Licensor', text), false);
  assert.ok(typeHasItsWords('Affiliate License-Licensee', text));
});

test('a heading that names liability over a body that only disclaims warranties is no cap on liability', () => {
  const text = '4.2 LIMITATION OF WARRANTY AND LIABILITY. LICENSOR DOES NOT MAKE WARRANTIES OF ANY KIND, WHETHER EXPRESS OR IMPLIED, RELATED TO THE LICENSED MARK.';
  assert.equal(typeHasItsWords('Cap on Liability', text), false);
  assert.ok(typeHasItsWords('Cap on Liability', '7. Limitation of Liability. The total amount payable by the Supplier for all claims shall not exceed the fees paid in the prior year.'));
  assert.ok(typeHasItsWords('Cap on Liability', '9. LIMITATION OF LIABILITY. NEITHER PARTY SHALL BE [*] FOR ANY [*], [*] OR [*].'));
});

test('a right to terminate for safety or efficacy reasons needs a reason, so it is no termination for convenience', () => {
  const text = '(a) The Licensee shall have the right to terminate this Agreement for Safety Reasons upon thirty (30) days written notice to the Licensor.';
  assert.equal(typeHasItsWords('Termination for Convenience', text), false);
  assert.ok(typeHasItsWords('Termination for Convenience', 'Either party may terminate this Agreement for any reason upon thirty (30) days written notice.'));
});

test('a termination right saying when the termination becomes effective states no term of the agreement', () => {
  const text =
    '12.2.1 by a Party upon written notice to the other Party in the event of a material breach of this Agreement that is not cured within thirty (30) days (and any such termination shall become effective at the end of such period);';
  assert.equal(typeHasItsWords('Term', text), false);
  assert.ok(typeHasItsWords('Term', 'This Agreement shall become effective on the Effective Date and shall continue for five (5) years.'));
});
