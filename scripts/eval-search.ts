// Search relevance on the CUAD hold-out (issue #15; `npm run eval:search`): how often the relevance rule of
// src/domain/search.service.ts answers a real query and how often it answers nonsense, the precision of what it
// keeps, and recall@10. Real queries are of two kinds: each CUAD category name, typed as a person would, and
// questions and paraphrases as users type them (scripts/lib/search-questions.ts). Exact cosine over every
// hold-out clause, as GET /search does over a user's visible clauses, reading each query as it does.

import { cuadAvailable, loadCategoryDescriptions } from './lib/cuad.ts';
import { holdoutModelDir } from './lib/holdout-models.ts';
import { searchRecall } from './lib/clause-metrics.ts';
import { SEARCH_QUESTIONS } from './lib/search-questions.ts';
import { loadLabelledContracts } from './train/lib/cuad-clauses.ts';
import { CUAD_CLAUSE_TYPES, type ClauseType } from '../src/domain/taxonomy.ts';
import { MIN_KNOWN_WORD_SHARE, MIN_SEARCH_SCORE, STRONG_MATCH_SCORE, embedQuery, relevanceFilter } from '../src/domain/search.service.ts';
import { createLocalEmbedder } from '../src/engines/local/embedding/embedder.ts';

const K = 10;
/** Queries no contract clause answers. */
const NONSENSE = [
  'xyzzy plugh',
  'pizza recipe with cheese',
  'football match results',
  'banana purple elephant',
  'the weather is nice today',
  'hello world',
  'how to train a puppy',
  'best hiking trails in the alps',
  'guitar chords for beginners',
  'quantum chromodynamics lattice',
  'my cat sleeps all day',
  'chocolate cake',
];

interface Clause {
  text: string;
  types: Set<ClauseType>;
}

interface Hit extends Clause {
  score: number;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** What a set of real queries scores: answered share, precision of the kept hits, recall@10 with and without the rule. */
interface QueryScore {
  queries: number;
  answered: number;
  kept: number;
  keptRelevant: number;
  recall: number;
  keptRecall: number;
}

async function main(): Promise<void> {
  if (!cuadAvailable()) {
    console.log('eval:search skipped: CUAD data not found (set CLAUSEWISE_CUAD_DIR or place it at ../shared/cuad)');
    return;
  }
  const modelDir = holdoutModelDir();
  const contracts = loadLabelledContracts('holdout');
  const clauses: Clause[] = contracts.flatMap((c) => c.segments.map((s, i) => ({ text: s.text, types: c.labels[i]! })));
  const embedder = createLocalEmbedder(modelDir);
  const vectors = await embedder.embed(clauses.map((c) => c.text));
  const ranked = async (query: string): Promise<Hit[]> => {
    const q = await embedQuery(embedder, query);
    if (q === null) return [];
    return vectors
      .map((v, i) => ({ score: dot(q, v), ...clauses[i]! }))
      .sort((a, b) => b.score - a.score)
      .slice(0, K * 4);
  };
  const topHits = (query: string, hits: Hit[]) => hits.filter(relevanceFilter(query)).slice(0, K);

  const score = async (queries: { query: string; answeredBy: ClauseType[] }[]): Promise<QueryScore> => {
    const total: QueryScore = { queries: 0, answered: 0, kept: 0, keptRelevant: 0, recall: 0, keptRecall: 0 };
    for (const { query, answeredBy } of queries) {
      const relevantCount = clauses.filter((c) => answeredBy.some((t) => c.types.has(t))).length;
      if (relevantCount === 0) continue;
      const answers = (hit: Hit) => answeredBy.some((t) => hit.types.has(t));
      const hits = await ranked(query);
      const kept = topHits(query, hits);
      total.queries++;
      if (kept.length > 0) total.answered++;
      total.kept += kept.length;
      total.keptRelevant += kept.filter(answers).length;
      total.recall += hits.slice(0, K).filter(answers).length / Math.min(K, relevantCount);
      total.keptRecall += kept.filter(answers).length / Math.min(K, relevantCount);
    }
    return total;
  };
  const report = (label: string, s: QueryScore) => {
    console.log(`${label}: ${s.queries} queries`);
    console.log(`  answered (≥ 1 result): ${s.answered}/${s.queries} (${(s.answered / s.queries).toFixed(3)})`);
    console.log(`  precision of the results kept (clause labelled with a type that answers the query): ${(s.keptRelevant / Math.max(1, s.kept)).toFixed(3)} (${s.keptRelevant}/${s.kept})`);
    console.log(`  recall@10 of the ranking: ${(s.recall / s.queries).toFixed(3)}; of the results kept: ${(s.keptRecall / s.queries).toFixed(3)}`);
  };

  console.log(
    `rule: the model knows ≥ ${MIN_KNOWN_WORD_SHARE} of the query's words, score ≥ ${MIN_SEARCH_SCORE} and (score ≥ ${STRONG_MATCH_SCORE} or a shared word); ` +
      `top ${K}; ${clauses.length} hold-out clauses; models ${modelDir}`,
  );
  report('category names', await score(CUAD_CLAUSE_TYPES.map((type) => ({ query: type, answeredBy: [type] }))));
  report('questions and paraphrases', await score(SEARCH_QUESTIONS));
  const descriptions = loadCategoryDescriptions().filter((d) => (CUAD_CLAUSE_TYPES as readonly string[]).includes(d.name));
  const asSearchReadsThem = await score(descriptions.map((d) => ({ query: `${d.name}. ${d.description}`, answeredBy: [d.name as ClauseType] })));
  console.log(
    `category descriptions ("name. description") recall@10: ${(await searchRecall(embedder, clauses, K)).recall.toFixed(3)} read raw (as eval:analysis), ` +
      `${(asSearchReadsThem.recall / asSearchReadsThem.queries).toFixed(3)} as search reads them`,
  );
  const nonsenseAnswered: string[] = [];
  for (const query of NONSENSE) if (topHits(query, await ranked(query)).length > 0) nonsenseAnswered.push(query);
  console.log(
    `nonsense queries with ≥ 1 result: ${nonsenseAnswered.length}/${NONSENSE.length} (${nonsenseAnswered.join('; ') || 'none'}); without the rule ${NONSENSE.length}/${NONSENSE.length}`,
  );
}

await main();
