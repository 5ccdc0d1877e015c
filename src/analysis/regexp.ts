// Pattern pieces the analysis shares. Patterns built from text the contract supplies (party names, aliases, periods)
// must match its characters literally.

/** `text` with every character a regular expression treats specially escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A number spelled out, one word of it ("thirty", "hundred", "and"): periods and amounts in words are runs of these. */
export const NUMBER_WORD = String.raw`(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|and)`;

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
const AMOUNT_WORDS_THEN_FIGURES = new RegExp(
  String.raw`\b(?!and\b)${AMOUNT_WORD}(?:(?:[\s-]+|\s+of\s+)${AMOUNT_WORD})*\s*\(\s*((?:US\s?\$|U\.S\.\s?\$|\$|USD\s?|EUR\s?|€|£|GBP\s?)\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?%)\s*\)`,
  'gi',
);
