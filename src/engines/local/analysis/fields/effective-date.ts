// The effective date: a defined "Effective Date", else the date the preamble gives the agreement ("dated",
// "made as of", "this 12th day of May 2003"), which is what the contract takes effect from.

import type { Evidence } from '../../../types.ts';
import { findDates, shiftDate, type DateMention } from './dates.ts';

const PREAMBLE_CHARS = 4000;
const EFFECTIVE_DATE_TERM = /["“”']\s*Effective\s+Date\s*["“”']/gi;
const EFFECTIVE_AS_OF = /\beffective\s+(?:as\s+of\s+|on\s+|from\s+)?(?:the\s+)?$/i;
const PREAMBLE_DATE_CUE = /\b(?:dated|made|entered\s+into|executed|as\s+of|effective|this|on|of|date:?|is\s+made\s+on)\b[^.\n]{0,40}$/i;
/** Lines that date a filing, not the contract ("Source: ACME CORP, 10-K, 12/2/2019"). */
const FILING_LINE = /\b(?:Source:|filed|filing|Exhibit\s+\d)/i;

export interface EffectiveDate {
  date: string;
  evidence: Evidence;
}

export function extractEffectiveDate(text: string): EffectiveDate | null {
  // Exhibits and schedules after the signatures describe other documents and events: never the agreement's date.
  const body = text.slice(0, agreementBodyEnd(text));
  const signedAt = signaturesStart(body);
  const beforeSignatures = body.slice(0, signedAt);
  const date =
    // "This Agreement will become effective as of the date first written above": the preamble's date, whatever a
    // price list or exhibit labels "Effective Date:" further on.
    (EFFECTIVE_AS_OF_PREAMBLE.test(beforeSignatures) ? preambleDate(beforeSignatures.slice(0, recitalsStart(beforeSignatures))) : null) ??
    definedEffectiveDate(beforeSignatures) ??
    // A definitions schedule after the signatures still defines this agreement's terms: `"Effective Date" means …`.
    definedEffectiveDate(text.slice(signedAt), signedAt) ??
    (takesEffectOnExecution(beforeSignatures) ? dayAfterIfStated(beforeSignatures, lastExecutionDate(body)) : null) ??
    commencementDate(beforeSignatures) ??
    effectiveAsOf(beforeSignatures) ??
    // A date in the recitals ("on or after July 30, 2002") is an event's; the testimonium's "as of" date outranks it.
    preambleDate(beforeSignatures.slice(0, recitalsStart(beforeSignatures))) ??
    testimoniumDate(body) ??
    preambleDate(beforeSignatures) ??
    lastExecutionDate(body) ??
    firstContractDate(body);
  return date ? { date: date.iso, evidence: { start: date.start, end: date.end, quote: date.quote } } : null;
}

const EFFECTIVE_AS_OF_PREAMBLE = /\b(?:agreement|contract)\s+(?:shall|will)\s+(?:become|be)\s+effective\s+(?:as\s+of|on)\s+the\s+date\s+first\s+(?:above\s+)?written(?:\s+above)?\b/i;
const TESTIMONIUM = /\bIN\s+WITNESS\s+WHEREOF\b|\bIn\s+(?:evidence|witness)\s+whereof\b/gi;
/** An attachment's heading on its own line: "EXHIBIT A", "Schedule 1", "ANNEX I – Pricing". */
const ATTACHMENT_HEADING = /\n[ \t]*(?:EXHIBIT|Exhibit|SCHEDULE|Schedule|ANNEX|Annex|APPENDIX|Appendix|ATTACHMENT|Attachment)[ \t]+(?:[A-Z]{1,2}|\d{1,2}(?:\.\d+)?|[IVX]{1,4})\b[^\n]{0,80}\n/g;

/** Where the signature block begins: the last testimonium, else the end. */
function signaturesStart(text: string): number {
  return [...text.matchAll(TESTIMONIUM)].at(-1)?.index ?? text.length;
}

/** Where the agreement itself ends: the first attachment heading after its signatures (the whole text when unsigned). */
function agreementBodyEnd(text: string): number {
  const testimonium = [...text.matchAll(TESTIMONIUM)].at(-1);
  if (!testimonium) return text.length;
  ATTACHMENT_HEADING.lastIndex = testimonium.index;
  const heading = ATTACHMENT_HEADING.exec(text);
  return heading ? heading.index : text.length;
}

/** "effective upon execution by both parties", "the date of the last signature below": the later signature counts. */
const EFFECTIVE_ON_EXECUTION = /\b(?:effective|binding|enforceable|commence\w*)\s+(?:upon|when|on|as\s+of|from)\s+(?:the\s+)?(?:date\s+(?:of|on\s+which|it\s+is)\s+)?(?:(?:its|the|full|final|mutual)\s+)?(?:execution|executed|signature|signed)\b[^.]{0,40}\b(?:both|all|each|the\s+last|last|parties)\b|\bdate\s+of\s+(?:the\s+)?last\s+signature\b|\beffective\s+(?:on|upon|as\s+of)\s+the\s+date\s+of\s+(?:signed\s+)?acceptance\b|\blast\s+date\s+(?:of\s+)?(?:signature|(?:written|set\s+forth)\s+below)\b/i;
/** Signature columns whose labels print under the values: "4/24/2018   04/25/2018\nDate   Date". */
const DATE_LABEL_AFTER = /^(?:[ \t]+\d{1,2}\/\d{1,2}\/\d{2,4})*\s+(?:Date|DATE)\b(?![ \t]*:)/;
/** A signature line's date: "Date: June 3, 2019", "Dated: 4/24/2018". Columns are set apart by spaces, a bar or, in
 *  text extracted from a PDF, a tab ("Date: June 25, 2009\tDate: June 29, 2009"). */
const SIGNATURE_DATE_LABEL = /(?:^|\n|\s{2,}|\t|\|)[ \t]*(?:Date|DATE|Dated|DATED|Date\s+[Ss]igned|Signed\s+on)[ \t]*:?[ \t]*$/;

/**
 * The agreement is made when the last party signs: the latest date on the signature lines. Read where the
 * preamble gives no date, or first where the agreement says it takes effect on execution by all parties.
 */
function lastExecutionDate(text: string): DateMention | null {
  const testimonium = [...text.matchAll(TESTIMONIUM)].at(-1);
  const from = testimonium?.index ?? Math.max(0, text.length - 3000);
  const signed = findDates(text, from).filter(
    (d) => (SIGNATURE_DATE_LABEL.test(text.slice(Math.max(from, d.start - 20), d.start)) || DATE_LABEL_AFTER.test(text.slice(d.end, d.end + 40))) && !isOtherDocumentDate(text, d),
  );
  if (signed.length === 0) return null;
  return signed.reduce((latest, d) => (d.iso > latest.iso ? d : latest));
}

/** "effective … on the day after the date of last signature": one day after the later signature. */
function dayAfterIfStated(text: string, signed: DateMention | null): DateMention | null {
  if (signed === null || !/\bday\s+(?:after|following)\s+the\s+(?:date\s+of\s+(?:the\s+)?)?last\s+signature\b/i.test(text)) return signed;
  return { ...signed, iso: shiftDate(signed.iso, { value: 1, unit: 'day' }) };
}

/** "This Agreement shall become effective when executed by all parties." */
export function takesEffectOnExecution(text: string): boolean {
  return EFFECTIVE_ON_EXECUTION.test(text);
}

/** `dated February 1, 2018 (the "Effective Date")` or `"Effective Date" means January 1, 2020`; also
 *  `EFFECTIVE DATE means 18 May 2000`, a definition without quotes. */
const EFFECTIVE_DATE_MEANS = /\bEffective\s+Date\s*(?:shall\s+)?(?:means?|is|:)\s*/gi;

/** A cover-page label in capitals: "EFFECTIVE DATE  JUNE 1, 1998", "EFFECTIVE DATE: 05/05/98". */
const EFFECTIVE_DATE_LABEL = /\bEFFECTIVE\s+DATE\s*[:\-–]?\s*/g;

/** "Effective Date 01 April 2006" in title case: a label only where no article precedes it and the date follows at once. */
const EFFECTIVE_DATE_TABLE_LABEL = /(?<!\b(?:the|this|such|of|on|after|before|from|until)\s+)\bEffective\s+Date[ \t]*:?[ \t]*/g;

/** `offset`: where `text` starts in the whole document (dates are returned in whole-document offsets). */
function definedEffectiveDate(text: string, offset = 0): DateMention | null {
  const shifted = (d: DateMention | undefined) => (d === undefined ? null : offset === 0 ? d : { ...d, start: d.start + offset, end: d.end + offset });
  if (offset > 0) {
    // After the signatures only an explicit definition counts, not a date merely near the words.
    for (const m of text.matchAll(EFFECTIVE_DATE_TERM)) {
      const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
      if (/^\s*(?:shall\s+)?(?:mean|means)\b/i.test(rest)) {
        const date = findDates(text, m.index + m[0].length, Math.min(text.length, m.index + m[0].length + 40))[0];
        if (date) return shifted(date);
      }
    }
    return null;
  }
  for (const m of text.matchAll(EFFECTIVE_DATE_LABEL)) {
    const date = findDates(text, m.index + m[0].length, Math.min(text.length, m.index + m[0].length + 24))[0];
    if (date && date.start - (m.index + m[0].length) <= 4) return date;
  }
  // A confirmation's table of terms: "Trade Date: 27 April 2006 Effective Date 01 April 2006 Termination Date: …".
  for (const m of text.matchAll(EFFECTIVE_DATE_TABLE_LABEL)) {
    const date = findDates(text, m.index + m[0].length, Math.min(text.length, m.index + m[0].length + 24))[0];
    if (date && date.start === m.index + m[0].length) return date;
  }
  for (const m of text.matchAll(EFFECTIVE_DATE_MEANS)) {
    const from = m.index + m[0].length;
    // "EFFECTIVE DATE shall mean the Date of Installation of the System, i.e. December 10, 1993": the date the
    // definition states, up to the end of its sentence.
    const sentenceEnd = text.slice(from, from + 160).search(/(?<!\b(?:i\.e|e\.g|viz|No|[A-Z]))\.\s|;|\n\s*\n/);
    const date = findDates(text, from, Math.min(text.length, from + Math.max(40, sentenceEnd < 0 ? 160 : sentenceEnd)))[0];
    if (date && (date.start - from <= 40 || /\b(?:i\.e\.|namely|being|viz\.)\s*,?\s*$/i.test(text.slice(from, date.start)))) return date;
  }
  for (const m of text.matchAll(EFFECTIVE_DATE_TERM)) {
    const before = findDates(text, Math.max(0, m.index - 160), m.index).filter((d) => !isFilingDate(text, d) && !isOtherDocumentDate(text, d));
    const after = findDates(text, m.index + m[0].length, Math.min(text.length, m.index + m[0].length + 120));
    const meansAfter = /^\s*(?:shall\s+)?(?:mean|means|is|shall\s+be)\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30));
    if (meansAfter && after.length > 0) return after[0]!;
    if (before.length > 0) return before[before.length - 1]!;
  }
  return null;
}

/** "This Agreement shall commence on 1 January 1998", "to be effective January 1, 2008": when it takes effect.
 *  "This Agreement shall come into force on 1 March 2025" and "shall take effect on" name that start too.
 *  "This agreement begins on 1 February 2026" in the present tense is the agreement's own start, as "shall commence" is. */
const COMMENCEMENT_CUE = /\b(?:(?:shall|will)\s+(?:automatically\s+)?(?:commence|begin|start|become\s+effective|come\s+into\s+(?:full\s+)?(?:force|effect)|take\s+effect|enter\s+into\s+force)|(?:this\s+)?(?:agreement|contract)\s+(?:begins|commences|starts|takes\s+effect|comes\s+into\s+force)|to\s+be\s+effective|shall\s+be\s+effective|effective\s+date\s+(?:of\s+(?:this|the)\s+\w+\s+)?(?:shall|will)\s+be)\s+(?:on|upon|as\s+of|from|effective)?\s*(?:the\s+)?$/i;
/** Phases and fiscal periods also "commence"; only the contract's own start counts. */
const SUB_PERIOD = /\b(?:phase|period|year|quarter|month|production|launch|delivery|payment|royalt\w*|schedule|exhibit|amendment)\b[^.;]{0,40}$/i;

function commencementDate(text: string): DateMention | null {
  for (const d of findDates(text)) {
    const before = text.slice(Math.max(0, d.start - 60), d.start);
    if (COMMENCEMENT_CUE.test(before) && !SUB_PERIOD.test(before) && !isOtherDocumentDate(text, d)) return d;
  }
  return null;
}

function effectiveAsOf(text: string): DateMention | null {
  for (const d of findDates(text, 0, Math.min(text.length, PREAMBLE_CHARS))) {
    if (isOtherDocumentDate(text, d)) continue;
    if (EFFECTIVE_AS_OF.test(text.slice(Math.max(0, d.start - 30), d.start))) return d;
  }
  return null;
}

function preambleDate(text: string): DateMention | null {
  const dates = findDates(text, 0, Math.min(text.length, PREAMBLE_CHARS)).filter((d) => !isFilingDate(text, d) && !isOtherDocumentDate(text, d));
  return dates.find((d) => PREAMBLE_DATE_CUE.test(text.slice(Math.max(0, d.start - 60), d.start))) ?? null;
}

/** Where the recitals begin ("WHEREAS", "RECITALS", "BACKGROUND"), else the end of the preamble window. */
function recitalsStart(text: string): number {
  const m = /\bWHEREAS\b|\n\s*(?:RECITALS|Recitals|BACKGROUND|Background)\b/.exec(text.slice(0, PREAMBLE_CHARS));
  return m ? m.index : text.length;
}

/** "IN WITNESS WHEREOF, the parties have executed this Agreement as of this 4th day of April, 2003." */
function testimoniumDate(text: string): DateMention | null {
  const testimonium = [...text.matchAll(TESTIMONIUM)].at(-1);
  if (!testimonium) return null;
  const sentence = text.slice(testimonium.index, testimonium.index + 300).split(/\.\s/)[0]!;
  const date = findDates(text, testimonium.index, testimonium.index + sentence.length + 1)[0];
  if (!date || !/\b(?:as\s+of|on|this|dated|effective)\s+(?:the\s+)?(?:this\s+)?$/i.test(text.slice(Math.max(testimonium.index, date.start - 30), date.start))) return null;
  return isOtherDocumentDate(text, date) ? null : date;
}

/** Last resort: a date stated near "effective" or "dated" anywhere (signature blocks), else the first date. */
function firstContractDate(text: string): DateMention | null {
  const dates = findDates(text).filter((d) => !isFilingDate(text, d) && !isOtherDocumentDate(text, d) && !isEndDate(text, d) && !isStampDate(text, d));
  return dates.find((d) => /\b(?:effective|dated|date:?)\s*(?:as\s+of\s+|on\s+)?$/i.test(text.slice(Math.max(0, d.start - 30), d.start))) ?? dates[0] ?? null;
}

/** "the License Agreement dated February 3, 2006": the date of another document, not of this one. */
const OTHER_DOCUMENT_DATE = /\b(?:that\s+certain|the|an?|any|such|prior|existing|original|in|under|to|by)\s+(?:[\w-]+\s+){0,8}(?:agreement|letter|plan|contract|amendment|memorandum|note|notice|order)s?\b[^.;]{0,80}\b(?:dated|effective|of|on)\s*(?:as\s+of\s*)?$/i;

/** "This Amendment to Services Agreement, dated": the title words of this document, then no other agreement. */
const THIS_DOCUMENT_DATED =
  /\b(?:this|This|THIS)\s+(?:(?:[A-Z][\w-]*|#?\d+[\w.-]*|No\.|to|of|and|for|the)\s+){0,8}(?:agreement|Agreement|AGREEMENT|contract|Contract|CONTRACT|amendment|Amendment|AMENDMENT)\b(?:(?!\b(?:[Aa]greements?|AGREEMENTS?|[Cc]ontracts?|CONTRACTS?|[Aa]mendments?|AMENDMENTS?)\b)[^.;]){0,60}$/;

/**
 * "This amendment to Section 2 of the Co-Branding Agreement is made effective December 9, 1996": the document that
 * "is made" or "is entered into" on the date is the sentence's subject, this one, whatever agreement it names.
 */
const THIS_DOCUMENT_IS_MADE = /^\s*(?:THIS|This)\b[^.;]{0,200}?(?<!\b(?:which|that)\s)\b(?:is|are)\s+(?:hereby\s+)?(?:made|entered\s+into|executed)(?:\s+and\s+(?:entered\s+into|executed))?\s+(?:effective\s+)?(?:as\s+of\s+|on\s+|this\s+)?(?:the\s+)?$/;

function isOtherDocumentDate(text: string, d: DateMention): boolean {
  const before = text.slice(Math.max(0, d.start - 120), d.start);
  // "Supply Agreement — As amended on February 28, 2010", "as supplemented September 12, 2008": a later change.
  if (/\bas\s+(?:last\s+|further\s+)?(?:amended|supplemented|modified)\s+(?:on\s+|as\s+of\s+|through\s+)?$/i.test(before)) return true;
  // The sentence starts on the date's line, or, in text read from a PDF, which breaks sentences across lines, a
  // line or more above it, after a blank line.
  const sentenceStart = (lineOrParagraph: number) => Math.max(d.start - 260, text.lastIndexOf('. ', d.start) + 1, lineOrParagraph);
  const isThisDocument = (start: number) => THIS_DOCUMENT_IS_MADE.test(text.slice(start, d.start).replace(/\([^()]*\)/g, ' '));
  if (isThisDocument(sentenceStart(text.lastIndexOf('\n', d.start) + 1)) || isThisDocument(sentenceStart(paragraphStart(text, d.start)))) return false;
  // "this Agreement … dated" is this one, unless another agreement is named after it ("this Agreement supersedes
  // all prior agreements except the Confidentiality Agreement … dated").
  return OTHER_DOCUMENT_DATE.test(before) && !THIS_DOCUMENT_DATED.test(before.replace(/\([^()]*\)/g, ' '));
}

/** Where the paragraph holding `at` begins: after the last blank line before it, else at the start. */
function paragraphStart(text: string, at: number): number {
  const breaks = [...text.slice(Math.max(0, at - 300), at).matchAll(/\n[ \t]*\n/g)];
  const last = breaks.at(-1);
  return last ? Math.max(0, at - 300) + last.index + last[0].length : 0;
}

/** "terminating on May 31, 2016", "until December 31, 2020": when the contract ends, not when it starts. */
function isEndDate(text: string, d: DateMention): boolean {
  return /\b(?:until|through|terminat\w*|expir\w*|end(?:s|ing)?|conclud\w*)\s+(?:on\s+|at\s+)?(?:the\s+)?$/i.test(text.slice(Math.max(0, d.start - 30), d.start));
}

/** A rubber stamp's words on a scan, on the date's line or the line above it: "RECEIVED" / "APR 03 2025". */
const STAMP_WORDS = /\b(?:RECEIVED|Received|FILED|Filed|SCANNED|Scanned|ENTERED|Entered|STAMPED|DOCKETED|Docketed)\b(?:\s+(?:ON|on|BY|by))?\s*:?\s*$/;

/** A date stamped on the scanned page (when a copy was received or filed) is no date of the agreement. */
function isStampDate(text: string, d: DateMention): boolean {
  const lineStart = text.lastIndexOf('\n', d.start - 1) + 1;
  const before = text.slice(lineStart, d.start);
  if (STAMP_WORDS.test(before)) return true;
  if (before.trim() !== '') return false;
  const previousLine = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, Math.max(0, lineStart - 1));
  return STAMP_WORDS.test(previousLine) && previousLine.trim().length <= 40;
}

/** Many texts keep the whole opening on one line, so only the words just before the date count. */
function isFilingDate(text: string, d: DateMention): boolean {
  const lineStart = Math.max(text.lastIndexOf('\n', d.start) + 1, d.start - 50);
  // "EXHIBIT 10.43 Dated 29/3/18": the exhibit label of a filing, then the agreement's own "Dated".
  if (/\bdated\s*:?\s*(?:as\s+of\s+)?$/i.test(text.slice(lineStart, d.start))) return false;
  return FILING_LINE.test(text.slice(lineStart, d.start));
}
