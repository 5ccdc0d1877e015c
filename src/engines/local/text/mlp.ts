// A one-hidden-layer perceptron over sparse features (multi-label): hidden = ReLU(W1ᵀx + b1), one sigmoid
// output per class. The hidden layer is shared by all classes, so a rare class borrows the features the
// frequent ones learn. Trained by scripts/train/lib/mlp.ts.

import type { SparseVector } from './sparse.ts';
import { linearScores, sigmoid } from './linear.ts';

export interface MlpModel {
  featureCount: number;
  hiddenCount: number;
  classCount: number;
  /** Feature-major: inputWeights[feature * hiddenCount + unit]. */
  inputWeights: Float32Array;
  hiddenBias: Float32Array;
  /** Unit-major: outputWeights[unit * classCount + class]. */
  outputWeights: Float32Array;
  outputBias: Float32Array;
}

/** The hidden layer's activations (after ReLU). */
export function mlpHidden(model: MlpModel, x: SparseVector, out = new Float32Array(model.hiddenCount)): Float32Array {
  // The input layer is a linear layer with the same feature-major layout.
  linearScores({ featureCount: model.featureCount, classCount: model.hiddenCount, weights: model.inputWeights, bias: model.hiddenBias }, x, out);
  for (let j = 0; j < model.hiddenCount; j++) if (out[j]! < 0) out[j] = 0;
  return out;
}

/** Output logits from hidden activations. */
export function mlpScores(model: MlpModel, hidden: Float32Array, out = new Float32Array(model.classCount)): Float32Array {
  const k = model.classCount;
  out.set(model.outputBias);
  for (let j = 0; j < model.hiddenCount; j++) {
    const a = hidden[j]!;
    if (a === 0) continue;
    const row = j * k;
    for (let c = 0; c < k; c++) out[c]! += a * model.outputWeights[row + c]!;
  }
  return out;
}

/** Independent per-class probabilities. */
export function predictMlp(model: MlpModel, x: SparseVector): Float32Array {
  const scores = mlpScores(model, mlpHidden(model, x));
  for (let c = 0; c < scores.length; c++) scores[c] = sigmoid(scores[c]!);
  return scores;
}
