// Duty sentences of plain modern drafting (issue 10): a cover page that names each party by its role, a payment in
// limbs each with its own sum and time, deadlines set by a date or period the contract defines by name, notice given
// a stated time ahead, and steps by a stated time (tests, certificates, repairs, approvals). Sentences written for
// these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findDuties, partyAliases } from '../../src/engines/local/analysis/duties.ts';
import { buildObligations } from '../../src/analysis/obligations.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';

const PREAMBLE =
  'PLANT SUPPLY AGREEMENT\n\nThis Plant Supply Agreement is made on 2 March 2026 (the "Effective Date") between Kestrel Mills Oy (the "Vendor") ' +
  'and Larchmont Bakeries Ltd (the "Purchaser").\n\nThe parties agree as follows:\n\n';
const KESTREL = 'Kestrel Mills Oy';
const LARCHMONT = 'Larchmont Bakeries Ltd';
const dutiesOf = (body: string) => {
  const text = PREAMBLE + body;
  const fields = extractFields(text);
  return { duties: findDuties(text, fields), fields };
};

describe('a cover page that names the parties by role', () => {
  const FORM =
    'HOSTING AGREEMENT\n\nORDER FORM\n\nVendor: Wrenfield Cloud Ltd.\nClient: Ostrava Freight s.r.o.\nPayment Period: 45 days from the date of the invoice\n\n' +
    'TERMS\n\n1. Fees. Vendor will invoice the fees quarterly and Client will pay each invoice within the Payment Period.\n\n' +
    '2. Security. Vendor will notify Client of a security incident within 48 hours after becoming aware of it.\n';
  it('reads the role on a row of its own as the party\u2019s name in the terms', () => {
    const fields = extractFields(FORM);
    const aliases = partyAliases(FORM, fields);
    assert.equal(aliases.find((a) => a.alias === 'Vendor')?.party, fields.parties.find((p) => /Wrenfield/.test(p)));
    assert.equal(aliases.find((a) => a.alias === 'Client')?.party, fields.parties.find((p) => /Ostrava/.test(p)));
  });
  it('finds the duties the terms put on each role, with the period the cover page defines', () => {
    const fields = extractFields(FORM);
    const duties = findDuties(FORM, fields);
    const pay = duties.find((d) => d.kind === 'payment');
    assert.match(pay!.party, /Ostrava/);
    assert.equal(pay!.deadline?.period?.value, 45);
    assert.match(pay!.deadline?.anchorText ?? '', /date of the invoice/);
    assert.match(duties.find((d) => d.kind === 'notice')!.party, /Wrenfield/);
  });
});

describe('a payment in limbs', () => {
  it('gives each instalment its own duty, sum and deadline', () => {
    const { duties } = dutiesOf(
      '3. The Purchaser shall pay the Contract Price in three instalments: (a) 20% of the Contract Price within 10 days after the Effective Date; (b) 70% of the Contract Price within 30 days after delivery; and (c) the remaining 10% of the Contract Price within 30 days after acceptance.\n',
    );
    const payments = duties.filter((d) => d.kind === 'payment');
    assert.deepEqual(payments.map((p) => p.amount), ['20%', '70%', '10%']);
    assert.deepEqual(payments.map((p) => p.deadline?.period?.value), [10, 30, 30]);
    assert.ok(payments.every((p) => p.party === LARCHMONT));
    assert.match(payments[2]!.deadline?.anchorText ?? '', /acceptance/);
  });
});

describe('each item of a list keeps its own time', () => {
  it('gives a duty in one item no period that another item states', () => {
    const { duties } = dutiesOf(
      '9. Upon termination of this Agreement for any reason: (1) all licences granted to the Purchaser shall end; (2) the Purchaser shall immediately pay to the Vendor all amounts then outstanding; and (3) within ten (10) days after termination, the Purchaser shall return to the Vendor all tooling in its possession.\n',
    );
    const pay = duties.find((d) => d.kind === 'payment');
    assert.equal(pay?.deadline?.period ?? null, null);
    assert.match(pay?.deadline?.anchorText ?? '', /termination/);
    assert.equal(duties.find((d) => /tooling/.test(d.action))?.deadline?.period?.value, 10);
  });
  it('drops a dated step of one item that only another item\u2019s period would date', () => {
    const { duties } = dutiesOf(
      '4. Support requests are handled as follows: (i) end users shall be directed to send their requests to the Purchaser; (ii) the Purchaser shall forward such requests to the Vendor; (iii) the Vendor shall answer the Purchaser within four (4) hours.\n',
    );
    assert.deepEqual(duties.filter((d) => /forward/.test(d.action)), []);
  });
  it('reads an item\u2019s own period before the time its lead-in mentions', () => {
    const { duties } = dutiesOf(
      '12. Stock in hand prior to the expiry of the Term may be sold off, provided that the Purchaser shall have no such right unless (a) it is not in breach, (b) within fifteen (15) days after expiry, the Purchaser shall deliver to the Vendor a written statement of the stock in hand, and (c) the Purchaser shall pay royalties on those sales within thirty (30) days following the end of each calendar month.\n',
    );
    const statement = duties.find((d) => /statement/.test(d.action));
    assert.equal(statement?.deadline?.period?.value, 15);
    assert.equal(statement?.recurrence, 'none');
  });
});

describe('a proviso keeps its own time', () => {
  it('gives an act a proviso sets no period the main clause states', () => {
    const { duties } = dutiesOf(
      '8. The Vendor shall file the final specification with the regulator within two (2) Business Days after the Approval Date; provided that the Vendor shall furnish the Purchaser with copies of the final specification a reasonable time before filing it.\n',
    );
    const copies = duties.find((d) => /copies/.test(d.action));
    assert.ok(copies);
    assert.equal(copies.deadline?.period ?? null, null);
  });
  it('gives the main act no period of a proviso that opens with another case', () => {
    const { duties } = dutiesOf(
      '8. The Purchaser will pay the Vendor the Annual Fee of $50,000 for Year 3; provided, however, that if the Vendor so elects by written notice delivered at least ten (10) days prior to the end of Year 2, the Purchaser shall instead issue shares to the Vendor.\n',
    );
    const pay = duties.find((d) => d.kind === 'payment');
    assert.ok(pay);
    assert.equal(pay.deadline?.period ?? null, null);
    assert.doesNotMatch(pay.deadline?.anchorText ?? '', /Year 2/);
  });
});

describe('deadlines set by a date or period the contract defines by name', () => {
  it('dates a delivery due "no later than the Delivery Date" where the Delivery Date is defined', () => {
    const { duties, fields } = dutiesOf('1. "Delivery Date" means 15 September 2026.\n\n2. The Vendor shall deliver the Equipment to the Site no later than the Delivery Date.\n');
    const delivery = duties.find((d) => d.kind === 'delivery');
    assert.equal(delivery?.deadline?.statedDate, '2026-09-15');
    assert.equal(buildObligations(fields, [delivery!], [], 'local')[0]!.due_date, '2026-09-15');
  });
  it('leaves a date in the condition before the duty to the condition', () => {
    const { duties } = dutiesOf('1. "Delivery Date" means 15 September 2026.\n\n2. If the Vendor does not deliver the Equipment by the Delivery Date, the Vendor shall pay the Purchaser liquidated damages of 0.5% of the Contract Price for each week of delay.\n');
    const damages = duties.find((d) => d.kind === 'payment');
    assert.equal(damages?.deadline?.statedDate ?? null, null);
  });
});

describe('notice given a stated time ahead', () => {
  it('reads "at least ten business days\u2019 written notice of the day" as notice due that long before the day', () => {
    const { duties, fields } = dutiesOf('4. The Vendor shall give the Purchaser at least 10 business days\u2019 written notice of the day on which it will install the Plant.\n');
    const notice = duties.find((d) => d.kind === 'notice')!;
    assert.equal(notice.party, KESTREL);
    assert.equal(notice.deadline?.before, true);
    assert.match(notice.action, /^give the Purchaser written notice of the day/);
    const obligation = buildObligations(fields, [notice], [], 'local')[0]!;
    assert.match(obligation.description, /no later than 10 business days before the day/);
    assert.doesNotMatch(obligation.description, /within 10 business days/);
  });
});

describe('steps a party must take by a stated time', () => {
  it('tracks acceptance tests, an acceptance certificate and a repair, each by its own party', () => {
    const { duties } = dutiesOf(
      '6. The Vendor shall carry out the acceptance tests within 7 days after installation. If the Plant passes the tests, the Purchaser shall sign an acceptance certificate within 3 business days.\n\n' +
        '7. If a defect appears, the Purchaser shall notify the Vendor within 5 days, and the Vendor shall repair the defect within 10 business days after the notice.\n',
    );
    const steps = duties.filter((d) => d.kind === 'other').map((d) => [d.party, d.action.split(' ').slice(0, 3).join(' ')]);
    assert.deepEqual(steps, [
      [KESTREL, 'carry out the'],
      [LARCHMONT, 'sign an acceptance'],
      [KESTREL, 'repair the defect'],
    ]);
  });
  it('tracks an approval due within a stated time, by whichever party receives the material', () => {
    const { duties } = dutiesOf('5. A party shall submit each advertisement that shows the other party\u2019s logo to the other party. The other party shall approve or reject the advertisement material within 4 business days after receiving it.\n');
    const approval = duties.find((d) => /^approve/.test(d.action));
    assert.equal(approval?.party, 'Both');
    assert.equal(approval?.deadline?.period?.value, 4);
  });
  it('tracks no step that states no time', () => {
    const { duties } = dutiesOf('6. The Vendor shall carry out the acceptance tests in accordance with Schedule 2.\n');
    assert.equal(duties.length, 0);
  });
});
