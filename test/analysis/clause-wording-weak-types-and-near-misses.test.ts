// Issue #9, fourteenth reading: near-misses of the CUAD types the engine handles worst, read in a medical-device
// supply agreement, a trademark licence, a restaurant licence, a talent services agreement and an equipment rental.
// One behaviour per test, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { findProtection } from '../../src/analysis/protection-search.ts';

test('a ceiling on a markdown from the retail price limits the price, not the volume sold', () => {
  const text = 'The Reseller shall not advertise the Goods in any catalogue at a discount of more than fifteen per cent (15%) from the list price.';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'The Reseller shall not order more than 2,000 units of the Goods in any calendar quarter.'));
});

test('disparaging named only as a ground on which a party may terminate is no covenant not to disparage', () => {
  const text = 'The Sponsor may terminate this Agreement at once by notice if the Athlete is charged with a crime or publicly disparages the Sponsor.';
  assert.equal(typeHasItsWords('Non-Disparagement', text), false);
  assert.ok(typeHasItsWords('Non-Disparagement', 'The Athlete shall not at any time publicly disparage the Sponsor. The Sponsor may terminate this Agreement at once by notice if the Athlete is charged with a crime.'));
});

test('a liability carve-out that names the non-disparagement covenant is no such covenant', () => {
  const text = 'Except for breach of the non-disparagement clause, neither party shall be liable for loss of profits or for indirect damages.';
  assert.equal(typeHasItsWords('Non-Disparagement', text), false);
  assert.ok(typeHasItsWords('Non-Disparagement', 'Neither party shall make any statement to the press that disparages the other party or its services.'));
});

test('a floor on the people a party must field is staffing, no minimum commitment', () => {
  const text = 'The Franchisor shall send a launch crew of at least three trainers to each new bakery for its first week of trading.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Franchisee shall buy at least three hundred (300) cases of flour from the Franchisor each month.'));
});

test('a duty to open a number of outlets is a development schedule, no minimum commitment', () => {
  const text = 'The Developer shall open at least six (6) bakeries in the Region, two in each year of the Development Term.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'Each bakery shall order a minimum of 400 kilograms of the Franchisor\u2019s dough mix per month.'));
});

test('a periodic fee or a bonus paid for the work, with no breach or ending in view, is no liquidated damages', () => {
  const text = 'The Company shall pay the Presenter a retainer of $9,000 in monthly installments, and a bonus of $5,000 if the series is renewed.';
  assert.equal(typeHasItsWords('Liquidated Damages', text), false);
  assert.ok(typeHasItsWords('Liquidated Damages', 'If the Presenter fails to attend a recording, the Presenter shall pay the Company $2,000 as liquidated damages, which may be set off against the next monthly installment.'));
});

test('a duty of confidence that merely survives the end asks for no post-termination service', () => {
  const text = 'The terms of this engagement are confidential and neither party shall reveal them to the press. This clause survives the end of the engagement for two (2) years.';
  assert.equal(typeHasItsWords('Post-Termination Services', text), false);
  assert.ok(typeHasItsWords('Post-Termination Services', 'The terms of this engagement are confidential. Upon termination of this Agreement, each party shall return or destroy the other\u2019s documents and this clause shall survive.'));
});

test('what a party must spend on its own advertising buys nothing from the other party', () => {
  const text = 'The Franchisee shall spend at least two percent (2%) of monthly Gross Sales on local marketing approved by the Franchisor.';
  assert.equal(typeHasItsWords('Minimum Commitment', text), false);
  assert.ok(typeHasItsWords('Minimum Commitment', 'The Franchisee shall spend at least $20,000 each quarter on supplies bought from the Franchisor.'));
});

test('a security deposit applied to what is owed secures debts, it fixes no damages', () => {
  const text = 'Before delivery the Hirer shall pay a security deposit of $8,000. The Owner may apply the deposit to any charges that are due and unpaid, and shall refund the rest when the barge is returned.';
  assert.equal(typeHasItsWords('Liquidated Damages', text), false);
  assert.ok(typeHasItsWords('Liquidated Damages', 'If the Hirer fails to return the barge, the Owner may keep the security deposit as liquidated damages and not as a penalty.'));
});

test('a grantor\u2019s promise not to license or appoint anyone else makes a grant exclusive, it bars no competing', () => {
  const text = 'Exclusivity. The Publisher shall not appoint any other agent for the Titles in the Region during the Term.';
  assert.equal(typeHasItsWords('Non-Compete', text), false);
  assert.ok(typeHasItsWords('Non-Compete', 'The Publisher shall not appoint any other agent for the Titles in the Region, and the Agent shall not represent any competing publisher there.'));
});

test('performance put off when an event beyond a party\u2019s control prevents it is force majeure protection', () => {
  const found = findProtection('Force Majeure', 'The Host shall present each episode as scheduled. If a storm, a power cut or another event beyond a party\u2019s reasonable control prevents the Host from recording as scheduled, the recording shall be postponed to a date the parties agree.');
  assert.ok(found);
  assert.equal(findProtection('Force Majeure', 'The Host shall present each episode as scheduled. If the Host is prevented from recording, the Host shall pay the cost of the studio.'), null);
});
