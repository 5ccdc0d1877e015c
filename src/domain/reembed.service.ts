// Stored clause vectors follow the embedder. Retraining the models changes the embedder, and search compares a
// query embedded by the current one with the vectors stored when each document was processed: vectors of an
// older embedder live in another space, so those documents would rank by noise. At start, every clause whose
// vector another embedder made is embedded again from its stored text, document by document. Search keeps
// working meanwhile (documents not yet done rank poorly); documents the pipeline embeds meanwhile already carry
// the current embedder's id and are skipped. Running it twice, or in two processes at once, is safe: each
// clause is updated only while its vector is still another embedder's and its text is still the one embedded.

import type { Storage } from '../storage/types.ts';

/** What re-embedding needs of an embedder: its identity and its vectors. */
export interface ClauseEmbedder {
  readonly modelId: string;
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** Bounds one embedder call (and one worker-thread message) for documents with thousands of clauses. */
const EMBED_BATCH_SIZE = 32;

/** The texts' vectors, embedded a batch at a time (the pipeline's `embedding` stage uses it too). */
export async function embedInBatches(embedder: Pick<ClauseEmbedder, 'embed'>, texts: string[], signal?: AbortSignal): Promise<Float32Array[]> {
  const vectors: Float32Array[] = [];
  for (let start = 0; start < texts.length; start += EMBED_BATCH_SIZE) {
    signal?.throwIfAborted();
    vectors.push(...(await embedder.embed(texts.slice(start, start + EMBED_BATCH_SIZE))));
  }
  return vectors;
}

/** Documents asked for at once; each is re-embedded in its own transaction. */
const DOCUMENT_PAGE_SIZE = 100;

export interface ReembedProgress {
  /** Documents that had clause vectors of another embedder when the step looked. */
  documents: number;
  /** Clause vectors replaced by the current embedder's. */
  clauses: number;
}

/** Where the step says what it does (pino's logger fits). */
export interface ReembedLog {
  info(details: object, message: string): void;
}

/**
 * Re-embeds every stored clause vector that the current embedder did not make; returns what it did. Each
 * document is visited once per run (keyset order), so a process still writing old vectors cannot keep it busy.
 */
export async function reembedStoredVectors(deps: {
  storage: Pick<Storage, 'vectors'>;
  embedder: ClauseEmbedder;
  log?: ReembedLog;
  signal?: AbortSignal;
}): Promise<ReembedProgress> {
  const { storage, embedder, log, signal } = deps;
  const progress: ReembedProgress = { documents: 0, clauses: 0 };
  let afterDocumentId: string | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const documentIds = await storage.vectors.listDocumentsNotEmbeddedBy(embedder.modelId, { afterDocumentId, limit: DOCUMENT_PAGE_SIZE });
    if (documentIds.length === 0) break;
    if (progress.documents === 0) {
      log?.info({ modelId: embedder.modelId }, 'clause vectors made by another embedder: re-embedding them; until done, search ranks those documents poorly');
    }
    for (const documentId of documentIds) {
      const stale = (await storage.vectors.listClauseTexts(documentId)).filter((clause) => clause.modelId !== embedder.modelId);
      const vectors = await embedInBatches(embedder, stale.map((clause) => clause.text), signal);
      const updates = stale.map((clause, i) => ({ clauseIndex: clause.clauseIndex, text: clause.text, vector: vectors[i]! }));
      progress.clauses += await storage.vectors.updateVectors(documentId, embedder.modelId, updates);
      progress.documents++;
    }
    afterDocumentId = documentIds.at(-1);
  }
  if (progress.documents > 0) log?.info({ modelId: embedder.modelId, ...progress }, 'clause vectors re-embedded: search ranks every document by the current embedder');
  return progress;
}
