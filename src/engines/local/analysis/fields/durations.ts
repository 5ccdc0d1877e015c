// Periods written in contracts: "thirty (30) days", "one (1) year", "90 days", "a one-year period",
// "successive annual periods", "one hundred twenty (120) days", with exact offsets.

import type { Duration, DurationUnit } from '../../../../analysis/model.ts';

export interface DurationMention extends Duration {
  start: number;
  end: number;
}

const UNITS: Record<string, number> = {
  zero: 0, one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

const SMALL = `(?:${Object.keys(UNITS).filter((w) => w !== 'a' && w !== 'an').join('|')})`;
const TENS_WORD = `(?:${Object.keys(TENS).join('|')})`;
const BELOW_HUNDRED = `(?:${TENS_WORD}(?:[\\s-]+${SMALL})?|${SMALL})`;
const NUMBER_WORDS = `(?:(?:${SMALL}\\s+hundred(?:\\s+and)?(?:\\s+${BELOW_HUNDRED})?)|${BELOW_HUNDRED})`;
// A year may be counted as the contract counts it: "fifteen (15) Fiscal Years", "three (3) Subscription Years", "ten Lease Years".
const UNIT_WORD = '(?:(?:business|calendar|working|full|consecutive|contract|fiscal|financial|subscription|lease|licen[cs]e|agreement|accounting|operating)\\s+){0,2}(?:days?|weeks?|months?|years?)';

// "thirty (30) days" | "thirty days" | "(30) days" | "30 days" | "one-year" | "a one year" ; then the unit.
const DURATION_PATTERN = new RegExp(
  `\\b(?:(?<words>${NUMBER_WORDS})\\s*(?:\\(\\s*(?<wordDigits>\\d{1,4})\\s*\\)\\s*)?|\\(?(?<digits>\\d{1,4})\\)?\\s*)[\\s-]*(?<unit>${UNIT_WORD})\\b`,
  'gi',
);
// "annual periods", "yearly terms", "successive annual renewal terms": one year without a number. An annual meeting
// ("the Company's 2022 Annual Meeting of Stockholders") is an event that comes each year, not a period of a year.
const ANNUAL_PATTERN = /\b(?:annual(?:ly)?|yearly|year-to-year|year to year|each year|every year)\b(?!\s+(?:general\s+|stockholders['’]?\s+|shareholders['’]?\s+)?meetings?\b)/gi;
const MONTHLY_PATTERN = /\b(?:month-to-month|month to month)\b/gi;
// "Annual" opening a defined name ("the Annual Minimum Commitment", "the Annual Business Plan") names a thing, not a
// period of a year; "successive Annual Periods" or "an Annual Term" still is one.
const IN_A_DEFINED_NAME = /^(?:Annual|Yearly)$/;
const DEFINED_NAME_GOES_ON = /^\s+(?!(?:Periods?|Terms?|Renewals?|Renewal\s+Terms?|Renewal\s+Periods?)\b)[A-Z][a-z]/;
// "will automatically extend for an additional month", "renews for a further year", "for another year": one unit, no number.
const ONE_MORE_YEAR_PATTERN = /\b(?:an?\s+(?:additional|further|subsequent|successive)|another)\s+(?:(?:calendar|contract|full)\s+)?year\b/gi;
const ONE_MORE_MONTH_PATTERN = /\b(?:an?\s+(?:additional|further|subsequent|successive)|another)\s+(?:(?:calendar|full)\s+)?month\b/gi;

/** Every duration in `text.slice(from, to)`, in text order, offsets into `text`. */
export function findDurations(text: string, from = 0, to = text.length): DurationMention[] {
  const region = text.slice(from, to);
  const found: DurationMention[] = [];
  for (const m of region.matchAll(DURATION_PATTERN)) {
    const g = m.groups!;
    const value = g.wordDigits !== undefined ? Number(g.wordDigits) : g.digits !== undefined ? Number(g.digits) : wordsToNumber(g.words!);
    if (!Number.isFinite(value) || value <= 0) continue;
    const start = from + m.index;
    found.push({ value, unit: toUnit(g.unit!), text: m[0], start, end: start + m[0].length });
  }
  const addImplicit = (pattern: RegExp, unit: DurationUnit) => {
    for (const m of region.matchAll(pattern)) {
      const start = from + m.index;
      const end = start + m[0].length;
      if (found.some((d) => d.start < end && start < d.end)) continue;
      if (IN_A_DEFINED_NAME.test(m[0]) && DEFINED_NAME_GOES_ON.test(region.slice(m.index + m[0].length))) continue;
      found.push({ value: 1, unit, text: m[0], start, end });
    }
  };
  addImplicit(ANNUAL_PATTERN, 'year');
  addImplicit(MONTHLY_PATTERN, 'month');
  addImplicit(ONE_MORE_YEAR_PATTERN, 'year');
  addImplicit(ONE_MORE_MONTH_PATTERN, 'month');
  return found.sort((a, b) => a.start - b.start);
}

/** Parses "one hundred and twenty", "forty-five", "thirty"; NaN when not a number. */
export function wordsToNumber(words: string): number {
  let total = 0;
  let current = 0;
  for (const word of words.toLowerCase().split(/[\s-]+/)) {
    if (word === 'and' || word === '') continue;
    if (word in UNITS) current += UNITS[word]!;
    else if (word in TENS) current += TENS[word]!;
    else if (word === 'hundred') current = (current || 1) * 100;
    else return Number.NaN;
  }
  total += current;
  return total;
}

function toUnit(word: string): DurationUnit {
  const w = word.toLowerCase();
  if (w.includes('day')) return 'day';
  if (w.includes('week')) return 'week';
  if (w.includes('month')) return 'month';
  return 'year';
}

export { durationInDays, formatDuration } from '../../../../analysis/durations.ts';
