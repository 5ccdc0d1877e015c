// Linear model inference over sparse features: one-vs-rest logistic regression (multi-label) and softmax
// (multi-class) share the same weights layout.

import type { SparseVector } from './sparse.ts';

export interface LinearModel {
  featureCount: number;
  classCount: number;
  /** Feature-major: weights[feature * classCount + class], so a sparse input reads contiguous rows. */
  weights: Float32Array;
  bias: Float32Array;
}

/** Raw scores (logits), one per class. */
export function linearScores(model: LinearModel, x: SparseVector, out = new Float32Array(model.classCount)): Float32Array {
  const k = model.classCount;
  out.set(model.bias);
  for (let i = 0; i < x.indices.length; i++) {
    const row = x.indices[i]! * k;
    const value = x.values[i]!;
    for (let c = 0; c < k; c++) out[c]! += value * model.weights[row + c]!;
  }
  return out;
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** The inverse of the sigmoid, for a probability kept `floor` away from 0 and 1. */
export function logit(p: number, floor = 1e-6): number {
  const q = Math.min(1 - floor, Math.max(floor, p));
  return Math.log(q / (1 - q));
}

/** Independent per-class probabilities (one-vs-rest). */
export function predictMultiLabel(model: LinearModel, x: SparseVector): Float32Array {
  const scores = linearScores(model, x);
  for (let c = 0; c < scores.length; c++) scores[c] = sigmoid(scores[c]!);
  return scores;
}

/** A probability distribution over the classes (softmax). */
export function predictMultiClass(model: LinearModel, x: SparseVector): Float32Array {
  return softmaxInPlace(linearScores(model, x));
}

export function softmaxInPlace(scores: Float32Array): Float32Array {
  let max = -Infinity;
  for (const s of scores) max = Math.max(max, s);
  let sum = 0;
  for (let c = 0; c < scores.length; c++) {
    scores[c] = Math.exp(scores[c]! - max);
    sum += scores[c]!;
  }
  for (let c = 0; c < scores.length; c++) scores[c]! /= sum;
  return scores;
}
