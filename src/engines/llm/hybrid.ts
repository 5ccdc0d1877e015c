// Hybrid mode: the local engine proposes (contract type, fields, clause spans and types) and the model
// confirms, corrects and completes; wherever the model fails (no answer, bad JSON, over the token budget) the
// local result stands. Clause facts and duties are read by the local engine. Every finding keeps the
// provenance of the engine whose reading it is.

import type { Logger } from 'pino';
import type { AnalysisEngine, Clause, ContractFields } from '../types.ts';
import type { ModelEngine } from './engine.ts';

export function createHybridEngine(local: AnalysisEngine, model: ModelEngine, logger: Logger): AnalysisEngine {
  const stamp = <T extends object>(value: T): T & { engine: string } => ({ ...value, engine: (value as { engine?: string }).engine ?? local.name });

  async function reviewed<T>(what: string, proposal: T, review: () => Promise<T | null>): Promise<T> {
    try {
      return (await review()) ?? proposal;
    } catch (error) {
      logger.warn({ err: error, what }, 'the analysis model failed; the local result stands');
      return proposal;
    }
  }

  return {
    name: `hybrid:${model.name.replace(/^llm:/, '')}`,
    async classify(input) {
      const proposal = stamp(await local.classify(input));
      return reviewed('classify', proposal, () => model.classifyReviewing(input.text, proposal));
    },
    async extractFields(input) {
      const proposal = stampFields(await local.extractFields(input), local.name);
      return reviewed('fields', proposal, async () => completeFields(await model.extractFieldsReviewing(input.text, proposal), proposal));
    },
    async segmentAndTag(input) {
      const proposal = (await local.segmentAndTag(input)).map((c): Clause => stamp(c));
      return reviewed('clause types', proposal, () => model.segmentAndTagReviewing(input.text, input.pages, proposal));
    },
    readClauseFacts: async (input) => (await local.readClauseFacts(input)).map((f) => stamp(f)),
    findDuties: async (input) => (await local.findDuties(input)).map((d) => ({ ...d, evidence: { ...d.evidence, engine: d.evidence.engine ?? local.name } })),
  };
}

function stampFields(fields: ContractFields, engine: string): ContractFields {
  const mark = <E extends { engine?: string } | null>(e: E): E => (e === null ? e : { ...e, engine: e.engine ?? engine });
  return {
    ...fields,
    partiesEvidence: fields.partiesEvidence.map(mark),
    effectiveDateEvidence: mark(fields.effectiveDateEvidence),
    governingLawEvidence: mark(fields.governingLawEvidence),
    termEvidence: Object.fromEntries(Object.entries(fields.termEvidence).map(([k, e]) => [k, mark(e)])),
  };
}

/** What the model left empty, the local proposal fills. */
function completeFields(model: ContractFields, local: ContractFields): ContractFields {
  const parties = model.parties.length > 0 ? { parties: model.parties, partiesEvidence: model.partiesEvidence } : { parties: local.parties, partiesEvidence: local.partiesEvidence };
  const pick = <K extends 'effectiveDate' | 'governingLaw', E extends 'effectiveDateEvidence' | 'governingLawEvidence'>(key: K, evidence: E) =>
    model[key] !== null ? { [key]: model[key], [evidence]: model[evidence] } : { [key]: local[key], [evidence]: local[evidence] };
  const term: Partial<ContractFields> = { termEvidence: { ...model.termEvidence } };
  for (const key of ['expirationDate', 'initialTerm', 'renewalTerm', 'noticePeriodToTerminateRenewal'] as const) {
    if (model[key] !== null) {
      (term as Record<string, unknown>)[key] = model[key];
    } else {
      (term as Record<string, unknown>)[key] = local[key];
      if (local.termEvidence[key]) term.termEvidence![key] = local.termEvidence[key];
    }
  }
  return {
    ...model,
    ...parties,
    ...pick('effectiveDate', 'effectiveDateEvidence'),
    ...pick('governingLaw', 'governingLawEvidence'),
    ...term,
    isPerpetual: model.isPerpetual || local.isPerpetual,
  } as ContractFields;
}
