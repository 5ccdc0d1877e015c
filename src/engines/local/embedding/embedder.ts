// The local embedding model (issue #4, stage `embedding` and search): TF-IDF over uni- and bigrams followed by
// a truncated SVD projection (latent semantic analysis), trained on CUAD clause text by
// scripts/train/train-embedder.ts and shipped as models/embedder.bin.

import { join } from 'node:path';
import type { Embedder } from '../../types.ts';
import { createTfidfVectorizer, type TfidfVocabulary } from '../text/tfidf.ts';
import { l2NormalizeDense } from '../text/sparse.ts';
import { readModelFile } from '../text/model-file.ts';

export const DEFAULT_MODEL_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'models');
export const EMBEDDER_FILE = 'embedder.bin';

export interface EmbedderMeta {
  modelId: string;
  dimension: number;
  vocabulary: TfidfVocabulary;
}

export function createLocalEmbedder(modelDir: string = DEFAULT_MODEL_DIR): Embedder {
  const { meta, tensors } = readModelFile<EmbedderMeta>(join(modelDir, EMBEDDER_FILE));
  const vectorizer = createTfidfVectorizer(meta.vocabulary);
  const projection = tensors.projection!.data; // features × dimension
  const dimension = meta.dimension;

  const embedOne = (text: string): Float32Array => {
    const x = vectorizer.vectorize(text);
    const out = new Float32Array(dimension);
    for (let i = 0; i < x.indices.length; i++) {
      const base = x.indices[i]! * dimension;
      const value = x.values[i]!;
      for (let d = 0; d < dimension; d++) out[d]! += value * projection[base + d]!;
    }
    return l2NormalizeDense(out);
  };

  return {
    modelId: meta.modelId,
    dimension,
    embed: async (texts) => texts.map(embedOne),
  };
}
