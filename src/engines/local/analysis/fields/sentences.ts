// Sentence spans for the field extractors: enough to keep a cue and its value in the same sentence.

export interface Span {
  start: number;
  end: number;
}

// A sentence ends at ". " / "; " before a capital or an enumerator, or at a blank line.
const SENTENCE_BREAK = /[.;:](?=\s+(?:[A-Z(“"]|\d+\.))|\n\s*\n/g;

/** Sentence spans of `text.slice(from, to)`, offsets into `text`, whitespace trimmed. */
export function sentenceSpans(text: string, from = 0, to = text.length): Span[] {
  const spans: Span[] = [];
  let start = from;
  const region = text.slice(from, to);
  for (const m of region.matchAll(SENTENCE_BREAK)) {
    const end = from + m.index + (m[0].startsWith('\n') ? 0 : 1);
    pushTrimmed(text, start, end, spans);
    start = from + m.index + m[0].length;
  }
  pushTrimmed(text, start, to, spans);
  return spans;
}

function pushTrimmed(text: string, start: number, end: number, spans: Span[]): void {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end > start) spans.push({ start, end });
}

/** The sentences of `text` whose words match `cue`, in text order. */
export function sentencesMatching(text: string, cue: RegExp, spans: Span[] = sentenceSpans(text)): Span[] {
  const flags = cue.flags.replace('g', '');
  const test = new RegExp(cue.source, flags);
  return spans.filter((s) => test.test(text.slice(s.start, s.end)));
}
