// Word tokenisation shared by the vectorizers, the rules and the metrics, so they all see the same words.

/** A word and where it sits in the source text. */
export interface TokenSpan {
  token: string;
  start: number;
  end: number;
}

// Letters with inner apostrophes/hyphens ("third-party", "party's"), or digit runs (with inner . , for amounts).
const WORD = /[A-Za-z\u00C0-\u024F]+(?:['’\-][A-Za-z\u00C0-\u024F]+)*|\d+(?:[.,]\d+)*/g;

/** Normalised form of a raw token: lower case, curly apostrophe straightened, every number one symbol. */
export function normalizeToken(raw: string): string {
  const first = raw.charCodeAt(0);
  if (first >= 48 && first <= 57) return '<num>';
  return raw.toLowerCase().replace(/’/g, "'");
}

/** Lower-cased word tokens; numbers become "<num>" so amounts and dates generalise. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(WORD)) out.push(normalizeToken(match[0]));
  return out;
}

/** Tokens with their character offsets in `text`. */
export function tokenSpans(text: string): TokenSpan[] {
  const out: TokenSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    out.push({ token: normalizeToken(match[0]), start: match.index, end: match.index + match[0].length });
  }
  return out;
}

/** Unigrams plus adjacent-pair bigrams ("governed by" → "governed_by"), the features the linear models use. */
export function ngramFeatures(tokens: string[], maxN: 1 | 2 = 2): string[] {
  const out = tokens.slice();
  if (maxN >= 2) for (let i = 0; i + 1 < tokens.length; i++) out.push(`${tokens[i]}_${tokens[i + 1]}`);
  return out;
}
