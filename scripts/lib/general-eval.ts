// General clause types measured like the independent evaluation (issue #9): provisions of held-out contracts,
// labelled by their headings (scripts/train/lib/heading-labels.ts), with the headings removed, numbered as
// paragraphs, about 20 to a document. A clause counts for a provision when it covers at least half of it.
// Per type precision/recall/F1 over provisions, macro-F1, micro precision, and the share of provisions of
// another kind that were given a general type. Provisions are runs of clauses under one heading whose label
// is certain (headingRuns).

import { loadLabelledContracts } from '../train/lib/cuad-clauses.ts';
import { headingRuns, type HeadingLabel } from '../train/lib/heading-labels.ts';
import { GENERAL_MODEL_TYPES } from '../../src/engines/local/analysis/clauses/general.ts';
import { clauseBody } from '../../src/engines/local/analysis/clauses/segment.ts';
import { isNonOperativeText } from '../../src/analysis/clause-wording.ts';
import type { ClauseType } from '../../src/domain/taxonomy.ts';
import { MIN_POSITIVES } from './clause-metrics.ts';

export const PROVISIONS_PER_DOCUMENT = 20;
const MAX_PROVISION_CHARS = 3000;
const MIN_PROVISION_CHARS = 40;

export interface Provision {
  start: number;
  end: number;
  labels: HeadingLabel[];
  /** The heading the label came from (removed from the text; shown by --verbose). */
  heading: string;
}

export interface ProvisionDocument {
  text: string;
  provisions: Provision[];
}

/** Provisions (runs of clauses under one heading) of the chosen contracts, rebuilt into numbered documents. */
export function buildProvisionDocuments(part: 'train' | 'holdout'): ProvisionDocument[] {
  const documents: ProvisionDocument[] = [];
  for (const contract of loadLabelledContracts(part)) {
    const bodies: { body: string; labels: HeadingLabel[]; heading: string }[] = [];
    const segments = contract.segments;
    for (const { start, end, labels } of headingRuns(segments)) {
      const raw = contract.text.slice(segments[start]!.start, segments[end - 1]!.end);
      const body = clauseBody(raw).replace(/\s*\n\s*/g, ' ').trim();
      if (body.length >= MIN_PROVISION_CHARS && body.length <= MAX_PROVISION_CHARS && !isNonOperativeText(body)) bodies.push({ body, labels, heading: segments[start]!.heading ?? '' });
    }
    for (let k = 0; k < bodies.length; k += PROVISIONS_PER_DOCUMENT) {
      let text = '';
      const provisions: Provision[] = [];
      bodies.slice(k, k + PROVISIONS_PER_DOCUMENT).forEach((b, n) => {
        text += `${n + 1}. `;
        const start = text.length;
        text += b.body;
        provisions.push({ start, end: text.length, labels: b.labels, heading: b.heading });
        text += '\n\n';
      });
      documents.push({ text, provisions });
    }
  }
  return documents;
}

export interface GeneralScore {
  perType: { type: ClauseType; positives: number; precision: number; recall: number; f1: number }[];
  macroF1: number;
  /** Macro-F1 over the types with at least MIN_POSITIVES provisions (as clause presence is scored). */
  macroF1Scored: number;
  scoredTypes: number;
  microPrecision: number;
  microRecall: number;
  /** Share of 'Other' provisions given at least one general type. */
  otherTypedRate: number;
  provisions: number;
  others: number;
}

/** The general types the clauses give each provision (clauses covering at least half of it). */
export function provisionTypes(document: ProvisionDocument, clauses: { start: number; end: number; types: readonly ClauseType[] }[]): Set<ClauseType>[] {
  return document.provisions.map((p) => {
    const types = new Set<ClauseType>();
    for (const c of clauses) {
      const overlap = Math.min(c.end, p.end) - Math.max(c.start, p.start);
      if (overlap > 0 && overlap >= 0.5 * (p.end - p.start)) for (const t of c.types) if ((GENERAL_MODEL_TYPES as readonly string[]).includes(t)) types.add(t);
    }
    return types;
  });
}

export function scoreGeneral(documents: ProvisionDocument[], predicted: Set<ClauseType>[][]): GeneralScore {
  const provisions = documents.flatMap((d) => d.provisions);
  const predictions = predicted.flat();
  const perType = GENERAL_MODEL_TYPES.map((type) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    provisions.forEach((p, i) => {
      const gold = p.labels.includes(type);
      const found = predictions[i]!.has(type);
      if (gold && found) tp++;
      else if (found) fp++;
      else if (gold) fn++;
    });
    const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
    return { type, positives: tp + fn, tp, fp, precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
  });
  const scored = perType.filter((s) => s.positives > 0);
  const tp = scored.reduce((a, s) => a + s.tp, 0);
  const fp = scored.reduce((a, s) => a + s.fp, 0);
  const positives = scored.reduce((a, s) => a + s.positives, 0);
  const others = provisions.flatMap((p, i) => (p.labels[0] === 'Other' ? [i] : []));
  return {
    perType: perType.map(({ type, positives: n, precision, recall, f1 }) => ({ type, positives: n, precision, recall, f1 })),
    macroF1: scored.reduce((a, s) => a + s.f1, 0) / Math.max(1, scored.length),
    macroF1Scored: scored.filter((s) => s.positives >= MIN_POSITIVES).reduce((a, s) => a + s.f1, 0) / Math.max(1, scored.filter((s) => s.positives >= MIN_POSITIVES).length),
    scoredTypes: scored.filter((s) => s.positives >= MIN_POSITIVES).length,
    microPrecision: tp / Math.max(1, tp + fp),
    microRecall: tp / Math.max(1, positives),
    otherTypedRate: others.filter((i) => predictions[i]!.size > 0).length / Math.max(1, others.length),
    provisions: provisions.length,
    others: others.length,
  };
}

export function printGeneralScore(label: string, s: GeneralScore): void {
  console.log(`\n${label}: ${s.provisions} provisions (${s.others} of other kinds), headings removed`);
  console.log('  type'.padEnd(30) + '  n     P     R     F1');
  for (const t of s.perType) {
    if (t.positives === 0) continue;
    console.log(`  ${t.type.padEnd(27)} ${String(t.positives).padStart(4)}  ${t.precision.toFixed(2)}  ${t.recall.toFixed(2)}  ${t.f1.toFixed(2)}`);
  }
  console.log(
    `  macro-F1 ${s.macroF1.toFixed(3)} (target ≥ 0.80), micro precision ${s.microPrecision.toFixed(3)} (≥ 0.85), micro recall ${s.microRecall.toFixed(3)}, ` +
      `other provisions given a general type ${(100 * s.otherTypedRate).toFixed(1)} % (≤ 5 %)`,
  );
  console.log(`  macro-F1 over the ${s.scoredTypes} types with ≥ ${MIN_POSITIVES} provisions: ${s.macroF1Scored.toFixed(3)}`);
}
