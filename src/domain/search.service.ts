// Semantic clause search (docs/api-extensions.md): embed the query, nearest clauses among documents the
// caller may see (walls applied inside the storage query).

import type { SearchHit, Storage } from '../storage/types.ts';
import { type Principal, requireProjectAccess, visibilityOf } from './access.ts';

export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 100;

/** What search needs of an embedder: the vectors of the query (the same model that embedded the clauses). */
export interface QueryEmbedder {
  embed(texts: string[]): Promise<Float32Array[]>;
}

export interface SearchResult extends SearchHit {
  filename: string;
}

export function createSearchService(deps: {
  storage: Pick<Storage, 'projects' | 'documents' | 'walls' | 'vectors'>;
  embedder: QueryEmbedder;
}) {
  const { storage, embedder } = deps;

  async function search(principal: Principal, input: { query: string; projectId?: string; limit?: number }): Promise<SearchResult[]> {
    if (input.projectId !== undefined) {
      // Same rule as the document list: an unknown project matches nothing, a walled one is refused.
      if (!(await storage.projects.getById(input.projectId))) return [];
      await requireProjectAccess(storage, principal, input.projectId);
    }
    const [vector] = await embedder.embed([input.query]);
    const hits = await storage.vectors.search(
      visibilityOf(principal),
      vector!,
      { projectId: input.projectId },
      input.limit ?? DEFAULT_SEARCH_LIMIT,
    );
    const filenames = new Map<string, string>();
    for (const documentId of new Set(hits.map((hit) => hit.documentId))) {
      const document = await storage.documents.getById(documentId);
      if (document) filenames.set(documentId, document.filename);
    }
    // A document deleted between the two queries is dropped rather than shown without a name.
    return hits.filter((hit) => filenames.has(hit.documentId)).map((hit) => ({ ...hit, filename: filenames.get(hit.documentId)! }));
  }

  return { search };
}

export type SearchService = ReturnType<typeof createSearchService>;
