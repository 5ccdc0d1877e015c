// Turns pdf.js text items into reading-order text (issue #3): lines from baselines, words from gaps,
// paragraphs from vertical spacing; then removes running headers/footers and rejoins hyphenated words.

export interface PositionedText {
  str: string;
  /** Baseline origin in PDF user space (y grows upwards). */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  /** A space item stood before it in the content stream: a word break, however narrow the gap. */
  spaceBefore?: boolean;
}

interface Line {
  y: number;
  fontSize: number;
  items: PositionedText[];
}

// Items whose baselines differ by less than this fraction of the font size share a line (sub/superscripts too).
const SAME_LINE_TOLERANCE = 0.45;
// A superscript ("30th", a footnote mark) is set in a smaller font and raised by up to about two thirds of the
// text's size: further than SAME_LINE_TOLERANCE, so it is matched by its size and length instead.
const SUPERSCRIPT_RAISE = 0.7;
const SUPERSCRIPT_SIZE = 0.85;
const SUPERSCRIPT_CHARS = 4;
// A horizontal gap wider than this fraction of the font size is a word space.
const WORD_GAP = 0.18;
// A line gap this much larger than the page's usual line pitch starts a new paragraph.
const PARAGRAPH_GAP = 1.45;

/** Lines of one page, top to bottom; a '' entry marks a paragraph break. */
export function layoutPageLines(items: PositionedText[]): string[] {
  const lines = groupIntoLines(markSpaces(items));
  const pitch = typicalLinePitch(lines);
  const out: string[] = [];
  lines.forEach((line, i) => {
    const gap = i > 0 ? lines[i - 1]!.y - line.y : 0;
    if (i > 0 && pitch > 0 && gap > pitch * PARAGRAPH_GAP) out.push('');
    out.push(joinLineItems(line.items));
  });
  return out;
}

function groupIntoLines(items: PositionedText[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const raised = line !== undefined && isRaisedMarksOver(line, item);
    if (line && (raised || Math.abs(line.y - item.y) <= SAME_LINE_TOLERANCE * Math.max(line.fontSize, item.fontSize, 1))) {
      if (raised) line.items = line.items.map(closeSpacedLetters);
      line.items.push(item);
      // The line's baseline follows its largest text, so superscripts do not drag it.
      if (item.fontSize > line.fontSize) {
        line.fontSize = item.fontSize;
        line.y = item.y;
      }
    } else lines.push({ y: item.y, fontSize: item.fontSize, items: [item] });
  }
  for (const line of lines) line.items = setMarksInPlace(line.items.sort((a, b) => a.x - b.x));
  return lines;
}

/**
 * Puts a superscript back inside the run of text it was raised from: "April 15 , 2010" set as one item with "th" as
 * another above the gap after "15" → "April 15th, 2010". pdf.js leaves a space in the run where the mark stood; the
 * mark's share of the run's width tells which one: for a footnote mark the space next to that estimate, for an
 * ordinal's suffix a space after a number a few characters off. Without one the mark stays after the run.
 */
function setMarksInPlace(items: PositionedText[]): PositionedText[] {
  const out = [...items];
  const marks = items.filter((mark) => mark.str.replace(/\s/g, '').length <= SUPERSCRIPT_CHARS).sort((a, b) => b.x - a.x);
  for (const mark of marks) {
    const hostIndex = out.findIndex((host) => host !== mark && mark.fontSize <= SUPERSCRIPT_SIZE * host.fontSize && mark.x > host.x && mark.x + mark.width < host.x + host.width);
    if (hostIndex < 0) continue;
    const host = out[hostIndex]!;
    const str = mark.str.replace(/\s/g, '');
    const at = Math.round(((mark.x - host.x) / host.width) * host.str.length);
    // Widths vary by letter, so the share is only near; an ordinal's suffix follows a number.
    const isOrdinal = /^(?:st|nd|rd|th)$/i.test(str);
    const reach = isOrdinal ? 6 : 1;
    const offsets = Array.from({ length: 2 * reach + 1 }, (_, i) => (i % 2 === 0 ? i / 2 : -(i + 1) / 2));
    const space = offsets.map((d) => at + d).find((i) => host.str[i] === ' ' && i > 0 && (!isOrdinal || /\d/.test(host.str[i - 1]!)));
    if (space === undefined) continue;
    // The space stood only for the mark before punctuation ("15 , 2010", "(1 )"); before a word it is also the word
    // space ("the 31 day of July" → "31st day").
    const keepSpace = !/[\p{P}]/u.test(host.str[space + 1] ?? '');
    out[hostIndex] = { ...host, str: host.str.slice(0, space) + str + host.str.slice(keepSpace ? space : space + 1) };
    out.splice(out.indexOf(mark), 1);
  }
  return out;
}

/**
 * Whether `line` holds only superscripts raised from `item`'s line: short marks ("th", "1", "*") in a smaller
 * font whose baseline sits less than SUPERSCRIPT_RAISE of the item's size above the item's. Left alone they would
 * make a line of their own and split the line they belong to from the one above ("Information\nt h\nSystem …").
 */
function isRaisedMarksOver(line: Line, item: PositionedText): boolean {
  const raise = line.y - item.y;
  return (
    raise > 0 &&
    raise <= SUPERSCRIPT_RAISE * item.fontSize &&
    line.items.every((mark) => mark.fontSize <= SUPERSCRIPT_SIZE * item.fontSize && mark.str.replace(/\s/g, '').length <= SUPERSCRIPT_CHARS)
  );
}

/** "t h" → "th": pdf.js spaces out the letters of a small superscript set with character spacing. */
function closeSpacedLetters(mark: PositionedText): PositionedText {
  return /^\p{L}(?: \p{L}){1,3}$/u.test(mark.str) ? { ...mark, str: mark.str.replace(/ /g, '') } : mark;
}

/** Drops space-only items, marking the item after each: PDFs set some word spaces as a narrow space glyph of their
 *  own ("AGENCY", " ", "AGREEMENT" with the words 0.8 pt apart), which the gaps alone would run together. */
function markSpaces(items: PositionedText[]): PositionedText[] {
  const out: PositionedText[] = [];
  let space = false;
  for (const item of items) {
    if (item.str.trim() === '') {
      space = true;
      continue;
    }
    out.push(space && !item.spaceBefore ? { ...item, spaceBefore: true } : item);
    space = false;
  }
  return out;
}

function typicalLinePitch(lines: Line[]): number {
  const gaps = lines.slice(1).map((line, i) => lines[i]!.y - line.y).filter((gap) => gap > 0);
  if (gaps.length === 0) return 0;
  gaps.sort((a, b) => a - b);
  // The lower quartile: most gaps inside paragraphs are the plain line pitch.
  return gaps[Math.floor(gaps.length / 4)]!;
}

function joinLineItems(items: PositionedText[]): string {
  let text = '';
  let previousEnd = Number.NEGATIVE_INFINITY;
  let previousSize = 0;
  for (const item of items) {
    const gap = item.x - previousEnd;
    // A superscript inside a longer run that setMarksInPlace found no place for: set off by a space, it at least
    // leaves the run's last word whole.
    const inside = gap < -WORD_GAP * item.fontSize && item.x + item.width < previousEnd && item.fontSize <= SUPERSCRIPT_SIZE * previousSize;
    if (text !== '' && (gap > WORD_GAP * item.fontSize || item.spaceBefore || inside) && !/\s$/.test(text) && !/^\s/.test(item.str)) {
      // Wide gaps are tab stops (e.g. a number and its heading, table cells).
      text += gap > 3 * item.fontSize ? '\t' : ' ';
    }
    text += item.str;
    previousEnd = Math.max(previousEnd, item.x + item.width);
    previousSize = Math.max(previousSize, item.fontSize);
  }
  return collapseLetterSpacing(text.replace(/\s+/g, (run) => (run.includes('\t') ? '\t' : ' ')).trim());
}

// Four or more single letters each followed by one space: letter-spaced text ("A G R E E M E N T"), which
// pdf.js spells out with a space per gap.
const LETTER_SPACED = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}] ){3,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu;

export function collapseLetterSpacing(line: string): string {
  return line.replace(LETTER_SPACED, (run) => run.replace(/ /g, ''));
}

// ---------------------------------------------------------------- running headers and footers

// Headers and footers live in the first or last few lines of a page.
const EDGE_LINES = 2;

/** Lines that differ only in numbers (page numbers, dates) are the same running line. */
function runningLineKey(line: string): string {
  return line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

function isPageNumberLine(line: string): boolean {
  return /^(page\s*)?[-–—(\[]?\s*([0-9]+|[ivx]+)\s*[-–—)\]]?(\s*(of|\/)\s*[0-9]+)?$/i.test(line.trim());
}

/**
 * Removes lines repeated at the top or bottom of most pages (CUAD's `Source: COMPANY, 10-K, date`,
 * confidentiality legends, page numbers). Needs at least three pages to tell a running line from content.
 */
export function removeRunningLines(pages: string[][]): string[][] {
  const textPages = pages.filter((lines) => lines.some((line) => line !== ''));
  if (textPages.length < 3) return pages;
  const pagesWithKey = new Map<string, number>();
  for (const lines of textPages) {
    const keys = new Set(edgeIndexes(lines).map((i) => runningLineKey(lines[i]!)));
    for (const key of keys) pagesWithKey.set(key, (pagesWithKey.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(textPages.length * 0.5));
  return pages.map((lines) => {
    const drop = new Set(
      edgeIndexes(lines).filter((i) => {
        const key = runningLineKey(lines[i]!);
        return key !== '' && ((pagesWithKey.get(key) ?? 0) >= threshold || isPageNumberLine(lines[i]!));
      }),
    );
    return trimBlankLines(lines.filter((_, i) => !drop.has(i)));
  });
}

/** Indexes of the first and last EDGE_LINES non-blank lines. */
function edgeIndexes(lines: string[]): number[] {
  const nonBlank = lines.flatMap((line, i) => (line.trim() === '' ? [] : [i]));
  return [...new Set([...nonBlank.slice(0, EDGE_LINES), ...nonBlank.slice(-EDGE_LINES)])];
}

function trimBlankLines(lines: string[]): string[] {
  const withoutDoubles = lines.filter((line, i) => line !== '' || (i > 0 && lines[i - 1] !== ''));
  while (withoutDoubles[0] === '') withoutDoubles.shift();
  while (withoutDoubles.at(-1) === '') withoutDoubles.pop();
  return withoutDoubles;
}

// ---------------------------------------------------------------- hyphenation

const HYPHENATED_LINE_END = /([\p{L}]+)-\n(\p{Ll}[\p{L}]*)/gu;

/** Words (and hyphenated compounds) the document uses, lower-cased: the evidence for rejoining split words. */
export function documentVocabulary(texts: string[]): Set<string> {
  const vocabulary = new Set<string>();
  for (const text of texts) for (const word of text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []) vocabulary.add(word);
  return vocabulary;
}

/**
 * Rejoins words split across lines. The document's own vocabulary decides whether the hyphen belongs to the
 * word ("non-\nexclusive" stays "non-exclusive") or was only a line-break hyphen ("agree-\nment" → "agreement");
 * with no evidence either way the hyphen is kept, since losing a real hyphen changes the word.
 */
export function rejoinHyphenatedWords(text: string, vocabulary: Set<string>): string {
  return text.replace(HYPHENATED_LINE_END, (_match, head: string, tail: string) => {
    const closed = `${head}${tail}`;
    const useClosed = vocabulary.has(closed.toLowerCase()) && !vocabulary.has(`${head}-${tail}`.toLowerCase());
    return useClosed ? closed : `${head}-${tail}`;
  });
}
