// Small deterministic engines for pipeline tests: real (simple) work, no canned results. Failure modes are
// added per test with `t.mock.method` on these objects or with the wrappers below.

import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { emptyContractFields } from '../../src/analysis/model.ts';
import type { ClauseType } from '../../src/domain/taxonomy.ts';
import type { AnalysisEngine, AnalysisEngines, Clause, Embedder, Engines, TextExtractor } from '../../src/engines/types.ts';

export function createTextFileExtractor(): TextExtractor {
  return {
    async extract({ path }) {
      const text = await readFile(path, 'utf8');
      return { text, pages: [{ page: 1, start: 0, end: text.length }], pageCount: 1, ocrUsed: false };
    },
  };
}

/** Paragraphs are clauses; the title decides the type; "shall pay" sentences are duties. */
export function createFakeAnalysisEngine(): AnalysisEngine {
  return {
    // Stands in for the local engine, so it records the local engine's provenance.
    name: 'local',
    async classify({ text }) {
      const title = text.split('\n', 1)[0]!.toLowerCase();
      return { contractType: title.includes('license') ? 'License Agreement' : 'Service Agreement', confidence: 0.9 };
    },
    async extractFields({ text }) {
      const between = /between (.+?) and (.+?)[.,]/i.exec(text);
      const parties = between ? [between[1]!, between[2]!] : [];
      const date = /\d{4}-\d{2}-\d{2}/.exec(text);
      const law = /laws of ([A-Z][a-z]+)/.exec(text);
      return {
        ...emptyContractFields(),
        parties,
        partiesEvidence: between ? parties.map((party) => ({ start: between.index, end: between.index, quote: party })) : [],
        effectiveDate: date?.[0] ?? null,
        effectiveDateEvidence: date ? { start: date.index, end: date.index + 10, quote: date[0] } : null,
        governingLaw: law?.[1] ?? null,
        governingLawEvidence: law ? { start: law.index, end: law.index + law[0].length, quote: law[0] } : null,
      };
    },
    async segmentAndTag({ text }) {
      return splitParagraphs(text);
    },
    async readClauseFacts({ clauses }) {
      return clauses.map(() => ({ amounts: [], durations: [], notice: null, capMonthsOfFees: null, capIsTotalFees: false, recurrence: 'none' as const, keySentences: {} }));
    },
    async findDuties({ text, fields }) {
      return [...text.matchAll(/[^.\n]*\bshall pay\b[^.\n]*\./g)].map((m) => ({
        kind: 'payment' as const,
        party: fields.parties[0] ?? 'Both',
        action: 'pay',
        amount: null,
        recurrence: 'none' as const,
        deadline: null,
        evidence: { start: m.index, end: m.index + m[0].length, quote: m[0] },
      }));
    },
  };
}

function splitParagraphs(text: string): Clause[] {
  const clauses: Clause[] = [];
  for (const match of text.matchAll(/[^\n]+(?:\n[^\n]+)*/g)) {
    const types: ClauseType[] = [];
    if (/terminat/i.test(match[0])) types.push('Termination for Cause');
    if (/unlimited/i.test(match[0])) types.push('Uncapped Liability');
    if (/notice/i.test(match[0])) types.push('Notices');
    clauses.push({ start: match.index, end: match.index + match[0].length, page: 1, text: match[0], heading: null, types });
  }
  return clauses;
}

/** Vectors from a hash of the text: deterministic, fixed dimension, L2-normalised. */
export function createFakeEmbedder(dimension = 8): Embedder {
  return {
    modelId: 'fake-hash-embedder',
    dimension,
    async embed(texts) {
      return texts.map((text) => {
        const digest = createHash('sha256').update(text).digest();
        const vector = Float32Array.from({ length: dimension }, (_, i) => digest[i % digest.length]! - 128);
        const norm = Math.hypot(...vector) || 1;
        return vector.map((value) => value / norm);
      });
    },
  };
}

/** The engines with the fake standing in for the local analysis engine (no model configured). */
export function createFakeEngines(): Engines {
  return { extractor: createTextFileExtractor(), analysis: localOnly(createFakeAnalysisEngine()), embedder: createFakeEmbedder() };
}

/** The analysis engines of a server without a model: `engine` for every mode. */
export function localOnly(engine: AnalysisEngine): AnalysisEngines {
  return { defaultMode: 'local', modes: ['local'], model: null, forMode: () => engine, probeModel: async () => 'not_configured' };
}

/** A promise the test resolves by hand: holds a stage mid-flight. */
export function createGate() {
  let open!: () => void;
  let markEntered!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const entered = new Promise<void>((resolve) => (markEntered = resolve));
  return {
    /** Resolves once the held call started. */
    entered,
    open,
    async pass() {
      markEntered();
      await opened;
    },
  };
}
