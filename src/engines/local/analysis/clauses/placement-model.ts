// The placement model (issue #9, fifth session of 2026-11-27): a second-stage clause model over the first models'
// probabilities for every type — the clause's logistic, perceptron and best-sentence probabilities, and the
// placement probabilities of the clauses before and after it. A clause can so borrow evidence from the types it
// is not (a licence grant beside a ban on transferring it) and from its neighbours (one provision stated over
// several clauses). Placement averages it with the first models' blend (`placementShare`); presence does not read
// it. Trained on out-of-fold first-stage probabilities by scripts/train/train-clauses.ts.

import { logit, sigmoid } from '../../text/linear.ts';

/** A dense multi-label logistic model: scores = weightsᵀ features + bias. */
export interface PlacementModel {
  featureCount: number;
  classCount: number;
  /** Feature-major: weights[feature * classCount + class]. */
  weights: Float32Array;
  bias: Float32Array;
}

/** A clause's first-stage probabilities, per type. */
export interface FirstStageProbabilities {
  logistic: Float32Array;
  mlp: Float32Array;
  sentence: Float32Array;
  /** The first models' placement blend (tagger.ts placementProbabilities). */
  blended: Float32Array;
}

/** Log-odds of a probability kept this far from 0 and 1, so a model's certainty cannot dominate the second stage. */
const PROBABILITY_FLOOR = 1e-4;
const logOdds = (p: number) => logit(p, PROBABILITY_FLOOR);

/** Per clause: the log-odds of its logistic, perceptron and best-sentence probabilities, of the previous and the
 *  next clause's blend (a missing neighbour reads as probability 1e-4), and the clause's position in the contract
 *  (0 first, 1 last). */
export function placementFeatures(clauses: FirstStageProbabilities[]): Float32Array[] {
  const last = clauses.length - 1;
  return clauses.map((clause, s) => {
    const k = clause.logistic.length;
    const row = new Float32Array(5 * k + 1);
    for (let c = 0; c < k; c++) {
      row[c] = logOdds(clause.logistic[c]!);
      row[k + c] = logOdds(clause.mlp[c]!);
      row[2 * k + c] = logOdds(clause.sentence[c]!);
      row[3 * k + c] = logOdds(s > 0 ? clauses[s - 1]!.blended[c]! : 0);
      row[4 * k + c] = logOdds(s < last ? clauses[s + 1]!.blended[c]! : 0);
    }
    row[5 * k] = last > 0 ? s / last : 0;
    return row;
  });
}

export function predictPlacement(model: PlacementModel, features: Float32Array): Float32Array {
  const k = model.classCount;
  const scores = Float32Array.from(model.bias);
  for (let j = 0; j < model.featureCount; j++) {
    const v = features[j]!;
    if (v === 0) continue;
    const row = j * k;
    for (let c = 0; c < k; c++) scores[c]! += v * model.weights[row + c]!;
  }
  return scores.map(sigmoid);
}

/** Each clause's placement probability: the first models' blend averaged with the placement model's, `share` to
 *  the latter. */
export function placementWithSecondStage(model: PlacementModel, clauses: FirstStageProbabilities[], share: number): Float32Array[] {
  return placementFeatures(clauses).map((features, s) => {
    const second = predictPlacement(model, features);
    return clauses[s]!.blended.map((p, c) => (1 - share) * p + share * second[c]!);
  });
}
