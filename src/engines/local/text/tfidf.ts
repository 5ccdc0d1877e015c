// TF-IDF over a fixed vocabulary of uni- and bigrams: the input features of every local linear model and of
// the embedder. Fitting the vocabulary is training-only (scripts/train/lib/tfidf-fit.ts); this is inference.

import { ngramFeatures, tokenize } from './tokenize.ts';
import { l2NormalizeSparse, type SparseVector } from './sparse.ts';

export interface TfidfVocabulary {
  /** Feature strings; a feature's index is its position. Bigrams join their words with "_". */
  terms: string[];
  /** Inverse document frequency per term, same order. */
  idf: number[];
  maxN: 1 | 2;
}

export interface TfidfVectorizer {
  readonly size: number;
  readonly vocabulary: TfidfVocabulary;
  /** Sublinear tf (1 + ln tf) × idf, L2-normalised. Unknown terms are ignored. */
  vectorize(text: string): SparseVector;
  vectorizeTokens(tokens: string[]): SparseVector;
}

export function createTfidfVectorizer(vocabulary: TfidfVocabulary): TfidfVectorizer {
  const indexOf = new Map<string, number>();
  vocabulary.terms.forEach((term, i) => indexOf.set(term, i));
  const idf = Float32Array.from(vocabulary.idf);

  const vectorizeTokens = (tokens: string[]): SparseVector => {
    const counts = new Map<number, number>();
    for (const feature of ngramFeatures(tokens, vocabulary.maxN)) {
      const index = indexOf.get(feature);
      if (index !== undefined) counts.set(index, (counts.get(index) ?? 0) + 1);
    }
    const indices = Uint32Array.from(counts.keys()).sort();
    const values = new Float32Array(indices.length);
    for (let i = 0; i < indices.length; i++) {
      const index = indices[i]!;
      values[i] = (1 + Math.log(counts.get(index)!)) * idf[index]!;
    }
    return l2NormalizeSparse({ indices, values });
  };

  return {
    size: vocabulary.terms.length,
    vocabulary,
    vectorizeTokens,
    vectorize: (text) => vectorizeTokens(tokenize(text)),
  };
}
