// Issue #10's report review: CUAD types the fixture contracts were given without their words. One regression
// test per error kind, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nonOperativeKind, typeHasItsWords } from '../../src/analysis/clause-wording.ts';

const INITIAL_TERM = 'This Agreement shall commence on the Effective Date and shall continue for two (2) years, unless terminated earlier by either Party upon thirty (30) days\u2019 prior written notice.';
const CURE = 'Either party may terminate this Agreement for material breach if the breach is not cured within thirty (30) days after written notice.';

test('an initial term with a right to terminate on notice is no renewal and no non-renewal notice', () => {
  assert.equal(typeHasItsWords('Renewal Term', INITIAL_TERM), false);
  assert.equal(typeHasItsWords('Notice Period to Terminate Renewal', INITIAL_TERM), false);
});

test('an automatic renewal and its non-renewal notice keep their types', () => {
  const text = 'Thereafter, this Agreement shall automatically renew for successive one (1) year terms unless either party notifies the other of non-renewal at least ninety (90) days before the end of the then-current term.';
  assert.ok(typeHasItsWords('Renewal Term', text));
  assert.ok(typeHasItsWords('Notice Period to Terminate Renewal', text));
  assert.ok(typeHasItsWords('Renewal Term', 'This Agreement shall continue thereafter from year to year until terminated by either party.'));
});

test('termination for an uncured material breach is not termination for convenience', () => {
  assert.equal(typeHasItsWords('Termination for Convenience', CURE), false);
  assert.equal(typeHasItsWords('Termination for Convenience', `10. Termination. ${CURE} Upon termination, Buyer shall pay for all Products delivered.`), false);
});

test('termination on notice without cause is termination for convenience, also beside a ground for cause', () => {
  assert.ok(typeHasItsWords('Termination for Convenience', 'Either party may terminate this Agreement: (i) upon thirty (30) days\u2019 prior written notice, or (ii) immediately if the other party becomes insolvent.'));
  assert.ok(typeHasItsWords('Termination for Convenience', 'Customer may terminate this Agreement for convenience at any time.'));
});

test('a lead time, insurance limits and a fixed fee are no minimum commitment', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Buyer shall submit a written purchase order for the Products at least sixty (60) days before the requested delivery date.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'Provider shall maintain cyber liability insurance with limits of not less than Five Million Dollars ($5,000,000) per claim.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'Customer shall pay Provider an annual subscription fee of One Hundred Twenty Thousand Dollars ($120,000), invoiced annually in advance.'), false);
});

test('a minimum purchase per year is a minimum commitment', () => {
  assert.ok(typeHasItsWords('Minimum Commitment', 'Buyer shall purchase a minimum of 2,000,000 Products in each contract year during the Term.'));
});

test('a duty to report a defect or to answer a purchase order is no warranty duration', () => {
  assert.equal(typeHasItsWords('Warranty Duration', 'Supplier shall notify Buyer within twenty-four (24) hours after it becomes aware of any defect in the Products that may require a recall.'), false);
  assert.equal(typeHasItsWords('Warranty Duration', 'Supplier shall accept or reject each purchase order within five (5) business days after receipt.'), false);
});

test('a warranty period and a period to reject defective goods are warranty durations', () => {
  assert.ok(typeHasItsWords('Warranty Duration', 'Supplier warrants that the Products shall be free from defects in materials and workmanship for twelve (12) months after delivery.'));
  assert.ok(typeHasItsWords('Warranty Duration', 'Buyer may reject any shipment of Products that does not conform to the Specifications within thirty (30) days after delivery.'));
});

test('a right to terminate is not a duty after termination, a payment owed on termination is', () => {
  assert.equal(typeHasItsWords('Post-Termination Services', CURE), false);
  assert.ok(typeHasItsWords('Post-Termination Services', 'Upon termination, Buyer shall pay for all Products delivered before the effective date of termination.'));
  assert.equal(typeHasItsWords('Post-Termination Services', 'Supplier shall keep complete and accurate records of its production of the Products for at least three (3) years after delivery.'), false);
});

test('keeping records is not an audit right; a right to inspect them is', () => {
  assert.equal(typeHasItsWords('Audit Rights', 'Supplier shall keep complete and accurate records of its production of the Products for at least three (3) years after delivery.'), false);
  assert.ok(typeHasItsWords('Audit Rights', 'Supplier shall make such records available to Buyer for inspection upon ten (10) days\u2019 notice.'));
});

test('a termination right for breach states no expiration date', () => {
  assert.equal(typeHasItsWords('Expiration Date', CURE), false);
  assert.ok(typeHasItsWords('Expiration Date', 'This Agreement shall remain in effect until May 31, 2027.'));
  assert.ok(typeHasItsWords('Expiration Date', 'This Agreement shall terminate one (1) year from the Rig Release Date.'));
});

test('a definition after the agreement\u2019s lead-in and a "Definitions." heading is a definition', () => {
  assert.equal(nonOperativeKind('NOW, THEREFORE, the Parties agree as follows:\n\n1. Definitions. "Confidential Information" means any non-public information disclosed by one Party to the other Party.'), 'definition');
});

test('a stated price is no price restriction; a cap on raising it is', () => {
  assert.equal(typeHasItsWords('Price Restrictions', 'The Company and the Bank shall reimburse the Agent for reasonable out-of-pocket expenses, including costs of travel.'), false);
  assert.equal(typeHasItsWords('Price Restrictions', 'Customer shall pay the fees set out in Exhibit B.'), false);
  assert.ok(typeHasItsWords('Price Restrictions', 'Supplier shall not increase the prices in Schedule 1 during the first two (2) years of the Term.'));
  assert.ok(typeHasItsWords('Price Restrictions', 'Prices may be increased once per year by no more than three percent (3%).'));
});

test('most favoured terms need a comparison with what others get', () => {
  assert.equal(typeHasItsWords('Most Favored Nation', 'Nantz agrees to be available for up to four photography sessions, more than in any prior year.'), false);
  assert.ok(typeHasItsWords('Most Favored Nation', 'The prices offered to Distributor shall not be less favorable than those offered to any other distributor of the Products.'));
});

test('affiliates named beside a party are no affiliate licence; a licence extended to them is', () => {
  assert.equal(typeHasItsWords('Affiliate License-Licensee', 'Licensee shall ensure that its Affiliates and Sublicensees comply with the Development Plan.'), false);
  assert.ok(typeHasItsWords('Affiliate License-Licensee', 'Licensor grants to Licensee and its Affiliates a non-exclusive license to use the Software.'));
});

test('an exception with no competitive restriction in view is no competitive restriction exception', () => {
  assert.equal(typeHasItsWords('Competitive Restriction Exception', 'Notwithstanding the foregoing, either party may seek injunctive relief in any court of competent jurisdiction.'), false);
  assert.ok(typeHasItsWords('Competitive Restriction Exception', 'Notwithstanding Section 5, Distributor may sell competing products to customers it served before the Effective Date.'));
});

test('a duty to solicit customers or to employ staff is no non-solicitation', () => {
  assert.equal(typeHasItsWords('No-Solicit of Customers', 'Distributor shall use its best efforts in soliciting and servicing all potential customers in the Territory.'), false);
  assert.equal(typeHasItsWords('No-Solicit of Employees', 'Consultant shall employ qualified personnel to perform the Services.'), false);
  assert.ok(typeHasItsWords('No-Solicit of Customers', 'During the Term, Agent shall not solicit any customer of the Company for competing products.'));
  assert.ok(typeHasItsWords('No-Solicit of Employees', 'For one (1) year neither party shall solicit for employment any employee of the other party.'));
});

test('a licence to source code is no escrow; a deposit released on insolvency is', () => {
  assert.equal(typeHasItsWords('Source Code Escrow', 'Licensor grants Licensee a license to use the object code of the Software.'), false);
  assert.ok(typeHasItsWords('Source Code Escrow', 'Licensor shall deposit the source code with the Escrow Agent, to be released to Licensee if Licensor becomes insolvent.'));
});

test('each party owning its own inventions is no joint ownership', () => {
  assert.equal(typeHasItsWords('Joint IP Ownership', 'Each party shall own all inventions made solely by its own employees, and the parties shall cooperate in filing patents.'), false);
  assert.ok(typeHasItsWords('Joint IP Ownership', 'Inventions made jointly by the parties shall be jointly owned, each party holding an undivided interest.'));
});

test('a sale of goods is no change of control; an acquisition of a party is', () => {
  assert.equal(typeHasItsWords('Change of Control', 'Supplier shall sell and transfer title to the Products to Buyer upon delivery.'), false);
  assert.ok(typeHasItsWords('Change of Control', 'Licensor may terminate this Agreement if Licensee is acquired by a third party or undergoes a change of control.'));
});

test('a definition introduced by "In this Agreement, the term …" is a definition', () => {
  assert.equal(nonOperativeKind('10.1 In this Agreement, the term "Confidential Information" shall mean the information of Airspan disclosed to Distributor.'), 'definition');
});

test('a notice of non-renewal is no termination for convenience; a notice right before expiry is one', () => {
  assert.equal(typeHasItsWords('Termination for Convenience', 'Each Service Option Attachment will renew automatically for an additional term unless either party notifies the other party in writing at least ninety (90) days prior to the end of the then-current term of its intention not to renew.'), false);
  assert.ok(typeHasItsWords('Termination for Convenience', 'Either party may terminate this Agreement prior to its expiration upon sixty (60) days\u2019 written notice.'));
});

test('sole ownership, sole discretion and an exclusive remedy or forum are no exclusivity', () => {
  assert.equal(typeHasItsWords('Exclusivity', 'Aduro shall be the sole and exclusive owner of all work product, and Consultant hereby assigns it to Aduro.'), false);
  assert.equal(typeHasItsWords('Exclusivity', 'The parties submit to the exclusive jurisdiction of the courts of New York, and repair is the sole and exclusive remedy.'), false);
  assert.ok(typeHasItsWords('Exclusivity', 'Company appoints Distributor as its sole and exclusive distributor in the Territory.'));
});

test('a filing\u2019s redaction legend carries no type', () => {
  assert.equal(nonOperativeKind('Exhibit 10.1 [***] = Certain confidential information contained in this document, marked by brackets, has been omitted because it is not material.'), 'heading');
});

test('a definition holding a term field\u2019s evidence is not given that type', async () => {
  const { typeClauses } = await import('../../src/analysis/report.ts');
  const { emptyContractFields } = await import('../../src/analysis/model.ts');
  const { DEFAULT_PLAYBOOK } = await import('../../src/analysis/default-playbook.ts');
  const definition = '"Calendar Quarter" means each successive period of three consecutive calendar months.';
  const fields = { ...emptyContractFields(), termEvidence: { renewalTerm: { start: 0, end: definition.length, quote: definition } } };
  const [clause] = typeClauses([{ types: [], text: definition, heading: null, start: 0, end: definition.length, page: 1 }], fields, definition, { ...DEFAULT_PLAYBOOK, rules: [] });
  assert.deepEqual(clause!.types, []);
});

test('a duty to notify of an event is no notices provision; how notices are given is', () => {
  assert.equal(typeHasItsWords('Notices', 'If the Recipient is required by law to disclose Confidential Information, the Recipient shall notify the Discloser in writing within five (5) business days.'), false);
  assert.ok(typeHasItsWords('Notices', 'All notices under this Agreement shall be in writing and delivered by hand, by courier or by registered mail to the addresses set forth above.'));
});

test('a denial of third-party beneficiaries is no Third Party Beneficiary; an intended beneficiary or an exception is', () => {
  assert.equal(typeHasItsWords('Third Party Beneficiary', 'There are no third-party beneficiaries of this Agreement, and nothing in it confers any right or remedy on any person other than the parties.'), false);
  assert.equal(typeHasItsWords('Third Party Beneficiary', 'This Agreement binds and benefits the parties and their respective successors and permitted assigns.'), false);
  assert.ok(typeHasItsWords('Third Party Beneficiary', 'The Lender is an intended third-party beneficiary of Section 6 and may enforce it directly against the Supplier.'));
  assert.ok(typeHasItsWords('Third Party Beneficiary', 'Except for the Indemnified Persons under Section 9, no person other than the parties has any right under this Agreement.'));
});

test('Volume Restriction needs a ceiling on quantity or use, not a liability cap or a quantity merely stated', () => {
  assert.ok(typeHasItsWords('Volume Restriction', 'Vendor will provide up to twenty (20) hours of on-site training each year; additional hours are charged at the rates in Schedule B.'));
  assert.ok(typeHasItsWords('Volume Restriction', 'Orders in excess of one hundred and ten percent (110%) of the latest forecast require Supplier\u2019s consent.'));
  assert.equal(typeHasItsWords('Volume Restriction', 'The parties shall form a steering committee that meets each quarter to review the development plan.'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'In no event shall either party\u2019s aggregate liability exceed the fees paid in the twelve months before the claim.'), false);
});

test('Non-Disparagement needs disparaging words or harm to reputation, not damages or statements alone', () => {
  assert.ok(typeHasItsWords('Non-Disparagement', 'Neither party shall make any public statement that disparages the other party or its products.'));
  assert.ok(typeHasItsWords('Non-Disparagement', 'Reseller shall not do anything that may harm the goodwill or reputation of the Brand.'));
  assert.equal(typeHasItsWords('Non-Disparagement', 'Neither party shall be liable for indirect or consequential damages.'), false);
  assert.equal(typeHasItsWords('Non-Disparagement', 'Neither party will issue any press release or public statement about this Agreement without the other\u2019s consent.'), false);
});

test('No-Solicit of Employees needs the other side\u2019s people solicited or hired, not employees merely mentioned', () => {
  assert.ok(typeHasItsWords('No-Solicit of Employees', 'During the term and for one (1) year after it, neither party shall solicit for employment any employee of the other party.'));
  assert.equal(typeHasItsWords('No-Solicit of Employees', 'The parties are independent contractors, and neither party\u2019s employees are employees or agents of the other party.'), false);
});

test('a royalty-free licence is not an Unlimited/All-You-Can-Eat License; an unlimited number of users is', () => {
  assert.equal(typeHasItsWords('Unlimited/All-You-Can-Eat-License', 'Licensor grants Licensee a non-exclusive, royalty-free, fully paid-up licence to use the Marks in the Territory.'), false);
  assert.ok(typeHasItsWords('Unlimited/All-You-Can-Eat-License', 'Customer may install the Software for an unlimited number of users at any of its sites.'));
});

test('Source Code Escrow needs source code or deposit materials held in escrow, not a company named Escrow', () => {
  assert.ok(typeHasItsWords('Source Code Escrow', 'Developer shall deposit the source code of the Software with the escrow agent, to be released to Customer if Developer becomes insolvent.'));
  assert.equal(typeHasItsWords('Source Code Escrow', 'Trustco Escrow Services shall indemnify the Marketplace against third-party claims arising from its services.'), false);
});

test('a term that runs "unless earlier terminated" is no post-termination duty', () => {
  assert.equal(typeHasItsWords('Post-Termination Services', 'This Agreement has a term of four (4) years and renews for one-year terms unless earlier terminated by either party.'), false);
  assert.ok(typeHasItsWords('Post-Termination Services', 'Upon termination, Distributor shall return all unsold Products to the Company within thirty (30) days.'));
});

test('termination for cause "at any time on notice" is no termination for convenience', () => {
  assert.equal(typeHasItsWords('Termination for Convenience', 'The Company may terminate the Contractor\u2019s engagement for Cause at any time on written notice.'), false);
  assert.ok(typeHasItsWords('Termination for Convenience', 'Either party may terminate this Agreement at any time on sixty (60) days\u2019 written notice.'));
});

test('a fixed fee is no Revenue/Profit Sharing; a royalty on net sales is', () => {
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', 'Licensee shall pay the licence fees set out in Schedule 2 within thirty (30) days of each invoice.'), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales of each Licensed Product.'));
});

test('an automatic termination is no Renewal Term', () => {
  assert.equal(typeHasItsWords('Renewal Term', 'This Sublicense terminates automatically upon the termination of the Head Licence.'), false);
  assert.ok(typeHasItsWords('Renewal Term', 'This Agreement automatically renews for successive one-year periods.'));
});

test('a denied termination right is no Termination for Convenience, even under a heading that names it', () => {
  assert.equal(typeHasItsWords('Termination for Convenience', '(c) Termination for Convenience. Neither party may terminate this Agreement for its own convenience during the Initial Term.'), false);
  assert.ok(typeHasItsWords('Termination for Convenience', 'The Customer may terminate this Agreement on ninety (90) days\u2019 notice, but the Provider may not terminate it except for cause.'));
});

test('"to the maximum extent permitted by law" and "including but not limited to" are no volume ceiling', () => {
  assert.equal(typeHasItsWords('Volume Restriction', 'To the maximum extent permitted by law, all deliverables, including but not limited to reports and designs, are works made for hire.'), false);
});

test('a non-exclusive licence used "solely in connection with" a purpose is no Exclusivity', () => {
  assert.equal(typeHasItsWords('Exclusivity', 'Provider grants Reseller a non-exclusive licence to display the Content solely in connection with the operation of the Reseller Site.'), false);
  assert.ok(typeHasItsWords('Exclusivity', 'Distributor shall purchase the Products solely from Supplier during the Term.'));
});

test('a table of contents run together on one line carries no type', () => {
  assert.equal(nonOperativeKind('ARTICLE 9 MISCELLANEOUS 21 9.1 Entire Agreement 21 9.2 Assignment and Change of Control 21 9.3 Notices 22 9.4 Amendments 22'), 'heading');
});

test('an inspection right alone is no Warranty Duration; a period to reject after inspection is', () => {
  assert.equal(typeHasItsWords('Warranty Duration', 'Records; Inspection. Distributor shall keep complete books and records for three (3) years after the end of each year.'), false);
  assert.ok(typeHasItsWords('Warranty Duration', 'Buyer may reject any Product that fails to conform to the Specifications within thirty (30) days after inspection.'));
});

test('No-Solicit of Customers needs customers solicited or diverted in one sentence', () => {
  assert.ok(typeHasItsWords('No-Solicit of Customers', 'For one (1) year after termination, Agent shall not solicit or divert any customer of the Company.'));
  assert.equal(typeHasItsWords('No-Solicit of Customers', 'Agent shall not be required to provide records. The Company may review the services provided to its customers.'), false);
});

test('IP Ownership Assignment needs intellectual property as its subject, not a deposit that becomes a party\u2019s property', () => {
  assert.equal(typeHasItsWords('IP Ownership Assignment', 'The security deposit shall be the property of the Landlord and is non-refundable.'), false);
  assert.ok(typeHasItsWords('IP Ownership Assignment', 'All inventions made by Consultant in performing the Services shall be the sole property of the Company.'));
});

test('joint development is no Joint IP Ownership; jointly owned results are', () => {
  assert.equal(typeHasItsWords('Joint IP Ownership', 'The parties are jointly developing a metering device for residential customers.'), false);
  assert.ok(typeHasItsWords('Joint IP Ownership', 'Inventions jointly developed under the Research Plan shall be jointly owned by the parties.'));
});

test('a survival period is no Renewal Term', () => {
  assert.equal(typeHasItsWords('Renewal Term', 'This Section 9 shall survive the termination of this Agreement and continue in effect thereafter for five (5) years.'), false);
});

test('insurance limits are no Cap on Liability; a cap beside insurance is', () => {
  assert.equal(typeHasItsWords('Cap on Liability', 'Contractor shall maintain excess liability insurance in the amount of $5,000,000 per occurrence and in the aggregate.'), false);
  assert.ok(typeHasItsWords('Cap on Liability', 'Each party\u2019s aggregate liability shall not exceed the insurance proceeds actually recovered.'));
});

test('access to premises in order to perform the services is no Audit Rights; a right to inspect the books is', () => {
  assert.equal(typeHasItsWords('Audit Rights', 'Customer shall give Contractor reasonable access to the site to allow Contractor to perform the Services.'), false);
  assert.ok(typeHasItsWords('Audit Rights', 'Licensor may, on ten (10) days\u2019 notice, inspect and audit Licensee\u2019s books and records relating to royalties.'));
});

test('"insure that" meaning ensure is no insurance; a duty to insure the goods is', () => {
  assert.equal(typeHasItsWords('Insurance', 'Supplier will take commercially reasonable precautions to insure that the Network is free of viruses and disabling devices.'), false);
  assert.ok(typeHasItsWords('Insurance', 'Distributor shall insure the Products against loss or damage while in its possession.'));
  assert.ok(typeHasItsWords('Insurance', 'Contractor shall maintain commercial general liability insurance of not less than $1,000,000 per occurrence.'));
});

test('a reservation of rights grants no licence; a grant beside it keeps the type', () => {
  const reservation = 'Except as expressly set forth in this Agreement, no rights or licenses are granted to the Buyer, by implication, estoppel or otherwise.';
  assert.equal(typeHasItsWords('License Grant', reservation), false);
  assert.ok(typeHasItsWords('License Grant', `Licensor hereby grants to Licensee a non-exclusive license to use the Software. ${reservation}`));
});

test('an indemnity states no cap on liability; an indemnity capped in the same clause does', () => {
  const indemnity = 'Each party shall indemnify, defend and hold harmless the other party from and against any and all losses, damages and expenses, in any amount, arising from its breach of this Agreement.';
  assert.equal(typeHasItsWords('Cap on Liability', indemnity), false);
  assert.ok(typeHasItsWords('Cap on Liability', `${indemnity} The indemnifying party's aggregate liability under this Section shall not exceed the fees paid in the preceding twelve months.`));
});

test('a formula\'s floor or a specification\'s minimum is no minimum commitment; a minimum purchase is', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'The adjustment shall be an amount (not less than zero) equal to the Net Sales less the Credits.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'The Products shall be stored at the minimum temperature stated in the Specifications.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'Distributor shall purchase a minimum of 10,000 Units in each Contract Year.'));
});

test('a carve-out from no restriction on competing, exclusive dealing or soliciting is no competitive restriction exception', () => {
  assert.equal(typeHasItsWords('Competitive Restriction Exception', 'Licensor hereby grants to Licensee a non-exclusive, worldwide license to use the Software, provided that Licensee complies with the Documentation.'), false);
  assert.equal(typeHasItsWords('Competitive Restriction Exception', 'Neither Party may assign this Agreement without the other Party\u2019s consent, provided that either Party may assign it to a wholly-owned subsidiary.'), false);
  assert.ok(typeHasItsWords('Competitive Restriction Exception', 'Notwithstanding the foregoing, Distributor may own up to two percent (2%) of the shares of a publicly traded competitor.'));
  assert.ok(typeHasItsWords('Competitive Restriction Exception', 'The restrictions in this Section shall not apply to products that the Company sold before the Effective Date.'));
});

test('a right to terminate on notice in the event of listed events or an event named is not termination for convenience', () => {
  assert.equal(typeHasItsWords('Termination for Convenience', 'Either party may terminate this Agreement by written notice to the other in the event of: (a) the other party making an assignment for the benefit of its creditors; or (b) the other party filing a voluntary petition.'), false);
  assert.equal(typeHasItsWords('Termination for Convenience', 'Provider may terminate this Agreement upon thirty (30) days written notice in the event that the Service is permanently discontinued.'), false);
  assert.ok(typeHasItsWords('Termination for Convenience', 'In the event that the Company desires to terminate this Agreement before the Termination Date, it shall give sixty (60) days prior written notice.'));
});

test('a grant called non-exclusive is not made exclusive by "only"; an exclusive appointment beside it is exclusivity', () => {
  const grant = 'Provider grants to Affiliate a limited, non-exclusive, non-transferable license in the Territory during the Term only to display the Content.';
  assert.equal(typeHasItsWords('Exclusivity', grant), false);
  assert.ok(typeHasItsWords('Exclusivity', `${grant} Affiliate shall not display any content of any other provider in the Theatres.`));
});

test('a survival period or what remains someone\'s property is no expiration date; the term is', () => {
  assert.equal(typeHasItsWords('Expiration Date', 'This Section 9 shall survive termination or expiration of this Agreement and continue in effect thereafter for a period of five (5) years.'), false);
  assert.equal(typeHasItsWords('Expiration Date', 'All forms and materials furnished by the Company shall remain the property of the Company and shall be returned upon demand.'), false);
  assert.ok(typeHasItsWords('Expiration Date', 'This Agreement shall remain in effect for three (3) years from the Effective Date.'));
});

test('an indemnity against losses and damages, or a limit on liability, is no Liquidated Damages; a charge per day of delay or an early termination fee is', () => {
  assert.equal(typeHasItsWords('Liquidated Damages', 'Vendor shall indemnify, defend and hold harmless Customer from and against all losses, damages and expenses arising from any breach of this Agreement.'), false);
  assert.equal(typeHasItsWords('Liquidated Damages', 'Neither party shall be liable for indirect damages, and each party\u2019s liability shall not exceed the fees paid in the prior twelve (12) months.'), false);
  assert.equal(typeHasItsWords('Liquidated Damages', 'If Vendor delivers late, Vendor shall pay Customer two percent (2%) of the order value for each week of delay.'), true);
  assert.equal(typeHasItsWords('Liquidated Damages', 'Customer may terminate on sixty (60) days\u2019 notice, subject to payment of an early termination fee equal to three months of Fees.'), true);
  assert.equal(typeHasItsWords('Liquidated Damages', 'Vendor shall indemnify Customer for all losses and, in addition, pay liquidated damages of $500 per day.'), true);
});

test('a service\u2019s availability "at least 99.9% of the time" is no Minimum Commitment', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Provider shall make the Platform available at least 99.5% of the time in each calendar month, excluding scheduled maintenance.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'Uptime shall be not less than 99.9% per quarter.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'Distributor shall purchase at least 10,000 units in each Contract Year.'), true);
});

test('how often a party may audit or adjust prices is no Volume Restriction; a cap on units ordered is', () => {
  assert.equal(typeHasItsWords('Volume Restriction', 'Customer may, on ten (10) days\u2019 notice and not more than once per year, audit Vendor\u2019s records relating to the Services.'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'Vendor may adjust the prices not more than once in any twelve-month period.'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'Buyer shall not order more than 5,000 units in any calendar month without Supplier\u2019s consent.'), true);
});

test('an initial term that renews unless a party gives notice of non-renewal is no Termination for Convenience', () => {
  assert.equal(typeHasItsWords('Termination for Convenience', 'This Agreement commences on the Effective Date and continues for an initial term of thirty-six (36) months. Thereafter it renews automatically for successive twelve (12) month terms unless either Party gives notice of non-renewal at least ninety (90) days before the end of the then-current term.'), false);
  assert.equal(typeHasItsWords('Termination for Convenience', 'This Agreement continues for three (3) years. Either Party may terminate it at any time on ninety (90) days\u2019 written notice.'), true);
});

test('a percentage of a fee, a rent increase or a share of operating expenses is no Revenue/Profit Sharing; a royalty on net sales is', () => {
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', 'Licensee shall pay a one-time licence fee of US$480,000 (the "Licence Fee"), of which fifty percent (50%) is payable on the Effective Date.'), false);
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', 'Base Rent is US$12,600 per month for the first Lease Year, increasing by three percent (3%) on each anniversary.'), false);
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', 'Tenant shall pay its pro rata share (11.4%) of Operating Expenses and Real Estate Taxes.'), false);
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', 'Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales.'), true);
});

test('a cap on how far costs may rise is no Volume Restriction', () => {
  assert.equal(typeHasItsWords('Volume Restriction', 'Controllable Operating Expenses shall not increase by more than five percent (5%) per year.'), false);
});

test('a sales report with a rolling forecast is no Minimum Commitment; a binding forecast is', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Distributor shall deliver a written sales report and a rolling six-month forecast within fifteen (15) days after each quarter.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'The first three months of each forecast are binding and Buyer shall purchase the quantities stated in them.'), true);
});

test('a termination right that opens "If" an event happens is no Termination for Convenience; "if a party wishes to terminate" is', () => {
  assert.equal(typeHasItsWords('Termination for Convenience', 'If the Premises are destroyed by fire and cannot be restored within one hundred eighty (180) days, either party may terminate this Lease by notice within thirty (30) days.'), false);
  assert.equal(typeHasItsWords('Termination for Convenience', 'If Customer wishes to terminate this Agreement, it may do so on ninety (90) days\u2019 written notice.'), true);
});

test('the notice that exercises an option to extend is no Notice Period to Terminate Renewal; a notice of non-renewal is', () => {
  assert.equal(typeHasItsWords('Notice Period to Terminate Renewal', 'Tenant has one (1) option to extend the Term for a further five (5) years by giving Landlord written notice no later than nine (9) months before the Expiration Date.'), false);
  assert.equal(typeHasItsWords('Notice Period to Terminate Renewal', 'This Agreement renews automatically for one-year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.'), true);
});

test('Volume Restriction is refused on a ceiling on money: a monthly fee cap, liquidated damages capped at a share of the price', () => {
  assert.equal(typeHasItsWords('Volume Restriction', 'The Client pays USD 150 per hour. Fees for any calendar month shall not exceed USD 9,000 unless the Client agrees otherwise in writing.'), false);
  assert.equal(
    typeHasItsWords('Volume Restriction', 'For each full week of late delivery the Supplier shall pay two percent (2%) of the Contract Price, up to a maximum of fifteen percent (15%) of the Contract Price. If the delay exceeds ten (10) weeks, the Purchaser may cancel the order.'),
    false,
  );
  assert.ok(typeHasItsWords('Volume Restriction', 'Licensee may install the Software on up to 250 workstations; installations in excess of that number require a further licence fee.'));
});

test('Expiration Date is refused on a period that runs after the agreement ends', () => {
  assert.equal(typeHasItsWords('Expiration Date', 'The duties in this Article 9 continue for five (5) years after this Agreement ends.'), false);
  assert.equal(typeHasItsWords('Expiration Date', 'Each party shall keep the other\u2019s records for two (2) years following the expiration of this Agreement.'), false);
  assert.ok(typeHasItsWords('Expiration Date', 'This Agreement starts on the Effective Date and continues for three (3) years, and after that ends unless renewed.'));
});

test('a term sentence that reserves earlier termination is no Termination for Convenience; a right to end on notice beside it is', () => {
  assert.equal(typeHasItsWords('Termination for Convenience', 'This Agreement starts on the Effective Date and runs for twenty-four (24) months unless terminated earlier in accordance with Article 11.'), false);
  assert.ok(typeHasItsWords('Termination for Convenience', 'This Agreement shall remain in force for three years unless sooner terminated, and either party may end it on sixty (60) days\u2019 written notice.'));
});

test('a term sentence whose reservation lets either party end it on notice keeps Termination for Convenience', () => {
  assert.ok(typeHasItsWords('Termination for Convenience', 'This Agreement runs for one (1) year unless terminated earlier by either party upon forty-five (45) days\u2019 written notice.'));
});

test('License Grant is refused on a list of prohibitions, and stays where a grant precedes them', () => {
  assert.equal(typeHasItsWords('License Grant', 'Subscriber shall not (i) sublicense, rent or lease the Platform, (ii) decompile it, or (iii) use it to send unsolicited messages.'), false);
  assert.ok(typeHasItsWords('License Grant', 'Vendor grants Subscriber a non-exclusive licence to use the Platform for its internal business. Subscriber shall not sublicense the Platform.'));
});

test('Post-Termination Services is refused on a right to terminate that places nothing after the end', () => {
  assert.equal(typeHasItsWords('Post-Termination Services', 'Either party may terminate this Agreement upon sixty (60) days\u2019 written notice if the other party shall fail to pay any amount when due.'), false);
  assert.equal(typeHasItsWords('Post-Termination Services', 'A Party shall have the right to terminate this Agreement upon written notice if the other Party materially breaches it and the breach is not cured within thirty (30) days.'), false);
  assert.equal(typeHasItsWords('Post-Termination Services', 'This Agreement runs for two years and renews for one-year periods unless either party gives notice ninety (90) days prior to the expiration of the then-current term.'), false);
});

test('Post-Termination Services stays on what happens once the agreement has ended', () => {
  assert.ok(typeHasItsWords('Post-Termination Services', 'If Supplier terminates this Agreement under Section 12.2, Supplier shall buy back the Distributor\u2019s unsold stock at its invoice price.'));
  assert.ok(typeHasItsWords('Post-Termination Services', 'The expiration or termination of this Agreement shall not relieve Supplier of its obligation to ship Products under orders accepted before notice of termination.'));
  assert.ok(typeHasItsWords('Post-Termination Services', 'At the time of termination, Provider shall give all assistance needed for an orderly handover of the Services to Customer or its new contractor.'));
});

test('Change of Control is refused on a permission to assign to an acquirer without consent', () => {
  assert.equal(typeHasItsWords('Change of Control', 'Neither Party may assign this Agreement without the prior written consent of the other Party, except that either Party may assign it without such consent to an entity that acquires all or substantially all of its business, whether by merger or sale of assets.'), false);
  assert.equal(typeHasItsWords('Change of Control', 'Neither Party may assign its rights without the other Party\u2019s consent; provided, however, that either Party may assign its rights to a successor resulting from any merger or consolidation.'), false);
});

test('Change of Control stays where a merger needs consent or notice', () => {
  assert.ok(typeHasItsWords('Change of Control', 'This Agreement shall not be assigned by either Party, including by merger or otherwise, without the written consent of the other Party, provided that Licensor may assign it without consent to its Affiliates.'));
  assert.ok(typeHasItsWords('Change of Control', 'Either Party may assign this Agreement without consent in the event of a merger or sale of substantially all of its assets, provided that it gives written notice of the assignment within ten (10) days.'));
  assert.ok(typeHasItsWords('Change of Control', 'Supplier may terminate this Agreement upon notice if Distributor undergoes a change of control.'));
});

test('Non-Transferable License is refused on a licence limited only to a purpose', () => {
  assert.equal(typeHasItsWords('Non-Transferable License', 'University hereby grants to Licensee an exclusive license to use the Study Data solely for the Project and in regulatory filings in the Field.'), false);
  assert.ok(typeHasItsWords('Non-Transferable License', 'Vendor grants Customer a non-transferable license to use the Software solely for its internal business purposes.'));
  assert.ok(typeHasItsWords('Non-Transferable License', 'The license granted in this Section is personal to Licensee and may not be sublicensed without Licensor\u2019s consent.'));
});

test('Minimum Commitment is refused on a denied minimum, a comparison, a non-binding forecast or an insurance limit', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Reseller shall not be subject to any minimum purchase requirements, but shall use its customary sales processes.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'Partner shall promote the Services using at least the same channels and standards it uses for its own services.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'Distributor shall provide yearly non-binding sales forecasts.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'Employer\u2019s liability coverage with a minimum limit of $1,000,000 per accident.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'Distributor shall purchase a minimum of 5,000 units of the Products in each Contract Year.'));
});

test('Exclusivity is refused on a non-exclusive grant however the hyphen is broken, a governing-document clause and a reserved right', () => {
  assert.equal(typeHasItsWords('Exclusivity', 'Licensor grants to Licensee a fully paid, non- exclusive, worldwide, non-transferable license to use the Materials, but only to the extent used in the Business.'), false);
  assert.equal(typeHasItsWords('Exclusivity', 'This Agreement shall exclusively govern the allocation of intellectual property between the Parties.'), false);
  assert.equal(typeHasItsWords('Exclusivity', 'Licensee shall not register the Licensed Mark anywhere, and Licensor shall retain the exclusive right to apply for registrations of it.'), false);
  assert.ok(typeHasItsWords('Exclusivity', 'During the Term, Supplier shall sell the Products in the Territory exclusively through Distributor.'));
});

test('Revenue/Profit Sharing is refused on a royalty-free licence', () => {
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', 'Each party grants the other a non-exclusive, fully-paid, royalty-free licence to use its trademarks to promote the Tests.'), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales of each Licensed Product.'));
});

test('Volume Restriction is refused on a limit of time, of committee seats, of size or of audits', () => {
  assert.equal(typeHasItsWords('Volume Restriction', 'Customer may extend the Programme upon written notice for up to six (6) additional one (1) year periods.'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'Each Party shall appoint up to three (3) representatives to the Joint Steering Committee.'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'Sponsor may place signage of up to 6 feet by 10 feet at each public appearance.'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'Licensor may audit the books on notice, provided that no more than one such audit may be conducted in any three-month period.'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'Service Level Credits applied in any month shall not exceed twenty percent (20%) of the applicable monthly invoice.'), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'Vendor shall provide telephone support at $100 per hour for all hours in excess of 40 hours in any contract year.'));
});

test('Competitive Restriction Exception needs a restriction on competing, not any prohibition', () => {
  assert.equal(typeHasItsWords('Competitive Restriction Exception', 'Neither party will disclose or use the Confidential Information for any purpose other than as contemplated under this Agreement, except as required by law.'), false);
  assert.equal(typeHasItsWords('Competitive Restriction Exception', 'The notification requirements of Section 3.2 shall not apply to research grade products, which are prohibited for clinical use.'), false);
  assert.ok(typeHasItsWords('Competitive Restriction Exception', 'Notwithstanding the foregoing, Franchisee shall not be prohibited from owning securities listed on a stock exchange that represent two percent (2%) or less of their class.'));
  assert.ok(typeHasItsWords('Competitive Restriction Exception', 'The restrictions set forth above shall not apply to the ownership of less than 5% of a publicly traded corporation.'));
});

test('Unlimited/All-You-Can-Eat-License needs something used or licensed without limit', () => {
  assert.equal(typeHasItsWords('Unlimited/All-You-Can-Eat-License', 'This Unlimited Guarantee shall inure to the benefit of the Franchisor and its successors and assigns.'), false);
  assert.equal(typeHasItsWords('Unlimited/All-You-Can-Eat-License', 'Promoter warrants that it has the unlimited legal right to enter into this Agreement.'), false);
  assert.ok(typeHasItsWords('Unlimited/All-You-Can-Eat-License', 'Licensee may install the Software on an unlimited number of devices at its sites.'));
  assert.ok(typeHasItsWords('Unlimited/All-You-Can-Eat-License', 'Vendor allows unlimited calls to its technical support desk by Customer\u2019s designated personnel.'));
});

test('Affiliate License-Licensor is refused where only the grantee\u2019s affiliates are licensed', () => {
  assert.equal(typeHasItsWords('Affiliate License-Licensor', 'Brand Owner hereby grants to Maker and its Affiliates a non-exclusive, royalty-free licence under Brand Owner\u2019s patents to manufacture the Products solely for Brand Owner.'), false);
  assert.ok(typeHasItsWords('Affiliate License-Licensor', 'Licensor, on behalf of itself and its Affiliates, hereby grants to Licensee a non-exclusive licence under the patents owned by Licensor or its Affiliates.'));
});

test('rules of construction are read like definitions and carry no type', () => {
  assert.equal(nonOperativeKind('1.2 Interpretation. In this Agreement, unless the context requires otherwise: (a) words used in the singular include the plural; (b) reference to any gender includes the other gender; (c) the words "include" and "including" shall be deemed to be followed by "without limitation".'), 'definition');
  assert.equal(nonOperativeKind('(c) reference to any gender includes the other gender and the neuter; (d) the Supplier shall deliver the Products within thirty (30) days.'), null);
});

test('Change of Control stays on a prohibition to transfer control without consent', () => {
  assert.ok(typeHasItsWords('Change of Control', 'Hirer may not assign this Agreement or transfer a controlling interest in Hirer without Owner\u2019s prior written consent. Owner may assign this Agreement without Hirer\u2019s consent.'));
});

test('Uncapped Liability is refused on "including, without limitation" and on an indemnity\u2019s own exception', () => {
  assert.equal(typeHasItsWords('Uncapped Liability', 'Neither party will have any liability for any indirect or consequential damages, in contract or tort (including, without limitation, negligence), arising out of this Agreement.'), false);
  assert.equal(typeHasItsWords('Uncapped Liability', 'Supplier will defend and hold Buyer harmless from all losses arising from third-party claims, except to the extent such losses result from the gross negligence of Buyer.'), false);
  assert.ok(typeHasItsWords('Uncapped Liability', 'Except for breach of Section 9 (Confidentiality) or a party\u2019s indemnity obligations, neither party\u2019s liability shall exceed the fees paid in the prior twelve months.'));
  assert.ok(typeHasItsWords('Uncapped Liability', 'The limitations in this Section shall not apply to either party\u2019s liability for infringement of the other party\u2019s intellectual property.'));
});

test('a span the filing redacted and an amendment\u2019s lead-in carry no type', () => {
  assert.equal(nonOperativeKind('[***] [***] 201804 [***] [***] [***] [***] [***] [***] [***]'), 'heading');
  assert.equal(nonOperativeKind('8. ADDITION OF RIGHT OF FIRST REFUSAL. The Distributor Agreement is hereby amended by adding a new Section 15.11, which shall read in its entirety as follows:'), 'heading');
  assert.equal(nonOperativeKind('Licensee shall pay a royalty of [***] percent of Net Sales within [***] days after the end of each calendar quarter.'), null);
});

test('withdrawing products from a schedule on notice ends no agreement: no termination for convenience', () => {
  assert.equal(typeHasItsWords('Termination for Convenience', 'The Manufacturer may add items to or withdraw items from the Product Schedule on not less than sixty (60) days\u2019 written notice to the Reseller.'), false);
  assert.ok(typeHasItsWords('Termination for Convenience', 'Either party may withdraw from this Agreement at any time on sixty (60) days\u2019 written notice to the other.'));
  assert.ok(typeHasItsWords('Termination for Convenience', 'The Buyer may cancel any purchase order for its convenience upon ten (10) days\u2019 notice.'));
});

test('a cap on a rate rise, a point in time and insurance limits are no volume restriction', () => {
  assert.equal(typeHasItsWords('Volume Restriction', 'After the first year the Vendor may increase its hourly rates once per year on thirty (30) days\u2019 notice, by no more than three percent (3%).'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'On termination the Company shall pay for all work performed up to the effective date of termination.'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'The Vendor shall carry general liability insurance with limits of not less than $1,000,000 per occurrence.'), false);
});

test('a ceiling on hours or units used stays a volume restriction', () => {
  assert.ok(typeHasItsWords('Volume Restriction', 'Support is limited to twenty (20) hours per month; hours in excess of that amount are billed at the rates in Schedule B.'));
  assert.ok(typeHasItsWords('Volume Restriction', 'The Customer may process up to 10,000 transactions per month without additional charge.'));
});

test('a form\u2019s column headings carry no type; a sentence listed with semicolons is operative', () => {
  assert.equal(nonOperativeKind('Reporting month; store location; gross receipts; commission rate; commission payable.'), 'heading');
  assert.equal(nonOperativeKind('Reporting month; store location; gross receipts; commission\npayable.'), 'heading');
  assert.equal(nonOperativeKind('Invoices are issued monthly; each invoice is payable within thirty (30) days; late amounts bear interest at 1% per month.'), null);
  assert.equal(nonOperativeKind('(a) fire; (b) flood; (c) war.'), null);
});

test('a duty that lasts years after the agreement\u2019s termination states no expiration date', () => {
  assert.equal(typeHasItsWords('Expiration Date', 'Neither party shall, during this Agreement and for a period of three years after its termination, disclose any confidential information of the other party.'), false);
  assert.equal(typeHasItsWords('Expiration Date', 'The Consultant shall not solicit the Company\u2019s customers for one (1) year following termination.'), false);
  assert.ok(typeHasItsWords('Expiration Date', 'This Agreement shall remain in force until the third anniversary of the Effective Date.'));
});

test('a specification\u2019s floor and a steering committee are no minimum commitment', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Acceptance criteria: output torque of at least 25 Nm and mean time between failures of not less than 15,000 hours.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'Each party shall contribute ten thousand euros per year to a marketing budget administered by the Joint Committee.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Reseller shall purchase at least 500 units in each calendar year.'));
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Customer commits to spend one hundred thousand dollars on Services in each contract year.'));
});

test('a first offer\u2019s last look is no most-favoured-nation term; a price no higher than others get is', () => {
  assert.equal(typeHasItsWords('Most Favored Nation', 'Before selling the Business to a third party, the Seller shall first offer it to the Buyer. If the Buyer declines, the Seller may sell to the third party only on terms no more favourable to that third party than those offered to the Buyer.'), false);
  assert.ok(typeHasItsWords('Most Favored Nation', 'The Supplier shall sell the Products to the Buyer at prices no higher than the lowest prices it charges any other customer for similar quantities.'));
  assert.ok(typeHasItsWords('Most Favored Nation', 'The Licensor shall not first grant any other licensee terms more favourable than those offered to the Licensee.'));
});

test('a period after the end is no Termination for Convenience: returning documents within thirty days after termination ends nothing', () => {
  assert.equal(typeHasItsWords('Termination for Convenience', '5. Return or Destruction. Within thirty (30) days after the termination or expiration of this Agreement, each Party shall return or destroy the other Party\u2019s Confidential Information.'), false);
  assert.ok(typeHasItsWords('Termination for Convenience', `${INITIAL_TERM} Within thirty (30) days after termination, each Party shall return the other\u2019s materials.`));
});

test('the limits of a non-exclusive licence are no Exclusivity; a refusal to buy from others beside it is', () => {
  assert.equal(typeHasItsWords('Exclusivity', 'Licensor grants Licensee a non-exclusive, perpetual license to use the Software, subject to the following: (i) Licensee shall not sublicense, disclose or distribute the Software to any third party.'), false);
  assert.ok(typeHasItsWords('Exclusivity', 'Supplier grants Distributor a non-exclusive license to use the Marks. Distributor shall not purchase competing products from any other supplier during the Term.'));
});

test('"at a minimum" listing contents and an estimate that is no guarantee are no Minimum Commitment; a minimum number of pages is', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Each Purchase Order shall contain, at a minimum, the following information: a description of the Product and the quantity ordered.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'Publisher estimates, but does not guarantee, the display of 1,000,000 impressions of the banner advertisements.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'Partner will have at a minimum one (1) web page describing the Services and shall purchase at least 500 units per quarter.'));
});

test('a ceiling word with no count to stay under is no Volume Restriction', () => {
  assert.equal(typeHasItsWords('Volume Restriction', 'If any Product is in short supply, the Supplier shall have the right to allocate such Product among its customers on an equitable basis.'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'Each quarter the Distributor shall furnish a rolling forecast of its Product orders for the remainder of the Term.'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'Use of the Marks is limited to the particular Marks approved by the Licensor in writing.'), false);
});

test('a ceiling on a count, a defined quantity or a tolerance band stays a Volume Restriction', () => {
  assert.ok(typeHasItsWords('Volume Restriction', 'The Celebrity will be limited to six speaking engagements for the year.'));
  assert.ok(typeHasItsWords('Volume Restriction', 'Shipper shall not nominate a total quantity of gas at all Points of Delivery that exceeds the MDQ.'));
  assert.ok(typeHasItsWords('Volume Restriction', 'The Consultant is paid $400 per hour (19 hours cap monthly; any hours over these must be approved in advance).'));
  assert.ok(typeHasItsWords('Volume Restriction', 'The Supplier may deliver the Commodity with a permissible +/-5% deviation from the number of batches ordered.'));
});

test('"commits" a breach or an act is no Minimum Commitment; a commitment to purchase is', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Either party may terminate this Agreement if the other party commits a material breach of any material term of this Agreement.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'The Provider commits itself to monitor the Network during working hours and to alert the Customer of any malfunction.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Customer commits to purchase 10,000 units of the Product in each Contract Year.'));
});

test('a forecast of purchases, a credit guarantee and a guaranteed response time are no Minimum Commitment; guaranteed impressions are', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'The Buyer may provide a six (6) month rolling forecast of its projected purchases of the Products, prepared in good faith.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'A demand for Performance Assurance may be satisfied with a guarantee issued on behalf of the Customer by its parent.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'The Vendor will provide on-call service with a guaranteed response time of 3 hours.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'Impressions guaranteed per month: 3,750,000.'));
  assert.ok(typeHasItsWords('Minimum Commitment', 'Any changes to the Locked Forecasts will not reduce the quantities the Buyer must purchase.'));
});

test('a bare "only" or "solely" limiting a grant, the sole benefit of the parties or a denied exclusive relationship is no Exclusivity', () => {
  assert.equal(typeHasItsWords('Exclusivity', 'The Reseller shall market and sell the Products only within the Territory.'), false);
  assert.equal(typeHasItsWords('Exclusivity', 'The provisions of this Agreement are for the sole benefit of the parties, and not for the benefit of any other persons.'), false);
  assert.equal(typeHasItsWords('Exclusivity', 'The Parties acknowledge that this Agreement does not create an exclusive business relationship between the Parties.'), false);
  assert.equal(typeHasItsWords('Exclusivity', 'Such remedy shall not be exclusive of other legal remedies available to the Licensor.'), false);
});

test('buying solely from the other party stays Exclusivity', () => {
  assert.ok(typeHasItsWords('Exclusivity', 'The Distributor shall procure the Products solely from the Supplier during the term of this Agreement.'));
});

test('a redacted figure alone is no Revenue/Profit Sharing', () => {
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', 'No later than [***] following the Effective Date, the Licensee shall pay the Licensor an upfront amount of [***].'), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'The Licensee shall pay the Licensor [***] of Net Sales of each Licensed Product.'));
});

test('a cap on a dividend or interest rate is no Price Restriction; a cap on a price increase is', () => {
  assert.equal(typeHasItsWords('Price Restrictions', 'The Agent shall establish the Dividend Rate, provided that the Dividend Rate may not exceed the Maximum Rate.'), false);
  assert.ok(typeHasItsWords('Price Restrictions', 'The Supplier may not increase the prices of the Products by more than three percent (3%) in any Contract Year.'));
});

test('an irrevocable assignment of inventions licenses nothing: no Irrevocable or Perpetual License', () => {
  assert.equal(typeHasItsWords('Irrevocable or Perpetual License', 'The Supplier hereby irrevocably assigns to the Company all of its inventions, designs and works of authorship made under this Agreement.'), false);
  assert.ok(typeHasItsWords('Irrevocable or Perpetual License', 'The Licensor grants the Licensee a perpetual, irrevocable, royalty-free license to use the Software.'));
});

test('a successors-and-assigns clause restricts no assignment: no Anti-Assignment', () => {
  assert.equal(typeHasItsWords('Anti-Assignment', 'This Agreement shall be binding upon and inure to the benefit of the parties and their respective successors and assigns.'), false);
  assert.ok(typeHasItsWords('Anti-Assignment', 'Neither party may assign this Agreement without the prior written consent of the other party.'));
  assert.ok(typeHasItsWords('Anti-Assignment', 'Membership rights and privileges cannot be transferred or assigned.'));
});

test('a licence that may not be sublicensed or sublet to third parties is no Exclusivity; a refusal to buy from others is', () => {
  assert.equal(typeHasItsWords('Exclusivity', 'Party B shall not sub-license the Intellectual Property to others or sublet its use to any third party.'), false);
  assert.ok(typeHasItsWords('Exclusivity', 'The Distributor shall not purchase competing products from any other supplier during the Term.'));
});

test('joint ownership of a cable segment is no Joint IP Ownership; jointly owned inventions are', () => {
  assert.equal(typeHasItsWords('Joint IP Ownership', 'The Wet Segment shall be owned by the Parties in common and undivided shares.'), false);
  assert.ok(typeHasItsWords('Joint IP Ownership', 'Inventions made jointly by the Parties shall be jointly owned by the Parties in undivided shares.'));
});

test('services that "shall include at least:" a list and minimum hours of operation are no Minimum Commitment', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'The Initial Services shall include at least: (A) the functionality enhancements in the Schedule; and (B) the current capabilities.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'The Operations Manual shall set out the minimum hours of operation of each Unit.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Franchisee shall purchase at least 500 cases of Products in each calendar quarter.'));
});

test('an automatic renewal beside a termination right by notice for default sets no Notice Period to Terminate Renewal', () => {
  const text = 'This Agreement shall be for an initial term of five (5) years and shall automatically renew for an additional term of five (5) years thereafter. Either Party may terminate this Agreement by written notice to the other Party in the event of a material default.';
  assert.equal(typeHasItsWords('Notice Period to Terminate Renewal', text), false);
  assert.ok(typeHasItsWords('Notice Period to Terminate Renewal', 'This Agreement renews automatically unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.'));
});

test('a termination right on notice under a heading "Term" states no Expiration Date; a term of years does', () => {
  assert.equal(typeHasItsWords('Expiration Date', '8.1 Term. This Agreement may be terminated by the Sponsor upon thirty (30) days prior written notice to the University.'), false);
  assert.ok(typeHasItsWords('Expiration Date', 'The Contract is valid for 5 years from the date of signature.'));
});

test('a right to terminate on notice if a listed event occurs is no termination for convenience, whatever the events say', () => {
  const sponsor = 'The Sponsor may terminate this Agreement upon thirty (30) days\u2019 written notice if the Driver (a) retires from professional racing; (b) does not start any race for six (6) consecutive months for any reason; or (c) loses his racing licence.';
  const landlord = 'Landlord may terminate this Lease by written notice if Tenant (a) fails to pay rent when due; or (b) vacates the Premises for sixty (60) consecutive days.';
  assert.equal(typeHasItsWords('Termination for Convenience', sponsor), false);
  assert.equal(typeHasItsWords('Termination for Convenience', landlord), false);
});

test('a notice ground listed beside an event, or offered before it, stays termination for convenience', () => {
  assert.ok(typeHasItsWords('Termination for Convenience', 'Either party may terminate this Agreement (a) upon ninety (90) days\u2019 written notice to the other party; or (b) immediately if the other party becomes insolvent.'));
  assert.ok(typeHasItsWords('Termination for Convenience', 'This Agreement may be terminated upon the occurrence of any of the following: (a) by either party on sixty (60) days\u2019 written notice to the other; or (b) by either party if the other party is dissolved.'));
});

test('a notice of election to renew exercises an option and is no notice period to terminate renewal', () => {
  const text = 'Licensee may renew the licence for one (1) further term of five (5) years, provided that Licensee gives Licensor written notice of its election to renew at least six (6) months before the end of the initial term.';
  assert.equal(typeHasItsWords('Notice Period to Terminate Renewal', text), false);
  assert.ok(typeHasItsWords('Renewal Term', text));
});

test('a bar on soliciting customers outside the territory limits where a party sells and is no no-solicit of customers', () => {
  assert.equal(typeHasItsWords('No-Solicit of Customers', 'Distributor shall not actively solicit customers located outside the Territory.'), false);
  assert.ok(typeHasItsWords('No-Solicit of Customers', 'For one (1) year after termination, Distributor shall not solicit any customer of Supplier in the Territory to buy competing products.'));
});

test('a covenant put "neither X nor its owners shall own or operate" a rival business keeps Non-Compete', () => {
  assert.ok(typeHasItsWords('Non-Compete', 'For one (1) year after this Agreement ends, neither Licensee nor any of its principals shall own or operate any fitness studio within ten (10) miles of the Studio.'));
  assert.equal(typeHasItsWords('Non-Compete', 'Neither party shall be liable for any delay caused by events beyond its reasonable control.'), false);
});

test('a non-exclusive appointment that leaves a party free to use others is no non-compete', () => {
  assert.equal(typeHasItsWords('Non-Compete', 'Buyer appoints Seller as a non-exclusive supplier of the Parts. Buyer may make the Parts itself or buy them from other suppliers.'), false);
  assert.ok(typeHasItsWords('Non-Compete', 'Seller appoints Agent as its non-exclusive agent. During the term Agent shall not sell any products that compete with the Parts.'));
});

test('an on-time performance level is no Minimum Commitment', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Carrier shall meet an on-time performance level of at least ninety-seven percent (97%) for pickups and deliveries in each month.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'Carrier shall achieve at least ninety-seven percent (97%) for pickups and deliveries made on the scheduled day.'), false);
});

test('using only the other party\u2019s products and not appointing other distributors stay Exclusivity', () => {
  assert.ok(typeHasItsWords('Exclusivity', 'The Professional agrees to use only the golf clubs and golf bags of the Company in any golf event during the Term.'));
  assert.ok(typeHasItsWords('Exclusivity', 'The Supplier agrees not to appoint additional distributors of the Products in the Territory during the Term.'));
});

test('a notice of intention to terminate given for no stated event keeps Notice Period to Terminate Renewal', () => {
  assert.ok(typeHasItsWords('Notice Period to Terminate Renewal', 'This agreement will be automatically renewed at the end of every ten (10) year term. A six (6) months notice must be given by either party of their intention to terminate relations.'));
});

test('a grant silent on transfer, or calling the licence transferable and sublicensable, is no Non-Transferable License', () => {
  assert.equal(typeHasItsWords('Non-Transferable License', 'Subject to this Agreement, Google grants Distributor a license during the Term to distribute the Products to End Users and to third parties in the Territory.'), false);
  assert.equal(typeHasItsWords('Non-Transferable License', 'Supplier grants Buyer a perpetual, transferable license, with the right to grant sublicenses through multiple tiers, to use the Tooling Designs.'), false);
  assert.ok(typeHasItsWords('Non-Transferable License', 'Supplier grants Buyer a license, sublicensable only to its Affiliates, to use the Tooling Designs.'));
  assert.ok(typeHasItsWords('Non-Transferable License', 'Supplier grants Buyer a non- 12 transferable license to use the Tooling Designs.'));
  assert.ok(typeHasItsWords('Non-Transferable License', 'Except as expressly provided, Licensor does not grant any right to (a) copy the Products; (b) assign, sublicense or otherwise transfer its rights.'));
  assert.ok(typeHasItsWords('Non-Transferable License', 'Distributor may sublicense its rights to sub-distributors provided that it first informs Supplier of their identity.'));
});

test('a term counted in years "thereafter" and a mention of the defined Renewal Term renew nothing', () => {
  assert.equal(typeHasItsWords('Renewal Term', 'This Agreement shall commence on the Effective Date and shall continue for a period of three (3) years thereafter.'), false);
  assert.equal(typeHasItsWords('Renewal Term', 'The Initial Term shall expire on June 30, 2029. The Term means the Initial Term and any Renewal Term, if applicable.'), false);
  assert.ok(typeHasItsWords('Renewal Term', 'Each Renewal Term shall be one (1) year.'));
});

test('"shall remain in full force and effect" in a severability or amendment clause states no Expiration Date', () => {
  assert.equal(typeHasItsWords('Expiration Date', 'If any provision of this Agreement is held unenforceable, the remainder of this Agreement shall remain in full force and effect.'), false);
  assert.equal(typeHasItsWords('Expiration Date', 'Except as amended herein, the Supply Agreement shall remain in full force and effect.'), false);
  assert.ok(typeHasItsWords('Expiration Date', 'This Agreement shall remain in full force and effect until December 31, 2030.'));
});

test('a notice duty counted in months states no Expiration Date', () => {
  assert.equal(typeHasItsWords('Expiration Date', 'If a party expects to undergo a change of control within the following three (3) months, it shall notify the other party and continue to supply the Products.'), false);
});

test('insurance a party must purchase and maintain is no Minimum Commitment', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Each Party shall purchase and maintain, at its own expense, cargo liability insurance with a combined single limit of not less than $100,000 per occurrence.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'Distributor shall purchase not less than 1,000 units of the Products in each Contract Year.'));
});

test('licences that terminate on the end of the agreement are no Irrevocable or Perpetual License', () => {
  assert.equal(typeHasItsWords('Irrevocable or Perpetual License', 'Effect of Termination; Surviving Obligations. Upon any termination of this Agreement, all licenses granted hereunder shall automatically terminate and revert to the granting party.'), false);
  assert.ok(typeHasItsWords('Irrevocable or Perpetual License', 'The license granted in Section 2.3 is perpetual and irrevocable and shall survive any termination of this Agreement, while all other licenses shall terminate.'));
});

test('exclusive ownership of intellectual property is no Exclusivity', () => {
  assert.equal(typeHasItsWords('Exclusivity', 'Licensor shall at all times exclusively own all right, title and interest in the Licensed Technology and all improvements to it.'), false);
});

test('delivering a copy of the "Licensed Materials" grants no licence', () => {
  assert.equal(typeHasItsWords('License Grant', 'Vendor agrees to deliver to Customer one (1) copy of the most current release of the Licensed Materials.'), false);
  assert.ok(typeHasItsWords('License Grant', 'Vendor hereby grants Customer a non-exclusive license to use the Licensed Materials.'));
  assert.ok(typeHasItsWords('License Grant', '(b) to use the Marks in advertising for the Restaurant;'));
});

test('a lettered recital stating a party\u2019s wish carries no type, a lettered representation stays operative', () => {
  assert.equal(nonOperativeKind('D. NetGrocer wishes to promote use of the NetGrocer Site to Excite\u2019s users by sponsoring the Shopping Channel and purchasing banner advertising.'), 'recital');
  assert.equal(nonOperativeKind('B. Metavante is a corporation validly existing under the laws of the State of Wisconsin and has all requisite corporate power.'), null);
  assert.equal(nonOperativeKind('B. Licensee shall pay the Royalty within thirty (30) days after the end of each quarter.'), null);
});

test('a minimum lead time is no Minimum Commitment, and the limits of an arbitration are no Volume Restriction', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Each Production Order shall respect the Minimum Lead Time stated in Exhibit C.'), false);
  assert.equal(typeHasItsWords('Volume Restriction', 'In the arbitration, each Party may take no more than three (3) depositions, and discovery shall be limited to documents relevant to the claim.'), false);
});

test('a heading "Non-solicitation of Clients" makes no No-Solicit of Employees', () => {
  const text = '4. Non-solicitation of Clients. Marketing Affiliate shall not directly or indirectly solicit an existing business customer of the Company during the term of this Agreement.';
  assert.equal(typeHasItsWords('No-Solicit of Employees', text), false);
  assert.ok(typeHasItsWords('No-Solicit of Customers', text));
});

test('an exclusion of liability for misuse "other than in accordance with" the manual is no Uncapped Liability', () => {
  assert.equal(typeHasItsWords('Uncapped Liability', 'Supplier will not be liable for breach of warranty to the extent the breach arises from use of the Products other than in accordance with the operating manual.'), false);
  assert.ok(typeHasItsWords('Uncapped Liability', 'Supplier shall not be liable for indirect or consequential damages unless caused by its gross negligence or wilful misconduct.'));
});

test('a definition behind a run-in title carries no type, and "there is no minimum amount" is no Minimum Commitment', () => {
  assert.equal(nonOperativeKind('2.8 Change of Control. "Change of Control" means any transaction that would result in the Control of a Person changing.'), 'definition');
  assert.equal(typeHasItsWords('Minimum Commitment', 'It is agreed that there is no minimum amount of Customer Gas that must be delivered hereunder; Customer shall have no liability for failing to deliver any quantity.'), false);
});

test('a party that "may" insure at its own expense is required to carry no Insurance', () => {
  assert.equal(typeHasItsWords('Insurance', 'The cost of repairing the cable shall be a capital cost. Any of the Parties may at its own expense insure against such loss or damage.'), false);
  assert.ok(typeHasItsWords('Insurance', 'Supplier shall maintain product liability insurance of at least $5,000,000 per occurrence.'));
});

test('changes that comply only with applicable laws, and a bar on subletting, are no Exclusivity', () => {
  assert.equal(typeHasItsWords('Exclusivity', 'Supplier shall be entitled to make changes to the Products to comply only with any applicable Laws.'), false);
  assert.equal(typeHasItsWords('Exclusivity', 'Charterer shall not be permitted to sublet the use of any vessels to any third party.'), false);
  assert.ok(typeHasItsWords('Exclusivity', 'Distributor shall not be permitted to sell any products of any third party that compete with the Products.'));
});

test('how often an act recurs ("at a minimum of once a quarter", "at least annually") is no Minimum Commitment', () => {
  assert.equal(typeHasItsWords('Minimum Commitment', 'Reseller shall refresh the product pages on its website at a minimum of once a quarter to reflect current information.'), false);
  assert.equal(typeHasItsWords('Minimum Commitment', 'If the index ceases to exist, the parties will agree on a replacement index, which must be published at least annually.'), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'Reseller shall purchase at least 5,000 units in each calendar quarter.'));
});

test('the sole right to enforce or defend, and the sole compensation due, are no Exclusivity', () => {
  assert.equal(typeHasItsWords('Exclusivity', 'Licensor shall have the sole right and discretion to prevent, abate or seek legal recourse for any infringement of the Licensed Patents.'), false);
  assert.equal(typeHasItsWords('Exclusivity', 'The handling fee under this Section shall be the sole compensation due to the Contractor for storing the materials.'), false);
  assert.ok(typeHasItsWords('Exclusivity', 'Licensor grants Licensee the sole and exclusive right to sell the Products in the Territory.'));
});

test('"competitive" as the quality of a price or a quotation is no Non-Compete', () => {
  assert.equal(typeHasItsWords('Non-Compete', 'Supplier selects its own sub-suppliers on competitive quotations and market competitive labor rates.'), false);
  assert.ok(typeHasItsWords('Non-Compete', 'During the Term, Reseller shall not market or sell any product that competes with the Products.'));
});

test('a contract that runs from its start until a party ends it has no Renewal Term', () => {
  assert.equal(typeHasItsWords('Renewal Term', 'The term of employment begins on the Effective Date and continues until terminated by either party under Section 6.'), false);
  assert.ok(typeHasItsWords('Renewal Term', 'The initial term is two years; thereafter this Agreement shall continue until terminated by either party on ninety days\u2019 notice.'));
});

test('a term that runs indefinitely from its start has no Renewal Term', () => {
  assert.equal(typeHasItsWords('Renewal Term', 'This Agreement shall be effective from the date first above written and shall continue indefinitely until terminated by either Party.'), false);
  assert.ok(typeHasItsWords('Renewal Term', 'This Agreement commences on the Effective Date and continues for three years, and thereafter continues indefinitely until terminated by either party.'));
});

test('a notice "in writing of Your election to renew" starts a renewal and stops none', () => {
  const text = 'You may renew the Franchise for two additional terms of ten years each, provided You give Us notice in writing of Your election to renew at least three months prior to the end of the term.';
  assert.equal(typeHasItsWords('Notice Period to Terminate Renewal', text), false);
});

test('meetings held "at least one (1) time per" quarter, a hand-over "with the minimum of interruption", records kept for a minimum or redacted period, and a Pro Rata Interest threshold are no Minimum Commitment', () => {
  for (const text of [
    'The Project Team shall meet at least one (1) time per calendar quarter to review progress.',
    'The Parties shall agree a hand-over plan so that the Services transfer with the minimum of interruption.',
    'Each party shall retain its records for the minimum period of time required by applicable law.',
    'So long as Investor holds a Pro Rata Interest of at least 14.5%, it may nominate one director.',
    'The Committee shall meet quarterly, provided that at least two (2) of these meetings per calendar year are held in person.',
    'Each party shall keep its records for not less than [***] following the expiration of this Agreement, and deliver its report not less than [ * ] prior to each committee meeting.',
  ]) assert.equal(typeHasItsWords('Minimum Commitment', text), false, text);
  assert.ok(typeHasItsWords('Minimum Commitment', 'Distributor shall purchase at least 5,000 units in each calendar quarter.'));
  assert.ok(typeHasItsWords('Minimum Commitment', 'MediWound undertakes to order at least [***]% of the Annual Forecast per each year.'));
});

test('interest on a late payment is no Liquidated Damages', () => {
  assert.equal(typeHasItsWords('Liquidated Damages', 'All payments not paid by the date such payments are due shall bear interest from the due date at the rate of the lower of 1% per month or the maximum rate permitted by law.'), false);
  assert.ok(typeHasItsWords('Liquidated Damages', 'If Supplier delivers late, it shall pay liquidated damages of 1% of the price per week of delay; overdue invoices bear interest at 1% per month.'));
});
