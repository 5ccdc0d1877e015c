// Facts read from one clause's words, so analyses can quote them: money amounts, periods, the months of fees
// a liability cap refers to, and a short quotation of the clause's key sentence.

import { findDurations, type DurationMention } from '../fields/durations.ts';
import { sentenceSpans } from '../fields/sentences.ts';
import { isNotice } from '../fields/term.ts';

const MONEY = /(?:US\s?\$|U\.S\.\s?\$|\$|USD\s?|EUR\s?|€|£|GBP\s?)\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:million|billion|thousand|k)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|US dollars|euros|pounds)\b/gi;
/** "fees paid … in the twelve (12) months preceding": the period a fee-based cap counts. */
const FEE_PERIOD_CONTEXT = /\b(?:fees?|amounts?|sums?|charges?|paid|payable|compensation|consideration)\b/i;
const QUOTE_MAX = 220;

export interface ClauseFacts {
  amounts: string[];
  durations: DurationMention[];
  /** The first period the clause states as notice ("thirty (30) days prior written notice"). */
  notice: DurationMention | null;
  /** Months of fees a liability cap is measured in, when the clause says so. */
  capMonthsOfFees: number | null;
  /** True when the cap is the fees paid or payable (without a period) or the contract value. */
  capIsTotalFees: boolean;
  keySentence: string;
}

export function readClauseFacts(text: string, cue?: RegExp): ClauseFacts {
  const durations = findDurations(text);
  const feeDuration = durations.find(
    (d) => (d.unit === 'month' || d.unit === 'year') && FEE_PERIOD_CONTEXT.test(text.slice(Math.max(0, d.start - 160), d.end + 60)),
  );
  return {
    amounts: [...new Set([...text.matchAll(MONEY)].map((m) => m[0].trim()))],
    durations,
    notice: durations.find((d) => isNotice(text, d)) ?? null,
    capMonthsOfFees: feeDuration ? (feeDuration.unit === 'year' ? feeDuration.value * 12 : feeDuration.value) : null,
    capIsTotalFees: /\b(?:total|aggregate|amounts?|fees?)\b[^.]{0,60}\b(?:paid|payable)\b/i.test(text),
    keySentence: keySentence(text, cue),
  };
}

/** The sentence that carries the cue (or the first substantive sentence), shortened for quoting. */
export function keySentence(text: string, cue?: RegExp): string {
  // Headings and numbers ("3.", "Term.") split off as sentences; a quotation needs a real sentence.
  const spans = sentenceSpans(text).filter((s) => text.slice(s.start, s.end).split(/\s+/).length >= 6);
  const chosen = (cue && spans.find((s) => cue.test(text.slice(s.start, s.end)))) ?? spans[0];
  const sentence = chosen ? text.slice(chosen.start, chosen.end) : text;
  const flat = sentence.replace(/\s+/g, ' ').trim();
  return flat.length <= QUOTE_MAX ? flat : `${flat.slice(0, QUOTE_MAX - 1).replace(/\s\S*$/, '')}…`;
}
