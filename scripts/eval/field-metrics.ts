// Scoring of extracted fields against CUAD's normalised answers (used by scripts/eval-analysis.ts).

import { normalizePartyName } from '../../src/engines/local/analysis/fields/parties.ts';

/** CUAD's `m/d/yyyy` or `m/d/yy` → YYYY-MM-DD; null for partial dates such as `[]/[]/2020` or non-dates. */
export function cuadDateToIso(answer: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(answer.trim());
  if (!m) return null;
  let year = Number(m[3]);
  if (m[3]!.length === 2) year += year < 50 ? 2000 : 1900;
  return `${year}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

/** The gold effective date: CUAD's Effective Date answer, else its Agreement Date; undefined when neither is a full date. */
export function goldEffectiveDate(effective: string, agreement: string): string | null {
  return cuadDateToIso(effective) ?? cuadDateToIso(agreement);
}

const LAW_NOISE = /\b(?:the|state|commonwealth|province|of|canada|united\s+kingdom|uk|australia|federal)\b|[^a-z ]/g;

function lawKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/people'?s\s+republic\s+of\s+china|\bprc\b/g, 'china')
    .replace(/republic\s+of\s+/g, '')
    .replace(/england\s+and\s+wales|england;\s*wales|england,?\s*united kingdom;\s*wales.*$/g, 'england')
    .replace(LAW_NOISE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Same jurisdiction, ignoring "State of", ", Canada" and England vs "England and Wales". Gold may list several (";"). */
export function governingLawMatches(predicted: string | null, gold: string): boolean {
  if (predicted === null) return false;
  const first = gold.split(';')[0]!;
  return lawKey(predicted) === lawKey(first);
}

/** CUAD's Parties answer `A ("X"); B ("Y")` → the legal names, aliases and role words removed. */
export function goldPartyNames(answer: string): string[] {
  const names = answer
    .split(';')
    .map((part) => removeParentheticals(part).replace(/["“”]/g, '').trim())
    .filter((n) => n.length > 1 && !GOLD_NOT_A_NAME.test(n));
  const keys = [...new Set(names.map(normalizePartyName))].filter((n) => n.length > 0);
  // "Depomed and King" joins two parties' short names; it names no third party.
  return keys.filter((key) => {
    const sides = key.split(' and ');
    return sides.length !== 2 || !sides.every((side) => keys.some((other) => other !== key && other.includes(side)));
  });
}

/** Annotations that describe the parties rather than name one: "each a Party", a bare role, "an individual". */
const GOLD_NOT_A_NAME = /\b(?:referred|collectively|individually|together|herein|hereinafter)\b|^(?:and|the|an?\s+individual|parties|party|franchisor|franchisee|seller|buyer|supplier|customer|company|licensor|licensee|consultant|distributor|you)$/i;

function removeParentheticals(s: string): string {
  let previous = '';
  let current = s;
  while (previous !== current) {
    previous = current;
    current = current.replace(/\([^()]*\)/g, ' ');
  }
  return current.replace(/[()]/g, ' ');
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export function addPartyCounts(counts: Counts, predicted: string[], gold: string[]): void {
  const goldSet = new Set(gold);
  const predictedSet = new Set(predicted.map(normalizePartyName).filter((n) => n.length > 0));
  for (const p of predictedSet) (goldSet.has(p) ? counts.tp++ : counts.fp++);
  for (const g of goldSet) if (!predictedSet.has(g)) counts.fn++;
}

export function f1(c: Counts): { precision: number; recall: number; f1: number } {
  const precision = c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn);
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}
