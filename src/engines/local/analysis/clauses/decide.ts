// Turns model probabilities into clause types for one document (issue #4). Two decisions resolve the tension
// between the two quality targets:
// - presence (document level): a small per-type logistic "stacker" combines the best clause probabilities
//   (the best three, and the best among clauses with the type's words), the best sentence probabilities, a
//   whole-document model's probability and the wording cues; the type is present when it clears the type's
//   document threshold (precision of presence);
// - placement (clause level): in a document where the type is present, its best clause, every clause above
//   the lower clause threshold and every clause with the type's wording cue carry it, and so do the neighbours
//   that continue one of those clauses (excerpt coverage without scattering the type over the contract).
// All weights and thresholds are fitted on training folds by scripts/train/train-clauses.ts.

import { logit, sigmoid } from '../../text/linear.ts';

export interface TypeThresholds {
  document: number[];
  clause: number[];
}

/** Per type: weights over `presenceFeatures` (in PRESENCE_FEATURES order) and a bias. */
export interface PresenceStacker {
  weights: number[][];
  bias: number[];
}

/** The document-level evidence the stacker weighs for a type. Issue #9 added the third clause, the count of
 *  cue hits and the best clause that has the type's words: grouped CV presence macro-F1 0.694 → 0.713 with
 *  thresholds chosen on inner folds (counts of clauses above 0.5/0.2/0.1, the best clause's position, the
 *  other types' document probabilities and gradient-boosted trees over the same inputs did not help). */
export const PRESENCE_FEATURES = [
  'logit best clause',
  'logit second clause',
  'logit third clause',
  'logit document model',
  'wording cue seen',
  'log(1 + clauses with the cue)',
  'logit best clause with the type\'s words',
  'logit best sentence',
  'logit best sentence in a clause with the type\'s words',
] as const;
/** A neighbour of a clause that carries a present type carries it too when it scores at least this share of the
 *  document's best clause (and has the type's words): a contract often states one provision over several
 *  neighbouring clauses, and the report joins them into one. Until the session of 2026-11-27 any clause at 15 %
 *  of the best carried the type wherever it stood; nested grouped CV on report clauses: coverage 0.799 → 0.790,
 *  report clauses 7,747 → 5,174, the share an annotation of their type supports 0.386 → 0.541. */
export const NEIGHBOUR_SHARE_OF_BEST = 0.01;
/** A wording cue places its type on a clause only where the clause's probability reaches this share of the type's
 *  clause threshold: a cue such as "up to two (2)" also fires on committee seats and signage sizes, and placed its
 *  type there whatever the models said. Nested grouped CV on report clauses (coverage / annotated share), with
 *  clause thresholds tuned for F0.7: no floor 0.816 / 0.628, 0.2 0.804 / 0.661, 0.3 0.804 / 0.663; with F1 and 0.3
 *  0.808 / 0.644; with F0.5 and 0.3 0.795 / 0.678 (coverage under its 0.80 target). */
export const CUE_PLACEMENT_SHARE = 0.3;

/** Whether segment `s` may carry class `c` (its wording supports the type, clause-wording.ts). */
export type ClauseAllowed = (segment: number, c: number) => boolean;

/** The stacker's inputs for class `c`, in PRESENCE_FEATURES order. `sentenceProbabilities` holds, per clause, the
 *  sentence model's probabilities for its best sentence. */
export function presenceFeatures(
  clauseProbabilities: Float32Array[],
  sentenceProbabilities: Float32Array[],
  documentProbability: number,
  c: number,
  cues: boolean[][],
  allowed: ClauseAllowed,
): number[] {
  const ranking = rankingFor(clauseProbabilities, sentenceProbabilities, documentProbability, c, cues);
  // The wording check runs only until the best clause that passes it.
  return ranking.features(
    ranking.order.find((s) => allowed(s, c)),
    ranking.sentenceOrder.find((s) => allowed(s, c)),
  );
}

/** Class `c`'s clauses best first (by clause and by best sentence), and its features once the best clause and the
 *  best sentence's clause that pass the wording check are known (undefined: none passes). */
function rankingFor(clauseProbabilities: Float32Array[], sentenceProbabilities: Float32Array[], documentProbability: number, c: number, cues: boolean[][]) {
  const order = bestFirst(clauseProbabilities, c);
  const probability = (rank: number) => (rank < order.length ? clauseProbabilities[order[rank]!]![c]! : 0);
  const cueCount = cues.reduce((n, row) => n + (row[c] ? 1 : 0), 0);
  const sentenceOrder = bestFirst(sentenceProbabilities, c);
  const bestSentence = sentenceOrder.length > 0 ? sentenceProbabilities[sentenceOrder[0]!]![c]! : 0;
  const features = (bestAllowed: number | undefined, bestSentenceClause: number | undefined): number[] => [
    logit(probability(0)),
    logit(probability(1)),
    logit(probability(2)),
    logit(documentProbability),
    cueCount > 0 ? 1 : 0,
    Math.log1p(cueCount),
    logit(bestAllowed === undefined ? 0 : clauseProbabilities[bestAllowed]![c]!),
    logit(bestSentence),
    logit(bestSentenceClause === undefined ? 0 : sentenceProbabilities[bestSentenceClause]![c]!),
  ];
  return { order, sentenceOrder, features };
}

/** The clauses in order of their probability of class `c`, best first (ties in text order). */
function bestFirst(probabilities: Float32Array[], c: number): number[] {
  return probabilities.map((_, s) => s).sort((a, b) => probabilities[b]![c]! - probabilities[a]![c]! || a - b);
}

/** The two features that read the wording checks. */
const BEST_ALLOWED_CLAUSE = PRESENCE_FEATURES.indexOf("logit best clause with the type's words");
const BEST_ALLOWED_SENTENCE = PRESENCE_FEATURES.indexOf("logit best sentence in a clause with the type's words");
/** A bound this close under a document threshold settles nothing: rounding in logit and sigmoid is far smaller. */
const SETTLED_MARGIN = 1e-6;

function stackerProbability(features: number[], weights: number[], bias: number): number {
  return sigmoid(features.reduce((sum, f, j) => sum + f * weights[j]!, bias));
}

/**
 * Probability that each class is present in the document. With the document thresholds, a class whose probability
 * cannot reach its threshold whichever clauses have the type's words gets 0, without asking the rest of its clauses:
 * the two features that read the wording checks lie between logit(0) (no clause passes) and the logit of the best
 * candidate not yet refused, so candidates are checked best first only until the stacker's score at those bounds falls
 * under the threshold. Which classes reach their thresholds, and the probabilities of those that may, are unchanged.
 */
export function presenceProbabilities(
  clauseProbabilities: Float32Array[],
  sentenceProbabilities: Float32Array[],
  documentProbabilities: Float32Array,
  stacker: PresenceStacker,
  cues: boolean[][],
  allowed: ClauseAllowed,
  documentThresholds?: readonly number[],
): Float32Array {
  return Float32Array.from(stacker.bias, (bias, c) => {
    const weights = stacker.weights[c]!;
    const { order, sentenceOrder, features } = rankingFor(clauseProbabilities, sentenceProbabilities, documentProbabilities[c]!, c, cues);
    if (documentThresholds !== undefined) {
      // The best candidates not yet refused, by clause and by best sentence; a feature is exact once its candidate
      // passed the check or none is left.
      let rank = 0;
      let sentenceRank = 0;
      let passed = false;
      let sentencePassed = false;
      for (;;) {
        const candidate = order[rank];
        const sentenceCandidate = sentenceOrder[sentenceRank];
        const known = passed || candidate === undefined;
        const sentenceKnown = sentencePassed || sentenceCandidate === undefined;
        if (known && sentenceKnown) break;
        // Where a weight is negative the feature counts most at its lowest, logit(0).
        const highest = features(
          known || weights[BEST_ALLOWED_CLAUSE]! >= 0 ? candidate : undefined,
          sentenceKnown || weights[BEST_ALLOWED_SENTENCE]! >= 0 ? sentenceCandidate : undefined,
        );
        if (stackerProbability(highest, weights, bias) < documentThresholds[c]! - SETTLED_MARGIN) return 0;
        if (!known) {
          if (allowed(candidate!, c)) passed = true;
          else rank++;
        } else if (allowed(sentenceCandidate!, c)) sentencePassed = true;
        else sentenceRank++;
      }
    }
    return stackerProbability(features(order.find((s) => allowed(s, c)), sentenceOrder.find((s) => allowed(s, c))), weights, bias);
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
  allowed?: boolean[][] | ClauseAllowed,
  neighbourShareOfBest = NEIGHBOUR_SHARE_OF_BEST,
): number[][] {
  const may = allowed === undefined ? () => true : typeof allowed === 'function' ? allowed : (s: number, c: number) => allowed[s]![c]!;
  const chosen: number[][] = clauseProbabilities.map(() => []);
  for (let c = 0; c < presence.length; c++) {
    if (presence[c]! < thresholds.document[c]!) continue;
    // The wording check runs only until the best clause that passes it.
    const best = bestFirst(clauseProbabilities, c).find((s) => may(s, c));
    if (best === undefined) continue;
    const neighbourThreshold = clauseProbabilities[best]![c]! * neighbourShareOfBest;
    const placed = clauseProbabilities.map(
      (p, s) => (s === best || p[c]! >= thresholds.clause[c]! || (cues[s]![c]! && p[c]! >= thresholds.clause[c]! * CUE_PLACEMENT_SHARE)) && may(s, c),
    );
    const joins = (s: number) => !placed[s] && clauseProbabilities[s]![c]! >= neighbourThreshold && may(s, c);
    // Runs grow outwards from each placed clause, in both directions.
    for (let s = 0; s < placed.length; s++) if (placed[s]) for (let t = s - 1; t >= 0 && joins(t); t--) placed[t] = true;
    for (let s = placed.length - 1; s >= 0; s--) if (placed[s]) for (let t = s + 1; t < placed.length && joins(t); t++) placed[t] = true;
    placed.forEach((carries, s) => {
      if (carries) chosen[s]!.push(c);
    });
  }
  return chosen;
}
