// Trains the contract-type classifier on the non-hold-out CUAD contracts (fixed seed, deterministic) and
// writes models/contract-type.cwm. Run through `npm run train`, or alone: node scripts/train/train-contract-type.ts

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CUAD_CONTRACT_TYPES, TAXONOMY_VERSION, type ContractType } from '../../src/domain/taxonomy.ts';
import { createTfidfVectorizer } from '../../src/engines/local/text/tfidf.ts';
import {
  CONTRACT_TYPE_MODEL_FILE,
  contractTypeTokens,
  type ContractTypeModelMeta,
} from '../../src/engines/local/analysis/classify/contract-type-model.ts';
import { writeModelFile } from '../../src/engines/local/text/model-file.ts';
import { cuadAvailable, inPart, loadCuad, readContractText, trainingPartOf } from '../lib/cuad.ts';
import { fitTfidfVocabulary } from './lib/tfidf-fit.ts';
import { trainSoftmax } from './lib/logistic.ts';

const MODEL_DIR = join(import.meta.dirname, '..', '..', 'models');
const SEED = 20240604;
/** Fewer training contracts than this and a type is not the model's to predict. */
const MIN_CLASS_CONTRACTS = 5;

export async function main(modelDir = MODEL_DIR, part: 'all' | 'train' = trainingPartOf()): Promise<void> {
  if (!cuadAvailable()) throw new Error('CUAD pack not found (set CLAUSEWISE_CUAD_DIR or provide ../shared/cuad)');
  const training = loadCuad().filter((c) => inPart(c, part) && (CUAD_CONTRACT_TYPES as readonly string[]).includes(c.contractType));
  // A type with a handful of contracts is left to the title rules: two non-compete agreements taught the model to
  // call unseen licences, leases and development agreements non-competes.
  const countOf = (type: string) => training.filter((c) => c.contractType === type).length;
  const contracts = training.filter((c) => countOf(c.contractType) >= MIN_CLASS_CONTRACTS);
  const documents = contracts.map((c) => contractTypeTokens(readContractText(c)));
  const vocabulary = fitTfidfVocabulary(documents, { maxN: 2, minDf: 2, maxDfShare: 0.6, maxFeatures: 20000 });
  const vectorizer = createTfidfVectorizer(vocabulary);
  const classes = CUAD_CONTRACT_TYPES.filter((type) => countOf(type) >= MIN_CLASS_CONTRACTS) as ContractType[];
  const targets = contracts.map((c) => classes.indexOf(c.contractType as ContractType));
  // Soften class imbalance (square-root weights): full balancing over-predicts the 2-contract classes.
  const perClass = classes.map((_, k) => targets.filter((t) => t === k).length);
  const sampleWeight = Float32Array.from(targets, (t) => Math.sqrt(contracts.length / (classes.length * Math.max(1, perClass[t]!))));
  const x = documents.map((tokens) => vectorizer.vectorizeTokens(tokens));
  const model = trainSoftmax(x, targets, vectorizer.size, classes.length, { epochs: 30, learningRate: 0.5, l2: 1e-5, seed: SEED, sampleWeight });
  const meta: ContractTypeModelMeta = { vocabulary, classes, trainedOn: contracts.length, taxonomyVersion: TAXONOMY_VERSION };
  const bytes = writeModelFile(join(modelDir, CONTRACT_TYPE_MODEL_FILE), meta, {
    weights: { data: model.weights, shape: [vectorizer.size, classes.length], encoding: 'i8' },
    bias: { data: model.bias, shape: [1, classes.length], encoding: 'f32' },
  });
  console.log(`contract-type: ${contracts.length} contracts, ${vectorizer.size} features, ${classes.length} classes → ${CONTRACT_TYPE_MODEL_FILE} (${(bytes / 1024).toFixed(0)} KB)`);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await main();
