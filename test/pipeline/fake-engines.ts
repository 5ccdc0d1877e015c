// Small deterministic engines for pipeline tests: real (simple) work, no canned results. Failure modes are
// added per test with `t.mock.method` on these objects or with the wrappers below.

import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { AnalysisEngine, Clause, Embedder, Engines, TextExtractor } from '../../src/engines/types.ts';

export function createTextFileExtractor(): TextExtractor {
  return {
    async extract({ path }) {
      const text = await readFile(path, 'utf8');
      return { text, pages: [{ page: 1, start: 0, end: text.length }], pageCount: 1, ocrUsed: false };
    },
  };
}

/** Paragraphs are clauses; the title decides the type; dates become obligations. */
export function createFakeAnalysisEngine(): AnalysisEngine {
  return {
    name: 'fake-analysis',
    async classify({ text }) {
      const title = text.split('\n', 1)[0]!.toLowerCase();
      return { contractType: title.includes('license') ? 'License Agreement' : 'Service Agreement', confidence: 0.9 };
    },
    async matchPlaybook({ text }) {
      const between = /between (.+?) and (.+?)[.,]/i.exec(text);
      const parties = between ? [between[1]!, between[2]!] : [];
      const date = /\d{4}-\d{2}-\d{2}/.exec(text);
      const law = /laws of ([A-Z][a-z]+)/.exec(text);
      const fields = {
        parties,
        partiesEvidence: [],
        effectiveDate: date?.[0] ?? null,
        effectiveDateEvidence: date ? { start: date.index, end: date.index + 10, quote: date[0] } : null,
        governingLaw: law?.[1] ?? null,
        governingLawEvidence: null,
        expirationDate: null,
        isPerpetual: false,
        initialTerm: null,
        renewalTerm: null,
        noticePeriodToTerminateRenewal: null,
        termEvidence: {},
      };
      return { fields, match: { clauses: splitParagraphs(text), findings: [] } };
    },
    async analyzeClauses({ match }) {
      const clauses = match.clauses.map((clause) => ({
        type: clause.types[0] ?? 'Notices',
        risk_level: clause.text.includes('unlimited') ? ('high' as const) : ('low' as const),
        text: clause.text,
        analysis: `${clause.text.length} characters`,
        recommendation: 'none',
        start: clause.start,
        end: clause.end,
        page: clause.page,
      }));
      return { clauses, missing: [] };
    },
    async buildReport({ clauses, fields, playbook }) {
      const isHigh = clauses.some((clause) => clause.risk_level === 'high');
      const obligations = fields.effectiveDate
        ? [{
            title: 'Effective date',
            description: 'The agreement takes effect',
            due_date: fields.effectiveDate,
            recurrence: 'none' as const,
            responsible_party: fields.parties[0] ?? 'unknown',
            source: { clause_type: 'Effective Date', start: 0, end: 0, quote: fields.effectiveDate },
            derivation: null,
          }]
        : [];
      const report = {
        overall_risk: isHigh ? ('high' as const) : ('low' as const),
        executive_summary: `${clauses.length} clauses`,
        clauses,
        missing_clauses: [],
        playbook_version: playbook.version,
      };
      return { report, obligations };
    },
    defaultPlaybook: () => ({ version: 1, rules: [] }),
    validatePlaybook(playbook) {
      if (typeof playbook !== 'object' || playbook === null || !Array.isArray((playbook as { rules?: unknown }).rules)) {
        throw new Error('rules must be an array');
      }
      return playbook as ReturnType<AnalysisEngine['validatePlaybook']>;
    },
  };
}

function splitParagraphs(text: string): Clause[] {
  const clauses: Clause[] = [];
  for (const match of text.matchAll(/[^\n]+(?:\n[^\n]+)*/g)) {
    const types = /terminat/i.test(match[0]) ? (['Termination for Cause'] as const) : ([] as const);
    clauses.push({ start: match.index, end: match.index + match[0].length, page: 1, text: match[0], heading: null, types: [...types] });
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

export function createFakeEngines(): Engines {
  return { extractor: createTextFileExtractor(), analysis: createFakeAnalysisEngine(), embedder: createFakeEmbedder() };
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
