import type { Clause } from '../../analysis/model.ts';
import { requireStored } from '../stage-error.ts';
import type { StageDeps } from '../types.ts';
import { UNTYPED_CLAUSE_TYPE } from '../../domain/taxonomy.ts';
import { embedInBatches } from '../../domain/reembed.service.ts';

export interface EmbedClausesInput {
  documentId: string;
  clauses: Clause[];
}

/** The vectors go to `storage.vectors`, stored with the id of the model that made them (domain/reembed.service.ts). */
export interface EmbedClausesOutput {
  modelId: string;
  dimension: number;
  clauseCount: number;
}

export async function embedClauses(input: EmbedClausesInput, deps: StageDeps): Promise<EmbedClausesOutput> {
  const { embedder } = deps.engines;
  const vectors = await embedInBatches(embedder, input.clauses.map((clause) => clause.text), deps.signal);
  const records = input.clauses.map((clause, clauseIndex) => ({
    clauseIndex,
    clauseType: clause.types[0] ?? UNTYPED_CLAUSE_TYPE,
    text: clause.text,
    start: clause.start,
    end: clause.end,
    vector: vectors[clauseIndex]!,
  }));
  requireStored(await deps.storage.vectors.replaceForDocument(input.documentId, embedder.modelId, records), input.documentId);
  return { modelId: embedder.modelId, dimension: embedder.dimension, clauseCount: records.length };
}
