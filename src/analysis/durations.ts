// Duration and date arithmetic for obligations and playbook checks: how long a period is, how it is spelled in
// derivations, what date it lands on, and which of the periods an engine read is a length rather than a notice
// window. Reading durations from text is an engine's job, not this file's.

import type { ClauseFacts, ContractFields, Duration, DurationFact, DurationUnit, Recurrence } from './model.ts';

/** "30 days", "1 year", "6 months": how summaries and derivations spell a duration. */
export function formatDuration(d: Pick<Duration, 'value' | 'unit'>): string {
  return `${d.value} ${d.unit}${d.value === 1 ? '' : 's'}`;
}

/**
 * A period as prose states it: the contract's words, with the unit in the plural where the contract used them as
 * an adjective ("successive twelve (12) month Renewal Terms" → "twelve (12) months", "a two-year term" → "two
 * years").
 */
export function durationWords(d: Pick<Duration, 'value' | 'unit' | 'text'>): string {
  const text = d.text.replace(/\s+/g, ' ').trim();
  // A term read from "until the fifth (5th) anniversary of the Effective Date" lasts five years: "runs for the fifth
  // anniversary" is no English.
  if (/\banniversary\b/i.test(text)) return formatDuration(d);
  // "from year to year", "month-to-month": a renewal one unit at a time ("renews for one year at a time").
  const recurring = /^(?:from\s+)?(year|month|week)[- ]to[- ](?:year|month|week)$/i.exec(text);
  if (recurring && d.value === 1) return `one ${recurring[1]!.toLowerCase()}`;
  // "shall renew automatically each year": one year at a time, said with its number.
  if (d.value === 1 && /^(?:each|every|per|a|an)\s+(?:year|month|week|day)$/i.test(text)) return `one ${d.unit}`;
  // "successive annual terms": the adjective alone says one year ("renews for Annual at a time" is no English).
  if (d.value === 1 && /^(?:annual(?:ly)?|yearly)$/i.test(text)) return 'one year';
  // "successive 1-year terms": the adjective said as a noun, "1 year".
  if (d.value === 1) return text.replace(/-(?=(?:year|month|week|day)$)/i, ' ');
  const adjective = new RegExp(`([- ])(${d.unit})$`, 'i').exec(text);
  return adjective ? `${text.slice(0, adjective.index)} ${adjective[2]}s` : text;
}

/** "twelve (12) months’ notice", "one (1) year’s notice": a period of notice in prose. */
export function noticeWords(d: Pick<Duration, 'value' | 'unit' | 'text'>): string {
  const words = durationWords(d);
  return `${words}${/s$/i.test(words) ? '’' : '’s'} notice`;
}

/** Length in days, for comparing durations against playbook thresholds (a month counts 30 days, a year 365). */
export function durationInDays(d: Pick<Duration, 'value' | 'unit'>): number {
  const perUnit: Record<DurationUnit, number> = { day: 1, week: 7, month: 30, year: 365 };
  return d.value * perUnit[d.unit];
}

/**
 * Adds (sign +1) or subtracts (sign -1) a duration to a YYYY-MM-DD date. Months and years keep the day of
 * month, clamped to the month's length (2020-01-31 + 1 month = 2020-02-29), as contract anniversaries do.
 */
export function shiftDate(iso: string, duration: Pick<Duration, 'value' | 'unit'>, sign: 1 | -1 = 1): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const amount = duration.value * sign;
  if (duration.unit === 'day' || duration.unit === 'week') {
    const days = duration.unit === 'week' ? amount * 7 : amount;
    const d = new Date(Date.UTC(year, month - 1, day + days));
    return formatIso(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  }
  const totalMonths = month - 1 + (duration.unit === 'year' ? amount * 12 : amount);
  const targetYear = year + Math.floor(totalMonths / 12);
  const targetMonth = ((totalMonths % 12) + 12) % 12;
  return formatIso(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** "ten (10) business days", "5 working days": a period counted in days the business is open. */
export function countsBusinessDays(d: Pick<Duration, 'unit' | 'text'>): boolean {
  return d.unit === 'day' && /\b(?:business|working)\s+days?\b/i.test(d.text);
}

/**
 * Adds (sign +1) or subtracts (sign -1) a period to a date, counting only Monday to Friday where the period is in
 * business days ("within ten (10) business days after March 1, 2025", a Saturday, is March 14, not March 11).
 * Public holidays are not known here and are not skipped.
 */
export function shiftDateBy(iso: string, duration: Pick<Duration, 'value' | 'unit' | 'text'>, sign: 1 | -1 = 1): string {
  if (!countsBusinessDays(duration)) return shiftDate(iso, duration, sign);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const d = new Date(Date.UTC(year, month - 1, day));
  for (let left = duration.value; left > 0; ) {
    d.setUTCDate(d.getUTCDate() + sign);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left -= 1;
  }
  return formatIso(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** The recurrence of a renewal period: a one-year renewal recurs annually. */
export function recurrenceOfPeriod(period: Pick<Duration, 'value' | 'unit'>): Recurrence {
  const { value, unit } = period;
  const months = unit === 'year' ? value * 12 : unit === 'month' ? value : null;
  if (months === 12) return 'annually';
  if (months === 6) return 'semiannually';
  if (months === 3) return 'quarterly';
  if (months === 1) return 'monthly';
  if (unit === 'week' && value === 1) return 'weekly';
  return 'none';
}

/** Month names in calendar order: a name's index is its month index. */
export const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

export function formatIso(year: number, monthIndex: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first period a clause states that is a length (of a term, a renewal), not its notice period or a window before an event. */
export function termLength(facts: Pick<ClauseFacts, 'durations' | 'notice'>, text: string): DurationFact | undefined {
  return facts.durations.find((d) => !sameMention(d, facts.notice) && !isNoticeWindow(text, d.text));
}

function sameMention(a: DurationFact, b: DurationFact | null): boolean {
  return b !== null && a.start === b.start && a.end === b.end;
}

/** The facts with only the periods `sentence` states: a neighbouring sentence's notice or cure period is not its. */
export function withDurationsOf<F extends Pick<ClauseFacts, 'durations'>>(facts: F, sentence: string): F {
  return { ...facts, durations: facts.durations.filter((d) => sentence.includes(d.text)) };
}

/**
 * What a term clause says of the contract's duration, as the analysis and the review point both state it: the
 * end date and the length the contract's fields give, else the length the operative sentence states (never a
 * period from a neighbouring sentence, such as a cure or notice period), or an end date left blank.
 */
export interface TermFacts {
  length: string | null;
  endDate: string | null;
  perpetual: boolean;
  /** The end date is a blank to fill in ("through and until ______"). */
  blankEnd: boolean;
  /** How the term runs when it names no date or length, in words after "runs" (openEndedTermOf): "until the expiry of
   *  the last valid claim of the Licensed Patents", "for so long as any Shareholder holds Shares". */
  openEnded: string | null;
}

/** "continues, country by country, until the expiry of the last valid claim …": an event, not a date or a termination,
 *  nor the end of its own term ("until the End of Term", "until the Expiration Date", defined elsewhere). */
const UNTIL_EVENT = /\b(?:continues?|remains?\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?|(?:shall|will)\s+(?:continue|remain\s+in\s+(?:full\s+)?(?:force|effect)))\b[^.;]{0,60}?\buntil\s+(?!(?:it\s+is\s+|this\s+\w+\s+is\s+)?(?:terminated|ended|cancell?ed)\b)(?!(?:the\s+)?(?:(?:end|expiry|expiration)\s+of\s+(?:the\s+|this\s+|its\s+)?(?:(?:initial|renewal|then[-\s]current|current)\s+)?term|(?:expiry|expiration|end|termination)\s+date)\b)(?!(?:either|a|one)\s+party\b)((?:the\s+)?(?:expiry|expiration|lapse|end|abandonment|invalidation|completion|termination\s+of\s+the\s+last|later|earlier|last|first|date\s+on\s+which|date\s+of\s+(?:the\s+)?(?:expiry|expiration|lapse)\s+of)\b[^.;]{3,140}|(?:the\s+)?termination\s+of\s+the\s+(?:[A-Z][\w-]*\s+){1,5}(?:Agreement|Contract|Lease|Licen[cs]e)\b[^.;]{0,140}|(?:the\s+)?[\w-]+(?:\s*\(\s*\d+\s*(?:st|nd|rd|th)?\s*\))?\s+anniversary\s+of\s+(?:the\s+)?(?!effective\s+date\b|date\s+(?:hereof|of\s+this\s+agreement)\b|execution\b|commencement\s+date\b|this\s+agreement\b)[^.;]{3,140})/i;

/** "Unless earlier terminated, this Agreement shall expire upon the expiration of the last-to-expire Valid Claim": the
 *  agreement ends with an event, not with its own term ("shall terminate on the expiration of the Initial Term"). */
const EXPIRES_WITH_EVENT = /\b(?:agreement|it)\s+(?:shall|will)\s+(?:automatically\s+)?(?:expire|terminate|end)\s+(?:on|upon|at|with)\s+((?:the\s+)?(?:expiry|expiration|lapse|end|completion)\s+of\s+(?!(?:the\s+|this\s+|such\s+)?(?:(?:initial|renewal|then[-\s]current|current|extended)\s+)?(?:term|agreement)\b)[^.;]{3,140})/i;
/** "shall continue in force for so long as any two or more Shareholders hold Shares": a term that lasts while a state does. */
const WHILE_STATE = /\b(?:continues?|remains?\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?|(?:shall|will)\s+(?:continue|remain)(?:\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?)?)\b[^.;]{0,40}?\b((?:for\s+)?(?:so|as)\s+long\s+as\s+[^.;]{3,140})/i;

/** The event without the exception after it: "… and (b) the completion of all Milestones, unless terminated earlier in
 *  accordance with Section 7" ends where the exception begins. */
function withoutException(phrase: string): string {
  // "… anniversary of the Commercial Operation Date (the "Delivery Term")": the name the term is given is no part of its end.
  // "… remain enforceable such as in the United States where …": an example of the event is no part of it either.
  // "… the end of the fifteenth (15th) Contract Year, and shall continue … thereafter until terminated by either Party":
  // the sentence's next predicate is no part of the event; a continuation until terminated is said in a few words.
  const continues = /,?\s+and\s+(?:shall|will)\s+(?:continue|remain)\b[^.;]*?\bthereafter\b[^.;]*?\buntil\s+terminated\b/i.exec(phrase);
  const event = phrase
    .split(/,?\s+(?:unless|provided\s+that|subject\s+to|except|save\s+that|such\s+as|including|for\s+example|e\.g\.)(?=\W)|,?\s+and\s+(?:shall|will)\s+/i)[0]!
    .replace(/\s*\((?:the|hereinafter)?\s*["“][^"”]{1,40}["”]\)\s*$/i, '')
    .trim();
  return continues ? `${event}, and then until a party terminates it` : event;
}

/**
 * How long a term with no fixed end runs, in words that follow "runs": "until the expiry of the last Royalty Term",
 * "until the completion of the Services", "for so long as any two or more Shareholders hold Shares". Null for a term
 * with a date or a length, and for one that runs until terminated (a perpetual term, read as such).
 */
export function openEndedTermOf(operative: string): string | null {
  const event = untilEventOf(operative);
  if (event !== null) return `until ${event}`;
  const state = WHILE_STATE.exec(operative.replace(/\s+/g, ' '))?.[1];
  if (state !== undefined) return withoutException(state).replace(/^(?:as|so)\s+long/i, 'for so long');
  return null;
}

function untilEventOf(operative: string): string | null {
  const flatText = operative.replace(/\s+/g, ' ');
  const match = UNTIL_EVENT.exec(flatText) ?? EXPIRES_WITH_EVENT.exec(flatText);
  const phrase = match?.[1];
  let event = phrase !== undefined ? withoutException(phrase) : null;
  // A phrase cut off at its length limit, mid-sentence, is shown as cut off rather than as if it ended there.
  const cutOff = match !== null && phrase !== undefined && /^[^.;]/.test(flatText.slice(match.index + match[0].length));
  if (event !== null && cutOff && event === phrase!.trim()) event = `${event.replace(/\s+\S*$/, '')}…`;
  // "continues, country by country, until …": the end comes at a different time in each country.
  return event !== null && /\b(?:country|jurisdiction)[-\s]by[-\s](?:country|jurisdiction)\b/i.test(flatText) && !/\bby[-\s](?:country|jurisdiction)\b/i.test(event) ? `${event} (country by country)` : event;
}

/** A limb of a list that names a date, a period or an anniversary ("July 31, 2023", "the fifth (5th) anniversary …", "24 months after …"). */
const DATED_LIMB = /\b(?:19|20)\d{2}\b|\banniversary\b|\b(?:\d+|\(\d+\)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|thirty|sixty|ninety)\s*(?:\(\d+\)\s*)?(?:calendar\s+)?(?:days?|weeks?|months?|years?)\b/i;

/**
 * "until the later of (a) the fifth anniversary of the Effective Date and (b) the completion of all Milestones": the
 * event the term may run on until, when one of the ends is an event with no date or period — the stated date is then
 * only the earliest end. Null for other terms.
 */
export function laterOfAnEvent(operative: string): string | null {
  const event = untilEventOf(operative);
  if (event === null || !/^(?:the\s+)?(?:later|latest)\s+of\b/i.test(event)) return null;
  const limbs = event
    .replace(/^(?:the\s+)?(?:later|latest)\s+of\s*:?\s*/i, '')
    .split(/\s*\(\s*(?:[a-h]|i{1,3}|iv|\d)\s*\)\s*|;\s*|,?\s+(?:and|or)\s+(?=\(|the\b|an?\b)/i)
    .map((l) => l.trim().replace(/^(?:and|or)\s+|[,;]\s*(?:and|or)?$/gi, '').trim())
    .filter((l) => l.split(/\s+/).length >= 2);
  return limbs.length >= 2 && limbs.some((l) => !DATED_LIMB.test(l)) ? event : null;
}

export function termFactsOf(facts: Pick<ClauseFacts, 'durations' | 'notice'>, fields: Pick<ContractFields, 'expirationDate' | 'initialTerm' | 'isPerpetual'> | undefined, operative: string): TermFacts {
  const own = termLength(withDurationsOf(facts, operative), operative);
  // "It then renews for successive periods of two (2) years": the period a term renews for is not its length.
  const ownLength = own && !isRenewalPeriod(operative, own.text) ? own : undefined;
  return {
    // Said as prose says it: "three (3) year" (an adjective in "a three (3) year period") is "three (3) years".
    length: ownLength ? durationWords(ownLength) : fields?.initialTerm ? durationWords(fields.initialTerm) : null,
    endDate: fields?.expirationDate ?? null,
    // "shall continue indefinitely", "in perpetuity", "until terminated": no end date to diary.
    perpetual: (fields?.isPerpetual ?? false) || /\b(?:indefinitely|(?:in|for)\s+perpetuity)\b|\bcontinue\w*\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+(?:and\s+effect\s+)?)?until\s+(?:it\s+is\s+|this\s+agreement\s+is\s+)?terminated\b/i.test(operative),
    blankEnd: /\b(?:until|through|to|on|expire\w*|end\w*|terminat\w*)\s+(?:and\s+until\s+)?(?:_{3,}|\[\s*_*\s*\]|\[\s*\*+\s*\])/i.test(operative),
    openEnded: openEndedTermOf(operative),
  };
}

/** "renews for successive periods of two (2) years", "extended for additional terms of one year": a renewal's length. */
function isRenewalPeriod(text: string, period: string): boolean {
  const flat = text.replace(/\s+/g, ' ');
  const at = flat.indexOf(period.replace(/\s+/g, ' ').trim());
  if (at < 0) return false;
  return /\b(?:renew\w*|extend\w*|successive|additional|further|subsequent)\b[^.;]{0,40}$/i.test(flat.slice(Math.max(0, at - 60), at)) && !/\binitial\b[^.;]{0,30}$/i.test(flat.slice(Math.max(0, at - 40), at));
}

/** A period stated as notice or as a window before an event: "at least ninety (90) days prior to …", "upon thirty (30) days' notice". */
function isNoticeWindow(text: string, period: string): boolean {
  const flat = text.replace(/\s+/g, ' ');
  const at = flat.indexOf(period.replace(/\s+/g, ' ').trim());
  if (at < 0) return false;
  const before = flat.slice(Math.max(0, at - 30), at);
  const after = flat.slice(at, at + period.length + 40);
  // "fails to cure … within thirty (30) days": a cure period or deadline, no length of term.
  // "defects that appear within twelve (12) months after practical completion": the period a defect may show in is
  // how long the warranty or defects period lasts, not a deadline to act.
  if (/\b(?:appears?|arises?|occurs?|manifests?|(?:is|are)\s+discovered|(?:becomes?|is|are)\s+(?:apparent|evident|known)|(?:is|are)\s+notified|(?:is|are)\s+reported)\s+within\s*$/i.test(before)) return false;
  if (/\bwithin\s*$/i.test(before) || /\b(?:cure[sd]?|remed(?:y|ied|ies))\b[^.;]{0,60}$/i.test(before)) return true;
  return /\b(?:at least|not less than|no less than|upon|on|with|giving|gives|give)\s*$/i.test(before) || /^[^.;]*?\b(?:days?|months?)['’]?\s+(?:prior|advance|written|notice|before)\b/i.test(after);
}
