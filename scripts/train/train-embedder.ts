// Trains the local embedder (issue #4): TF-IDF vocabulary over CUAD training clauses, then a randomized
// truncated SVD to EMBEDDING_DIMENSION latent dimensions; writes models/embedder.bin. Deterministic (fixed seed,
// sorted inputs); never reads hold-out contracts. Run alone: `npx node scripts/train/train-embedder.ts`.

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cuadAvailable } from '../lib/cuad.ts';
import { tokenize } from '../../src/engines/local/text/tokenize.ts';
import { createTfidfVectorizer } from '../../src/engines/local/text/tfidf.ts';
import { writeModelFile } from '../../src/engines/local/text/model-file.ts';
import { DEFAULT_MODEL_DIR, EMBEDDER_FILE, type EmbedderMeta } from '../../src/engines/local/embedding/embedder.ts';
import { fitTfidfVocabulary } from './lib/tfidf-fit.ts';
import { randomizedSvd } from './lib/svd.ts';
import { loadLabelledContracts } from './lib/cuad-clauses.ts';

export const EMBEDDING_DIMENSION = 256;
const SEED = 20240604;

export async function main(modelDir = DEFAULT_MODEL_DIR): Promise<void> {
  if (!cuadAvailable()) throw new Error('CUAD data not found: set CLAUSEWISE_CUAD_DIR or place it at ../shared/cuad');
  const started = performance.now();
  const contracts = loadLabelledContracts('train');
  const documents = contracts.flatMap((c) => c.segments.map((s) => tokenize(`${s.heading ?? ''} ${s.text}`)));
  const vocabulary = fitTfidfVocabulary(documents, { maxN: 2, minDf: 3, maxDfShare: 0.5, maxFeatures: 16000 });
  const vectorizer = createTfidfVectorizer(vocabulary);
  const rows = documents.map((tokens) => vectorizer.vectorizeTokens(tokens));
  const svd = randomizedSvd(rows, vocabulary.terms.length, EMBEDDING_DIMENSION, { seed: SEED, oversample: 24, powerIterations: 2 });
  const meta: EmbedderMeta = {
    modelId: `clausewise-lsa-${EMBEDDING_DIMENSION}-v1`,
    dimension: EMBEDDING_DIMENSION,
    vocabulary,
  };
  const bytes = writeModelFile(join(modelDir, EMBEDDER_FILE), meta, {
    projection: { data: svd.components, shape: [vocabulary.terms.length, EMBEDDING_DIMENSION], encoding: 'i8' },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `embedder: ${rows.length} clauses from ${contracts.length} contracts, vocabulary ${vocabulary.terms.length}, ` +
      `dimension ${EMBEDDING_DIMENSION}, ${(bytes / 1e6).toFixed(2)} MB, ${seconds} s`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
