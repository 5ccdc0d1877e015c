import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyContractFields, type Clause, type ContractFields } from '../../src/analysis/model.ts';
import { buildObligations } from '../../src/analysis/obligations.ts';
import { findDuties, recurrenceIn } from '../../src/engines/local/analysis/duties.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';

const TEXT =
  'This Hosting Agreement is made as of June 21, 1999 between Acme, Inc. ("Acme") and Beta LLC ("Beta"). ' +
  'The term of this Agreement shall commence on the date hereof and continue for one (1) year from the Effective Date. ' +
  'This Agreement shall automatically renew for successive one (1) year terms unless either party gives notice of non-renewal at least thirty (30) days prior to the end of the then-current term. ' +
  'Beta shall pay Acme the fees quarterly within thirty (30) days of invoice.';

function clauseOf(text: string, type: Clause['types'][number], sentence: string): Clause {
  const start = text.indexOf(sentence);
  return { types: [type], text: sentence, heading: null, start, end: start + sentence.length, page: 1 };
}

describe('obligations', () => {
  const fields: ContractFields = extractFields(TEXT);
  const payment = clauseOf(TEXT, 'Payment Terms', 'Beta shall pay Acme the fees quarterly within thirty (30) days of invoice.');
  const obligations = buildObligations(fields, findDuties(TEXT, fields), [], 'local');
  const byTitle = (title: string) => obligations.find((o) => o.title === title)!;

  it('computes the expiration from the effective date plus the initial term', () => {
    const expiration = byTitle('Contract expiration');
    assert.equal(expiration.due_date, '2000-06-21');
    assert.equal(expiration.derivation, 'effective date 1999-06-21 plus one (1) year initial term');
  });
  it('computes the notice deadline as expiration minus the notice period', () => {
    const notice = byTitle('Notice deadline to prevent renewal');
    assert.equal(notice.due_date, '2000-05-22');
    assert.equal(notice.derivation, "expiration 2000-06-21 minus 30 days' notice");
    assert.equal(notice.recurrence, 'annually');
  });
  it('records the renewal on the expiration date, recurring with the renewal term', () => {
    const renewal = byTitle('Automatic renewal');
    assert.equal(renewal.due_date, '2000-06-21');
    assert.equal(renewal.recurrence, 'annually');
  });
  it('puts a payment duty on the paying party with its recurrence', () => {
    const duty = byTitle('Payment');
    assert.equal(duty.responsible_party, 'Beta LLC');
    assert.equal(duty.recurrence, 'quarterly');
    assert.equal(duty.due_date, null);
  });
  it('quotes every source exactly at its offsets', () => {
    for (const o of obligations) assert.equal(TEXT.slice(o.source.start, o.source.end), o.source.quote);
  });
  it('leaves the due date null when the start date is unknown', () => {
    const undated = buildObligations({ ...fields, effectiveDate: null, expirationDate: null }, [], [], 'local');
    assert.equal(undated.find((o) => o.title === 'Contract expiration')?.due_date, null);
    assert.equal(undated.find((o) => o.title === 'Notice deadline to prevent renewal')?.due_date, null);
  });
  it('reads recurrences from the words of a clause', () => {
    assert.equal(recurrenceIn('within 45 days after the end of each calendar quarter'), 'quarterly');
    assert.equal(recurrenceIn('an annual audit'), 'annually');
    assert.equal(recurrenceIn('a one-time fee'), 'none');
  });
});

describe('recurring duties counted from the end of each period', () => {
  const text =
    'This Services Agreement is made as of January 15, 2025 between Acme, Inc. ("Provider") and Beta LLC ("Customer"). ' +
    'Provider shall deliver to Customer a monthly service level report within ten (10) days after the end of each calendar month. ' +
    'Provider shall maintain, at its own expense, cyber liability insurance with limits of not less than $5,000,000 per claim.';
  const fields = extractFields(text);
  const obligations = buildObligations(fields, findDuties(text, fields), [], 'local');
  it('dates a monthly report from the end of the month the contract takes effect in', () => {
    const report = obligations.find((o) => o.title === 'Reporting')!;
    assert.equal(report.due_date, '2025-02-10');
    assert.equal(report.recurrence, 'monthly');
    assert.match(report.derivation!, /end of the first calendar month of the term \(2025-01-31\)/);
  });
  it('reads the action past who bears the cost ("maintain, at its own expense, … insurance")', () => {
    assert.match(obligations.find((o) => o.title === 'Maintain insurance')!.description, /must maintain cyber liability insurance with limits/);
  });
});

describe('deadlines that fall before their event ("N days prior to X")', () => {
  const text =
    'This Supply Agreement is made as of March 1, 2024 between Acme, Inc. ("Supplier") and Beta LLC ("Buyer"). ' +
    'This Agreement shall expire on December 31, 2026. ' +
    'Supplier shall deliver to Buyer a written transition plan at least sixty (60) days prior to the expiration of this Agreement. ' +
    'Buyer shall provide non-binding forecasts of its orders for each calendar quarter at least ten (10) days prior to the commencement of such quarter.';
  const fields = extractFields(text);
  const duties = findDuties(text, fields);
  const obligations = buildObligations(fields, duties, [], 'local');
  const plan = obligations.find((o) => /transition plan/.test(o.description))!;
  const forecast = obligations.find((o) => /forecasts/.test(o.description))!;

  it('reads "prior to" as a period that runs back from its event', () => {
    const duty = duties.find((d) => /forecasts/.test(d.action))!;
    assert.equal(duty.deadline?.before, true);
  });
  it('dates a duty "sixty (60) days prior to the expiration" sixty days before the expiration date', () => {
    assert.equal(fields.expirationDate, '2026-12-31');
    assert.equal(plan.due_date, '2026-11-01');
    assert.match(plan.derivation!, /^expiration 2026-12-31 minus /);
  });
  it('describes a "prior to" deadline as before its event, never after it', () => {
    assert.match(forecast.description, /no later than ten \(10\) days before commencement of such quarter/);
    assert.doesNotMatch(forecast.description, /days after commencement/);
  });
  it('leaves the due date open when the event it runs back from has no known date', () => {
    assert.equal(forecast.due_date, null);
  });
  it('reads the direction from the sentence when an engine does not give it', () => {
    const quote = 'Buyer shall give notice of its shutdown schedule at least thirty (30) days before the expiration of this Agreement.';
    const start = text.length;
    const duty = {
      kind: 'notice' as const,
      party: 'Beta LLC',
      action: 'give notice of its shutdown schedule',
      amount: null,
      recurrence: 'none' as const,
      deadline: { period: { value: 30, unit: 'day' as const, text: 'thirty (30) days' }, anchor: 'expiration' as const, anchorText: 'the expiration of this Agreement', statedDate: null },
      evidence: { start, end: start + quote.length, quote },
    };
    const [notice] = buildObligations({ ...fields, termEvidence: {} }, [duty], [], 'llm');
    assert.equal(notice!.due_date, '2026-12-01');
  });
});

describe('a duty stated twice is one obligation', () => {
  const text =
    'This Hosting Agreement is made as of June 21, 1999 between Acme, Inc. ("Acme") and Beta LLC ("Beta"). ' +
    'Beta shall pay a monthly Fee to Acme in accordance with this Agreement. ' +
    'Beta shall pay to Acme a fixed service fee in the amount of $5,000 for each month. ' +
    'Beta shall pay Acme a monthly support fee of $800.';
  const fields = extractFields(text);
  const payments = () => buildObligations(fields, findDuties(text, fields), [], 'local').filter((o) => o.title === 'Payment');

  it('keeps one obligation for a monthly fee stated in two sentences, the one with the amount', () => {
    const fees = payments().filter((o) => /\bFee to Acme|service fee/.test(o.description));
    assert.equal(fees.length, 1);
    assert.match(fees[0]!.description, /\$5,000/);
  });
  it('keeps a monthly fee with its own name apart from the other monthly fee', () => {
    assert.equal(payments().filter((o) => /support fee/.test(o.description)).length, 1);
    assert.equal(payments().length, 2);
  });
  it('keeps one obligation when an engine reads the same sentence twice', () => {
    const quote = 'Beta shall pay Acme the license fee of $1,000 within thirty (30) days of invoice.';
    const duty = {
      kind: 'payment' as const,
      party: 'Beta LLC',
      action: 'pay Acme the license fee',
      amount: '$1,000',
      recurrence: 'none' as const,
      deadline: null,
      evidence: { start: 10, end: 10 + quote.length, quote },
    };
    const twice = [duty, { ...duty, action: 'pay Acme the license fee of $1,000', evidence: { start: 10, end: 40, quote: quote.slice(0, 30) } }];
    assert.equal(buildObligations({ ...fields, termEvidence: {} }, twice, [], 'llm').length, 1);
  });
  it('keeps recurring fees paid to two different payees apart', () => {
    const quote = 'Beta shall pay Acme a quarterly fee. Beta shall pay Gamma a promotion fee each quarter.';
    const duty = { kind: 'payment' as const, party: 'Beta LLC', action: 'pay Acme a quarterly fee', amount: null, recurrence: 'quarterly' as const, deadline: null, evidence: { start: 0, end: 35, quote: quote.slice(0, 35) } };
    const other = { ...duty, action: 'pay Gamma a promotion fee each quarter', evidence: { start: 36, end: quote.length, quote: quote.slice(36) } };
    assert.equal(buildObligations({ ...fields, termEvidence: {} }, [duty, other], [], 'llm').length, 2);
  });
  it('keeps a minimum royalty apart from an earned royalty on the same schedule', () => {
    const quote = 'Beta shall pay to Acme minimum annual royalties. Beta shall pay an annual EARNED ROYALTY.';
    const duty = { kind: 'payment' as const, party: 'Beta LLC', action: 'pay to Acme minimum annual royalties', amount: null, recurrence: 'annually' as const, deadline: null, evidence: { start: 0, end: 47, quote: quote.slice(0, 47) } };
    const other = { ...duty, action: 'pay an annual EARNED ROYALTY', evidence: { start: 48, end: quote.length, quote: quote.slice(48) } };
    assert.equal(buildObligations({ ...fields, termEvidence: {} }, [duty, other], [], 'llm').length, 2);
  });
  it('keeps the same payment by two different parties apart', () => {
    const quote = 'Each month, Acme and Beta shall each pay the agency a monthly fee.';
    const duty = { kind: 'payment' as const, party: 'Acme, Inc.', action: 'pay the agency a monthly fee', amount: null, recurrence: 'monthly' as const, deadline: null, evidence: { start: 0, end: quote.length, quote } };
    assert.equal(buildObligations({ ...fields, termEvidence: {} }, [duty, { ...duty, party: 'Beta LLC' }], [], 'llm').length, 2);
  });
});

describe('an obligation\u2019s description reads as a sentence where the duty reader cut a phrase short', () => {
  const duty = (sentence: string, action: string, amount: string | null, deadline: Parameters<typeof buildObligations>[1][number]['deadline'] = null) => ({
    kind: 'payment' as const, party: 'Vantor Motors, Inc.', action, amount, recurrence: 'none' as const, deadline, evidence: { start: 0, end: sentence.length, quote: sentence },
  });
  const describeOne = (d: ReturnType<typeof duty>) => buildObligations(emptyContractFields(), [d], [], 'local')[0]!.description;
  it('puts the amount where the action leaves its place, not after an amount in words cut short', () => {
    const sentence = 'Supplier shall maintain product liability insurance with limits of not less than Ten Million Dollars ($10,000,000) per occurrence.';
    assert.match(describeOne(duty(sentence, 'maintain product liability insurance with limits of not less than Ten Million', '$10,000,000')), /must maintain product liability insurance with limits of not less than \$10,000,000: \u201c/);
    const fee = 'Customer shall pay Lumora an annual subscription fee of Two Hundred Forty Thousand US Dollars (US$240,000).';
    assert.match(describeOne(duty(fee, 'pay Lumora an annual subscription fee of Two Hundred Forty Thousand US', 'US$240,000')), /must pay Lumora an annual subscription fee of US\$240,000: /);
  });
  it('keeps the amount in brackets when the action does not wait for it', () => {
    const sentence = 'Buyer shall pay Supplier fifteen percent (15%) of the shortfall.';
    assert.match(describeOne(duty(sentence, 'pay Supplier fifteen percent', '15%')), /must pay Supplier fifteen percent \(15%\)/);
  });
  it('ends an event or an action on a word that closes it, not on "of the" or "that could require a"', () => {
    const sentence = 'Buyer shall pay each correct invoice within sixty (60) days after the later of receipt of the invoice and delivery of the Products.';
    const deadline = { period: { value: 60, unit: 'day' as const, text: 'sixty (60) days' }, anchor: 'event' as const, anchorText: 'the later of receipt of the invoice and delivery of the', statedDate: null };
    assert.match(describeOne(duty(sentence, 'pay each correct invoice', null, deadline)), /\(within sixty \(60\) days after the later of receipt of the invoice and delivery\)/);
    assert.match(describeOne(duty(sentence, 'provide Supplier with a rolling forecast of its', null)), /must provide Supplier with a rolling forecast: /);
  });
});

describe('interest on a late sum "per month"', () => {
  it('is a rate, no monthly payment', () => {
    assert.equal(recurrenceIn('If Sponsor fails to pay any instalment within ten (10) days after it is due, the unpaid amount shall bear interest at one percent (1%) per month.'), 'none');
    assert.equal(recurrenceIn('Licensee shall pay a licence fee of $2,000 per month.'), 'monthly');
  });
});
