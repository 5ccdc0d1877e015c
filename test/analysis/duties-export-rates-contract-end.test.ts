// Duties of a contract's end and of agreed sums (issue 10): data made available for export for a period and deleted
// after it, a claim that must be made in time to get a remedy, a sum that accrues by a period with its cap, and due
// dates counted from the contract's end where its expiry date is known. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readDuties } from '../helpers/read-duties.ts';

const PREAMBLE =
  'HOSTING AGREEMENT\n\nThis Hosting Agreement is made on 1 February 2026 (the "Effective Date") between Corvid Hosting Ltd (the "Host") ' +
  'and Pemberton Seeds LLC (the "Client").\n\nThe parties agree as follows:\n\n';
const CORVID = 'Corvid Hosting Ltd';
const PEMBERTON = 'Pemberton Seeds LLC';
const TERM = '1. This Agreement starts on the Effective Date and continues for two (2) years, unless terminated earlier.\n\n';
const read = (body: string) => readDuties(PREAMBLE + body);

describe('data made available for export after the end, then deleted', () => {
  it('tracks the export for its period and the deletion at the end of it', () => {
    const { duties, obligations } = read('7. The Host shall make the Client Files available for download for sixty (60) days after termination, then delete them.\n');
    const exportDuty = duties.find((d) => /^make/.test(d.action))!;
    assert.equal(exportDuty.party, CORVID);
    assert.equal(exportDuty.kind, 'post_termination');
    assert.equal(exportDuty.deadline?.period?.value, 60);
    assert.equal(exportDuty.deadline?.lasts, true);
    assert.match(exportDuty.action, /^make the Client Files available for download$/);
    const deletion = duties.find((d) => d.kind === 'return_or_destroy')!;
    assert.equal(deletion.action, 'delete Client Files');
    assert.equal(deletion.deadline?.follows, true);
    assert.match(obligations.find((o) => o.title === 'Return or destroy information')!.description, /at the end of sixty \(60\) days after termination/);
  });
  it('reads "and will then delete it" after an export within a period as a second duty', () => {
    const { duties } = read('7. Within 45 days after termination, the Host will make Client Content available to the Client for export and will then delete it.\n');
    assert.deepEqual(duties.map((d) => [d.kind, d.action]), [['post_termination', 'make Client Content available to the Client for export'], ['return_or_destroy', 'delete Client Content']]);
  });
});

describe('a claim that must be made in time to get a remedy', () => {
  it('tracks the request for a service credit by its time limit, for the party that holds the remedy', () => {
    const { duties } = read('4. If the Host fails to meet the Uptime Target in any month, the Client must request a service credit within twenty (20) days after the end of that month.\n');
    const request = duties.find((d) => /^request/.test(d.action))!;
    assert.equal(request.party, PEMBERTON);
    assert.equal(request.deadline?.period?.value, 20);
    assert.match(request.trigger ?? '', /^when the Host fails to meet the Uptime Target/);
  });
  it('ends the trigger before the right the sentence grants first', () => {
    const { duties } = read('4. If the Host misses the Uptime Target in a month, the Client may claim a credit of 5% of the monthly fee, and the Client must claim the credit within 15 days after the end of the month.\n');
    const request = duties.find((d) => /^claim/.test(d.action))!;
    assert.equal(request.trigger, 'when the Host misses the Uptime Target in a month');
  });
  it('tracks no claim without a time limit', () => {
    const { duties } = read('4. The Client may request a refund of prepaid fees for the period after termination.\n');
    assert.equal(duties.filter((d) => /^request/.test(d.action)).length, 0);
  });
});

describe('a sum that accrues by a period, with its cap', () => {
  it('keeps the rate, the period it accrues by and the cap in the action', () => {
    const { duties } = read('5. If the Host fails to complete the migration by the Cutover Date, the Host shall pay the Client liquidated damages of 0.5% of the Setup Fee for each day of delay, up to a maximum of 20% of the Setup Fee.\n');
    assert.equal(duties[0]!.action, 'pay the Client liquidated damages of 0.5% of the Setup Fee for each day of delay, capped at 20% of the Setup Fee');
  });
  it('keeps a cap stated in money with what it is of', () => {
    const { duties } = read('5. The Host shall pay the Client five hundred dollars ($500) per day that the migration is late, not to exceed $25,000 in the aggregate, as liquidated damages.\n');
    assert.equal(duties[0]!.action, 'pay the Client $500 per day that the migration is late, capped at $25,000 in the aggregate');
  });
});

describe('due dates counted from the contract\u2019s end', () => {
  it('dates a return "within ten days after this Agreement ends" from the expiry date, and says so', () => {
    const { obligations } = read(TERM + '9. Within ten (10) days after this Agreement ends, the Client shall return all Host Materials in its possession.\n');
    const ret = obligations.find((o) => o.title === 'Return or destroy information')!;
    assert.equal(ret.due_date, '2028-02-11');
    assert.match(ret.derivation ?? '', /^expiration 2028-02-01 plus 10 days, if the agreement ends at expiry$/);
  });
  it('dates a duty "on termination or expiry … within thirty days" from the expiry date', () => {
    const { obligations } = read(TERM + '9. On termination or expiry, each party shall destroy the other party\u2019s confidential information within thirty (30) days.\n');
    assert.equal(obligations.find((o) => o.title === 'Return or destroy information')!.due_date, '2028-03-02');
  });
  it('leaves undated a duty counted from a termination alone', () => {
    const { obligations } = read(TERM + '9. Within ten (10) days after termination, the Client shall return all Host Materials in its possession.\n');
    assert.equal(obligations.find((o) => o.title === 'Return or destroy information')!.due_date, null);
  });
  it('dates a restriction that lasts "for twelve months after it ends" in a sentence about this Agreement', () => {
    const { obligations } = read(TERM + '9. During the term of this Agreement and for twelve (12) months after it ends, the Client shall not solicit any employee of the Host.\n');
    const restriction = obligations.find((o) => o.title === 'Restriction')!;
    assert.equal(restriction.due_date, '2029-02-01');
  });
  it('dates a duty counted from the effective date', () => {
    const { obligations } = read('3. The Client shall deliver the migration plan to the Host within 20 days after the Effective Date.\n');
    assert.equal(obligations.find((o) => o.title === 'Reporting')!.due_date, '2026-02-21');
  });
});

describe('a processor\u2019s duties', () => {
  const DPA =
    '3. The Host shall inform the Client if, in its reasonable opinion, an instruction breaches data protection law.\n\n' +
    '4. The Host shall notify the Client without undue delay, and in any event within thirty-six (36) hours, after becoming aware of a security incident.\n\n' +
    '5. The Host shall give the Client at least twenty (20) days\u2019 notice before any new subprocessor starts processing Client Data.\n\n' +
    '6. The Host shall apply appropriate technical and organisational measures to protect Client Data.\n';
  it('keeps the condition of a notice past an aside on whose view decides', () => {
    const { duties } = read(DPA);
    assert.equal(duties.find((d) => /^inform/.test(d.action))!.action, 'inform the Client if an instruction breaches data protection law');
  });
  it('tracks an incident notice as due upon the event, with no date', () => {
    const { duties, obligations } = read(DPA);
    const incident = duties.find((d) => d.deadline?.anchorText?.includes('security incident'))!;
    assert.equal(incident.party, CORVID);
    assert.equal(incident.deadline?.anchor, 'event');
    assert.equal(obligations.find((o) => o.source.quote === incident.evidence.quote)!.due_date, null);
  });
  it('tracks notice of a new subprocessor due before it starts, and leaves the undated security measures out', () => {
    const { duties } = read(DPA);
    assert.equal(duties.find((d) => d.deadline?.before)?.deadline?.period?.value, 20);
    assert.equal(duties.some((d) => /^apply/.test(d.action)), false);
  });
});
