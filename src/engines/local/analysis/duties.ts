// Duty sentences (issue 10): the sentences that bind a named party to act — pay, report, give notice, keep
// insurance, keep records for audit, return or destroy information, act after termination, deliver — with the
// bound party, a short imperative action, the amount, the recurrence and the deadline. Standalone and precise
// rather than exhaustive: a sentence counts only when its grammatical subject is a party (by name or by the alias
// the preamble defines), its verb is one a reviewer tracks, and it is neither a negation, a permission, a
// definition nor a remedy after a breach, failure or dispute. A duty that follows an event ("If the Company
// requests …, the Company shall pay …", "Upon receipt of an invoice, …") is a duty, with its trigger kept in plain
// words. DutyFacts become obligations elsewhere (date arithmetic).

import type { DeadlineAnchor, DutyFact, DutyKind, Recurrence } from '../../../analysis/model.ts';
import type { ContractFields, Duration } from '../../types.ts';
import { findDates } from './fields/dates.ts';
import { findDurations } from './fields/durations.ts';
import { shiftDateBy } from '../../../analysis/durations.ts';
import { amountsInFigures, escapeRegExp, MONEY_AMOUNT, PERCENTAGE } from '../../../analysis/regexp.ts';
import { DANGLING_WORD, shortened } from '../../../analysis/prose.ts';
import { itemStyle } from '../../../analysis/list-items.ts';
import { LABEL_ROLES } from './fields/parties.ts';

type DutyDeadline = NonNullable<DutyFact['deadline']>;

export const BOTH = 'Both';
/** What a reviewer tracks: the duties of each kind, the whole list bounded (a long supply or services agreement
 * states twenty payment or notice duties; only 23 of 331 training contracts reached the earlier bound of ten). */
const MAX_PER_KIND = 20;
const MAX_DUTIES = 60;
const MAX_SENTENCE_CHARS = 1500;

export function findDuties(text: string, fields: ContractFields): DutyFact[] {
  const aliases = partyAliases(text, fields);
  if (aliases.length === 0) return [];
  const duties: DutyFact[] = [];
  const perKind = new Map<DutyKind, number>();
  let previous: Span | null = null;
  const sentences = dutySentences(text);
  const bodies = jointBodies(text);
  // The party whose covenants a list sets out ("The Tenant covenants with the Landlord as follows:"), while the list runs.
  let covenantor: string | null = null;
  let payer: string | null = null;
  for (const [i, sentence] of sentences.entries()) {
    // The sentence before, when it is in the same paragraph: what "it" or "such Party" may point back to.
    const before = previous && !/\n[ \t]*\n/.test(text.slice(previous.end, sentence.start)) ? text.slice(previous.start, previous.end) : null;
    previous = sentence;
    const next = sentences[i + 1];
    const after = next && !/\n/.test(text.slice(sentence.end, next.start)) ? text.slice(next.start, next.end) : null;
    const own = text.slice(sentence.start, sentence.end);
    const lead = COVENANT_LEAD_IN.exec(own);
    if (lead) covenantor = aliasParty(lead[1]!, aliases) !== null ? lead[1]! : null;
    else if (HEADING_LINE.test(own)) covenantor = null;
    // "… the Tenant paying to the Landlord:" then "(a) the Rent …, by equal quarterly payments in advance …": items in lower case.
    const reserves = RESERVED_RENT.exec(own);
    if (reserves && /:\s*$/.test(own) && aliasParty(reserves[1]!, aliases) !== null) payer = reserves[1]!;
    else if (!/^[a-z]/.test(own)) payer = null;
    const reserved = payer && !reserves ? reservedRentDuties(`the ${payer} paying ${own}`, sentence, aliases, own) : reservedRentDuties(own, sentence, aliases);
    for (const found of [...dutiesInSentence(text, sentence, aliases, before, bodies), ...(covenantor && !lead ? covenantItemDuties(own, sentence, covenantor, aliases) : []), ...reserved].flatMap(sharesDueApart)) {
      const duty = withSumBefore(withPaymentTerms(found, after), before);
      const count = perKind.get(duty.kind) ?? 0;
      if (count >= MAX_PER_KIND) continue;
      // One duty per sentence and kind: "pay … and reimburse …" is one payment duty to track; two acts of one kind
      // due at different times ("make the data available within thirty days … and delete it within a further sixty
      // days") are two.
      const same = duties.findIndex((d) => d.kind === duty.kind && d.evidence.start === duty.evidence.start && JSON.stringify(d.deadline) === JSON.stringify(duty.deadline));
      if (same >= 0) {
        // "keep books and records … and shall permit the Company to audit such records once per calendar year": one
        // duty of that kind, as often as its second act says.
        if (duties[same]!.recurrence === 'none' && duty.recurrence !== 'none') duties[same] = { ...duties[same]!, recurrence: duty.recurrence };
        continue;
      }
      perKind.set(duty.kind, count + 1);
      duties.push(duty);
      if (duties.length >= MAX_DUTIES) return duties;
    }
  }
  withRecurrenceStatedElsewhere(duties, sentences.map((s) => text.slice(s.start, s.end)));
  const times = definedTimes(text);
  if (times.size > 0) for (const [i, duty] of duties.entries()) duties[i] = withDefinedTime(duty, times);
  // "On the Review Date the annual rent shall be reviewed …" (""Review Date" means 25 March 2031"): a review of the rent
  // or price on a day the contract names is a date both parties diary, though no one "shall" act.
  for (const span of sentences) {
    if (duties.length >= MAX_DUTIES) break;
    const sentence = text.slice(span.start, span.end);
    const review = PRICE_REVIEW_ON.exec(sentence.replace(/\s+/g, ' '));
    const time = review ? times.get(review[1]!.toLowerCase()) : undefined;
    if (!review || !time || !('date' in time)) continue;
    duties.push({ kind: 'other', party: BOTH, action: `${review[3]!.toLowerCase().replace(/ed$/, '')} ${review[2]!.trim()}`, amount: null, recurrence: 'none', deadline: { period: null, anchor: null, anchorText: review[1]!, statedDate: time.date, on: true }, trigger: null, evidence: { start: span.start, end: span.end, quote: sentence } });
  }
  // "The purchase and sale … shall take place … on the date of this Agreement (the "Closing")": a period counted from
  // the Closing counts from the agreement's own date.
  if (CLOSING_AT_SIGNING.test(text)) {
    for (const [i, duty] of duties.entries()) {
      if (duty.deadline?.period && duty.deadline.anchor === 'event' && /^(?:the\s+)?(?:Closing|Completion)$/.test(duty.deadline.anchorText ?? '')) duties[i] = { ...duty, deadline: { ...duty.deadline, anchor: 'effective_date' } };
    }
  }
  const condition = conditionPrecedentDuty(text, aliases);
  if (condition && duties.length < MAX_DUTIES) duties.push(condition);
  return duties;
}

/** "The Landlord lets the Property … the Tenant paying to the Landlord: (a) the Rent …, by equal quarterly payments in
 *  advance on the usual Quarter Days": a lease's reddendum, where the rent and how often it falls due are reserved. */
const RESERVED_RENT = /\b(?:the\s+)?([A-Z][\w-]*)\s+(?:yielding\s+and\s+)?paying\s+(?:therefor(?:e)?\s+)?(?:to\s+the\s+[A-Z][\w-]*\s*)?:?\s*/;

function reservedRentDuties(own: string, sentence: Span, aliases: PartyAlias[], quote = own): DutyFact[] {
  const m = RESERVED_RENT.exec(own);
  if (!m || aliasParty(m[1]!, aliases) === null || !/\b(?:rent|charges?|sums?)\b/i.test(own.slice(m.index))) return [];
  const reserved = own.slice(m.index + m[0].length).replace(/^\(?[a-z]\)\s*/, '').replace(/;\s*(?:and|or)?\s*$/, '.');
  // "all other sums due under this Lease": a catch-all, no payment of its own to diary.
  if (reserved.length < 10 || /^(?:all\s+)?(?:other\s+)?(?:sums|amounts|monies|moneys)\s+(?:due|payable)\s+(?:under|by\s+virtue\s+of)\s+this\b/i.test(reserved)) return [];
  const virtual = `The ${m[1]} shall pay ${reserved}`;
  return dutiesInSentence(virtual, { start: 0, end: virtual.length }, aliases).map((d) => ({ ...d, evidence: { start: sentence.start, end: sentence.end, quote } }));
}

/** "The Tenant covenants with the Landlord as follows:", "The Landlord covenants with the Tenant that:": a lead-in whose
 *  items ("3.1 Rent. To pay the Rent …", "Not to use the Property …") are that party's covenants. */
const COVENANT_LEAD_IN = /^(?:the\s+)?([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})\s+(?:hereby\s+)?(?:covenants?|undertakes?)\s+(?:with\s+(?:the\s+|each\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}\s+)?(?:as\s+follows|that)\s*:?\s*$/;
/** A heading on a line of its own in capitals ("LANDLORD'S COVENANTS", "RENT REVIEW"): the list before it has ended. */
const HEADING_LINE = /^[A-Z][A-Z0-9 ,'’&()-]{2,80}$/;
/** A covenant list item: "To pay …", "Within one month after any assignment, to give notice …" (never "Not to …"). */
const COVENANT_ITEM = /^(?:[^.;:]{0,120},\s+)?to\s+(?=[a-z])/i;

/**
 * "The Tenant covenants with the Landlord as follows: … 3.1 Rent. To pay the Rent … on the days and in the manner set
 * out in this Lease": each infinitive item of the list is read as "the Tenant shall pay …", its evidence the item itself.
 */
function covenantItemDuties(own: string, sentence: Span, covenantor: string, aliases: PartyAlias[]): DutyFact[] {
  const item = COVENANT_ITEM.exec(own);
  if (!item || /^not\b/i.test(own)) return [];
  const lead = item[0].slice(0, item[0].length - item[0].trimStart().length);
  const adverbial = item[0].replace(/,?\s+to\s+$/i, '').replace(/^to\s+$/i, '');
  const virtual = `The ${covenantor} shall ${own.slice(item[0].length)}${adverbial ? ` ${adverbial.charAt(0).toLowerCase()}${adverbial.slice(1)}` : ''}${lead}`;
  return dutiesInSentence(virtual, { start: 0, end: virtual.length }, aliases).map((d) => ({ ...d, evidence: { start: sentence.start, end: sentence.end, quote: own } }));
}

/** A closing (completion) that the contract holds on its own date: "shall take place … on the date of this Agreement … (the "Closing")". */
const CLOSING_AT_SIGNING = /\b(?:shall|will)\s+take\s+place\b[^.;]{0,160}?\b(?:on\s+the\s+date\s+(?:of\s+this\s+Agreement|hereof)|simultaneously\s+with\s+the\s+(?:execution|signing)\s+(?:of\s+this\s+Agreement|hereof))[^.;]{0,160}?\((?:the\s+)?["“](?:Closing|Completion)["”]\)/i;

/**
 * "Annual maintenance fees … (GBP 43,200 per Maintenance Year) are payable yearly in advance. … the Licensee shall pay
 * each such invoice before the start of the Maintenance Year": a payment that points back ("such") to the sum the
 * sentence before makes payable takes that sum.
 */
function withSumBefore(duty: DutyFact, before: string | null): DutyFact {
  if (duty.kind !== 'payment' || duty.amount !== null || before === null || !/\bsuch\b/i.test(duty.action)) return duty;
  if (!/\b(?:payable|due|shall\s+pay|will\s+pay)\b/i.test(before)) return duty;
  const sum = MONEY.exec(amountsInFigures(before));
  return sum ? { ...duty, amount: sum[0].trim() } : duty;
}

/** One share of a sum and when it is due: "50% is payable on signature of this Agreement", "the remaining 50% within 30 days after acceptance". */
const SHARE_DUE = new RegExp(
  String.raw`(?:^|[\s,(])(?:the\s+(?:remaining|balance\s+of|other)\s+)?(${PERCENTAGE})\s+(?:(?:of\s+(?:it|the\s+[\w\s]{1,30}?)\s+)?(?:is|are|shall\s+be|will\s+be)\s+)?(?:(?:payable|due|paid|invoiced)\s+)?((?:on|upon|at|within|no\s+later\s+than|not\s+later\s+than|by|before|prior\s+to)\b[^;.]*?)(?=,?\s+(?:and\s+)?(?:the\s+(?:remaining|balance\s+of|other)\s+)?${PERCENTAGE}|[;.]|$)`,
  'gi',
);

/**
 * "The Licensee shall pay a one-time Licence Fee of GBP 240,000, of which 50% is payable on signature of this
 * Agreement and 50% within 30 days after acceptance": a sum paid in shares at different times is one payment per share,
 * each with its own time.
 */
function sharesDueApart(duty: DutyFact): DutyFact[] {
  if (duty.kind !== 'payment' || duty.amount === null || !MONEY.test(duty.amount)) return [duty];
  const sentence = amountsInFigures(duty.evidence.quote.replace(/\s+/g, ' '));
  const shares = [...sentence.matchAll(SHARE_DUE)];
  if (shares.length < 2) return [duty];
  return shares.map((share) => {
    const when = share[2]!.trim();
    return { ...duty, amount: `${share[1]!.replace(/\s+/g, '')} of ${duty.amount}`, deadline: deadlineIn(when, when), trigger: duty.trigger };
  });
}

/** "On the Review Date the annual rent shall be reviewed": a rent or price review on a named day. */
const PRICE_REVIEW_ON = /^(?:\d+(?:\.\d+)*\.?\s+)?(?:[A-Z][\w ]{0,30}\.\s+)?On\s+(?:the|each)\s+((?:[A-Z][\w-]*\s+){0,3}Date)\s*,?\s+(the\s+(?:[\w-]+\s+){0,2}?(?:rent|price|fees?|charges?|royalt(?:y|ies)))\s+(?:shall|will)\s+be\s+(reviewed|adjusted|revised|indexed)\b/i;
const FIRST_INSTALMENT_ON = /^the\s+first\s+(?:instal(?:l)?ment|payment)\b[^.;]{0,40}?\b(?:shall|will)\s+be\s+(?:paid|made|due|payable)\s+on\s+the\s+((?:[A-Z][\w-]*\s+){0,3}Date)\b/i;

/** The sum a payment is of, by its name: "royalties", "rent", "service charge", "licence fee". */
const NAMED_SUM = /\b(?:(royalt)(?:y|ies)|(rent)\b|(service\s+charge)|((?:licen[cs]e|maintenance|support|subscription|management)\s+fee)s?|(commission)s?)\b/i;
function sumName(phrase: string): string | null {
  const m = NAMED_SUM.exec(phrase);
  return m ? m.slice(1).find((g) => g !== undefined)!.toLowerCase().replace(/\s+/g, ' ').replace('licence', 'license') : null;
}
/** "Royalties shall be paid quarterly within sixty (60) days after the end of each calendar quarter": how often a named sum is paid, stated apart from the duty to pay it. */
/** A recurring sum by the name a contract gives it: royalties, rent, a service charge, a licence or maintenance fee, commissions. */
const RECURRING_SUM = String.raw`(?:royalt(?:y|ies)|rent|service\s+charge|(?:licen[cs]e|maintenance|support|subscription|management)\s+fees?|commissions?)`;
/** A payment duty's action that names the recurring sum it pays: "pay Licensor royalties", "pay the annual rent". */
const PAYS_RECURRING_SUM = new RegExp(String.raw`^pay\s+(?:\S+\s+){0,2}?(?:the\s+|all\s+|any\s+)?((?:[\w-]+\s+){0,3}?${RECURRING_SUM})\b`, 'i');
const SUM_PAID_HOW_OFTEN = new RegExp(String.raw`^(?:\d+(?:\.\d+)*\.?\s+)?(?:[A-Z][\w ]{0,30}\.\s+)?(?:(?:the|such|all|any)\s+)?(?:[\w-]+\s+){0,2}?${RECURRING_SUM}\s+(?:are|is|shall\s+be|will\s+be)\s+(?:due\s+and\s+)?(?:payable|paid|due)\b`, 'i');

/**
 * "Licensee shall pay Licensor royalties on Net Sales … . … Royalties shall be paid quarterly …": a payment whose own
 * sentence states no frequency takes the one the contract states for that named sum elsewhere (a "manner of payment"
 * clause, or another duty to pay the same sum: "The Tenant shall pay the annual rent … by four equal instalments … on
 * the usual quarter days"). "The annual rent of £186,000" in a lease's grant is the rent a year, not how often it is
 * paid: when another duty pays "the annual rent" at a stated frequency, that is how often it falls due. A "minimum
 * annual royalty" keeps its own year: only a duty with no frequency of its own takes the stated one.
 */
function withRecurrenceStatedElsewhere(duties: DutyFact[], sentences: string[]): void {
  const flatSentences = sentences.map((sentence) => sentence.replace(/\s+/g, ' '));
  const stated = new Map<string, Recurrence>();
  for (const sentence of flatSentences) {
    const flat = sentence.trim();
    if (!SUM_PAID_HOW_OFTEN.test(flat)) continue;
    const name = sumName(flat);
    const recurrence = recurrenceIn(flat.split(/[.;]\s/)[0]!);
    if (name !== null && recurrence !== 'none' && !stated.has(name)) stated.set(name, recurrence);
  }
  // "The Annual License Fee and the Annual Maintenance Fee are payable annually in advance": each period's sum falls due
  // as the period begins, the first as the term does.
  const inAdvance = new Set<string>();
  for (const flat of flatSentences) {
    const verb = /\b(?:are|is|shall\s+be|will\s+be)\s+(?:due\s+and\s+)?payable\s+(?:annually\s+|yearly\s+|quarterly\s+|monthly\s+)?in\s+advance\b/i.exec(flat);
    if (!verb) continue;
    for (const m of flat.slice(0, verb.index).matchAll(new RegExp(NAMED_SUM.source, 'gi'))) {
      const name = sumName(m[0]);
      if (name !== null) inAdvance.add(name);
    }
  }
  const firstInvoiceAtSigning = flatSentences.some((x) => /\binvoice\b[^.;]{0,80}\bfirst\b[^.;]{0,40}\bon\s+the\s+(?:Effective\s+Date|date\s+of\s+this\s+Agreement)\b/i.test(x));
  for (const [i, duty] of duties.entries()) {
    if (duty.kind !== 'payment') continue;
    const object = PAYS_RECURRING_SUM.exec(duty.action);
    if (!object) continue;
    const name = sumName(object[1]!);
    if (name === null) continue;
    if (duty.recurrence !== 'none' && duty.deadline === null && inAdvance.has(name)) {
      // "Licensor shall invoice the fees for the first License Year on the Effective Date … Licensee shall pay each
      // invoice within thirty (30) days after receipt": the first falls due that long after the effective date.
      const invoicePeriod = firstInvoiceAtSigning ? duties.find((d) => d.kind === 'payment' && /^pay\s+(?:each|every|any|all|the)\s+invoices?\b/i.test(d.action) && d.deadline?.period)?.deadline?.period : undefined;
      duties[i] = {
        ...duty,
        deadline: invoicePeriod
          ? { period: invoicePeriod, anchor: 'effective_date', anchorText: 'the first invoice, issued on the Effective Date', statedDate: null }
          : { period: null, anchor: 'effective_date', anchorText: 'the first day of each period (in advance)', statedDate: null, on: true },
      };
      continue;
    }
    if (duty.recurrence === 'none' && stated.has(name)) {
      duties[i] = { ...duty, recurrence: stated.get(name)! };
      continue;
    }
    // "pay the annual rent of £186,000" (annually, from the word) and "pay the annual rent … on the usual quarter days".
    const annualSum = /\b((?:annual|yearly)\s+(?:[\w-]+\s+){0,2}?(?:rent|royalt(?:y|ies)|service\s+charge|(?:licen[cs]e|maintenance|support|subscription|management)\s+fees?))\b/i.exec(duty.action);
    if (duty.recurrence !== 'annually' || !annualSum || /\bminimum\b/i.test(duty.action)) continue;
    const words = annualSum[1]!.toLowerCase();
    const other = duties.find((d) => d !== duty && d.kind === 'payment' && d.evidence.start !== duty.evidence.start && d.recurrence !== 'none' && d.recurrence !== 'annually' && new RegExp(`^pay\\s+(?:the\\s+)?${escapeRegExp(words)}\\b`, 'i').test(d.action));
    if (other) duties[i] = { ...duty, recurrence: other.recurrence };
  }
}

/** "Royalties are payable within 60 days after the end of each calendar quarter": when the sums just described are paid. */
const PAYABLE_WHEN = /^(?:(?:the|such|these|all|each)\s+)?(?:[A-Z][\w-]*\s+){0,2}(?:royalt(?:y|ies)|fees?|payments?|amounts?|commissions?|sums?|instal(?:l)?ments?|charges?)\s+(?:are|is|shall\s+be|will\s+be)\s+(?:due\s+and\s+)?(?:payable|due|paid)\b/i;

/**
 * "Licensee shall pay Licensor royalties on annual Net Sales at the following rates: …. Royalties are payable within
 * 60 days after the end of each calendar quarter": a payment whose own sentence states neither how often nor by when
 * takes both from the sentence right after it that says when those sums are payable.
 */
function withPaymentTerms(duty: DutyFact, after: string | null): DutyFact {
  // "… by four equal instalments … on the usual quarter days. The first instalment shall be paid on the Rent
  // Commencement Date": the first of a recurring payment falls due on the named day (dated once its definition is read).
  const first = after !== null && duty.kind === 'payment' && duty.recurrence !== 'none' ? FIRST_INSTALMENT_ON.exec(after.trim()) : null;
  if (first) return { ...duty, deadline: { period: null, anchor: 'event', anchorText: first[1]!.replace(/\s+/g, ' '), statedDate: null, on: true, first: true } };
  if (duty.kind !== 'payment' || after === null || !PAYABLE_WHEN.test(after.trim()) || (duty.recurrence !== 'none' && duty.deadline !== null)) return duty;
  const recurrence = duty.recurrence !== 'none' ? duty.recurrence : recurrenceIn(after);
  const deadline = duty.deadline ?? deadlineIn(after, after);
  return { ...duty, recurrence, deadline };
}

/** A date or a period the contract defines by name: "Delivery Date" means 30 June 2026; "Payment Period: 30 days from the date of the invoice". */
type DefinedTime = { date: string } | { period: Duration; anchorText: string | null };

const TIME_NAME = String.raw`((?:[A-Z][\w-]*\s+){0,3}(?:Date|Period|Deadline))`;
/** ""Delivery Date" means 30 June 2026", "Delivery Date: 30 June 2026" on a cover page. */
const TIME_DEFINITION = new RegExp(String.raw`(?:["“]${TIME_NAME}["”]\s+(?:shall\s+)?means?\s+|(?<=^|\n)[ \t]*${TIME_NAME}[ \t]*:[ \t]*)`, 'g');

/** The dates and periods the contract names ("the Delivery Date", "the Payment Period"), by their name in lower case. */
function definedTimes(text: string): Map<string, DefinedTime> {
  const out = new Map<string, DefinedTime>();
  for (const m of text.matchAll(TIME_DEFINITION)) {
    const name = (m[1] ?? m[2])!.replace(/\s+/g, ' ').toLowerCase();
    if (out.has(name) || /^(?:effective|commencement|execution) date$/.test(name)) continue;
    const from = m.index + m[0].length;
    // A definition in running text may wrap across a line ("… means 25\nSeptember 2026"); a cover-page row ends with its line.
    const value = (m[1] !== undefined ? text.slice(from, from + 120).split(/\n[ \t]*\n|[.;](?:\s|$)/)[0]!.replace(/\s+/g, ' ') : text.slice(from, from + 120).split(/\n|[.;](?:\s|$)/)[0]!);
    const date = findDates(value)[0];
    if (date && date.start === 0) {
      out.set(name, { date: date.iso });
      continue;
    }
    const duration = findDurations(value)[0];
    if (!duration || duration.start > 0) continue;
    const anchor = ANCHOR_WORDS.exec(value.slice(duration.end));
    out.set(name, { period: { value: duration.value, unit: duration.unit, text: duration.text }, anchorText: anchor ? anchorPhrase(value.slice(duration.end + anchor[0].length)) : null });
  }
  return out;
}

/**
 * "The Seller shall deliver the Equipment no later than the Delivery Date", "Customer will pay each invoice within the
 * Payment Period": a deadline set by a date or period the contract defines by name is that date or period. Read in
 * the duty's own words after its modal (a date in the condition before it, "If the Seller fails to deliver by the
 * Delivery Date, …", is the condition's).
 */
function withDefinedTime(duty: DutyFact, times: Map<string, DefinedTime>): DutyFact {
  // "six (6) months' prior written notice" before "the Break Date" (a break right): that long before the named date.
  const before = duty.deadline;
  if (before?.before && before.period && before.statedDate === null && before.anchorText) {
    const time = times.get(before.anchorText.replace(/\s+/g, ' ').toLowerCase());
    if (time && 'date' in time) return { ...duty, deadline: { ...before, statedDate: shiftDateBy(time.date, before.period, -1) } };
  }
  // "The first instalment shall be paid on the Rent Commencement Date" (read with the sentence before it): that day.
  if (before?.first && before.period === null && before.statedDate === null && before.anchorText) {
    const time = times.get(before.anchorText.replace(/\s+/g, ' ').toLowerCase());
    return time && 'date' in time ? { ...duty, deadline: { ...before, statedDate: time.date } } : { ...duty, deadline: null };
  }
  if (duty.deadline !== null && (duty.deadline.period !== null || duty.deadline.statedDate !== null)) return duty;
  const quote = duty.evidence.quote;
  const modal = /\b(?:shall|will|must)\b/.exec(quote);
  const words = modal ? quote.slice(modal.index) : quote;
  // "the first payment … to be paid on the Rent Commencement Date": the first of a recurring payment falls due that day.
  for (const m of words.matchAll(/\b(within|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before|by|before|(?:to\s+be\s+(?:paid|made)|(?:is|are|shall\s+be)\s+(?:due|payable))\s+on)\s+the\s+((?:[A-Z][\w-]*\s+){0,3}(?:Date|Period|Deadline))\b/g)) {
    const time = times.get(m[2]!.replace(/\s+/g, ' ').toLowerCase());
    if (!time) continue;
    if ('date' in time) return { ...duty, deadline: { period: null, anchor: null, anchorText: m[2]!, statedDate: time.date, before: false } };
    if (m[1] === 'within') return { ...duty, deadline: { period: time.period, anchor: time.anchorText ? anchorKind(time.anchorText) : null, anchorText: time.anchorText, statedDate: null, before: false } };
  }
  return duty;
}

/**
 * "This Agreement shall not become effective until Supplier has delivered to Buyer (a) … and (b) …. If these conditions
 * are not satisfied by October 31, 2025, either party may terminate …": the party that must satisfy a condition
 * precedent, what it must do, and the long-stop date by which it must be done.
 */
const CONDITION_PRECEDENT = /\b(?:[Tt]his|[Tt]he)\s+(?:[\w-]+\s+){0,2}?(?:[Aa]greement|AGREEMENT|[Cc]ontract)\s+(?:shall|will)\s+not\s+(?:become|be)\s+effective\s+(?:until|unless)\s+((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\s+(?:has|have|shall\s+have)\s+([a-z]+ed|paid|made|given|sent|done)\b([^.]{1,400})\./;
const LONG_STOP = /\b(?:not|have\s+not\s+been|has\s+not\s+been)\s+(?:been\s+)?(?:satisfied|fulfilled|met|completed|waived|delivered)\s+(?:(?:on\s+or\s+)?before|by)\s+/i;
const PARTICIPLE: Record<string, string> = { paid: 'pay', made: 'make', given: 'give', sent: 'send', done: 'do', provided: 'provide', received: 'receive', obtained: 'obtain', delivered: 'deliver', executed: 'execute', issued: 'issue', completed: 'complete', registered: 'register', filed: 'file', approved: 'approve' };

function conditionPrecedentDuty(text: string, aliases: PartyAlias[]): DutyFact | null {
  const m = CONDITION_PRECEDENT.exec(text);
  if (!m) return null;
  const party = aliasParty(m[1]!, aliases);
  if (party === null) return null;
  const end = m.index + m[0].length;
  // The long-stop date: in the condition's sentence or the next one.
  const next = text.slice(end, end + 400).split(/(?<=\.)\s+(?=[A-Z(\d])/)[0] ?? '';
  let statedDate: string | null = null;
  let evidenceEnd = end;
  for (const [passage, offset] of [[m[0], m.index], [next, end + (text.slice(end).length - text.slice(end).trimStart().length)]] as const) {
    const stop = LONG_STOP.exec(passage);
    const date = stop ? findDates(passage.slice(stop.index + stop[0].length), 0, 40)[0] : undefined;
    if (date) {
      statedDate = date.iso;
      evidenceEnd = Math.max(evidenceEnd, offset + passage.length);
      break;
    }
  }
  if (statedDate === null) return null;
  const start = m.index + m[0].search(/\S/);
  const verb = PARTICIPLE[m[2]!.toLowerCase()] ?? m[2]!.replace(/ed$/, '');
  const object = m[3]!.replace(/\s+/g, ' ').trim().split(' ');
  return {
    kind: 'other',
    party,
    action: `${verb} ${shortened(object.join(' '), { words: 30 })}`,
    amount: null,
    recurrence: 'none',
    deadline: { period: null, anchor: null, anchorText: null, statedDate, before: false },
    trigger: 'for the agreement to take effect',
    evidence: { start, end: evidenceEnd, quote: text.slice(start, evidenceEnd) },
  };
}

// ---------------------------------------------------------------- parties and their aliases

export interface PartyAlias {
  /** The words that name the party in the body: "Distributor", "Acme", "Acme, Inc.". */
  alias: string;
  /** The party's name from fields.parties. */
  party: string;
}

/** Quoted short names in a parenthetical or a "hereinafter referred to as" phrase. */
const QUOTED = /["“”'‘’]{1,2}(?:the\s+)?([A-Z][^"“”()]{0,50}?)["“”'‘’]{1,2}/g;
const ALIAS_HOLDER = /\(([^()]{0,200})\)|\b(?:hereinafter|hereafter|herein)\s+(?:(?:referred\s+)?to\s+as|called)\s*:?\s+(?:[^.;]|\.(?=["”’'])){0,120}/gi;
/** The first alias holder and the first quoted name in a text (ALIAS_HOLDER and QUOTED find them all). */
const FIRST_ALIAS_HOLDER = new RegExp(ALIAS_HOLDER.source, 'i');
const FIRST_QUOTED = new RegExp(QUOTED.source);
const NOT_A_PARTY_ALIAS = /^(?:the\s+)?(?:agreement|effective\s+date|execution\s+date|commencement\s+date|amendment|contract|term|territory|products?|services?|parties|party|each\s+a\s+party|affiliates?)$/i;
const COMPANY_SUFFIX = /,?\s+(?:Inc|Incorporated|Corp|Corporation|Co|Company|LLC|L\.L\.C|Ltd|Limited|LLP|LP|L\.P|PLC|GmbH|AG|S\.A|SA|N\.V|B\.V|Pty\.?\s+Ltd|S\.p\.A|S\.R\.L|Pte\.?\s+Ltd)\.?$/i;
/** A party's name without its company suffix and the comma before it ("Acme Data, Inc." -> "Acme Data"). */
function withoutCompanySuffix(name: string): string {
  return name.replace(COMPANY_SUFFIX, '').replace(/[,\s]+$/, '');
}

/**
 * Every way the body names each party: its legal name, the name without the company suffix, and the aliases the
 * preamble defines right after it ("Acme, Inc., a Delaware corporation (the "Distributor")").
 */
export function partyAliases(text: string, fields: ContractFields): PartyAlias[] {
  const out: PartyAlias[] = [];
  const add = (alias: string, party: string) => {
    const a = alias.replace(/\s+/g, ' ').trim();
    if (a.length < 2 || NOT_A_PARTY_ALIAS.test(a)) return;
    // An alias two parties share ("each a "Party"") names neither.
    const existing = out.find((x) => x.alias.toLowerCase() === a.toLowerCase());
    if (existing) {
      if (existing.party !== party) existing.party = '';
      return;
    }
    out.push({ alias: a, party });
  };
  // Roles read from a row ("Provider: Acme Data Ltd.") wait until every preamble has named its parties' roles: a
  // two-column signature block ("Distributor:      WatchGuard Technologies, Inc.") sets the other party's name beside
  // a role.
  const rows: PartyAlias[] = [];
  fields.parties.forEach((party, i) => {
    add(party, party);
    const core = withoutCompanySuffix(party);
    if (core !== party && core.length >= 3) add(core, party);
    const evidence = fields.partiesEvidence[i];
    if (!evidence) return;
    const nextStart = Math.min(...fields.partiesEvidence.map((e) => e.start).filter((s) => s > evidence.start), evidence.end + 600);
    let window = text.slice(evidence.end, nextStart);
    // Aliases are defined in the preamble: a role defined later ("disclosed by one Party (the "Discloser")" in the
    // definitions of a mutual NDA) names whichever party acts in it, not the last party of the preamble.
    const preambleEnd = window.search(/\n\s*\n\s*(?:WHEREAS|RECITALS?|BACKGROUND|NOW|IN\s+CONSIDERATION|ARTICLE|Section\s+\d|\d+(?:\.\d+)*\.?\s+[A-Z])/i);
    if (preambleEnd >= 0) window = window.slice(0, preambleEnd);
    let previousEnd = 0;
    let named = false;
    for (const holder of window.matchAll(ALIAS_HOLDER)) {
      // "… Bank of America, N.A. ("Bank of America"), a national banking association, and the above-named Supplier
      // … ("Supplier")": past an "and" that introduces the next party, an alias is that party's, even when the
      // extraction missed its name.
      // A blank to fill in ("and ____________ ("you")") introduces the next party too.
      // A redacted or blank name after "and" ("… Rochester NY 14623 And [*] ('Distributor')") is another party's, even
      // before this party has an alias of its own.
      const between = window.slice(previousEnd, holder.index);
      if (named && /(?:^|[\s,;)])and\s+(?:the\s+)?(?:above[-\s]named\s+|undersigned\s+)?(?:[A-Z](?![\w-]*(?:\s+\w+)?\s+(?:affiliates|subsidiaries)\b)|_{2,}|\[)/.test(between)) break;
      if (UNNAMED_PARTY_AFTER_AND.test(between)) break;
      previousEnd = holder.index + holder[0].length;
      // A title block ("… BETWEEN INGRAM MICRO AND NETGEAR") can put the evidence of both names before the preamble:
      // an alias defined right after another party's name ("Ingram Micro, a corporation … ("Distributor")") is
      // that party's, not the one whose evidence the window follows.
      const owner = nearestPartyNamed(window.slice(0, holder.index), fields.parties) ?? party;
      if (/["“][^"“”]{1,40}["”]/.test(holder[0])) named = true;
      for (const q of holder[0].matchAll(QUOTED)) {
        // 'Hereinafter referred to as "Contractor."': the sentence's full stop inside the quotes is no part of the role.
        add(q[1]!.replace(/[.,;:]+$/, ''), owner);
        named = true;
      }
      // Plain-language contracts define the addressee as "you": ("Customer" or "you").
      if (/["“]you["”]/i.test(holder[0])) add('you', owner);
    }
    // Title-block preambles name the role in bare quotes after the address: ORGANIC PREPARATIONS INC. … "the Manufacturer".
    const end = window.search(/\.\s+(?=[A-Z])|\n\s*\n\s*(?:WHEREAS|RECITALS|NOW|THIS|1\.)/);
    if (end >= 0) window = window.slice(0, end);
    const bare = /^(?:[^"“”(]|\([^)]*\))*?["“]((?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})["”]/i.exec(window);
    if (bare && !out.some((a) => a.party === party && a.alias !== party && a.alias !== party.replace(COMPANY_SUFFIX, ''))) add(bare[1]!.replace(/^the\s+/i, ''), party);
    // A cover page or order form names each party by its role on a row of its own ("Provider: Acme Data Ltd."), and
    // the standard terms then speak of "Provider": the role is the party's name in the body.
    const row = new RegExp(String.raw`(?:^|\n)[ \t]*([A-Z][A-Za-z]+(?:[ \t]+[A-Z][A-Za-z]+)?)[ \t]*:[ \t]*${escapeRegExp(party)}`);
    const role = row.exec(text)?.[1];
    if (role && !NOT_A_ROLE_LABEL.test(role)) rows.push({ alias: role, party });
  });
  // A title block can name the parties before a table of contents, and the preamble that gives their roles comes pages
  // later ("… by and between Commnet Wireless, LLC, a Delaware limited liability company (hereinafter referred to as
  // "Vendor"), and AT&T Mobility LLC …"): a party still without a role takes the one its preamble entry defines.
  for (const party of fields.parties) {
    if (out.some((a) => a.party === party && a.alias !== party && a.alias !== withoutCompanySuffix(party))) continue;
    const role = roleInPreambleEntry(text.slice(0, ROLE_SEARCH_REACH), party, fields.parties);
    if (role) add(role, party);
  }
  // No party read at all (a form whose names are filled in elsewhere, an exhibit that names the parties only by role):
  // the roles the contract's own sentences bind ("Franchisee shall …", twice or more) name them.
  if (fields.parties.length === 0) {
    const bound = new Map<string, number>();
    for (const m of text.matchAll(ROLE_BOUND)) bound.set(m[1]!, (bound.get(m[1]!) ?? 0) + 1);
    for (const [role] of [...bound].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1]).slice(0, 3)) add(role, role);
  }
  for (const row of rows) if (!out.some((a) => a.alias.toLowerCase() === row.alias.toLowerCase() && a.party !== row.party)) add(row.alias, row.party);
  // "by and between [ * * * ] (the "Provider"), and TELCOSTAR PTE, LTD. …": a party whose name the filing redacted or
  // left blank is known by its role alone, and the role names it in the duties.
  for (const m of text.slice(0, PREAMBLE_REACH).matchAll(UNNAMED_PARTY_ROLE)) if (!out.some((a) => a.alias.toLowerCase() === m[1]!.toLowerCase())) add(m[1]!, m[1]!);
  return out.filter((a) => a.party !== '').sort((a, b) => b.alias.length - a.alias.length);
}

/** A role the sentence binds: "Franchisee shall", "the Licensee will", "Customer must". */
const ROLE_BOUND = new RegExp(String.raw`(?<![\w-])(?:[Tt]he\s+)?(${LABEL_ROLES.split('|').map((r) => r.replace(/(^|\s)(\w)/g, (_, sp: string, c: string) => sp + c.toUpperCase())).join('|')})\s+(?:shall|will|must|agrees\s+to)\s+(?!not\b)`, 'g');
/** How far into the text a preamble that follows a title block and a table of contents may begin. */
const ROLE_SEARCH_REACH = 20000;

/**
 * The role a preamble entry gives a party: its name after "between", "and" or "by" ("BETWEEN: Paratek Pharmaceuticals,
 * Inc., a company having a place of business at … ("Customer")"), then its description up to the first quoted role,
 * with no other party named in between. Null when no entry defines one.
 */
function roleInPreambleEntry(text: string, party: string, parties: string[]): string | null {
  const others = parties.filter((p) => p !== party).flatMap((p) => [p, withoutCompanySuffix(p)]).filter((n) => n.length >= 3);
  for (const name of new Set([party, withoutCompanySuffix(party)])) {
    if (name.length < 3) continue;
    for (const m of text.matchAll(new RegExp(`(?<=\\b(?:between|and|by)\\s*:?\\s+)${escapeRegExp(name)}(?![\\w-])`, 'gi'))) {
      // "… and White Hat Capital Partners GP LLC": the start of another party's longer name is that party's entry.
      if (others.some((o) => o.length > name.length && text.slice(m.index, m.index + o.length).toLowerCase() === o.toLowerCase())) continue;
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 300);
      const holder = FIRST_ALIAS_HOLDER.exec(after);
      const between = holder ? after.slice(0, holder.index) : '';
      if (!holder || UNNAMED_PARTY_AFTER_AND.test(between) || others.some((o) => between.toLowerCase().includes(o.toLowerCase()))) continue;
      const role = FIRST_QUOTED.exec(holder[0])?.[1]?.replace(/[.,;:]+$/, '');
      if (role && !NOT_A_PARTY_ALIAS.test(role)) return role;
    }
  }
  return null;
}

/** A redacted or blank party name ("[*]", "[ * * * ]", "________") right after "and". */
const UNNAMED_PARTY_AFTER_AND = /(?:^|[\s,;)])[Aa][Nn][Dd]\s+(?:_{2,}|\[[\s*]*(?:REDACTED)?[\s*]*\])/;
/** How far into the text a preamble names its parties. */
const PREAMBLE_REACH = 3000;
/** The role a redacted or blank party is given: "between [ * * * ] (the "Provider")", "And [*] ('Distributor')". */
const UNNAMED_PARTY_ROLE = /\b(?:[Bb]etween|[Aa]nd|[Ww]ith)\s+(?:_{3,}|\[[\s*]*(?:REDACTED)?[\s*]*\])[^()"“”'‘’]{0,160}?\((?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?)?["“'‘]([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})["”'’]\)/g;

/** Cover-sheet labels that name no role: "Company: Acme Ltd.", "Party 1: …", "By: …". */
const NOT_A_ROLE_LABEL = /^(?:(?:legal\s+|company\s+|full\s+)?name|company|entity|by|signed|signature|party|between|and|title|address|counterparty|from|to|re|attn|attention)$/i;

/** The party whose name (or name without its company suffix, in any case) occurs last in `passage`, or null. */
function nearestPartyNamed(passage: string, parties: string[]): string | null {
  let best: { party: string; at: number } | null = null;
  for (const party of parties) {
    for (const name of new Set([party, withoutCompanySuffix(party)])) {
      if (name.length < 3) continue;
      const re = new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`, 'gi');
      for (const m of passage.matchAll(re)) if (best === null || m.index > best.at) best = { party, at: m.index };
    }
  }
  return best?.party ?? null;
}

// ---------------------------------------------------------------- sentences

interface Span {
  start: number;
  end: number;
}

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATION = /\b(?:Inc|Corp|Co|Ltd|No|Nos|Sec|Secs|Art|para|U\.S|e\.g|i\.e|etc|Mr|Mrs|Ms|Dr|St|Ste|Ave|Blvd|Rd|approx|incl|vs|L\.P|N\.A|S\.A)\.$|(?:^|[\s(])[A-Z]\.$/i;

/** Sentences: ". " before a capital, a blank line, or a new numbered section; semicolons stay inside. */
function dutySentences(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  const breaks = /\.(?=\s+(?:["“(]?[A-Z0-9]|\((?:[a-h]|[ivx]{1,4})\)\s))|\n[ \t]*\n|\n(?=[ \t]*(?:\d+(?:\.\d+)*\.?|\([a-z0-9]{1,3}\)|[A-Za-z]\.|[ivx]{1,4}\.)\s+[A-Z])/g;
  for (const m of text.matchAll(breaks)) {
    const end = m.index + (m[0] === '.' ? 1 : 0);
    if (m[0] === '.' && ABBREVIATION.test(text.slice(Math.max(start, m.index - 8), m.index + 1))) continue;
    push(text, start, end, spans);
    start = m.index + m[0].length;
  }
  push(text, start, text.length, spans);
  return spans.filter((s) => s.end - s.start <= MAX_SENTENCE_CHARS);
}

function push(text: string, start: number, end: number, spans: Span[]): void {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  // A leading section number ("4.2", "(b)") is not part of the sentence.
  // "a.      Client will pay …": a lower-case letter or a roman numeral with a full stop marks a list item too.
  const number = /^(?:(?:Section|Article)\s+)?(?:\d+(?:\.\d+)*\.?|\(?[a-z0-9]{1,3}\)|[A-Za-z]\.|[ivx]{1,4}\.)\s+/.exec(text.slice(start, end));
  if (number) start += number[0].length;
  if (end - start > 20) spans.push({ start, end });
}

// ---------------------------------------------------------------- one sentence

/** The modal that binds, then optional adverbs or a short insertion, then the verb. */
// The longer forms first: "shall be obliged to notify" is read as a duty to notify, not as "shall" + "be …".
const MODAL =
  /\b(?:(?:shall\s+be|is|are)\s+(?:required|obligated|obliged)\s+to|(?:shall\s+be|is|are)\s+(?:solely\s+)?responsible\s+for|shall|will|must|agrees?\s+to|undertakes?\s+to|covenants?\s+to)\b/g;
// A second insertion (", at its expense, and in good faith,") never starts with the verb itself: in ", to the extent
// legally permitted, give Discloser prompt written notice, and …" the notice is the action.
// "shall, and shall cause each of its Sales Representatives and other employees to, notify …": the party acts itself and
// sees that its people do; however long the list of them, the verb after it is the party's duty.
const ADVERBS = /^(?:\s+(?:promptly|immediately|timely))?(?:(?:\s*,\s*and\s+(?:shall\s+|will\s+)?(?:cause|procure|require|direct)\s+[^,;]{1,160}?\s+to\s*,|\s*,[^,;]{1,80},)(?:(?!\s*(?:give|pay|deliver|provide|notify|inform|advise|send|return|destroy|maintain|keep|submit|furnish|make|report|certify|permit|allow|reimburse|remit|accept)\b)\s*(?:and\s+)?[^,;]{1,60},)?)?(?:\s+(?:(?:promptly,?\s+(?:but\s+)?(?:in\s+no\s+event\s+)?)?(?:within|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before)\s+[^,;]{1,100},|promptly|timely|also|so|immediately|thereafter|then|further|forthwith|(?:at|for)\s+(?:its|their)\s+(?:own\s+)?(?:sole\s+)?(?:cost|expense)(?:\s+and\s+expense)?,?|diligently|hereby|each|both|jointly|at\s+all\s+times(?:\s+during\s+the\s+term(?:\s+of\s+this\s+agreement)?)?,?))*\s+/i;

interface VerbRule {
  kind: DutyKind;
  verb: RegExp;
  /** What the action must mention for this kind (checked on the action's first words). */
  object?: RegExp;
}

/** What a party claims to get a remedy: a service credit, a refund, a rebate. */
const CLAIMED_REMEDY = /\b(?:(?:service\s+)?credits?|refunds?|rebates?|reimbursement|compensation|remed(?:y|ies))\b/i;
/** "…, and Customer must request the credit within 30 days after …": a claim for a remedy by a stated time. */
const CLAIM_BY_DEADLINE = new RegExp(String.raw`\b(?:shall|will|must)\s+(?:\w+\s+)?(?:request|claim|apply\s+for|submit)\b[^.;]{0,80}?${CLAIMED_REMEDY.source}[^.;]{0,40}?\b(?:within|no\s+later\s+than|not\s+later\s+than)\b`, 'i');

/**
 * Whether the act's object is of the rule's kind: named within reach of the verb, and not only as a document the
 * object is measured against ("deliver a coating formulation meeting the specifications in the Development Plan" hands
 * over a formulation, not a plan).
 */
function objectNamed(rule: VerbRule, item: string): boolean {
  // "deliver to each Purchaser within forty-five (45) days after the end of each quarter, an unaudited balance sheet":
  // the time before the object is no part of the reach (the words as they stand are read too).
  const compact = item.replace(/^(\S+(?:\s+(?:back\s+)?to\s+(?:the\s+|each\s+|every\s+)?\S+)?),?\s+(?:within|no\s+later\s+than|not\s+later\s+than)\s+[^,;]{3,140},\s*/i, '$1 ');
  return objectWithinReach(rule, item) || (compact !== item && objectWithinReach(rule, compact));
}

function objectWithinReach(rule: VerbRule, item: string): boolean {
  const reach = item.slice(0, OBJECT_REACH[rule.kind] ?? 100);
  const found = new RegExp(rule.object!.source, rule.object!.flags.replace('g', '') + 'g');
  for (const m of reach.matchAll(found)) {
    if (rule.kind === 'report' && /\b(?:in|under|of|with|to|per|by)\s+(?:the|this|that|such|any)\s+(?:[A-Z][\w-]*\s+){0,3}$/.test(reach.slice(0, m.index))) continue;
    return true;
  }
  return false;
}

/** How far after the verb its object may be named: records and insurance come after long qualifiers. */
const OBJECT_REACH: Partial<Record<DutyKind, number>> = { delivery: 100, audit: 200, insurance: 160 };

const MONEY_WORD = /\b(?:fees?|royalt(?:y|ies)|amounts?|sums?|price|payments?|invoices?|commissions?|costs?|expenses?|compensation|consideration|interest|taxes|charges?|deposit|purchase\s+price|minimum|\$|dollars?|US\$|USD|EUR|€|£|percent|%)/i;

// Order matters: the first rule whose verb and object fit decides the kind.
const VERB_RULES: VerbRule[] = [
  // "return … all molds, tooling and Specifications owned by Brightwell": a maker's tools and the owner's drawings too.
  { kind: 'return_or_destroy', verb: /^(?:promptly\s+)?(?:return|destroy|deliver\s+(?:up|back)|erase|delete|purge)\b/i, object: /\b(?:confidential|information|materials?|documents?|property|data|content|files|cop(?:y|ies)|records|samples|inventory|equipment|manuals?|products?|goods|units|batch(?:es)?|lots?|software|source\s+code|work\s+(?:in\s+progress|product)|mou?lds?|tooling|tools|dies|jigs|fixtures|patterns|drawings|specifications)\b/i },
  // "keep the Property in good and substantial repair, damage by the Insured Risks excepted" is a repairing covenant.
  // A public scheme called insurance ("unemployment insurance claimants", "national insurance number") is no cover to
  // carry: "keep confidential … information of unemployment insurance claimants" is a duty of confidence.
  { kind: 'insurance', verb: /^(?:maintain|obtain|procure|carry|keep|purchase|secure|provide)\b(?![^.;,]{0,80}\bin\s+(?:good|substantial|tenantable|proper|reasonable)?\s*(?:and\s+\w+\s+)?(?:repair|condition|order)\b)(?!\s+(?:\w+\s+)?(?:confidential|secret)\b)/i, object: /\b(?:(?<!\b(?:unemployment|national|social)\s+)insurance(?!\s+(?:claimants?|claims?\s+(?:data|information)|numbers?|benefits?|programs?|programmes?)\b)|insured(?!\s+(?:Risks?|Perils?|Events?)\b)|polic(?:y|ies)|(?<!warranty\s)coverage)\b/i },
  { kind: 'insurance', verb: /^(?:name|include|add)\b/i, object: /\badditional\s+insured/i },
  // "maintain in confidence … the other Party's financial records" is a duty of confidence, not record keeping.
  { kind: 'audit', verb: /^(?:(?:create|make|prepare)\s+and\s+)?(?:keep|maintain|retain|preserve)\b(?!\s+(?:\w+\s+){0,2}(?:in\s+)?(?:strict\s+)?(?:confiden|secre))/i, object: /\b(?:books|records?|accounts|accounting)\b/i },
  { kind: 'audit', verb: /^(?:permit|allow|grant|afford|make\s+available|provide\s+access)\b/i, object: /\b(?:audit\w*|inspect\w*|examin\w*|access\s+to\s+(?:its\s+)?(?:books|records))\b/i },
  // "furnish Company a certificate of such insurance upon request": evidence of the cover, part of the insurance duty.
  { kind: 'insurance', verb: /^(?:deliver|provide|furnish|submit|send|supply|forward|give|produce)\b/i, object: /\b(?:certificates?|evidence)\s+(?:of|evidencing)\s+(?:(?:such|the|its|all|that|this)\s+)?(?:insurance|cover(?:age)?|polic(?:y|ies))\b|\binsurance\s+certificates?\b/i },
  { kind: 'report', verb: /^(?:deliver|provide|furnish|submit|send|render|prepare|supply|forward|make\s+available|give|present|issue)\b/i, object: /\b(?:(?:management|annual|audited|unaudited|interim|quarterly|monthly|statutory|financial)\s+accounts|reports?|statements?(?!\s+of\s+work)|invoices?|timesheets?|accountings?|listings?|lists?\s+of|forecasts?|(?:business|marketing|development|sales)\s+plans?|plans?|budgets?|certificates?|certifications?|summar(?:y|ies)|projections?|financial\s+information|balance\s+sheets?|(?:payment\s+|progress\s+)applications?|applications?\s+for\s+payment|progress\s+claims?)\b/i },
  // "report to and take instructions from the President" is a reporting line, not a report to deliver.
  // The person's name is read case-sensitively: "report to the Company any adverse event" is a report to a party.
  { kind: 'report', verb: /^(?:[Rr]eport|[Aa]ccount\s+to)\b(?!\s+(?:[Dd]irectly\s+)?to\s+(?:and\b|[Tt]he\s+(?:[Cc]hief|[Pp]resident|CEO|[Cc]eo|[Bb]oard)\b|[A-Z][a-z]+\s+[A-Z]))/ },
  { kind: 'notice', verb: /^(?:notify|inform|advise)\b/i },
  // "certify the destruction in writing": a written confirmation handed to the other party.
  { kind: 'report', verb: /^certify\b/i, object: /\b(?:destruction|return|deletion|compliance|in\s+writing)\b/i },
  // "keep the Steering Committee informed of the progress …", "keep Galaxy apprised of any change …".
  { kind: 'report', verb: /^keep\b/i, object: /^keep\s+(?:\S+\s+){1,4}?(?:(?:fully|reasonably|promptly|regularly)\s+)?(?:informed|apprised|advised)\b/i },
  { kind: 'notice', verb: /^(?:give|provide|send|deliver|furnish)\b/i, object: /\bnotice\b|\bnotification\b/i },
  { kind: 'payment', verb: /^(?:pay|repay|reimburse|remit|refund|compensate)\b/i },
  // "invoice Shipper for each shipment within thirty (30) days after delivery": an invoice the party must send by a time.
  { kind: 'report', verb: /^invoice\b/i },
  // "contribute 2% of Gross Sales to the marketing fund": a sum paid into a fund.
  { kind: 'payment', verb: /^contribute\b/i, object: /\$|US\$|USD|EUR|€|£|\b\d{1,3}(?:\.\d+)?\s?(?:%|percent\b)|\b(?:fees?|amounts?|sums?)\b/i },
  // "credit Customer ten percent (10%) of the monthly Fees": a service credit.
  { kind: 'payment', verb: /^credit\b/i, object: /\b\d+(?:\.\d+)?\s?%|\bpercent\b|\bfees?\b/i },
  // "provide thirty thousand dollars (US $30,000) per year in funding for the Project": a sum handed over is paid.
  { kind: 'payment', verb: /^(?:provide|advance)\b/i, object: /^\w+\s+(?:[\w-]+\s+){0,4}?\(?(?:US\s?\$|\$|USD|EUR|€|£)\s?\d|^\w+\s+(?:\S+\s+){0,2}?funding\s+of\b/i },
  { kind: 'payment', verb: /^(?:make|provide)\b/i, object: /\bpayments?\b(?!\s+(?:services?|methods?|processing|systems?|mechanisms?))|\b(?:equity\s+|capital\s+)?(?:investment|contribution)\s+of\b/i },
  // "buy the Products at the prices agreed" restates the deal; a minimum or a stated sum is a duty to track.
  { kind: 'payment', verb: /^(?:purchase|buy|order)\b/i, object: /\bminimum\b|\$|US\$|USD|\b\d/ },
  { kind: 'delivery', verb: /^(?:deliver|ship|supply|provide|furnish|transfer|submit|send|make\s+(?:(?!available\b)\S+\s+){0,3}?available)\b/i, object: /\b(?:products?|goods|units|software|materials?|samples?|inventory|equipment|deliverables?|cop(?:y|ies)|source\s+code|object\s+code|documentation|data|content|files|shipments?|orders?|batch(?:es)?|work\s+(?:in\s+progress|product)|upgrades?|updates?|releases?|mock-?ups?|drafts?|manuscripts?)\b/i },
  // "start work on site on October 5, 2026", "achieve completion … by March 31, 2027", "begin the trial no later than …".
  { kind: 'other', verb: /^(?:change|cease|discontinue|stop|remove|de-?install|withdraw|file|register|apply|establish|open|hire|appoint|complete|commence|start|begin|achieve|launch|repurchase|transfer|assign|deposit)\b/i },
  // "accept or reject each purchase order in writing within five (5) business days after receipt" (dated only, below).
  // "approve or reject the material within five (5) business days after receiving it": an approval a submission waits for.
  // "place all purchase orders at least ninety (90) days in advance of the required delivery date": an order's lead time.
  { kind: 'other', verb: /^(?:place|issue|submit)\b/i, object: /\b(?:purchase\s+)?orders?\b/i },
  { kind: 'other', verb: /^(?:accept|reject|approve|acknowledge|confirm|respond\s+to)\b/i, object: /\b(?:orders?|purchase\s+orders?|forecasts?|requests?|proposals?|quotes?|quotations?|change\s+orders?|receipt|materials?|artwork|designs?|drafts?|submissions?|proofs?|plans?)\b/i },
  // "request the credit within 30 days after the end of the month": a claim the party must make in time to get a
  // remedy (a service credit, a refund). It binds no one to perform, but it is a condition on that party's remedy:
  // missed, the remedy is lost, so a lawyer calendars it as a deadline for the side that holds the remedy. Tracked
  // only with its time limit ('other' needs a dated deadline).
  { kind: 'other', verb: /^(?:request|claim|apply\s+for|submit\s+(?:a\s+|its\s+|any\s+)?(?:written\s+)?(?:request|claim)s?\s+for)\b/i, object: CLAIMED_REMEDY },
  // "carry out the Acceptance Tests within 14 days after …", "sign an acceptance certificate within 5 business days",
  // "repair or replace the defective part within 15 business days after the notice": a step by a stated time.
  { kind: 'other', verb: /^(?:carry\s+out|conduct|perform|repeat|repair|replace|remedy|correct|sign|countersign|execute)\b/i },
  // "provide the Company written evidence of the vote no later than ten (10) business days before the meeting": any
  // act handed over by a stated time ('other' needs a dated deadline, checked below).
  // "forward to Customer within five (5) business days any request it receives": passing on what reaches it, by a stated time.
  // "pass every order it receives to the Principal within two Business Days": an agent handing on what it receives.
  { kind: 'other', verb: /^(?:provide|deliver|submit|furnish|send|give|forward|pass(?:\s+on)?|make\s+available)\b/i },
];

/** How often an act is done, stated with the act: "at least once each calendar quarter", "twice a year", "meet monthly". */
// "hold a quarterly business review within fifteen (15) days after the end of each calendar quarter": a meeting held as
// often as its adjective says.
const ACT_FREQUENCY = /^(?:hold|attend|conduct|convene)\s+(?:an?\s+)?(?:weekly|monthly|quarterly|semi-?annual|annual|yearly)\s+(?:[\w-]+\s+){0,2}?(?:reviews?|meetings?|conferences?|calls?)\b|\b(?:once|twice|(?:two|three|four|six|twelve|\d{1,2})\s+times)\s+(?:a|per|each|every|in\s+each|during\s+each)\s+(?:calendar\s+)?(?:week|month|quarter|year)\b|^(?:make|publish|post|hold|attend|give|deliver|conduct)\s+(?:at\s+least\s+|a\s+minimum\s+of\s+|not\s+less\s+than\s+)[a-z-]+\s+(?:\(\d{1,3}\)\s+)?(?:[\w-]+\s+){0,3}?(?:posts?|appearances?|meetings?|sessions?|events?|visits?|presentations?|campaigns?|demonstrations?)\s+(?:per|a|each|every|in\s+each)\s+(?:calendar\s+)?(?:week|month|quarter|year)\b|^(?:meet|confer|hold\s+(?:a\s+)?(?:\w+\s+)?meetings?)\s+(?:\S+\s+){0,3}?(?:weekly|monthly|quarterly)\b/i;
/** A recurring act of any verb (see ACT_FREQUENCY). */
const RECURRING_ACT: VerbRule = { kind: 'other', verb: /^\w/ };

/**
 * "Each Party shall appoint a marketing manager …, and the marketing managers shall meet at least once a month": the
 * people each party appoints act for both parties. The body's name ("marketing managers") when the subject is the
 * plural of what "each party" appoints in this sentence or the one before, else null.
 */
function appointedBody(prefix: string, sentence: string, previous: string | null): string | null {
  const subject = /^(?:(?:and|then)\s+)?the\s+((?:[a-z][\w-]*\s+){0,3}[a-z][\w-]*s)$/i.exec(lastClause(prefix))?.[1];
  if (!subject) return null;
  const singular = escapeRegExp(subject.replace(/ies$/i, 'y').replace(/(?:es|s)$/i, '')).replace(/\s+/g, '\\s+');
  const appoints = new RegExp(`\\b(?:each|both)\\s+(?:of\\s+the\\s+)?part(?:y|ies)\\s+(?:shall|will|must)\\s+(?:appoint|designate|nominate|name)\\s+(?:a|an|one|its\\s+own)\\s+${singular}`, 'i');
  return appoints.test(sentence) || (previous !== null && appoints.test(previous)) ? subject : null;
}

/**
 * "The Parties shall establish a joint steering committee (the "Steering Committee") …": a body both parties set up
 * together, by its name and its defined alias, in lower case. What it must do ("The Steering Committee shall meet at
 * least once each calendar quarter") each party must see to.
 */
function jointBodies(text: string): string[] {
  const out: string[] = [];
  const flat = text.replace(/\s+/g, ' ');
  for (const m of flat.matchAll(/\b(?:the\s+)?(?:parties|each\s+party|both\s+parties)\s+(?:shall|will|agree\s+to)\s+(?:jointly\s+)?(?:establish|form|set\s+up|create|constitute)\s+(?:a|an|the)\s+(?:joint\s+)?((?:[\w-]+\s+){0,3}?(?:committee|board|team|group|council))\b(?:\s*\(\s*(?:the\s+)?["“]([^"”]{3,40})["”]\s*\))?/gi)) {
    out.push(m[1]!.toLowerCase().replace(/^joint\s+/, ''));
    if (m[2]) out.push(m[2].toLowerCase());
  }
  return out;
}

/** The joint body a subject names ("the Steering Committee"), or null. */
function jointBodyNamed(prefix: string, bodies: string[]): string | null {
  if (bodies.length === 0) return null;
  const subject = /^(?:(?:and|then)\s+)?the\s+((?:joint\s+)?(?:[\w-]+\s+){0,3}[\w-]+)$/i.exec(lastClause(prefix))?.[1];
  return subject !== undefined && bodies.includes(subject.toLowerCase().replace(/^joint\s+/, '')) ? subject : null;
}

/** "pay any sales, transfer or VAT taxes", "pay all applicable sales, use or other taxes, duties": who bears a tax. */
const TAX_OBJECT = /^\w+\s+(?:(?:any|all)\s+(?:and\s+all\s+)?)?(?:(?:such|applicable|sales|use|excise|income|withholding|value[-\s]added|VAT|GST|transfer|stamp|other|goods|services|consumption|turnover|import|export|customs|federal|state|local|and|or)[,\s]+){0,8}(?:tax(?:es)?|duties)\b/i;

/** Conditions a sentence opens with; a duty after one is tracked with its trigger unless the condition is a breach or failure (a remedy). */
const CONDITION_START = /^(?:if|in\s+the\s+event|should|unless|to\s+the\s+extent|where|when|whenever|in\s+case)\b/i;
const TERMINATION_CONDITION = /^(?:if|in\s+the\s+event|when|whenever)\s+(?:of\s+)?(?:this\s+agreement\s+(?:is|expires|terminates)|the\s+(?:termination|expiration)|termination|expiration|(?:any\s+)?termination)\b/i;
/** Conditions of breach, failure or dispute: what follows is a remedy, not a duty to track. */
const REMEDY_CONDITION = /\b(?:breach\w*|default\w*|fail(?:s|ed|ure)?|dispute\w*|late|overdue|insolven\w*|bankrupt\w*|terminat\w*|underpa\w*|discrepanc\w*)\b/i;
/** A sum fixed in advance for a failure: liquidated damages, service credits. */
const AGREED_SUM = /\b(?:shall|will|must)\s+(?:pay|credit)\b[^.;]{0,60}\b(?:(?:liquidated|delay)\s+damages|service\s+credits?)\b|\b(?:shall|will|must)\s+credit\b[^.;]{0,40}\b(?:\d+(?:\.\d+)?\s?%|percent)/i;

/** Sentences that define, govern or declare rather than bind. */
const NOT_A_DUTY = /\b(?:further\s+(?:instruments|assurances|documents|acts)|shall\s+mean|means|shall\s+have\s+the\s+meaning|is\s+defined|shall\s+be\s+governed|shall\s+be\s+construed|shall\s+be\s+deemed|shall\s+survive|shall\s+not\s+be\s+(?:liable|responsible|obligated|required))\b/i;
/** A step of an indemnity: the indemnity itself, or the defence or settlement of the claim ("defence and/or settlement of the Action"). */
const INDEMNITY_PROCEDURE = /\bindemnif\w*|\bhold\s+harmless\b|\b(?:defen[cs]e|settlement)\s+(?:(?:and|or|and\/or)\s+(?:defen[cs]e|settlement)\s+)?of\b/i;
/** Sentences that state the agreement itself, not a party's act ("This Agreement shall commence …"). */
const AGREEMENT_SUBJECT = /^(?:this|the)\s+(?:agreement|contract|term|license|licence)\b/i;

function dutiesInSentence(text: string, span: Span, aliases: PartyAlias[], previous: string | null = null, bodies: string[] = []): DutyFact[] {
  const sentence = text.slice(span.start, span.end);
  if (NOT_A_DUTY.test(sentence) && !/\b(?:shall|will|must)\s+(?:pay|deliver|provide|return|destroy|maintain|keep)\b/i.test(sentence)) return [];
  // "If Licensee learns of an infringement, Licensee shall promptly notify Licensor": an event that triggers a notice
  // or a report is a duty to track; a consequence of breach or failure is a remedy, and other conditions are contingencies.
  const conditional = CONDITION_START.test(sentence) && !TERMINATION_CONDITION.test(sentence);
  // "If Supplier fails to deliver …, Supplier shall pay Buyer liquidated damages of one percent …": a sum the contract
  // fixes for a failure is a payment to track, with the failure as its trigger; other remedies are not.
  const agreedSum = AGREED_SUM.test(sentence);
  // A claim the party must make in time to get its remedy is tracked after a failure too (see CLAIMED_REMEDY).
  const claim = CLAIM_BY_DEADLINE.test(sentence);
  // "If Buyer disputes an invoice, it shall notify Seller of the disputed amount within fifteen (15) days": the notice of
  // such an event is still a duty (checked per act below); only a sentence with no notice in it is dropped whole.
  const notifies = /\b(?:shall|will|must)\s+(?:promptly\s+)?(?:notify|inform|advise)\b/i.test(sentence);
  if (conditional && REMEDY_CONDITION.test(sentence.split(/,\s/)[0]!) && !agreedSum && !claim && !notifies) return [];
  const out: DutyFact[] = [];
  MODAL.lastIndex = 0;
  for (const m of sentence.matchAll(MODAL)) {
    const prefix = sentence.slice(0, m.index);
    // "…, unless an inspection shows an underpayment, in which event Company shall reimburse": a remedy, not a duty.
    if (/\b(?:in\s+(?:which|such|that|either)\s+(?:event|case)|if\s+so)\s*,?\s*(?:\S+\s+){0,4}$/i.test(prefix)) continue;
    const named = subjectParty(prefix, aliases);
    const body = named === null ? appointedBody(prefix, sentence, previous) ?? jointBodyNamed(prefix, bodies) : null;
    const party = named ?? referencedParty(prefix, previous, aliases) ?? (body !== null ? BOTH : null);
    if (party === null) continue;
    // "Each Party agrees that in the event it violates …, it will pay … as liquidated damages": a remedy inside the clause.
    const remedyBefore = named === null && (/\b(?:violat\w*|liquidated\s+damages)\b/i.test(sentence) || REMEDY_CONDITION.test(prefix.replace(TERMINATION_WORDS, '')));
    // "the Party that has borne less than its share shall pay …": whichever party is in that position, kept as the condition.
    const trigger = triggerOf(prefix) ?? (named === BOTH ? describedParty(lastClause(prefix)) : null);
    // "In the event Transporter is required to pay any Tax …, Customer shall reimburse …": a modal inside the condition binds no one.
    if (trigger === null && CONDITION_START.test(prefix) && !prefix.includes(',')) continue;
    const adverbs = ADVERBS.exec(sentence.slice(m.index + m[0].length));
    const verbStart = m.index + m[0].length + (adverbs ? adverbs[0].length : 1);
    // The action ends where the next subject's duty begins ("…, and each party shall return …").
    // A duty inside an item of a list ends where the next item begins, and takes its time and frequency from its item.
    const inItem = ownProviso(ownListItem(sentence, m.index), m.index);
    let rest = ownClause(inItem, verbStart).slice(verbStart).trimEnd();
    // "For a period of twelve (12) months after the Effective Date, Recipient shall not, directly or indirectly,
    // solicit …": a restriction that lasts a stated time is tracked until it ends; other negations are not.
    const restriction = RESTRICTION.exec(rest);
    if (restriction) {
      const lasts = itsContractEnd(restrictionPeriod(sentence), sentence);
      if (lasts) {
        const act = `not ${rest.slice(restriction[0].length - restriction[1]!.length)}`;
        out.push({ kind: 'other', party, action: actionPhrase(act), amount: null, recurrence: 'none', deadline: lasts, trigger: null, evidence: { start: span.start, end: span.end, quote: sentence } });
      }
      continue;
    }
    if (/^not\b|^in\s+no\s+event|^never\b/i.test(rest)) continue;
    // "make no payments for …", "provide no …": a negation carried by the object.
    // "pay nothing for Contract Energy delivered in that hour", "owe nothing", "bear none of the cost": so is "nothing"
    // or "none" as the object — the sentence frees the party from paying, it sets no duty.
    if (/^\w+\s+(?:no|nothing|none)\b/i.test(rest)) continue;
    // "shall indemnify, defend and pay any final judgments": an indemnity, not a payment to track.
    if (/^(?:indemnify|defend|hold\s+harmless)\b/i.test(rest) || /\b(?:indemnify|indemnification|hold\s+harmless)\b/i.test(sentence.slice(0, verbStart))) continue;
    // "shall be responsible for paying" → "paying" reads as "pay".
    rest = rest.replace(/^(\w+?)ing\b/, (_, stem: string) => stem.replace(/(?:([bcdfgklmnprstz])\1)$/, '$1'));
    // "shall cause to be paid" / "shall have the right to" are no duties of this party's own act.
    if (/^(?:have|be\s+entitled|be\s+permitted|be\s+free|be\s+allowed|cause\s+to\s+be)\b/i.test(rest)) continue;
    const items = actionItems(rest);
    // "make the data available for export for thirty (30) days after termination, then delete it": the act after
    // "then" is due when the period of the act before it runs out.
    const sequential = /(?:,|\band)\s+(?:(?:shall|will|must)\s+)?(?:thereafter|then)\s+\w/i.test(rest);
    const deadlines: (DutyDeadline | null)[] = [];
    // "provide tracking information for each shipment and shall notify Shipper within one (1) hour of …": a second
    // modal starts an act of its own, so the time and frequency one act states are not the other's.
    // "cease all use of the Software and, within fifteen (15) days, shall destroy all copies": a time set off by commas
    // before the second modal is that act's own.
    const ownActs = items.length > 1 && items.slice(1).every((later) => new RegExp(`\\band\\s*,?\\s*(?:(?:within|no\\s+later\\s+than|not\\s+later\\s+than|on\\s+or\\s+before)\\s[^,;]{1,60},\\s*)?(?:shall|will|must)\\s+${escapeRegExp(later.slice(0, 30))}`).test(rest));
    for (const [index, item] of items.entries()) {
      // The words this act may take its time and frequency from: the sentence without the other acts.
      const scope = withoutOtherSubjectsActs(ownActs ? items.reduce((s, other, j) => (j === index ? s : s.replace(other, ' ')), inItem) : inItem, item);
      // The object must follow the verb closely: it is what the party must pay, deliver or keep.
      // "promote the Kit in its cafes at least once each calendar quarter", "meet at least once a month": an act the
      // sentence says how often to do is a recurring duty to track, whatever its verb; without a stated frequency
      // ("design the packaging", "feature the Kit during the Term") such efforts have nothing to diary.
      // The frequency must be this act's, not that of a next act of the same or another subject ("…, and shall promote
      // … once each quarter", "…, and the managers shall meet once a month").
      const recurs = ACT_FREQUENCY.test(item.split(/[,;]?\s+(?:and|but)\s+(?:(?:the|its|each|such)\s+)?(?:[\w-]+\s+){0,3}?(?:shall|will|must)\b/)[0]!);
      const rule = VERB_RULES.find((r) => r.verb.test(item) && (!r.object || objectNamed(r, item))) ?? (recurs ? RECURRING_ACT : undefined);
      if (!rule) continue;
      const kindAndAnchor = classify(rule.kind, sentence, item);
      if (kindAndAnchor === null) continue;
      // "Upon any failure to pay, …", "If such audit reveals an underpayment, …": what follows a breach, a failure or
      // a dispute is a remedy, whatever word introduces it (termination itself stays a duty's anchor); a notice or
      // report of such an event is still a duty.
      const claimsRemedy = claim && rule.object === CLAIMED_REMEDY;
      const agreed = (agreedSum && kindAndAnchor === 'payment') || claimsRemedy;
      if (trigger !== null && kindAndAnchor !== 'notice' && kindAndAnchor !== 'report' && !agreed && remedyTrigger(trigger)) continue;
      if (remedyBefore && kindAndAnchor !== 'notice' && kindAndAnchor !== 'report' && !claimsRemedy) continue;
      // "If Supplier fails to deliver within seven (7) days after the delivery date, Supplier shall pay …": a period inside
      // the condition is the condition's, not the duty's deadline.
      // "Partner shall stop using the marks, and each party shall return … within thirty (30) days": a period stated
      // for the next subject's act is not this one's deadline.
      const own = ownClause(inItem, verbStart);
      const ownScope = ownActs ? items.reduce((s, other, j) => (j === index ? s : s.replace(new RegExp(`(?:,\\s*(?:within|no\\s+later\\s+than|not\\s+later\\s+than|on\\s+or\\s+before)\\s[^,;]{1,60},\\s*(?:(?:shall|will|must)\\s+)?)?${escapeRegExp(other)}`), ' ')), own) : own;
      // The act before "and, within fifteen (15) days, shall destroy …" has no part in the later act's time.
      const timedLater = items.length > 1 && index < items.length - 1 ? LATER_TIMED_ACT.exec(ownScope) : null;
      const scopeForTime = timedLater && ownScope.indexOf(item.slice(0, 30)) >= 0 && ownScope.indexOf(item.slice(0, 30)) < timedLater.index ? ownScope.slice(0, timedLater.index) : ownScope;
      // An item's own time comes before the time its list's lead-in states ("…, provided that Company shall have no such
      // rights unless (a) …, (b) within fifteen (15) days after termination, Company shall furnish …").
      const itemOnly = ownListItem(sentence, m.index, false);
      const itemAlone = itemOnly === sentence ? null : ownClause(ownProviso(itemOnly, m.index), verbStart);
      let deadline = itsContractEnd((itemAlone !== null ? deadlineIn(itemAlone, item) : null) ?? deadlineIn(trigger !== null && /^(?:when|if)\b/i.test(trigger) ? scopeForTime.slice(m.index) : scopeForTime, item), sentence);
      const previousDeadline = deadlines.at(-1) ?? null;
      if (sequential && index > 0 && previousDeadline?.lasts && !deadlineIn(item, item)) deadline = { ...previousDeadline, lasts: false, follows: true };
      // "On termination or expiry, each party shall return … within thirty (30) days": the period counts from the end
      // the sentence opens with.
      if (deadline?.period && deadline.anchorText === null && trigger !== null) {
        const end = /^(?:on|upon|after|following)\s+(?:the\s+)?(?:any\s+)?((?:termination|expiration|expiry)(?:\s+or\s+(?:termination|expiration|expiry))?(?:\s+of\s+this\s+agreement)?)$/i.exec(trigger);
        if (end) deadline = { ...deadline, anchor: anchorKind(end[1]!), anchorText: end[1]! };
      }
      deadlines.push(deadline);
      // 'other' duties are tracked only when they have a date: "change its trade name within 30 days of the Closing".
      if (kindAndAnchor === 'other' && (deadline === null || (deadline.period === null && deadline.statedDate === null)) && !recurs) continue;
      // "accept or reject each purchase order … within five (5) business days": an answer is tracked only by the time
      // its own words give ("shall accept all such orders unless …" is the deal, not a deadline).
      if (/^(?:accept|reject|approve|acknowledge|confirm|respond)\b/i.test(item) && !DEADLINE_WORDS.test(item.split(/\s+(?:unless|provided|except|if)\b|[;,]/)[0]!)) continue;
      // "keep Acme informed of the status of the litigation" hands over nothing by any time: tracked only when the
      // sentence says how often or by when ("… informed … at least quarterly").
      if (/^keep\b/i.test(item) && kindAndAnchor === 'report' && deadline === null && recurrenceIn(sentence) === 'none') continue;
      // "invoice Customer for any additional user licenses at the rates in Exhibit C" is how the price is charged; an
      // invoice to send within a time ("within thirty (30) days after delivery", "monthly") is a duty.
      // An invoice sent "upon execution" is the step before a payment, tracked as the payment; only a time limit to
      // invoice (or a schedule) is a duty of its own.
      if (/^invoice\b/i.test(item) && (deadline === null || deadline.period === null) && recurrenceIn(scope) === 'none') continue;
      // "provide reasonable cooperation and assistance": general performance, not an act a reviewer can track.
      if (/^(?:provide|give|render|furnish|lend)\s+(?:\S+\s+(?:with\s+)?)?(?:all\s+)?(?:(?:reasonable|full|such|prompt|necessary|reasonably\s+necessary)\s+)*(?:cooperation|assistance|support)\b/i.test(item)) continue;
      // "provide correction assistance only on mutually acceptable terms": an offer to agree later, not a duty.
      if (/\b(?:only\s+)?on\s+(?:mutually\s+)?(?:acceptable|agreed(?:\s+upon)?)\s+terms\b/i.test(item)) continue;
      // "pay any taxes imposed on it": who bears a tax is a cost allocation, not a payment to track.
      // "pay its own costs and expenses": each side bearing its own costs is an allocation too.
      if (kindAndAnchor === 'payment' && (TAX_OBJECT.test(item) || /^\w+\s+(?:for\s+)?(?:all\s+)?(?:of\s+)?(?:its|their)\s+own\b|\b(?:costs|expenses)\s+(?:that\s+)?it\s+incurs\b/i.test(item))) continue;
      // "If any VAT is chargeable …, pay VAT", "In the event such taxes are assessed against Contractor, reimburse …": a tax allocation.
      if (kindAndAnchor === 'payment' && trigger !== null && TAX_TRIGGER.test(trigger)) continue;
      // "commence good-faith negotiations", "provide Shipper the right to increase …": no act to track.
      if (/^(?:commence|enter\s+into|begin)\s+(?:\S+\s+){0,2}negotiat/i.test(item) || /^(?:provide|give|grant)\s+(?:\S+\s+){1,3}(?:the\s+)?(?:right|option|opportunity)\s+to\b/i.test(item)) continue;
      // "give notice of, and cooperate in, the defense of any such claim": a step of an indemnity, not a duty to track.
      // The indemnity may be stated in the sentence before: "X shall indemnify Y against any … action ("Action") …. Y will
      // promptly inform X in writing of any such Action and will co-operate in the defence and/or settlement of the Action."
      // "shall pay Distributor no compensation or indemnity for loss of goodwill": a sum denied is no duty to pay.
      if (/^(?:pay|owe|reimburse|credit|refund)\s+(?:\S+\s+){0,3}?no\s+/i.test(item)) continue;
      if (kindAndAnchor === 'notice' && (INDEMNITY_PROCEDURE.test(sentence) || (previous !== null && /\bindemnif\w*|\bhold\s+harmless\b/i.test(previous))) && (/\b(?:claims?|suits?|actions?|proceedings?|demands?|losses)\b|^\w+\s+(?:\S+\s+){0,3}notice\s+of\s*,/i.test(item) || /^\w+\s+(?:\S+\s+){0,3}notice\s+of\s*,/i.test(sentence.slice(verbStart)))) continue;
      // "give the Buyer at least ten (10) business days' written notice of …": the notice is the act, its period the deadline.
      const act = deadline?.before && kindAndAnchor === 'notice' ? item.replace(/\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than)\s+[^.;]{1,40}?\b(?:days?|weeks?|months?)['’]?s?\s+(?=(?:prior\s+|advance\s+)?(?:written\s+)?notice\b)/i, '') : item;
      // An insurance duty is read with its limit and what the limit is per ("… of not less than $2,000,000 per occurrence").
      let action = kindAndAnchor === 'payment' ? rateAndCap(act) ?? actionPhrase(act) : actionPhrase(act, kindAndAnchor === 'insurance' ? 20 : 12);
      // "start work on site on October 5": the day is the deadline's, stated once.
      if (deadline?.on) action = action.replace(/\s+on\s+[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?$|\s+on\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+day\s+of)?\s+[A-Z][a-z]+$/, '');
      // "the marketing managers shall meet …": each party sees to it that the people it appointed act.
      if (body !== null) action = `ensure that the ${body} ${action}`;
      // "make Customer Data available for export for thirty (30) days after termination": how long is the deadline's.
      if (deadline?.lasts && deadline.period) {
        const at = action.search(new RegExp(`\\s+for\\s+(?:a\\s+(?:further\\s+)?period\\s+of\\s+)?(?:at\\s+least\\s+)?${escapeRegExp(deadline.period.text).replace(/\s+/g, '\\s+')}`, 'i'));
        if (at > 0) action = action.slice(0, at);
      }
      out.push({
        kind: kindAndAnchor,
        party,
        action,
        // "spend not less than 2% … and shall submit its annual marketing plan …": another act's sum is not this one's.
        // "refund the overcharge …, and, if the overcharge exceeds five percent (5%), reimburse …": a threshold another
        // act waits on is not this act's sum.
        amount: (kindAndAnchor === 'payment' ? tieredRates(sentence) ?? instalmentAmount(sentence) ?? listedSums(sentence) : null) ?? amountIn(item.replace(THRESHOLD_AMOUNT, ' ')) ?? (ownActs ? null : amountIn(sentence.replace(THRESHOLD_AMOUNT, ' '))),
        // "delay damages of $2,500 per day until completion": a rate a failure runs up, not a sum due each day.
        // A limb of a list that states its own frequency ("(a) … after the end of each fiscal year; (b) … each of the first
        // three fiscal quarters") comes round as often as it says, not as the other limbs do.
        // "appoint an account manager who shall visit each Facility at least once each month": the frequency of the act
        // a relative clause sets another person is not this act's.
        recurrence: agreed ? 'none' : (items.length > 1 && recurrenceIn(item) !== 'none' ? recurrenceIn(item) : recurrenceIn(kindAndAnchor === 'insurance' ? item : scope.replace(RELATIVE_DUTY, ' '))),
        deadline,
        trigger,
        evidence: { start: span.start, end: span.end, quote: sentence },
      });
    }
  }
  if (out.length === 0) {
    const notice = noticeBeforeRight(span, sentence, aliases);
    if (notice) out.push(notice);
  }
  if (out.length === 0) {
    const passive = passiveDuty(text, span, sentence, aliases);
    if (passive) out.push(passive);
  }
  return out;
}

/**
 * "Lumora may increase the Fees for any Renewal Term by giving Customer written notice at least sixty (60) days
 * before the start of that Renewal Term": a right that needs notice first puts a notice duty on its holder, due
 * before they use it. Termination rights are reported as such, not as notices.
 */
const NOTICE_BEFORE_RIGHT = /\b(?:may|(?:is|shall\s+be)\s+entitled\s+to)\s+([^.;]{3,240}?)\s+(?:by|upon|on|after)\s+(?:giving|providing|sending|serving)\s+(?:to\s+)?((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\s+(?:with\s+)?((?:(?:at\s+least|not\s+less\s+than)\s+[^.;]{1,40}?\s+)?(?:prior\s+|advance\s+)?(?:written\s+)?notice)\b/;

function noticeBeforeRight(span: Span, sentence: string, aliases: PartyAlias[]): DutyFact | null {
  const m = NOTICE_BEFORE_RIGHT.exec(sentence);
  // "The Tenant may terminate this Lease on the Break Date by giving … six (6) months' prior written notice": a right to
  // end the contract on one named date (a break clause) has a last day for its notice; other termination rights do not.
  const onDate = m && FIXED_DATE_END.exec(m[1]!);
  if (!m || (/^(?:terminat|cancel|end\b|rescind|not\b)/i.test(m[1]!) && !(onDate && /^(?:terminat|end\b)/i.test(m[1]!)))) return null;
  const party = subjectParty(sentence.slice(0, m.index), aliases);
  if (party === null || aliasParty(m[2]!, aliases) === null) return null;
  const notice = m[3]!.replace(/^(?:at\s+least|not\s+less\s+than)\s+[^.;]{1,40}?\s+(?=(?:prior\s+|advance\s+)?(?:written\s+)?notice$)/i, '');
  return {
    kind: 'notice',
    party,
    action: `give ${m[2]!.replace(/^the\s+/i, '')} ${notice}`,
    amount: null,
    recurrence: 'none',
    deadline: onDate ? breakNoticeDeadline(sentence.slice(m.index + m[0].length - m[3]!.length), onDate[1]!) : deadlineIn(sentence.slice(m.index + m[0].length - m[3]!.length), sentence.slice(m.index + m[0].length - m[3]!.length)),
    trigger: `to ${m[1]!.replace(/\s+/g, ' ').replace(/\s+only$/i, '').trim()}`,
    // The holder may use the right or not: the notice is the condition of its option, not a duty it owes.
    right: true,
    evidence: { start: span.start, end: span.end, quote: sentence },
  };
}

/** "terminate this Lease on the Break Date", "end this Agreement with effect from the Third Anniversary Date": one named date. */
const FIXED_DATE_END = /\b(?:on|with\s+effect\s+from|as\s+(?:at|of))\s+the\s+((?:[A-Z][\w-]*\s+){0,3}Date)\s*$/;

/** The notice a break right needs, counted back from the named date it ends the contract on (dated by withDefinedTime). */
function breakNoticeDeadline(notice: string, dateName: string): DutyDeadline | null {
  const period = findDurations(notice)[0];
  if (!period) return null;
  return { period: { value: period.value, unit: period.unit, text: period.text }, anchor: 'event', anchorText: dateName, statedDate: null, before: true };
}

/** "not, directly or indirectly, solicit …": a restrictive covenant's verb after its negation. */
const RESTRICTION = /^not\s*(?:,\s*(?:either\s+)?directly\s+or\s+indirectly\s*,\s*|(?:either\s+)?directly\s+or\s+indirectly\s+)?(solicit|hire|employ|recruit|induce|entice|compete|engage\s+in|disparage)\b/i;

/** How long a restriction lasts: "for a period of twelve (12) months after the Effective Date", "during the Term and for one (1) year after its termination". */
function restrictionPeriod(sentence: string): DutyDeadline | null {
  for (const d of findDurations(sentence)) {
    if (!/\b(?:for|during)\s+(?:a\s+period\s+of\s+)?$/i.test(sentence.slice(Math.max(0, d.start - 25), d.start))) continue;
    const tail = sentence.slice(d.end);
    const anchorWords = ANCHOR_WORDS.exec(tail);
    if (!anchorWords || PERIOD_BEFORE.test(anchorWords[0])) continue;
    const anchorText = anchorPhrase(tail.slice(anchorWords[0].length));
    if (anchorText === null) continue;
    return { period: { value: d.value, unit: d.unit, text: d.text }, anchor: anchorKind(anchorText), anchorText, statedDate: null, before: false };
  }
  return null;
}

/** "shall be paid by the Customer", "shall be maintained by FASC", "shall be reported by the Distributor to the Company
 *  within 24 hours": the party after "by" is bound ("reported as income by the Employer" classifies, it binds no one). */
const PASSIVE_BY = /\b(?:shall|will|must)\s+be\s+(?:promptly\s+|timely\s+)?(?:due\s+and\s+)?(paid|payable|made|remitted|reimbursed|rendered|delivered|provided|submitted|furnished|maintained|kept|returned|destroyed|released|repaid|refunded|reported(?!\s+as\b))\s+(?:[^.;]{0,80}?\s)?by\s+((?:the\s+)?[A-Z][\w&.,'’-]*(?:\s+[A-Z][\w&.'’-]*){0,4}|each\s+(?:of\s+the\s+)?part(?:y|ies)|both\s+parties)/;
/** "The Fee shall be payable to Charity Tunes", "CONSULTANT shall be compensated": the other of two parties pays. */
const PASSIVE_TO = /\b(?:shall|will|must)\s+be\s+(?:due\s+and\s+)?(?:paid|payable)\s+(?:[^.;]{0,40}?\s)?to\s+((?:the\s+)?[A-Z][\w&.,'’-]*(?:\s+[A-Z][\w&.'’-]*){0,4})/;
/** "Payment of Supplier's invoices shall be due within 60 days": the party invoiced pays. */
const INVOICES_DUE = /^(?:[Aa]ll\s+)?(?:[Pp]ayments?|[Aa]mounts)\s+(?:of|for|on|under)\s+(?:all\s+)?(?:the\s+)?((?:[A-Z][\w&.'’-]*\s+){1,3})?invoices?\s+(?:shall|will|must)\s+be\s+(?:due|made|paid)\b/;
/** A sum invoiced falling due by a time, in the passive: "Payment shall be due within …", "All invoices shall be paid within …", "Each invoice is payable no later than …". */
const INVOICED_SUM_DUE = /^(?:\([a-z0-9]{1,3}\)\s*)?(?:[A-Z][\w ]{0,30}\.\s+)?((?:(?:all|each|any|such|the)\s+)?(?:payments?|invoices?|invoiced\s+amounts?|amounts?\s+invoiced|payment\s+of\s+(?:each|all|any|such|the)\s+invoices?))\s+(?:(?:hereunder|under\s+this\s+agreement)\s+)?(?:shall|will|must|is|are)\s+(?:be\s+)?(?:due\s+and\s+)?(?:paid|payable|due|made)\b[^.;]{0,20}?\b(?:within|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before)\b/i;
/** Who receives the invoice: "the Distributor's receipt of …", "receipt of the invoice by the Distributor". */
const INVOICE_RECEIVER = /\b((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})['’]s?\s+receipt\b|\breceipt\s+(?:of\s+[^.;]{1,40}?\s+)?by\s+((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})/;
/** Who issues it: "the Company's invoice", "invoices from the Company", "invoiced by the Company". */
const INVOICE_ISSUER = /\b((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})['’]s?\s+invoices?\b|\binvoice[ds]?\s+(?:from|issued\s+by|submitted\s+by|by)\s+((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})/;
/** "The Company shall invoice the Distributor monthly", "Supplier will submit invoices …": who invoices under the contract. */
const INVOICES_WHO = /\b((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})\s+(?:shall|will|may)\s+(?:(?:promptly|monthly|quarterly|thereafter)\s+)?(?:invoice|(?:submit|send|issue|render|provide)\s+(?:an\s+|its\s+|monthly\s+|quarterly\s+)?invoices?)\b/g;

/** The one party the contract has invoice the other, or null when none or both do. */
function theInvoicingParty(text: string, aliases: PartyAlias[]): string | null {
  const who = new Set<string>();
  for (const m of text.matchAll(INVOICES_WHO)) {
    const party = aliasParty(m[1]!, aliases);
    if (party !== null && party !== BOTH) who.add(party);
  }
  return who.size === 1 ? [...who][0]! : null;
}

const PAID_PARTY = /^((?:the\s+)?[A-Z][\w&.,'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\s+(?:shall|will)\s+be\s+(?:compensated|paid|reimbursed)\b/;
const IMPERATIVE: Record<string, string> = {
  paid: 'pay', payable: 'pay', made: 'make', remitted: 'remit', reimbursed: 'reimburse', rendered: 'render', delivered: 'deliver',
  provided: 'provide', submitted: 'submit', furnished: 'furnish', maintained: 'maintain', kept: 'keep', returned: 'return', destroyed: 'destroy',
  released: 'release', repaid: 'repay', refunded: 'refund', reported: 'report',
};
/** Money one party holds for the other: released, it is paid back. */
const HELD_MONEY = /\b(?:retention(?:\s+money)?|retainage|deposit|security\s+deposit|escrow(?:ed)?\s+(?:amount|funds?)|holdback|withheld\s+(?:amount|sums?)|retained\s+(?:amount|sums?))\b/i;
/** "The deposit held by the Landlord shall be released …": with no agent, the party that holds the money releases it. */
const RELEASED_WITHOUT_AGENT = /^(?:\([a-z0-9]{1,3}\)\s*)?(?:the\s+|any\s+|all\s+)?([^.;]{0,80}?)\s+(?:shall|will|must)\s+be\s+(?:promptly\s+)?(released|repaid|refunded|returned)\b(?!\s+(?:[^.;]{0,80}?\s)?by\b)/i;

function passiveDuty(text: string, span: Span, sentence: string, aliases: PartyAlias[]): DutyFact | null {
  const parties = [...new Set(aliases.map((a) => a.party))];
  const other = (party: string) => (parties.length === 2 ? parties.find((p) => p !== party) ?? null : null);
  let party: string | null = null;
  let verb = 'pay';
  let object = '';
  const by = PASSIVE_BY.exec(sentence);
  if (by) {
    const who = by[2]!.replace(/[,.]+$/, '');
    party = /^(?:each|both)\b/i.test(who) ? BOTH : aliasParty(who, aliases);
    verb = IMPERATIVE[by[1]!.toLowerCase()]!;
    object = sentence.slice(0, by.index);
    // "If the Company requests, the fees shall be paid by …": the object follows the trigger.
    // "Unless earlier converted under Section 2.3, the outstanding principal … shall be due and payable by …" too.
    if (triggerOf(object) !== null || /^unless\b[^,;]{1,120},/i.test(object)) object = object.slice(object.replace(/\s*,[^,;]{1,80},\s*$/, ' ').trimEnd().lastIndexOf(',') + 1);
    // "Such training shall take place at the Supplier's offices and expenses of the Dealer's staff … shall be paid by the
    // Dealer": two clauses joined by "and"; what is paid is the subject of the second, a noun phrase of some words.
    const second = /\b(?:shall|will|must)\s+(?!be\s+paid\b)[^.;]*?\s+and\s+((?!any\b)(?:the\s+|all\s+)?(?:[\w'’-]+\s+){0,2}?(?:costs?|expenses?|fees?|charges?|amounts?|sums?)\b[^.;]{3,})$/i.exec(object);
    if (second) object = second[1]!;
  } else if (RELEASED_WITHOUT_AGENT.test(sentence) && HELD_MONEY.test(RELEASED_WITHOUT_AGENT.exec(sentence)![1]!)) {
    // "The deposit held by Customer shall be released within thirty (30) days after termination": the holder, when the
    // sentence names one; otherwise no one can be said to be bound.
    const released = RELEASED_WITHOUT_AGENT.exec(sentence)!;
    const holder = /\b(?:held|retained|withheld|kept)\s+by\s+((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})/.exec(released[1]!);
    party = holder ? aliasParty(holder[1]!, aliases) : null;
    verb = 'pay';
    object = released[1]!.replace(/\s+(?:held|retained|withheld|kept)\s+by\s+.*$/i, '');
    object = `back the ${object.replace(/^(?:the|any|all)\s+/i, '')}`;
  } else {
    const to = PASSIVE_TO.exec(sentence);
    const paid = PAID_PARTY.exec(sentence);
    const invoices = INVOICES_DUE.exec(sentence);
    if (invoices?.[1]) {
      const issuer = aliasParty(invoices[1].trim().replace(/[’']s$/, ''), aliases);
      party = issuer ? other(issuer) : null;
      object = 'invoices';
    } else if (to) {
      const payee = aliasParty(to[1]!.replace(/[,.]+$/, ''), aliases);
      party = payee ? other(payee) : null;
      object = sentence.slice(0, to.index);
    } else if (paid) {
      const payee = aliasParty(paid[1]!, aliases);
      party = payee ? other(payee) : null;
      object = `${paid[1]!}`;
    } else if (INVOICED_SUM_DUE.test(sentence)) {
      // "Payment shall be due within thirty (30) days after the Distributor's receipt of the Company's invoice", "All
      // invoices shall be paid within thirty (30) days of receipt": the party invoiced pays — the one that receives the
      // invoice, the other of the one that issues it, or (the sentence naming neither) the other of the one party the
      // contract has invoice.
      const receiver = INVOICE_RECEIVER.exec(sentence);
      const issuer = INVOICE_ISSUER.exec(sentence);
      const received = receiver ? aliasParty(receiver[1] ?? receiver[2]!, aliases) : null;
      const issued = issuer ? aliasParty(issuer[1] ?? issuer[2]!, aliases) : null;
      const invoiced = /\binvoice/i.test(sentence);
      const invoicing = received === null && issued === null && invoiced ? theInvoicingParty(text, aliases) : null;
      party = received ?? (issued ? other(issued) : null) ?? (invoicing ? other(invoicing) : null);
      object = invoiced ? 'each invoice' : 'the payment';
    }
  }
  if (!party) return null;
  // "No other fees will be paid", "The cost of any inspection shall be paid by North": a negation or a cost allocation.
  if (/^(?:\([a-z0-9]{1,3}\)\s*)?(?:no|neither|none|any)\b|^(?:the\s+)?(?:costs?|expenses?|fees\s+and\s+expenses)\s+(?:of|for|incurred)\b/i.test(object.trim())) return null;
  object = object.replace(/^(?:\([a-z0-9]{1,3}\)\s*)?(?:the\s+)?/i, '').replace(/\s+/g, ' ').trim().replace(/^(?:All|Any|Each|Every)\b/, (word) => word.toLowerCase());
  const item = `${verb} ${object}`;
  const trigger = triggerOf(sentence.slice(0, /\b(?:shall|will|must)\s+be\b/.exec(sentence)?.index ?? 0));
  // A tax or an indemnity to bear, or a remedy after a breach: no payment to track.
  if (TAX_OBJECT.test(item) || /\b(?:indemnif\w*|hold\s+harmless)\b/i.test(sentence) || (trigger !== null && (remedyTrigger(trigger) || TAX_TRIGGER.test(trigger)))) return null;
  const rule = VERB_RULES.find((r) => r.verb.test(item) && (!r.object || r.object.test(item.slice(0, OBJECT_REACH[r.kind] ?? 100))));
  const paysBack = (verb === 'release' || verb === 'repay' || verb === 'refund' || verb === 'return') && HELD_MONEY.test(object);
  const kind = paysBack ? 'payment' : rule ? classify(rule.kind, sentence, item) : verb === 'pay' || verb === 'reimburse' || verb === 'remit' ? 'payment' : null;
  if (!kind || kind === 'other') return null;
  const deadline = deadlineIn(sentence, sentence);
  return {
    kind,
    party,
    action: actionPhrase(item),
    amount: amountIn(sentence),
    recurrence: recurrenceIn(sentence),
    deadline,
    trigger,
    evidence: { start: span.start, end: span.end, quote: text.slice(span.start, span.end) },
  };
}

/** Triggers after which a duty is a remedy: breach, failure, dispute, an audit's discrepancy, a delay, negligence. */
const REMEDY_TRIGGER = /\b(?:overpa\w*|deficien\w*|shortfall|inaccura\w*|negligen\w*|misconduct|delay\w*|conflict|disagree\w*|material\s+errors?|(?:for|to)\s+collect\w*|(?:does|do|did|shall|will)\s+not\s+(?:timely\s+)?(?:pay|deliver|perform|meet|achieve|comply|provide|make|cure))\b/i;
const TERMINATION_WORDS = /\b(?:expiration\s+or\s+)?terminat\w*(?:\s+or\s+(?:expiration|expiry))?(?:\s+of\s+this\s+agreement)?/gi;

function remedyTrigger(trigger: string): boolean {
  // "In the event of termination for reasons other than default by CRO": not a remedy.
  if (/\bother\s+than\b|\bexcept\b/i.test(trigger)) return false;
  // "upon termination of this Agreement" anchors a duty; "upon termination for breach" is a remedy.
  return REMEDY_TRIGGER.test(trigger) || REMEDY_CONDITION.test(trigger.replace(TERMINATION_WORDS, ''));
}

/** "If Laws require withholding …", "In the event such taxes are assessed against …": who bears a tax. */
const TAX_TRIGGER = /\b(?:tax(?:es)?|VAT|GST|withh?old\w*|tariffs?)\b/i;

/** The words that introduce an event a duty waits for: "If …,", "In the event …,", "Upon …,", "Following …,", "Within 30 days after …,". */
const TRIGGER_START = /^(?:if|in\s+the\s+event|in\s+case|should|when|whenever|where|to\s+the\s+extent|once|as\s+soon\s+as|upon|on|after|following|promptly\s+(?:upon|after|following)|(?:within|no\s+later\s+than|not\s+later\s+than)\s+[^,;]{1,60}?\s+(?:after|following|of|from|upon))\b/i;

/**
 * The event that triggers a duty, from the lead-in before its subject, in plain words: "If the Company requests
 * additional appearances, the Company shall pay …" → "when the Company requests additional appearances". A
 * conditional duty is still a duty (a lawyer tracks "when X happens, Y must do Z"); the trigger keeps the condition.
 */
export function triggerOf(prefix: string): string | null {
  const lead = prefix.replace(/\s*,[^,;]{1,80},\s*$/, ' ').trimEnd();
  const comma = lead.lastIndexOf(',');
  if (comma < 0 || !TRIGGER_START.test(lead)) return null;
  let trigger = lead.slice(0, comma);
  // "If King pays …, King shall notify Depomed …, and, unless …, Depomed shall reimburse": the trigger ends before
  // the clause of an earlier duty in the same sentence.
  // "If Provider misses the commitment, Customer may claim a credit, and Customer must request it …": a right stated
  // before the duty ends the trigger too.
  const earlier = /\b(?:shall|will|must|may)\b(?!\s+(?:occur|arise|exist|have)\b)(?!\s+be\b(?!\s+entitled\b))/.exec(trigger);
  if (earlier) {
    const before = trigger.lastIndexOf(',', earlier.index);
    if (before < 0) return null;
    trigger = trigger.slice(0, before);
    // "Within thirty (30) days after the end of each quarter, each Party shall send a statement, and the Party that …
    // shall pay the balance within thirty (30) days after receipt of the statement": a time limit that opens the
    // sentence is the first act's deadline, not an event the later act waits for.
    if (/^(?:within|no\s+later\s+than|not\s+later\s+than)\b/i.test(trigger)) return null;
  }
  trigger = trigger.replace(/\s+/g, ' ').trim().replace(/,?\s+then$/i, '');
  trigger = trigger
    .replace(/^if\s+/i, 'when ')
    .replace(/^in\s+the\s+event\s+of\s+/i, 'on ')
    .replace(/^in\s+the\s+event\s+(?:that\s+)?/i, 'when ')
    .replace(/^in\s+case\s+of\s+/i, 'on ')
    .replace(/^in\s+case\s+(?:that\s+)?/i, 'when ');
  trigger = trigger[0]!.toLowerCase() + trigger.slice(1);
  return shortened(trigger, { words: 25 });
}

/** The party a clause's subject names, 'Both' for "each party" / "the parties", null for anyone else. */
function subjectParty(prefix: string, aliases: PartyAlias[]): string | null {
  // "Licensee is a tax-exempt organization and shall provide …", "Supplier has the necessary licences and will …": the
  // subject of the first verb carries the second.
  const compound = /^(?:\s*[A-Z][\w ]{0,30}\.\s+)?((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\s+(?:is|are|has|have)\s+[^,;]{1,80}?\s+and\s*$/.exec(prefix);
  if (compound) {
    const party = aliasParty(compound[1]!, aliases);
    if (party !== null) return party;
  }
  // "Buyer agrees that it will pay …", "the Company covenants that it shall deliver …": "it" is the party that agrees.
  const agreesThatIt = /(?:^|[,;:]\s*|\.\s+)((?:the\s+)?[A-Z][^,;:]{0,60}?)\s+(?:hereby\s+)?(?:agrees|covenants|undertakes|acknowledges\s+and\s+agrees)\s+that\s+it\s*$/.exec(prefix);
  if (agreesThatIt) return aliasParty(agreesThatIt[1]!, aliases);
  // The subject ends the prefix, after any condition ("Upon termination, the Distributor") or insertion
  // ("Distributor, at its own expense,").
  let subject = lastClause(prefix);
  // "EHS or EHN agrees to reimburse": one of two, not a named party.
  if (/\S\s+or\s+(?:the\s+)?[A-Z]/.test(subject) && !/\bor\s+its\b/i.test(subject)) return null;
  // "each of INTERSECT and HOVIONE shall maintain …", "both the Company and the Distributor shall …": the two parties, not
  // the one named last.
  const eachOfTwo = /^(?:(?:and|then)\s+)?(?:each\s+of|both)\s+(?:the\s+)?(.+?)\s+and\s+(?:the\s+)?(.+)$/i.exec(subject);
  if (eachOfTwo) {
    const a = aliasParty(eachOfTwo[1]!, aliases);
    const b = aliasParty(eachOfTwo[2]!, aliases);
    // Two of several parties are not "both parties".
    if (a !== null && b !== null && a !== b && new Set(aliases.map((x) => x.party)).size === 2) return BOTH;
  }
  if (!/^(?:the\s+)?\S+(?:\s+\S+)?\s+and(?:\/or)?\s+(?:the\s+)?\S+(?:\s+\S+)?$/i.test(subject)) subject = subject.split(/\b(?:and|but)\s+(?=[A-Z])/).pop()!.trim();
  // "Either party shall notify the other of a change of address": a duty (not "may") that either party can owe binds both.
  if (/^(?:(?:and|then)\s+)?either\s+party(?:\s+hereto)?$/i.test(subject)) return BOTH;
  // "A Party wishing to publish results shall submit …", "the Party that has borne less than its share shall pay …":
  // whichever party is in that position is bound, so the duty binds both.
  if (/^(?:(?:and|then)\s+)?(?:a|any|the|each)\s+party\s+(?:that|which|who|wishing|intending|seeking|desiring|proposing)\b/i.test(subject)) return BOTH;
  // "The affected Party shall notify the other Party …", "The Party so affected shall give prompt written notice …": the
  // party a force majeure event hinders, whichever it is.
  if (AFFECTED_PARTY.test(subject)) return BOTH;
  // "the Supplier's personnel shall comply …", "Carrier's drivers shall …": those who act for a party bind that party.
  const acting = /^(?:(?:and|then)\s+)?(?:the\s+)?(.+?)['’]s?\s+(?:personnel|employees|staff|agents|subcontractors|representatives|officers|contractors|drivers|workers|crews?)$/i.exec(subject);
  if (acting) return aliasParty(acting[1]!, aliases);
  if (/^(?:(?:and|then)\s+)?(?:each|both)\s+(?:of\s+the\s+)?part(?:y|ies)(?:\s+hereto)?$|^(?:and\s+)?the\s+parties(?:\s+hereto)?$|^(?:and\s+)?(?:licensor|the\s+\w+)\s+and\s+(?:licensee|the\s+\w+)$/i.test(subject) && !/\beither\b|\bneither\b|\bother\b/i.test(subject)) {
    // "Acme and Beta shall" binds both only when the two names are the two parties.
    const pair = /^(?:the\s+)?(.+?)\s+and\s+(?:the\s+)?(.+)$/i.exec(subject);
    if (pair && !/part(?:y|ies)/i.test(subject)) {
      const a = aliasParty(pair[1]!, aliases);
      const b = aliasParty(pair[2]!, aliases);
      return a !== null && b !== null && a !== b ? BOTH : null;
    }
    return BOTH;
  }
  // "University and/or Principal Investigator shall provide …": either way the party named is bound.
  const pair = /^(?:the\s+)?(.+?)\s+and(?:\/or)?\s+(?:the\s+)?(.+)$/.exec(subject);
  if (pair) {
    const a = aliasParty(pair[1]!, aliases);
    const b = aliasParty(pair[2]!, aliases);
    if (a !== null && b !== null) return a !== b ? BOTH : a;
    // "CELEBRITY and the COMPANY each agree to notify the other party": each of the two, the parties.
    if ((a !== null || b !== null) && /\b(?:each|both)\s*$/i.test(prefix)) return BOTH;
    // "The Institution and the Principal Investigator shall notify …", "Licensee and its sublicensees shall report …": a
    // duty put on a party and someone who is not a party binds that party all the same. The other must be named by a
    // short noun phrase, not a clause ("Equifax and the maximum fee that Equifax shall be required to pay").
    const other = a !== null ? pair[2]! : pair[1]!;
    if ((a !== null || b !== null) && other.split(/\s+/).length <= 5 && !/\b(?:that|which|who|whom|shall|will|must|may)\b/i.test(other)) return a ?? b;
  }
  const direct = aliasParty(subject.replace(/^(?:upon|after|following|within|thereafter|then|and|but)\b.*?\s(?=(?:the\s+)?[A-Z])/i, ''), aliases);
  if (direct !== null) return direct;
  // "Within thirty (30) days after the end of each Contract Year the Supplier shall send …": an opening time without a
  // comma; the party named where it ends is the subject.
  if (/^(?:upon|after|following|within|(?:no|not)\s+later\s+than|on\s+or\s+before|before|prior\s+to|once|during|in\s+each)\b/i.test(subject)) {
    const tail = /(?:^|\s)((?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})$/.exec(subject);
    if (tail) return aliasParty(tail[1]!, aliases);
  }
  return null;
}

/** "the affected Party", "the Party so affected", "the Party affected thereby": the party an event (force majeure) hinders. */
const AFFECTED_PARTY = /^(?:(?:and|then)\s+)?(?:the|any|a|an|each)\s+(?:affected\s+part(?:y|ies)|part(?:y|ies)\s+(?:so\s+)?affected(?:\s+(?:thereby|by\s+(?:it|such\s+(?:an?\s+)?(?:event|force\s+majeure(?:\s+event)?))))?)$/i;

/** "the Party that has borne less than its share" → "when it has borne less than its share"; "A Party wishing to publish …" → "when it wishes to publish …". */
function describedParty(subject: string): string | null {
  if (AFFECTED_PARTY.test(subject)) return 'when it is the party affected';
  const m = /^(?:(?:and|then)\s+)?(?:a|any|the|each)\s+party\s+(?:(?:that|which|who)\s+(.+)|(wishing|intending|seeking|desiring|proposing)\s+(.+))$/i.exec(subject);
  if (!m) return null;
  if (m[1]) return `when it ${m[1].trim()}`;
  const verb = m[2]!.toLowerCase().replace(/ing$/, '').replace(/^(wish|desir|propos)$/, (v) => (v === 'wish' ? 'wishes' : `${v}es`)).replace(/^(intend|seek)$/, '$1s');
  return `when it ${verb} ${m[3]!.trim()}`;
}

/** The words before the modal that can be its subject: the last clause, past any insertion or list mark. */
function lastClause(prefix: string): string {
  let subject = prefix.replace(/\s*,[^,;]{1,80},\s*$/, ' ').replace(/\s*\([^()]{0,80}\)\s*$/, ' ').replace(/\s+(?:hereby|also|each|further|itself)\s*$/i, ' ').trimEnd();
  // The last clause only: "…, and Acme" / "; Beta".
  subject = subject.split(/[;:]|,\s+(?:and|but|or)\s+|,\s*(?!(?:Inc|Ltd|LLC|L\.L\.C|Corp|Co|L\.P|LP|N\.A|S\.A|GmbH|AG|PLC|B\.V|N\.V|Limited|Incorporated)\b)/).pop()!.trim();
  // "The Provider shall invoice on the first business day of each month and the Customer [shall pay …]": after a bare
  // "and", a new subject when the words before it already made another party's duty.
  const after = /^(.*\b(?:shall|will|must)\b.*)\s+(?:and|but|while)\s+((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})$/.exec(subject);
  if (after) subject = after[2]!;
  // "… shall cease except: (a) The Company will pay …": a list mark before the subject, after the run-in heading a text
  // extraction may have joined to it ("9. Information     A) The Distributor will supply …").
  return subject.replace(/^(?:\d+(?:\.\d+)*\.?\s+)?(?:[A-Z][\w&'’-]*(?:\s+(?:[A-Z][\w&'’-]*|of|and|&|the|to))*\.?\s+)?\(?(?:[a-zA-Z]|[ivx]{1,4}|\d{1,2})\)\s+(?=(?:[Tt]he\s+)?[A-Z])/, '').replace(/^\(?[a-z0-9]{1,3}\)\s+/i, '');
}

/** "either Party", "a Party", "each Party": whichever party, so a duty of "such Party" after it binds both. */
const ANY_PARTY = /\b(?:either|each|any|a)\s+(?:of\s+the\s+)?part(?:y|ies)\b(?!\s+(?:to\s+(?:any|a)\s+)?(?:other\s+)?(?:agreement|contract))/gi;
const THE_PARTIES = /\b(?:both|the)\s+parties\b/i;

/** The parties a passage names: each named party once; `any` when it speaks of "either party" / "a party". */
function partiesNamed(passage: string, aliases: PartyAlias[]): { named: Set<string>; any: boolean } {
  const named = new Set<string>();
  let rest = passage;
  for (const a of aliases) {
    // Role aliases name the party only capitalised ("the Company", not "a company"); a name the preamble writes in
    // capitals ("ZOGENIX") is written in title case in the body. The longest alias first.
    const flags = a.alias.length >= 4 && a.alias === a.alias.toUpperCase() ? 'gi' : 'g';
    const re = new RegExp(`(?<![\\w-])${escapeRegExp(a.alias)}(?![\\w-])`, flags);
    if (re.test(rest)) {
      named.add(a.party);
      rest = rest.replace(re, ' ');
    }
  }
  ANY_PARTY.lastIndex = 0;
  const any = ANY_PARTY.test(rest.replace(/\bthe\s+other\s+part(?:y|ies)\b/gi, ' '));
  return { named, any };
}

/**
 * A subject that points back to a party: "such Party" / "that Party" → the party the same or the previous sentence
 * names ("If either Party …, such Party shall" binds both); "it" → the one party that is the subject of an earlier
 * clause of the sentence or of the previous sentence; "the other Party" after "either Party" / "a Party" → both;
 * "each of them" after "the parties" → both. Anything less certain (two parties named, none named) refers to no one.
 */
function referencedParty(prefix: string, previous: string | null, aliases: PartyAlias[]): string | null {
  const subject = lastClause(prefix);
  const kind = /^(?:(?:and|then)\s+)?(?:such|that|the\s+said|said)\s+part(?:y|ies)(?:\s+hereto)?$/i.test(subject)
    ? 'such'
    : /^(?:(?:and|then)\s+)?it$/i.test(subject)
      ? 'it'
      : /^(?:(?:and|then)\s+)?the\s+other\s+party(?:\s+hereto)?$/i.test(subject)
        ? 'other'
        : /^(?:(?:and|then)\s+)?each\s+of\s+them$/i.test(subject)
          ? 'each'
          : null;
  if (kind === null) return null;
  const at = prefix.lastIndexOf(subject);
  const earlier = prefix.slice(0, at);
  // The passage the reference points into: the earlier clauses of the sentence when they name a party, else the previous sentence.
  const here = partiesNamed(earlier, aliases);
  const namesHere = here.named.size > 0 || here.any || (kind === 'each' && THE_PARTIES.test(earlier));
  const passage = namesHere ? earlier : previous;
  if (passage === null) return null;
  // "If either Zogenix or Distributor intends …, such Party": one of two, whichever it is, and "it" may be either.
  if (/\b[Ee]ither\s+(?:the\s+)?(?!Part(?:y|ies)\b)[A-Z][\w&.,'’-]*(?:\s+[A-Z][\w&.,'’-]*){0,3}\s+or\b/.test(passage)) return null;
  const { named, any } = namesHere ? here : partiesNamed(passage, aliases);
  if (kind === 'each') return THE_PARTIES.test(passage) && named.size !== 1 ? BOTH : named.size === 2 && !any ? BOTH : null;
  if (kind === 'other') return any && named.size === 0 ? BOTH : null;
  if (any) return named.size === 0 && kind !== 'it' ? BOTH : kind === 'it' && named.size === 0 && leadsWith(passage, ANY_PARTY) ? BOTH : null;
  if (named.size !== 1) return null;
  const party = [...named][0]!;
  if (kind === 'such') return party;
  // "it": the one party must be the subject, the passage's first words after any condition ("If Licensee …", "Licensee agrees that …").
  const alias = aliases.filter((a) => a.party === party).map((a) => escapeRegExp(a.alias)).join('|');
  return leadsWith(passage, new RegExp(`(?:${alias})(?![\\w-])`)) ? party : null;
}

/** Whether a passage opens with the given subject, after a list mark, a condition word or "the". */
function leadsWith(passage: string, subject: RegExp): boolean {
  const opening = passage.trim().replace(/^(?:\(?[a-z0-9]{1,3}\)\s+)?(?:(?:if|when|whenever|once|where|should|in\s+the\s+event(?:\s+that)?|in\s+case|to\s+the\s+extent(?:\s+that)?|provided\s+(?:however\s*,?\s*)?that)\s+)?(?:the\s+)?/i, '');
  const m = new RegExp(subject.source, subject.flags.replace('g', '')).exec(opening);
  return m !== null && m.index === 0;
}

/** The party an alias names when the words are exactly that alias (with or without "the"). */
function aliasParty(words: string, aliases: PartyAlias[]): string | null {
  const w = words.replace(/^(?:the|said|such)\s+/i, '').replace(/[’']s$/, '').replace(/\s+/g, ' ').trim();
  if (w.length < 2) return null;
  for (const a of aliases) {
    if (a.alias.toLowerCase() === w.toLowerCase()) return a.party;
  }
  // The subject may carry a lead-in ("Upon termination of this Agreement, Acme"): the alias must end it.
  for (const a of aliases) {
    const at = w.toLowerCase().lastIndexOf(a.alias.toLowerCase());
    if (at > 0 && at + a.alias.length === w.length && /[\s,]$/.test(w.slice(0, at)) && /^[A-Z]/.test(w.slice(at))) {
      const lead = w.slice(0, at);
      if (/(?:^|,)\s*(?:the\s+)?$/i.test(lead) || /^(?:provided|except|so)\s+(?:however\s+)?that\s+(?:the\s+)?$/i.test(lead) || /^(?:upon|after|following|within|on|at|in|during|thereafter|promptly|no\s+later\s+than|not\s+later\s+than|by)\b[^,]*?,?\s*(?:the\s+)?$/i.test(lead) || isRunInHeading(lead)) return a.party;
    }
  }
  return null;
}

/**
 * A section heading the text extraction ran into the sentence: "Notification of Infringement Telnet shall notify …",
 * "Payment Terms. The Distributor shall pay …". Only title-case words (with "of", "and" … between them), ending in
 * a capitalised word that is no determiner ("Any Affiliate of Acme shall" names an affiliate, not Acme).
 */
function isRunInHeading(lead: string): boolean {
  const words = lead.trim().replace(/[.:]$/, '').split(/\s+/);
  if (words.length === 0 || words.filter((w) => !/^\d/.test(w)).length > 6 || words[0] === '') return false;
  if (/^(?:any|each|every|no|neither|either|such|all|its|their|his|her|other|said|both|this|that|these|those|affiliates?|subsidiar(?:y|ies)|successors?|agents?|employees?|customers?|members?)$/i.test(words.at(-1)!)) return false;
  if (/^(?:any|each|every|no|neither|either|such|all|if|when|where|unless|whether|notwithstanding|except)$/i.test(words[0]!)) return false;
  // Section numbers may sit between heading words: "COMMERCIAL CLAUSE 5.1 Invoices and Payment 5.1.1 EMV shall pay".
  return words.every((w, i) => /^\p{Lu}[\p{L}'’&-]*$/u.test(w) || /^\d+(?:\.\d+)*\.?$/.test(w) || (i > 0 && i < words.length - 1 && /^(?:of|and|or|for|to|the|&|in|on|with)$/.test(w)));
}

/** Where the next subject's duty begins: ", and each party shall …", "; Licensee will …". */
// "…, and the Party that has borne less than its share shall pay …": a party described by what it does is a subject too.
// "invoice on the first business day of each month and the Customer shall pay …": a new subject after a bare "and".
const NEXT_SUBJECT = /(?:[,;]\s*(?:and\s+|but\s+|while\s+)?|\s+(?:and|but|while)\s+)(?:(?:each|either|neither|both|the|such)\s+)?(?:[A-Z][\w&'’-]*|part(?:y|ies))(?:\s+[A-Z][\w&'’-]*){0,2}(?:\s+(?:that|which|who|wishing|intending|seeking|proposing)\b[^,;]{1,80}?)?\s+(?:shall|will|must|may)\b/g;

/** The sentence up to the duty of the next subject after the verb at `from`: where this duty's own deadline is stated.
 *  The next subject may follow a bare "and" ("Provider shall invoice the Charges monthly in arrears and Customer shall
 *  pay each undisputed invoice …"). */
/** An item mark inside a sentence: "(2)", "(iii)", "(B)", "b)" after a list's punctuation or its "and" / "or" (never
 *  "Section 5(a)" nor the figure of "three (3) months"). */
const ITEM_MARK_IN_SENTENCE = /(?<=^|[;:,]\s*|\b(?:and|or)\s+)\(?(?:[a-z]|[ivx]{1,4}|\d{1,2}|[A-Z])\)\s/g;

/**
 * "Upon termination: (1) …; (2) Reseller shall immediately pay all amounts due; and (3) within five (5) days of
 * termination, Reseller must destroy …": an act stated inside an item of a list has the time its own item (or the
 * lead-in all the items share) states, never another item's. The other items of that list are blanked, so offsets into
 * the sentence still hold; without `leadIn`, the item alone. An act that leads into the list ("X shall: (a) …; (b) …")
 * is read whole.
 */
function ownListItem(sentence: string, at: number, leadIn = true): string {
  const marks = [...sentence.matchAll(ITEM_MARK_IN_SENTENCE)].map((m) => ({ at: m.index, style: itemStyle(sentence.slice(m.index)) }));
  const own = marks.filter((m) => m.at < at).at(-1);
  if (!own || own.style === null) return sentence;
  const items = marks.filter((m) => m.style === own.style);
  const start = leadIn ? items[0]!.at : 0;
  const end = items.find((m) => m.at > own.at)?.at ?? sentence.length;
  return sentence.slice(0, start) + ' '.repeat(own.at - start) + sentence.slice(own.at, end) + ' '.repeat(sentence.length - end);
}

/** "…, provided, however, that …": where a proviso begins. */
const PROVISO = /[,;:]\s*provided\s*,?\s*(?:(?:however|further|always|also)\s*,?\s*)?that\b\s*,?/gi;

/**
 * "… not less than five (5) Business Days prior to the response being sent …, provided, however, that if a more prompt
 * response is required, the Parties shall send … as soon as practicable": an act a proviso sets has the proviso's time,
 * not the main clause's; and a proviso that opens with a condition ("provided, however, that if ACSI so elects by
 * notice at least ten (10) days prior to the end of Year 2, Company shall instead …") is another case, whose times are
 * not the main act's. Blanked, so offsets into the sentence still hold.
 */
function ownProviso(sentence: string, at: number): string {
  const provisos = [...sentence.matchAll(PROVISO)];
  const opening = provisos.filter((p) => p.index < at).at(-1);
  if (opening) return ' '.repeat(opening.index) + sentence.slice(opening.index);
  const contingency = provisos.find((p) => p.index > at && /^\s*(?:if|in\s+the\s+event|in\s+case|should|where|unless)\b/i.test(sentence.slice(p.index + p[0].length)));
  return contingency ? sentence.slice(0, contingency.index) + ' '.repeat(sentence.length - contingency.index) : sentence;
}

function ownClause(sentence: string, from: number): string {
  NEXT_SUBJECT.lastIndex = from;
  const next = NEXT_SUBJECT.exec(sentence);
  return next ? sentence.slice(0, next.index) : sentence;
}

/** "(a) submit …; (b) maintain …" after one modal: each item is an action of the same subject. */
const LATER_TIMED_ACT = /,?\s+and\s*,\s*(?:within|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before)\s[^,;]{1,60},\s*(?:shall|will|must)\s+(?=[a-z]+\s)/i;
function actionItems(rest: string): string[] {
  const listed = rest.replace(/^:\s*/, '');
  if (/^\(?(?:a|i|1)\)\s/.test(listed)) {
    return listed
      .split(/(?:;\s*(?:and\s+|or\s+)?)?\(?(?:[a-h]|[ivx]{1,4}|\d)\)\s+/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
  }
  // "deliver (a) the report by October 31, 2025, (b) the model by January 15, 2026, and (c) …": one verb, a list of
  // objects, each with its own date: each is a duty of its own.
  // "deliver to each Purchaser (a) within 120 days after the end of each fiscal year, …; and (b) within 45 days …": the
  // verb may take its indirect object first.
  const verbThenList = /^((?:\w+\s+){1,3}?|\w+\s+to\s+(?:the\s+|each\s+|every\s+|any\s+)?[A-Z][\w-]*\s+)\(a\)\s+/.exec(listed);
  if (verbThenList && /\(b\)\s/.test(listed)) {
    const verb = verbThenList[1]!.trim();
    return listed
      .slice(verbThenList[0].length)
      .split(/[,;]?\s*(?:and\s+|or\s+)?\([b-h]\)\s+/)
      .map((s) => `${verb} ${s.trim().replace(/[,;]\s*(?:and|or)?$/, '')}`)
      .filter((s) => s.length > verb.length + 1);
  }
  // "pay the Price in three instalments: (a) 30% of the Price within 14 days after signing; (b) 60% … within 30 days
  // after delivery; and (c) …": a lead-in that ends in a colon, then limbs each with its own sum and time: each limb
  // is a duty of its own, with the lead-in's verb.
  const leadIn = /^([a-z]+)\b[^:;()]{0,80}:\s*\(a\)\s+/i.exec(listed);
  if (leadIn && /\(b\)\s/.test(listed)) {
    const verb = leadIn[1]!;
    return listed
      .slice(leadIn[0].length)
      .split(/[,;]?\s*(?:and\s+|or\s+)?\([b-h]\)\s+/)
      .map((s) => s.trim().replace(/[,;]\s*(?:and|or)?$/, ''))
      .filter((s) => s.length > 0)
      .map((s) => (VERB_RULES.some((r) => r.verb.test(s)) ? s : `${verb} ${s}`));
  }
  // "cease all use of the Software and, within fifteen (15) days, shall destroy all copies …": a time set off by commas
  // before a second modal starts a second act, whose time it is.
  const timedSecond = LATER_TIMED_ACT.exec(rest);
  if (timedSecond && rest.slice(0, timedSecond.index).trim().split(/\s+/).length >= 2) {
    const later = rest.slice(timedSecond.index).replace(/^,?\s+and\s*,\s*/, '');
    const time = /^[^,;]+/.exec(later)![0];
    return [rest.slice(0, timedSecond.index), ...actionItems(`${later.slice(time.length).replace(/^,\s*(?:(?:shall|will|must)\s+)?/, '')}`).map((item, i) => (i === 0 ? `${item.replace(/[.\s]+$/, '')} ${time}` : item))];
  }
  // "pay … and deliver …": a second verb after "and" is another action of the same subject.
  // "make the data available for export …, then delete it", "… and will then delete it": "then" after a comma joins a
  // second act as "and" does.
  const second = /(?:,?\s+and\s+(?:(?:shall|will|must)\s+)?(?:thereafter\s+|then\s+)?|,\s*(?:and\s+)?(?:(?:shall|will|must)\s+)?(?:thereafter|then)\s+)(?=(?:promptly\s+)?(?:pay|deliver|provide|furnish|submit|send|forward|return|destroy|delete|erase|maintain|keep|notify|inform|advise|permit|allow|reimburse|refund|remit|report|certify)\b)/i.exec(rest);
  // "supply the coffee for the Kit and shall promote the Kit … once each calendar quarter": a second modal of the same
  // subject starts a second act, whatever its verb (one that is no duty, "and shall not …", "and shall be …", finds
  // no rule).
  const secondModal = second ? null : /,?\s+and\s+(?:shall|will|must)\s+(?!not\b|be\b|have\b)(?=[a-z]+\s)/.exec(rest);
  if (secondModal && rest.slice(0, secondModal.index).trim().split(/\s+/).length >= 2) return [rest.slice(0, secondModal.index), rest.slice(secondModal.index + secondModal[0].length)];
  // "maintain and keep in force … insurance" is one act; split only when the first verb has its own object.
  if (!second || rest.slice(0, second.index).trim().split(/\s+/).length < 2) return [rest];
  const first = rest.slice(0, second.index);
  // "make Customer Data available for export … and shall thereafter delete it": "it" is the first act's object.
  const named = /^\S+\s+(?:[a-z]\S*\s+)??(?:the\s+|all\s+)?((?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)\b/.exec(first)?.[1];
  const next = rest.slice(second.index + second[0].length).replace(/^(\S+\s+)(?:it|them)\b/i, (whole, verb: string) => (named ? `${verb}${named}` : whole));
  return [first, next];
}

/** The kind, refined by the sentence: a duty anchored on termination with no other kind is post-termination. */
function classify(kind: DutyKind, sentence: string, item: string): DutyKind | null {
  const onTermination = /\b(?:upon|after|following|on|in\s+the\s+event\s+of)\s+(?:the\s+)?(?:any\s+)?(?:expiration\s+or\s+)?(?:termination|expiration|expiry)\b/i.test(sentence);
  // Handing the other party's materials back when the contract ends is a return.
  // Making the data available for export or download when the contract ends is a post-termination duty; the
  // deletion or return that follows is the return.
  const forExport = /\bavailable\s+(?:\S+\s+){0,3}?for\s+(?:export|download|retrieval|collection|extraction)\b/i.test(item);
  if (kind === 'delivery' && onTermination && !forExport && /\b(?:materials?|property|documents?|information|data|records|copies)\b/i.test(item.slice(0, 120))) return 'return_or_destroy';
  // Samples and copies sent for approval are tracked even undated; "supply the Products" restates the deal.
  const sendsSamples = /^\S+\s+(?:(?:to\s+\S+(?:\s+\S+)?\s+)?(?:\w+\s+){0,4})?(?:samples?|cop(?:y|ies)|prototypes?)\b/i.test(item);
  if (kind === 'delivery' && !sendsSamples && !/\b(?:within|no\s+later|not\s+later|by\s+(?:the\s+)?(?:\d|[A-Z][a-z]+\s+\d|end|date|deadline)|on\s+or\s+before|prior\s+to|each|every|weekly|monthly|quarterly|following|after|on\s+the\s+(?:\w+\s+)?dates?\s+(?:stated|specified|set\s+out|set\s+forth|agreed)|(?:according\s+to|in\s+accordance\s+with)\s+the\s+(?:\w+\s+)?schedule)\b/i.test(sentence)) {
    // An undated "supply the Products" restates the contract's subject; only scheduled deliveries are tracked.
    return null;
  }
  const afterTermination = /\b(?:upon|after|following|on|within\s+[^.;]{0,40}\s+(?:after|of|following))\s+(?:the\s+)?(?:any\s+)?(?:expiration\s+or\s+)?(?:termination|expiration|expiry)\b|\b(?:termination|expiration)\s+(?:or\s+(?:expiration|termination)\s+)?of\s+this\s+agreement\b/i;
  if ((kind === 'other' || kind === 'delivery') && afterTermination.test(sentence)) return 'post_termination';
  return kind;
}

/** Where an action ends: a deadline, a condition, a list mark; "(30)" after "thirty" is part of the words. */
// "invoice the maintenance fee 30 days before the start of each Maintenance Year": the time is the deadline's, not the act's.
const STOP = /\s+(?:by\s+(?=(?:[A-Z][a-z]+\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+[A-Z][a-z]+\s+\d{4})\b)|(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|and)[\s-]+)*\(?\d{1,3}\)?\s+(?:business\s+|calendar\s+|working\s+)?(?:days?|weeks?|months?)\s+(?:before|after|prior\s+to|following|in\s+advance\s+of)|within|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before|at\s+least|prior\s+to|in\s+accordance\s+with|as\s+set\s+forth|as\s+provided|pursuant\s+to|subject\s+to|provided\s+that|unless|except|upon|in\s+the\s+amount|so\s+that|which|who|whom|that\s+(?:is|are|will|shall))\b|,(?!\d{3})|[;:]|\((?!\d[\d,.]*\)|\d{1,2}(?:st|nd|rd|th)\)|[a-z]{1,4}\)\s*$|Incoterms)/i;

/** An adverb that waits for the verb after it ("then", "thereafter", "securely"); not a frequency ("monthly") or "only". */
const DANGLING_ADVERB = /^(?:then|thereafter|also|further|(?!(?:daily|weekly|monthly|quarterly|annually|yearly|hourly|early|only|fully|supply|apply|reply|family|assembly)$)[a-z]+ly)$/i;

/** The imperative: the verb and its object, up to the first deadline, condition or list mark, at most 12 words. */
function actionPhrase(item: string, maxWords = 12): string {
  // "credit Customer ten percent (10%) of the monthly fees": the figures alone, so the action keeps its object.
  item = amountsInFigures(item);
  // "maintain, during the Term and for two (2) years thereafter, professional liability insurance": when is an aside.
  item = item.replace(/^(\S+),\s*(?:during|throughout|for|at\s+all\s+times|from)\b[^,;]{0,80},\s*/i, '$1 ');
  // "maintain, at its own expense, cyber liability insurance": who pays is an aside, not the end of the action.
  item = item.replace(/,\s*(?:at\s+(?:its|their|his|her|the\s+\w+'s)\s+(?:own\s+|sole\s+)*(?:cost|expense)(?:\s+and\s+(?:cost|expense))?|at\s+no\s+(?:additional\s+|extra\s+)?(?:cost|charge)(?:\s+to\s+\w+)?|promptly|in\s+full\s+force\s+and\s+effect)\s*,\s*/gi, ' ');
  // "supply to the Company, on a monthly basis, a detailed listing of …": how often is an aside (the recurrence says it).
  item = item.replace(/\s*,\s*(?:on\s+an?\s+(?:weekly|monthly|quarterly|semi-?annual|annual|yearly|regular|ongoing)\s+basis|from\s+time\s+to\s+time)\s*,\s*/gi, ' ');
  // "inform Customer if, in its opinion, an instruction infringes the GDPR": whose view decides is an aside.
  item = item.replace(/\s*,\s*in\s+(?:its|their|his|her|the\s+\w+['’]s)\s+(?:(?:reasonable|sole|good[-\s]faith)\s+)*(?:opinion|view|judg(?:e)?ment|discretion)\s*,\s*/gi, ' ');
  // "make at least two (2) social media posts per month": a minimum right after the verb counts the object.
  item = item.replace(/^(\S+\s+)(at\s+least|not\s+less\s+than|no\s+fewer\s+than)(?=\s+(?!once\b|twice\b)\S+\s+(?:\(\d+\)\s+)?(?!times\b)[a-z])/i, (_, verb: string, words: string) => verb + words.replace(/\s+/g, '\u0001'));
  // "reimburse Athlete for reasonable, pre-approved travel": a comma between two adjectives ends no action.
  item = item.replace(/\b(reasonable|documented|actual|necessary|direct|verifiable|proper|approved|pre-approved)\s*,\s*(?=(?:reasonable|documented|actual|necessary|direct|verifiable|proper|approved|pre-approved|out-of-pocket|business-class|economy-class|receipted)\b)/gi, '$1\u0001');
  const stop = STOP.exec(item.slice(3));
  let head = (stop ? item.slice(0, stop.index + 3) : item).replace(/\u0001/g, ' ');
  // "forward to Customer within five (5) business days any such request it receives": the object follows the
  // deadline; a verb with no object yet before it takes the words after the period (unless they name its event).
  // "deliver to Client, within ten (10) business days after …, a performance report": the time set off by commas.
  const commaTime = stop !== null && stop[0] === ',' && /^\s*(?:within|no\s+later\s+than|not\s+later\s+than)\s/i.test(item.slice(stop.index + 4));
  if (stop && (/^\s+(?:within|no\s+later\s+than|not\s+later\s+than)\b/i.test(stop[0]) || commaTime) && /^\S+(?:\s+(?:back\s+)?to\s+(?:the\s+|each\s+|every\s+)?\S+)?$/i.test(head.trim())) {
    const after = commaTime ? item.slice(stop.index + 4).trimStart().replace(/^(?:within|no\s+later\s+than|not\s+later\s+than)\s+/i, '') : item.slice(stop.index + 3 + stop[0].length).trimStart();
    const period = findDurations(after, 0, Math.min(after.length, 60))[0] ?? hoursAsDays(after);
    const tail = period && period.start === 0 ? after.slice(period.end) : null;
    // "deliver to each Purchaser within forty-five (45) days after the end of each quarter, an unaudited balance sheet":
    // the object follows the event, after its comma.
    const pastEvent = tail !== null && ANCHOR_WORDS.test(tail) ? /^[^,;.]{3,120},\s*(?=(?:an?|the|its|all|any|each|such|[a-z]+ed)\s)/i.exec(tail) : null;
    if (tail !== null && ((!ANCHOR_WORDS.test(tail) && /^\s*(?:,\s*)?[a-z]/i.test(tail)) || pastEvent)) {
      const object = pastEvent ? tail.slice(pastEvent[0].length) : tail.replace(/^\s*,?\s*/, '');
      const objectStop = STOP.exec(object);
      head = `${head.trim()} ${objectStop ? object.slice(0, objectStop.index) : object}`;
    }
  }
  if (stop) {
    const rest = item.slice(stop.index + 3);
    // "keep accurate records of its receipt, dispensing and return": a comma inside a short list is no end of the object.
    const list = stop[0] === ',' ? /^,\s*((?:[\w-]+\s+){0,2}?[\w-]+(?:,\s*(?:[\w-]+\s+){0,2}?[\w-]+)*,?\s+(?:and|or)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s*(?=[.;]|$)/.exec(rest) : null;
    if (list) head = `${head.trimEnd()}, ${list[1]}`;
    // "copies of the Know-How in the form [in which Licensor holds it]": a phrase whose noun the relative clause cut off
    // defines says nothing without it; the object ends before it.
    else if (/^\s+(?:which|whom)\b/i.test(stop[0])) head = head.replace(/\s+(?:in|of|for|with|at|on|by|from|under|to)\s*$/i, '').replace(/\s+(?:in|for|with|at|on|by|from|under|to)\s+(?:the|a|an|its|their|such)\s+[\w-]+\s*$/i, '');
  }
  // "retain all Study records for the longer of [two (2) years after …]": a choice between periods cut off before its
  // limbs names neither; the action ends before it.
  head = head.replace(/\s+(?:for|until|on)\s+the\s+(?:longer|shorter|later|earlier|greater|lesser)\s+of\s*$/i, '');
  const words = head.replace(/\s+/g, ' ').trim().replace(/[.\s]+$/, '').split(' ');
  // "provide … a rolling forecast of its requirements for the following [twelve (12) months]", "issue purchase orders
  // for [at least …]": an action cut short ends on its last full phrase, not on a preposition or article left dangling.
  // A phrase that carries an amount is kept whole when it ends a few words past the limit ("pay the Landlord interest
  // on it at 4% a year above the Bank of England base rate [from the due date …]", "a fee equal to 18% of the Annual
  // License Fee"): cut at the limit, the rate would lose what it is above or of ("at 4% a year above the").
  const PHRASE_START = /^(?:at|for|in|on|to|with|within|from|by|under|until|after|before|during|and|or|unless|when|where|if|equal)$/i;
  let end = Math.min(words.length, maxWords);
  if (words.length > maxWords) {
    const start = words.slice(0, maxWords).findLastIndex((w, i) => i >= 1 && PHRASE_START.test(w));
    const next = words.findIndex((w, i) => i >= maxWords && PHRASE_START.test(w));
    const phraseEnd = next >= 0 ? next : words.length;
    if (start >= 0 && phraseEnd <= maxWords + 8 && /\d|[%$£€]/.test(words.slice(start, maxWords).join(' '))) end = phraseEnd;
  }
  // "reimburse the legal fees of one counsel to the Purchasers up [to $25,000]": a limit cut from its amount takes it.
  const isAmount = (w: string | undefined) => w !== undefined && /^(?:[$£€]|US\$|USD|EUR|GBP)?\d[\d,.]*%?$|^(?:US\$|[$£€])[\d,.]+$/.test(w);
  if (end < words.length && /^(?:to|than|least|of)$/i.test(words[end - 1]!) && isAmount(words[end])) end += 1;
  else if (end + 1 < words.length && /^(?:to|than)$/i.test(words[end]!) && isAmount(words[end + 1])) end += 2;
  // "for up to twelve [(12) months]": a period cut after its number in words takes its figure and unit.
  if (end < words.length && /^\(\d{1,3}\)$/.test(words[end]!)) end += 1;
  if (end < words.length && /^(?:\(\d{1,3}\)|\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|[a-z]+ty)$/i.test(words[end - 1]!) && /^(?:(?:business|calendar|working)$|(?:hours?|days?|weeks?|months?|years?)[.,;]?$)/i.test(words[end]!)) end += /^(?:business|calendar|working)$/i.test(words[end]!) && end + 1 < words.length ? 2 : 1;
  // "a royalty of 6% of Net Sales of Licensed [Products]": a defined term cut in the middle names nothing; it is kept whole.
  const capitalisedWord = (w: string | undefined) => w !== undefined && /^[A-Z][\w'’-]*[.,;]?$/.test(w);
  for (let extra = 0; extra < 3 && end < words.length && capitalisedWord(words[end - 1]) && capitalisedWord(words[end]) && /^[A-Z]/.test(words[end - 1]!); extra++) end += 1;
  // "deliver a written notice … requesting the other Party's [written consent]": a possessive cut from its noun names
  // nothing; the noun phrase after it is kept (up to three words, to the next preposition or conjunction).
  if (end < words.length && /[a-z](?:['’]s|s['’])$/i.test(words[end - 1]!)) {
    for (let extra = 0; extra < 3 && end < words.length && /^[a-z][\w-]*$/i.test(words[end]!) && !DANGLING_WORD.test(words[end]!) && !PHRASE_START.test(words[end]!); extra++) end += 1;
  }
  // "retain all Study records for the longer of [two (2) years …]": a choice cut before its limbs names neither.
  const cut = words.length > end ? words.slice(0, end).join(' ').replace(/\s+(?:for|until|on)\s+the\s+(?:longer|shorter|later|earlier|greater|lesser)(?:\s+of\b.*)?$/i, '') : words.join(' ');
  const kept = cut.split(' ');
  // "return the Customer Data in a standard machine-readable format and then securely [delete it]": an action cut at
  // the limit ends on no adverb waiting for its verb.
  const cutShort = words.length > end;
  // "contribute 2% of weekly Gross Sales to the brand development fund administered [by Franchisor]": nor on a participle
  // cut from its agent.
  const cutFromAgent = () => cutShort && kept.length > 3 && /^[a-z]+ed$/.test(kept.at(-1)!) && /^by$/i.test(words[kept.length] ?? '');
  while (kept.length > 2 && (DANGLING_WORD.test(kept.at(-1)!) || (cutShort && DANGLING_ADVERB.test(kept.at(-1)!)) || cutFromAgent())) kept.pop();
  return kept.join(' ');
}

/** The period a sum accrues by: "for each (full) week", "per day", "in respect of every calendar month". */
const PER_PERIOD = String.raw`\b(?:for|per|in\s+respect\s+of)\s+(?:each|every|any)?\s*(?:full\s+|complete\s+|calendar\s+|business\s+|working\s+)?(?:day|week|month)`;
/** A failure that runs on through the period: "of delay", "that the delivery is late", "that the sum remains unpaid". */
const FAILURE_GOES_ON = String.raw`(?:delay\w*|late(?:ness)?|overdue|outstanding|unpaid|continues|remains|persists)`;
/** A sum stated per period of a failure: "1% of the Price for each (full) week of delay", "$500 per day that the delivery is late". */
const RATE_UNIT = new RegExp(String.raw`${PER_PERIOD}(?:\s+or\s+part\s+(?:thereof|of\s+a\s+(?:day|week|month)))?(?:\s+(?:of|that|in\s+which)\s+(?:the\s+)?[^.;,]{0,40}?\b${FAILURE_GOES_ON})?`, 'i');
/** The most such a sum can reach: ", capped at 10% of the Price", "up to a maximum of 10% of the Price", "not to exceed $50,000 in total". */
const RATE_CAP = /^[,\s]*(?:(?:but\s+|and\s+)?(?:capped\s+at|up\s+to(?:\s+(?:a|the)\s+(?:maximum|total|cap|aggregate)\s+(?:amount\s+)?of)?|subject\s+to\s+(?:a|the)\s+(?:maximum|cap)\s+of|(?:not\s+)?(?:to\s+)?exceed(?:ing)?|to\s+a\s+maximum\s+of|with\s+a\s+(?:maximum|cap)\s+of|limited\s+to)\s+(?:(?:a\s+)?(?:total|aggregate)\s+of\s+)?)/i;

/**
 * "pay the Buyer liquidated damages of 1% of the Price for each full week of delay, up to a maximum of 10% of the
 * Price": a sum that accrues by a period is nothing without its rate and its ceiling, so the action keeps both — the
 * sum, the period it accrues by and the cap — however long. Null when the payment accrues by no period.
 */
function rateAndCap(item: string): string | null {
  item = amountsInFigures(item).replace(/\s+/g, ' ');
  const rate = RATE_UNIT.exec(item);
  if (!rate || !AMOUNT.test(item.slice(0, rate.index))) return null;
  const head = item.slice(0, rate.index + rate[0].length).trim();
  const after = item.slice(rate.index + rate[0].length);
  const cap = RATE_CAP.exec(after);
  const capAmount = cap ? AMOUNT.exec(after.slice(cap[0].length)) : null;
  if (!cap || !capAmount || capAmount.index > 4) return head;
  // The cap's amount with what it is of: "10% of the Price", "$50,000 in the aggregate".
  const capped = after.slice(cap[0].length).slice(0, capAmount.index + capAmount[0].length + 60).split(/,\s|;|\.(?:\s|$)|\s+(?:and|unless|provided|which|as\s+liquidated)\b/)[0]!.trim();
  return `${head}, capped at ${capped}`;
}

const AMOUNT = new RegExp(`${MONEY_AMOUNT}|${PERCENTAGE}`, 'i');
/** "if the overcharge exceeds five percent (5%)", "more than 5% of the fees": a level a condition tests, not a sum paid. */
const THRESHOLD_AMOUNT = new RegExp(String.raw`\b(?:exceed(?:s|ing)?|(?:is\s+)?(?:more|greater)\s+than|in\s+excess\s+of)\s+(?:(?:[a-z-]+\s+)+(?:percent|per\s+cent)\s*\(\s*\d+(?:\.\d+)?\s*%\s*\)|${MONEY_AMOUNT}|${PERCENTAGE})`, 'gi');
/** "… who shall visit each Facility at least once each month": a duty a relative clause sets the person just named. */
const RELATIVE_DUTY = /\b(?:who|which|that)\s+(?:shall|will|must)\s+[^.;]*/gi;
/** A sum of money (see MONEY_AMOUNT). */
const MONEY = new RegExp(MONEY_AMOUNT, 'i');

/** A sum that accrues by the period of a failure: "for each day of delay", "per week or part of a week that the delivery is late". */
// Also a period over a threshold ("per month exceeding …"), which is no schedule either; the rate's own words stop before it.
const RATE_PER_PERIOD = new RegExp(String.raw`${PER_PERIOD}\b[^.;]{0,50}?\b(?:${FAILURE_GOES_ON}|exceed\w*)\b`, 'gi');

function amountIn(s: string): string | null {
  return AMOUNT.exec(s)?.[0].trim() ?? null;
}

/** "pay the following bonuses …: (a) $100,000 for …; (b) $60,000 for …": each listed sum, not the first alone. */
function listedSums(sentence: string): string | null {
  // "the following amounts, each once only, within forty-five (45) days after the first achievement of the event by
  // Licensee, an Affiliate or a Sublicensee: (a) …": the lead-in may state when each is due at some length.
  const colon = /\bthe\s+following\b[^:;]{0,240}:\s*\((?:a|i|1)\)/i.exec(sentence);
  if (!colon) return null;
  const limbs = sentence.slice(colon.index + colon[0].length - 3).split(/\s*\((?:[a-h]|[ivx]{1,4}|\d)\)\s*/).filter((l) => l.trim().length > 0);
  // "(e) the first calendar year in which worldwide Net Sales exceed US$500,000,000: US$20,000,000": a milestone's
  // threshold is not its sum.
  const sums = limbs.map((l) => AMOUNT.exec(l.replace(THRESHOLD_AMOUNT, ' '))?.[0].trim()).filter((a): a is string => a !== undefined);
  return sums.length >= 2 && sums.length === limbs.length ? sums.join(' / ') : null;
}

/** "a base fee of $480,000 for each Contract Year, payable in four equal quarterly instalments of $120,000 each": what
 * falls due each time is the instalment, not the yearly sum. */
function instalmentAmount(sentence: string): string | null {
  const m = /\binstal(?:l)?ments?\s+of\s+/i.exec(amountsInFigures(sentence));
  if (!m) return null;
  const after = amountsInFigures(sentence).slice(m.index + m[0].length);
  const amount = AMOUNT.exec(after);
  return amount && amount.index <= 2 ? amount[0].trim() : null;
}

/** "at the following rates: 4% of Net Sales up to …; 6% … and 8% …": every rate of a tiered payment, not the first. */
function tieredRates(sentence: string): string | null {
  if (!/\b(?:rates?|tiers?|tiered|bands?)\b/i.test(sentence)) return null;
  const rates = [...new Set([...sentence.matchAll(new RegExp(PERCENTAGE, 'gi'))].map((m) => m[0].replace(/\s?per\s?cent$/i, '%')))];
  return rates.length >= 2 ? `tiered ${rates.join(' / ')}` : null;
}

/**
 * "report its performance … within five (5) Business Days after the end of each month, and the parties shall meet each
 * quarter to review performance": an act of another subject that follows in the same sentence has its own time and
 * frequency; this act's are read without it ("and shall …", "and it shall …" go on with the same subject).
 */
const OTHER_SUBJECTS_ACT = /[,;]?\s+(?:and|but|while|whereupon)\s+(?!(?:it|he|she|they)\s)(?:(?:the|its|each|such|either|both)\s+)?(?:[\w-]+\s+){1,3}?(?:shall|will|must)\s/i;
function withoutOtherSubjectsActs(scope: string, item: string): string {
  const at = scope.indexOf(item.slice(0, 30));
  if (at < 0) return scope;
  const from = at + Math.min(item.length, 30);
  const next = OTHER_SUBJECTS_ACT.exec(scope.slice(from));
  return next ? scope.slice(0, from + next.index) : scope;
}

export function recurrenceIn(text: string): Recurrence {
  // "2% of the price for each day of delay", "per week that the breach continues": a rate of a sum, not a schedule.
  text = text.replace(RATE_PER_PERIOD, ' ');
  // "the unpaid amount shall bear interest at one percent (1%) per month": the rate of interest on a late sum, not how
  // often anything is paid.
  text = text.replace(/\binterest\b[^.;]{0,80}?(?:%\)?|\bpercent\b\)?)\s*(?:per|a|each)\s+(?:calendar\s+)?(?:month|annum|year)\b/gi, ' ');
  // "royalties on annual Net Sales", "4% of monthly Gross Revenue": the period a base is measured over, not how often
  // the sum is paid.
  // A "monthly sales report" or "quarterly revenue statement" comes round that often.
  text = text.replace(/\b(?:annual|yearly|monthly|quarterly|weekly|daily)\s+(?=(?:(?:net|gross|aggregate|total)\s+)?(?:sales|revenues?|turnover|income|receipts|profits?)\b(?!\s+(?:reports?|statements?|forecasts?|plans?|summar(?:y|ies)|listings?)\b))/gi, ' ');
  // "pay the Annual Maintenance Fees that would have been payable for the lapsed period": a sum the contract defines by
  // a name, referred to with "the", says how much, not how often this act comes round.
  text = text.replace(/\bthe\s+Annual(?=(?:\s+[A-Z][\w-]*){1,3}\b)/g, 'the');
  if (/\b(?:semi-?annual(?:ly)?|twice\s+(?:a|per|each)\s+year|every\s+six\s+(?:\(6\)\s+)?months|each\s+(?:six|6)[-\s]month)\b/i.test(text)) return 'semiannually';
  // "in advance on the usual quarter days": a lease's four rent days a year.
  if (/\b(?:quarter\s+days?|quarterly|each\s+(?:calendar\s+)?quarter|every\s+(?:calendar\s+)?quarter|every\s+(?:three|3)\s+months|per\s+(?:calendar\s+)?quarter|(?:calendar|fiscal)\s+quarters?|(?:once|twice)\s+a\s+quarter)\b/i.test(text)) return 'quarterly';
  if (/\b(?:monthly|each\s+(?:calendar\s+)?month|every\s+(?:calendar\s+)?month|per\s+month|calendar\s+month|(?:once|twice)\s+a\s+month)\b/i.test(text)) return 'monthly';
  // "a royalty … for each calendar week": a calendar week as a calendar month.
  if (/\b(?:weekly|each\s+(?:calendar\s+)?week|every\s+(?:calendar\s+)?week|per\s+(?:calendar\s+)?week|(?:once|twice)\s+a\s+week)\b/i.test(text)) return 'weekly';
  if (/\b(?:daily|each\s+day|every\s+day|per\s+day)\b/i.test(text)) return 'daily';
  // "after the end of each service charge year": a year the contract keeps its accounts by.
  // "If the royalties paid for any calendar year … are less than EUR 400,000, the Licensee shall pay the shortfall": a sum
  // measured over each year comes round once a year, whatever report it is paid with.
  if (/\b(?:annual(?:ly)?|(?:each|for\s+any)\s+(?:calendar\s+|contract\s+|fiscal\s+|(?:service\s+charge|accounting|financial|insurance|rental)\s+)?year|every\s+year|per\s+(?:calendar\s+)?year|once\s+(?:a|per)\s+year|on\s+each\s+anniversary|yearly)\b/i.test(text)) return 'annually';
  // "before the start of each Maintenance Year", "for each Licence Year": a year the contract defines by name.
  if (/\b(?:[Ee]ach|[Ee]very)\s+[A-Z][\w-]*\s+Year\b/.test(text)) return 'annually';
  return 'none';
}

/** "within thirty (30) days after receipt of the invoice", "no later than March 1, 2021", "at least 90 days prior to …". */
const DEADLINE_WORDS = /\b(?:within|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before)\s+\S|\bby\s+(?:the\s+)?(?:\d|[A-Z][a-z]+\s+\d|end\b|date\b)/i;
const DEADLINE = /\b(?:within|no\s+later\s+than|not\s+later\s+than|no\s+more\s+than|at\s+least|not\s+less\s+than|no\s+less\s+than|on\s+or\s+before|by|prior\s+to|before|before\s+the\s+end\s+of|on\s+the\s+(?:date|day)\s+(?:that|which)\s+is|on\s+the\s+(?:date|day)\s+falling)\s+/gi;
const ANCHOR_WORDS = /^[\s,]*(?:\([^)]*\)\s*)?(?:(?:business|calendar)\s+days?\s+)?(?:after|following|from|of|upon|prior\s+to|before|in\s+advance\s+of|preceding|subsequent\s+to)\s+(?:the\s+|such\s+|any\s+|each\s+|its\s+|their\s+)?/i;

/** "' (prior) written notice of (the day on which …)": the notice a period of advance notice announces. */
const ADVANCE_NOTICE = /^['’]?s?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\s+(?:of|before|prior\s+to)\s+/i;
/** "… days' written notice" with no event named after it: an advance notice all the same. */
const NOTICE_AHEAD = /^['’]?s?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/i;

/** Anchor words that put the deadline before the event: "prior to", "before", "in advance of", "preceding". */
const PERIOD_BEFORE = /\b(?:prior\s+to|before|in\s+advance\s+of|preceding)\s/i;

/** "start work on site on October 5, 2026": an act the contract fixes on a stated day. */
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const ON_DATE = /\bon\s+(?=(?:[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?[A-Z][a-z]+,?\s+\d{4})\b)/;

/** "by 31 January in each year", "on or before March 31 of each calendar year": a day of the year, every year. */
export const YEARLY_DAY = new RegExp(String.raw`\b(?:by|on|before|on\s+or\s+before|(?:no|not)\s+later\s+than)\s+(?:the\s+)?((?:\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?(?:${MONTHS})|(?:${MONTHS})\s+\d{1,2}(?:st|nd|rd|th)?)\s*,?\s+(?:in|of)\s+(?:each|every)\s+(?:calendar\s+|contract\s+)?year)\b`, 'i');

/** "pay the undisputed portion when due", "as and when they fall due", "on its due date". */
const WHEN_DUE = /\b(?:(?:as\s+and\s+)?when|as)\s+(?:(?:it|they|the\s+same)\s+(?:is|are|become|becomes|fall|falls)\s+)?due\b|\bon\s+(?:its|their|the)\s+(?:respective\s+)?due\s+dates?\b/i;

function deadlineIn(sentence: string, item: string): DutyDeadline | null {
  // "submit its annual marketing plan by 31 January in each year": due that day each year, first on or after the start.
  const yearly = YEARLY_DAY.exec(item);
  if (yearly) return { period: null, anchor: null, anchorText: yearly[1]!.replace(/\s+/g, ' '), statedDate: null };
  // The deadline belongs to the action: read it in the action's own words first, then in the whole sentence. An action
  // due "when due" ("and Client shall pay the undisputed portion when due") keeps the due date its invoice has: a period
  // another act of the sentence states ("shall work to resolve the dispute within fifteen (15) days") is not its.
  for (const s of WHEN_DUE.test(item) ? [item] : [item, sentence]) {
    // An act fixed on a stated day in its own words is due that day, whatever deadline a later act of the sentence has.
    if (s === sentence && s !== item) {
      const on = ON_DATE.exec(item);
      const date = on ? findDates(item.slice(on.index + on[0].length), 0, 40)[0] : undefined;
      if (date && date.start === 0) return { period: null, anchor: null, anchorText: null, statedDate: date.iso, on: true };
    }
    for (const m of s.matchAll(DEADLINE)) {
      // "interest … on any Rent not paid within fourteen (14) days after the date on which it is due": the time is the
      // lateness that triggers the interest, not a deadline for paying it.
      if (/\b(?:not\s+(?:been\s+)?(?:paid|made|received)|unpaid|remains?\s+unpaid)\s+$/i.test(s.slice(Math.max(0, m.index - 30), m.index))) continue;
      // "shall, at the Customer's request made within thirty (30) days, return the Customer Data": the time limits the
      // request, not the act it asks for.
      if (/\b(?:request|election|demand|notice)\s+(?:is\s+|being\s+)?(?:made|given|received|delivered|served)\s+$/i.test(s.slice(Math.max(0, m.index - 40), m.index))) continue;
      const after = s.slice(m.index + m[0].length);
      const duration = findDurations(after, 0, Math.min(after.length, 60))[0] ?? hoursAsDays(after);
      // "within a further sixty (60) days": a period that follows another.
      if (duration && /^(?:an?\s+)?(?:further|additional)\s+$/i.test(after.slice(0, duration.start)) && s === item) {
        return { period: { value: duration.value, unit: duration.unit, text: after.slice(0, duration.end).trim() }, anchor: null, anchorText: null, statedDate: null, before: false };
      }
      if (duration && duration.start <= 2 && !/^(?:annual|yearly|each year|every year|year to year|year-to-year|month-to-month)$/i.test(duration.text)) {
        const tail = after.slice(duration.end);
        // "give the Buyer at least ten (10) business days' written notice of the day on which it will deliver": notice
        // given that long before the event it announces, not within that time.
        const advance = /^(?:at\s+least|not\s+less\s+than|no\s+less\s+than)\s+$/i.test(m[0]) ? ADVANCE_NOTICE.exec(tail) : null;
        if (advance) {
          const anchorText = anchorPhrase(tail.slice(advance[0].length));
          return { period: { value: duration.value, unit: duration.unit, text: duration.text }, anchor: anchorText ? anchorKind(anchorText) : null, anchorText, statedDate: null, before: true };
        }
        const minimum = /^(?:at\s+least|not\s+less\s+than|no\s+less\s+than)\s+$/i.test(m[0]);
        // "by giving at least ninety (90) days' written notice": notice given that long ahead of what it announces,
        // not within that time.
        if (minimum && NOTICE_AHEAD.test(tail)) {
          return { period: { value: duration.value, unit: duration.unit, text: duration.text }, anchor: null, anchorText: null, statedDate: null, before: true };
        }
        // "a delivery date at least sixty (60) days after the date of the order": the earliest day, not a deadline
        // (unlike "keep records for at least five (5) years after …", how long a duty lasts).
        if (minimum && /^\s*(?:after|following|from)\b/i.test(tail) && !/\bfor\s+(?:a\s+(?:minimum\s+)?period\s+of\s+)?$/i.test(s.slice(0, m.index))) continue;
        const anchorWords = ANCHOR_WORDS.exec(tail);
        const anchorText = anchorWords ? anchorPhrase(tail.slice(anchorWords[0].length)) : null;
        const dated = anchorText ? findDates(anchorText)[0] : undefined;
        // "ten (10) days prior to the commencement of such quarter": the period runs back from the event.
        const before = anchorText !== null && PERIOD_BEFORE.test(anchorWords![0]);
        // "on the date that is twenty-four (24) months after the Closing": due that day, not any time within the period.
        const onThatDay = /^on\s+the\s+(?:date|day)\b/i.test(m[0]);
        return {
          period: { value: duration.value, unit: duration.unit, text: duration.text },
          anchor: anchorText ? anchorKind(anchorText) : null,
          anchorText,
          statedDate: dated?.iso ?? null,
          before,
          ...(onThatDay ? { on: true } : {}),
        };
      }
      const date = findDates(after, 0, Math.min(after.length, 40))[0];
      if (date && date.start <= 4) return { period: null, anchor: null, anchorText: null, statedDate: date.iso };
      if (/^(?:on\s+or\s+before|prior\s+to|before|no\s+later\s+than|not\s+later\s+than|by)\s+$/i.test(m[0])) {
        const anchorText = anchorPhrase(after.replace(/^(?:the|such|any|each)\s+/i, ''));
        if (anchorText && /^(?:(?:the|each|any|such)\s+)?(?:closing|effective\s+date|expiration|termination|end|launch|first|commencement|delivery|receipt|date|anniversary|\d+(?:st|nd|rd|th)\s+day)\b/i.test(anchorText)) {
          return { period: null, anchor: anchorKind(anchorText), anchorText, statedDate: null };
        }
      }
    }
  }
  // "make Customer Data available for export for thirty (30) days after termination": a duty that lasts a stated time
  // after the contract ends is tracked until that time runs out.
  const lasting = lastingAfterEnd(item) ?? lastingAfterEnd(sentence);
  if (lasting) return lasting;
  // "Upon termination of this Agreement, X shall return …": due at termination.
  const upon = /^(?:upon|on|after|following|in\s+the\s+event\s+of|promptly\s+(?:upon|after|following)|within\s+\S+\s+after)\s+(?:the\s+)?(?:any\s+)?((?:expiration\s+or\s+)?(?:termination|expiration|expiry)(?:\s+or\s+(?:expiration|termination))?(?:\s+of\s+this\s+agreement)?)/i.exec(sentence);
  if (upon) return { period: null, anchor: anchorKind(upon[1]!), anchorText: upon[1]!, statedDate: null };
  // "payable in four equal quarterly instalments, on the first day of each calendar quarter": due as each period begins.
  const periodStart = ON_PERIOD_START.exec(item) ?? ON_PERIOD_START.exec(sentence);
  if (periodStart) return { period: null, anchor: 'event', anchorText: periodStart[1]!.replace(/\s+/g, ' '), statedDate: null, on: true };
  // "in advance on the usual quarter days": due on each of a lease's four quarter days.
  const quarterDays = /\bon\s+(?:or\s+before\s+)?(the\s+(?:usual\s+)?quarter\s+days)\b/i.exec(item) ?? /\bon\s+(?:or\s+before\s+)?(the\s+(?:usual\s+)?quarter\s+days)\b/i.exec(sentence);
  if (quarterDays) return { period: null, anchor: 'event', anchorText: quarterDays[1]!.replace(/\s+/g, ' '), statedDate: null, on: true };
  // "pay a signing bonus of $50,000 on signing of this Agreement", "Upon execution of this Agreement, …": due the day
  // the agreement is signed.
  const signing = ON_SIGNING.exec(item) ?? ON_SIGNING.exec(sentence);
  if (signing) return { period: null, anchor: 'effective_date', anchorText: signing[1]!.replace(/\s+/g, ' '), statedDate: null, on: true };
  return null;
}

/** "on the first day of each calendar quarter", "in advance on the first business day of each month", "no later than
 *  the fifth (5th) Business Day of each calendar month": a day counted from each period's start. */
const ON_PERIOD_START = /\b(?:on|by|(?:no|not)\s+later\s+than|on\s+or\s+before)\s+(the\s+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))(?:\s*\(\s*\d{1,2}(?:st|nd|rd|th)?\s*\))?\s+(?:business\s+|working\s+)?day\s+of\s+(?:each|every)\s+(?:calendar\s+)?(?:month|quarter|year)(?:\s+of\s+(?:the|each|every)\s+(?:[A-Z][\w-]*\s+){1,2}Year)?)\b/i;

/** "on signing of this Agreement", "upon execution hereof", "at signature": the day the agreement is signed. */
const ON_SIGNING = /\b(?:on|upon|at)\s+(?:the\s+)?((?:signing|signature|execution)(?:\s+(?:of\s+)?(?:this\s+agreement|hereof))?)(?!\s+(?:of|by)\s+(?!this\b)(?:the\s+)?(?:[A-Z]|any|each|a)\w*)/i;

/**
 * "for twelve (12) months after it ends" in a sentence about this Agreement: "it" is the contract, whose end is its
 * expiry when nothing ends it sooner.
 */
function itsContractEnd(deadline: DutyDeadline | null, sentence: string): DutyDeadline | null {
  if (deadline === null || deadline.anchor !== 'event' || !/^it\s+(?:ends|expires|terminates)\b/i.test(deadline.anchorText ?? '')) return deadline;
  const at = sentence.indexOf(deadline.anchorText!);
  return /\b(?:this\s+agreement|the\s+term)\b/i.test(sentence.slice(0, at)) && !/\b(?:licen[cs]e|polic(?:y|ies)|warranty|statement\s+of\s+work|order)\b/i.test(sentence.slice(0, at)) ? { ...deadline, anchor: 'expiration' } : deadline;
}

/** "for thirty (30) days after termination", "for a period of 90 days following expiry": how long a duty runs after the end. */
function lastingAfterEnd(s: string): DutyDeadline | null {
  for (const d of findDurations(s)) {
    if (!/\bfor\s+(?:a\s+(?:further\s+)?period\s+of\s+)?(?:at\s+least\s+)?$/i.test(s.slice(Math.max(0, d.start - 30), d.start))) continue;
    const tail = s.slice(d.end);
    const anchorWords = ANCHOR_WORDS.exec(tail);
    if (!anchorWords || PERIOD_BEFORE.test(anchorWords[0])) continue;
    const anchorText = anchorPhrase(tail.slice(anchorWords[0].length));
    if (anchorText === null) continue;
    const anchor = anchorKind(anchorText);
    if (anchor !== 'termination' && anchor !== 'expiration') continue;
    return { period: { value: d.value, unit: d.unit, text: d.text }, anchor, anchorText, statedDate: null, before: false, lasts: true };
  }
  return null;
}

/**
 * "within forty-eight (48) hours after …", "within 24 hours": incident and recall notices run in hours. Periods are
 * kept in days (the obligation's date arithmetic has no hours), rounded up; the text keeps the hours as written.
 */
function hoursAsDays(after: string): ReturnType<typeof findDurations>[number] | undefined {
  const m = /^(?:[a-z-]+(?:\s+[a-z-]+)?\s+)?\(?(\d{1,3})\)?\s*(?:consecutive\s+)?hours?\b/i.exec(after);
  if (!m || Number(m[1]) <= 0) return undefined;
  return { value: Math.ceil(Number(m[1]) / 24), unit: 'day', text: m[0], start: 0, end: m[0].length };
}

/** The event a period counts from, up to the next comma or clause: "the end of each calendar quarter". */
function anchorPhrase(s: string): string | null {
  // "redeliver the Deliverable within ten (10) business days, after which Client shall retest it": "after which" turns to
  // what follows the period; it names no event the period runs from.
  if (/^\s*(?:which|whom|whose|whereupon|whereafter)\b/i.test(s)) return null;
  // "… after the end of each Contract Year the Supplier shall send …": the subject and its modal begin the duty itself.
  // "after the year to which they relate" names the year by its relative clause, which stays; any other relative clause
  // goes with its preposition, not leaving "the year to".
  const words = /[,;:.(]|\s+(?:and\s+(?:shall|will)|provided|unless|except|in\s+accordance|pursuant|(?:(?:to|in|for|of|on|with|from|under|during)\s+)?which(?!\s+(?:it|they|such\s+\w+)\s+(?:relates?|appl(?:y|ies)|refers?)\b)|for\s+(?:the|any)\s+(?:purpose|period))\b/i.exec(s);
  const subject = /\s+(?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3}\s+(?:shall|will|must)\b/.exec(s);
  // "… after the end of each calendar quarter to review the performance reports": the purpose is no part of the event.
  const purpose = /\s+(?:in\s+order\s+)?to\s+(?!(?:the|such|a|an|any|each|every|which|whom|whose|its|their|his|her|this|that|these|those|be|date|day|extent)\b)(?:review|discuss|consider|agree|address|assess|evaluate|monitor|plan|report|confirm|resolve|determine|approve)\b/.exec(s);
  const stop = [words, subject, purpose].filter((m): m is RegExpExecArray => m !== null).sort((a, b) => a.index - b.index)[0] ?? null;
  const phrase = (stop ? s.slice(0, stop.index) : s).replace(/\s+/g, ' ').trim().split(' ').slice(0, 10).join(' ');
  return phrase.length > 1 ? phrase : null;
}

function anchorKind(anchorText: string): DeadlineAnchor {
  // "the effective date of termination" counts from the termination, not from the contract's effective date.
  if (/\beffective\s+date\s+of\s+(?:such\s+|the\s+|any\s+)?(?:termination|expiration)\b/i.test(anchorText)) return /termination/i.test(anchorText) ? 'termination' : 'expiration';
  if (/\b(?:effective\s+date|date\s+(?:hereof|of\s+this\s+agreement)|execution\s+(?:date|of\s+this\s+agreement)|signing|commencement\s+date)\b/i.test(anchorText)) return 'effective_date';
  if (/\btermination\b/i.test(anchorText)) return 'termination';
  // "after this Agreement ends", "after it expires": the contract's end, which is its expiry when nothing ends it sooner.
  if (/\b(?:expiration|expiry|end\s+of\s+(?:the|this)\s+(?:term|agreement))\b|^(?:(?:this|the)\s+agreement|the\s+term)\s+(?:ends|expires|terminates|comes\s+to\s+an\s+end)\b/i.test(anchorText)) return 'expiration';
  return 'event';
}
