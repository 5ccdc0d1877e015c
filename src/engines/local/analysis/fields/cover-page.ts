// Standard forms (Common Paper, Bonterms and the like) write their terms once with capitalised variables —
// "governed by the Governing Law", "liable for more than the General Cap Amount", an "Effective Date" left
// blank — whose values are filled in on a cover page or order form. Such a field has no value in the text:
// it is reported as set on the cover page, never guessed from a nearby sentence.

import type { ContractFields, Evidence } from '../../../types.ts';

export type CoverPageVariable = NonNullable<ContractFields['coverPageVariables']>[number];
export type CoverPageField = CoverPageVariable['field'];

/** A form that points to a cover page, order form or key-terms table for its values. */
const FORM_REFERENCE = /\b(?:Cover\s+Page|Order\s+Form|Key\s+Terms|Variables?\s+(?:Page|Table)|Schedule\s+of\s+Variables)\b/i;

/** The capitalised variable used as a noun inside a sentence ("by the Governing Law"), not as a heading. */
const VARIABLES: { field: CoverPageField; pattern: RegExp }[] = [
  { field: 'governingLaw', pattern: /\b(?:by|under|of|with|to|is|be)\s+the\s+(Governing\s+Law)\b(?!\s+(?:of|in)\s+(?:the\s+)?(?:State|Commonwealth|laws?)\b)/g },
  { field: 'chosenCourts', pattern: /\b(?:the|in)\s+(Chosen\s+Courts?)\b/g },
  { field: 'liabilityCap', pattern: /\b(?:the|exceed)\s+((?:General|Increased)\s+Cap\s+Amount|Cap\s+Amount)\b/g },
  { field: 'effectiveDate', pattern: /\bEffective\s+Date\b/g },
];

/** A cover-page label whose value is left blank: "Effective Date: ______", "Effective Date: [date]", or a row that
 *  ends at its label. Only a row's label ends its line so: in text extracted from a PDF, a wrapped sentence line
 *  often ends "… days after the Effective Date". */
const BLANK_EFFECTIVE_DATE = /\bEffective\s+Date\s*:?[ \t]*(?:_{3,}|\[[^\]\n]{0,30}\]|\.{4,})|(?:^|\n)[ \t]*Effective\s+Date[ \t]*:?[ \t]*(?=\n)(?![ \t]*\n[ \t]*[^\n]*\b(?:19|20)\d\d\b)/;
/** "the Effective Date set forth on the Cover Page", "means the date stated in the Order Form"; not "commence on the
 *  Effective Date and continue for the Subscription Term stated in the Order Form", where the form states another term. */
const EFFECTIVE_DATE_ON_FORM = /\bEffective\s+Date\b(?:(?!\b[A-Z][a-z]+\s+[A-Z][a-z]+\b)[^.\n]){0,80}\b(?:set\s+(?:forth|out)|stated|specified|indicated|listed|identified|shown)\s+(?:on|in)\s+(?:the|an?|each)\s+(?:Cover\s+Page|Order\s+Form|Key\s+Terms)/i;

/** The label of each variable's row on a cover page that travels with the standard terms. */
const ROW_LABELS: Record<CoverPageField, RegExp> = {
  governingLaw: /Governing\s+Law/,
  chosenCourts: /Chosen\s+Courts?/,
  liabilityCap: /(?:General\s+)?Cap\s+Amount/,
  // "Order Effective Date: March 1, 2026": an order form names its own effective date so.
  effectiveDate: /(?:(?:Order|Agreement|Contract|Subscription)[ \t]+)?Effective\s+Date/,
};
/** A value that only holds the place of one: "____", "[insert]", "…", "TBD", "N/A". */
const PLACEHOLDER = /^(?:_{2,}|\[[^\]]*\]|\.{3,}|…|TBD|TBC|N\/?A|to\s+be\s+(?:agreed|confirmed|determined))/i;

/**
 * The value a cover page in the text gives a variable, on a row of its own: "Governing Law: the laws of the State of
 * New York". A row left blank or holding a placeholder gives none. The span is the value's.
 */
export function coverPageRowValue(text: string, field: CoverPageField): { start: number; end: number; value: string } | null {
  const row = new RegExp(String.raw`(?:^|\n)[ \t]*(?:${ROW_LABELS[field].source})[ \t]*(?:\([^)\n]{0,40}\))?[ \t]*:[ \t]*([^\n]*)`, 'g');
  for (const m of text.matchAll(row)) {
    const value = m[1]!.trim();
    if (value.length < 2 || PLACEHOLDER.test(value) || !/[\p{L}\p{N}]/u.test(value)) continue;
    const start = m.index + m[0].length - m[1]!.length + (m[1]!.length - m[1]!.trimStart().length);
    return { start, end: start + value.length, value };
  }
  return null;
}

export function findCoverPageVariables(text: string): CoverPageVariable[] {
  if (!FORM_REFERENCE.test(text)) return [];
  const found: CoverPageVariable[] = [];
  for (const { field, pattern } of VARIABLES) {
    // A cover page that travels with the terms and fills the variable ("Governing Law: the laws of the State of New
    // York") states it in the text: the field is read there, not left to a cover page the reader lacks.
    if (coverPageRowValue(text, field) !== null) continue;
    if (field === 'effectiveDate') {
      const m = EFFECTIVE_DATE_ON_FORM.exec(text) ?? BLANK_EFFECTIVE_DATE.exec(text);
      if (m) found.push({ field, evidence: evidence(text, m.index, m.index + m[0].length) });
      continue;
    }
    for (const m of text.matchAll(pattern)) {
      const start = m.index + m[0].lastIndexOf(m[1]!);
      found.push({ field, evidence: evidence(text, start, start + m[1]!.length) });
      break;
    }
  }
  return found;
}

function evidence(text: string, start: number, end: number): Evidence {
  return { start, end, quote: text.slice(start, end) };
}
