import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decideClasses, PRESENCE_FEATURES, presenceFeatures, presenceProbabilities } from '../../src/engines/local/analysis/clauses/decide.ts';
import { trainDenseLogistic } from '../../scripts/train/lib/logistic.ts';
import { sigmoid } from '../../src/engines/local/text/linear.ts';

const logit = (p: number) => Math.log(p / (1 - p));
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

// Three clauses, two classes; class 0 is strongest in clause 1, which lacks the type's words.
const clauseProbabilities = [Float32Array.of(0.2, 0.1), Float32Array.of(0.9, 0.1), Float32Array.of(0.5, 0.1)];
const cues = [[true, false], [false, false], [true, false]];
const allowed = (s: number, c: number) => !(s === 1 && c === 0);
// Each clause's best sentence: clause 0 holds a sentence stronger than the clause as a whole.
const sentenceProbabilities = [Float32Array.of(0.7, 0.1), Float32Array.of(0.8, 0.1), Float32Array.of(0.4, 0.1)];

test('presence features: best three clauses, document model, cues, the best clause and sentence with the type\'s words', () => {
  const features = presenceFeatures(clauseProbabilities, sentenceProbabilities, 0.6, 0, cues, allowed);
  assert.equal(features.length, PRESENCE_FEATURES.length);
  const expected = [logit(0.9), logit(0.5), logit(0.2), logit(0.6), 1, Math.log(3), logit(0.5), logit(0.8), logit(0.7)];
  features.forEach((f, j) => assert.ok(close(f, expected[j]!), `${PRESENCE_FEATURES[j]}: ${f} vs ${expected[j]}`));
});

test('presence features: no clause with the type\'s words and no cue reads as near-zero probability', () => {
  const features = presenceFeatures(clauseProbabilities, sentenceProbabilities, 0.3, 1, cues, () => false);
  assert.equal(features[4], 0);
  assert.equal(features[5], 0);
  assert.ok(features[6]! < -13);
  assert.ok(features[8]! < -13);
  // Fewer than three clauses: the missing ones count as probability 0.
  assert.ok(presenceFeatures([Float32Array.of(0.7)], [Float32Array.of(0.7)], 0.5, 0, [[false]], () => true)[2]! < -13);
});

test('presence probabilities apply each type\'s stacker weights to its features', () => {
  const weights = [PRESENCE_FEATURES.map((_, j) => (j === 3 ? 1 : 0)), PRESENCE_FEATURES.map((_, j) => (j === 0 ? 2 : 0))];
  const p = presenceProbabilities(clauseProbabilities, sentenceProbabilities, Float32Array.of(0.6, 0.3), { weights, bias: [0, -1] }, cues, allowed);
  assert.ok(close(p[0]!, 0.6));
  assert.ok(close(p[1]!, sigmoid(2 * logit(0.1) - 1)));
});

// Twenty clauses of one class, best first, none with the type's words; the stacker weighs only the best clause with them.
const twentyClauses = Array.from({ length: 20 }, (_, s) => Float32Array.of(0.5 - s * 0.02));
const weighsBestAllowed = { weights: [PRESENCE_FEATURES.map((name) => (name === "logit best clause with the type's words" ? 1 : 0))], bias: [0] };
const counting = (passes: (s: number) => boolean) => {
  const asked: number[] = [];
  return { asked, allowed: (s: number) => (asked.push(s), passes(s)) };
};

test('presence with document thresholds: a class that cannot reach its threshold is settled before every clause is checked', () => {
  const { asked, allowed: refuseAll } = counting(() => false);
  // Its best candidate not yet refused (0.5, 0.48, 0.46, 0.44, …) bounds the probability: under 0.45 after three refusals.
  const p = presenceProbabilities(twentyClauses, twentyClauses, Float32Array.of(0.5), weighsBestAllowed, twentyClauses.map(() => [false]), refuseAll, [0.45]);
  assert.equal(p[0], 0);
  assert.deepEqual(asked, [0, 1, 2]);
});

test('presence with document thresholds: a class that may reach its threshold keeps its probability', () => {
  const passesFifth = (s: number) => s === 4;
  const cues = twentyClauses.map(() => [false]);
  const without = presenceProbabilities(twentyClauses, twentyClauses, Float32Array.of(0.5), weighsBestAllowed, cues, passesFifth);
  const withThresholds = presenceProbabilities(twentyClauses, twentyClauses, Float32Array.of(0.5), weighsBestAllowed, cues, passesFifth, [0.4]);
  assert.ok(close(without[0]!, 0.42));
  assert.equal(withThresholds[0], without[0]);
});

test('dense logistic regression by Newton steps separates a noisy threshold and is deterministic', () => {
  const x = Array.from({ length: 40 }, (_, i) => [i / 4, (i % 3) - 1]);
  // Positive above 5, with two flipped labels so the optimum is finite.
  const y = x.map(([v], i) => (i === 19 || i === 25 ? 0 : v! > 5 ? 1 : 0));
  const model = trainDenseLogistic(x, y, 0.01);
  const predict = (row: number[]) => sigmoid(row.reduce((sum, v, j) => sum + v * model.weights[j]!, model.bias));
  assert.ok(predict([9, 0]) > 0.9);
  assert.ok(predict([1, 0]) < 0.1);
  assert.ok(Math.abs(model.weights[1]!) < Math.abs(model.weights[0]!));
  assert.deepEqual(trainDenseLogistic(x, y, 0.01), model);
});

test('a stronger L2 penalty shrinks the dense logistic weights', () => {
  const x = Array.from({ length: 30 }, (_, i) => [i]);
  const y = x.map(([v], i) => (i === 16 ? 0 : v! >= 15 ? 1 : 0));
  assert.ok(Math.abs(trainDenseLogistic(x, y, 1).weights[0]!) < Math.abs(trainDenseLogistic(x, y, 0.001).weights[0]!));
});

// Placement of one present type over seven clauses: clause 3 is the best; clauses 2, 4 and 6 score well below it.
const placementProbabilities = [0.001, 0.0001, 0.05, 0.9, 0.02, 0.0001, 0.3].map((p) => Float32Array.of(p));
const noCues = placementProbabilities.map(() => [false]);
const present = Float32Array.of(0.9);
const thresholds = { document: [0.5], clause: [0.95] };
const placedClauses = (chosen: number[][]) => chosen.flatMap((types, s) => (types.length > 0 ? [s] : []));

test('placement: the neighbours that continue the best clause carry its type, a distant clause near the best does not', () => {
  // Clause 6 scores a third of the best but stands apart from it: it is not the same provision.
  assert.deepEqual(placedClauses(decideClasses(placementProbabilities, present, thresholds, noCues, undefined, 0.01)), [2, 3, 4]);
});

test('placement: a run stops at a clause without the type\'s words', () => {
  const allowedPlacement = (s: number) => s !== 2;
  assert.deepEqual(placedClauses(decideClasses(placementProbabilities, present, thresholds, noCues, allowedPlacement, 0.01)), [3, 4]);
});

test('placement: a clause with the type\'s wording cue carries it wherever it stands, and its neighbours may join it', () => {
  const cueOnSix = placementProbabilities.map((_, s) => [s === 6]);
  assert.deepEqual(placedClauses(decideClasses(placementProbabilities, present, thresholds, cueOnSix, undefined, 0.01)), [2, 3, 4, 6]);
});

test('placement: a type that is not present is placed nowhere', () => {
  assert.deepEqual(placedClauses(decideClasses(placementProbabilities, Float32Array.of(0.1), thresholds, noCues)), []);
});
