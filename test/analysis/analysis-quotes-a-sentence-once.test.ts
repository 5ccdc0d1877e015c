// An analysis quotes the clause's operative sentence once (issue #9, thirteenth session): a finding that already quotes
// it ("Commits to minimums: “…”") is not followed by "The clause reads: “…”" with the same words. Sentences written for
// these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';

const SUPPLY = `SUPPLY AGREEMENT

This Supply Agreement is made on March 9, 2026 between Fenwick Mills Inc. ("Buyer") and Ardent Fibres Ltd ("Supplier").

1. Supply. Supplier shall supply the Yarn described in Schedule 1.

2. Minimum Purchases. Buyer shall purchase a minimum of 40,000 kilograms of Yarn in each contract year during the Term.

3. Governing Law. This Agreement is governed by the laws of the State of New York.
`;

describe('an analysis whose finding quotes the operative sentence', async () => {
  const { report } = await analyzeText(createLocalAnalysisEngine(), SUPPLY);
  const clause = report.clauses.find((c) => c.type === 'Minimum Commitment');
  it('quotes the commitment in the finding', () => {
    assert.ok(clause, 'a Minimum Commitment clause');
    assert.match(clause.analysis, /^Commits to minimums: “Buyer shall purchase a minimum of 40,000 kilograms/);
  });

  it('does not quote the same sentence again as what the clause reads', () => {
    assert.equal(clause!.analysis.split('Buyer shall purchase a minimum').length - 1, 1, clause!.analysis);
  });
});
