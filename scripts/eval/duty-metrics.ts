// Scoring of findDuties (src/engines/local/analysis/duties.ts) against duty sentences annotated by hand on 20
// held-out CUAD contracts (scripts/eval/duty-annotations.json: file, the first words of each duty clause, the
// bound party, the kind; the guideline is in the file). Only those snippets are stored, never contract text.
//
// A predicted duty is right when its sentence holds an annotated duty: the annotation's snippet starts inside
// the predicted sentence, or the predicted sentence starts within a short distance after the snippet (the two
// sentence splitters may cut a heading or a list lead-in differently). Precision counts predicted sentences,
// recall annotated duties; the party is right when it names the annotated party (or 'Both' for 'Both').

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractFields } from '../../src/engines/types.ts';
import type { DutyFact } from '../../src/analysis/model.ts';
import { normalizePartyName } from '../../src/engines/local/analysis/fields/parties.ts';

export interface DutyAnnotation {
  snippet: string;
  party: string;
  kind: DutyFact['kind'];
}

export interface AnnotatedContract {
  file: string;
  duties: DutyAnnotation[];
}

export const DUTY_ANNOTATIONS_PATH = join(import.meta.dirname, 'duty-annotations.json');

export function loadDutyAnnotations(path = DUTY_ANNOTATIONS_PATH): AnnotatedContract[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { contracts: AnnotatedContract[] }).contracts;
}

export interface DutyCounts {
  predicted: number;
  predictedRight: number;
  annotated: number;
  found: number;
  partyRight: number;
  kindRight: number;
  /** Annotations whose snippet could not be located in the text (should stay 0). */
  unlocated: number;
}

export function emptyDutyCounts(): DutyCounts {
  return { predicted: 0, predictedRight: 0, annotated: 0, found: 0, partyRight: 0, kindRight: 0, unlocated: 0 };
}

/** How far after an annotated snippet a predicted sentence may start and still be the same sentence. */
const SAME_SENTENCE_SLACK = 160;

/** Adds one contract's counts; returns the per-duty verdicts for inspection. */
export function scoreDuties(counts: DutyCounts, text: string, predicted: DutyFact[], annotations: DutyAnnotation[], fields: ContractFields): { duty: DutyFact; right: boolean }[] {
  const located = annotations.map((a) => ({ ...a, at: locate(text, a.snippet) }));
  counts.unlocated += located.filter((a) => a.at < 0).length;
  const usable = located.filter((a) => a.at >= 0);
  counts.annotated += usable.length;
  const matches = (d: DutyFact, at: number) => (d.evidence.start <= at && at < d.evidence.end) || (d.evidence.start >= at && d.evidence.start - at <= SAME_SENTENCE_SLACK);
  const verdicts: { duty: DutyFact; right: boolean }[] = [];
  for (const d of predicted) {
    counts.predicted++;
    const hits = usable.filter((a) => matches(d, a.at));
    const right = hits.length > 0;
    verdicts.push({ duty: d, right });
    if (!right) continue;
    counts.predictedRight++;
    if (hits.some((a) => samePart(d.party, a.party, fields))) counts.partyRight++;
    if (hits.some((a) => a.kind === d.kind)) counts.kindRight++;
  }
  for (const a of usable) if (predicted.some((d) => matches(d, a.at))) counts.found++;
  return verdicts;
}

function samePart(predicted: string, gold: string, fields: ContractFields): boolean {
  if (predicted === 'Both' || gold === 'Both') return predicted === gold;
  const p = normalizePartyName(predicted);
  const g = normalizePartyName(gold);
  if (p === g) return true;
  // Extracted names may carry or drop a word the annotator wrote ("Flotek Chemistry, LLC" vs "Flotek Chemistry LLC").
  return p.length > 3 && g.length > 3 && (p.startsWith(g) || g.startsWith(p)) && fields.parties.length > 0;
}

/** Offset of `snippet` in `text`, whitespace-insensitive; -1 when absent. */
export function locate(text: string, snippet: string): number {
  const wanted = snippet.replace(/\s+/g, ' ').trim();
  const positions: number[] = [];
  let normalized = '';
  let lastSpace = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      if (lastSpace) continue;
      normalized += ' ';
      positions.push(i);
      lastSpace = true;
    } else {
      normalized += ch;
      positions.push(i);
      lastSpace = false;
    }
  }
  const at = normalized.indexOf(wanted);
  return at < 0 ? -1 : positions[at]!;
}
