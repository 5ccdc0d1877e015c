import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROCESSING_STATES } from '../../src/domain/vocabulary.ts';
import { assertStageTable, STAGES } from '../../src/pipeline/stages.ts';

describe('pipeline stage table', () => {
  it('lists every processing state of spec §3 once, in order', () => {
    assert.deepEqual(
      STAGES.map((stage) => stage.status),
      [...PROCESSING_STATES],
    );
  });

  it('startup check rejects a table with a state missing', () => {
    assert.throws(() => assertStageTable(STAGES.filter((stage) => stage.status !== 'embedding')), /must list/);
  });

  it('startup check rejects a table out of order', () => {
    const swapped = [STAGES[1], STAGES[0], ...STAGES.slice(2)];
    assert.throws(() => assertStageTable(swapped), /must list/);
  });
});
