// Duties a first reading of a franchise, a patent licence and a construction subcontract showed missing or misread
// (issue 10, read5): acts fixed on a stated day, payments whose timing the next sentence gives, a base measured over
// a year that is no payment frequency, tiered rates, contributions to a fund, payment applications, and damages for
// delay that accrue by the day. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readDuties } from '../helpers/read-duties.ts';

const PREAMBLE =
  'WORKS AGREEMENT\n\nThis Works Agreement is made on 2 March 2026 (the "Effective Date") between Tamsin Glazing Ltd (the "Installer") ' +
  'and Brackwater Offices Inc. (the "Owner").\n\nThe parties agree as follows:\n\n';
const TAMSIN = 'Tamsin Glazing Ltd';
const BRACKWATER = 'Brackwater Offices Inc.';
const read = (body: string) => readDuties(PREAMBLE + body);

describe('acts fixed on a stated day', () => {
  it('dates each act of "start … on <date> and … achieve completion by <date>" by its own day', () => {
    const { obligations } = read('1. The Installer shall start work on site on June 8, 2026 and shall achieve completion of the glazing by November 30, 2026.\n');
    const start = obligations.find((o) => /must start work/.test(o.description));
    const finish = obligations.find((o) => /must achieve completion/.test(o.description));
    assert.equal(start?.due_date, '2026-06-08');
    assert.match(start!.description, /\(on 2026-06-08\)/);
    assert.doesNotMatch(start!.description, /on June 8 \(/);
    assert.equal(finish?.due_date, '2026-11-30');
    assert.equal(finish?.responsible_party, TAMSIN);
  });
  it('tracks a duty to begin an act no later than a stated date', () => {
    const { obligations } = read('1. The Owner shall begin the tenant fit-out no later than January 15, 2027.\n');
    const begin = obligations.find((o) => /begin the tenant fit-out/.test(o.description));
    assert.equal(begin?.due_date, '2027-01-15');
    assert.equal(begin?.responsible_party, BRACKWATER);
  });
});

describe('when a payment is made', () => {
  it('takes how often and by when from the next sentence saying when those sums are payable', () => {
    const { duties } = read('4. The Owner shall pay the Installer a service charge of 3% of annual Gross Revenue of the building. Service charges are payable within 45 days after the end of each calendar quarter.\n');
    const pay = duties.find((d) => d.kind === 'payment')!;
    assert.equal(pay.recurrence, 'quarterly');
    assert.equal(pay.deadline?.period?.value, 45);
  });
  it('does not read a base measured over a year as a yearly payment', () => {
    const { duties } = read('4. The Owner shall pay the Installer a bonus of 2% of annual Net Sales of the showroom.\n');
    assert.equal(duties.find((d) => d.kind === 'payment')?.recurrence, 'none');
  });
  it('states every rate of a tiered payment', () => {
    const { duties } = read('4. The Owner shall pay the Installer a fee at the following rates: 2% of the Works value up to $1,000,000 and 1.5% of the Works value above $1,000,000.\n');
    assert.equal(duties.find((d) => d.kind === 'payment')?.amount, 'tiered 2% / 1.5%');
  });
  it('reads a contribution of a stated share to a fund as a payment', () => {
    const { duties } = read('4. The Owner shall contribute 1% of the Contract Price to the site safety fund each month.\n');
    const pay = duties.find((d) => d.kind === 'payment');
    assert.equal(pay?.party, BRACKWATER);
    assert.equal(pay?.recurrence, 'monthly');
  });
  it('reads a monthly payment application as a report the claimant must submit', () => {
    const { duties } = read('4. The Installer shall submit a payment application to the Owner by the 20th day of each month.\n');
    const report = duties.find((d) => d.kind === 'report');
    assert.equal(report?.party, TAMSIN);
    assert.equal(report?.recurrence, 'monthly');
  });
  it('tracks damages for delay as an agreed sum, accruing by the day rather than due daily', () => {
    const { duties } = read('5. If the Installer fails to complete the glazing by the completion date, the Installer shall pay the Owner delay damages of $800 per day until completion.\n');
    const pay = duties.find((d) => d.kind === 'payment');
    assert.equal(pay?.party, TAMSIN);
    assert.equal(pay?.recurrence, 'none');
  });
});
