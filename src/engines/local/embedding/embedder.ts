// The local embedding model (issue #4, stage `embedding` and search), trained on CUAD clause text by
// scripts/train/train-embedder.ts and shipped as models/embedder.bin. A vector is two blocks, L2-normalised
// together:
// - semantic: TF-IDF over uni- and bigrams projected by a truncated SVD (latent semantic analysis);
// - clause-type profile: the probabilities of a one-vs-rest model over the CUAD clause types, weighted by
//   `profileWeight`, so that a query such as "right of first refusal" meets clauses of that type even when
//   they share few words with it.

import { join } from 'node:path';
import type { Embedder } from '../../types.ts';
import { createTfidfVectorizer, type TfidfVocabulary } from '../text/tfidf.ts';
import { tokenize } from '../text/tokenize.ts';
import { l2NormalizeDense } from '../text/sparse.ts';
import { predictMultiLabel, type LinearModel } from '../text/linear.ts';
import { readModelFile } from '../text/model-file.ts';

export const DEFAULT_MODEL_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'models');
export const EMBEDDER_FILE = 'embedder.bin';

export interface EmbedderMeta {
  modelId: string;
  dimension: number;
  /** Dimensions of the semantic block; the type-profile block fills the rest. */
  semanticDimension: number;
  profileWeight: number;
  vocabulary: TfidfVocabulary;
}

export interface EmbedderParts {
  meta: EmbedderMeta;
  /** features × semanticDimension */
  projection: Float32Array;
  profile: LinearModel;
}

/** Embeds one text with explicit parts; used by the loaded embedder and by training (to tune the weights). */
export function createEmbedFunction(parts: EmbedderParts): (text: string) => Float32Array {
  const { meta, projection, profile } = parts;
  const vectorizer = createTfidfVectorizer(meta.vocabulary);
  const known = new Set(meta.vocabulary.terms);
  const semantic = meta.semanticDimension;
  return (text) => {
    const x = vectorizer.vectorizeTokens(splitUnknownCompounds(tokenize(text), known).map((token) => knownForm(token, known)));
    const out = new Float32Array(meta.dimension);
    for (let i = 0; i < x.indices.length; i++) {
      const base = x.indices[i]! * semantic;
      const value = x.values[i]!;
      for (let d = 0; d < semantic; d++) out[d]! += value * projection[base + d]!;
    }
    l2NormalizeDense(out);
    if (x.indices.length === 0) return out;
    const probabilities = predictMultiLabel(profile, x);
    for (let c = 0; c < probabilities.length; c++) out[semantic + c] = probabilities[c]! * meta.profileWeight;
    return l2NormalizeDense(out);
  };
}

/**
 * A hyphenated word the vocabulary does not know ("non-compete") stands for its parts: otherwise a one-word
 * query of that shape has no known term at all and embeds to the zero vector, which matches nothing.
 */
function splitUnknownCompounds(tokens: string[], known: ReadonlySet<string>): string[] {
  return tokens.flatMap((token) => (token.includes('-') && !known.has(token) ? token.split('-') : [token]));
}

/** Inflectional endings, and British spellings the American-spelled training contracts lack, with what replaces them. */
const WORD_FORMS: readonly (readonly [ending: string, replacement: string])[] = [
  ['ies', 'y'], ['es', ''], ['s', ''], ['ing', ''], ['ing', 'e'], ['ed', ''], ['ed', 'e'], ['d', ''],
  ['ence', 'ense'], ['ences', 'enses'], ['ise', 'ize'], ['ised', 'ized'], ['ises', 'izes'], ['our', 'or'],
];
const MIN_STEM_LENGTH = 3;

/**
 * A word the vocabulary does not know stands for a form of it that it knows: a question says "which law governs",
 * contracts say "govern" and "governed", so "governs" (below the vocabulary's frequency cut) would otherwise be
 * dropped and the question left with its scaffolding; likewise "renewing" → "renew", "licence" → "license".
 */
export function knownForm(token: string, known: ReadonlySet<string>): string {
  if (known.has(token)) return token;
  for (const [ending, replacement] of WORD_FORMS) {
    if (!token.endsWith(ending) || token.length - ending.length < MIN_STEM_LENGTH) continue;
    const form = token.slice(0, -ending.length) + replacement;
    if (known.has(form)) return form;
  }
  return token;
}

/** Hex digits of the model file's sha256 that `modelId` carries. */
const MODEL_DIGEST_LENGTH = 12;

/**
 * The embedder's identity follows its content: the trained meta's id names the recipe, which stays the same
 * across retrainings, so the file's digest is added; storage compares it with the id its vectors were made by
 * and re-embeds them when it differs (domain/reembed.service.ts).
 */
function embedderModelId(metaModelId: string, fileSha256: string): string {
  return `${metaModelId}-${fileSha256.slice(0, MODEL_DIGEST_LENGTH)}`;
}

export function createLocalEmbedder(modelDir: string = DEFAULT_MODEL_DIR): Embedder {
  const { meta, tensors, sha256 } = readModelFile<EmbedderMeta>(join(modelDir, EMBEDDER_FILE));
  const embedOne = createEmbedFunction({
    meta,
    projection: tensors.projection!.data,
    profile: {
      featureCount: meta.vocabulary.terms.length,
      classCount: meta.dimension - meta.semanticDimension,
      weights: tensors.profileWeights!.data,
      bias: tensors.profileBias!.data,
    },
  });
  return {
    modelId: embedderModelId(meta.modelId, sha256),
    dimension: meta.dimension,
    embed: async (texts) => texts.map(embedOne),
  };
}
