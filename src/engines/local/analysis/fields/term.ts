// Term and renewal: the initial term ("for a term of five (5) years from the Effective Date"), a stated end
// date ("until December 31, 2020"), perpetual terms, the renewal term ("successive one-year periods") and the
// notice to stop a renewal ("at least ninety (90) days prior to the expiration").

import type { ContractFields } from '../../../types.ts';
import { findDates, shiftDate, type DateMention } from './dates.ts';
import { findDurations, type DurationMention } from './durations.ts';
import { sentencesMatching, type Span } from './sentences.ts';
import { escapeRegExp, NOTICE_ELECTING_TO_RENEW } from '../../../../analysis/regexp.ts';
import { openEndedTermOf } from '../../../../analysis/durations.ts';
import { emptyTermFields } from '../../../../analysis/empty-term-fields.ts';

export type TermFields = Pick<
  ContractFields,
  'expirationDate' | 'isPerpetual' | 'initialTerm' | 'renewalTerm' | 'noticePeriodToTerminateRenewal' | 'termEvidence' | 'termStart'
>;

const TERM_SENTENCE =
  /\b(?:term\s+of\s+this\s+(?:agreement|contract)|initial\s+term|(?<!\b(?:shall|will|may)\s)(?:has|have)\s+an?\s+(?:(?:initial|base|primary|original|minimum|fixed)\s+)?term\s+of\b|(?:this\s+)?agreement\s+(?:shall|will)\s+(?:commence|continue|remain|be\s+in\s+effect|expire|terminate|be\s+effective|have\s+a\s+term)|shall\s+(?:continue|remain)\s+in\s+(?:full\s+)?(?:force|effect)|(?:the\s+)?term\s+(?:shall|will)\s+(?:be|commence|begin|continue|expire|end)|(?:the\s+)?term\b[^.]{0,40}\b(?:shall|will)\s+(?:be|commence|begin|continue|expire|end)|expir(?:e|es|ation)\s+(?:on|at)|for\s+(?:a|the)\s+(?:term|period)\s+of)\b/i;
const RENEWAL_SENTENCE = /\b(?:renew(?:al|ed|s|ing|able)?|(?:year|month)[-\s]to[-\s](?:year|month)|(?:thereafter|after\s+that)\s+until\s+terminated|extend(?:ed)?\s+(?:automatically|for)|automatic(?:ally)?\s+(?:extend|continu)\w*|successive|thereafter\s+(?:continue|remain)|(?:on\s+a\s+|from\s+)(?:year|month)[-\s]to[-\s](?:year|month)|automatic(?:ally)?\s+extension|not\s+to\s+extend|elect\w*\s+not\s+to\s+(?:renew|extend|continue))\b/i;
/** A numbered definition's section number ("1.18 "Calendar Year" means …"), whose dots are no sentence end. */
const SECTION_NUMBER = String.raw`(?:\d+(?:\.\d+)*\.?\s+)?`;
const PERIOD_DEFINITION = new RegExp(String.raw`^${SECTION_NUMBER}[^.]{0,40}?["“](?:Calendar|Contract|Fiscal|Financial|Lease|Agreement)?\s*(?:Quarter|Year|Month|Week|Period)["”]\s*(?:shall\s+)?means?\b`);
/** "automatically renew for successive terms of the same duration": each renewal as long as the initial term. */
const SAME_DURATION_RENEWAL = /\b(?:renew|extend)\w*\b[^.;]{0,60}\b(?:terms?|periods?)\s+of\s+(?:the\s+)?(?:same|equal|like)\s+(?:duration|length)\b/i;
/** "Such notice must be given ninety (90) days prior to expiration": a sentence that goes on about the renewal notice. */
const NOTICE_CONTINUATION = /^(?:such|this|that|the|any)\s+(?:written\s+)?notice\b/i;
/** "A six (6) months notice must be given by either party of their intention to terminate" right after a renewal. */
function isNoticeContinuation(sentence: string): boolean {
  if (/\bat\s+any\s+time\b|\binsur\w+|\bpolic(?:y|ies)\b/i.test(sentence)) return false;
  return NOTICE_CONTINUATION.test(sentence) || (/\bnotice\b/i.test(sentence) && /\b(?:terminat\w*|non-?renew\w*|not\s+to\s+(?:renew|extend))\b/i.test(sentence) && !/\b(?:breach|default|cure)\b(?![^.]*\bother\s+than\s+breach)/i.test(sentence.replace(/other\s+than\s+(?:a\s+)?breach/gi, '')));
}
const PERPETUAL = /\b(?:in\s+perpetuity|perpetual(?:ly)?|(?:continue|remain)\s+in\s+(?:full\s+)?(?:force\s+and\s+)?effect\s+(?:indefinitely|until\s+(?:terminated|such\s+time\s+as)))\b/i;
/** Words right before an end date: "until", "through", "expire on", "ending on". */
const END_DATE_CUE = /\b(?:until|through(?:\s+to|\s+and\s+including)?|thru|to\s+and\s+including|end(?:s)?(?=\s+the\s+(?:later|earlier)\s+of)|expir(?:e|es|ing)(?:\s+on)?|end(?:s|ing)?\s+(?:on|as\s+of)|terminat(?:e|es|ing)(?:\s+on)?|conclud(?:e|es|ing)(?:\s+on)?|ends?\s+at|(?:expiration|termination|end)\s+date\s*:|(?:19|20)\d{2}\s*(?:to|-|–|through)|ending|(?:expiration|termination|end)\s+date["”]?\s+(?:shall\s+)?means?|from\s+[^.]{4,30}?\s+to|expire\s+at\s+(?:midnight|the\s+close\s+of\s+business)\s+on)\s*(?:(?:midnight|11:59\s*p\.?m\.?)[^,]{0,30}\s+on\s+)?(?:the\s+(?:later|earlier)\s+of\s*:?\s*(?:\((?:a|i|1)\)\s*)?)?$/i;
/** A duration measured from the start: "… years from the Effective Date", "for a term of …". */
const TERM_DURATION_BEFORE = /(?:\bTerm\s*:|\bterm\b[^.]{0,40}\b(?:(?:shall|will)\s+be|is)(?:\s+for)?|for\s+(?:an?\s+|the\s+)?(?:(?:initial|original|fixed|minimum)\s+)?(?:term|period)\s+of|for\s+a\s+further|for(?:\s+the)?|term\s+(?:of|shall\s+be|is)|(?:shall|will)\s+(?:continue|remain)[^.]{0,40}for)\s*(?:an?\s+)?(?:additional\s+)?(?:period\s+of\s+)?$/i;
const TERM_DURATION_AFTER = /^[\s,]*(?:\([^)]*\)[\s,]*)?(?:(?:term|period)\s+)?(?:from|after|following|commencing|beginning|starting|of\s+the\s+date|thereafter|later)\b/i;
/** "… and ending twenty-four (24) months thereafter": the end counted from the start. */
const ENDS_AFTER_DURATION = /\b(?:end(?:s|ing)?|expir(?:e|es|ing)|terminat(?:e|es|ing)|conclud(?:e|es|ing))\s+(?:on\s+the\s+date\s+(?:that\s+is\s+|which\s+is\s+)?)?$/i;
/** A duration that is notice, not a term: "ninety (90) days prior to", "… days' written notice". */
const NOTICE_AFTER = /^[’'s]*\s*(?:\([^)]*\)\s*)?(?:advance\s+|prior\s+|written\s+|'\s*)*(?:prior|before|in\s+advance|notice|written\s+notice|preceding)/i;
const NOTICE_OF = /\bnotice\b(?:\s+(?:to|given\s+to|served\s+on)\s+the\s+other\s+[Pp]arty)?\s+of\s+(?:at\s+least|not\s+less\s+than|no\s+less\s+than|a\s+minimum\s+of)\s+$/i;
const NOTICE_BEFORE = /(?:at\s+least|not\s+less\s+than|no\s+(?:less|later|fewer)\s+than|minimum\s+of|within|upon|giving|give|provides?)\s*(?:the\s+other\s+party\s+)?(?:with\s+)?(?:a\s+)?$/i;

/** Term fields; `effectiveDate` (YYYY-MM-DD) lets the expiration be computed from a term length. */
export function extractTerm(text: string, effectiveDate: string | null, spans: Span[]): TermFields {
  const result: TermFields = emptyTermFields();
  const termSentences = sentencesMatching(text, TERM_SENTENCE, spans).filter((s) => s.end - s.start < 1500);
  findExpiration(text, termSentences, spans, effectiveDate, result);
  // ""Calendar Quarter" means each successive period of three consecutive calendar months": a defined period.
  const renewalSentences = sentencesMatching(text, RENEWAL_SENTENCE, spans).filter((s) => s.end - s.start < 1500 && !PERIOD_DEFINITION.test(text.slice(s.start, s.end)));
  // The sentence right after a renewal sentence that begins "Such notice …" continues it.
  for (const s of [...renewalSentences]) {
    const next = spans[spans.findIndex((x) => x.start === s.start) + 1];
    if (!next || renewalSentences.includes(next) || !isAutomaticRenewalSentence(text.slice(s.start, s.end))) continue;
    if (isNoticeContinuation(text.slice(next.start, next.end))) renewalSentences.push(next);
  }
  const continuations = new Set(renewalSentences.filter((s) => !RENEWAL_SENTENCE.test(text.slice(s.start, s.end))));
  renewalSentences.sort((a, b) => a.start - b.start);
  findRenewal(text, renewalSentences, continuations, result);
  if (result.renewalTerm === null && result.initialTerm !== null) {
    const same = renewalSentences.find((s) => SAME_DURATION_RENEWAL.test(text.slice(s.start, s.end)));
    if (same) {
      const m = SAME_DURATION_RENEWAL.exec(text.slice(same.start, same.end))!;
      const start = same.start + m.index;
      result.renewalTerm = { ...result.initialTerm };
      result.termEvidence.renewalTerm = { start, end: start + m[0].length, quote: m[0] };
    }
  }
  if (result.noticePeriodToTerminateRenewal === null && result.renewalTerm !== null && renewalSentences.some((s) => isAutomaticRenewalSentence(text.slice(s.start, s.end)))) {
    findNoticeInTermination(text, spans, result);
  }
  if (result.expirationDate === null && result.initialTerm === null) {
    const perpetual = termSentences.find((s) => PERPETUAL.test(text.slice(s.start, s.end)));
    if (perpetual) result.isPerpetual = true;
  }
  return result;
}

/** Sentences about the contract's duration at all: where stated end dates and anniversaries are looked for. The verb
 *  may come first: "The license … begins on the Effective Date and continues for an initial term of three (3) years". */
const DURATION_TOPIC = /\b(?<!\b(?:shall|will|may)\s)(?:has|have)\s+an?\s+(?:(?:initial|base|primary|original|minimum|fixed)\s+)?term\s+of\b|\b(?:agreement|term|contract|period)\b[^]*\b(?:terminat|expir|end|until|through|continue|remain|effective|valid|anniversary|commenc)|\b(?:continu|remain|run)\w*\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?for\s+(?:an?\s+|the\s+)?(?:(?:initial|original|fixed|minimum)\s+)?(?:term|period)\s+of\b|\b(?:shall|will)\s+(?:expire|terminate)\s+(?:on|upon|at)\s+the\s+(?:earlier|later)\s+of\b|\bterm\b[^]{0,20}(?:19|20)\d{2}\s*(?:to|through|–|-)\s/i;
/** Sentences that state the main term, which outrank other term-like sentences. */
// Plain drafting states it in the present tense: "This Agreement begins on the Effective Date and continues for twelve
// (12) months"; English drafting has it "come into force".
/** Standard terms call themselves "these Terms" ("These Subscription Terms commence on … and continue for …"). */
const MAIN_TERM = /(?:^|\n)\s*(?:\d+(?:\.\d+)*\.?\s+)?Term\s*:|\b(?:initial\s+(?:term|period)|term\s+of\s+this\s+(?:agreement|contract)|(?:this\s+)?agreement\s+(?:(?:shall|will)\s+(?:commence|continue|remain|become\s+effective|come\s+into\s+(?:force|effect)|be\s+(?:in\s+effect|effective|valid|for))|(?:begins|commences|starts|becomes\s+effective|takes\s+effect|comes\s+into\s+(?:force|effect))\b[^.;]{0,60}?\band\b(?:,[^.;,]{0,60},)?\s*(?:continues|remains|runs)|(?:continues|remains\s+in\s+(?:full\s+)?(?:force|effect)|runs)\s+for)|the\s+term\b[^.]{0,30}\b(?:shall|will)\s+be|these\s+(?:[a-z][\w-]*\s+){0,2}terms(?:\s+and\s+conditions)?\s+(?:(?:shall|will)\s+)?(?:commence|continue|remain|begin|take\s+effect)s?)\b/i;
/** "The term of this JSMA shall commence …": the agreement called by an abbreviation of its title (case matters). */
const MAIN_TERM_ABBREVIATION = /\b[Tt]erm\s+of\s+this\s+[A-Z]{2,}\b/;
function statesMainTerm(sentence: string): boolean {
  return MAIN_TERM.test(sentence) || MAIN_TERM_ABBREVIATION.test(sentence);
}
const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, fifteenth: 15, twentieth: 20, 'twenty-fifth': 25, thirtieth: 30,
};
const ANNIVERSARY = new RegExp(
  `\\b(?:(?<word>${Object.keys(ORDINALS).join('|')})(?:\\s*\\(\\s*\\d+\\s*(?:st|nd|rd|th|t\\s?h)?\\s*\\))?|(?<digits>\\d{1,2})\\s*(?:st|nd|rd|th|t\\s?h)|\\(?(?<years>\\d{1,2})\\)?\\s*[-\\s]?years?)\\s+anniversary\\s+of\\s+(?:the\\s+)?(?<anchor>effective\\s+date|date\\s+(?:hereof|of\\s+this\\s+agreement)|execution|commencement\\s+date|this\\s+agreement)`,
  'gi',
);

/** A defined end: "Expiration Date: August 31, 2006", ""Expiration Date" means March 31, 2020", "Term: November 1, 2014 to October 31, 2017". */
const DEFINED_END = /\b(?:(?:Expiration|Termination|End|Expiry)\s+Date["”]?\s*(?::|means|shall\s+mean|shall\s+be|is)|Term["”]?\s*:\s*[^\n.;]{6,40}?\s(?:to|through|until|-|–))\s*$/i;

/** ""Service Period" means …", ""Contract Year" shall mean …": a defined period other than the term itself. */
const OTHER_PERIOD_DEFINITION = new RegExp(String.raw`^${SECTION_NUMBER}[^.]{0,40}?["“]((?![^"”]*\b(?:Term|Expiration|Expiry|End)\b)[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3}\s+(?:Period|Year|Term\s+Year))["”]\s*(?:shall\s+)?means?\b`);

/** ""Contract Year" means each twelve-month period …", ""Quarter" means each successive period of three months": a
 *  defined period that recurs, by which the contract counts prices and volumes. */
const RECURRING_PERIOD_DEFINITION = new RegExp(String.raw`^${SECTION_NUMBER}[^.]{0,40}?["“][^"”]{0,30}\b(?:Year|Quarter|Month|Week)["”]\s*(?:shall\s+)?means?\s+(?:each|every|any)\b`);

/** "Expiration Date: at midnight on the last day of the month fifteen (15) years from the Effective Date". */
const DEFINED_END_LABEL = /\b(?:Expiration|Termination|End|Expiry)\s+Date["”]?\s*(?::|means|shall\s+mean|shall\s+be|is)\s*/gi;

function definedEndByPeriod(text: string, effectiveDate: string | null): { iso: string; term: NonNullable<TermFields['initialTerm']>; evidence: { start: number; end: number; quote: string } } | null {
  for (const label of text.matchAll(DEFINED_END_LABEL)) {
    const from = label.index + label[0].length;
    const phrase = text.slice(from, from + 160).split(/[.;\n]\s/)[0]!;
    const duration = findDurations(phrase)[0];
    const counted = duration && /^\s*(?:\([^)]*\)\s*)?(?:from|after|following)\s+(?:the\s+)?(?:Effective\s+Date|date\s+(?:hereof|of\s+this\s+Agreement)|(Commencement\s+Date))/i.exec(phrase.slice(duration.end));
    if (!duration || !counted) continue;
    // "… years from the Commencement Date": from the date its definition gives, if it gives one.
    const commencement = counted[1] ? definedDate(text, 'Commencement Date') : undefined;
    if (commencement === null) continue;
    const startDate = commencement ?? effectiveDate;
    if (startDate === null) continue;
    let iso = shiftDate(startDate, duration);
    // "the last day of the month …": the end of the month that period reaches.
    if (/\blast\s+day\s+of\s+the\s+(?:calendar\s+)?month\b/i.test(phrase.slice(0, duration.start))) {
      const [y, m] = iso.split('-').map(Number) as [number, number];
      iso = `${y}-${String(m).padStart(2, '0')}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
    }
    const start = from + duration.start;
    return { iso, term: { value: duration.value, unit: duration.unit, text: duration.text }, evidence: { start, end: from + duration.end, quote: text.slice(start, from + duration.end) } };
  }
  return null;
}

function definedEndDate(text: string): DateMention | null {
  for (const date of findDates(text)) {
    if (DEFINED_END.test(text.slice(Math.max(0, date.start - 70), date.start))) return date;
  }
  return null;
}

function findExpiration(text: string, sentences: Span[], allSpans: Span[], effectiveDate: string | null, result: TermFields): void {
  const defined = definedEndDate(text);
  const definedByPeriod = defined ? null : definedEndByPeriod(text, effectiveDate);
  if (definedByPeriod) {
    result.initialTerm = definedByPeriod.term;
    result.expirationDate = definedByPeriod.iso;
    result.termEvidence.initialTerm = definedByPeriod.evidence;
    return;
  }
  if (defined) {
    result.expirationDate = defined.iso;
    result.termEvidence.expirationDate = { start: defined.start, end: defined.end, quote: defined.quote };
    return;
  }
  let topical = allSpans.filter((s) => s.end - s.start < 1500 && DURATION_TOPIC.test(text.slice(s.start, s.end)));
  // "this Agreement shall remain in effect until the earlier of the below events occur: (a) The fifth anniversary …":
  // a term sentence that ends in a colon goes on in the list item after it.
  const mainTerm = topical
    .filter((s) => statesMainTerm(text.slice(s.start, s.end)))
    .map((s) => {
      const next = allSpans[allSpans.findIndex((x) => x.start === s.start) + 1];
      return next && text[s.end - 1] === ':' && next.end - s.start < 1500 ? { start: s.start, end: next.end } : s;
    });
  const mainText = mainTerm.map((s) => text.slice(s.start, s.end)).join(' ');
  // ""Contract Year" means the period … ending on September 30, 2020": another period's definition, unless the
  // term sentence runs for that period ("continue in effect for the Service Period").
  const isOtherPeriod = (s: Span) => {
    // ""Contract Year" means each twelve-month period beginning on …": a period that comes round again and again is
    // never the term, with a term sentence or without one.
    if (RECURRING_PERIOD_DEFINITION.test(text.slice(s.start, s.end))) return true;
    // Without a term sentence, a defined "Contract Period" may be the only statement of the term.
    if (mainTerm.length === 0) return false;
    const defined = OTHER_PERIOD_DEFINITION.exec(text.slice(s.start, s.end));
    return defined !== null && !new RegExp(`\\b${escapeRegExp(defined[1]!)}\\b`, 'i').test(mainText);
  };
  topical = topical.filter((s) => !isOtherPeriod(s));
  // A defined period the term sentence runs for is read before other sentences.
  const referredPeriods = allSpans.filter((s) => s.end - s.start < 1500 && OTHER_PERIOD_DEFINITION.test(text.slice(s.start, s.end)) && !isOtherPeriod(s));
  // "This Agreement … continues for the Subscription Period" with a cover-page row "Subscription Period: 36 months
  // from the Effective Date": the row states the term the sentence runs for.
  for (const row of text.matchAll(COVER_PERIOD_ROW)) {
    if (!new RegExp(String.raw`\b(?:for|during|of)\s+(?:the|this|each|any)\s+${escapeRegExp(row[1]!).replace(/\s+/g, '\\s+')}\b`).test(mainText)) continue;
    const start = row.index + row[0].indexOf(row[1]!);
    referredPeriods.push({ start, end: row.index + row[0].length });
  }
  // "This Agreement shall remain in effect perpetually as long as fees are paid": a term sentence that states no
  // end and no length makes the contract perpetual; a support year or a fee period elsewhere is not its term.
  const perpetual = [...mainTerm, ...sentences].find((s) => {
    const sentence = text.slice(s.start, s.end);
    return PERPETUAL.test(sentence) && findDates(text, s.start, s.end).length === 0 && !findDurations(text, s.start, s.end).some((d) => !/^(?:annual(?:ly)?|yearly|each year|every year)$/i.test(d.text) && !isNotice(text, d));
  });
  if (perpetual) {
    result.isPerpetual = true;
    return;
  }
  // Sentences that state the main term first: a date or period there beats one elsewhere in the contract.
  const rest = [...new Set([...sentences, ...topical])].filter((s) => !isOtherPeriod(s)).sort((a, b) => a.start - b.start);
  // A term that runs for a defined period ("shall expire on the last day of the Royalty Term") is that period: when
  // its definition gives no date or length (the latest of several events), no other sentence's period is the term.
  // So is a term that ends at an event the contract names ("shall expire on the last day of the Royalty Term").
  // So is one that runs until an event or while a state lasts ("until the expiry of the last Royalty Term", "for so long
  // as any Shareholder holds Shares", "shall expire upon the expiration of the last-to-expire Valid Claim"): a confidentiality
  // period or a diligence deadline elsewhere does not give it an end date.
  const endsAtEvent =
    mainTerm.some((s) => TERM_ENDS_AT_EVENT.test(text.slice(s.start, s.end)) || ANNIVERSARY_OF_AN_EVENT.test(text.slice(s.start, s.end))) ||
    [...mainTerm, ...sentences.filter((s) => AGREEMENT_ENDS.test(text.slice(s.start, s.end)))].some((s) => openEndedTermOf(text.slice(s.start, s.end)) !== null);
  const groups = referredPeriods.length > 0 || endsAtEvent ? [[...mainTerm, ...referredPeriods]] : [[...mainTerm, ...referredPeriods], rest];
  for (const group of groups) {
    const endDate = statedEndDate(text, group);
    if (endDate) {
      result.expirationDate = endDate.iso;
      result.termEvidence.expirationDate = { start: endDate.start, end: endDate.end, quote: endDate.quote };
      return;
    }
    const term = anniversaryTerm(text, group) ?? bestTermDuration(text, group);
    if (term) {
      result.initialTerm = { value: term.value, unit: term.unit, text: term.text };
      result.termEvidence.initialTerm = { start: term.start, end: term.end, quote: term.text };
      const stated = termStartDate(text, group, term);
      const defined = stated === null ? definedTermStart(text, group, term, allSpans) : null;
      if (defined) result.termStart = defined;
      const start = stated ?? (defined ? defined.date : effectiveDate);
      // "ten (10) years from and including 24 June 2026": the first day counts, so the term ends the day before the
      // anniversary (23 June 2036).
      const inclusive = /^\s*(?:\([^)]*\)\s*)?from\s+and\s+including\b/i.test(text.slice(term.end, term.end + 40));
      if (start !== null) result.expirationDate = inclusive ? shiftDate(shiftDate(start, term), { value: 1, unit: 'day' }, -1) : shiftDate(start, term);
      return;
    }
  }
}

/** A cover-page row that states a period: "Subscription Period: 36 months from the Effective Date", "Initial Term: 2 years". */
const COVER_PERIOD_ROW = /(?<=^|\n)[ \t]*((?:[A-Z][\w-]*[ \t]+){0,3}(?:Period|Term))[ \t]*:[ \t]*[^\n]*\d[^\n]*/g;

/** "this Agreement shall expire …": a term sentence whose subject is the agreement, though it states no main term. */
const AGREEMENT_ENDS = /\bagreement\s+(?:shall|will)\s+(?:automatically\s+)?(?:expire|terminate|end)\b/i;

/** "shall expire on the last day of the Royalty Term", "shall continue until the expiration of the last Valid Claim". */
const TERM_ENDS_AT_EVENT = /\b(?:expire|terminate|end)s?\s+(?:on|upon|at|with)\s+(?:the\s+)?(?:(?:last|final)\s+day\s+of|(?:expiration|expiry|end)\s+of)\s+(?:the\s+)?(?:last\s+(?:to\s+expire\s+)?)?(?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)\p{Lu}\p{L}+\s+(?:Term|Period)\b/u;

/** "shall remain in force until the fifth anniversary of the first commercial sale": an anniversary of an event the
 *  contract names, not of the effective date or of signing — no date, and no other sentence's period is the term. */
const ANNIVERSARY_OF_AN_EVENT = /\b(?:until|on|upon)\s+the\s+[\w-]+(?:\s*\(\s*\d+\s*(?:st|nd|rd|th)?\s*\))?\s+anniversary\s+of\s+(?:the\s+)?(?!effective\s+date\b|date\s+(?:hereof|of\s+this\s+agreement|(?:it|this\s+agreement)\s+is\s+signed)\b|execution\b|commencement\s+date\b|this\s+agreement\b)[a-z]/i;

function statedEndDate(text: string, sentences: Span[]): DateMention | null {
  for (const s of sentences) {
    for (const date of findDates(text, s.start, s.end)) {
      if (END_DATE_CUE.test(text.slice(Math.max(s.start, date.start - 60), date.start))) return date;
    }
  }
  return null;
}

/** "twenty (20) years, commencing on January 1, 2016": a start stated next to the term outranks the effective date. */
function termStartDate(text: string, sentences: Span[], term: DurationMention): string | null {
  const sentence = sentences.find((s) => s.start <= term.start && term.end <= s.end);
  if (!sentence) return null;
  for (const date of findDates(text, sentence.start, sentence.end)) {
    if (/\b(?:commenc\w*|begin\w*|start\w*|from|effective)\s+(?:on|as\s+of|upon)?\s*$/i.test(text.slice(Math.max(sentence.start, date.start - 30), date.start))) return date.iso;
  }
  return null;
}

/**
 * "shall commence on the Commencement Date and shall continue for … three (3) years": a term that runs from a defined
 * date other than the agreement's own (a commencement, service start or go-live date). Its definition fixes the date
 * (""Commencement Date" means 1 June 2025", "1 June 2025 (the "Commencement Date")") or leaves it to an event (""Go-Live
 * Date" means the date the Services first go live"), when the start is unknown; an undefined name is read as the
 * effective date, as before.
 */
const TERM_RUNS_FROM = /\b(?:commenc\w*|begin\w*|start\w*|from(?:\s+and\s+including)?|with\s+effect\s+from)\s+(?:on\s+|upon\s+|as\s+of\s+|from\s+|with\s+)?the\s+(?<name>(?:\p{Lu}[\p{L}-]*\s+){1,3}Date)\b/gu;
/** The agreement's own date under another name: no separate start. */
const AGREEMENT_DATE_NAME = /^(?:Effective|Execution|Signature|Signing|Agreement|Contract|Amendment)\s+Date$/i;
function definedTermStart(text: string, sentences: Span[], term: DurationMention, spans: Span[]): NonNullable<TermFields['termStart']> | null {
  const sentence = sentences.find((s) => s.start <= term.start && term.end <= s.end);
  if (!sentence) return null;
  // "The term … begins on the date Lessee signs a Delivery and Acceptance Certificate (the "Commencement Date") …
  // Schedule No. 1 has a Base Term of sixty (60) months": the start may stand in the sentence before.
  const paragraphStart = text.lastIndexOf('\n\n', sentence.start) + 1;
  const before = spans.filter((s) => s.start >= paragraphStart && s.end <= sentence.start).reverse();
  for (const s of [sentence, ...before]) {
    for (const m of text.slice(s.start, s.end).matchAll(TERM_RUNS_FROM)) {
      const name = m.groups!.name!.replace(/\s+/g, ' ');
      if (AGREEMENT_DATE_NAME.test(name)) continue;
      const date = definedDate(text, name);
      if (date !== undefined) return { name, date };
    }
    // "begins on the date Lessee signs … (the "Commencement Date")": the start is an event the sentence defines.
    const event = /\b(?:commenc\w*|begin\w*|start\w*)\s+(?:on|upon)\s+the\s+(?:date|day)\s+(?:on\s+which\s+)?(?!(?:first\s+)?(?:set\s+forth|written|stated|shown)\s+above|hereof|of\s+this\s+(?:agreement|contract))[^.;]{5,160}?\((?:the\s+)?["“](?<name>(?:\p{Lu}[\p{L}-]*\s+){0,3}Date)["”]\)/u.exec(text.slice(s.start, s.end));
    if (event && !AGREEMENT_DATE_NAME.test(event.groups!.name!)) return { name: event.groups!.name!.replace(/\s+/g, ' '), date: null };
  }
  return null;
}

/** The date a defined name stands for: its definition's date, null when the definition gives none, undefined when the text does not define it. */
function definedDate(text: string, name: string): string | null | undefined {
  const quoted = `["“]${escapeRegExp(name).replace(/ /g, '\\s+')}["”]`;
  // ""Commencement Date" means 1 June 2025": the words after the name, up to the end of the definition.
  const definition = new RegExp(`${quoted}\\s*(?:shall\\s+)?(?:means?|refers?\\s+to|is)\\b[^\\n]{0,300}`).exec(text);
  if (definition) {
    const body = definition[0].split(/(?<=[.;])\s/)[0]!;
    return findDates(text, definition.index, definition.index + body.length)[0]?.iso ?? null;
  }
  // "1 June 2025 (the "Commencement Date")": a date named where it is stated.
  const inline = new RegExp(`\\((?:the|hereinafter)?\\s*${quoted}\\)`).exec(text);
  if (!inline) {
    // A particulars or key-terms row: "Term Commencement Date: 24 June 2026", "| Commencement Date | 1 March 2026 |".
    const row = new RegExp(`(?:^|\\n)[ \\t|]*${escapeRegExp(name).replace(/ /g, '[ \\t]+')}[ \\t]*[:|][ \\t]*([^\\n]{0,80})`).exec(text);
    if (!row) return undefined;
    const from = row.index + row[0].length - row[1]!.length;
    return findDates(text, from, row.index + row[0].length)[0]?.iso ?? null;
  }
  const before = text.slice(Math.max(0, inline.index - 120), inline.index);
  const from = inline.index - before.length + Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n')) + 1;
  const last = findDates(text, from, inline.index).at(-1);
  return last && inline.index - last.end < 40 ? last.iso : null;
}

/** "until the fifth (5th) anniversary of the Effective Date": a term of five years. */
function anniversaryTerm(text: string, sentences: Span[]): DurationMention | null {
  for (const s of sentences) {
    for (const m of text.slice(s.start, s.end).matchAll(ANNIVERSARY)) {
      // "if the termination occurs prior to the first anniversary of …": a point in the term, not its end.
      if (/(?<!\bday\s)\b(?:prior\s+to|before|after|following|occurs?|from)\s+(?:the\s+)?$/i.test(text.slice(Math.max(s.start, s.start + m.index - 30), s.start + m.index))) continue;
      // "The minimum annual royalties … are: 1st anniversary of the EFFECTIVE DATE and each subsequent anniversary …":
      // a date that recurs, on which something is paid, is no end of the term.
      if (/^\s*(?:,\s*)?(?:and|or)\s+(?:on\s+)?(?:each|every)\s+(?:subsequent|succeeding|following|later)?\s*anniversary\b/i.test(text.slice(s.start + m.index + m[0].length, s.end))) continue;
      const g = m.groups!;
      const years = g.word ? ORDINALS[g.word.toLowerCase()]! : Number(g.digits ?? g.years);
      const start = s.start + m.index;
      return { value: years, unit: 'year', text: m[0], start, end: start + m[0].length };
    }
  }
  return null;
}

/** "… from the date of the First Commercial Sale", "after the Launch": a start other than the contract's own. */
/** Not an event: the start the contract gives itself, also under a qualifier ("the Order Effective Date"). */
const COUNTED_FROM_EVENT = /^\s*(?:\([^)]*\)\s*)?(?:(?:term|period)\s+)?(?:from|after|following)\s+(?:the\s+|an?\s+)?(?:(?:date|day)\s+(?:(?:of|on\s+which|that|when)\s+)?(?:the\s+)?)?(?!(?:Effective|Commencement|Execution|Start|Signature|Agreement)\b|Date\b|Agreement\b|Term\b|\p{Lu}[\p{L}-]+\s+(?:Effective|Commencement)\s+Date\b)(?:First\s+)?\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)*/u;

/** "… after this Agreement ends", "… after it expires or is terminated": a period that starts when the agreement ends. */
const POST_TERM_AFTER = /^\s*(?:\([^)]*\)\s*)?(?:after|following|beyond)\s+(?:this\s+(?:agreement|contract)|it|the\s+term)\s+(?:ends|has\s+ended|expires|has\s+expired|terminates|is\s+terminated|comes\s+to\s+an\s+end)\b/i;

/** "for twelve (12) months after ceasing to hold Shares", "for one year following the date he ceases to be employed":
 *  a restriction's tail counted from when a person leaves, not the agreement's term. */
const AFTER_A_PERSON_LEAVES = /^[^.;]{0,20}?\b(?:after|following|from)\s+(?:the\s+date\s+(?:on\s+which\s+|that\s+|when\s+)?)?(?:(?:he|she|it|they|he\s+or\s+she|the\s+\w+|such\s+\w+|that\s+\w+)\s+)?(?:ceas(?:es|ing|ed)\s+to\s+(?:hold|be|own)|leav(?:es|ing)\s+(?:the\s+)?(?:company|employ\w*)|(?:the\s+)?(?:cessation|termination)\s+of\s+(?:his|her|its|their|the\s+\w+['’]s)\s+(?:employment|engagement|shareholding|service))\b/i;

/** "Western Copper covenants … that, for a period of 2 years after the Effective Date, it will not, directly or
 *  indirectly, … carry on …": a period that bounds a restrictive covenant, not the agreement's term. */
const BOUNDS_A_RESTRICTION = /^[^.;]{0,160}?\b(?:(?:shall|will)\s+not(?!\s+be\b)|(?:agrees?|covenants?|undertakes?)\s+not\s+to|(?:shall|will)\s+refrain\s+from)\b/i;

const IMPLICIT_PERIOD = /^(?:annual(?:ly)?|yearly|year-to-year|year to year|each year|every year|month-to-month|month to month)$/i;

/** The duration that states the initial term: scored by its wording, the first of the best. */
function bestTermDuration(text: string, sentences: Span[]): DurationMention | null {
  let best: { duration: DurationMention; score: number } | null = null;
  for (const s of sentences) {
    const isMainTerm = statesMainTerm(text.slice(s.start, s.end));
    for (const d of findDurations(text, s.start, s.end)) {
      if (isNotice(text, d) || (d.unit === 'day' && d.value < 60)) continue;
      // "an annual fee", "from year to year thereafter": a recurrence, never the length of the initial term.
      if (IMPLICIT_PERIOD.test(d.text)) continue;
      const before = text.slice(Math.max(s.start, d.start - 80), d.start);
      const after = text.slice(d.end, Math.min(s.end, d.end + 60));
      if (/\b(?:renew|extend|additional|successive|further|subsequent)\w*\s*(?:term|period)?s?\s*(?:of\s+)?$/i.test(before)) continue;
      // "within ninety (90) days", "not later than ninety (90) days following …", "within a period of 3 months from …": a
      // deadline, not a term.
      if (/\b(?:within|after|following|prior\s+to|before|(?:not|no)\s+later\s+than)(?:\s+(?:a|the)\s+period\s+of)?\s*$/i.test(before)) continue;
      // "during the Term and for a period of one (1) year thereafter", "for the term of this agreement and for six
      // years after its termination": a period that outlasts the term, not the term.
      if (/\b(?:during|for|throughout)\s+the\s+(?:term|period)\b[^.;]{0,40}\band\s+(?:for\s+)?(?:a\s+period\s+of\s+)?$/i.test(before)) continue;
      // "The audit rights … shall survive the Term for a period of three (3) years": how long a duty outlives the term.
      if (/\bsurviv\w*\b[^.;]{0,60}$/i.test(before)) continue;
      // "such breach remains uncured for sixty (60) days following written notice": a cure period.
      if (/\b(?:uncured|unremedied|not\s+(?:been\s+)?(?:cured|remedied)|cure\s+(?:such|the|any)\s+\w+)\b[^.;]{0,20}$/i.test(before)) continue;
      // "for three (3) months following the expiration": a post-term period, not the term.
      // "continue for three (3) years after this Agreement ends", "for five years after its termination": how long a
      // duty outlives the agreement.
      if (/^\s*(?:\([^)]*\)\s*)?(?:after|following|from|of)\s+(?:the\s+|its\s+|such\s+)?(?:expiration|termination|end|expiry)\b/i.test(after) || POST_TERM_AFTER.test(after) || AFTER_A_PERSON_LEAVES.test(after)) continue;
      // "ten (10) years from the date of the First Commercial Sale": a period counted from an event the contract
      // names, not from the effective date, and "the latest of (a) … (b) the date that is ten (10) years …": one
      // of several ends; neither gives an end date.
      if (COUNTED_FROM_EVENT.test(after) || /\b(?:later|latest)\s+of\b/i.test(text.slice(s.start, d.start))) continue;
      if (!isMainTerm && BOUNDS_A_RESTRICTION.test(text.slice(d.end, s.end))) continue;
      let score = 0;
      if (TERM_DURATION_BEFORE.test(before) || ENDS_AFTER_DURATION.test(before)) score += 2;
      if (TERM_DURATION_AFTER.test(after)) score += 2;
      if (score === 0) continue;
      if (isMainTerm) score += 2;
      if (best === null || score > best.score) best = { duration: d, score };
    }
  }
  return best?.duration ?? null;
}

function findRenewal(text: string, sentences: Span[], continuations: Set<Span>, result: TermFields): void {
  for (const s of sentences) {
    const durations = findDurations(text, s.start, s.end);
    const renewal = durations.find((d) => !isNotice(text, d) && isRenewalDuration(text, d, s));
    if (renewal && result.renewalTerm === null) {
      result.renewalTerm = { value: renewal.value, unit: renewal.unit, text: renewal.text };
      result.termEvidence.renewalTerm = { start: renewal.start, end: renewal.end, quote: renewal.text };
    }
    const notice = isAutomaticRenewalSentence(text.slice(s.start, s.end)) || ENDS_A_RENEWAL.test(text.slice(s.start, s.end)) || (continuations.has(s) && isNoticeContinuation(text.slice(s.start, s.end))) ? durations.find((d) => isNotice(text, d) && !isCurePeriod(text, d, s)) : undefined;
    if (notice && result.noticePeriodToTerminateRenewal === null) {
      result.noticePeriodToTerminateRenewal = { value: notice.value, unit: notice.unit, text: notice.text };
      result.termEvidence.noticePeriodToTerminateRenewal = { start: notice.start, end: notice.end, quote: notice.text };
    }
    if (result.noticePeriodToTerminateRenewal !== null) return;
  }
}

/** The sentence is about ending or not renewing the term, where a notice period to stop a renewal lives. */
const NON_RENEWAL_CONTEXT = /\b(?:non-?renew\w*|not\s+(?:to\s+)?(?:renew|extend|continue)|intention\s+not|elect\w*\s+not|(?:end|expiration|expiry|conclusion)\s+of\s+(?:the\s+|any\s+|such\s+|each\s+)?(?:[\w-]+\s+){0,4}(?:term|period|year)|prior\s+to\s+(?:the\s+)?(?:end|expiration|expiry|renewal|anniversary)|terminate\s+(?:this\s+agreement\s+)?(?:at|upon|effective\s+(?:at|upon|as\s+of))\s+the\s+(?:end|expiration)|(?:renew|extend)\w*\s+(?:automatically\s+)?unless)/i;

/** A renewal that happens unless someone acts: only then is there a notice period to stop it. */
const AUTOMATIC_RENEWAL = /\bautomatic(?:ally)?\b|\b(?:renew|extend|continu)\w*\b[^.;]{0,200}\b(?:unless|until\s+terminated)\b|\bevergreen\b/i;
/** Renewals by mutual agreement or by a party's option, and insurance policies' renewals, carry no such notice. A
 *  notice "of its election to renew" exercises an option: nothing renews without it. */
const NOT_AUTOMATIC = new RegExp(
  String.raw`\b(?:mutual(?:ly)?\s+(?:written\s+)?agree\w*|if\s+agreed|upon\s+(?:the\s+)?agreement\s+of|option\s+to\s+(?:renew|extend)|${NOTICE_ELECTING_TO_RENEW}|insur\w+|polic(?:y|ies))\b`,
  'i',
);

/** The notice ends or stops something: "notice of termination", "not to renew", "prior to expiration". */
const ENDING_WORD = /\b(?:terminat\w*|non-?renew\w*|renew\w*|extend\w*|extension|expir\w*|cancel\w*|continu\w*)\b/i;

/** "Provider may increase the fees for any renewal term by giving … sixty (60) days' notice before the end of the
 *  then-current term": the notice announces a new price, it does not stop the renewal (unless the sentence renews too). */
const PRICE_CHANGE = /\b(?:increase|raise|change|adjust|revise)\w*\s+(?:the\s+|its\s+|any\s+)?(?:subscription\s+)?(?:fees?|prices?|rates?|charges?)\b/i;
const RENEWS_AUTOMATICALLY = /\brenew\w*\s+automatically\b|\bautomatic(?:ally)?\s+renew/i;

/** "Lessee may end a month-to-month renewal by giving Lessor not less than thirty (30) days' written notice": the
 *  notice that stops a renewal, in a sentence of its own. */
const ENDS_A_RENEWAL = /\b(?:may|can)\s+(?:end|terminate|cancel)\s+(?:(?:a|the|any|such|this|each)\s+)?(?:[\w-]+\s+){0,2}(?:renewal|extension|renewal\s+term|holdover)\b[^.]*\bnotice\b/i;

function isAutomaticRenewalSentence(sentence: string): boolean {
  if (PRICE_CHANGE.test(sentence) && !RENEWS_AUTOMATICALLY.test(sentence)) return false;
  return (NON_RENEWAL_CONTEXT.test(sentence) || AUTOMATIC_RENEWAL.test(sentence)) && ENDING_WORD.test(sentence) && !NOT_AUTOMATIC.test(sentence);
}

/** "upon written notice … no later than ninety (90) days prior to the expiration of the relevant Term". */
const BEFORE_TERM_END = /^[^.;]{0,60}?\b(?:prior\s+to|before|in\s+advance\s+of|preceding)\s+(?:the\s+)?(?:expiration|expiry|end|conclusion)\s+of\s+(?:the\s+|any\s+|such\s+|each\s+)?(?:[\w-]+\s+){0,3}(?:term|period)\b/i;

/**
 * An automatic renewal whose stop notice sits in the termination clause ("either party may terminate upon notice no
 * later than ninety (90) days prior to the expiration of the relevant Term"): the notice counted back from the end of
 * a term, never a cure period.
 */
function findNoticeInTermination(text: string, spans: Span[], result: TermFields): void {
  for (const s of spans) {
    if (s.end - s.start > 1500 || !/\bnotice\b/i.test(text.slice(s.start, s.end))) continue;
    // "may purchase the Equipment … by giving written notice of its election at least ninety (90) days before the end
    // of the Base Term": notice that exercises an option ends nothing.
    if (!/\b(?:terminat\w*|non-?renew\w*|not\s+(?:to\s+)?(?:renew|extend)|cancel\w*|end\s+(?:this|the)\s+(?:agreement|contract|lease))\b/i.test(text.slice(s.start, s.end))) continue;
    for (const d of findDurations(text, s.start, s.end)) {
      if (!isNotice(text, d) || isCurePeriod(text, d, s) || !BEFORE_TERM_END.test(text.slice(d.end, s.end))) continue;
      result.noticePeriodToTerminateRenewal = { value: d.value, unit: d.unit, text: d.text };
      result.termEvidence.noticePeriodToTerminateRenewal = { start: d.start, end: d.end, quote: d.text };
      return;
    }
  }
}

/** "fails to cure … within thirty calendar days after notice": a cure period, not notice of non-renewal. */
function isCurePeriod(text: string, d: DurationMention, sentence: Span): boolean {
  return /\b(?:cure[sd]?|remed(?:y|ied)|default\w*|breach\w*|fail(?:s|ure)?\s+to\s+(?:perform|pay|comply))\b[^.;]{0,80}$/i.test(text.slice(Math.max(sentence.start, d.start - 120), d.start));
}

/** Whether a duration is a notice period ("ninety (90) days prior to", "30 days' written notice"). */
export function isNotice(text: string, d: DurationMention): boolean {
  const after = text.slice(d.end, d.end + 40);
  const before = text.slice(Math.max(0, d.start - 40), d.start);
  // "upon written notice to the other Party of at least 3 months": the notice named before the period it lasts.
  return NOTICE_AFTER.test(after) || (NOTICE_BEFORE.test(before) && /notice/i.test(text.slice(d.end, d.end + 80))) || NOTICE_OF.test(text.slice(Math.max(0, d.start - 80), d.start));
}

/** A renewal duration sits next to renewal words: "renew for successive one (1) year terms", "additional 2 years". */
function isRenewalDuration(text: string, d: DurationMention, sentence: Span): boolean {
  const before = text.slice(Math.max(sentence.start, d.start - 120), d.start);
  const after = text.slice(d.end, Math.min(sentence.end, d.end + 60));
  // "shall extend for a period of Five (5) years thereafter ("Initial Term")": the initial term, named so.
  if (/^[^.;]{0,30}?\(\s*(?:the\s+)?["“](?:Initial|Original|Primary)\s+(?:Term|Period)["”]/i.test(after)) return false;
  // "the term of such confidentiality obligations in such other agreement may only extend for five (5) years": a
  // limit on another duty's or another agreement's duration, not a renewal of this one.
  if (/\b(?:other\s+agreements?|obligations?|covenants?|restrictions?)\b[^.;()]{0,40}\b(?:may|shall|will|to)\s+(?:only\s+|not\s+)?extend\s+(?:for|beyond)\s*$/i.test(before)) return false;
  // "continue on a year to year basis", "from year to year thereafter": a continuation by one period at a time.
  // Only where the agreement continues so, not where prices may rise "from year to year".
  if (/^(?:year|month)[-\s]to[-\s](?:year|month)$/i.test(d.text)) return /\b(?:continu|renew|extend|remain|effective)\w*\b/i.test(before);
  return (
    /\b(?:renew\w*|extend\w*|successive|additional|further|consecutive|subsequent)\b[^.]{0,80}$/i.test(before) ||
    /^[\s-]*(?:\([^)]*\)\s*)?(?:(?:term|period)\s+)?(?:renewal|extension)/i.test(after) ||
    /\bautomatic(?:ally)?\s*$/i.test(before) ||
    /^[\s-]*(?:terms?|periods?)\b[^.]{0,40}\b(?:renew|thereafter|successive)/i.test(after)
  );
}
