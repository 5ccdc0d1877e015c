// The local (offline) analysis engine: classification, field extraction, clause segmentation and typing,
// clause facts and duties, all read from the text with the models in models/ and rules. What the facts mean
// (playbook, risk, report, obligations) is decided in src/analysis/, not here.

import type { AnalysisEngine, Clause, PageSpan } from '../../types.ts';
import { DEFAULT_MODEL_DIR } from '../embedding/embedder.ts';
import { classifyContract } from './classify/classify-contract.ts';
import { loadContractTypeModel, type ContractTypeModel } from './classify/contract-type-model.ts';
import { segmentClauses, type Segment } from './clauses/segment.ts';
import { loadClauseTagger, type ClauseTagger } from './clauses/tagger.ts';
import { asModelsReadIt } from './clauses/features.ts';
import { findDuties } from './duties.ts';
import { extractFields } from './fields/extract-fields.ts';
import { readClauseFacts } from './risk/clause-facts.ts';

export { DEFAULT_MODEL_DIR };

export const LOCAL_ENGINE_NAME = 'local';

/** The part of the clause tagger (clauses/tagger.ts) the engine uses; tests inject their own. */
export type SegmentTagger = Pick<ClauseTagger, 'tag'>;

export interface AnalysisEngineDeps {
  segment?: (text: string, pages: PageSpan[]) => Segment[];
  tagger?: SegmentTagger;
  contractTypeModel?: ContractTypeModel | null;
}

export function createLocalAnalysisEngine(modelDir: string = DEFAULT_MODEL_DIR, deps: AnalysisEngineDeps = {}): AnalysisEngine {
  const contractTypeModel = deps.contractTypeModel !== undefined ? deps.contractTypeModel : loadContractTypeModel(modelDir);
  const segment = deps.segment ?? segmentClauses;
  // Loaded on first use, so classification-only callers never read the tagger model.
  let tagger: SegmentTagger | null = deps.tagger ?? null;
  const getTagger = () => (tagger ??= loadClauseTagger(modelDir));

  return {
    name: LOCAL_ENGINE_NAME,
    async classify({ text }) {
      return classifyContract(text, contractTypeModel);
    },
    async extractFields({ text }) {
      return extractFields(text);
    },
    async segmentAndTag({ text, pages }) {
      const segments = segment(text, pages);
      const types = getTagger().tag(segments.map(asModelsReadIt), { fullText: text });
      return segments.map((s, i): Clause => ({ start: s.start, end: s.end, page: s.page, text: s.text, heading: s.heading, types: [...(types[i] ?? [])] }));
    },
    async readClauseFacts({ text, clauses }) {
      return clauses.map((clause) => readClauseFacts(text, clause));
    },
    async findDuties({ text, fields, clauses }) {
      // Duties come from the sentences themselves; the clause holding one names its type for the source.
      return findDuties(text, fields).map((duty) => ({
        ...duty,
        clauseType: clauses.find((c) => c.start <= duty.evidence.start && duty.evidence.end <= c.end)?.types[0] ?? null,
      }));
    },
  };
}
