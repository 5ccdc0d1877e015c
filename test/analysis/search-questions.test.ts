// Search answers questions as users type them (issue #15): the shipped local embedder and the search service's
// reading of a query, over the clauses of a short contract held by an in-memory vector store.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSearchService, questionToStatement } from '../../src/domain/search.service.ts';
import { createLocalEmbedder } from '../../src/engines/local/embedding/embedder.ts';
import { denseDot } from '../../src/engines/local/text/sparse.ts';
import type { SearchHit, VectorSearchFilter } from '../../src/storage/types.ts';

const PRINCIPAL = { userId: 'u', email: 'u@x.test', name: null, role: 'member' as const, credentialId: null };

const CONSULTING_AGREEMENT = [
  '1. Term. This Agreement begins on the Effective Date and continues for two (2) years.',
  '2. Fees. Client shall pay each invoice within forty-five (45) days of receipt.',
  "3. Termination. Either party may terminate this Agreement for convenience on sixty (60) days' written notice to the other party.",
  '4. Insurance. Consultant shall maintain commercial general liability insurance of at least one million dollars ($1,000,000) per occurrence during the term.',
  "5. Limitation of Liability. Neither party's total liability under this Agreement shall exceed the fees paid in the preceding twelve (12) months.",
  "6. Assignment. Neither party may assign this Agreement without the other party's prior written consent.",
  '7. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of Texas, without regard to its conflict of laws principles.',
  '8. Notices. Notices shall be given in writing to the addresses set out above.',
  '9. Best Efforts. Consultant shall use its best efforts to perform the Services.',
];

const embedder = createLocalEmbedder();
const clauseVectors = await embedder.embed(CONSULTING_AGREEMENT);

/** The search service over the contract's clauses, scored by cosine as the storage does. */
const service = createSearchService({
  embedder,
  storage: {
    vectors: {
      search: async (_visibility: unknown, query: Float32Array, filter: VectorSearchFilter, limit: number) =>
        CONSULTING_AGREEMENT.map((text, clauseIndex): SearchHit => ({
          documentId: 'd', projectId: 'p', clauseIndex, clauseType: 'Governing Law', text, start: 0, end: text.length,
          score: denseDot(query, clauseVectors[clauseIndex]!),
        }))
          .filter((hit) => hit.score >= (filter.minScore ?? -1))
          .sort((a, b) => b.score - a.score)
          .slice(0, limit),
    },
    documents: { getById: async () => ({ filename: 'consulting.txt' }) },
  } as never,
});

const firstHit = async (query: string) => (await service.search(PRINCIPAL, { query }))[0]?.text;

describe('search reads a question by what it asks', () => {
  test('"which state law governs the agreement" finds the governing-law clause first', async () => {
    assert.equal(await firstHit('which state law governs the agreement'), CONSULTING_AGREEMENT[6]);
  });

  test('"which law governs this agreement" finds the governing-law clause first', async () => {
    assert.equal(await firstHit('which law governs this agreement'), CONSULTING_AGREEMENT[6]);
  });

  test('"can either party terminate for convenience" finds the termination clause first', async () => {
    assert.equal(await firstHit('can either party terminate for convenience'), CONSULTING_AGREEMENT[2]);
  });

  test('"is there a cap on liability?" finds the limitation of liability first', async () => {
    assert.equal(await firstHit('is there a cap on liability?'), CONSULTING_AGREEMENT[4]);
  });

  test('nonsense finds nothing', async () => {
    for (const query of ['xyzzy plugh', 'banana purple elephant', 'what is a chocolate cake']) {
      assert.deepEqual(await service.search(PRINCIPAL, { query }), [], query);
    }
  });

  test('nonsense that shares one word with a clause finds nothing ("best hiking trails" and "best efforts")', async () => {
    assert.deepEqual(await service.search(PRINCIPAL, { query: 'best hiking trails in the alps' }), []);
  });
});

describe('questionToStatement', () => {
  test('drops the question words and auxiliaries that open a question', () => {
    assert.equal(questionToStatement('Is there a cap on liability?'), 'a cap on liability?');
    assert.equal(questionToStatement('can either party terminate for convenience'), 'either party terminate for convenience');
  });

  test('drops question words inside the query too', () => {
    assert.equal(questionToStatement('by when must the notice be given'), 'by must the notice be given');
    assert.equal(questionToStatement('who owns the intellectual property'), 'owns the intellectual property');
  });

  test('leaves a query that asks nothing as typed', () => {
    assert.equal(questionToStatement('Notice Period to Terminate Renewal'), 'Notice Period to Terminate Renewal');
    assert.equal(questionToStatement('governing law'), 'governing law');
  });

  test('keeps an auxiliary that is not at the start', () => {
    assert.equal(questionToStatement('the licensee may sublicense'), 'the licensee may sublicense');
  });
});
