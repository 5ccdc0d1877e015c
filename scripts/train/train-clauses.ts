// Trains the clause tagger (issue #4): TF-IDF uni+bigrams over clause text and heading → one-vs-rest logistic
// regression over the 37 CUAD clause types, labels from CUAD excerpts located in the training contracts. The
// per-type document and clause thresholds are tuned on out-of-fold predictions (contract-grouped folds of the
// training part only). Deterministic; never reads hold-out contracts. Writes models/clause-tagger.bin.
// Run alone: `npx node scripts/train/train-clauses.ts`.

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cuadAvailable } from '../lib/cuad.ts';
import { CUAD_CLAUSE_TYPES } from '../../src/domain/taxonomy.ts';
import { createTfidfVectorizer, type TfidfVectorizer } from '../../src/engines/local/text/tfidf.ts';
import { predictMultiLabel, type LinearModel } from '../../src/engines/local/text/linear.ts';
import type { SparseVector } from '../../src/engines/local/text/sparse.ts';
import { writeModelFile } from '../../src/engines/local/text/model-file.ts';
import { clauseTokens } from '../../src/engines/local/analysis/clauses/features.ts';
import type { TypeThresholds } from '../../src/engines/local/analysis/clauses/decide.ts';
import { CLAUSE_TAGGER_FILE, type ClauseTaggerMeta } from '../../src/engines/local/analysis/clauses/tagger.ts';
import { DEFAULT_MODEL_DIR } from '../../src/engines/local/embedding/embedder.ts';
import { fitTfidfVocabulary } from './lib/tfidf-fit.ts';
import { trainOneVsRest, type LogisticOptions } from './lib/logistic.ts';
import { loadLabelledContracts, type LabelledContract } from './lib/cuad-clauses.ts';

const SEED = 20240605;
const FOLDS = 4;
const VOCABULARY = { maxN: 2, minDf: 3, maxDfShare: 0.5, maxFeatures: 30000 } as const;
const LOGISTIC: Omit<LogisticOptions, 'positiveWeight'> = { epochs: 6, learningRate: 0.2, l2: 1e-5, seed: SEED };
const THRESHOLD_GRID = Array.from({ length: 39 }, (_, i) => 0.025 * (i + 1));

interface Example {
  contract: number;
  x: SparseVector;
  y: Uint8Array;
}

export async function main(modelDir = DEFAULT_MODEL_DIR): Promise<void> {
  if (!cuadAvailable()) throw new Error('CUAD data not found: set CLAUSEWISE_CUAD_DIR or place it at ../shared/cuad');
  const started = performance.now();
  const contracts = loadLabelledContracts('train');
  const tokens = contracts.map((c) => c.segments.map((s) => clauseTokens(s.text, s.heading)));
  const vocabulary = fitTfidfVocabulary(tokens.flat(), VOCABULARY);
  const vectorizer = createTfidfVectorizer(vocabulary);
  const examples = buildExamples(contracts, tokens, vectorizer);

  const outOfFold = crossValidatedProbabilities(examples, vectorizer.size);
  const thresholds = tuneThresholds(contracts, examples, outOfFold);
  const model = fit(examples, vectorizer.size);

  const meta: ClauseTaggerMeta = {
    modelId: 'clausewise-clause-tagger-v1',
    types: [...CUAD_CLAUSE_TYPES],
    vocabulary,
    thresholds,
  };
  const bytes = writeModelFile(join(modelDir, CLAUSE_TAGGER_FILE), meta, {
    weights: { data: model.weights, shape: [model.featureCount, model.classCount], encoding: 'i8' },
    bias: { data: model.bias, shape: [1, model.classCount], encoding: 'f32' },
  });
  console.log(
    `clause tagger: ${examples.length} clauses from ${contracts.length} contracts, vocabulary ${vocabulary.terms.length}, ` +
      `${(bytes / 1e6).toFixed(2)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function buildExamples(contracts: LabelledContract[], tokens: string[][][], vectorizer: TfidfVectorizer): Example[] {
  return contracts.flatMap((c, ci) =>
    c.segments.map((_, si) => ({
      contract: ci,
      x: vectorizer.vectorizeTokens(tokens[ci]![si]!),
      y: Uint8Array.from(CUAD_CLAUSE_TYPES, (t) => (c.labels[si]!.has(t) ? 1 : 0)),
    })),
  );
}

function fit(examples: Example[], featureCount: number): LinearModel {
  const classCount = CUAD_CLAUSE_TYPES.length;
  // Rare types get heavier positives (square root of the imbalance, capped) so they are not drowned out.
  const positives = new Float32Array(classCount);
  for (const e of examples) for (let c = 0; c < classCount; c++) positives[c]! += e.y[c]!;
  const positiveWeight = Float32Array.from(positives, (p) => Math.min(10, Math.sqrt((examples.length - p) / Math.max(1, p)) / 2));
  return trainOneVsRest(
    examples.map((e) => e.x),
    examples.map((e) => e.y),
    featureCount,
    classCount,
    { ...LOGISTIC, positiveWeight },
  );
}

/** Probabilities for every training clause from a model that did not see its contract. */
function crossValidatedProbabilities(examples: Example[], featureCount: number): Float32Array[] {
  const out: Float32Array[] = new Array(examples.length);
  for (let fold = 0; fold < FOLDS; fold++) {
    const inFold = (e: Example) => e.contract % FOLDS === fold;
    const model = fit(examples.filter((e) => !inFold(e)), featureCount);
    examples.forEach((e, i) => {
      if (inFold(e)) out[i] = predictMultiLabel(model, e.x);
    });
  }
  return out;
}

/** Per type: the document threshold that maximises document-level F1, then the clause threshold (not above it)
 *  that maximises clause-level F1 within documents where the type is found. */
function tuneThresholds(contracts: LabelledContract[], examples: Example[], probabilities: Float32Array[]): TypeThresholds {
  const byContract = contracts.map(() => [] as number[]);
  examples.forEach((e, i) => byContract[e.contract]!.push(i));
  const document: number[] = [];
  const clause: number[] = [];
  CUAD_CLAUSE_TYPES.forEach((type, c) => {
    const maxima = byContract.map((indices) => Math.max(0, ...indices.map((i) => probabilities[i]![c]!)));
    const gold = contracts.map((k) => k.gold.has(type));
    const documentThreshold = bestThreshold((t) => f1(maxima.map((m) => m >= t), gold));
    const present = new Set(byContract.flatMap((indices, k) => (maxima[k]! >= documentThreshold ? indices : [])));
    const clauseIndices = examples.map((_, i) => i).filter((i) => present.has(i));
    const clauseGold = clauseIndices.map((i) => examples[i]!.y[c] === 1);
    const clauseThreshold = bestThreshold(
      (t) => f1(clauseIndices.map((i) => probabilities[i]![c]! >= t), clauseGold),
      THRESHOLD_GRID.filter((t) => t <= documentThreshold),
    );
    document.push(documentThreshold);
    clause.push(clauseThreshold);
  });
  return { document, clause };
}

function bestThreshold(score: (threshold: number) => number, grid = THRESHOLD_GRID): number {
  let best = grid[grid.length - 1] ?? 0.5;
  let bestScore = -1;
  for (const t of grid) {
    const s = score(t);
    if (s > bestScore) {
      bestScore = s;
      best = t;
    }
  }
  return best;
}

function f1(predicted: boolean[], gold: boolean[]): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  predicted.forEach((p, i) => {
    if (p && gold[i]) tp++;
    else if (p) fp++;
    else if (gold[i]) fn++;
  });
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
