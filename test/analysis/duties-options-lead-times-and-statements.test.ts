// Duties as a lawyer reads them (issue 10, read7): an option used by notice is a right with a deadline, not a duty;
// "at least N days' notice" is given that long ahead, and "at least N days after" is an earliest day, not a
// deadline; an agent passes on the orders it receives by a stated time; a sum shown in each monthly statement is paid
// monthly. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readDuties } from '../helpers/read-duties.ts';

const PREAMBLE =
  'AGENCY AND SUPPLY AGREEMENT\n\nThis Agreement is made on 1 March 2026 (the "Effective Date") between Osprey Fittings Limited ("Osprey") ' +
  'and Kestrel Trade Partners Ltd ("Kestrel").\n\nThe parties agree as follows:\n\n';
const OSPREY = 'Osprey Fittings Limited';
const KESTREL = 'Kestrel Trade Partners Ltd';
const read = (body: string) => readDuties(PREAMBLE + body);

describe('an option used by notice is a right with a deadline', () => {
  it('states an option to extend as what the holder may do, with its date, never as "must"', () => {
    const { obligations } = read('2. Extension. Kestrel may extend the Term by one further year by giving Osprey written notice no later than 1 December 2027.\n');
    const option = obligations.find((o) => o.title === 'Option exercised by notice')!;
    assert.equal(option.responsible_party, KESTREL);
    assert.equal(option.due_date, '2027-12-01');
    assert.match(option.description, /^Kestrel Trade Partners Ltd may extend the Term by one further year by giving Osprey written notice no later than 2027-12-01; this is its right, not a duty/);
    assert.doesNotMatch(option.description, /\bmust\b/);
  });
  it('says a price increase needs notice at least that long before it takes effect, not "within" that time', () => {
    const { obligations } = read('3. Prices. Osprey may increase the prices with effect from any anniversary of the Effective Date by giving Kestrel at least sixty (60) days\' written notice.\n');
    const option = obligations.find((o) => o.title === 'Option exercised by notice')!;
    assert.equal(option.responsible_party, OSPREY);
    assert.match(option.description, /at least sixty \(60\) days before it takes effect/);
    assert.doesNotMatch(option.description, /within/);
  });
  it('drops a trailing "only" from the right ("may discontinue … only by giving notice")', () => {
    const { obligations } = read('4. Discontinuance. Osprey may discontinue a Product only by giving Kestrel at least nine (9) months\' written notice.\n');
    assert.match(obligations.find((o) => o.title === 'Option exercised by notice')!.description, /^Osprey Fittings Limited may discontinue a Product by giving Kestrel written notice at least nine \(9\) months before it takes effect/);
  });
});

describe('lead times are not deadlines', () => {
  it('reads a delivery date "at least sixty (60) days after the order" as no deadline', () => {
    const { duties } = read('5. Delivery. Osprey shall deliver each accepted order on the delivery date stated in it, which shall be at least sixty (60) days after the date of the order.\n');
    const delivery = duties.find((d) => d.kind === 'delivery')!;
    assert.equal(delivery.deadline, null);
  });
  it('keeps "for at least five (5) years after manufacture" as how long a duty lasts', () => {
    const { obligations } = read('6. Records. Osprey shall keep batch records for each lot for at least five (5) years after manufacture.\n');
    assert.match(obligations[0]!.description, /for at least five \(5\) years after manufacture/);
  });
});

describe('an agent hands on what it receives', () => {
  it('tracks "pass every order it receives to the Principal within two Business Days"', () => {
    const { duties } = read('7. Orders. Kestrel shall pass every order it receives to Osprey promptly and in any event within two Business Days.\n');
    assert.deepEqual(duties.map((d) => [d.party, d.deadline?.period?.text]), [[KESTREL, 'two Business Days']]);
  });
});

describe('a sum shown in each monthly statement is paid monthly', () => {
  it('pays the commission in each statement monthly, first after the end of the first month', () => {
    const { obligations } = read(
      '8. Statements. Within ten days after the end of each calendar month, Osprey shall send Kestrel a commission statement for that month. ' +
        'Osprey shall pay the commission shown in each statement within 30 days after the end of the month to which the statement relates.\n',
    );
    const payment = obligations.find((o) => o.title === 'Payment')!;
    assert.equal(payment.recurrence, 'monthly');
    assert.equal(payment.due_date, '2026-04-30');
  });
  it('leaves a one-off payment after the end of the month alone', () => {
    const { obligations } = read('9. Deposit. Kestrel shall pay a deposit of £5,000 within 10 days after the end of the month in which the first order is placed.\n');
    const payment = obligations.find((o) => o.title === 'Payment')!;
    assert.equal(payment.recurrence, 'none');
    assert.equal(payment.due_date, null);
  });
});

describe('a sum paid in shares at different times', () => {
  it('tracks each share with its own time: on signature, then within 30 days after acceptance', () => {
    const { obligations } = read('10. Fee. Kestrel shall pay Osprey a fee of GBP 80,000, of which 25% is payable on signature of this Agreement and 75% within 30 days after acceptance of the goods.\n');
    const payments = obligations.filter((o) => o.title === 'Payment');
    assert.equal(payments.length, 2);
    assert.match(payments[0]!.description, /\(25% of GBP 80,000, on signature of this Agreement\)/);
    assert.equal(payments[0]!.due_date, '2026-03-01');
    assert.match(payments[1]!.description, /\(75% of GBP 80,000, within 30 days after acceptance of the goods\)/);
  });
  it('keeps a single sum with one time as one payment', () => {
    const { obligations } = read('11. Fee. Kestrel shall pay Osprey a fee of GBP 80,000 within 30 days after acceptance of the goods.\n');
    assert.equal(obligations.filter((o) => o.title === 'Payment').length, 1);
  });
});

describe('a year the contract defines by name', () => {
  it('reads "before the start of each Support Year" as yearly', () => {
    const { duties } = read('12. Support. Kestrel shall pay each support invoice before the start of each Support Year.\n');
    assert.equal(duties[0]!.recurrence, 'annually');
  });
});

describe('an action cut short', () => {
  it('ends on its last full phrase, not on a dangling preposition', () => {
    const { duties } = read('13. Forecasts. On or before the fifth day of each calendar month, Osprey shall provide Kestrel with a rolling written forecast of its expected requirements for the following twelve (12) months.\n');
    assert.equal(duties[0]!.action, 'provide Kestrel with a rolling written forecast of its expected requirements');
  });
});

describe('duties a manufacturing contract adds', () => {
  it('tracks the notice of a disputed invoice, not the payment the dispute conditions', () => {
    const { duties } = read('14. Disputes. If Kestrel disputes an invoice in good faith, it shall notify Osprey of the disputed amount within ten (10) days after receipt.\n');
    assert.deepEqual(duties.map((d) => [d.kind, d.party, d.deadline?.period?.text]), [['notice', KESTREL, 'ten (10) days']]);
  });
  it('tracks the return of the owner\'s moulds and tooling when the contract ends', () => {
    const { duties } = read('15. Tooling. On expiry or termination, Osprey shall, within twenty (20) days, return to Kestrel all moulds and tooling owned by Kestrel.\n');
    assert.equal(duties[0]!.kind, 'return_or_destroy');
    assert.equal(duties[0]!.party, OSPREY);
  });
});

describe('an act with its time after the object', () => {
  it('ends the action before "30 days before …", which is the deadline\'s', () => {
    const { duties } = read('16. Invoicing. Osprey shall invoice the annual support fee thirty (30) days before the start of each Support Year.\n');
    assert.equal(duties[0]!.action, 'invoice the annual support fee');
  });
});

describe('a payment that points back to the sum before it', () => {
  it('takes the sum the sentence before makes payable', () => {
    const { duties } = read('17. Support. Support fees (GBP 12,500 per Support Year) are payable yearly in advance. Kestrel shall pay each such fee before the start of the Support Year.\n');
    const payment = duties.find((d) => d.kind === 'payment')!;
    assert.equal(payment.amount, 'GBP 12,500');
    assert.equal(payment.party, KESTREL);
  });
});
