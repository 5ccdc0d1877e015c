// Issue #9: errors found reading whole reports of a non-competition agreement, an employee IP agreement, a cooperation
// agreement, a business affiliate agreement and a data-processing outsourcing agreement, as a lawyer reads them (read25).
// One behaviour per test, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nonOperativeKind, typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { findProtection } from '../../src/analysis/protection-search.ts';
import { leadInPeriod } from '../../src/analysis/review-points.ts';
import { withoutPageBreaks } from '../../src/analysis/sentences.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';

test('terms that supersede others only to the extent of a conflict set a precedence, not an entire agreement', () => {
  const text = '14. Precedence. These terms apply in addition to the Consultant Services Terms. Where the two conflict, these terms shall supersede the Consultant Services Terms to the extent of the conflict.';
  assert.equal(typeHasItsWords('Entire Agreement', text), false);
  assert.ok(typeHasItsWords('Entire Agreement', '14. Whole Agreement. This Agreement supersedes all prior agreements between the parties about its subject matter.'));
});

test('what follows a termination under another article is no termination right', () => {
  const text = '9.3 If this Agreement is terminated pursuant to the aforementioned Article 9.1.2, the claims of the Parties shall be settled under the applicable insolvency laws.';
  assert.equal(typeHasItsWords('Termination for Cause', text), false);
  assert.ok(typeHasItsWords('Termination for Cause', '9.1.2 Either Party may terminate this Agreement if the other Party becomes insolvent or is declared bankrupt.'));
});

test('a right to terminate for breach that the parties waive is no termination right', () => {
  const text = 'Damages and specific performance are the only remedies for a breach. Each Party waives any right to seek termination of this Agreement by reason of a breach by the other Party.';
  assert.equal(typeHasItsWords('Termination for Cause', text), false);
});

test('a termination right for breach "of a material provision" is found before termination for cause is reported missing', () => {
  const text = 'Term. This Agreement runs until either party ends it on thirty days\' notice.\n\nTermination. The Company may terminate this Agreement at once if it finds that the Consultant has breached a material provision of this Agreement.';
  assert.ok(findProtection('Termination for Cause', text));
});

test('not being liable for the debts of the other party limits no liability', () => {
  const text = 'The Consultant is an independent contractor. In no event shall either party be liable for the debts or obligations of the other, except as this Agreement states.';
  assert.equal(typeHasItsWords('Limitation of Liability', text), false);
  assert.ok(typeHasItsWords('Limitation of Liability', 'In no event shall either party be liable for indirect or consequential damages.'));
});

test('a minimum monthly fee is a price floor, not liquidated damages', () => {
  const text = 'A. Client will pay the charges in Schedule B for the Services. The minimum monthly fee shall not be less than four thousand dollars ($4,000) per month.';
  assert.equal(typeHasItsWords('Liquidated Damages', text), false);
  assert.ok(typeHasItsWords('Liquidated Damages', 'If Client orders less than the minimum, Client shall pay the shortfall as liquidated damages.'));
});

test('a fee charged by the hour for work is a price, not liquidated damages', () => {
  const text = 'Client shall pay a fee for converting its records. That fee shall be $120 per hour of programming time and $90 per hour of machine time.';
  assert.equal(typeHasItsWords('Liquidated Damages', text), false);
});

test('an agreement that inures to the benefit of the parties\' successors and assigns names no third-party beneficiary', () => {
  const text = 'This Agreement binds and shall inure to the benefit of Acme, Zenith and their respective successors and permitted assigns.';
  assert.equal(typeHasItsWords('Third Party Beneficiary', text), false);
  assert.ok(typeHasItsWords('Third Party Beneficiary', 'The Indemnified Persons are intended third-party beneficiaries of Section 8 and may enforce it.'));
});

test('a non-compete split into its items keeps the period its lead-in states, though the lead-in ends with a comma', () => {
  const contract = [
    '2.1 The Seller agrees that, for a period of 3 years after the Closing, it will not, directly or indirectly, alone or with any other person,',
    '(a) carry on a quarrying business, or',
    '(b) lend money to any person who carries on a quarrying business,',
    'in the Territory.',
  ].join('\n\n');
  const item = contract.slice(contract.indexOf('(a)'));
  assert.deepEqual(leadInPeriod(item, contract), { value: 3, unit: 'year', text: '3 years' });
});

test('a short list item before a page break is text, not page furniture', () => {
  const text = 'The Seller will not, in any manner whatsoever,\n\n(a) carry on a quarrying business, or\n\ni 2245.1\n\n\n\n-4-\n\n(b) lend money to any person who carries on a quarrying business.';
  assert.match(withoutPageBreaks(text), /\(a\) carry on a quarrying business/);
});

test('the period a covenant not to compete runs is not the agreement\'s term', () => {
  const text = [
    'NON-COMPETITION AGREEMENT dated March 1, 2024 between Alpha Minerals Ltd. ("Alpha") and Beta Resources Inc. ("Beta").',
    '2.1 Beta covenants with Alpha that, for a period of 2 years after the Effective Date, it will not, directly or indirectly, carry on any mining activities in the Territory.',
    '4.10 This Agreement may be terminated at any time by agreement in writing of the parties.',
  ].join('\n\n');
  const fields = extractFields(text);
  assert.equal(fields.initialTerm, null);
  assert.equal(fields.expirationDate, null);
});

test('a period within which something must happen is a deadline, not the agreement\'s term', () => {
  const text = [
    'RIGHT OF FIRST OFFER AGREEMENT dated March 1, 2024 between Alpha Minerals Ltd. ("Alpha") and Beta Resources Inc. ("Beta").',
    '2.2 Alpha shall deliver to Beta a survey of the Property within a period of 3 months from the Effective Date.',
  ].join('\n\n');
  assert.equal(extractFields(text).initialTerm, null);
});

test('a short run-in title in sentence case is a heading, not a sentence to quote', () => {
  assert.equal(nonOperativeKind('F. Limitation of liability.'), 'heading');
  assert.equal(nonOperativeKind('F. Supplier shall have no liability for indirect damages.'), null);
});

test('liquidated damages named among the remedies a party has fix no damages', () => {
  const text = '8.2 Claims for liquidated damages and for specific performance are the only remedies the non-breaching Party has for a breach during the Term.';
  assert.equal(typeHasItsWords('Liquidated Damages', text), false);
  assert.ok(typeHasItsWords('Liquidated Damages', 'The sole remedy for late delivery shall be liquidated damages of $500 per day of delay.'));
});

test('a cancellation fee counted from a minimum fee is what ending early costs, not a minimum commitment', () => {
  const text = 'C. If Client ends this Agreement during a Renewal Term on less than six months\' notice, Client shall pay a cancellation fee equal to the Minimum Fee multiplied by the months left in the term.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'Client shall purchase a minimum of 5,000 licences in each Contract Year.'));
});

test('an indemnity for unpaid taxes beside "regardless of with whom" discussions begin limits no liability', () => {
  const text = 'The Consultant will indemnify the Company from any loss or liability arising from the Consultant\'s failure to pay its taxes. If a tax authority questions the Consultant\'s status, both parties may take part in the discussions, regardless of with whom they are initiated.';
  assert.equal(typeHasItsWords('Limitation of Liability', text), false);
  assert.ok(typeHasItsWords('Limitation of Liability', 'Neither party shall be liable for lost profits, regardless of the form of action.'));
});
