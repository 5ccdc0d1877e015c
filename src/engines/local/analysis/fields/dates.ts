// Calendar dates written in contracts ("February 1, 2018", "the 12th day of May 2003", "26 September 2019",
// "5/17/12", "2018-02-01"), found with exact offsets. Date arithmetic lives in src/analysis/durations.ts.

import { daysInMonth, formatIso, shiftDate } from '../../../../analysis/durations.ts';

export interface DateMention {
  /** YYYY-MM-DD */
  iso: string;
  start: number;
  end: number;
  quote: string;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_PATTERN =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';

/** A day of the month, also as a scan's OCR reads a "1" in it: "l April 2025", "2l March", "1O May" (a letter stands
 *  for a figure only beside a month's name, and not at the end of a word: "until April 2025" holds no day). */
const OCR_DAY = String.raw`(?<![\d.])\d{1,2}(?![lIO]\b)|(?<![\w.])[lI]\d?|(?<![\d.])\d[lIO]`;

// Each pattern names its groups so one parser handles them all.
/** "st", "nd", "rd", "th", also with the stray space some PDF texts carry ("1s t", "19t h"). */
const ORDINAL_SUFFIX = '(?:s\\s?t|n\\s?d|r\\s?d|t\\s?h)';

const DATE_PATTERNS: RegExp[] = [
  // February 1, 2018 · Sept. 13th 2019
  new RegExp(`\\b(?<month>${MONTH_PATTERN})\\s+(?<day>${OCR_DAY})\\s?${ORDINAL_SUFFIX}?[,.]?\\s*(?<year>(?:19|20)\\d{2})\\b`, 'gi'),
  // the 12th day of May, 2003 · 1st day of January 2020 · a blank filled in: "1st day of --- November, 2003"
  new RegExp(`(?<day>${OCR_DAY})\\s?${ORDINAL_SUFFIX}?\\s+day\\s+of\\s+(?:[-_]+\\s*)?(?<month>${MONTH_PATTERN})\\s*,?\\s+(?:in\\s+the\\s+year\\s+)?(?<year>(?:19|20)\\d{2})\\b`, 'gi'),
  // the 1st of March, 2003
  new RegExp(`(?<day>${OCR_DAY})\\s?${ORDINAL_SUFFIX}\\s+of\\s+(?<month>${MONTH_PATTERN}),?\\s+(?<year>(?:19|20)\\d{2})\\b`, 'gi'),
  // 26 September 2019 · 1 Jan. 2020
  new RegExp(`(?<day>${OCR_DAY})\\s?${ORDINAL_SUFFIX}?\\s+(?<month>${MONTH_PATTERN}),?\\s+(?<year>(?:19|20)\\d{2})\\b`, 'gi'),
  // 2018-02-01
  /\b(?<year>(?:19|20)\d{2})-(?<monthNumber>\d{1,2})-(?<day>\d{1,2})\b/g,
  // 5/17/12 · 05/17/2012: US order, as in US-filed contracts, unless the first number cannot be a month (29/3/18)
  /\b(?<first>\d{1,2})\/(?<second>\d{1,2})\/(?<year>(?:19|20)?\d{2})\b/g,
  // 12-21-2017 · 3-5-98: US order, as on signature lines ("Date: 3-5-98"), unless the first number cannot be a month
  /(?<![\d-])(?<first>\d{1,2})-(?<second>\d{1,2})-(?<year>(?:19|20)\d{2}|\d{2})(?![\d-])/g,
  // 1.4.2011: day first, as in European contracts
  /\b(?<day>\d{1,2})\.(?<monthNumber>\d{1,2})\.(?<year>(?:19|20)\d{2})\b/g,
];

/** Every date in `text` (or in `text.slice(from, to)`), in text order, offsets into `text`. */
export function findDates(text: string, from = 0, to = text.length): DateMention[] {
  const region = text.slice(from, to);
  const found: DateMention[] = [];
  for (const pattern of DATE_PATTERNS) {
    pattern.lastIndex = 0;
    for (const m of region.matchAll(pattern)) {
      const iso = toIso(m.groups!);
      if (iso === null) continue;
      const start = from + m.index;
      const end = start + m[0].length;
      if (found.some((d) => d.start < end && start < d.end)) continue;
      found.push({ iso, start, end, quote: m[0] });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function toIso(groups: Record<string, string | undefined>): string | null {
  if (groups.first !== undefined) {
    const first = Number(groups.first);
    const dayFirst = first > 12;
    return toIso({ monthNumber: dayFirst ? groups.second : groups.first, day: dayFirst ? groups.first : groups.second, year: groups.year });
  }
  const month = groups.month !== undefined ? monthIndex(groups.month) : Number(groups.monthNumber) - 1;
  const day = Number(groups.day!.replace(/[lI]/gi, '1').replace(/O/gi, '0'));
  let year = Number(groups.year);
  if (groups.year!.length === 2) year += year < 50 ? 2000 : 1900;
  if (!(month >= 0 && month < 12) || !isValidDay(year, month, day)) return null;
  return formatIso(year, month, day);
}

function monthIndex(word: string): number {
  const w = word.toLowerCase().replace('.', '');
  return MONTHS.findIndex((m) => m.startsWith(w.slice(0, 3)));
}

function isValidDay(year: number, month: number, day: number): boolean {
  return day >= 1 && day <= daysInMonth(year, month);
}

export { shiftDate };
