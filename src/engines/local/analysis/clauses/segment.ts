// Clause segmentation (issue #4, stage `analyzing`): splits extracted contract text into clauses at numbered
// sections, headings and lettered sub-clauses, and long sections into sentence groups. Every segment is an
// exact slice of the input (`text === fullText.slice(start, end)`), because reports quote clauses by offset.

import type { PageSpan } from '../../../types.ts';
import { TITLE_SMALL_WORDS } from '../../../../analysis/titles.ts';

export interface Segment {
  start: number;
  end: number;
  page: number | null;
  text: string;
  /** The heading the clause sits under: its own inline heading ("Governing Law.") or the section's. */
  heading: string | null;
}

interface Span {
  start: number;
  end: number;
}

/** Pieces shorter than this (non-space characters) join a neighbour instead of standing alone. */
const MIN_SEGMENT_CHARS = 60;
/** Paragraphs longer than this split into (a)/(i) sub-clauses, then into sentence groups. */
const SPLIT_SUBCLAUSES_ABOVE = 1300;
const SPLIT_SENTENCES_ABOVE = 1500;
const SENTENCE_GROUP_TARGET = 700;
/** A short line seen this often is a running page header or footer. */
const RUNNING_LINE_REPEATS = 3;
/** A line at least this long that stops mid-sentence was hard-wrapped: the next line goes on with it. */
const WRAPPED_LINE_CHARS = 60;
/** A lead-in and its lettered items stay one clause up to this length. */
const MAX_LIST_CHARS = 1200;

// Clause markers that start a section: "1.", "1.1", "12.3.4.", "Section 5", "ARTICLE IV", "(a)", "(iv)", "A."
// A bare number needs its period ("3." not "30"), so a hard-wrapped line starting "30 days" is not a section.
// A scan's OCR reads a 1 in a section number as a letter l ("l.1", "3.l"); beside a figure and a stop it is the number.
const OCR_SECTION_NUMBER = String.raw`\d{1,2}\.l(?:\.\d{1,2})*\.?|l\.\d{1,2}(?:\.\d{1,2})*\.?`;
const SECTION_NUMBER = String.raw`(?:(?:ARTICLE|Article|SECTION|Section)\s+[IVXLC\d]+(?:\.\d+)*\.?|\d{1,2}(?:\.\d{1,2}){1,3}\.?|${OCR_SECTION_NUMBER}|\d{1,2}\.)`;
const SUBCLAUSE_MARK = String.raw`\((?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)`;
const SUBCLAUSE_AT_START = new RegExp(String.raw`^${SUBCLAUSE_MARK}(?=\s|$)`);
const SECTION_AT_START = new RegExp(String.raw`^${SECTION_NUMBER}(?=\s|$)`);
const MARKER_AT_START = new RegExp(String.raw`^(?:${SECTION_NUMBER}|${SUBCLAUSE_MARK}|[A-Z]\.)(?=\s|$)`);
// An inline section start: after a sentence end or colon, a section number followed by a capitalised word.
const INLINE_SECTION = new RegExp(String.raw`(?<=[.:;]["”)]?\s+|\s{3,})(?:(?:ARTICLE|Article|SECTION|Section)\s+[IVXLC\d]+(?:\.\d+)*\.?|\d{1,2}(?:\.\d{1,2}){1,3}\.?|${OCR_SECTION_NUMBER}|\d{1,2}\.)\s+(?=["“(]?[A-Z])`, 'g');
const INLINE_SUBCLAUSE = new RegExp(String.raw`(?<=[.:;]\s+|[;,]\s*(?:and|or)\s+)${SUBCLAUSE_MARK}\s+(?=\S)`, 'g');
// "Amendments; No Waiver." names two subjects; EDGAR filings underline a heading with a row of dashes
// ("Indemnification.   ---------------  (a) The Company …").
const INLINE_HEADING = new RegExp(String.raw`^(?:${SECTION_NUMBER}|${SUBCLAUSE_MARK}|[A-Z]\.)?\s*["“]?([A-Z][A-Za-z0-9'’&,;/\- ]{1,70}?)["”]?[.:]\s+(?:[-_=]{3,}\s+)?(?=["“(]?[A-Z]|\([a-z0-9]{1,4}\)\s)`);
/** A line of page furniture or filler: a page number ("Page 7", "- 7 -"), a source line, a rule of dashes. */
export const NOISE_LINE = /^\s*(?:[-–—]?\s*\d{1,3}\s*[-–—]?(?:\s+\d{1,3})*|page\s+\d+(?:\s+of\s+\d+)?|source:.*|[_\-=*.\s]+|\[\*+\])\s*$/i;
/** A word broken across lines with a hyphen: a letter, then the hyphen ends the line ("termi-"). */
const BROKEN_WORD_AT_END = /\p{Ll}-$/u;
const SIGNATURE_LINE = /^\s*(?:by|name|title|date|its|signature|signed|witness|printed name)\s*:|\/s\//i;
/** A signature block's line set in from the margin or ruled for a signature ("          Anna Reid", "__________"). */
const INDENTED_OR_RULED_LINE = /^[\s_]{5,}/;
const ABBREVIATION_BEFORE_PERIOD = /(?:\b(?:inc|ltd|co|corp|no|nos|sec|secs|art|mr|mrs|ms|dr|st|vs|etc|e\.g|i\.e|u\.s|u\.k|para|approx|jr|sr|llc|l\.l\.c|n\.v|s\.a|b\.v|plc)|\b[A-Z])\.$/i;

export function segmentClauses(text: string, pages: PageSpan[]): Segment[] {
  const segments: Segment[] = [];
  let sectionHeading: string | null = null;
  // The inline heading of the numbered clause being read; its (a)/(i) sub-clauses and sentence groups inherit it.
  let clauseHeading: string | null = null;
  for (const paragraph of paragraphs(text)) {
    const pieces = splitParagraph(text, paragraph);
    for (const piece of pieces) {
      const pieceText = text.slice(piece.start, piece.end);
      const heading = headingLine(pieceText);
      if (heading !== null) {
        sectionHeading = heading;
        clauseHeading = null;
        continue;
      }
      if (isBoilerplate(pieceText)) continue;
      if (SECTION_AT_START.test(pieceText)) clauseHeading = inlineHeading(pieceText);
      segments.push({
        start: piece.start,
        end: piece.end,
        page: null,
        text: pieceText,
        heading: inlineHeading(pieceText) ?? clauseHeading ?? sectionHeading,
      });
    }
  }
  return mergeTinySegments(text, segments).map((s) => ({ ...s, page: pageAt(pages, s.start) }));
}

/** Paragraph spans: blank lines and clause markers start paragraphs; hard-wrapped lines and text that continues
 *  across a page break (a lower-case start after page-number noise) join the paragraph before. */
function paragraphs(text: string): Span[] {
  const running = runningLines(text);
  const out: Span[] = [];
  let current: Span | null = null;
  let previousWasBreak = true;
  let previousWasHeading = false;
  let previousLine = '';
  let previousRaw = '';
  const linePattern = /[^\n]*(?:\n|$)/g;
  const lines = [...text.matchAll(linePattern)];
  for (const [index, match] of lines.entries()) {
    if (match[0] === '') break;
    const lineStart = match.index;
    const raw = match[0].replace(/\r?\n$/, '');
    const trimmed = raw.trim();
    if (trimmed === '' || NOISE_LINE.test(raw) || running.has(runningKey(trimmed))) {
      previousWasBreak = true;
      continue;
    }
    const lineSpan = trimSpan(text, { start: lineStart, end: lineStart + raw.length });
    const startsLower = /^[a-z]/.test(trimmed);
    // A line of running text hard-wrapped mid-sentence goes on in the next line, whatever that line looks like: "…
    // AGGREGATE LIABILITY ARISING OUT OF OR IN CONNECTION" / "WITH THIS AGREEMENT SHALL NOT EXCEED …" is no heading,
    // and "… shall give Client thirty" / "(30) days' notice …" is no list item.
    // So is a long line in capitals ("11.2 EACH PARTY'S TOTAL AGGREGATE LIABILITY ARISING OUT OF OR IN CONNECTION")
    // that the next line goes on with.
    // "6.3 Upon termi-" / "nation, Buyer shall pay …": a word broken at the line's end with a hyphen goes on in the
    // next line, across a page break too, however short the line is.
    const wordGoesOn: boolean = BROKEN_WORD_AT_END.test(previousLine) && startsLower;
    // A definitions table set in two columns ('"Lease Term"         thirty-six (36) months from the' / '        Commencement
    // Date'): a line indented to the start of the line above's second column goes on with that column's text.
    const indent = raw.search(/\S/);
    const columnGoesOn: boolean =
      !previousWasBreak && indent >= 8 && previousRaw.length > indent && /\S\s{2,}$/.test(previousRaw.slice(0, indent)) && /\S/.test(previousRaw[indent]!);
    const midSentence: boolean = wordGoesOn || columnGoesOn || (!previousWasBreak && !previousWasHeading && continuesWrappedSentence(previousLine));
    const nextLine = (lines[index + 1]?.[0] ?? '').trim();
    const goesOn = continuesWrappedSentence(trimmed) && nextLine !== '' && !NOISE_LINE.test(nextLine) && !MARKER_AT_START.test(nextLine);
    const isHeading: boolean = headingLine(trimmed) !== null && !midSentence && !goesOn && !BROKEN_WORD_AT_END.test(trimmed);
    const startsNew =
      current === null ||
      previousWasHeading ||
      (MARKER_AT_START.test(trimmed) &&
        !continuesList(text, current, trimmed) &&
        !(midSentence && SUBCLAUSE_AT_START.test(trimmed)) &&
        // "… the Web Content Accessibility Guidelines" / "2.1 at level AA": a number that a wrapped sentence goes on
        // with, before a word in lower case, is a version or a figure, no section. So is a cross-reference it goes on
        // with ("… except as provided in" / "Section 7.1, no person …", "Section 9.2 of this Agreement").
        !(midSentence && continuesAfterSectionNumber(trimmed))) ||
      isHeading ||
      (previousWasBreak && !startsLower && !wordGoesOn);
    if (startsNew) {
      if (current !== null) out.push(current);
      current = lineSpan;
    } else {
      current!.end = lineSpan.end;
    }
    previousWasHeading = isHeading;
    previousWasBreak = false;
    previousLine = trimmed;
    previousRaw = raw;
  }
  if (current !== null) out.push(current);
  return out;
}

/** A line that opens with a section number a sentence goes on after: a word in lower case or a comma, semicolon or
 *  closing bracket follows it, where a section's own heading or first sentence starts with a capital. */
function continuesAfterSectionNumber(line: string): boolean {
  const marker = SECTION_AT_START.exec(line);
  return marker !== null && /^(?:[,;:)\]]|\s+[a-z])/.test(line.slice(marker[0].length));
}

/** A long line (about a wrapping width) that stops without ending its sentence: no stop, colon, semicolon or closing
 *  bracket or quote. A short line (a title, an address, a name) ends where it ends. */
function continuesWrappedSentence(line: string): boolean {
  return line.length >= WRAPPED_LINE_CHARS && /[\p{L}\d,]$/u.test(line);
}

/** Page headers and footers ("ODM Supply Agreement  3"): short lines repeated on several pages. */
function runningLines(text: string): Set<string> {
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.length < 4 || trimmed.length > 80 || MARKER_AT_START.test(trimmed)) continue;
    const key = runningKey(trimmed);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= RUNNING_LINE_REPEATS).map(([key]) => key));
}

function runningKey(line: string): string {
  return line.replace(/\d+/g, '#').replace(/\s+/g, ' ');
}

/** A lettered item that continues its lead-in ("Licensee shall not: (a) …; (b) …") stays in the lead-in's
 *  paragraph while the whole stays short, so the clause reads complete and keeps its meaning. */
function continuesList(text: string, current: Span | null, line: string): boolean {
  if (current === null || !SUBCLAUSE_AT_START.test(line) || current.end - current.start > MAX_LIST_CHARS) return false;
  return /(?:[:;,]|\b(?:and|or))\s*$/.test(text.slice(Math.max(current.start, current.end - 10), current.end));
}

/** Splits a paragraph at inline section numbers, then long parts at sub-clauses and sentences. */
function splitParagraph(text: string, paragraph: Span): Span[] {
  const body = text.slice(paragraph.start, paragraph.end);
  const sections = cutAt(paragraph, body, INLINE_SECTION);
  return sections
    .flatMap((section) => {
      let pieces = section.end - section.start > SPLIT_SUBCLAUSES_ABOVE ? cutAt(section, text.slice(section.start, section.end), INLINE_SUBCLAUSE) : [section];
      pieces = pieces.flatMap((piece) => (piece.end - piece.start > SPLIT_SENTENCES_ABOVE ? sentenceGroups(text, piece) : [piece]));
      return openingHoldsHalf(section, pieces);
    })
    .map((piece) => trimSpan(text, piece))
    .filter((piece) => piece.end > piece.start);
}

/** A provision split into sub-clauses or sentence groups keeps one clause that covers at least half of it: its
 *  opening, which usually says what the provision is about. A reader (or an evaluation) that asks "which clause is
 *  this provision?" then finds one. */
function openingHoldsHalf(section: Span, pieces: Span[]): Span[] {
  let k = 1;
  while (k < pieces.length && pieces[k - 1]!.end - section.start < (section.end - section.start) / 2) k++;
  return k === 1 ? pieces : [{ start: pieces[0]!.start, end: pieces[k - 1]!.end }, ...pieces.slice(k)];
}

function cutAt(span: Span, body: string, pattern: RegExp): Span[] {
  const cuts = [...body.matchAll(pattern)].map((m) => span.start + m.index).filter((at) => at > span.start);
  const bounds = [span.start, ...cuts, span.end];
  const out: Span[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) out.push({ start: bounds[i]!, end: bounds[i + 1]! });
  return out;
}

/** Consecutive sentences grouped up to about SENTENCE_GROUP_TARGET characters each. */
function sentenceGroups(text: string, span: Span): Span[] {
  const body = text.slice(span.start, span.end);
  const boundaries: number[] = [];
  for (const match of body.matchAll(/[.;!?]["”)]?\s+(?=["“(]?[A-Z0-9])/g)) {
    const before = body.slice(Math.max(0, match.index - 12), match.index + 1);
    if (body[match.index] === '.' && ABBREVIATION_BEFORE_PERIOD.test(before)) continue;
    boundaries.push(span.start + match.index + match[0].length);
  }
  const out: Span[] = [];
  let groupStart = span.start;
  for (const boundary of boundaries) {
    if (boundary - groupStart >= SENTENCE_GROUP_TARGET && span.end - boundary >= MIN_SEGMENT_CHARS * 2) {
      out.push({ start: groupStart, end: boundary });
      groupStart = boundary;
    }
  }
  out.push({ start: groupStart, end: span.end });
  return out;
}

/** A whole line that is only a heading ("ARTICLE 5 CONFIDENTIALITY", "2. DETTO'S OBLIGATIONS", "Governing Law"),
 *  returned without its number; null for ordinary text. */
export function headingLine(line: string): string | null {
  // A heading underlined with dashes in EDGAR text ("Representations and Warranties.   ----------").
  const trimmed = line.trim().replace(/(?<=\S)\s+[-_=]{3,}$/, '');
  if (trimmed.length > 100 || trimmed.includes('\n')) return null;
  const withoutMarker = trimmed.replace(MARKER_AT_START, '').replace(/^[\s.:\-–—]+/, '').replace(/[.:]\s*$/, '').trim();
  if (withoutMarker.length < 3 || !/[A-Za-z]{3}/.test(withoutMarker)) {
    // "ARTICLE IV" alone is a heading without a name.
    return /^(?:ARTICLE|Article|SECTION)\s+[IVXLC\d]+\.?$/.test(trimmed) ? trimmed : null;
  }
  if (/[.;!?]\s/.test(withoutMarker) || /["“]/.test(withoutMarker.slice(0, 1)) || /[,;]$/.test(withoutMarker)) return null;
  if (isCapitalisedPhrase(withoutMarker, 12)) return withoutMarker;
  // "3.2 Manufacturing standards": a numbered short phrase on its own line is a heading whatever its case.
  const isNumberedPhrase = SECTION_AT_START.test(trimmed) && /^[A-Z]/.test(withoutMarker) && !/[.:]$/.test(trimmed);
  return isNumberedPhrase && withoutMarker.length <= 50 && withoutMarker.split(/\s+/).length <= 6 ? withoutMarker : null;
}

function inlineHeading(segmentText: string): string | null {
  const match = INLINE_HEADING.exec(segmentText);
  if (match === null) return null;
  const phrase = match[1]!.trim();
  return isCapitalisedPhrase(phrase, 8) ? phrase : null;
}

/**
 * A clause's text without its leading number or letter and its inline heading ("12. Indemnification. Company
 * shall …" → "Company shall …"): what a model that must not rely on headings reads.
 */
export function clauseBody(segmentText: string): string {
  const match = INLINE_HEADING.exec(segmentText);
  if (match !== null && isCapitalisedPhrase(match[1]!.trim(), 8)) return segmentText.slice(match[0].length);
  return segmentText.replace(MARKER_AT_START_LOOSE, '');
}

const MARKER_AT_START_LOOSE = new RegExp(String.raw`^\s*(?:${SECTION_NUMBER}|${SUBCLAUSE_MARK}|[A-Z]\.)\s+`);

/** ALL CAPS, or Title Case where every word that is not a small word starts with a capital. */
function isCapitalisedPhrase(phrase: string, maxWords: number): boolean {
  const words = phrase.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  if (words.length === 0 || words.length > maxWords) return false;
  if (phrase === phrase.toUpperCase()) return true;
  return words.every((w, i) => /^["“(]?[A-Z0-9]/.test(w) || (i > 0 && TITLE_SMALL_WORDS.has(w.toLowerCase())));
}

/** Signature blocks and execution boilerplate carry no clause. */
function isBoilerplate(segmentText: string): boolean {
  if (/^IN WITNESS WHEREOF/i.test(segmentText)) return true;
  const lines = segmentText.split('\n').filter((l) => l.trim() !== '');
  // An indented line of running text (a provision hard-wrapped with an indent, or one a page break interrupted) is no
  // signature line; a signature block's indented lines are short: a name, a title, a company.
  const signatureLines = lines.filter((l) => SIGNATURE_LINE.test(l) || (INDENTED_OR_RULED_LINE.test(l) && l.trim().length < WRAPPED_LINE_CHARS)).length;
  return signatureLines > 0 && signatureLines * 2 >= lines.length;
}

/** Joins pieces too short to stand alone to the following piece (or the previous one at the end). */
function mergeTinySegments(text: string, segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  let pending: Segment | null = null;
  for (const segment of segments) {
    if (pending !== null && standsUnderItsOwnHeading(text, pending, segment, out.at(-1)?.end ?? 0)) {
      out.push({ ...pending, text: text.slice(pending.start, pending.end) });
      pending = null;
    }
    const current: Segment = pending === null ? segment : { ...segment, start: pending.start, heading: pending.heading ?? segment.heading };
    pending = null;
    if (nonSpaceLength(text, current.start, current.end) < MIN_SEGMENT_CHARS) pending = current;
    else out.push({ ...current, text: text.slice(current.start, current.end) });
  }
  if (pending !== null && out.length > 0 && standsUnderItsOwnHeading(text, pending, out.at(-1)!, out.at(-1)!.end)) out.push({ ...pending, text: text.slice(pending.start, pending.end) });
  else if (pending !== null) {
    const last = out.pop();
    const merged = last === undefined ? pending : { ...last, end: pending.end };
    out.push({ ...merged, text: text.slice(merged.start, merged.end) });
  }
  return out;
}

/** A short provision that is a whole section, one sentence under a heading line of its own ("8. GOVERNING LAW" / "This
 *  Agreement shall be governed by the laws of the State of New York."), is a clause, not part of the section beside it.
 *  The short end of a longer section (its heading further up, before other pieces) is not. */
function standsUnderItsOwnHeading(text: string, piece: Segment, neighbour: Segment, previousEnd: number): boolean {
  if (piece.heading === null || piece.heading === neighbour.heading) return false;
  const headingJustBefore = text.slice(previousEnd, piece.start).split('\n').some((line) => headingLine(line) === piece.heading);
  if (!headingJustBefore) return false;
  const body = text.slice(piece.start, piece.end).trim();
  return /^[A-Z][^\n]*[.]["”)]?$/.test(body.replace(/\s+/g, ' ')) && nonSpaceLength(text, piece.start, piece.end) >= 30 && /\b(?:shall|will|may|must|is|are)\b/.test(body);
}

function nonSpaceLength(text: string, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) if (text.charCodeAt(i) > 32) count++;
  return count;
}

function trimSpan(text: string, span: Span): Span {
  let { start, end } = span;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}

/** The 1-based page holding `offset`, or null when the text has no page spans. */
export function pageAt(pages: PageSpan[], offset: number): number | null {
  let low = 0;
  let high = pages.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const page = pages[mid]!;
    if (offset < page.start) high = mid - 1;
    else if (offset >= page.end) low = mid + 1;
    else return page.page;
  }
  return null;
}
