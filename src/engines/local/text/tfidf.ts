// TF-IDF over a fixed vocabulary of uni- and bigrams: the input features of every local linear model and of
// the embedder. Fitting the vocabulary is training-only (scripts/train/lib/tfidf-fit.ts); this is inference.

import { tokenize } from './tokenize.ts';
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
  // Bigrams are looked up word by word ("governed" → "by"), so no "governed_by" string is built per token pair:
  // vectorising is most of the local engine's time. Terms hold "_" only between a bigram's words (tokens never do).
  const unigramIndex = new Map<string, number>();
  const bigramIndex = new Map<string, Map<string, number>>();
  vocabulary.terms.forEach((term, i) => {
    const join = term.indexOf('_');
    if (join < 0) unigramIndex.set(term, i);
    else {
      const first = term.slice(0, join);
      let seconds = bigramIndex.get(first);
      if (seconds === undefined) bigramIndex.set(first, (seconds = new Map()));
      seconds.set(term.slice(join + 1), i);
    }
  });
  const idf = Float32Array.from(vocabulary.idf);

  // Counts per term in a scratch array, cleared after each vector (cheaper than a Map per vector).
  const counts = new Uint32Array(vocabulary.terms.length);
  const vectorizeTokens = (tokens: string[]): SparseVector => {
    const seen: number[] = [];
    const count = (index: number | undefined) => {
      if (index !== undefined && counts[index]!++ === 0) seen.push(index);
    };
    for (const token of tokens) count(unigramIndex.get(token));
    if (vocabulary.maxN >= 2) for (let i = 0; i + 1 < tokens.length; i++) count(bigramIndex.get(tokens[i]!)?.get(tokens[i + 1]!));
    const indices = Uint32Array.from(seen).sort();
    const values = new Float32Array(indices.length);
    for (let i = 0; i < indices.length; i++) {
      const index = indices[i]!;
      values[i] = (1 + Math.log(counts[index]!)) * idf[index]!;
      counts[index] = 0;
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
