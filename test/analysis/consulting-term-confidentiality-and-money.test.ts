// Readings of a consulting agreement (issue #9, thirteenth session): a term is quoted where it says how long the
// contract runs, not at a condition before it takes effect; a confidentiality duty taken on because "each will have
// access to proprietary information … of the other" binds both sides; the summary's Money line quotes the fee, not a
// worked example of how it is applied. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { confidentialityIsMutual } from '../../src/analysis/review-points.ts';

const CONSULTING = `CONSULTING AGREEMENT

This Consulting Agreement is made on March 2, 2026 between Oakridge Labs Inc. ("Company") and Petra Valdes ("Consultant").

1. Services. Consultant shall advise the Company on laboratory automation.

2. Term. This Agreement will not take effect unless and until the Company returns a signed copy to Consultant. This Agreement shall remain in effect for one (1) year from the date of this Agreement.

3. Governing Law. This Agreement is governed by the laws of the State of Florida.
`;

describe('the quote of a term that follows a condition precedent', async () => {
  const { report } = await analyzeText(createLocalAnalysisEngine(), CONSULTING);
  it('quotes the sentence that says how long the contract runs', () => {
    const term = report.clauses.find((c) => c.type === 'Term');
    assert.ok(term, 'a Term clause');
    assert.match(term.analysis, /The clause reads: “This Agreement shall remain in effect for one \(1\) year/);
  });

  it('does not quote the condition as the term', () => {
    const term = report.clauses.find((c) => c.type === 'Term');
    assert.doesNotMatch(term!.analysis, /reads: “This Agreement will not take effect/);
  });
});

describe('a confidentiality duty each party takes on for the other’s information', () => {
  it('binds both parties when each will have access to the other’s proprietary information', () => {
    const text =
      'The Consultant and the Company acknowledge that each will have access to proprietary information regarding the business of the other and agree to keep all such information secret.';
    assert.equal(confidentialityIsMutual(text, `Agreement between Oakridge Labs Inc. and Petra Valdes. ${text}`), true);
  });

  it('still binds one side where only one party receives the other’s information', () => {
    const text = 'Consultant shall keep secret all proprietary information of the Company that it receives.';
    assert.equal(confidentialityIsMutual(text, `Agreement between Oakridge Labs Inc. and Petra Valdes. ${text}`), false);
  });
});

const WITH_EXAMPLE = `CONSULTING AGREEMENT

This Consulting Agreement is made on March 2, 2026 between Oakridge Labs Inc. ("Company") and Petra Valdes ("Consultant").

1. Fee. Any cash fee paid to Consultant shall reduce the principal of the Convertible Note issued by the Company to Consultant. For example: the $40,000 paid to Consultant in May shall reduce the principal amount of the Note by $40,000.

2. Payment. The Company shall pay Consultant a fee of $160,000 in four equal quarterly instalments.

3. Governing Law. This Agreement is governed by the laws of the State of Florida.
`;

describe('the Money line of a contract that works an example', async () => {
  const { report } = await analyzeText(createLocalAnalysisEngine(), WITH_EXAMPLE);
  it('quotes the fee the Company shall pay', () => {
    assert.match(report.executive_summary, /Money: “[^”]*shall pay Consultant a fee of \$160,000/);
  });

  it('does not lead with the worked example', () => {
    assert.doesNotMatch(report.executive_summary, /Money: “For example/);
  });
});
