// Clause evaluation on the CUAD hold-out (issue #4; `npm run eval:clauses`): clause presence per type and
// macro-F1, excerpt coverage, search recall@10 of the embedder for each category description, and timing.
// Metric definitions live in scripts/lib/clause-metrics.ts (shared with eval:analysis).

import { cuadAvailable } from './lib/cuad.ts';
import { MIN_POSITIVES, scoreCoverage, searchRecall, scorePresence, type PresenceScore } from './lib/clause-metrics.ts';
import { loadLabelledContracts } from './train/lib/cuad-clauses.ts';
import { CUAD_CLAUSE_TYPES } from '../src/domain/taxonomy.ts';
import { segmentClauses } from '../src/engines/local/analysis/clauses/segment.ts';
import { loadClauseTagger } from '../src/engines/local/analysis/clauses/tagger.ts';
import { createLocalEmbedder } from '../src/engines/local/embedding/embedder.ts';
import { evaluateGeneralTypes } from './eval-general.ts';
import { printGeneralScore } from './lib/general-eval.ts';
import { holdoutModelDir } from './lib/holdout-models.ts';

const SEARCH_K = 10;

export async function main(): Promise<void> {
  if (!cuadAvailable()) {
    console.log('eval:clauses skipped: CUAD data not found (set CLAUSEWISE_CUAD_DIR or place it at ../shared/cuad)');
    return;
  }
  const modelDir = holdoutModelDir();
  const contracts = loadLabelledContracts('holdout');
  const tagger = loadClauseTagger(modelDir);
  const timings: number[] = [];
  const documents = contracts.map((c) => {
    const started = performance.now();
    const segments = segmentClauses(c.text, []);
    const types = tagger.tag(segments, { fullText: c.text });
    timings.push(performance.now() - started);
    return { segments, types };
  });

  const presence = scorePresence(
    contracts.map((c, i) => ({ gold: c.gold, predicted: new Set(documents[i]!.types.flat()) })),
  );
  const coverage = scoreCoverage(
    contracts.map((c, i) => ({
      excerpts: [...CUAD_CLAUSE_TYPES].flatMap((type) =>
        (c.contract.categories.get(type)?.excerpts ?? []).map((excerpt) => ({ type, excerpt })),
      ),
      clauses: documents[i]!.segments.map((s, j) => ({ text: s.text, types: documents[i]!.types[j]! })),
    })),
  );
  printPresence(presence);
  console.log(`\nclause presence macro-F1 (${presence.scoredTypes} types with ≥ ${MIN_POSITIVES} positives): ${presence.macroF1.toFixed(3)}`);
  console.log(`excerpt coverage (token overlap ≥ 50 %): ${coverage.share.toFixed(3)} (${coverage.covered}/${coverage.total})`);
  const search = await searchRecall(
    createLocalEmbedder(modelDir),
    contracts.flatMap((c) => c.segments.map((s, i) => ({ text: s.text, types: c.labels[i]! }))),
    SEARCH_K,
  );
  console.log(`search recall@${SEARCH_K} over ${search.queries} category descriptions: ${search.recall.toFixed(3)}`);
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1);
  console.log(`segmentation + tagging per contract: median ${at(0.5)} ms, p95 ${at(0.95)} ms (${contracts.length} hold-out contracts)`);
  const missedWhere = { typeAbsent: 0, otherClauses: 0 };
  contracts.forEach((c, i) => {
    const found = new Set(documents[i]!.types.flat());
    for (const e of c.excerpts) {
      const holder = documents[i]!.segments.findIndex((s) => s.start < e.end && e.start < s.end && documents[i]!.types[documents[i]!.segments.indexOf(s)]!.includes(e.type));
      if (holder < 0) missedWhere[found.has(e.type) ? 'otherClauses' : 'typeAbsent']++;
    }
  });
  console.log(`excerpts with no overlapping clause of their type: ${missedWhere.typeAbsent} in documents where the type was not found, ${missedWhere.otherClauses} where it was placed on other clauses`);
  printGeneralScore('general clause types (provisions of hold-out contracts, headings removed; also `npx node scripts/eval-general.ts`)', await evaluateGeneralTypes('holdout', modelDir));
}

function printPresence(presence: PresenceScore): void {
  console.log('type'.padEnd(38) + 'pos   P     R     F1');
  for (const s of presence.perType) {
    const mark = s.positives >= MIN_POSITIVES ? ' ' : '*';
    console.log(
      `${s.type.padEnd(37)}${mark}${String(s.positives).padStart(3)}  ${s.precision.toFixed(2)}  ${s.recall.toFixed(2)}  ${s.f1.toFixed(2)}`,
    );
  }
  console.log(`(* fewer than ${MIN_POSITIVES} positive documents: not in the macro average)`);
}

await main();
