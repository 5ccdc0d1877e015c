import { useEffect, useMemo } from 'preact/hooks';
import type { ReportClause } from '../api-schemas.ts';
import { displaySlice, reflowText, type Reflow } from '../reflow.ts';

/** A passage to bring into view and mark (a search result opened from Search). */
export interface FocusRange {
  start: number;
  end: number;
}

export const FOUND_PASSAGE_ID = 'found-passage';

/** Reads `?at=start-end` (written by Search) from the address; null when absent or malformed. */
export function focusFromLocation(search: string): FocusRange | null {
  const match = new URLSearchParams(search).get('at')?.match(/^(\d+)-(\d+)$/);
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  return start < end ? { start, end } : null;
}

interface Segment {
  start: number;
  end: number;
  /** Indexes into the clause list of the clauses covering this segment. */
  clauseIndexes: number[];
}

/**
 * Cuts the text at every clause boundary so overlapping clauses still highlight correctly; a segment is
 * highlighted when at least one clause covers it.
 */
export function segmentText(textLength: number, clauses: ReportClause[], focus: FocusRange | null = null): Segment[] {
  const located = clauses
    .map((clause, index) => ({ index, start: clause.start, end: clause.end }))
    .filter((c): c is { index: number; start: number; end: number } =>
      typeof c.start === 'number' && typeof c.end === 'number' && c.start < c.end && c.start >= 0,
    );
  const cuts = new Set<number>([0, textLength]);
  if (focus) {
    cuts.add(Math.min(focus.start, textLength));
    cuts.add(Math.min(focus.end, textLength));
  }
  for (const clause of located) {
    cuts.add(Math.min(clause.start, textLength));
    cuts.add(Math.min(clause.end, textLength));
  }
  const boundaries = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < boundaries.length - 1; i++) {
    const start = boundaries[i]!;
    const end = boundaries[i + 1]!;
    const clauseIndexes = located.filter((c) => c.start <= start && c.end >= end).map((c) => c.index);
    segments.push({ start, end, clauseIndexes });
  }
  return segments;
}

export function clauseAnchorId(index: number): string {
  return `clause-in-text-${index}`;
}

const NO_REFLOW: Reflow = new Map();

/**
 * The extracted text with each clause marked where it occurs (its `start`/`end` offsets into /text);
 * `focus` (a search result) is outlined and scrolled to. Unless `keepLineBreaks`, a PDF's wrapped lines are
 * joined into paragraphs (reflow.ts); the segments are still cut at the original offsets, so every mark lands
 * where the report says.
 */
export function HighlightedText(props: { text: string; clauses: ReportClause[]; focus?: FocusRange | null; keepLineBreaks?: boolean }) {
  const focus = props.focus ?? null;
  const joined = useMemo(() => reflowText(props.text), [props.text]);
  const reflow = props.keepLineBreaks ? NO_REFLOW : joined;
  const anchored = new Set<number>();
  let focusAnchored = false;
  useEffect(() => {
    if (!focus) return;
    const found = document.getElementById(FOUND_PASSAGE_ID);
    found?.scrollIntoView({ block: 'center' });
    found?.focus({ preventScroll: true });
  }, [focus?.start, focus?.end]);
  return (
    <pre class="document-text" tabIndex={0} aria-label="Extracted text">
      {segmentText(props.text.length, props.clauses, focus).map((segment) => {
        const content = displaySlice(props.text, segment.start, segment.end, reflow);
        const isFocused = focus !== null && segment.start >= focus.start && segment.end <= focus.end;
        const focusId = isFocused && !focusAnchored ? FOUND_PASSAGE_ID : undefined;
        if (focusId) focusAnchored = true;
        if (segment.clauseIndexes.length === 0) {
          return isFocused ? (
            <mark key={segment.start} id={focusId} class="found-passage" tabIndex={focusId ? -1 : undefined}>
              {content}
            </mark>
          ) : (
            content
          );
        }
        const newAnchor = segment.clauseIndexes.find((index) => !anchored.has(index));
        if (newAnchor !== undefined) anchored.add(newAnchor);
        const types = [...new Set(segment.clauseIndexes.map((index) => props.clauses[index]!.type))].join(', ');
        const risk = highestRisk(segment.clauseIndexes.map((index) => props.clauses[index]!.risk_level));
        // Where a clause begins, its types show as a label (CSS generated content, so the text itself is unchanged
        // for copying and offsets), so the type is visible without hovering; the title repeats every type of the segment.
        const startingTypes = [
          ...new Set(segment.clauseIndexes.filter((index) => props.clauses[index]!.start === segment.start).map((index) => props.clauses[index]!.type)),
        ].join(' · ');
        return (
          <mark
            key={segment.start}
            id={newAnchor !== undefined ? clauseAnchorId(newAnchor) : undefined}
            class={`clause-mark risk-${risk}${isFocused ? ' found-passage' : ''}`}
            title={types}
            data-types={startingTypes || undefined}
          >
            {focusId && <span id={focusId} tabIndex={-1} aria-label="The passage you searched for" />}
            {content}
          </mark>
        );
      })}
    </pre>
  );
}

const RISK_ORDER = ['low', 'medium', 'high'];

function highestRisk(levels: string[]): string {
  return levels.reduce((best, level) => (RISK_ORDER.indexOf(level) > RISK_ORDER.indexOf(best) ? level : best), 'low');
}
