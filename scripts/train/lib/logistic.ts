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

/**
 * Binary logistic regression over a few dense inputs (a stacker), by Newton's method with an L2 penalty on
 * standardised inputs: exact and deterministic, no learning rate to tune. The weights come back on the
 * original scale, so inference is a plain dot product.
 */
export function trainDenseLogistic(x: number[][], targets: number[], l2: number): { weights: number[]; bias: number } {
  const n = x.length;
  const d = x[0]?.length ?? 0;
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(0);
  for (const row of x) row.forEach((v, j) => (mean[j]! += v / n));
  for (const row of x) row.forEach((v, j) => (scale[j]! += (v - mean[j]!) ** 2 / n));
  for (let j = 0; j < d; j++) scale[j] = Math.sqrt(scale[j]!) || 1;
  // Column 0 is the bias (not penalised).
  const z = x.map((row) => [1, ...row.map((v, j) => (v - mean[j]!) / scale[j]!)]);
  const w = new Array<number>(d + 1).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const hessian = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    const gradient = new Array<number>(d + 1).fill(0);
    z.forEach((row, i) => {
      const p = sigmoid(row.reduce((sum, v, j) => sum + v * w[j]!, 0));
      const curvature = Math.max(p * (1 - p), 1e-9);
      for (let a = 0; a <= d; a++) {
        gradient[a]! += (p - targets[i]!) * row[a]!;
        for (let b = 0; b <= d; b++) hessian[a]![b]! += curvature * row[a]! * row[b]!;
      }
    });
    for (let a = 1; a <= d; a++) {
      gradient[a]! += l2 * n * w[a]!;
      hessian[a]![a]! += l2 * n;
    }
    const step = solveLinearSystem(hessian, gradient);
    let largest = 0;
    for (let a = 0; a <= d; a++) {
      w[a]! -= step[a]!;
      largest = Math.max(largest, Math.abs(step[a]!));
    }
    if (largest < 1e-9) break;
  }
  const weights = mean.map((_, j) => w[j + 1]! / scale[j]!);
  const bias = w[0]! - weights.reduce((sum, v, j) => sum + v * mean[j]!, 0);
  return { weights, bias };
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and, here, positive definite). */
function solveLinearSystem(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let i = 0; i < n; i++) {
    let pivot = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(m[r]![i]!) > Math.abs(m[pivot]![i]!)) pivot = r;
    [m[i], m[pivot]] = [m[pivot]!, m[i]!];
    for (let r = i + 1; r < n; r++) {
      const factor = m[r]![i]! / m[i]![i]!;
      for (let c = i; c <= n; c++) m[r]![c]! -= factor * m[i]![c]!;
    }
  }
  const out = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = m[i]![n]!;
    for (let c = i + 1; c < n; c++) sum -= m[i]![c]! * out[c]!;
    out[i] = sum / m[i]![i]!;
  }
  return out;
}
