// Logistic regression trained by AdaGrad SGD over sparse inputs (training only): one-vs-rest for multi-label
// targets, softmax for multi-class. The result is the LinearModel that src/engines/local/text/linear.ts runs.

import type { SparseVector } from '../../../src/engines/local/text/sparse.ts';
import { linearScores, sigmoid, softmaxInPlace, type LinearModel } from '../../../src/engines/local/text/linear.ts';
import { createRng, shuffleInPlace } from '../../../src/engines/local/text/rng.ts';

export interface LogisticOptions {
  epochs: number;
  learningRate: number;
  /** L2 penalty, applied to the weights a sample touches (the usual sparse approximation). */
  l2: number;
  seed: number;
  /** Per-class weight of positive examples (one-vs-rest only), to counter rare classes. */
  positiveWeight?: Float32Array;
  /** Per-sample weight, e.g. to balance classes in softmax. */
  sampleWeight?: Float32Array;
}

/** Multi-label: `labels[i]` holds the 0/1 target of every class for sample i. */
export function trainOneVsRest(
  x: SparseVector[],
  labels: Uint8Array[],
  featureCount: number,
  classCount: number,
  options: LogisticOptions,
): LinearModel {
  return train(x, featureCount, classCount, options, (scores, i, gradient) => {
    for (let c = 0; c < classCount; c++) {
      const target = labels[i]![c]!;
      const weight = target === 1 ? (options.positiveWeight?.[c] ?? 1) : 1;
      gradient[c] = (sigmoid(scores[c]!) - target) * weight;
    }
  });
}

/** Multi-class: `targets[i]` is the class index of sample i. */
export function trainSoftmax(
  x: SparseVector[],
  targets: number[],
  featureCount: number,
  classCount: number,
  options: LogisticOptions,
): LinearModel {
  return train(x, featureCount, classCount, options, (scores, i, gradient) => {
    softmaxInPlace(scores);
    for (let c = 0; c < classCount; c++) gradient[c] = scores[c]! - (targets[i] === c ? 1 : 0);
  });
}

function train(
  x: SparseVector[],
  featureCount: number,
  classCount: number,
  options: LogisticOptions,
  lossGradient: (scores: Float32Array, sample: number, gradient: Float32Array) => void,
): LinearModel {
  const model: LinearModel = {
    featureCount,
    classCount,
    weights: new Float32Array(featureCount * classCount),
    bias: new Float32Array(classCount),
  };
  const squaredGradients = new Float32Array(featureCount * classCount).fill(1e-8);
  const biasSquaredGradients = new Float32Array(classCount).fill(1e-8);
  const order = x.map((_, i) => i);
  const random = createRng(options.seed);
  const scores = new Float32Array(classCount);
  const gradient = new Float32Array(classCount);
  const eta = options.learningRate;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, random);
    for (const i of order) {
      const sample = x[i]!;
      linearScores(model, sample, scores);
      lossGradient(scores, i, gradient);
      const sampleWeight = options.sampleWeight?.[i] ?? 1;
      for (let c = 0; c < classCount; c++) {
        const g = gradient[c]! * sampleWeight;
        biasSquaredGradients[c]! += g * g;
        model.bias[c]! -= (eta * g) / Math.sqrt(biasSquaredGradients[c]!);
      }
      for (let j = 0; j < sample.indices.length; j++) {
        const row = sample.indices[j]! * classCount;
        const value = sample.values[j]!;
        for (let c = 0; c < classCount; c++) {
          const at = row + c;
          const g = gradient[c]! * sampleWeight * value + options.l2 * model.weights[at]!;
          squaredGradients[at]! += g * g;
          model.weights[at]! -= (eta * g) / Math.sqrt(squaredGradients[at]!);
        }
      }
    }
  }
  return model;
}
