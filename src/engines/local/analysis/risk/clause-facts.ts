// Facts read from one clause's words, so analyses can quote them: money amounts, periods, the months of fees
// a liability cap refers to, how often a duty recurs, and per clause type the sentence that states it.

import type { ClauseType } from '../../../../domain/taxonomy.ts';
import type { Clause, ClauseFacts, Evidence } from '../../../types.ts';
import { recurrenceIn } from '../duties.ts';
import { findDurations } from '../fields/durations.ts';
import { sentenceSpans } from '../fields/sentences.ts';
import { isNotice } from '../fields/term.ts';
import { extractGoverningLaw } from '../fields/jurisdictions.ts';
import { NOISE_LINE } from '../clauses/segment.ts';
import { MONEY_AMOUNT } from '../../../../analysis/regexp.ts';
import { BARE_ITEM_MARKER, ENDS_WITH_COLON, LIST_ITEM_START, MAX_LIST_CHARS, MAX_LIST_ITEMS } from '../../../../analysis/list-items.ts';

const MONEY = new RegExp(MONEY_AMOUNT, 'gi');
/** "fees paid … in the twelve (12) months preceding": the period a fee-based cap counts. */
const FEE_PERIOD_CONTEXT = /\b(?:fees?|amounts?|sums?|charges?|paid|payable|compensation|consideration)\b/i;

/** Sentence cues per type: the quoted sentence is the one that states the point. */
const CUES: Partial<Record<ClauseType, RegExp>> = {
  'Governing Law': /\blaws?\b/i,
  'Cap on Liability': /\b(?:shall\s+not\s+exceed|in\s+no\s+event\b[^.]{0,120}\bexceed|liability\b[^.]{0,120}\b(?:limited\s+to|exceed|cap(?:ped)?)|aggregate\s+liability|maximum\s+liability|in\s+no\s+event\b[^.]{0,200}\bliable)/i,
  'Uncapped Liability': /\b(?:unlimited|not\s+(?:be\s+)?(?:subject|limited)|exclu|notwithstanding)\b/i,
  'Renewal Term': /\brenew|extend/i,
  'Notice Period to Terminate Renewal': /\bnotice\b/i,
  // "continues for an initial period of two (2) years", "expires ten (10) years after …": the verb in any form.
  'Expiration Date': /\b(?:term|expir(?:e|es|ed|ation|y)|until|continu(?:e|es|ed|ing))\b/i,
  Term: /\b(?:term|expir(?:e|es|ed|ation|y)|until|continu(?:e|es|ed|ing))\b/i,
  'Non-Compete': /\b(?:compet|engage|restrict)/i,
  Exclusivity: /\bexclusiv/i,
  Insurance: /\binsurance|insured|coverage\b/i,
  'Audit Rights': /\baudit|inspect|records\b/i,
  'Payment Terms': /\b(?:pay|invoice|fee|due)\b/i,
  'Termination for Convenience': /\bterminat/i,
  'Termination for Cause': /\bterminat|breach/i,
  'Liquidated Damages': /\bliquidated|penalt/i,
  Confidentiality: /\bconfidential/i,
  Indemnification: /\bindemnif|hold\s+harmless|defend/i,
  'Force Majeure': /\bbeyond\b[^.]{0,40}\bcontrol|force\s+majeure/i,
  'Anti-Assignment': /\bassign/i,
  Assignment: /\bassign/i,
  'Change of Control': /\bcontrol|merger|acqui/i,
  'IP Ownership Assignment': /\bassign(?:s|ed|ment)?\b|\b(?:shall|will)\s+be\s+owned\b|\bvest\w*|\bmade\s+for\s+hire\b/i,
  'Non-Disparagement': /\bdisparag|\bdefam|\bderogat/i,
  'Non-Transferable License': /\bnon-?transferable\b|\b(?:transfer|sub-?licens|assign)\w*/i,
};

export function readClauseFacts(fullText: string, clause: Clause): ClauseFacts {
  const { start, end } = clause;
  const text = fullText.slice(start, end);
  // A lead-in states its rule through its items ("… terminating this agreement immediately if:" / "(b) … fails to remedy
  // that breach within a period of 14 days"): its periods are read from them too.
  const durations = findDurations(fullText, start, listEnd(fullText, end));
  const feeDuration = durations.find(
    (d) => (d.unit === 'month' || d.unit === 'year') && FEE_PERIOD_CONTEXT.test(fullText.slice(Math.max(start, d.start - 160), Math.min(end, d.end + 60))),
  );
  const keySentences: ClauseFacts['keySentences'] = {};
  for (const type of clause.types) {
    const sentence = keySentence(fullText, start, end, CUES[type]);
    if (sentence) keySentences[type] = sentence;
  }
  return {
    // An amount hard-wrapped across lines ("GBP" / "48,000") is written on one line.
    amounts: [...new Set([...text.matchAll(MONEY)].map((m) => m[0].trim().replace(/\s+/g, ' ')))],
    durations,
    notice: durations.find((d) => isNotice(fullText, d)) ?? null,
    capMonthsOfFees: feeDuration ? (feeDuration.unit === 'year' ? feeDuration.value * 12 : feeDuration.value) : null,
    capIsTotalFees: /\b(?:total|aggregate|amounts?|fees?)\b[^.]{0,60}\b(?:paid|payable)\b/i.test(text),
    recurrence: recurrenceIn(text),
    keySentences,
    ...(clause.types.includes('Governing Law') ? { governingLaw: extractGoverningLaw(text)?.jurisdiction ?? null } : {}),
  };
}

/** The sentence of `fullText.slice(start, end)` that carries the cue (or the first substantive one). */
export function keySentence(fullText: string, start: number, end: number, cue?: RegExp): Evidence | null {
  const text = fullText.slice(start, end);
  // Headings and numbers ("3.", "Term.") split off as sentences; a quotation needs a real sentence.
  const sentences = sentenceSpans(text);
  const spans = sentences.filter((s) => text.slice(s.start, s.end).split(/\s+/).length >= 6);
  const found = (cue && spans.find((s) => cue.test(text.slice(s.start, s.end)))) ?? spans[0];
  if (!found) return null;
  // "Upon expiration or termination of this Agreement for any reason:" leads into its items: quote the first with it.
  // An item's marker on its own ("i.", "(a)") is no item: the item is the sentence after it.
  const next = /:\s*$/.test(text.slice(found.start, found.end)) ? sentences.find((s) => s.start >= found.end && !BARE_ITEM_MARKER.test(text.slice(s.start, s.end))) : undefined;
  const chosen = next ? { start: found.start, end: next.end } : found;
  return { start: start + chosen.start, end: start + chosen.end, quote: text.slice(chosen.start, chosen.end) };
}

/** Where the list a clause leads into ends: after the items that follow a lead-in ending with a colon, else `end`. */
function listEnd(fullText: string, end: number): number {
  if (!ENDS_WITH_COLON.test(fullText.slice(Math.max(0, end - 3), end))) return end;
  let reach = end;
  for (let items = 0; items < MAX_LIST_ITEMS; items++) {
    // A page break between the lead-in and an item ("… contained in this Agreement:" / "Page 7" / "(a) Upon sixty
    // (60) days' …") leaves the item the lead-in's.
    let from = reach + /^\s*/.exec(fullText.slice(reach))![0].length;
    for (let pageLines = 0; pageLines < 3; pageLines++) {
      const lineEnd = fullText.indexOf('\n', from);
      if (lineEnd < 0 || !NOISE_LINE.test(fullText.slice(from, lineEnd))) break;
      from = lineEnd + /^\s*/.exec(fullText.slice(lineEnd))![0].length;
    }
    if (!LIST_ITEM_START.test(fullText.slice(from, from + 12))) break;
    const lineEnd = fullText.indexOf('\n', from);
    const next = lineEnd < 0 ? fullText.length : lineEnd;
    if (next - end > MAX_LIST_CHARS) break;
    reach = next;
  }
  return reach;
}
