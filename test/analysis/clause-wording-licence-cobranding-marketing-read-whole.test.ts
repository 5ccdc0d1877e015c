// Issue #9: near-misses found reading whole reports of content licences, co-branding and joint marketing agreements,
// as a lawyer reads them. One behaviour per test, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nonOperativeKind, operativeClauses, recitalsOf, typeHasItsWords } from '../../src/analysis/clause-wording.ts';

test('the entire set of something licensed is a quantity, not an entire-agreement provision', () => {
  assert.equal(typeHasItsWords('Entire Agreement', 'Licensor shall provide the entire set of botanical illustrations listed in its catalogue, in high resolution.'), false);
  assert.ok(typeHasItsWords('Entire Agreement', 'This Agreement, with its Schedules, constitutes the entire understanding of the parties on its subject matter.'));
  assert.ok(typeHasItsWords('Entire Agreement', 'This Agreement sets forth the entire and exclusive agreement between the parties.'));
});

test('a run-in heading naming venue and jurisdiction over a body that only chooses the law is no dispute-resolution provision', () => {
  const text = '(d) Governing Law, Venue and Jurisdiction. This Agreement shall be governed by the laws of the State of Ohio, without regard to its conflict of laws rules.';
  assert.equal(typeHasItsWords('Dispute Resolution', text), false);
  assert.ok(
    typeHasItsWords('Dispute Resolution', '(d) Governing Law, Venue and Jurisdiction. This Agreement shall be governed by the laws of the State of Ohio, and the courts of Franklin County shall have exclusive jurisdiction.'),
  );
});

test('sections listed with their titles in brackets name those sections, they grant nothing', () => {
  const text = '(c) Sections 3(a) [Grant of Rights], 3(b) [Sublicences] and 9 shall survive any expiration or termination of this Agreement.';
  assert.equal(typeHasItsWords('License Grant', text), false);
});

test('one party keeping all the revenue it earns shares none of it', () => {
  const text = 'The Distributor may place advertising in its channels and shall be entitled to retain all revenues resulting from the sale of that advertising.';
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'The Distributor shall retain all revenues from advertising, less twenty percent (20%) of them, which it shall pay to the Studio each quarter.'));
});

test('shares issued as the price of a licence are consideration, not a share of revenue', () => {
  const text = 'No royalty shall be owed by the Licensee. The consideration for the licence is the issuance of 2,000,000 Common Shares of the Licensee (the "Share Consideration").';
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
});

test('a sentence saying what a publicity clause does not restrict is no non-compete', () => {
  const text = '4. PUBLICITY. Neither party will issue a press release about this Agreement without the consent of the other. This Section shall not in any way restrict either party from complying with any law or governmental request.';
  assert.equal(typeHasItsWords('Non-Compete', text), false);
  assert.ok(typeHasItsWords('Non-Compete', 'During the Term, the Publisher shall not promote any company whose diet services compete with those of the Provider.'));
});

test('a warranty that published content will not be defamatory is no non-disparagement covenant', () => {
  const text = '(f) that publication of the Publisher Content will not constitute defamation, product disparagement or trade libel;';
  assert.equal(typeHasItsWords('Non-Disparagement', text), false);
  assert.ok(typeHasItsWords('Non-Disparagement', 'Neither party shall make any public statement that disparages the other party or its products.'));
});

test('"neither party warrants that" disclaims a warranty, it gives none', () => {
  const text = 'EXCEPT AS STATED IN THIS AGREEMENT, NEITHER PARTY MAKES ANY WARRANTY AND EACH DISCLAIMS ALL IMPLIED WARRANTIES. NEITHER PARTY WARRANTS THAT ITS WEB SITE WILL FUNCTION WITHOUT INTERRUPTION.';
  assert.equal(typeHasItsWords('Warranty', text), false);
  assert.ok(typeHasItsWords('Warranty Disclaimer', text));
});

test('an indemnity for a breach or alleged breach of the warranties given elsewhere gives no warranty', () => {
  const text = '13.1 Breach of Warranty. Each party shall indemnify the other against third party claims arising from a breach or alleged breach of such party\'s warranties set forth in Section 12.';
  assert.equal(typeHasItsWords('Warranty', text), false);
  assert.ok(typeHasItsWords('Indemnification', text));
});

const recitalsThenClauses =
  'JOINT MARKETING AGREEMENT\n\nThis Agreement is made on June 1, 2026 between Harbor Fuels Inc. ("Harbor") and Keel Marine LLC ("Keel").\n\n' +
  'WHEREAS: A. Harbor refines marine fuel. B. Under an earlier cooperation agreement (i) Harbor sourced the feedstock, and (ii) Keel was the exclusive seller of the fuel to third parties. C. The Parties wish to replace that agreement.\n\n' +
  'THE PARTIES hereby agree as follows:\n\n1. Keel shall be the exclusive seller of the fuel to third parties during the Term.\n';

test('recitals run from where they begin to the words that open the operative part', () => {
  const recitals = recitalsOf(recitalsThenClauses)!;
  assert.match(recitalsThenClauses.slice(recitals.start, recitals.end), /^WHEREAS: A\. Harbor refines[\s\S]*agree as follows:$/);
});

test('a piece of the recitals cut from a long paragraph is not operative, the clauses after them are', () => {
  const piece = '(ii) Keel was the exclusive seller of the fuel to third parties.';
  const clause = '1. Keel shall be the exclusive seller of the fuel to third parties during the Term.';
  const at = (text: string) => ({ start: recitalsThenClauses.indexOf(text), end: recitalsThenClauses.indexOf(text) + text.length, text });
  assert.deepEqual(operativeClauses([at(piece), at(clause)], recitalsThenClauses), [false, true]);
});

test('a cover page of key terms before the words that open the clauses is no recital', () => {
  const text = 'RESELLER AGREEMENT\n\nAgreement Term: 1 Year\n\nEither Party may terminate this agreement without cause on sixty (60) days written notice.\n\nThe parties agree as follows:\n\n1. Definitions.';
  assert.equal(recitalsOf(text), null);
});

test('an amendment\'s "the Parties agree to amend the Agreement as follows" opens no operative part after recitals', () => {
  const text = 'AMENDMENT NO. 1\n\nWHEREAS the Parties entered into a Supply Agreement.\n\nThe Parties agree to amend the Agreement as follows:\n\n1. Section 5 is deleted.';
  assert.equal(recitalsOf(text), null);
});

test('a non-waiver clause keeps claims alive, it is no covenant not to sue', () => {
  const text = "13.1 The Franchisor's consent to any act of the Developer shall not be deemed to waive the Franchisor's consent to any subsequent act. No waiver shall be effective unless it is in writing.";
  assert.equal(typeHasItsWords('Covenant Not to Sue', text), false);
  assert.ok(typeHasItsWords('Covenant Not to Sue', 'The Licensee shall not contest the validity of the Licensed Patents, nor bring any action challenging them.'));
});

test('a non-compete that runs while the agreement is in effect and for two years after it states no expiration date', () => {
  const text =
    '20.1. While this Agreement is in effect, the Developer shall not own any Competing Business. In addition, the Developer shall not, for a period commencing upon the expiration or termination of this Agreement and continuing for two (2) years thereafter, either directly or indirectly, for itself, or through or on behalf of any other person, own any Competing Business in the Territory.';
  assert.equal(typeHasItsWords('Expiration Date', text), false);
  assert.ok(typeHasItsWords('Expiration Date', 'This Agreement shall continue in force through December 31, 2028, unless terminated earlier.'));
});

test('a subject of a heading cut at its semicolon is a heading, not a sentence to quote', () => {
  assert.equal(nonOperativeKind('Choice of Forum;'), 'heading');
  assert.equal(nonOperativeKind('Each party submits to the courts of Ohio;'), null);
});

test('protection against dilution of a shareholding is no most-favoured-nation term', () => {
  const text = 'The share purchase agreement shall protect the University against dilution of its equity interest if the post-money valuation of any investment is less than two million dollars ($2,000,000).';
  assert.equal(typeHasItsWords('Most Favored Nation', text), false);
  assert.ok(typeHasItsWords('Most Favored Nation', `${text.slice(0, -1)}, and the University's shares will carry terms no less favorable than those given to other investors.`));
});

test("acknowledging the other party's existing ownership of intellectual property assigns none of it", () => {
  const text = "(a) Parent hereby acknowledges, on behalf of itself and its Affiliates, SpinCo's right, title and interest in and to the SpinCo IP. Parent shall not challenge the validity of any SpinCo patent.";
  assert.equal(typeHasItsWords('IP Ownership Assignment', text), false);
  assert.ok(typeHasItsWords('IP Ownership Assignment', 'The Franchisee acknowledges that all content it posts to the Intranet will become the Franchisor\'s property, including all intellectual property rights in it.'));
});

test('transactions settled and claims for indemnification name no dispute and no forum', () => {
  const text = 'The Operator shall report each quarter the net gain on all hedging transactions closed and settled during the quarter, and any claims for indemnification made under Section 9.';
  assert.equal(typeHasItsWords('Dispute Resolution', text), false);
  assert.ok(typeHasItsWords('Dispute Resolution', 'Any controversy arising out of this Agreement shall be settled by binding arbitration in Houston, Texas.'));
});

test('a party left free to solicit customer referrals is bound by no covenant not to solicit', () => {
  const text = 'THE AFFILIATE SHALL NOT ASSERT THAT THIS AGREEMENT IS UNENFORCEABLE. THE AFFILIATE UNDERSTANDS THAT THE BANK MAY AT ANY TIME (DIRECTLY OR INDIRECTLY) SOLICIT CUSTOMER REFERRALS ON OTHER TERMS.';
  assert.equal(typeHasItsWords('No-Solicit of Customers', text), false);
  assert.ok(typeHasItsWords('No-Solicit of Customers', 'The Affiliate shall not, directly or indirectly, solicit any customer of the Bank to move its accounts elsewhere.'));
});
