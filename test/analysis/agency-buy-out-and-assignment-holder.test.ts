// Readings of an insurance agency agreement (issue #9, thirteenth session): what happens "in the event this Agreement is
// terminated for any reason" states no expiry; the party an assignment exception names is read without the heading
// before it. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';

describe('a buy-out on termination', () => {
  it('is no Expiration Date: "In the event this Agreement is terminated for any reason, Insurer agrees to purchase …"', () => {
    const text =
      'In the event this Agreement is terminated for any reason, Insurer agrees to purchase the Agency\'s book of business. The purchase price shall be two times the Agency\'s commissions for the last twelve months. The purchase shall be completed within sixty days after the termination date.';
    assert.equal(typeHasItsWords('Expiration Date', text), false);
  });

  it('leaves an expiry stated beside it: "This Agreement shall terminate on December 31, 2027"', () => {
    const text = 'This Agreement shall terminate on December 31, 2027. In the event this Agreement is terminated for any reason, Insurer agrees to purchase the book of business.';
    assert.equal(typeHasItsWords('Expiration Date', text), true);
  });
});

const AGENCY = `AGENCY AGREEMENT

This Agency Agreement is made on October 1, 2026 between Sierra Mutual Insurance Company ("Insurer") and Basin Brokers, Inc. ("Agency").

1. Appointment. Insurer appoints Agency to solicit applications for professional liability insurance in Nevada.

2. Assignment. Neither party may assign this Agreement without the prior written consent of the other. Assignment. Insurer may assign this Agreement to its parent, affiliate or subsidiary corporations upon written notice to Agency.

3. Governing Law. This Agreement shall be interpreted under the laws of the State of Nevada.
`;

describe('the holder of an assignment exception written after a run-in heading', async () => {
  const { report } = await analyzeText(createLocalAnalysisEngine(), AGENCY);
  it('names the party, not the heading with it ("the exception is Insurer\'s only")', () => {
    const clause = report.clauses.find((c) => c.type === 'Anti-Assignment');
    assert.ok(clause, 'an Anti-Assignment clause');
    assert.match(clause.recommendation, /the exception is Insurer's only/);
    assert.doesNotMatch(clause.recommendation, /Assignment\. Insurer/);
  });
});
