// Semantic clause search (docs/api-extensions.md): embed the query, nearest clauses among documents the
// caller may see (walls applied inside the storage query).

import type { SearchHit, Storage } from '../storage/types.ts';
import { type Principal, requireProjectAccess, visibilityOf } from './access.ts';
import { UNTYPED_CLAUSE_TYPE } from './taxonomy.ts';

export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 100;

/**
 * The relevance threshold (README, "Search"). The local embedder mixes a clause-type profile into every
 * vector, so nonsense ("pizza recipe with cheese") scores 0.6–0.9 against contract clauses while a plain
 * question ("which state law governs the agreement") can score under 0.5 on the right clause: a cosine
 * cut-off alone cannot tell them apart. A hit is kept when it scores at least MIN_SEARCH_SCORE and either
 * scores STRONG_MATCH_SCORE or shares a word with the query (contract boilerplate words do not count). A
 * query the model knows too few words of finds nothing (embedQuery).
 */
export const MIN_SEARCH_SCORE = 0.3;
export const STRONG_MATCH_SCORE = 0.9;
/** Candidates fetched per result asked for, so the word check still fills the page. */
const CANDIDATES_PER_RESULT = 4;

const STOP_WORDS = new Set(
  [
    'the and for with from this that any all its not shall will may such other than into upon under each are was were has have had been',
    'our your their which what whose where when who how about does can could would should must',
    // Words nearly every clause of a contract contains: sharing them says nothing about relevance.
    'agreement party parties hereof herein hereto hereunder thereof contract',
  ].join(' ').split(' '),
);

const STEM_LENGTH = 5;
const MIN_WORD_LENGTH = 3;

/** Content words, lower-cased, short and stop words left out. */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length >= MIN_WORD_LENGTH && !STOP_WORDS.has(word));
}

/** The query's words cut to their first five letters, so "terminate" meets "termination" and "law" meets "laws". */
function queryStems(query: string): Set<string> {
  return new Set(contentWords(query).map((word) => word.slice(0, STEM_LENGTH)));
}

function sharesAWord(stems: Set<string>, text: string): boolean {
  for (const word of contentWords(text)) {
    for (let length = MIN_WORD_LENGTH; length <= STEM_LENGTH; length++) if (stems.has(word.slice(0, length))) return true;
  }
  return false;
}

/** The relevance rule above for one query (storage already applied MIN_SEARCH_SCORE); scripts/eval-search.ts reuses it. */
export function relevanceFilter(query: string): (hit: { score: number; text: string }) => boolean {
  const stems = queryStems(query);
  return (hit) => hit.score >= MIN_SEARCH_SCORE && (hit.score >= STRONG_MATCH_SCORE || sharesAWord(stems, hit.text));
}

/** Question words: a clause that answers a question never contains them, as contracts state rather than ask. */
const QUESTION_WORDS = new Set(['what', 'which', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how', 'whether']);
/** Words that open a yes/no question ("is there a cap", "can either party terminate", "does the licence renew"). */
const QUESTION_OPENERS = new Set(
  'is are was were do does did can could may might must shall should will would has have there'.split(' '),
);

/**
 * The query as the embedder should read it: a question without its scaffolding. Contracts rarely contain "what",
 * "how" or "which" as question words, so the embedder weighs them as rare, telling words, and a question ("which
 * law governs this agreement") ranked clauses by its scaffolding; "is there", "can" and "does" at its start say
 * only that it asks. The relevance rule still reads the query as typed.
 */
export function questionToStatement(query: string): string {
  const words = query.split(/\s+/).filter((word) => word !== '');
  const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}'’-]/gu, '');
  let start = 0;
  while (start < words.length && (QUESTION_WORDS.has(bare(words[start]!)) || QUESTION_OPENERS.has(bare(words[start]!)))) start++;
  return words.slice(start).filter((word) => !QUESTION_WORDS.has(bare(word))).join(' ');
}

/** What search needs of an embedder: the vectors of the query (the same model that embedded the clauses). */
export interface QueryEmbedder {
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** The share of a query's content words the model must know for the query to be searched. */
export const MIN_KNOWN_WORD_SHARE = 0.5;

/**
 * The query's vector, or null when the model knows fewer than half of its content words (a word it does not know
 * embeds to the zero vector). The model judges a query only by the words it knows, so without this "best hiking
 * trails in the alps" ranked clauses by "best" alone and kept the "best efforts" clauses, which share that word.
 * A query it knows no word of ("xyzzy plugh") is the extreme case.
 */
export async function embedQuery(embedder: QueryEmbedder, query: string): Promise<Float32Array | null> {
  const words = [...new Set(contentWords(query))];
  const [vector, ...wordVectors] = await embedder.embed([questionToStatement(query), ...words]);
  const known = wordVectors.filter((wordVector) => wordVector.some((value) => value !== 0)).length;
  return known >= words.length * MIN_KNOWN_WORD_SHARE ? vector! : null;
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
    const vector = await embedQuery(embedder, input.query);
    if (vector === null) return [];
    const limit = input.limit ?? DEFAULT_SEARCH_LIMIT;
    const candidates = await storage.vectors.search(
      visibilityOf(principal),
      vector,
      { projectId: input.projectId, minScore: MIN_SEARCH_SCORE, excludeClauseType: UNTYPED_CLAUSE_TYPE },
      limit * CANDIDATES_PER_RESULT,
    );
    const hits = candidates.filter(relevanceFilter(input.query)).slice(0, limit);
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
