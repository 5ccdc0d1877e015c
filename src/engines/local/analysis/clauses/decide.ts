// Turns model probabilities into clause types for one document (issue #4). Two decisions resolve the tension
// between the two quality targets:
// - presence (document level): a small per-type logistic "stacker" combines the best and second-best clause
//   probabilities with a whole-document model's probability; the type is present when it clears the type's
//   document threshold (precision of presence);
// - placement (clause level): in a document where the type is present, its best clause, every clause above
//   the lower clause threshold or near the best, and every clause with the type's wording cue carry it
//   (excerpt coverage).
// All weights and thresholds are fitted on training folds by scripts/train/train-clauses.ts.

import { sigmoid } from '../../text/linear.ts';

export interface TypeThresholds {
  document: number[];
  clause: number[];
}

/** Per type: weights of [logit best clause, logit second clause, logit document model, wording cue seen] and a bias. */
export interface PresenceStacker {
  weights: number[][];
  bias: number[];
}

export const PRESENCE_FEATURE_COUNT = 4;
/** Clauses scoring at least this share of the document's best clause for a present type also carry it (0.3 until issue #9;
 *  grouped CV coverage 0.722 at 0.3, 0.743 at 0.15 with the wording check guarding each placement): a
 *  contract often states one provision over several neighbouring clauses. */
export const RELATIVE_TO_BEST = 0.15;

function logit(p: number): number {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
}

/** The stacker's inputs for class `c`. */
export function presenceFeatures(clauseProbabilities: Float32Array[], documentProbability: number, c: number, cues: boolean[][]): number[] {
  let best = 0;
  let second = 0;
  for (const p of clauseProbabilities) {
    const v = p[c]!;
    if (v > best) {
      second = best;
      best = v;
    } else if (v > second) second = v;
  }
  return [logit(best), logit(second), logit(documentProbability), cues.some((row) => row[c]) ? 1 : 0];
}

/** Probability that each class is present in the document. */
export function presenceProbabilities(
  clauseProbabilities: Float32Array[],
  documentProbabilities: Float32Array,
  stacker: PresenceStacker,
  cues: boolean[][],
): Float32Array {
  return Float32Array.from(stacker.bias, (bias, c) => {
    const features = presenceFeatures(clauseProbabilities, documentProbabilities[c]!, c, cues);
    return sigmoid(features.reduce((sum, f, j) => sum + f * stacker.weights[c]![j]!, bias));
  });
}

/** Per segment, the indices of the classes it carries. */
export function decideClasses(
  clauseProbabilities: Float32Array[],
  presence: Float32Array,
  thresholds: TypeThresholds,
  cues: boolean[][],
  /** Per segment, per class: whether the clause's wording supports the class (clause-wording.ts); a clause
   *  without its words never carries the class, and the best clause is chosen among those that have them. */
  allowed?: boolean[][] | ((segment: number, c: number) => boolean),
  relativeToBest = RELATIVE_TO_BEST,
): number[][] {
  const may = allowed === undefined ? () => true : typeof allowed === 'function' ? allowed : (s: number, c: number) => allowed[s]![c]!;
  const chosen: number[][] = clauseProbabilities.map(() => []);
  for (let c = 0; c < presence.length; c++) {
    if (presence[c]! < thresholds.document[c]!) continue;
    let best = -1;
    let bestProbability = -1;
    clauseProbabilities.forEach((p, s) => {
      // The wording check runs only on a clause that would become the new best.
      if (p[c]! > bestProbability && may(s, c)) {
        bestProbability = p[c]!;
        best = s;
      }
    });
    const relativeThreshold = bestProbability * relativeToBest;
    if (best < 0) continue;
    clauseProbabilities.forEach((p, s) => {
      if ((s === best || p[c]! >= thresholds.clause[c]! || p[c]! >= relativeThreshold || cues[s]![c]) && may(s, c)) chosen[s]!.push(c);
    });
  }
  return chosen;
}
