// Pattern pieces the analysis shares. Patterns built from text the contract supplies (party names, aliases, periods)
// must match its characters literally.

/** A filing's redaction mark: "[***]", "[ * ]", "[…***…]", "***". */
export const REDACTION_MARK = String.raw`(?:\[\s*[.…]*\s*\*+\s*[.…]*\s*\]|\*{3,})`;

/** The notice that exercises an option to renew or extend ("written notice of its election to renew"): it starts a
 *  renewal, it stops none. */
export const NOTICE_ELECTING_TO_RENEW = String.raw`\bnotice\s+(?:in\s+writing\s+)?of\s+(?:(?:its|their|his|her|the|your|our)\s+)?(?:election|intent(?:ion)?|decision|desire|exercise)\s+to\s+(?:extend|renew)\b`;

/**
 * `text.replace(pattern, replacement)` for a pattern whose every match lies within one run of `runs` (the text between
 * two stops, as `runs` matches it: a global pattern whose gaps are single stop characters) and contains a match of
 * `core`: only the runs where `core` occurs are searched. A pattern that opens with "any characters up to a word" is
 * retried from every character of a run that lacks the word, at a cost that grows with the square of the run's length;
 * `core` is found in one pass. The runs' edges are stops, so `\b` reads the same in a run as in the whole text.
 */
export function replaceWithinRuns(text: string, runs: RegExp, core: RegExp, pattern: RegExp, replacement: string): string {
  return text.replace(runs, (run) => (core.test(run) ? run.replace(pattern, replacement) : run));
}

/** `text` with every character a regular expression treats specially escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pattern that finds a party named in a text: its name or role as a whole word, in any case ("Customer" in "the
 * customer's fees"). The one test of "is this us" wherever a clause's holder, subject or grantee meets our side.
 */
export function partyNamePattern(party: string): RegExp {
  return new RegExp(`\\b${escapeRegExp(party)}\\b`, 'i');
}

/**
 * An affiliate in the words of English and US drafting: "an affiliate", "a subsidiary", "a group company", "a member
 * of its group", "its holding company". Without a leading \b, so that a pattern can put it after other words.
 */
export const AFFILIATE_WORDS = String.raw`(?:\baffiliate|\bsubsidiar(?:y|ies)\b|\bgroup\s+compan|\bmember\s+of\s+(?:its|their|the\s+\w+['’]s?|the\s+same)\s+(?:corporate\s+)?group\b|\b(?:holding|parent)\s+compan)`;

/** A number spelled out, one word of it ("thirty", "hundred", "and"): periods and amounts in words are runs of these. */
export const NUMBER_WORD = String.raw`(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|and)`;

/** A currency written before a figure: "$", "US$", "U.S. $", "USD ", "EUR ", "€", "£", "GBP ", "RMB ", "¥", "JPY ", "CHF ". */
export const CURRENCY = String.raw`(?:US\s?\$|U\.S\.\s?\$|\$|USD\s?|EUR\s?|€|£|GBP\s?|RMB\s?|¥|JPY\s?|CHF\s?)`;
/** A figure with thousands separators and decimals, ending on a digit: "1,000,000", "2.5" (a comma after it ends the sum: "USD 250,000, except …" is USD 250,000). */
export const FIGURES = String.raw`\d(?:[\d,.]*\d)?`;
/**
 * A sum of money in figures: "$1,000,000", "US$ 2.5 million", "EUR 40,000", "USD 10k", "500 US dollars". The one
 * money-amount pattern of the analysis; a sum written in words carries its figures in brackets ("Two Million Dollars
 * ($2,000,000)"), which this matches, and `amountsInFigures` reduces the words to them.
 */
export const MONEY_AMOUNT = String.raw`(?:${CURRENCY}\s?${FIGURES}(?:\s*(?:million|billion|thousand|k)\b)?|\b${FIGURES}\s?(?:dollars|US dollars|euros|pounds)\b)`;
/** The sign or words after a figure that make it a share: "%", "percent", and as English drafting writes it, "per cent". */
export const PERCENT_SIGN = String.raw`(?:%|per\s?cent\b)`;
/** A share or rate in figures: "15%", "2.5 percent", "99.95 per cent". */
export const PERCENTAGE = String.raw`\b\d{1,3}(?:\.\d+)?\s?${PERCENT_SIGN}`;

/**
 * A sum or share written in words and then in figures, as its figures alone: "ten percent (10%)" → "10%",
 * "one half of one percent (0.5%)" → "0.5%", "Two Million Dollars ($2,000,000)" → "$2,000,000". The words and the
 * figures say one thing; a description that keeps both reads "ten percent … (10%)" once it is cut short. A
 * number without a currency or a percent sign ("thirty (30) days") is a period, and stays as written.
 */
export function amountsInFigures(text: string): string {
  return text.replace(AMOUNT_WORDS_THEN_FIGURES, (_, figures: string) => figures);
}
const AMOUNT_WORD = String.raw`(?:${NUMBER_WORD}|half|quarter|point|thousand|million|billion|percent|per\s+cent|dollars?|euros?|pounds?|US|U\.S\.)`;
/** Words of an amount before its figures in brackets: "Two Million Dollars (" of "Two Million Dollars ($2,000,000)". */
export const AMOUNT_WORDS_BEFORE_FIGURES = String.raw`\b(?!and\b)${AMOUNT_WORD}(?:(?:[\s-]+|\s+of\s+)${AMOUNT_WORD})*\s*\(\s*`;
const AMOUNT_WORDS_THEN_FIGURES = new RegExp(String.raw`${AMOUNT_WORDS_BEFORE_FIGURES}(${MONEY_AMOUNT}|${PERCENTAGE})\s*\)`, 'gi');
/** A sum of money as contracts write it: in figures ("$40,000") or in words with its figures in brackets ("Forty
 *  Thousand Dollars ($40,000)"). */
export const MONEY_AS_WRITTEN = String.raw`(?:${AMOUNT_WORDS_BEFORE_FIGURES}${MONEY_AMOUNT}\s*\)|${MONEY_AMOUNT})`;

/** A warranty disclaimer: warranties disclaimed or excluded, none other given or "without warranty", implied terms excluded, "as is".
 *  A separation's "no party … is representing or warranting in any way as to the assets transferred" gives none either. */
export const WARRANTY_DISCLAIMER =
  /\bdisclaim\w*[^.;]{0,200}\bwarrant\w*|\bwarrant\w*[^.;]{0,200}\bdisclaim\w*|\b(?:makes?|gives?|provides?|extends?|offers?) no (?:other )?(?:express or implied )?(?:representations? (?:or|and) (?:(?:makes?|gives?|provides?|extends?|offers?) no )?)?warrant\w*|\bno other warrant\w*|\b(?:does|do|shall|will) not (?:represent (?:or|and) )?warrant\b|\bneither (?:party|of (?:them|the parties)|[A-Z][\w.-]*) (?:represents (?:or|and) )?warrants\b|\b(?:no|neither)\b[^.;]{0,80}\b(?:is|are)\s+(?:representing\s+(?:or|and)\s+)?warranting\b|\b(?:is|are)\s+not\s+(?:representing\s+(?:or|and)\s+)?warranting\b|\b(?:neither|no)\b[^.;]{0,60}\bmakes? any (?:other )?(?:express or implied )?(?:representations? (?:or|and) )?warrant|\bexclud\w* (?:all|any)\b[^.;]{0,80}\bwarrant\w*|\bin lieu of all other warrant\w*|\bwithout (?:any )?(?:representations? or )?warrant(?:y|ies)\b|\b(?:replaces?|to the exclusion of) all other (?:\w+ )?warrant\w*|\bexclusive warrant\w*|\bexclusive of all other warrant\w*|\b(?:provided|furnished|licensed|delivered) ["“]?as[- ]is\b|["“]as[- ]is["”]|\bimplied warrant\w* of merchantab\w*[^.;]{0,200}\b(?:excluded|disclaimed|not|no)\b|\b(?:all|any) (?:other )?(?:express or )?implied warranties\b[^.;]{0,120}\b(?:are|is|hereby) (?:expressly )?(?:excluded|disclaimed)/i;
