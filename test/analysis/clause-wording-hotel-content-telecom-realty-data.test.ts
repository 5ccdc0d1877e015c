// Issue #9, seventeenth reading: near-misses read in a hotel management agreement, a film and television content
// licence, a wholesale voice interconnect agreement, a real-estate purchase and sale agreement and a data / API
// licence. One behaviour per test, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { typeHasItsWords, nonOperativeKind } from '../../src/analysis/clause-wording.ts';

test('a choice of law that names disputes but no forum or procedure is no dispute-resolution provision', () => {
  const text = 'This Agreement and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the law of Scotland.';
  assert.equal(typeHasItsWords('Dispute Resolution', text), false);
  assert.ok(typeHasItsWords('Dispute Resolution', 'This Agreement shall be governed by the law of Scotland, and the Court of Session shall have exclusive jurisdiction over any dispute arising out of it.'));
});

test('a bonus figured as a percentage of an instalment of the fee shares no revenue', () => {
  const text = 'If the Service has more than eight million subscribers at the end of a quarter, the Broadcaster shall pay a bonus equal to five percent (5%) of the instalment of the Licence Fee due for that quarter.';
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'The Broadcaster shall pay the Producer five percent (5%) of the advertising revenue it earns from each Programme.'));
});

test('a percentage of the price paid on signing is an instalment, not a share of revenue', () => {
  const text = 'The Price shall be payable as follows: thirty percent (30%) on signing of this Agreement and the balance in four equal monthly instalments.';
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'The Distributor shall pay the Owner thirty percent (30%) of the gross receipts from each screening.'));
});

test("an audit's underpayment tolerance shares no revenue", () => {
  const text = 'If an inspection shows that the Licensee has used more seats than it paid for, it shall pay for them at list price, and if the underpayment exceeds three percent (3%) it shall bear the cost of the inspection.';
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'The Licensee shall pay the Licensor three percent (3%) of its net revenue from the resale of the Data.'));
});

test('an availability level and its service credit share no revenue', () => {
  const text = 'The Platform shall be available 99.5% of the time in each month; if availability falls below 99.5%, the Client shall receive a service credit of ten percent (10%) of the monthly charges.';
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'The Client shall pay the Supplier ten percent (10%) of the net profit it makes from the Platform each month.'));
});

test('a percentage of running time is a limit on editing, not a share of revenue', () => {
  const text = 'The Broadcaster may cut each Programme for timing, provided that no more than four percent (4%) of running time is removed.';
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'The Broadcaster shall pay the Producer four percent (4%) of the sponsorship income from each Programme.'));
});

test('a ceiling on a charge written as a percentage in words of revenue limits money, not volume', () => {
  const text = 'The Manager may recharge group marketing costs to the Hotel, not exceeding one and a half per cent (1.5%) of room revenue in any year.';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'The Hotel may not book more than forty (40) rooms a night through the Manager’s group channel.'));
});

test('a service credit capped at a percentage is a remedy, not a volume restriction', () => {
  const text = 'If availability falls below 99.5% in a month, the Client shall receive a service credit of 5% of the monthly charges for each 0.5% shortfall, up to a maximum of twenty percent (20%).';
  assert.equal(typeHasItsWords('Volume Restriction', text), false);
  assert.ok(typeHasItsWords('Volume Restriction', 'The Client shall not make more than 1,000,000 requests to the Platform in any month.'));
});

test('the party called "Customer" is the licensee itself, not its customers', () => {
  const text = 'Provider grants Customer a non-exclusive, non-transferable licence to use the Data during the Subscription Term.';
  assert.equal(typeHasItsWords('Affiliate License-Licensee', text), false);
  assert.ok(typeHasItsWords('Affiliate License-Licensee', 'Provider grants Customer and its Affiliates a non-exclusive, non-transferable licence to use the Data during the Subscription Term.'));
});

test('a bar on selling to third parties of one kind is no exclusive dealing', () => {
  const text = 'The Licensee may sell reports built from the Data, provided that it shall not sell them to any third party that is a competitor of the Provider.';
  assert.equal(typeHasItsWords('Exclusivity', text), false);
  assert.ok(typeHasItsWords('Exclusivity', 'During the Term the Provider shall not sell the Data to any third party in the United States.'));
});

test('a definitions section led in by "Capitalized terms … have the following meanings" is a definition', () => {
  const text = '1. DEFINITIONS. Capitalized terms used in this Agreement have the following meanings: "Closing Date" means the date thirty (30) days after the end of the Inspection Period; and "Deposit" means the sum of $500,000.';
  assert.equal(nonOperativeKind(text), 'definition');
  assert.equal(nonOperativeKind('1. DEFINITIONS. Capitalized terms used in this Agreement have the following meanings: "Deposit" means the sum of $500,000. 2. SALE. Seller shall sell the Property to Purchaser.'), null);
});

test('a ceiling on devices per subscriber limits use, it is no payment per subscriber', () => {
  const text = 'The Platform shall not let any Subscriber stream a Programme on more than one screen at a time, nor download it on no more than three (3) devices per Subscriber account.';
  assert.equal(typeHasItsWords('Revenue/Profit Sharing', text), false);
  assert.ok(typeHasItsWords('Revenue/Profit Sharing', 'The Platform shall pay the Producer fifty cents ($0.50) per subscriber who streams a Programme in each month.'));
});

test('a rate lower than the defined Applicable Rate offered to others is a most-favoured-customer term', () => {
  const text = 'If the Carrier offers any other wholesale customer buying comparable volumes a rate lower than the Applicable Rate then payable by the Operator, the Carrier shall reduce the Applicable Rate to that lower rate.';
  assert.ok(typeHasItsWords('Most Favored Nation', text));
  assert.equal(typeHasItsWords('Most Favored Nation', 'The Carrier may reduce the Applicable Rate for any route on seven (7) days’ notice to the Operator.'), false);
});

test("a schedule row that names a fee and no verb is no payment term", () => {
  const text = '2. "Northern Lights" (series, 8 episodes) - Start Date: June 1, 2026 - Licence Fee: $2,400,000';
  assert.equal(typeHasItsWords('Payment Terms', text), false);
  assert.ok(typeHasItsWords('Payment Terms', 'The Licence Fee for each Title shall be paid in four equal quarterly instalments within thirty (30) days after receipt of invoice.'));
});
