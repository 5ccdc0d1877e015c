// The placement model (issue #9): a second stage over the first models' probabilities for every type, the
// clause's own and its neighbours'.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  placementFeatures,
  placementWithSecondStage,
  predictPlacement,
  type FirstStageProbabilities,
  type PlacementModel,
} from '../../src/engines/local/analysis/clauses/placement-model.ts';

const TYPES = 2;
const clause = (blended: number[], own = 0.5): FirstStageProbabilities => ({
  logistic: new Float32Array(TYPES).fill(own),
  mlp: new Float32Array(TYPES).fill(own),
  sentence: new Float32Array(TYPES).fill(own),
  blended: Float32Array.from(blended),
});
const logOdds = (p: number) => Math.log(p / (1 - p));
/** Reads only the previous clause's blend for type 0. */
const previousClauseModel: PlacementModel = {
  featureCount: 5 * TYPES + 1,
  classCount: TYPES,
  weights: Float32Array.from({ length: (5 * TYPES + 1) * TYPES }, (_, i) => (i === 3 * TYPES * TYPES ? 1 : 0)),
  bias: new Float32Array(TYPES),
};

describe('the placement model', () => {
  it('reads the blend of the clauses before and after a clause, type by type', () => {
    const [, middle] = placementFeatures([clause([0.8, 0.1]), clause([0.5, 0.5]), clause([0.2, 0.9])]);
    assert.ok(Math.abs(middle![3 * TYPES]! - logOdds(0.8)) < 1e-5);
    assert.ok(Math.abs(middle![3 * TYPES + 1]! - logOdds(0.1)) < 1e-5);
    assert.ok(Math.abs(middle![4 * TYPES + 1]! - logOdds(0.9)) < 1e-5);
  });

  it('reads a missing neighbour as no evidence of any type', () => {
    const [first] = placementFeatures([clause([0.8, 0.1]), clause([0.5, 0.5])]);
    assert.ok(first![3 * TYPES]! < logOdds(0.001));
  });

  it('places the first clause at 0 and the last at 1 in the contract', () => {
    const rows = placementFeatures([clause([0.5, 0.5]), clause([0.5, 0.5]), clause([0.5, 0.5])]);
    assert.deepEqual(rows.map((r) => r[5 * TYPES]), [0, 0.5, 1]);
  });

  it('scores with a sigmoid over its weights', () => {
    const [, second] = placementFeatures([clause([0.8, 0.1]), clause([0.5, 0.5])]);
    const p = predictPlacement(previousClauseModel, second!);
    assert.ok(Math.abs(p[0]! - 0.8) < 1e-5);
    assert.equal(p[1], 0.5);
  });

  it('averages the first models\u2019 blend with its own probability at the placement share', () => {
    const [, second] = placementWithSecondStage(previousClauseModel, [clause([0.8, 0.1]), clause([0.2, 0.2])], 0.5);
    assert.ok(Math.abs(second![0]! - (0.5 * 0.2 + 0.5 * 0.8)) < 1e-5);
  });
});
