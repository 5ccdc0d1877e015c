// How the analysis cuts contract text into sentences to test one at a time, shared so that call sites that mean the
// same cut make it the same way: plain cuts of a clause's text, and the whole contract's sentences with their offsets
// (the missing-protection search quotes them as evidence). Checks that need another cut (list items, initials such as
// "U.S.", cover-page rows) keep their own splitter beside them.

/** The text cut after every full stop or semicolon that white space follows; a semicolon's parts count as sentences. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.;])\s+/);
}

/**
 * As `sentencesOf`, but a piece must start with a capital letter, an opening bracket or a digit: a stop before a
 * lower-case word ("e.g. the Services", "Inc. and its affiliates") ends no sentence.
 */
export function capitalisedSentencesOf(text: string): string[] {
  return text.split(/(?<=[.;])\s+(?=[A-Z(\d])/);
}

/** A sentence of the full text with its offsets (`text === fullText.slice(start, end)`). */
export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** Sentences with offsets: split after . ; ! ? or a blank line, when the next text starts a new sentence. */
export function sentenceSpansOf(fullText: string): Sentence[] {
  const out: Sentence[] = [];
  const boundary = /(?<=[.!?;:])["”')\]]?\s+(?=["“(\[]?[A-Z0-9(])|\n\s*\n/g;
  let start = 0;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(fullText[s]!)) s++;
    while (e > s && /\s/.test(fullText[e - 1]!)) e--;
    if (e > s) out.push({ start: s, end: e, text: fullText.slice(s, e) });
  };
  for (const match of fullText.matchAll(boundary)) {
    const at = match.index;
    // "Sec. 5", "Inc. and", "U.S. law": a period after a short abbreviation or a single capital is no boundary.
    const before = fullText.slice(Math.max(0, at - 6), at + 1);
    if (/(?:\b(?:Inc|Ltd|Co|Corp|No|Nos|Sec|Art|Mr|Mrs|Ms|Dr|St|vs|etc|e\.g|i\.e|U\.S|U\.K|para|LLC|N\.V|S\.A|B\.V)|\b[A-Z])\.$/.test(before)) continue;
    // "(attention: General Counsel)": a colon or semicolon inside an open bracket ends no sentence.
    if (/[:;]/.test(fullText[at - 1]!) && !match[0].startsWith('\n')) {
      const so = fullText.slice(start, at);
      if ((so.match(/\(/g) ?? []).length > (so.match(/\)/g) ?? []).length) continue;
    }
    push(at + (match[0].startsWith('\n') ? 0 : 1));
    start = at + match[0].length;
  }
  push(fullText.length);
  return out;
}
