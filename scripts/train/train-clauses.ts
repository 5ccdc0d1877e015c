// Trains the clause tagger (issue #4), from CUAD excerpts located in the training contracts:
// - a clause model: TF-IDF uni+bigrams over clause text and heading → one-vs-rest logistic regression over
//   the 37 CUAD clause types;
// - a document model: the same features over the whole contract → one-vs-rest presence per type;
// - a per-type presence stacker over both, and per-type document and clause thresholds,
//   fitted on out-of-fold predictions (contract-grouped folds of the training part), with the wording check
//   (src/analysis/clause-wording.ts) applied as at inference.
// Deterministic; never reads hold-out contracts. Writes models/clause-tagger.bin and prints cross-validated
// scores. Run alone: `npx node scripts/train/train-clauses.ts`.

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cuadAvailable } from '../lib/cuad.ts';
import { scoreCoverage, scorePresence } from '../lib/clause-metrics.ts';
import { CUAD_CLAUSE_TYPES, type ClauseType } from '../../src/domain/taxonomy.ts';
import { createTfidfVectorizer } from '../../src/engines/local/text/tfidf.ts';
import { tokenize } from '../../src/engines/local/text/tokenize.ts';
import { predictMultiLabel, sigmoid, type LinearModel } from '../../src/engines/local/text/linear.ts';
import type { SparseVector } from '../../src/engines/local/text/sparse.ts';
import { writeModelFile, type TensorInput } from '../../src/engines/local/text/model-file.ts';
import { clauseTokens } from '../../src/engines/local/analysis/clauses/features.ts';
import {
  decideClasses,
  presenceFeatures,
  presenceProbabilities,
  PRESENCE_FEATURE_COUNT,
  type PresenceStacker,
  type TypeThresholds,
} from '../../src/engines/local/analysis/clauses/decide.ts';
import { cueMatches } from '../../src/engines/local/analysis/clauses/rules.ts';
import { wordingContext } from '../../src/engines/local/analysis/clauses/context.ts';
import { isNonOperativeText, typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { CLAUSE_TAGGER_FILE, type ClauseTaggerMeta } from '../../src/engines/local/analysis/clauses/tagger.ts';
import { DEFAULT_MODEL_DIR } from '../../src/engines/local/embedding/embedder.ts';
import { fitTfidfVocabulary } from './lib/tfidf-fit.ts';
import { trainOneVsRest, type LogisticOptions } from './lib/logistic.ts';
import { loadLabelledContracts, type LabelledContract } from './lib/cuad-clauses.ts';

const SEED = 20240605;
const FOLDS = 4;
const CLASS_COUNT = CUAD_CLAUSE_TYPES.length;
const VOCABULARY = { maxN: 2, minDf: 3, maxDfShare: 0.5, maxFeatures: 30000 } as const;
const CLAUSE_LOGISTIC: LogisticOptions = { epochs: 6, learningRate: 0.2, l2: 1e-5, seed: SEED };
const DOCUMENT_LOGISTIC: LogisticOptions = { epochs: 30, learningRate: 0.2, l2: 1e-5, seed: SEED };
/**
 * Positive clauses weigh less than negatives. CUAD marks the clauses that answer its question, not every
 * clause about the subject, so many "negatives" are unlabelled positives. Cross-validated on the training part,
 * presence macro-F1 and coverage were 0.670 / 0.669 with positives up-weighted by the class imbalance and
 * 0.691 / 0.702 at a uniform 0.3.
 */
const POSITIVE_WEIGHT = 0.3;
const THRESHOLD_GRID = Array.from({ length: 39 }, (_, i) => 0.025 * (i + 1));
/** Clause thresholds favour recall (F3): extra clauses of a present type cost little, missed excerpts cost coverage. */
const CLAUSE_F_BETA = 3;

interface Example {
  contract: number;
  x: SparseVector;
  y: Uint8Array;
}

export async function main(modelDir = DEFAULT_MODEL_DIR): Promise<void> {
  if (!cuadAvailable()) throw new Error('CUAD data not found: set CLAUSEWISE_CUAD_DIR or place it at ../shared/cuad');
  const started = performance.now();
  const contracts = loadLabelledContracts('train');
  const segmentTokens = contracts.map((c) => c.segments.map((s) => clauseTokens(s.text, s.heading)));
  const vocabulary = fitTfidfVocabulary(segmentTokens.flat(), VOCABULARY);
  const vectorizer = createTfidfVectorizer(vocabulary);
  const clauses: Example[] = contracts.flatMap((c, ci) =>
    c.segments.map((_, si) => ({ contract: ci, x: vectorizer.vectorizeTokens(segmentTokens[ci]![si]!), y: typeVector(c.labels[si]!) })),
  );
  const documents: Example[] = contracts.map((c, ci) => ({ contract: ci, x: vectorizer.vectorizeTokens(tokenize(c.text)), y: typeVector(c.gold) }));

  const clauseOutOfFold = outOfFold(clauses, (train) => fitClauseModel(train, vectorizer.size));
  const documentOutOfFold = outOfFold(documents, (train) => trainOneVsRest(train.map((e) => e.x), train.map((e) => e.y), vectorizer.size, CLASS_COUNT, DOCUMENT_LOGISTIC));
  const clauseProbabilitiesByContract = contracts.map(() => [] as Float32Array[]);
  clauses.forEach((e, i) => clauseProbabilitiesByContract[e.contract]!.push(clauseOutOfFold[i]!));

  const cues = contracts.map((c) => cueMatches(c.segments, CUAD_CLAUSE_TYPES));
  // As at inference (tagger.ts): a clause carries a type only when it is operative and has the type's words.
  const allowed = contracts.map((c) => {
    const operative = c.segments.map((s) => !isNonOperativeText(s.text));
    return c.segments.map((_, s) => {
      const context = operative[s] ? wordingContext(c.segments, s) : '';
      return CUAD_CLAUSE_TYPES.map((type) => operative[s]! && typeHasItsWords(type, context));
    });
  });
  const stacker = fitStacker(contracts, clauseProbabilitiesByContract, documentOutOfFold, cues);
  const presence = contracts.map((_, k) => presenceProbabilities(clauseProbabilitiesByContract[k]!, documentOutOfFold[k]!, stacker, cues[k]!));
  const thresholds = tuneThresholds(contracts, clauseProbabilitiesByContract, presence, allowed);
  reportCrossValidation(contracts, clauseProbabilitiesByContract, presence, thresholds, cues, allowed);

  const clauseModel = fitClauseModel(clauses, vectorizer.size);
  const documentModel = trainOneVsRest(documents.map((e) => e.x), documents.map((e) => e.y), vectorizer.size, CLASS_COUNT, DOCUMENT_LOGISTIC);
  const meta: ClauseTaggerMeta = { modelId: 'clausewise-clause-tagger-v3', types: [...CUAD_CLAUSE_TYPES], vocabulary, stacker, thresholds };
  const bytes = writeModelFile(join(modelDir, CLAUSE_TAGGER_FILE), meta, {
    ...linearTensors('clause', clauseModel),
    ...linearTensors('document', documentModel),
  });
  console.log(
    `clause tagger: ${clauses.length} clauses from ${contracts.length} contracts, vocabulary ${vocabulary.terms.length}, ` +
      `${(bytes / 1e6).toFixed(2)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function typeVector(types: Set<ClauseType>): Uint8Array {
  return Uint8Array.from(CUAD_CLAUSE_TYPES, (t) => (types.has(t) ? 1 : 0));
}

function linearTensors(prefix: string, model: LinearModel): Record<string, TensorInput> {
  return {
    [`${prefix}Weights`]: { data: model.weights, shape: [model.featureCount, model.classCount], encoding: 'i8' },
    [`${prefix}Bias`]: { data: model.bias, shape: [1, model.classCount], encoding: 'f32' },
  };
}

function fitClauseModel(examples: Example[], featureCount: number): LinearModel {
  const positiveWeight = new Float32Array(CLASS_COUNT).fill(POSITIVE_WEIGHT);
  return trainOneVsRest(examples.map((e) => e.x), examples.map((e) => e.y), featureCount, CLASS_COUNT, { ...CLAUSE_LOGISTIC, positiveWeight });
}

/** Probabilities for every example from a model that did not see its contract. */
function outOfFold(examples: Example[], fit: (train: Example[]) => LinearModel): Float32Array[] {
  const out: Float32Array[] = new Array(examples.length);
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = fit(examples.filter((e) => e.contract % FOLDS !== fold));
    examples.forEach((e, i) => {
      if (e.contract % FOLDS === fold) out[i] = predictMultiLabel(model, e.x);
    });
  }
  return out;
}

/** Per type, a 3-input logistic regression by full-batch gradient descent (331 documents: tiny). */
function fitStacker(
  contracts: LabelledContract[],
  clauseProbabilities: Float32Array[][],
  documentProbabilities: Float32Array[],
  cues: boolean[][][],
): PresenceStacker {
  const weights: number[][] = [];
  const bias: number[] = [];
  CUAD_CLAUSE_TYPES.forEach((type, c) => {
    const features = contracts.map((_, k) => presenceFeatures(clauseProbabilities[k]!, documentProbabilities[k]![c]!, c, cues[k]!));
    const targets = contracts.map((k) => (k.gold.has(type) ? 1 : 0));
    const w = new Array<number>(PRESENCE_FEATURE_COUNT).fill(1 / PRESENCE_FEATURE_COUNT);
    let b = 0;
    const l2 = 0.01;
    for (let iteration = 0; iteration < 6000; iteration++) {
      const gradient = new Array<number>(PRESENCE_FEATURE_COUNT).fill(0);
      let gradientBias = 0;
      features.forEach((f, i) => {
        const error = sigmoid(f.reduce((sum, v, j) => sum + v * w[j]!, b)) - targets[i]!;
        f.forEach((v, j) => (gradient[j]! += error * v));
        gradientBias += error;
      });
      for (let j = 0; j < PRESENCE_FEATURE_COUNT; j++) w[j]! -= (0.2 * (gradient[j]! / features.length + l2 * w[j]!));
      b -= (0.2 * gradientBias) / features.length;
    }
    weights.push(w);
    bias.push(b);
  });
  return { weights, bias };
}

/** Per type: the document threshold with the best document-level F1, then the clause threshold with the best
 *  clause-level F3 inside the documents where the type is found. */
function tuneThresholds(
  contracts: LabelledContract[],
  clauseProbabilities: Float32Array[][],
  presence: Float32Array[],
  allowed: boolean[][][],
): TypeThresholds {
  const document: number[] = [];
  const clause: number[] = [];
  CUAD_CLAUSE_TYPES.forEach((type, c) => {
    const gold = contracts.map((k) => k.gold.has(type));
    // Present when the stacker clears the threshold and some clause has the type's words.
    const placeable = allowed.map((rows) => rows.some((row) => row[c]));
    const documentThreshold = bestThreshold((t) => fScore(presence.map((p, k) => p[c]! >= t && placeable[k]!), gold, 1));
    const predicted: boolean[] = [];
    const clauseGold: boolean[] = [];
    const clauseThreshold = bestThreshold((t) => {
      predicted.length = 0;
      clauseGold.length = 0;
      contracts.forEach((k, ki) => {
        if (presence[ki]![c]! < documentThreshold) return;
        clauseProbabilities[ki]!.forEach((p, s) => {
          predicted.push(p[c]! >= t && allowed[ki]![s]![c]!);
          clauseGold.push(k.labels[s]!.has(type));
        });
      });
      return fScore(predicted, clauseGold, CLAUSE_F_BETA);
    });
    document.push(documentThreshold);
    clause.push(clauseThreshold);
  });
  return { document, clause };
}

function bestThreshold(score: (threshold: number) => number): number {
  let best = 0.5;
  let bestScore = -1;
  for (const t of THRESHOLD_GRID) {
    const s = score(t);
    if (s > bestScore) {
      bestScore = s;
      best = t;
    }
  }
  return best;
}

function fScore(predicted: boolean[], gold: boolean[], beta: number): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  predicted.forEach((p, i) => {
    if (p && gold[i]) tp++;
    else if (p) fp++;
    else if (gold[i]) fn++;
  });
  const b2 = beta * beta;
  return tp === 0 ? 0 : ((1 + b2) * tp) / ((1 + b2) * tp + b2 * fn + fp);
}

/** Cross-validated presence macro-F1 and excerpt coverage on the training part (thresholds tuned in-sample). */
function reportCrossValidation(
  contracts: LabelledContract[],
  clauseProbabilities: Float32Array[][],
  presence: Float32Array[],
  thresholds: TypeThresholds,
  cues: boolean[][][],
  allowed: boolean[][][],
): void {
  for (const relative of [0.3, 0.2, 0.15, 0.1]) {
    const placed = contracts.map((_, k) => decideClasses(clauseProbabilities[k]!, presence[k]!, thresholds, cues[k]!, allowed[k]!, relative));
    const share = scoreCoverage(
      contracts.map((c, k) => ({
        excerpts: c.excerpts.map((e) => ({ type: e.type, excerpt: e.excerpt })),
        clauses: c.segments.map((s, i) => ({ text: s.text, types: placed[k]![i]!.map((x) => CUAD_CLAUSE_TYPES[x]!) })),
      })),
    ).share;
    const extra = placed.reduce((sum, doc) => sum + doc.reduce((a, row) => a + row.length, 0), 0);
    console.log(`  placement at ${relative} of the best clause: coverage ${share.toFixed(3)}, ${extra} clause types placed`);
  }
  const decided = contracts.map((_, k) => decideClasses(clauseProbabilities[k]!, presence[k]!, thresholds, cues[k]!, allowed[k]!));
  const typesOf = (k: number, s: number) => decided[k]![s]!.map((c) => CUAD_CLAUSE_TYPES[c]!);
  const presenceScore = scorePresence(contracts.map((c, k) => ({ gold: c.gold, predicted: new Set(c.segments.flatMap((_, s) => typesOf(k, s))) })));
  const coverage = scoreCoverage(
    contracts.map((c, k) => ({
      excerpts: c.excerpts.map((e) => ({ type: e.type, excerpt: e.excerpt })),
      clauses: c.segments.map((s, i) => ({ text: s.text, types: typesOf(k, i) })),
    })),
  );
  console.log(`clause tagger cross-validation (${FOLDS} folds, training part): presence macro-F1 ${presenceScore.macroF1.toFixed(3)}, coverage ${coverage.share.toFixed(3)}`);
  const weakest = presenceScore.perType.filter((s) => s.positives > 0).sort((a, b) => a.f1 - b.f1).slice(0, 10);
  console.log(`  weakest presence F1: ${weakest.map((s) => `${s.type} ${s.f1.toFixed(2)}`).join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
