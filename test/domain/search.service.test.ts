// Search honesty (issue #15, point 3): the relevance rule decides which nearest clauses are worth showing.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MIN_SEARCH_SCORE, STRONG_MATCH_SCORE, createSearchService } from '../../src/domain/search.service.ts';
import { UNTYPED_CLAUSE_TYPE } from '../../src/domain/taxonomy.ts';
import type { SearchHit, VectorSearchFilter } from '../../src/storage/types.ts';

const PRINCIPAL = { userId: 'u', email: 'u@x.test', name: null, role: 'member' as const, credentialId: null };

/** A search service over fixed hits, recording the filter storage was asked for; the embedder knows every word
 *  but those in `unknownWords` (which it embeds, as the local embedder does, to the zero vector). */
function serviceOver(hits: { text: string; score: number }[], unknownWords: string[] = []) {
  const asked: VectorSearchFilter[] = [];
  const service = createSearchService({
    embedder: { embed: async (texts: string[]) => texts.map((text) => new Float32Array(unknownWords.includes(text) ? [0, 0] : [1, 0])) },
    storage: {
      vectors: {
        search: async (_visibility: unknown, _query: unknown, filter: VectorSearchFilter) => {
          asked.push(filter);
          return hits.map((hit, clauseIndex): SearchHit => ({
            documentId: 'd', projectId: 'p', clauseIndex, clauseType: 'Governing Law', text: hit.text, start: 0, end: 1, score: hit.score,
          }));
        },
      },
      documents: { getById: async () => ({ filename: 'msa.txt' }) },
    } as never,
  });
  return { service, asked };
}

describe('search relevance', () => {
  test('storage is asked for hits above the threshold and never for untyped clauses', async () => {
    const { service, asked } = serviceOver([]);
    await service.search(PRINCIPAL, { query: 'governing law' });
    assert.equal(asked[0]!.minScore, MIN_SEARCH_SCORE);
    assert.equal(asked[0]!.excludeClauseType, UNTYPED_CLAUSE_TYPE);
  });

  test('a weak hit is kept only when it shares a word with the query', async () => {
    const weak = (STRONG_MATCH_SCORE + MIN_SEARCH_SCORE) / 2;
    const { service } = serviceOver([
      { text: 'The laws of Delaware govern this Agreement.', score: weak },
      { text: 'Fees are due monthly.', score: weak },
    ]);
    const found = await service.search(PRINCIPAL, { query: 'governing law' });
    assert.deepEqual(found.map((hit) => hit.text), ['The laws of Delaware govern this Agreement.']);
  });

  test('a query the model knows fewer than half the words of finds nothing, and storage is not asked', async () => {
    const { service, asked } = serviceOver([{ text: 'Consultant shall use its best efforts.', score: STRONG_MATCH_SCORE }], ['hiking', 'trails']);
    assert.deepEqual(await service.search(PRINCIPAL, { query: 'best hiking trails' }), []);
    assert.equal(asked.length, 0);
  });

  test('a query the model knows half the words of is searched', async () => {
    const { service } = serviceOver([{ text: 'Consultant shall use its best efforts.', score: STRONG_MATCH_SCORE }], ['hiking']);
    assert.equal((await service.search(PRINCIPAL, { query: 'best hiking' })).length, 1);
  });

  test('a strong hit is kept without a shared word', async () => {
    const { service } = serviceOver([{ text: 'Fees are due monthly.', score: STRONG_MATCH_SCORE }]);
    assert.equal((await service.search(PRINCIPAL, { query: 'payment terms' })).length, 1);
  });
});
