// Search relevance on the CUAD hold-out (issue #15; `npm run eval:search`): how often the relevance rule of
// src/domain/search.service.ts answers a real query (each CUAD category name, typed as a person would) and
// how often it answers nonsense, and the precision of what it keeps. Exact cosine over every hold-out clause,
// as GET /search does over a user's visible clauses.

import { cuadAvailable } from './lib/cuad.ts';
import { holdoutModelDir } from './lib/holdout-models.ts';
import { loadLabelledContracts } from './train/lib/cuad-clauses.ts';
import { CUAD_CLAUSE_TYPES } from '../src/domain/taxonomy.ts';
import { MIN_SEARCH_SCORE, STRONG_MATCH_SCORE, relevanceFilter } from '../src/domain/search.service.ts';
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

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

async function main(): Promise<void> {
  if (!cuadAvailable()) {
    console.log('eval:search skipped: CUAD data not found (set CLAUSEWISE_CUAD_DIR or place it at ../shared/cuad)');
    return;
  }
  const modelDir = holdoutModelDir();
  const contracts = loadLabelledContracts('holdout');
  const clauses = contracts.flatMap((c) => c.segments.map((s, i) => ({ text: s.text, types: c.labels[i]! })));
  const embedder = createLocalEmbedder(modelDir);
  const vectors = await embedder.embed(clauses.map((c) => c.text));
  const ranked = async (query: string) => {
    const [q] = await embedder.embed([query]);
    return vectors
      .map((v, i) => ({ score: dot(q!, v), text: clauses[i]!.text, types: clauses[i]!.types }))
      .sort((a, b) => b.score - a.score)
      .slice(0, K * 4);
  };
  const topHits = async (query: string) => (await ranked(query)).filter(relevanceFilter(query)).slice(0, K);

  const realTypes = CUAD_CLAUSE_TYPES.filter((type) => clauses.some((c) => c.types.has(type)));
  let answered = 0;
  let kept = 0;
  let relevant = 0;
  let relevantWithoutRule = 0;
  for (const type of realTypes) {
    relevantWithoutRule += (await ranked(type)).slice(0, K).filter((hit) => hit.types.has(type)).length;
    const hits = await topHits(type);
    if (hits.length > 0) answered++;
    kept += hits.length;
    relevant += hits.filter((hit) => hit.types.has(type)).length;
  }
  const nonsenseAnswered: string[] = [];
  for (const query of NONSENSE) if ((await topHits(query)).length > 0) nonsenseAnswered.push(query);

  console.log(`rule: score ≥ ${MIN_SEARCH_SCORE} and (score ≥ ${STRONG_MATCH_SCORE} or a shared word); top ${K}; ${clauses.length} hold-out clauses`);
  console.log(`real queries (CUAD category names) with ≥ 1 result: ${answered}/${realTypes.length}`);
  console.log(
    `precision of the results kept for them (clause labelled with the queried type): ${(relevant / Math.max(1, kept)).toFixed(3)} (${relevant}/${kept}); ` +
      `without the rule ${(relevantWithoutRule / (K * realTypes.length)).toFixed(3)} (${relevantWithoutRule}/${K * realTypes.length})`,
  );
  console.log(
    `nonsense queries with ≥ 1 result: ${nonsenseAnswered.length}/${NONSENSE.length} (${nonsenseAnswered.join('; ') || 'none'}); without the rule ${NONSENSE.length}/${NONSENSE.length}`,
  );
}

await main();
