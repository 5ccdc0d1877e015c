// Duties (issue 10, sixth reading round): each act of a sentence keeps its own time and frequency; a party described
// by what it does ("a Party wishing to publish") or acting through its people binds the party; invoicing and repaying
// by a time are duties; a payment due on signing is dated at the effective date, instalments by their own amount and
// from the first day of the next period; an insurance limit is stated as a limit; a first royalty tied to the first
// sale is not dated from the term's first quarter; held money released by its holder. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readDuties } from '../helpers/read-duties.ts';

const PREAMBLE =
  'SERVICES AGREEMENT\n\nThis Services Agreement is made as of March 3, 2026 (the "Effective Date") between Tallow Creek Foods Inc. ("Client") ' +
  'and Osprey Field Services LLC ("Contractor").\n\nThe parties agree as follows:\n\n';
const CLIENT = 'Tallow Creek Foods Inc.';
const CONTRACTOR = 'Osprey Field Services LLC';
const read = (body: string) => readDuties(PREAMBLE + body);

describe('each act of a sentence keeps its own time and frequency', () => {
  it('does not give an act the deadline of a second act that has its own "and shall"', () => {
    const { duties } = read('1. Contractor shall deliver weekly status reports for each site to Client and shall notify Client within two (2) hours of any injury on site.\n');
    const logs = duties.find((d) => /^deliver/.test(d.action))!;
    assert.equal(logs.recurrence, 'weekly');
    const notice = duties.find((d) => d.kind === 'notice')!;
    assert.equal(logs.deadline, null);
    assert.equal(notice.deadline?.period?.text, 'two (2) hours');
    assert.equal(notice.recurrence, 'none');
  });
  it('reads the deadline of "the Party that …" from its own limb, not from the lead-in of the first act', () => {
    const { obligations } = read('2. Within thirty (30) days after the end of each calendar quarter, each Party shall send the other a statement of its costs, and the Party that has borne less than its share shall pay the balance to the other within thirty (30) days after receipt of the statement.\n');
    const statement = obligations.find((o) => o.title === 'Reporting')!;
    const balance = obligations.find((o) => o.title === 'Payment')!;
    assert.equal(statement.due_date, '2026-04-30');
    assert.equal(balance.responsible_party, 'Both');
    assert.match(balance.description, /within thirty \(30\) days after receipt of the statement/);
    assert.doesNotMatch(balance.description.split(": \u201c")[0]!, /after the end of each calendar quarter/);
  });
});

describe('who a duty binds', () => {
  it('binds both parties to what "a Party wishing to …" must do', () => {
    const { duties } = read('3. A Party wishing to publish results of the work shall submit the proposed publication to the other Party at least thirty (30) days before submission.\n');
    assert.deepEqual(duties.map((d) => d.party), ['Both']);
    assert.equal(duties[0]?.trigger, 'when it wishes to publish results of the work');
  });
  it('keeps "the Party that …" as the condition of a duty that binds both', () => {
    const { duties } = read('3a. Each Party shall send the other a statement of its costs within thirty (30) days after the end of each calendar quarter, and the Party that has borne less than its share shall pay the balance to the other within thirty (30) days after receipt of the statement.\n');
    assert.equal(duties.find((d) => d.kind === 'payment')?.trigger, 'when it has borne less than its share');
  });
  it('binds the party whose personnel must act', () => {
    const { duties } = read("4. Contractor's personnel shall deliver the site safety report to Client within five (5) days after the end of each calendar month.\n");
    assert.deepEqual(duties.map((d) => [d.party, d.kind]), [[CONTRACTOR, 'report']]);
  });
});

describe('a body the parties set up together', () => {
  it('binds both parties to see that the joint committee meets as often as the contract says', () => {
    const { duties } = read('20. The Parties shall establish a joint steering committee (the "Steering Committee") within thirty (30) days after the Effective Date.\n\n21. The Steering Committee shall meet at least once each calendar quarter.\n');
    const meets = duties.find((d) => /Steering Committee meet/.test(d.action))!;
    assert.equal(meets.party, 'Both');
    assert.equal(meets.recurrence, 'quarterly');
  });
  it('binds no one through a committee the parties did not set up together', () => {
    const { duties } = read('22. The Audit Committee of Client shall meet at least once each calendar quarter.\n');
    assert.deepEqual(duties, []);
  });
});

describe('invoicing, repaying and counted acts', () => {
  it('tracks an invoice to send within a time, not the way a price is charged', () => {
    const { duties } = read('5. Contractor shall invoice Client for each completed visit within thirty (30) days after the visit. Contractor will invoice Client for any extra visits at the rates in Schedule 2. Upon execution of this Agreement, Contractor will invoice Client for the mobilisation fee.\n');
    assert.deepEqual(duties.map((d) => [d.party, d.kind, d.deadline?.period?.value]), [[CONTRACTOR, 'report', 30]]);
  });
  it('tracks a repayment due after termination', () => {
    const { duties } = read('6. On termination by Client under Section 9, Contractor shall repay the unearned portion of any fee already paid within thirty (30) days after termination.\n');
    assert.equal(duties[0]?.kind, 'payment');
    assert.equal(duties[0]?.party, CONTRACTOR);
    assert.equal(duties[0]?.deadline?.anchor, 'termination');
  });
  it('tracks "make at least two (2) … visits per month" as a monthly duty with its count', () => {
    const { duties } = read('7. Contractor shall make at least two (2) inspection visits per month to each of Client\'s plants.\n');
    assert.equal(duties[0]?.recurrence, 'monthly');
    assert.match(duties[0]!.action, /^make at least two \(2\) inspection visits per month/);
  });
});

describe('what an action and its amount say', () => {
  it('reads an action past a comma between two adjectives', () => {
    const { duties } = read('15. Client shall reimburse Contractor for reasonable, documented travel expenses within thirty (30) days after receipt of receipts.\n');
    assert.match(duties[0]!.action, /^reimburse Contractor for reasonable documented travel expenses/);
  });
  it('does not end an action on a word cut from its phrase ("the rates set")', () => {
    const { obligations } = read('18. Client shall pay Contractor for each visit the call-out rates and mileage charges set out in Schedule 2 (the "Rates").\n');
    assert.match(obligations.find((o) => o.title === 'Payment')?.description ?? '', /must pay Contractor for each visit the call-out rates and mileage charges: /);
  });
  it('states every sum of a listed payment, not the first alone', () => {
    const { duties } = read('16. Client shall pay Contractor the following completion bonuses within thirty (30) days after the milestone: (a) $20,000 for the first plant; (b) $15,000 for the second plant; (c) $10,000 for the third plant.\n');
    assert.equal(duties[0]?.amount, '$20,000 / $15,000 / $10,000');
  });
  it('does not call an act a report because the document it must meet is a plan', () => {
    const { duties } = read('17. Contractor shall deliver a sampling protocol meeting the requirements in the Quality Plan no later than July 31, 2026.\n');
    assert.deepEqual(duties.map((d) => [d.kind, d.deadline?.statedDate]), [['other', '2026-07-31']]);
  });
});

describe('payment dates and amounts', () => {
  it('dates a fee payable on signing at the effective date, and says so', () => {
    const { obligations } = read('8. Client shall pay a mobilisation fee of $40,000 on signing of this Agreement.\n');
    const fee = obligations.find((o) => o.title === 'Payment')!;
    assert.equal(fee.due_date, '2026-03-03');
    assert.match(fee.derivation!, /due on signing of this Agreement; dated at the effective date 2026-03-03/);
  });
  it('takes the instalment as the sum due each time and dates the first from the next quarter\u2019s first day', () => {
    const { duties, obligations } = read('9. Client shall pay Contractor an annual fee of $360,000, payable in four equal quarterly instalments of $90,000 each, on the first day of each calendar quarter.\n');
    assert.equal(duties[0]?.amount, '$90,000');
    const fee = obligations.find((o) => o.title === 'Payment')!;
    assert.equal(fee.due_date, '2026-04-01');
    assert.equal(fee.recurrence, 'quarterly');
  });
  it('does not date from the term\u2019s first quarter a royalty first due for the quarter of the first sale', () => {
    const { obligations } = read('10. Client shall pay Contractor a royalty of three percent (3%) of Net Sales, payable within forty-five (45) days after the end of each calendar quarter, the first payment being due for the first calendar quarter in which a sale occurs.\n');
    assert.equal(obligations.find((o) => o.title === 'Payment')!.due_date, null);
  });
  it('dates a royalty due "after the close of" or "following" each calendar quarter from the first quarter\u2019s end', () => {
    for (const when of ['within thirty (30) days after the close of each calendar quarter', 'within thirty (30) days following each calendar quarter']) {
      const { obligations } = read(`10a. Client shall pay Contractor a royalty of two percent (2%) of Net Sales ${when}.\n`);
      const royalty = obligations.find((o) => o.title === 'Payment')!;
      assert.equal(royalty.due_date, '2026-04-30', when);
      assert.match(royalty.derivation!, /end of the first calendar quarter of the term \(2026-03-31\)/);
      assert.match(royalty.description, /days (?:after|following) (?:close of )?each calendar quarter\)/);
    }
  });
  it('states an insurance limit as a limit with what it is per, not as a sum to pay', () => {
    const { obligations } = read('11. Contractor shall maintain, at its own expense, throughout the Term: (a) commercial automobile liability insurance with a combined single limit of not less than $3,000,000 per accident; and (b) workers\' compensation insurance as required by law.\n');
    const insurance = obligations.find((o) => o.title === 'Maintain insurance')!;
    assert.match(insurance.description, /combined single limit of not less than \$3,000,000 per accident: /);
    assert.doesNotMatch(insurance.description, /\(\$3,000,000\)/);
  });
});

describe('money one party holds, released', () => {
  it('binds the party named as releasing it', () => {
    const { duties } = read('12. The retention shall be released by Client within fourteen (14) days after the end of the warranty period.\n');
    assert.deepEqual(duties.map((d) => [d.party, d.kind, d.deadline?.period?.value]), [[CLIENT, 'payment', 14]]);
  });
  it('binds the party that holds it when no one is named as releasing it', () => {
    const { duties } = read('13. The deposit held by Client shall be released within thirty (30) days after termination of this Agreement.\n');
    assert.deepEqual(duties.map((d) => [d.party, d.kind]), [[CLIENT, 'payment']]);
  });
  it('binds no one when neither a releasing party nor a holder is named', () => {
    assert.deepEqual(read('14. The retention shall be released within fourteen (14) days after the end of the warranty period.\n').duties, []);
  });
});
