// Trains src/engines/local/analysis/clauses/placement-model.ts (training only): a multi-label logistic model over
// dense inputs, one sigmoid per class, weighted binary cross-entropy, AdaGrad SGD one sample at a time on
// standardised inputs. The weights come back on the original scale, so inference is a plain dot product.
// Deterministic: seeded sample order.

import { createRng, shuffleInPlace } from '../../../src/engines/local/text/rng.ts';
import { sigmoid } from '../../../src/engines/local/text/linear.ts';
import type { PlacementModel } from '../../../src/engines/local/analysis/clauses/placement-model.ts';

export interface DenseMultiLabelOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
  /** The weight of a positive example (CUAD leaves many relevant clauses unlabelled). */
  positiveWeight: number;
}

/** The smallest spread an input is divided by. A rare type's log-odds sit at the probability floor for almost every
 *  clause, so its spread is tiny and the few clauses that differ would be standardised to values in the hundreds;
 *  one-sample-at-a-time AdaGrad then diverged for some seeds (`train-clauses.ts --seed=7`: one fold's placement
 *  model placed 4,600 types where the others placed about 1,000). Inputs are log-odds, so a spread of 1 is small. */
const MIN_SCALE = 1;

export function trainDenseMultiLabel(x: Float32Array[], labels: Uint8Array[], classCount: number, options: DenseMultiLabelOptions): PlacementModel {
  const d = x[0]?.length ?? 0;
  const k = classCount;
  const mean = new Float64Array(d);
  const scale = new Float64Array(d);
  for (const row of x) for (let j = 0; j < d; j++) mean[j]! += row[j]! / x.length;
  for (const row of x) for (let j = 0; j < d; j++) scale[j]! += (row[j]! - mean[j]!) ** 2 / x.length;
  for (let j = 0; j < d; j++) scale[j] = Math.max(Math.sqrt(scale[j]!), MIN_SCALE);
  const weights = new Float32Array(d * k);
  const bias = new Float32Array(k);
  // Biases start at each class's log-odds, so the first epoch is not spent learning the base rates.
  for (let c = 0; c < k; c++) {
    const positives = labels.reduce((n, y) => n + y[c]!, 0);
    bias[c] = Math.log((positives + 1) / (labels.length - positives + 1));
  }
  const weightSquared = new Float32Array(d * k).fill(1e-8);
  const biasSquared = new Float32Array(k).fill(1e-8);
  const z = new Float32Array(d);
  const order = x.map((_, i) => i);
  const random = createRng(options.seed);
  const eta = options.learningRate;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, random);
    for (const i of order) {
      for (let j = 0; j < d; j++) z[j] = (x[i]![j]! - mean[j]!) / scale[j]!;
      for (let c = 0; c < k; c++) {
        let score = bias[c]!;
        for (let j = 0; j < d; j++) score += z[j]! * weights[j * k + c]!;
        const target = labels[i]![c]!;
        const g = (sigmoid(score) - target) * (target === 1 ? options.positiveWeight : 1);
        biasSquared[c]! += g * g;
        bias[c]! -= (eta * g) / Math.sqrt(biasSquared[c]!);
        for (let j = 0; j < d; j++) {
          const at = j * k + c;
          const gw = g * z[j]! + options.l2 * weights[at]!;
          weightSquared[at]! += gw * gw;
          weights[at]! -= (eta * gw) / Math.sqrt(weightSquared[at]!);
        }
      }
    }
  }
  // Back to the original scale: w'ⱼ = wⱼ / scaleⱼ, b' = b − Σ w'ⱼ meanⱼ.
  const model: PlacementModel = { featureCount: d, classCount: k, weights: new Float32Array(d * k), bias: Float32Array.from(bias) };
  for (let j = 0; j < d; j++)
    for (let c = 0; c < k; c++) {
      const w = weights[j * k + c]! / scale[j]!;
      model.weights[j * k + c] = w;
      model.bias[c]! -= w * mean[j]!;
    }
  return model;
}
