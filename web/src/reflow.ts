// Reflowing extracted text for reading (issue #15, point 6). A PDF's text keeps the PDF's line breaks: shown in a
// column narrower than the page, every line wraps once more and leaves its last word or two stranded on a line of
// its own. Here the line breaks that only wrapped a paragraph are joined, while real breaks (blank lines, list
// items, headings, the short last line of a paragraph) stay.
//
// Offsets are never moved: the report's clauses, evidence and search hits point into the text as the API serves
// it, so the reflow does not produce a new string. It says, per character of the original text, what to show
// instead (a space for a joined line break, nothing for the indentation of the joined line), and the view renders
// each highlighted segment [start, end) of the original through `displaySlice`.

/** Original index → what to show there instead of the original character ('' hides it). */
export type Reflow = ReadonlyMap<number, string>;

/** Lines at least this share of the wrap width long are taken as wrapped by the PDF, not ended by the author. */
const FULL_LINE_SHARE = 0.6;
/** Texts whose long lines are longer than this were not hard-wrapped (DOCX, TXT with one paragraph per line). */
const MAX_WRAP_WIDTH = 160;
/** Too few lines to tell a wrap width from chance. */
const MIN_LINES = 4;

// What always starts a line of its own: "1. ", "12.3.4) ", "- ", "• ", "§", and headings in capitals ("ARTICLE II",
// "SCHEDULE A"). A bare number does not ("30 days" often begins a wrapped line), nor does "Section 5" in running text.
const BLOCK_START = /^\s*(?:\d+(?:\.\d+)*[.)]\s|[-•*·–]\s|§|(?:ARTICLE|SECTION|SCHEDULE|EXHIBIT|ANNEX|APPENDIX)\b)/;
// What starts an item only after a line that ends like an item or its lead-in ("…as follows:", "…;", "…; and"):
// "(a) ", "(iv) ", "(2) ", "a) ", "1.2 ". Elsewhere it is running text: "thirty\n(30) days", "provided that\n(a) the …",
// "a fee of\n1.5 million".
const ITEM_START = /^\s*(?:\((?:\d{1,2}|[a-zA-Z]{1,4})\)|[a-z]\)|\d+(?:\.\d+)+)\s/;
const ITEM_LEAD_END = /(?:[.:;]|\b(?:and|or))$/;
// A run of spaces inside a line: text set in columns (signature blocks, tables), whose lines stay as they are.
const COLUMNS = /\S {3,}\S/;

/**
 * Which line breaks of `text` to join, as a Reflow. Texts that were not hard-wrapped (few lines, or lines
 * longer than a page is wide) come back with nothing joined, so DOCX and plain text keep their paragraphs.
 */
export function reflowText(text: string): Reflow {
  const lines = splitLines(text);
  const wrapWidth = wrapWidthOf(lines.map((line) => line.content));
  const replacements = new Map<number, string>();
  if (wrapWidth === null) return replacements;
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    if (!joins(line.content, next.content, wrapWidth)) continue;
    // The break itself becomes one space (none after a hyphen: "non-" + "compete"); the next line's indentation goes.
    replacements.set(line.breakAt, /[A-Za-z]-$/.test(line.content.trimEnd()) ? '' : ' ');
    for (let j = 0; j < line.trailingSpaces; j++) replacements.set(line.breakAt - 1 - j, '');
    const indent = next.content.length - next.content.trimStart().length;
    for (let j = 0; j < indent; j++) replacements.set(next.start + j, '');
  }
  return replacements;
}

/** `text.slice(start, end)` as it reads once reflowed. */
export function displaySlice(text: string, start: number, end: number, reflow: Reflow): string {
  if (reflow.size === 0) return text.slice(start, end);
  let shown = '';
  let from = start;
  for (let index = start; index < end; index++) {
    const replacement = reflow.get(index);
    if (replacement === undefined) continue;
    shown += text.slice(from, index) + replacement;
    from = index + 1;
  }
  return shown + text.slice(from, end);
}

interface Line {
  start: number;
  content: string;
  /** Index of the '\n' ending the line (the text's length for the last line). */
  breakAt: number;
  trailingSpaces: number;
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf('\n', start);
    const breakAt = newline === -1 ? text.length : newline;
    // A '\r' before the '\n' belongs to the break, not to the line.
    const contentEnd = breakAt > start && text[breakAt - 1] === '\r' ? breakAt - 1 : breakAt;
    const content = text.slice(start, contentEnd);
    lines.push({ start, content, breakAt, trailingSpaces: breakAt - contentEnd + (content.length - content.trimEnd().length) });
    if (newline === -1) break;
    start = newline + 1;
  }
  return lines;
}

/** The width the text was wrapped at (its long lines' length), or null when it does not look hard-wrapped. */
function wrapWidthOf(lines: string[]): number | null {
  const lengths = lines.map((line) => line.trim().length).filter((length) => length > 0).sort((a, b) => a - b);
  if (lengths.length < MIN_LINES) return null;
  const wrapWidth = lengths[Math.floor((lengths.length - 1) * 0.9)]!;
  if (wrapWidth > MAX_WRAP_WIDTH || wrapWidth < 20) return null;
  // Hard-wrapped text has many lines near its wrap width; one paragraph per line has few.
  const full = lengths.filter((length) => length >= wrapWidth * FULL_LINE_SHARE).length;
  return full >= lengths.length * 0.4 ? wrapWidth : null;
}

/** Whether the break between `line` and `next` only wrapped a paragraph. */
function joins(line: string, next: string, wrapWidth: number): boolean {
  const current = line.trim();
  const following = next.trim();
  if (current === '' || following === '') return false; // a blank line separates paragraphs
  if (BLOCK_START.test(next)) return false; // a numbered clause, bullet or heading starts on its own line
  if (ITEM_START.test(next) && ITEM_LEAD_END.test(current)) return false; // so does a list item after its lead-in
  if (COLUMNS.test(current) || COLUMNS.test(following)) return false;
  if (current.length >= wrapWidth * FULL_LINE_SHARE) return true; // the line was full: the PDF wrapped it
  if (isHeading(current)) return false;
  // A short line that stops mid-sentence (no closing punctuation, the next line goes on in lower case) was
  // wrapped too, e.g. around a figure or a cell.
  return !/[.:;!?)"”]$/.test(current) && /^[a-z(]/.test(following);
}

/** "SERVICES AGREEMENT", "2. PAYMENT": a short line in capitals (a full line in capitals is a shouted clause, and joins). */
function isHeading(line: string): boolean {
  if (line.length > 80) return false;
  const letters = line.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters === letters.toUpperCase();
}
