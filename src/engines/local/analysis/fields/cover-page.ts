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

/** A cover-page label whose value is left blank: "Effective Date: ______", "Effective Date: [date]". */
const BLANK_EFFECTIVE_DATE = /\bEffective\s+Date\s*:?[ \t]*(?:_{3,}|\[[^\]\n]{0,30}\]|\.{4,}|(?=\n))/;
/** "the Effective Date set forth on the Cover Page", "means the date stated in the Order Form". */
const EFFECTIVE_DATE_ON_FORM = /\bEffective\s+Date\b[^.\n]{0,80}\b(?:set\s+(?:forth|out)|stated|specified|indicated|listed|identified|shown)\s+(?:on|in)\s+(?:the|an?|each)\s+(?:Cover\s+Page|Order\s+Form|Key\s+Terms)/i;

export function findCoverPageVariables(text: string): CoverPageVariable[] {
  if (!FORM_REFERENCE.test(text)) return [];
  const found: CoverPageVariable[] = [];
  for (const { field, pattern } of VARIABLES) {
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
