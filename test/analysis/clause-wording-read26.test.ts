// Issue #9: errors found reading whole reports of a reseller agreement, a consulting agreement, an intellectual property
// agreement of a spin-off, a strategic alliance and a co-promotion agreement, as a strict lawyer reads them (read26).
// One behaviour per test, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nonOperativeKind, typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { findProtection } from '../../src/analysis/protection-search.ts';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { DEFAULT_PLAYBOOK } from '../../src/analysis/default-playbook.ts';
import { emptyContractFields } from '../../src/analysis/model.ts';
import { buildExecutiveSummary } from '../../src/analysis/summary.ts';
import { mainAgreementOf } from '../../src/analysis/addendum.ts';
import { findDuties } from '../../src/engines/local/analysis/duties.ts';
import { ruleFor } from '../../src/analysis/playbook.ts';
import { findDurations } from '../../src/engines/local/analysis/fields/durations.ts';
import { readClauseFacts } from '../../src/engines/local/analysis/risk/clause-facts.ts';

test('a lettered item that opens "Upon the termination of this Agreement for any reason:" states effects, no right to terminate', () => {
  const text = '(c) Upon the termination of this Agreement for any reason: (1) all rights granted to the Dealer shall come to an end; and (2) the Dealer shall return all price lists within ten (10) days.';
  assert.equal(typeHasItsWords('Termination for Convenience', text), false);
  assert.ok(typeHasItsWords('Termination for Convenience', '(c) Either party may terminate this Agreement for any reason upon sixty (60) days written notice.'));
});

test('an item "upon the termination of another agreement" among the grounds of a termination right stays a ground', () => {
  const text = 'The Bank may terminate this Agreement: (a) upon a material breach by the Servicer not cured within thirty (30) days; (b) upon the termination of the Processing Agreement for any reason; or (c) at any time upon one hundred eighty (180) days prior written notice to the Servicer.';
  assert.ok(typeHasItsWords('Termination for Convenience', text));
});

test('a termination "under Section 6(a)" named as the start of a phase-out period grants no right to terminate', () => {
  const text = '(c) Termination under Subsection 6(a) shall trigger a wind-down period of eighteen (18) months during which the Dealer may continue to serve its existing customers.';
  assert.equal(typeHasItsWords('Termination for Convenience', text), false);
});

test('"no party is representing or warranting in any way" disclaims warranties and gives none', () => {
  const text = '4.2 Disclaimer. Each party agrees that, except as expressly set out in the Transfer Agreement, no party to this Agreement is representing or warranting in any way as to the assets conveyed hereunder or as to their value. All such assets are conveyed on an "as is, where is" basis.';
  assert.equal(typeHasItsWords('Warranty', text), false);
  assert.ok(typeHasItsWords('Warranty Disclaimer', text));
  assert.ok(typeHasItsWords('Warranty', '4.1 The Seller represents and warrants that it has good title to the assets conveyed hereunder.'));
});

test('"no party shall have any liability or further obligation" after a termination is no post-termination duty', () => {
  const text = '9.2 Effect of Termination. If this Agreement is terminated before the Closing, no party shall have any liability or further obligation to any other party under this Agreement.';
  assert.equal(typeHasItsWords('Post-Termination Services', text), false);
  assert.ok(typeHasItsWords('Post-Termination Services', '9.2 Effect of Termination. Upon termination of this Agreement, neither party shall have any further obligation, except that the Licensee shall pay all fees accrued and return all Materials within thirty (30) days.'));
});

test('a licence kept through a trustee\'s rejection under Section 365(n) is no termination for cause', () => {
  const text = "7.4 Bankruptcy. If this Agreement is terminated or rejected by the Licensor or its trustee under applicable bankruptcy laws because of the Licensor's bankruptcy, all licenses granted under this Agreement shall be deemed licenses of rights to intellectual property for purposes of Section 365(n) of the Bankruptcy Code.";
  assert.equal(typeHasItsWords('Termination for Cause', text), false);
  assert.ok(typeHasItsWords('Termination for Cause', '7.3 Either party may terminate this Agreement by notice if the other party files a petition in bankruptcy or becomes insolvent.'));
});

test('a licence kept through a trustee\'s rejection under Section 365(n) is no post-termination service', () => {
  const text = "7.4 Bankruptcy. If this Agreement is terminated or rejected by the Licensor or its trustee under applicable bankruptcy laws because of the Licensor's bankruptcy, all licenses granted under this Agreement shall be deemed licenses of rights to intellectual property for purposes of Section 365(n) of the Bankruptcy Code.";
  assert.equal(typeHasItsWords('Post-Termination Services', text), false);
});

test('a licence kept through a trustee\'s rejection under Section 365(n) is not found as a termination right for cause', () => {
  const text = "7.1 Term. This Agreement continues until the last licensed patent expires.\n\n7.4 Bankruptcy. If this Agreement is terminated or rejected by the Licensor or its trustee under applicable bankruptcy laws because of the Licensor's bankruptcy, all licenses granted under this Agreement shall be deemed licenses of rights to intellectual property for purposes of Section 365(n) of the Bankruptcy Code.";
  assert.equal(findProtection('Termination for Cause', text), null);
  assert.ok(findProtection('Termination for Cause', '7.3 Either party may terminate this Agreement by notice if the other party becomes insolvent.'));
});

test('what relates "exclusively" to a business or its assets deals with no one exclusively', () => {
  const text = '(c) "Transferred Contracts" means any license agreement exclusively related to the Transferred Patents, and any agreement under which a third party is obliged to assign Intellectual Property exclusively for use in connection with the Retail Business.';
  assert.equal(typeHasItsWords('Exclusivity', text), false);
  assert.ok(typeHasItsWords('Exclusivity', 'The Distributor shall purchase the Products exclusively from the Company.'));
});

test('law named as what is violated chooses no governing law', () => {
  const text = '2.3 Assumed Liabilities. The Buyer shall pay and discharge all Assumed Liabilities, whether asserted or determined before or after the Closing, and whether arising from negligence, fraud or violation of Law by the Seller.';
  assert.equal(typeHasItsWords('Governing Law', text), false);
  assert.ok(typeHasItsWords('Governing Law', 'This Agreement shall be governed by the laws of Ontario to the extent permitted by applicable law.'));
});

test('the costs and damages an indemnitor pays are no payment terms', () => {
  const text = '(i) the Dealer promptly notifies the Supplier of the claim; and (ii) the Dealer gives the Supplier sole control of the defence. (b) The Supplier shall defend and indemnify the Dealer against any claim that the Products infringe a patent, and will pay the costs, damages and legal fees finally awarded against the Dealer in such action.';
  assert.equal(typeHasItsWords('Payment Terms', text), false);
  assert.ok(typeHasItsWords('Payment Terms', 'The Dealer shall pay each invoice within thirty (30) days of its date, and shall indemnify the Supplier against any collection costs.'));
});

test('a product description that mentions personal data binds no one to protect it', () => {
  const text = 'Schedule 2 - Products. 1. HealthVault. The HealthVault server lets subscribers securely store and manage their personal data, and share it with their doctors by e-mail or text message. Data is kept encrypted on the device.';
  assert.equal(typeHasItsWords('Data Protection', text), false);
  assert.ok(typeHasItsWords('Data Protection', 'The Processor shall process Personal Data only on the documented instructions of the Controller.'));
});

test('later titles of a list of sections that survive ("18 (Non-Solicitation)") name no covenant of this clause', () => {
  const text = "12.3 Effect of Termination. Upon any termination of this Agreement, all licenses granted hereunder will cease, except that Sections 5 (Ownership), 8 (Fees), 14 (Non-Solicitation) and 16 (Governing Law) will survive. Each party shall return the other party's materials to its customers within thirty (30) days.";
  assert.equal(typeHasItsWords('No-Solicit of Customers', text), false);
  assert.ok(typeHasItsWords('No-Solicit of Customers', '14. Non-Solicitation. During the Term, neither party shall solicit any customer of the other party.'));
});

test('a supply contract with a customer, as a noun, is no covenant not to deal with customers', () => {
  const text = '(b) If, at the time of notice of termination, the Reseller has a written supply contract with a customer that runs beyond the Wind Down Period, the Reseller may continue to sell the Licensed Products to that customer for the rest of that contract, provided that in no event may it do so for more than twelve (12) months.';
  assert.equal(typeHasItsWords('No-Solicit of Customers', text), false);
  assert.ok(typeHasItsWords('No-Solicit of Customers', 'The Reseller shall not contract with any customer of the Supplier for the supply of similar products.'));
});

test('rights kept and licences denied extend no licence to anyone\'s affiliates', () => {
  const text = '2.2 Retention of Rights. The Company retains all rights in and to the Product. The Promoter and its Affiliates shall have no rights to manufacture or distribute the Product. For clarity, the Promoter shall not acquire any license in any technology owned or controlled by the Company or any of its Affiliates.';
  assert.equal(typeHasItsWords('Affiliate License-Licensor', text), false);
  assert.equal(typeHasItsWords('Affiliate License-Licensee', text), false);
  assert.ok(typeHasItsWords('Affiliate License-Licensee', 'The Company grants to the Promoter and its Affiliates a non-exclusive license to use the Marks.'));
});

test('affiliates named in another sentence than the licence receive none of it', () => {
  const text = '2.6 Branding. (a) Products sold by the Distributor or its Affiliates may carry the Distributor\'s brand. (b) Each party hereby grants to the other party a non-exclusive, non-transferable license to use its Marks solely to market the co-branded Products.';
  assert.equal(typeHasItsWords('Affiliate License-Licensee', text), false);
  assert.ok(typeHasItsWords('Affiliate License-Licensee', '2.4 The Distributor may sublicense the foregoing license to any of its Affiliates.'));
});

test('how a party pays its own sales representatives is no payment term of the contract', () => {
  const text = '4.3 Incentive Compensation. The Promoter shall ensure that the incentive compensation plan of its sales representatives ties at least forty percent (40%) of their target bonus compensation to sales of the Product. Each quarter the parties will review the incentive compensation paid out to those representatives.';
  assert.equal(typeHasItsWords('Payment Terms', text), false);
  assert.ok(typeHasItsWords('Payment Terms', 'The Company shall pay the Consultant incentive compensation of five percent (5%) of Net Sales within thirty (30) days after each quarter.'));
});

test('the term of another agreement, named by its parties, is not this agreement\'s term', () => {
  const text = '(c) Termination under Section 6(a) starts a phase-out period, which shall be the longer of (i) the remaining term of the agreement between the Dealer and its customer, and (ii) eighteen (18) months. (d) Upon the termination of this Agreement for any reason, the Dealer shall return all price lists.';
  assert.equal(typeHasItsWords('Term', text), false);
  assert.ok(typeHasItsWords('Term', 'The term of this Agreement shall commence on the Effective Date and continue for five (5) years.'));
});

test('"This Agreement may not be changed orally, but only in a writing executed by the party charged" is an amendment clause, not a preamble', () => {
  const text = 'This Services Agreement may not be changed orally, but may be changed only in a writing executed by the party to be charged with enforcement.';
  assert.equal(nonOperativeKind(text), null);
  assert.ok(typeHasItsWords('Amendment', text));
  assert.equal(nonOperativeKind('THIS SERVICES AGREEMENT is made and entered into as of June 1, 2020 by and between Acme Corp. and Beta LLC.'), 'preamble');
});

test('rights defined as "arising under the Laws of the United States" choose no governing law', () => {
  const text = 'INTELLECTUAL PROPERTY AGREEMENT\n\n1.5 "Intellectual Property" shall mean all of the following whether arising under the Laws of the United States or of any other jurisdiction: (a) patents; (b) trademarks.\n\n8.2 Section 10.2 (Governing Law) of the Separation Agreement is incorporated herein.';
  assert.equal(extractFields(text).governingLaw, null);
  assert.equal(extractFields('1.5 "Patents" means all patents arising under the laws of any country.\n\n9. This Agreement shall be governed by the laws of the State of Delaware.').governingLaw, 'Delaware');
});

test('a contract that "will automatically extend for an additional month" renews for one month', () => {
  const fields = extractFields('3. TERM. This Agreement is for a term of 12 months from the Effective Date. Without notification the contract will automatically extend for an additional month of service.');
  assert.deepEqual(fields.renewalTerm, { value: 1, unit: 'month', text: 'an additional month' });
  assert.deepEqual(extractFields('3. TERM. This Agreement runs for two (2) years and shall renew for a further year unless either party gives sixty (60) days notice before its end.').renewalTerm, { value: 1, unit: 'year', text: 'a further year' });
});

test('"Annual" opening a defined name ("the Annual Minimum Commitment") is no period of a year', () => {
  assert.deepEqual(findDurations('Subject to payment of the Annual Minimum Commitment, the Supplier grants the Dealer an exclusive right.').map((d) => d.text), []);
  assert.deepEqual(findDurations('This Agreement renews for successive Annual Periods.').map((d) => d.text), ['Annual']);
});

test('a minimum commitment is not described by the notice period of the termination right beside it', () => {
  const text = "4. Termination. The Supplier may terminate this Agreement upon thirty (30) days' written notice to the Dealer if the Dealer gives up the minimum commitment and fails to meet the sales targets set out in Schedule 3.";
  const facts = readClauseFacts(text, { start: 0, end: text.length, text, types: ['Minimum Commitment'] } as Parameters<typeof readClauseFacts>[1]);
  const { analysis } = assessClause('Minimum Commitment', text, facts, emptyContractFields(), ruleFor(DEFAULT_PLAYBOOK, 'Minimum Commitment'), text);
  assert.doesNotMatch(analysis, /\(thirty \(30\) days\)/);
});

test('a governing-law section of another agreement incorporated by number and title is named in the summary, not reported as none', () => {
  const text = 'INTELLECTUAL PROPERTY AGREEMENT\n\n8.2 Other Terms. The terms and conditions set forth in Section 11.3 (Governing Law) through Section 11.12 (Waiver) of the Transfer Agreement are hereby incorporated into this Section 8 as if fully set forth herein.';
  const summary = buildExecutiveSummary({ contractType: 'IP Agreement', confidence: 0.9 }, emptyContractFields(), [], [], 'low', null, text);
  assert.match(summary, /The governing law is the one the Transfer Agreement names/);
  assert.doesNotMatch(summary, /No governing law was identified/);
});

test('an agreement "deemed to be an Ancillary Agreement under the Separation Agreement" is part of that agreement', () => {
  const text = 'TRANSITIONAL TRADEMARK AGREEMENT\n\nThis Transitional Trademark Agreement is made between Alpha Holdings Inc. and Beta Spinco Inc. WHEREAS, Alpha and Beta have entered into a Separation Agreement (the "Separation Agreement"); WHEREAS, this Agreement is deemed to be an Ancillary Agreement under the Separation Agreement. NOW, THEREFORE, the parties agree as follows:';
  assert.equal(mainAgreementOf(text), 'the Separation Agreement');
  assert.equal(mainAgreementOf('LICENSE AGREEMENT\n\nThis License Agreement is made between Alpha Inc. and Beta LLC. Beta shall pay the fees in the Separation Schedule.'), null);
});

test('expenses paid "by" a party in the second of two clauses joined by "and" are what it pays, not the first clause', () => {
  const text = 'DISTRIBUTION AGREEMENT\n\nThis Distribution Agreement is made as of March 1, 2020 by and between Acme Widgets, Inc. (the "Company") and Beta Trading LLC (the "Distributor").\n\n7. Training. Such training shall take place at the Company\'s offices and the travel expenses of the Distributor\'s staff incurred for attending such training shall be paid by the Distributor.';
  const actions = findDuties(text, extractFields(text)).map((d) => d.action);
  assert.ok(!actions.some((a) => /take place/.test(a)), JSON.stringify(actions));
  assert.ok(actions.some((a) => /^pay travel expenses of the Distributor/.test(a)), JSON.stringify(actions));
});
