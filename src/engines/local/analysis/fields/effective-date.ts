// The effective date: a defined "Effective Date", else the date the preamble gives the agreement ("dated",
// "made as of", "this 12th day of May 2003"), which is what the contract takes effect from.

import type { Evidence } from '../../../types.ts';
import { findDates, type DateMention } from './dates.ts';

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
  const date = definedEffectiveDate(text) ?? commencementDate(text) ?? effectiveAsOf(text) ?? preambleDate(text) ?? firstContractDate(text);
  return date ? { date: date.iso, evidence: { start: date.start, end: date.end, quote: date.quote } } : null;
}

/** `dated February 1, 2018 (the "Effective Date")` or `"Effective Date" means January 1, 2020`. */
/** `EFFECTIVE DATE means 18 May 2000`: a definition without quotes. */
const EFFECTIVE_DATE_MEANS = /\bEffective\s+Date\s*(?:shall\s+)?(?:means?|is|:)\s*/gi;

function definedEffectiveDate(text: string): DateMention | null {
  for (const m of text.matchAll(EFFECTIVE_DATE_MEANS)) {
    const date = findDates(text, m.index + m[0].length, Math.min(text.length, m.index + m[0].length + 40))[0];
    if (date) return date;
  }
  for (const m of text.matchAll(EFFECTIVE_DATE_TERM)) {
    const before = findDates(text, Math.max(0, m.index - 160), m.index).filter((d) => !isFilingDate(text, d));
    const after = findDates(text, m.index + m[0].length, Math.min(text.length, m.index + m[0].length + 120));
    const meansAfter = /^\s*(?:shall\s+)?(?:mean|means|is|shall\s+be)\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30));
    if (meansAfter && after.length > 0) return after[0]!;
    if (before.length > 0) return before[before.length - 1]!;
  }
  return null;
}

/** "This Agreement shall commence on 1 January 1998", "to be effective January 1, 2008": when it takes effect. */
const COMMENCEMENT_CUE = /\b(?:(?:shall|will)\s+(?:automatically\s+)?(?:commence|begin|start|become\s+effective)|to\s+be\s+effective|shall\s+be\s+effective)\s+(?:on|upon|as\s+of|from|effective)?\s*(?:the\s+)?$/i;
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

/** Last resort: a date stated near "effective" or "dated" anywhere (signature blocks), else the first date. */
function firstContractDate(text: string): DateMention | null {
  const dates = findDates(text).filter((d) => !isFilingDate(text, d) && !isOtherDocumentDate(text, d) && !isEndDate(text, d));
  return dates.find((d) => /\b(?:effective|dated|date:?)\s*(?:as\s+of\s+|on\s+)?$/i.test(text.slice(Math.max(0, d.start - 30), d.start))) ?? dates[0] ?? null;
}

/** "the License Agreement dated February 3, 2006": the date of another document, not of this one. */
const OTHER_DOCUMENT_DATE = /\b(?:that\s+certain|the|an?|any|such|prior|existing|original)\s+(?:[\w-]+\s+){0,8}(?:agreement|letter|plan|contract|amendment|memorandum|note|notice|order)s?\b[^.;]{0,60}\b(?:dated|effective|of|on)\s*(?:as\s+of\s*)?$/i;

function isOtherDocumentDate(text: string, d: DateMention): boolean {
  const before = text.slice(Math.max(0, d.start - 120), d.start);
  return OTHER_DOCUMENT_DATE.test(before) && !/\bthis\s+(?:[\w-]+\s+){0,8}(?:agreement|contract|amendment)\b[^.;]{0,60}$/i.test(before);
}

/** "terminating on May 31, 2016", "until December 31, 2020": when the contract ends, not when it starts. */
function isEndDate(text: string, d: DateMention): boolean {
  return /\b(?:until|through|terminat\w*|expir\w*|end(?:s|ing)?|conclud\w*)\s+(?:on\s+|at\s+)?(?:the\s+)?$/i.test(text.slice(Math.max(0, d.start - 30), d.start));
}

/** Many texts keep the whole opening on one line, so only the words just before the date count. */
function isFilingDate(text: string, d: DateMention): boolean {
  const lineStart = Math.max(text.lastIndexOf('\n', d.start) + 1, d.start - 50);
  return FILING_LINE.test(text.slice(lineStart, d.start));
}
