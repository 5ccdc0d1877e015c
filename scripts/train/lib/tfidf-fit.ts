// Fits a TF-IDF vocabulary (training only): document frequencies over tokenised documents, pruned by
// frequency, with a deterministic term order.

import { ngramFeatures } from '../../../src/engines/local/text/tokenize.ts';
import type { TfidfVocabulary } from '../../../src/engines/local/text/tfidf.ts';

export interface VocabularyOptions {
  maxN: 1 | 2;
  /** Drop terms in fewer documents than this. */
  minDf: number;
  /** Drop terms in more than this share of documents (stop-word-like). */
  maxDfShare: number;
  /** Keep at most this many terms, the most frequent first. */
  maxFeatures: number;
}

export function fitTfidfVocabulary(documents: string[][], options: VocabularyOptions): TfidfVocabulary {
  const df = new Map<string, number>();
  for (const tokens of documents) {
    for (const term of new Set(ngramFeatures(tokens, options.maxN))) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = documents.length;
  const kept = [...df.entries()]
    .filter(([, count]) => count >= options.minDf && count / n <= options.maxDfShare)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, options.maxFeatures);
  return {
    terms: kept.map(([term]) => term),
    idf: kept.map(([, count]) => Math.log((1 + n) / (1 + count)) + 1),
    maxN: options.maxN,
  };
}
