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

/**
 * A provision's first sentence, where a contract usually says what the provision is about: up to the first stop,
 * semicolon or colon past its 40th character that a capitalised word or an opening bracket follows; the whole text
 * where none does.
 */
export function leadSentenceOf(text: string): string {
  const end = /[.;:](?=\s+["“(]?[A-Z(])/.exec(text.slice(40));
  return end === null ? text : text.slice(0, 40 + end.index + 1);
}

/** A sentence of the full text with its offsets (`text === fullText.slice(start, end)`). */
export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** The longest line, and the most lines, a page break may leave inside a sentence (running headers, page numbers). */
const MAX_PAGE_LINE = 80;
const MAX_PAGE_LINES = 4;

/** Sentences with offsets: split after . ; ! ? or a blank line, when the next text starts a new sentence. */
export function sentenceSpansOf(fullText: string): Sentence[] {
  const out: Sentence[] = [];
  const boundary = /(?<=[.!?;:])["”')\]]?\s+(?=["“(\[]?[A-Z0-9(])|\n\s*\n/g;
  let start = 0;
  // Boundaries inside page furniture a sentence is read across are no boundaries.
  let readOnTo = -1;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(fullText[s]!)) s++;
    while (e > s && /\s/.test(fullText[e - 1]!)) e--;
    if (e > s) out.push({ start: s, end: e, text: fullText.slice(s, e) });
  };
  for (const match of fullText.matchAll(boundary)) {
    const at = match.index;
    if (at < readOnTo) continue;
    if (match[0].startsWith('\n')) {
      const resumes = sentenceResumesAfter(fullText, start, at, at + match[0].length);
      if (resumes !== null) {
        readOnTo = resumes;
        continue;
      }
    }
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

/** Page furniture a page break leaves: a short line that ends no sentence (a running header, a page number). A list
 *  item ("(a) carry on or be engaged in Mining Activities, or") is text, however short: a footer read by OCR as
 *  "i 162967.3" after it must not make it furniture. */
function isPageLine(line: string): boolean {
  const trimmed = line.trim();
  return trimmed !== '' && trimmed.length <= MAX_PAGE_LINE && !/[.!?;:]["”')\]]?$/.test(trimmed) && !/^\((?:[a-z]{1,3}|\d{1,2})\)\s+\p{L}/iu.test(trimmed);
}

/**
 * A page break inside a sentence ("… by giving to the other party written notice" / "ACME CORPORATION" / "HOSTING
 * AGREEMENT" / "of such termination upon …"): where the sentence begun at `start` and unfinished at the blank line at
 * `breakAt` goes on — at a line whose first word is in lower case ("of such"; "eGAIN" is a name), after at most a few
 * page lines. Null when the break ends the sentence.
 */
function sentenceResumesAfter(text: string, start: number, breakAt: number, afterBreak: number): number | null {
  const before = text.slice(start, breakAt).trimEnd();
  if (/[.!?:;]["”')\]]?$/.test(before)) return null;
  const goesOn = (from: number) => /^[a-z][a-z'’-]*(?![\w'’-])/.test(text.slice(from, from + 40));
  // A sentence in capitals ("… SHALL NOT APPLY TO A PARTY'S INDEMNIFICATION" / header / footer / "OBLIGATIONS UNDER
  // SECTION 8 …") goes on in capitals: after the page lines, at the first line that is no page line itself.
  // Only a provision's sentence ("… SHALL NOT APPLY TO …"), not a title page's line ("… LIFE ASSURANCE COMPANY").
  // Read back from the end (a lookbehind at $): searched forward, the four words were tried at every capital of the text.
  const inCapitals = /$(?<=(?:\b[A-Z][A-Z'’-]*\s+){3}[A-Z][A-Z'’-]*)/.test(before) && /\b(?:SHALL|WILL|MAY|MUST|IS|ARE|BE|HAS|HAVE)\b/.test(before.slice(before.lastIndexOf('\n') + 1));
  const goesOnInCapitals = (from: number, pageLines: number) => {
    if (!inCapitals || pageLines === 0 || !/^[A-Z][A-Z'’-]+\s+[A-Z][A-Z'’-]*\b/.test(text.slice(from, from + 40))) return false;
    const lineEnd = text.indexOf('\n', from);
    return !isPageLine(text.slice(from, lineEnd < 0 ? text.length : lineEnd));
  };
  let next = afterBreak;
  let lines = 0;
  for (; lines < MAX_PAGE_LINES && !goesOn(next) && !goesOnInCapitals(next, lines); lines++) {
    const lineEnd = text.indexOf('\n', next);
    if (lineEnd < 0 || !isPageLine(text.slice(next, lineEnd))) break;
    next = lineEnd + 1;
    while (next < text.length && /\s/.test(text[next]!)) next++;
  }
  return goesOn(next) || goesOnInCapitals(next, lines) ? next : null;
}

/** A sentence as a reader quotes it: without the page furniture a page break left inside it, and with the words a
 *  line or page break hyphenated ("termi-" / "nation") whole again. */
export function withoutPageBreaks(sentence: string): string {
  let out = '';
  let from = 0;
  for (const blank of sentence.matchAll(/\n[ \t]*\n\s*/g)) {
    if (blank.index < from) continue;
    const resumes = sentenceResumesAfter(sentence, from, blank.index, blank.index + blank[0].length);
    if (resumes === null) continue;
    out += `${sentence.slice(from, blank.index)}${PAGE_BREAK}`;
    from = resumes;
  }
  return withWordsRejoined(out + sentence.slice(from)).replaceAll(PAGE_BREAK, ' ');
}

/** Where a page break's furniture was taken out of a sentence, until a word it broke is rejoined. */
const PAGE_BREAK = '\uE000';

/** Compounds written with a hyphen whatever the line ("non-exclusive", "third-party"): a line break after their
 *  hyphen keeps it. */
const HYPHENATED_PREFIX = /(?:^|[^\p{L}])(?:non|self|third|co|ex|cross|anti|pre|post|sub|multi|semi|quasi|well|long|short|full|part|sole|first|second|one|two|three|four|five|six|seven|eight|nine|ten|twelve|thirty|sixty|ninety)-$/iu;

/** A hyphen at a line's end or before a page break's mark. */
const LINE_END_HYPHEN = /-[ \t]*[\n\uE000]/;

/** Words hyphenated at a line's end ("termi-" / "nation", "Agree-" / "ment") written whole; a compound broken at its
 *  own hyphen ("non-" / "exclusive") keeps the hyphen. A hyphen followed by a space on the same line ("pre- and
 *  post-closing") is no break. */
export function withWordsRejoined(text: string): string {
  // Most texts break no word: the hyphen before a break is looked for first. A word is tried from its first letter
  // only: from a later letter it matches only where it matches from the first, which the search reaches first.
  if (!LINE_END_HYPHEN.test(text)) return text;
  return text.replace(/(?<!\p{L})(\p{L}+-)[ \t]*[\n\uE000]\s*(?=\p{Ll})/gu, (_whole, word: string) => (HYPHENATED_PREFIX.test(word) ? word : word.slice(0, -1)));
}
