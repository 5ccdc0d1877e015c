// Small helpers for the prose the analysis writes (issue #10), shared so each phrasing rule lives in one place.

/** The text with its first letter in capitals, past an opening quotation mark ("“the Term…" → "“The Term…"). */
export function capitalised(text: string): string {
  return text.replace(/^(“?)(\p{Ll})/u, (_m, quote: string, letter: string) => `${quote}${letter.toUpperCase()}`);
}
