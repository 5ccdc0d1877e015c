// Issue #9: a type needs its words, and non-operative text carries no type. One regression test per error kind
// the lawyers found, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isNonOperativeText, nonOperativeKind, typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { wordingContext } from '../../src/engines/local/analysis/clauses/context.ts';

test('Exclusivity is refused on a perpetual, non-exclusive, royalty-free license', () => {
  assert.equal(typeHasItsWords('Exclusivity', 'Licensor grants to Licensee a perpetual, non-exclusive, royalty-free license to use the Software.'), false);
  assert.equal(typeHasItsWords('Exclusivity', 'Licensor grants to Licensee a nonexclusive license to use the Marks in the Territory.'), false);
});

test('Exclusivity stays on an exclusive appointment and on a promise not to buy from others', () => {
  assert.ok(typeHasItsWords('Exclusivity', 'Company appoints Distributor as its exclusive distributor of the Products in the Territory.'));
  assert.ok(typeHasItsWords('Exclusivity', 'During the Term, Buyer shall not purchase any Products from any other supplier.'));
});

test('Uncapped Liability is refused where the cap is stated', () => {
  assert.equal(
    typeHasItsWords('Uncapped Liability', "Each party's total liability under this Agreement will not be more than the General Cap Amount."),
    false,
  );
  assert.equal(typeHasItsWords('Uncapped Liability', 'The aggregate liability of Supplier shall not exceed the fees paid in the twelve months before the claim.'), false);
});

test('a consequential-damages exclusion is not Uncapped Liability', () => {
  assert.equal(
    typeHasItsWords('Uncapped Liability', 'In no event shall either party be liable for any indirect, incidental, special or consequential damages, including lost profits.'),
    false,
  );
});

test('Uncapped Liability stays where a named liability is carved out of the cap', () => {
  assert.ok(typeHasItsWords('Uncapped Liability', "Except for breach of Section 8 (Confidentiality), each party's aggregate liability shall not exceed the fees paid."));
  assert.equal(typeHasItsWords('Uncapped Liability', "Except as otherwise provided herein, each party's aggregate liability shall not exceed the fees paid."), false);
});

test('Uncapped Liability stays where a liability is taken out of the cap', () => {
  assert.ok(typeHasItsWords('Uncapped Liability', 'The limitations of liability in this Section 9 shall not apply to a breach of Section 7 (Confidentiality) or to either party\u2019s indemnification obligations.'));
});

test('a third-party-beneficiary disclaimer is not an Unlimited/All-You-Can-Eat License', () => {
  assert.equal(typeHasItsWords('Unlimited/All-You-Can-Eat-License', 'There are no third-party beneficiaries of this Agreement.'), false);
  assert.ok(typeHasItsWords('Unlimited/All-You-Can-Eat-License', 'Customer may make an unlimited number of copies of the Software for use by its employees.'));
});

test('Insurance needs insurance', () => {
  assert.equal(typeHasItsWords('Insurance', 'Supplier shall maintain accurate records of all shipments for three years.'), false);
  assert.equal(typeHasItsWords('Insurance', 'Each party shall bear its own costs and expenses in connection with this Agreement.'), false);
  assert.ok(typeHasItsWords('Insurance', 'Supplier shall maintain commercial general liability insurance of at least $2,000,000 per occurrence.'));
});

test('Governing Law needs a choice-of-law sentence', () => {
  assert.equal(typeHasItsWords('Governing Law', 'Distributor shall comply with all export regulations when shipping the Products.'), false);
  assert.ok(typeHasItsWords('Governing Law', 'This Agreement shall be governed by the laws of the State of New York.'));
});

test('Term is refused on the "remain in full force and effect" of a severability provision', () => {
  const severability =
    'If any provision of this Agreement is held invalid or unenforceable, the remaining provisions shall remain in full force and effect.';
  assert.equal(typeHasItsWords('Term', severability), false);
  assert.ok(typeHasItsWords('Severability', severability));
  assert.ok(typeHasItsWords('Term', 'This Agreement shall commence on the Effective Date and continue for an initial term of three (3) years.'));
});

test('the opening words "The Parties hereby agree as follows: 1. Services" are not an Amendment', () => {
  assert.equal(typeHasItsWords('Amendment', 'The Parties hereby agree as follows: 1. Services. Consultant shall provide the Services described in Exhibit A.'), false);
  assert.ok(typeHasItsWords('Amendment', 'This Agreement may be amended only by a written instrument signed by both parties.'));
});

test('Payment Terms needs money to be paid; Notices needs a notice and how it is given', () => {
  assert.equal(typeHasItsWords('Payment Terms', 'Consultant shall perform the Services in a professional manner.'), false);
  assert.ok(typeHasItsWords('Payment Terms', 'Customer shall pay each invoice within thirty (30) days of receipt.'));
  assert.equal(typeHasItsWords('Notices', 'Supplier shall deliver the Products to the address specified in the purchase order.'), false);
  assert.ok(typeHasItsWords('Notices', 'All notices under this Agreement shall be in writing and delivered by courier or email.'));
});

test('a right to terminate by written notice is no notices provision; one that says how notices are given is', () => {
  assert.equal(typeHasItsWords('Notices', 'Either party may terminate this Agreement by written notice to the other if the other party commits a material breach and fails to cure it within thirty (30) days after receiving written notice of it.'), false);
  assert.equal(typeHasItsWords('Notices', 'The Client may terminate any Work Order on fifteen (15) days\u2019 written notice.'), false);
  assert.ok(typeHasItsWords('Notices', 'Any notice of termination shall be in writing and delivered by hand or by registered mail to the address set out above.'));
});

test('an assignment of a share in jointly owned IP is no Assignment of the agreement', () => {
  assert.equal(typeHasItsWords('Assignment', 'Neither party shall assign or license its share of any jointly owned IP without the other party\u2019s written consent.'), false);
  assert.ok(typeHasItsWords('Assignment', 'Neither party shall assign this Agreement or any of its rights under it without the other party\u2019s written consent.'));
});

test('a breach of "any term of this Agreement" states no Term; the term of this Agreement does', () => {
  assert.equal(typeHasItsWords('Term', 'Either party may terminate this Agreement by written notice if the other party commits a material breach of any term of this Agreement and fails to remedy it within thirty (30) days.'), false);
  assert.ok(typeHasItsWords('Term', 'The term of this Agreement shall commence on the Effective Date and continue for three (3) years.'));
});

test('Confidentiality, Indemnification and Warranty need their words', () => {
  assert.equal(typeHasItsWords('Confidentiality', 'The Company shall reimburse reasonable travel expenses.'), false);
  assert.equal(typeHasItsWords('Indemnification', 'The Company shall reimburse reasonable travel expenses within the budget.'), false);
  assert.ok(typeHasItsWords('Indemnification', 'Supplier shall indemnify, defend and hold harmless Customer from all third-party claims.'));
  assert.equal(typeHasItsWords('Indemnification', 'Consultant shall perform the Services in a professional manner.'), false);
  assert.equal(typeHasItsWords('Warranty', 'Consultant shall perform the Services at the Company\u2019s offices.'), false);
});

test('definitions carry no type', () => {
  assert.equal(nonOperativeKind('1.4 "Exclusive Territory" means the United States and Canada.'), 'definition');
  assert.equal(nonOperativeKind('\u201CInsurance Proceeds\u201D shall mean all amounts paid under any policy.'), 'definition');
  assert.equal(nonOperativeKind('"Confidential Information" has the meaning given in Section 8.1.'), 'definition');
});

test('recitals carry no type', () => {
  assert.equal(nonOperativeKind('WHEREAS, the Company wishes to engage the Consultant to provide certain services;'), 'recital');
  assert.equal(nonOperativeKind('NOW, THEREFORE, in consideration of the mutual covenants herein, the parties agree as follows:'), 'recital');
});

test('bare headings and schedule titles carry no type', () => {
  assert.equal(nonOperativeKind('ARTICLE 9 CONFIDENTIALITY'), 'heading');
  assert.equal(nonOperativeKind('12. Indemnification.'), 'heading');
  assert.equal(nonOperativeKind('SCHEDULE B \u2014 INSURANCE REQUIREMENTS'), 'schedule');
  assert.equal(nonOperativeKind('Exhibit A: Minimum Purchase Volumes'), 'schedule');
});

test('a table of contents carries no type', () => {
  assert.equal(nonOperativeKind('15.8 Governing Laws; Jurisdiction   32   15.9   Effect on Prior Agreement   33'), 'heading');
  assert.equal(nonOperativeKind('SECTION 6.0 PAYMENT........................ Page 9 SECTION 7.0 WARRANTIES........... Page 11'), 'heading');
});

test('a waiver is not an Amendment', () => {
  assert.equal(typeHasItsWords('Amendment', 'No waiver of any breach shall be effective unless in writing and signed by the waiving party.'), false);
});

test('signature blocks carry no type', () => {
  assert.equal(nonOperativeKind('S/ Jane Smith Name: Jane Smith Title: Chief Executive Officer Date: March 3, 2021'), 'signature');
  assert.equal(nonOperativeKind('/s/ Robert Lee\nRobert Lee, President'), 'signature');
  assert.equal(nonOperativeKind('By: ______________________\nName:\nTitle:'), 'signature');
  assert.equal(nonOperativeKind('IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.'), 'signature');
});

test('a preamble carries no type, but an operative provision about the agreement does', () => {
  assert.equal(nonOperativeKind('This Services Agreement is entered into as of May 1, 2020 by and between Acme Inc. and Beta LLC.'), 'preamble');
  assert.equal(isNonOperativeText('This Agreement constitutes the entire agreement between the parties and supersedes all prior agreements.'), false);
  assert.equal(isNonOperativeText('Exhibit A attached hereto describes the Services to be performed by Consultant.'), false);
  assert.equal(isNonOperativeText('Customer shall pay each invoice within thirty (30) days.'), false);
});

test('a list item is read with its lead-in', () => {
  const segments = [
    { text: 'The exclusivity obligations in Section 3 shall not apply to:' },
    { text: '(i) products sold under agreements existing on the Effective Date; or' },
    { text: '(ii) products sold to government customers.' },
    { text: 'Supplier shall deliver the Products within ten days.' },
  ];
  const context = wordingContext(segments, 2);
  assert.match(context, /exclusivity obligations/);
  assert.doesNotMatch(wordingContext(segments, 3), /exclusivity/);
});

test('Payment Terms is refused on a salary, a tax withholding and an expense reimbursement', () => {
  assert.equal(typeHasItsWords('Payment Terms', 'The Executive shall receive an annual base salary of $450,000, payable in accordance with the Company\u2019s payroll practices.'), false);
  assert.equal(typeHasItsWords('Payment Terms', 'All payments hereunder shall be made without deduction or withholding for any Taxes, except as required by law.'), false);
  assert.equal(typeHasItsWords('Payment Terms', 'The Company shall reimburse the Consultant for reasonable travel expenses approved in advance.'), false);
});

test('Payment Terms stays where the clause sets how or when amounts are paid, taxes aside', () => {
  assert.ok(typeHasItsWords('Payment Terms', 'Customer shall pay each invoice within thirty (30) days, without deduction for any taxes other than taxes required by law to be withheld.'));
  assert.ok(typeHasItsWords('Payment Terms', 'Distributor shall pay for the Products net thirty days from the date of shipment.'));
});

test('a heading in capitals that joins two subjects with a semicolon carries no type', () => {
  assert.equal(nonOperativeKind('3. DEVELOPMENT AND OPERATION OF THE SERVICE CENTER; EXCLUSIVITY'), 'heading');
  assert.equal(nonOperativeKind('3. Exclusivity; Licensee shall not sell competing products.'), null);
});

test('definitions in other forms carry no type: a term and its alias, a term with a colon, a definitions article\'s first term', () => {
  assert.equal(nonOperativeKind('"MEL" or "Minimum Equipment List" means a document listing the equipment that may be inoperative for flight.'), 'definition');
  assert.equal(nonOperativeKind('Change of Control: means a sale of all or substantially all of the assets of a Party, or a merger.'), 'definition');
  assert.equal(nonOperativeKind('1. DEFINITIONS The following capitalized terms shall have the meanings set forth below: "Affiliate" means any entity that controls a Party.'), 'definition');
  assert.equal(nonOperativeKind('Licensee: The party named on the cover page shall pay the fees within thirty (30) days.'), null);
});

test('a right to terminate after the first year, or a duty for months after termination, is no Term; a term that commences and expires is', () => {
  assert.equal(typeHasItsWords('Term', 'Customer may terminate this Agreement for convenience at any time after the first Subscription Year on ninety (90) days\u2019 written notice.'), false);
  assert.equal(typeHasItsWords('Term', 'For twelve (12) months after expiration or termination, Supplier shall continue to supply service parts to Buyer.'), false);
  assert.equal(typeHasItsWords('Term', 'This Agreement commences on the Effective Date and continues for three (3) years unless terminated earlier under Section 9.'), true);
  assert.equal(typeHasItsWords('Term', 'This Agreement shall  terminate on the later of the third anniversary of the Effective Date or the last delivery.'), true);
});

test('a remedy for defective goods that refunds their price is no Payment Terms', () => {
  assert.equal(typeHasItsWords('Payment Terms', 'Buyer shall notify Supplier of any non-conforming Products within thirty (30) days. Supplier shall repair or replace the non-conforming Products or refund their price.'), false);
  assert.equal(typeHasItsWords('Payment Terms', 'Buyer shall pay each invoice within thirty (30) days of receipt, net of any refund for defective Products.'), true);
});

test('confidential information provided "as is" is a warranty disclaimer, not Confidentiality', () => {
  assert.equal(typeHasItsWords('Confidentiality', 'ALL CONFIDENTIAL INFORMATION IS PROVIDED "AS IS". THE DISCLOSER MAKES NO REPRESENTATION OR WARRANTY AS TO ITS ACCURACY.'), false);
  assert.equal(typeHasItsWords('Confidentiality', 'Confidential Information is provided as is, and the Recipient shall not disclose it to any third party.'), true);
});

test('an assignment of intellectual property is no Assignment of the agreement', () => {
  assert.equal(typeHasItsWords('Assignment', 'The Developer hereby assigns to the Client all right, title and interest in the Work Product made under this Agreement, including all copyrights.'), false);
  assert.ok(typeHasItsWords('Assignment', 'Neither party may assign this Agreement, or delegate its duties under it, without the other party\u2019s written consent.'));
  assert.ok(typeHasItsWords('Assignment', 'Either party may assign its rights hereunder to a purchaser of the business, together with the patents used in it.'));
});

test('a right exercised on some days\u2019 notice is no notices provision', () => {
  assert.equal(typeHasItsWords('Notices', 'Buyer may change the delivery schedule on twenty (20) days\u2019 written notice. If the change raises Seller\u2019s costs, the parties shall agree an adjustment.'), false);
  assert.equal(typeHasItsWords('Notices', 'Licensor may increase the annual fee upon ninety (90) days\u2019 prior written notice to Licensee.'), false);
  assert.ok(typeHasItsWords('Notices', 'All notices shall be in writing and sent by courier to the addresses above; a party may change its address on five (5) days\u2019 notice.'));
});

test('how far a party is liable for lost goods is no payment term, though it names their invoice value', () => {
  const text = 'The Warehouse\u2019s liability for lost or damaged goods shall be their invoice value. The Warehouse shall not be liable for more than One Hundred Thousand Dollars ($100,000) for any one loss.';
  assert.equal(typeHasItsWords('Payment Terms', text), false);
  assert.ok(typeHasItsWords('Payment Terms', 'Depositor shall pay each invoice within thirty (30) days after receipt. Depositor shall be liable for interest on late payments at one percent (1%) per month.'));
});

test('an arbitration clause that lets a party seek an injunction to protect confidential information is no confidentiality duty', () => {
  const text = 'All disputes shall be settled by binding arbitration in Chicago, Illinois, except that either party may apply to any court for injunctive relief to protect its trademarks or confidential information.';
  assert.equal(typeHasItsWords('Confidentiality', text), false);
  assert.ok(typeHasItsWords('Confidentiality', 'Licensee shall hold the Know-How in confidence and shall not disclose it to any third party. Licensor may seek injunctive relief to protect its confidential information.'));
});

test('an indemnity for breach of the representations and warranties gives no warranty', () => {
  const text = 'Each party shall indemnify the other against all third-party claims arising out of any breach of its representations and warranties under this Agreement.';
  assert.equal(typeHasItsWords('Warranty', text), false);
  assert.ok(typeHasItsWords('Warranty', 'Supplier warrants that the Goods will be free from defects for one year. Supplier shall indemnify Buyer against any breach of this warranty.'));
});

test('a right to terminate "without cause" on notice is no termination for cause', () => {
  assert.equal(typeHasItsWords('Termination for Cause', 'Either party may terminate this Agreement without cause upon forty-five (45) days\u2019 written notice.'), false);
  assert.ok(typeHasItsWords('Termination for Cause', 'Either party may terminate this Agreement with or without cause on written notice, and immediately if the other party materially breaches it.'));
});
