// Issue #9, "a type needs its words": kinds of report clause both readers of the fixed judged set refused, the rule
// each follows from, and list items whose lead-in the checks must read, checked on sentences written for them.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { wordingContext } from '../../src/engines/local/analysis/clauses/context.ts';

test('a right of first refusal named only as the title of a later cross-referenced section is no first right', () => {
  const text = 'No Transfer may occur without our prior written consent, except as otherwise provided in Sections 14.3 [Transfer to an Entity] through 14.8 [Our Right of First Refusal].';
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', text), false);
});

test('a time bar on bringing claims is a limit on liability', () => {
  const text = 'Neither party may bring an action, regardless of form, arising out of this Agreement more than two (2) years after the cause of action arose.';
  assert.equal(typeHasItsWords('Cap on Liability', text), true);
});

test('a party keeping the intellectual property it already owns assigns no ownership', () => {
  const text = "The Licensor's rights in and to the Licensed Materials and all patents and copyrights therein shall be and remain the exclusive property of the Licensor.";
  assert.equal(typeHasItsWords('IP Ownership Assignment', text), false);
});

test('ownership of what a party creates under the agreement stays an ownership clause', () => {
  const text = 'All inventions and improvements made by the Developer in performing the Services shall be owned solely by the Customer.';
  assert.equal(typeHasItsWords('IP Ownership Assignment', text), true);
});

test('a sentence saying only that insurance limits no liability requires no insurance', () => {
  const text = "Neither Party's insurance will be construed to create a limit of liability with respect to its indemnification obligations under this Section 6.";
  assert.equal(typeHasItsWords('Insurance', text), false);
});

test('cover with "limits of liability not less than" a sum stays an insurance requirement', () => {
  const text = 'Business automobile liability insurance covering all owned, non-owned and hired vehicles, with limits of liability not less than One Million Dollars ($1,000,000) combined single limit.';
  assert.equal(typeHasItsWords('Insurance', text), true);
});

test('offering a delivery service to customers solicits no customers', () => {
  const text = 'We may require you to offer delivery service to customers located within a reasonable radius of the Restaurant, and you will not offer delivery to any customer whose order cannot be delivered in a reasonable time.';
  assert.equal(typeHasItsWords('No-Solicit of Customers', text), false);
});

test('agreeing not to service the other party\'s customers is a customer non-solicit', () => {
  const text = 'During the Term and for one (1) year thereafter, the Distributor shall not solicit, sell to or service any customers of the Company in the Territory.';
  assert.equal(typeHasItsWords('No-Solicit of Customers', text), true);
});

test('a renewal that needs both parties to agree in writing has no notice period to stop it', () => {
  const text = 'The initial term is ten (10) years, provided that after the seventh anniversary either party may terminate this Agreement upon not less than sixty (60) days prior written notice. After the Initial Term, this Agreement may only be renewed if both parties agree in writing at least thirty (30) days before the expiration of the Initial Term.';
  assert.equal(typeHasItsWords('Notice Period to Terminate Renewal', text), false);
});

test('an automatic renewal stopped by notice keeps its notice period beside a renewal by agreement', () => {
  const text = 'This Agreement renews automatically for successive one (1) year terms unless either party gives notice of non-renewal at least ninety (90) days before the end of the then-current term; any longer extension requires the mutual written agreement of the parties.';
  assert.equal(typeHasItsWords('Notice Period to Terminate Renewal', text), true);
});

test('an item numbered "1." after a lead-in ending with a colon is read with its lead-in', () => {
  const segments = [
    { text: 'C. You covenant that during the term of this Agreement you will not, directly or indirectly:' },
    { text: '1. Divert or attempt to divert any business or customer of the Restaurant to any competitor; or' },
    { text: '2. Employ any person employed by us within the preceding year.' },
  ];
  assert.match(wordingContext(segments, 1), /you will not/);
  assert.equal(typeHasItsWords('No-Solicit of Customers', wordingContext(segments, 1)), true);
});

test('a section numbered "4." after a sentence that ends without a colon is no list item', () => {
  const segments = [{ text: '3. Price. The price is set out in Schedule 1, and' }, { text: '4. Delivery. Supplier shall deliver the Products within ten days.' }];
  assert.doesNotMatch(wordingContext(segments, 1), /Price/);
});

test('an item numbered "17.1.2." is read with its lead-in', () => {
  const segments = [
    { text: '17.1 During the term, you agree that you will not:' },
    { text: '17.1.1. Own or have any interest in any Competitive Business;' },
    { text: '17.1.2. Divert or attempt to divert any business or customer to any Competitive Business; or' },
  ];
  assert.match(wordingContext(segments, 2), /you will not/);
});

const FRANCHISE_COVENANT = [
  { text: '16.02. You covenant that during the term of this Agreement You shall not, either directly or indirectly:' },
  { text: 'A. Divert or attempt to divert any business or customer of the Franchise to any competitor.' },
  { text: 'B. Employ or seek to employ any person who is at that time employed by us or induce such person to leave his or her employment.' },
  { text: '16.03. You shall keep the Premises clean.' },
];

test('an item that follows a sibling ending with a full stop is read with the lead-in, not with the sibling', () => {
  const context = wordingContext(FRANCHISE_COVENANT, 2);
  assert.match(context, /You shall not/);
  assert.doesNotMatch(context, /Divert/);
  assert.equal(typeHasItsWords('No-Solicit of Employees', context), true);
});

test('a lead-in ending with a colon is read with its items even when they end with full stops', () => {
  const context = wordingContext(FRANCHISE_COVENANT, 0);
  assert.match(context, /Divert/);
  assert.match(context, /Employ or seek/);
  assert.doesNotMatch(context, /Premises/);
});

test('a numbered section after "the parties agree as follows:" is no item of the opening', () => {
  const segments = [{ text: 'NOW, THEREFORE, the parties agree as follows:' }, { text: '1. Services. Provider shall perform the Services.' }, { text: '2. Fees. Customer shall pay the Fees.' }];
  assert.doesNotMatch(wordingContext(segments, 1), /agree as follows/);
  assert.doesNotMatch(wordingContext(segments, 0), /Services/);
});

test('a section that ends with a colon does not take the next section of its own numbering as its item', () => {
  const segments = [{ text: '5. Restrictions. Licensee shall not:' }, { text: '6. Fees. Customer shall pay the Fees monthly.' }];
  assert.doesNotMatch(wordingContext(segments, 0), /Fees/);
});


test('the twelfth item of a long list is still read with its lead-in', () => {
  const items = 'abcdefghijkl'.split('').map((letter) => ({ text: `(${letter}) any matter numbered ${letter};` }));
  const segments = [{ text: '7.1 Licensee covenants that it shall not challenge, and shall not assist any third party to challenge:' }, ...items];
  assert.match(wordingContext(segments, 12), /shall not challenge/);
});
