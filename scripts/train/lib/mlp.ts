// Trains the one-hidden-layer perceptron of src/engines/local/text/mlp.ts (training only): weighted binary
// cross-entropy per class, AdaGrad SGD one sample at a time, updating only the input rows a sample touches.
// Deterministic: seeded initialisation and sample order.

import type { SparseVector } from '../../../src/engines/local/text/sparse.ts';
import { createNormalRng, createRng, shuffleInPlace } from '../../../src/engines/local/text/rng.ts';
import { sigmoid } from '../../../src/engines/local/text/linear.ts';
import { mlpHidden, mlpScores, type MlpModel } from '../../../src/engines/local/text/mlp.ts';

export interface MlpOptions {
  hiddenCount: number;
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
  /** Per-class weight of positive examples. */
  positiveWeight?: Float32Array;
}

export function trainMlp(x: SparseVector[], labels: Uint8Array[], featureCount: number, classCount: number, options: MlpOptions): MlpModel {
  const h = options.hiddenCount;
  const normal = createNormalRng(options.seed);
  const model: MlpModel = {
    featureCount,
    hiddenCount: h,
    classCount,
    // Inputs are L2-normalised, so unit-variance input weights give hidden pre-activations of about unit scale.
    inputWeights: Float32Array.from({ length: featureCount * h }, () => normal()),
    hiddenBias: new Float32Array(h).fill(0.1),
    outputWeights: Float32Array.from({ length: h * classCount }, () => normal() / Math.sqrt(h)),
    outputBias: new Float32Array(classCount),
  };
  // Output biases start at each class's log-odds, so the first epoch is not spent learning the base rates.
  for (let c = 0; c < classCount; c++) {
    const positives = labels.reduce((n, y) => n + y[c]!, 0);
    model.outputBias[c] = Math.log((positives + 1) / (labels.length - positives + 1));
  }
  const inputSquared = new Float32Array(featureCount * h).fill(1e-8);
  const hiddenBiasSquared = new Float32Array(h).fill(1e-8);
  const outputSquared = new Float32Array(h * classCount).fill(1e-8);
  const outputBiasSquared = new Float32Array(classCount).fill(1e-8);
  const hidden = new Float32Array(h);
  const scores = new Float32Array(classCount);
  const outputGradient = new Float32Array(classCount);
  const hiddenGradient = new Float32Array(h);
  const order = x.map((_, i) => i);
  const random = createRng(options.seed + 1);
  const eta = options.learningRate;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, random);
    for (const i of order) {
      const sample = x[i]!;
      mlpHidden(model, sample, hidden);
      mlpScores(model, hidden, scores);
      for (let c = 0; c < classCount; c++) {
        const target = labels[i]![c]!;
        outputGradient[c] = (sigmoid(scores[c]!) - target) * (target === 1 ? (options.positiveWeight?.[c] ?? 1) : 1);
      }
      hiddenGradient.fill(0);
      for (let j = 0; j < h; j++) {
        const row = j * classCount;
        if (hidden[j]! > 0) for (let c = 0; c < classCount; c++) hiddenGradient[j]! += outputGradient[c]! * model.outputWeights[row + c]!;
        for (let c = 0; c < classCount; c++) {
          const at = row + c;
          const g = outputGradient[c]! * hidden[j]! + options.l2 * model.outputWeights[at]!;
          outputSquared[at]! += g * g;
          model.outputWeights[at]! -= (eta * g) / Math.sqrt(outputSquared[at]!);
        }
      }
      for (let c = 0; c < classCount; c++) {
        const g = outputGradient[c]!;
        outputBiasSquared[c]! += g * g;
        model.outputBias[c]! -= (eta * g) / Math.sqrt(outputBiasSquared[c]!);
      }
      for (let j = 0; j < h; j++) {
        const g = hiddenGradient[j]!;
        hiddenBiasSquared[j]! += g * g;
        model.hiddenBias[j]! -= (eta * g) / Math.sqrt(hiddenBiasSquared[j]!);
      }
      for (let k = 0; k < sample.indices.length; k++) {
        const row = sample.indices[k]! * h;
        const value = sample.values[k]!;
        for (let j = 0; j < h; j++) {
          if (hiddenGradient[j] === 0) continue;
          const at = row + j;
          const g = hiddenGradient[j]! * value + options.l2 * model.inputWeights[at]!;
          inputSquared[at]! += g * g;
          model.inputWeights[at]! -= (eta * g) / Math.sqrt(inputSquared[at]!);
        }
      }
    }
  }
  return model;
}
