import type { Clause } from '../../analysis/model.ts';
import { requireStored } from '../stage-error.ts';
import type { StageDeps } from '../types.ts';
import { UNTYPED_CLAUSE_TYPE } from '../../domain/taxonomy.ts';

export interface EmbedClausesInput {
  documentId: string;
  clauses: Clause[];
}

/** The vectors go to `storage.vectors`; the output records which model made them. */
export interface EmbedClausesOutput {
  modelId: string;
  dimension: number;
  clauseCount: number;
}

/** Bounds one engine call (and one worker-thread message) for documents with thousands of clauses. */
const EMBED_BATCH_SIZE = 32;

export async function embedClauses(input: EmbedClausesInput, deps: StageDeps): Promise<EmbedClausesOutput> {
  const { embedder } = deps.engines;
  const vectors: Float32Array[] = [];
  for (let start = 0; start < input.clauses.length; start += EMBED_BATCH_SIZE) {
    deps.signal.throwIfAborted();
    const batch = input.clauses.slice(start, start + EMBED_BATCH_SIZE);
    vectors.push(...(await embedder.embed(batch.map((clause) => clause.text))));
  }
  const records = input.clauses.map((clause, clauseIndex) => ({
    clauseIndex,
    clauseType: clause.types[0] ?? UNTYPED_CLAUSE_TYPE,
    text: clause.text,
    start: clause.start,
    end: clause.end,
    vector: vectors[clauseIndex]!,
  }));
  requireStored(await deps.storage.vectors.replaceForDocument(input.documentId, records), input.documentId);
  return { modelId: embedder.modelId, dimension: embedder.dimension, clauseCount: records.length };
}
