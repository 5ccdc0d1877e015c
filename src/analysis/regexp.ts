// Pattern pieces the analysis shares. Patterns built from text the contract supplies (party names, aliases, periods)
// must match its characters literally.

/** `text` with every character a regular expression treats specially escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A number spelled out, one word of it ("thirty", "hundred", "and"): periods and amounts in words are runs of these. */
export const NUMBER_WORD = String.raw`(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|and)`;
