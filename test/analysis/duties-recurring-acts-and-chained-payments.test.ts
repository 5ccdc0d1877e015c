// Recurring duties (issue 10): an act the sentence says how often to do is tracked with its recurrence, whatever its
// verb, and what each party's appointees must do binds both; a payment counted from a recurring statement recurs with
// it and is first due after the first statement; an object stated after the deadline belongs to the action.
// Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readDuties } from '../helpers/read-duties.ts';

const PREAMBLE =
  'ALLIANCE AGREEMENT\n\nThis Alliance Agreement is made on 1 May 2026 (the "Effective Date") between Fernhill Cycles Ltd ("Fernhill") ' +
  'and Juniper Trail Maps LLC ("Juniper").\n\nThe parties agree as follows:\n\n';
const FERNHILL = 'Fernhill Cycles Ltd';
const JUNIPER = 'Juniper Trail Maps LLC';
const read = (body: string) => readDuties(PREAMBLE + body);

describe('acts the sentence says how often to do', () => {
  it('tracks "promote … at least twice each calendar year" after another act of the same subject', () => {
    const { duties } = read('2. Juniper shall print the route maps and shall feature the Bundle in its newsletter at least twice each calendar year.\n');
    const feature = duties.find((d) => /^feature/.test(d.action))!;
    assert.equal(feature.party, JUNIPER);
    assert.equal(feature.recurrence, 'annually');
    assert.equal(duties.some((d) => /^print/.test(d.action)), false);
  });
  it('binds both parties to what the people each appoints must do, with its frequency', () => {
    const { duties } = read('3. Each party shall appoint a programme lead, and the programme leads shall meet at least once a month.\n');
    assert.deepEqual(duties.map((d) => [d.party, d.action, d.recurrence]), [['Both', 'ensure that the programme leads meet', 'monthly']]);
  });
  it('leaves out an effort with no frequency or date', () => {
    const { duties } = read('4. Fernhill shall design the Bundle packaging and shall display the Bundle in its stores during the Term.\n');
    assert.equal(duties.length, 0);
  });
  it('gives a meeting of people no party appoints to no one', () => {
    const { duties } = read('4. The riders shall meet at least once a month.\n');
    assert.equal(duties.length, 0);
  });
});

describe('a payment counted from a recurring statement', () => {
  it('recurs with the statement and is first due after the first statement', () => {
    const { obligations } = read(
      '5.1 Within twenty (20) days after the end of each calendar quarter, Fernhill shall send Juniper a royalty statement for that quarter.\n\n' +
        '5.2 Fernhill shall pay the royalties shown on each statement within ten (10) days after sending the statement.\n',
    );
    const payment = obligations.find((o) => o.title === 'Payment')!;
    assert.equal(payment.responsible_party, FERNHILL);
    assert.equal(payment.recurrence, 'quarterly');
    assert.equal(payment.due_date, '2026-07-30');
    assert.equal(payment.derivation, 'first statement due 2026-07-20 plus 10 days, then each quarter');
  });
  it('dates a payment after a dated one-off report', () => {
    const { obligations } = read('6.1 Juniper shall deliver the final survey report to Fernhill no later than 30 September 2026.\n\n6.2 Fernhill shall pay the survey fee within thirty (30) days after receipt of the final survey report.\n');
    const payment = obligations.find((o) => o.title === 'Payment')!;
    assert.equal(payment.due_date, '2026-10-30');
    assert.equal(payment.recurrence, 'none');
  });
});

describe('an object stated after the deadline', () => {
  it('belongs to the action: "forward to X within five business days any such request"', () => {
    const { duties } = read('7. Juniper shall forward to Fernhill within five (5) business days any warranty claim it receives from a customer.\n');
    assert.equal(duties[0]!.action, 'forward to Fernhill any warranty claim it receives from a customer');
    assert.equal(duties[0]!.deadline?.period?.value, 5);
  });
  it('is not taken from the event the period counts from', () => {
    const { duties } = read('7. Juniper shall pay within thirty (30) days after receipt of the invoice.\n');
    assert.equal(duties[0]!.action, 'pay');
  });
});
