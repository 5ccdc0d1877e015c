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

/** CUAD's "successive 1 year", "90 days", "60 days; 180 days" → the first duration; null for "perpetual" or none. */
export function goldDuration(answer: string): { value: number; unit: 'day' | 'week' | 'month' | 'year' } | null {
  const m = /(\d+)\s*(day|week|month|year)s?\b/i.exec(answer);
  return m ? { value: Number(m[1]), unit: m[2]!.toLowerCase() as 'day' | 'week' | 'month' | 'year' } : null;
}

/** The same length of time, whatever unit states it: "12 months" is "1 year", "2 weeks" is "14 days". */
export function sameDuration(a: { value: number; unit: string } | null | undefined, b: { value: number; unit: string }): boolean {
  if (!a) return false;
  const months = (d: { value: number; unit: string }) => (d.unit === 'year' ? d.value * 12 : d.unit === 'month' ? d.value : null);
  const days = (d: { value: number; unit: string }) => (d.unit === 'week' ? d.value * 7 : d.unit === 'day' ? d.value : null);
  return (a.value === b.value && a.unit === b.unit) || (months(a) !== null && months(a) === months(b)) || (days(a) !== null && days(a) === days(b));
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

/**
 * CUAD's Parties answer `A ("X"); B ("Y")` → the legal names, aliases and role words removed. Parts that only
 * describe the parties ("Stryker and Conformis (each a "Party" …)") are dropped; a part that joins several legal
 * names under one collective alias ("WYZZ, Inc. and WYZZ Licensee, Inc. (collectively "WYZZ")") counts each name.
 */
export function goldPartyNames(answer: string, options: { descriptions?: boolean } = {}): string[] {
  const keepDescriptions = options.descriptions ?? false;
  const names = answer
    .split(';')
    .flatMap(goldPartNames)
    .map((name) => name.replace(/["“”][^"“”]*["“”]/g, ' ').replace(/["“”]/g, '').trim())
    .filter((n) => n.length > 1 && !GOLD_NOT_A_NAME.test(n) && (keepDescriptions || !GOLD_DESCRIPTION.test(n)));
  const keys = [...new Set(names.map(normalizePartyName))].filter((n) => n.length > 0);
  // "Depomed and King" joins two parties' short names; it names no third party.
  const joinsOthers = (name: string) => {
    const sides = name.split(/\s+and\s+/i).map(normalizePartyName);
    const key = normalizePartyName(name);
    return sides.length === 2 && sides.every((side) => side.length > 0 && keys.some((other) => other !== key && other.startsWith(side)));
  };
  return [...new Set(names.filter((name) => !joinsOthers(name)).map(normalizePartyName))].filter((n) => n.length > 0);
}

/** The names in one `;`-separated part of the answer: "A ("X"), B ("Y")" lists two. */
function goldPartNames(part: string): string[] {
  const pieces = part.split(/\)\s*,\s*(?=[A-Z(])/).map((piece, i, all) => (i < all.length - 1 ? `${piece})` : piece));
  return pieces.flatMap((piece) => {
    const aliases = [...piece.matchAll(/\(([^()]*)\)/g)].map((m) => m[1]!).join(' ');
    const name = removeParentheticals(piece).trim();
    // "Stryker and Conformis (“Parties” and individually as a “Party.”)": the parties again, by their aliases.
    const quoted = [...aliases.matchAll(/["“”]([^"“”]+)["“”]/g)].map((m) => m[1]!.trim());
    if (quoted.length > 0 && quoted.every((alias) => /^part(?:y|ies)[.,]?$/i.test(alias)) && LISTS_SEVERAL.test(name)) return [];
    if (/\b(?:collectively|together)\b/i.test(aliases)) return name.split(/,?\s+and\s+|(?<=\b(?:Inc|Ltd|LLC|L\.P|Corp|Co)\.?),\s+/i);
    return [name];
  });
}

/** "Stryker and Conformis", "AFSL, FSL, TPH": several names, not one name with a ", Inc." suffix. */
const LISTS_SEVERAL = /\band\b|,\s*(?!(?:Inc|Ltd|LLC|L\.?P|Corp|Co|S\.?A|N\.?A|GmbH|AG|PLC|B\.?V|N\.?V|Limited)\b)\S/i;

/** Annotations that describe the parties rather than name one: "each a Party", a bare role, "an individual". */
const GOLD_NOT_A_NAME = /\b(?:referred|collectively|individually|herein|hereinafter|together(?!\s+with))\b|^(?:and|the|an?\s+individual|parties|party|franchisor|franchisee|seller|buyer|supplier|customer|company|licensor|licensee|consultant|distributor|you|agent)$/i;

/**
 * Annotations that describe a party instead of naming it, which no legal-name reading can match: "the individual or legal
 * entity identified on the cover page", "each Party or any of its Affiliates providing services hereunder", "its duly
 * licensed insurance affiliates indicated on the signature page", "the seller" of a blank form. Dropped since issue 10's
 * fourth round (`descriptions: true` keeps them, for the earlier score).
 */
const GOLD_DESCRIPTION = /\b(?:listed|identified|indicated|named|set\s+forth|appearing)\s+(?:on|in)\b|\bhereunder\b|^(?:[Tt]he|[Ee]ach|[Aa]ny|[Ii]ts|[Tt]heir|[Ii]n\s+the\s+interest\s+of)\s+(?:\p{Ll}|(?:[Pp]arty|[Pp]arties|[Aa]ffiliates?)\b)/u;

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

/**
 * One-to-one matching of predicted and gold names: equal keys first, then near-equal ones. CUAD's answers carry
 * typos the contract does not ("Bellicum Phamaceuticals", "Pifzer Inc."), so a key within one edit (two for long
 * names) of a gold key counts, unless the two differ in a short token ("Clarus IV-A" vs "Clarus IV-B").
 *
 * With `wordsAdded` (the default since issue 10's second round), a name left over after that also matches one that
 * is the same words with whole words added in front ("Keefe, Bruyette & Woods, Inc." vs CUAD's "Bruyette & Woods,
 * Inc.", "Information System Associates, Inc." vs "System Associates, Inc."): the shorter name has at least two words
 * and every added word at least four letters, so "National City Bank" and "Bank of Kentucky", or "UBS" and "Swiss
 * UBS" stay apart. Words added at the end are not forgiven: on the training split they were mostly an extraction
 * running on into an address or a title ("Modus Media International Landdrostlaan", "Watchit Media Content"). A
 * defined alias is not matched to the legal name: a prediction of "Torvec" for "Torevic Inc. ("Torvec")" stays wrong.
 */
export function addPartyCounts(counts: Counts, predicted: string[], gold: string[], options: { wordsAdded?: boolean } = {}): void {
  const wordsAdded = options.wordsAdded ?? true;
  const unmatchedGold = new Set(gold);
  const unmatchedPredicted: string[] = [];
  for (const p of new Set(predicted.map(normalizePartyName).filter((n) => n.length > 0))) {
    if (unmatchedGold.delete(p)) counts.tp++;
    else unmatchedPredicted.push(p);
  }
  const stillUnmatched: string[] = [];
  for (const p of unmatchedPredicted) {
    const near = [...unmatchedGold].find((g) => nearlySameName(p, g));
    if (near === undefined) {
      stillUnmatched.push(p);
      continue;
    }
    unmatchedGold.delete(near);
    counts.tp++;
  }
  for (const p of stillUnmatched) {
    const extended = wordsAdded ? [...unmatchedGold].find((g) => sameWordsWithWordsAdded(p, g)) : undefined;
    if (extended === undefined) {
      counts.fp++;
      continue;
    }
    unmatchedGold.delete(extended);
    counts.tp++;
  }
  counts.fn += unmatchedGold.size;
}

/** Whether one key is the other with whole words of four or more letters added in front of it. */
export function sameWordsWithWordsAdded(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a.split(' '), b.split(' ')] : [b.split(' '), a.split(' ')];
  if (shorter.length < 2 || shorter.length === longer.length) return false;
  const at = longer.length - shorter.length;
  return shorter.every((word, i) => longer[at + i] === word) && longer.slice(0, at).every((word) => /^[a-z]{4,}$/.test(word));
}

function nearlySameName(a: string, b: string): boolean {
  const compactA = a.replace(/ /g, '');
  const compactB = b.replace(/ /g, '');
  if (compactA === compactB) return true;
  if (Math.min(compactA.length, compactB.length) < 6) return false;
  const shortTokens = (key: string) => key.split(' ').filter((t) => t.length < 4).join(' ');
  if (shortTokens(a) !== shortTokens(b)) return false;
  return editDistance(compactA, compactB) <= (compactA.length >= 16 ? 2 : 1);
}

/** Damerau–Levenshtein (optimal string alignment) distance: a swapped pair of letters is one edit. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

export function f1(c: Counts): { precision: number; recall: number; f1: number } {
  const precision = c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn);
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}
