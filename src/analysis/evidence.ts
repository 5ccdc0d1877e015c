// Every piece of evidence an engine returns is checked against the extracted text before anything is stored:
// `text.slice(start, end) === quote`. A quote with wrong or missing offsets is located in the text (exactly,
// then ignoring differences in whitespace and quote marks); a finding whose quote cannot be found is dropped
// and counted, never stored. This runs on every engine's output, the local engine's included.

import type { Clause, ClauseFacts, ContractFields, DurationFact, DutyFact, EngineId, Evidence, TermField } from './model.ts';

/** Evidence as an engine may return it: the quote is required, the offsets are a hint. */
export interface CandidateEvidence {
  start?: number | null;
  end?: number | null;
  quote: string;
  engine?: EngineId;
}

export interface EvidenceVerifier {
  /** The verified evidence (offsets fixed, provenance set), or null when the quote is not in the text. */
  verify(candidate: CandidateEvidence | null | undefined): Evidence | null;
  /** Findings dropped so far because their quote was not in the text. */
  readonly dropped: number;
  /** Counts a finding dropped for its evidence (callers that drop a whole finding). */
  countDropped(): void;
}

/** Quote marks, dashes and spaces that differ between a PDF's text and a model's copy of it. */
const EQUIVALENT: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u2032': "'",
  '`': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2033': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u00A0': ' ',
};

interface NormalizedText {
  text: string;
  /** Original offset of each normalized character. */
  origin: number[];
}

function normalize(text: string): NormalizedText {
  let out = '';
  const origin: number[] = [];
  let lastWasSpace = true; // drops leading whitespace
  for (let i = 0; i < text.length; i++) {
    const ch = EQUIVALENT[text[i]!] ?? text[i]!;
    if (/\s/.test(ch)) {
      if (lastWasSpace) continue;
      out += ' ';
      origin.push(i);
      lastWasSpace = true;
    } else {
      out += ch;
      origin.push(i);
      lastWasSpace = false;
    }
  }
  if (out.endsWith(' ')) {
    out = out.slice(0, -1);
    origin.pop();
  }
  return { text: out, origin };
}

export function createEvidenceVerifier(text: string, engine: EngineId): EvidenceVerifier {
  let normalized: NormalizedText | null = null;
  let dropped = 0;

  function locate(candidate: CandidateEvidence): { start: number; end: number } | null {
    const { start, end, quote } = candidate;
    if (Number.isInteger(start) && Number.isInteger(end) && 0 <= start! && start! < end! && end! <= text.length && text.slice(start!, end!) === quote) {
      return { start: start!, end: end! };
    }
    // The occurrence nearest the engine's offset hint, if it gave one.
    const hint = Number.isInteger(start) ? start! : 0;
    let best = -1;
    for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
      if (best === -1 || Math.abs(at - hint) < Math.abs(best - hint)) best = at;
      if (at > hint) break;
    }
    if (best !== -1) return { start: best, end: best + quote.length };
    normalized ??= normalize(text);
    const needle = normalize(quote).text;
    if (needle.length === 0) return null;
    const at = normalized.text.indexOf(needle);
    if (at === -1) return null;
    return { start: normalized.origin[at]!, end: normalized.origin[at + needle.length - 1]! + 1 };
  }

  return {
    verify(candidate) {
      if (candidate === null || candidate === undefined || typeof candidate.quote !== 'string' || candidate.quote.trim() === '') {
        if (candidate !== null && candidate !== undefined) dropped++;
        return null;
      }
      const found = locate(candidate);
      if (found === null) {
        dropped++;
        return null;
      }
      return { start: found.start, end: found.end, quote: text.slice(found.start, found.end), engine: candidate.engine ?? engine };
    },
    get dropped() {
      return dropped;
    },
    countDropped() {
      dropped++;
    },
  };
}

/** Fields whose evidence is not in the text lose their value as well. */
export function verifyFields(fields: ContractFields, verifier: EvidenceVerifier): ContractFields {
  const parties: string[] = [];
  const partiesEvidence: Evidence[] = [];
  const parallel = fields.parties.length === fields.partiesEvidence.length;
  fields.partiesEvidence.forEach((candidate, i) => {
    const evidence = verifier.verify(candidate);
    if (evidence === null) return;
    partiesEvidence.push(evidence);
    if (parallel) parties.push(fields.parties[i]!);
  });
  const effectiveDateEvidence = fields.effectiveDate === null ? null : verifier.verify(fields.effectiveDateEvidence);
  const governingLawEvidence = fields.governingLaw === null ? null : verifier.verify(fields.governingLawEvidence);
  const termEvidence: ContractFields['termEvidence'] = {};
  const lostTerm = new Set<TermField>();
  for (const [key, candidate] of Object.entries(fields.termEvidence) as [TermField, Evidence][]) {
    const evidence = verifier.verify(candidate);
    if (evidence === null) lostTerm.add(key);
    else termEvidence[key] = evidence;
  }
  const coverPageVariables = (fields.coverPageVariables ?? []).flatMap((variable) => {
    const evidence = verifier.verify(variable.evidence);
    return evidence === null ? [] : [{ field: variable.field, evidence }];
  });
  const expirationKnown = !lostTerm.has('expirationDate') && !(lostTerm.has('initialTerm') && termEvidence.expirationDate === undefined);
  return {
    ...fields,
    parties: parallel ? parties : fields.parties,
    partiesEvidence,
    effectiveDate: effectiveDateEvidence === null ? null : fields.effectiveDate,
    effectiveDateEvidence,
    governingLaw: governingLawEvidence === null ? null : fields.governingLaw,
    governingLawEvidence,
    expirationDate: expirationKnown ? fields.expirationDate : null,
    initialTerm: lostTerm.has('initialTerm') ? null : fields.initialTerm,
    renewalTerm: lostTerm.has('renewalTerm') ? null : fields.renewalTerm,
    noticePeriodToTerminateRenewal: lostTerm.has('noticePeriodToTerminateRenewal') ? null : fields.noticePeriodToTerminateRenewal,
    termEvidence,
    ...(fields.coverPageVariables === undefined ? {} : { coverPageVariables }),
  };
}

/** Clauses whose text is not in the document are dropped; the rest get exact offsets and their provenance. */
export function verifyClauses(clauses: Clause[], verifier: EvidenceVerifier, engine: EngineId): Clause[] {
  const out: Clause[] = [];
  for (const clause of clauses) {
    const evidence = verifier.verify({ start: clause.start, end: clause.end, quote: clause.text, engine: clause.engine });
    if (evidence === null) continue;
    const verified: Clause = { ...clause, start: evidence.start, end: evidence.end, text: evidence.quote, engine: clause.engine ?? engine };
    if (clause.evidence !== undefined) {
      const shown = createEvidenceVerifier(evidence.quote, verified.engine!).verify({ ...clause.evidence, start: clause.evidence.start - evidence.start, end: clause.evidence.end - evidence.start });
      if (shown === null) {
        verifier.countDropped();
        verified.types = [];
        delete verified.evidence;
      } else {
        verified.evidence = { ...shown, start: shown.start + evidence.start, end: shown.end + evidence.start };
      }
    }
    out.push(verified);
  }
  return out;
}

/** Per clause facts: sentences and periods that are not in the text are dropped. */
export function verifyClauseFacts(facts: ClauseFacts, verifier: EvidenceVerifier, engine: EngineId): ClauseFacts {
  const keySentences: ClauseFacts['keySentences'] = {};
  for (const [type, candidate] of Object.entries(facts.keySentences) as [keyof ClauseFacts['keySentences'], Evidence][]) {
    const evidence = verifier.verify(candidate);
    if (evidence !== null) keySentences[type] = evidence;
  }
  const verifyDuration = (d: DurationFact): DurationFact | null => {
    const evidence = verifier.verify({ start: d.start, end: d.end, quote: d.text });
    return evidence === null ? null : { ...d, start: evidence.start, end: evidence.end, text: evidence.quote };
  };
  const durations = facts.durations.map(verifyDuration).filter((d): d is DurationFact => d !== null);
  return { ...facts, durations, notice: facts.notice === null ? null : verifyDuration(facts.notice), keySentences, engine: facts.engine ?? engine };
}

/** Duties whose sentence is not in the text are dropped. */
export function verifyDuties(duties: DutyFact[], verifier: EvidenceVerifier): DutyFact[] {
  return duties.flatMap((duty) => {
    const evidence = verifier.verify(duty.evidence);
    return evidence === null ? [] : [{ ...duty, evidence }];
  });
}
