// Clause-level evaluation shared by `npm run eval:clauses` and `npm run eval:analysis` (issue #4), plus the
// excerpt locator that turns CUAD's annotated excerpts into character spans (training labels, search relevance).
// Definitions:
// - presence: a document "has" a clause type when CUAD annotates at least one excerpt of that category; the
//   engine "finds" it when at least one of its clauses carries the type. Per-type precision/recall/F1 over the
//   documents; macro-F1 over the types with at least MIN_POSITIVES positive documents.
// - coverage: an annotated excerpt is covered when one clause of the same type holds ≥ 50 % of the excerpt's
//   tokens (multiset overlap of normalised tokens).
// - search recall@k: per category, the share of its relevant clauses (min(k, relevant) as denominator) found in
//   the top k for the category's description; a clause is relevant when it overlaps an excerpt of the category.

import { CUAD_CLAUSE_TYPES, type ClauseType } from '../../src/domain/taxonomy.ts';
import { tokenize } from '../../src/engines/local/text/tokenize.ts';
import { denseDot } from '../../src/engines/local/text/sparse.ts';
import type { Embedder } from '../../src/engines/types.ts';
import { loadCategoryDescriptions } from './cuad.ts';
import type { CuadContract } from './cuad.ts';

export const MIN_POSITIVES = 3;
export const COVERAGE_MIN_OVERLAP = 0.5;

export interface Span {
  start: number;
  end: number;
}

export interface LocatedExcerpt extends Span {
  type: ClauseType;
  excerpt: string;
}

/** Curly quotes and dashes as CUAD's texts write them: a PDF's text layer keeps the typographer's, so an excerpt of
 *  the text file is found in the PDF's text too (one character for one, so offsets stay put). */
const TYPOGRAPHY: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u201B': "'", '\u2032': "'", '\u02BC': "'", '\u201C': '"', '\u201D': '"', '\u201F': '"', '\u2033': '"', '\u02BA': '"', '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2212': '-' };
const foldTypography = (char: string) => TYPOGRAPHY[char] ?? char;
const foldText = (text: string) => text.replace(/[\u2018\u2019\u201B\u2032\u02BC\u201C\u201D\u201F\u2033\u02BA\u2010-\u2014\u2212]/g, foldTypography);

/** Finds excerpts in a text whatever its whitespace, letter case and typography; null when an excerpt is not there. */
export function createExcerptLocator(text: string): (excerpt: string) => Span | null {
  // Collapse whitespace runs to one space, keeping for each normalised character its offset in `text`.
  const offsets: number[] = [];
  const chars: string[] = [];
  let lastWasSpace = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const isSpace = code <= 32 || code === 0xa0 || code === 0x2028 || code === 0x2029;
    if (isSpace && lastWasSpace) continue;
    chars.push(isSpace ? ' ' : foldTypography(text[i]!));
    offsets.push(i);
    lastWasSpace = isSpace;
  }
  const normalized = chars.join('').toLowerCase();
  const locate = (excerpt: string): Span | null => {
    // CUAD marks text it left out of an excerpt "<omitted>": each part is found in order, the span runs from the
    // first to the last (about 3 % of the excerpts; before, most of them were never located).
    const parts = excerpt.split(/<omitted>/i).map((part) => part.trim()).filter((part) => part.replace(/\W/g, '').length > 0);
    if (parts.length > 1) {
      let from = 0;
      let start = -1;
      let end = -1;
      for (const part of parts) {
        const needle = foldText(part.replace(/\s+/g, ' ').toLowerCase());
        const at = normalized.indexOf(needle, from);
        if (at < 0) return null;
        if (start < 0) start = at;
        end = at + needle.length;
        from = end;
      }
      // Parts scattered over the contract are no one excerpt.
      if (end - start > 4 * excerpt.length + 2000) return null;
      return { start: offsets[start]!, end: offsets[end - 1]! + 1 };
    }
    return locateWhole(excerpt);
  };
  const locateWhole = (excerpt: string): Span | null => {
    const needle = foldText(excerpt.replace(/\s+/g, ' ').trim().toLowerCase());
    if (needle === '') return null;
    let at = normalized.indexOf(needle);
    let length = needle.length;
    if (at < 0 && needle.length > 80) {
      // Some excerpts differ from the text inside (dropped characters, page breaks): anchor on both ends.
      const head = normalized.indexOf(needle.slice(0, 40));
      const tail = head < 0 ? -1 : normalized.indexOf(needle.slice(-40), head);
      if (head >= 0 && tail >= 0 && tail + 40 - head < needle.length * 1.5) {
        at = head;
        length = tail + 40 - head;
      }
    }
    if (at < 0) return null;
    return { start: offsets[at]!, end: offsets[at + length - 1]! + 1 };
  };
  return locate;
}

/** Every CUAD clause-type excerpt of a contract located in its text (unlocatable ones are left out). */
export function locateContractExcerpts(contract: CuadContract, text: string): { located: LocatedExcerpt[]; missed: number } {
  const locate = createExcerptLocator(text);
  const located: LocatedExcerpt[] = [];
  let missed = 0;
  for (const type of CUAD_CLAUSE_TYPES) {
    for (const excerpt of contract.categories.get(type)?.excerpts ?? []) {
      const span = locate(excerpt);
      if (span === null) missed++;
      else located.push({ type, excerpt, ...span });
    }
  }
  return { located, missed };
}

/** Whether a clause span belongs to an excerpt: they share at least half of the shorter of the two. */
export function spansMatch(clause: Span, excerpt: Span): boolean {
  const overlap = Math.min(clause.end, excerpt.end) - Math.max(clause.start, excerpt.start);
  return overlap > 0 && overlap >= 0.5 * Math.min(clause.end - clause.start, excerpt.end - excerpt.start);
}

/** The CUAD types of each clause span, from the located excerpts. */
export function clauseSpanLabels(spans: Span[], excerpts: LocatedExcerpt[]): Set<ClauseType>[] {
  return spans.map((span) => new Set(excerpts.filter((e) => spansMatch(span, e)).map((e) => e.type)));
}

/** CUAD types annotated in a contract (at least one excerpt). */
export function goldTypes(contract: CuadContract): Set<ClauseType> {
  return new Set(CUAD_CLAUSE_TYPES.filter((t) => (contract.categories.get(t)?.excerpts.length ?? 0) > 0));
}

export interface TypeScore {
  type: ClauseType;
  positives: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface PresenceScore {
  perType: TypeScore[];
  macroF1: number;
  /** Types counted in the macro average (≥ MIN_POSITIVES positives). */
  scoredTypes: number;
}

/** Document-level presence per CUAD clause type. */
export function scorePresence(documents: { gold: Set<ClauseType>; predicted: Set<ClauseType> }[]): PresenceScore {
  const perType = CUAD_CLAUSE_TYPES.map((type): TypeScore => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const d of documents) {
      const isGold = d.gold.has(type);
      const isPredicted = d.predicted.has(type);
      if (isGold && isPredicted) tp++;
      else if (isPredicted) fp++;
      else if (isGold) fn++;
    }
    const precision = tp + fp === 0 ? (fn === 0 ? 1 : 0) : tp / (tp + fp);
    const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { type, positives: tp + fn, truePositives: tp, falsePositives: fp, falseNegatives: fn, precision, recall, f1 };
  });
  const scored = perType.filter((s) => s.positives >= MIN_POSITIVES);
  const macroF1 = scored.reduce((sum, s) => sum + s.f1, 0) / Math.max(1, scored.length);
  return { perType, macroF1, scoredTypes: scored.length };
}

export interface CoverageScore {
  covered: number;
  total: number;
  share: number;
  perType: Map<ClauseType, { covered: number; total: number }>;
}

/** Share of annotated excerpts covered by one clause of the same type (token overlap ≥ 50 %). */
export function scoreCoverage(
  documents: { excerpts: { type: ClauseType; excerpt: string }[]; clauses: { text: string; types: readonly ClauseType[] }[] }[],
): CoverageScore {
  const perType = new Map<ClauseType, { covered: number; total: number }>();
  let covered = 0;
  let total = 0;
  for (const d of documents) {
    const clauseCounts = d.clauses.map((c) => ({ types: c.types, counts: tokenCounts(tokenize(c.text)) }));
    for (const { type, excerpt } of d.excerpts) {
      const tokens = tokenize(excerpt);
      if (tokens.length === 0) continue;
      const isCovered = clauseCounts.some(
        (c) => c.types.includes(type) && multisetOverlap(tokens, c.counts) >= COVERAGE_MIN_OVERLAP * tokens.length,
      );
      const entry = perType.get(type) ?? { covered: 0, total: 0 };
      entry.total++;
      total++;
      if (isCovered) {
        entry.covered++;
        covered++;
      }
      perType.set(type, entry);
    }
  }
  return { covered, total, share: total === 0 ? 0 : covered / total, perType };
}

function tokenCounts(tokens: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

function multisetOverlap(tokens: string[], counts: Map<string, number>): number {
  const used = new Map<string, number>();
  let overlap = 0;
  for (const t of tokens) {
    const u = used.get(t) ?? 0;
    if (u < (counts.get(t) ?? 0)) {
      overlap++;
      used.set(t, u + 1);
    }
  }
  return overlap;
}

/**
 * Search recall@k averaged over queries. `ranking[q]` lists item indices best first; `relevant[q]` is the set
 * of relevant item indices. Queries without relevant items are skipped.
 */
export function recallAtK(rankings: number[][], relevant: Set<number>[], k: number): { recall: number; queries: number } {
  let sum = 0;
  let queries = 0;
  rankings.forEach((ranking, q) => {
    const wanted = relevant[q]!;
    if (wanted.size === 0) return;
    const found = ranking.slice(0, k).filter((i) => wanted.has(i)).length;
    sum += found / Math.min(k, wanted.size);
    queries++;
  });
  return { recall: queries === 0 ? 0 : sum / queries, queries };
}

/**
 * Search recall@k: each CUAD category's description is a query against `clauses`; the relevant clauses are
 * those labelled with that category. Categories without a labelled clause are not queried.
 */
export async function searchRecall(
  embedder: Embedder,
  clauses: { text: string; types: Set<ClauseType> }[],
  k = 10,
): Promise<{ recall: number; queries: number }> {
  const vectors = await embedder.embed(clauses.map((c) => c.text));
  const categories = loadCategoryDescriptions().filter(
    (d) => (CUAD_CLAUSE_TYPES as readonly string[]).includes(d.name) && clauses.some((c) => c.types.has(d.name as ClauseType)),
  );
  const queries = await embedder.embed(categories.map((d) => `${d.name}. ${d.description}`));
  const rankings = queries.map((q) =>
    vectors
      .map((v, i) => ({ i, score: denseDot(q, v) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, k)
      .map((r) => r.i),
  );
  const relevant = categories.map((d) => new Set(clauses.flatMap((c, i) => (c.types.has(d.name as ClauseType) ? [i] : []))));
  return recallAtK(rankings, relevant, k);
}
