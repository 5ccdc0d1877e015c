// A confidentiality duty's scope read in its own words (issue #9, thirteenth session): "for any purpose other than the
// Purpose and shall not disclose it to any third party other than its employees …" limits use to a purpose and
// disclosure to named people; neither exception runs into the other. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { carveOutsOf } from '../../src/analysis/carve-outs.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';

const DUTY =
  'The Recipient shall not use Confidential Information for any purpose other than the Evaluation and shall not disclose it to any third party other than its officers and professional advisers who need to know it for the Evaluation.';

describe('exceptions in a confidentiality duty with two predicates', () => {
  it('ends an exception where a second predicate of the main clause begins ("… and shall not disclose")', () => {
    assert.equal(carveOutsOf(DUTY)[0], 'the Evaluation');
  });

  it('reads a later exception that repeats words of an earlier one as its own', () => {
    assert.match(carveOutsOf(DUTY)[1] ?? '', /^its officers and professional advisers who need to know it/);
  });

  it('still skips an exception nested inside one already read', () => {
    const text = 'Neither party shall be liable for indirect damages, except for claims other than those arising from negligence.';
    assert.equal(carveOutsOf(text).length, 1);
  });
});

const NDA = `MUTUAL NON-DISCLOSURE AGREEMENT

This Agreement is made on April 2, 2026 between Harrowgate Optics Ltd ("Harrowgate") and Pellan Devices Inc. ("Pellan").

1. Purpose. The parties wish to evaluate a possible supply relationship (the "Evaluation").

2. Duties of the Recipient. ${DUTY} The duties in this Section 2 last for three (3) years after disclosure.

3. Governing Law. This Agreement is governed by the laws of England and Wales.
`;

describe('the analysis of a confidentiality duty limited to a purpose and to named people', async () => {
  const { report } = await analyzeText(createLocalAnalysisEngine(), NDA);
  const clause = report.clauses.find((c) => c.type === 'Confidentiality');
  it('says the information may be used only for the purpose', () => {
    assert.ok(clause, 'a Confidentiality clause');
    assert.match(clause.analysis, /may be used only for the Evaluation\./);
  });

  it('says who may see it without running the use restriction into it', () => {
    assert.match(clause!.analysis, /may be shared with its officers and professional advisers/);
    assert.doesNotMatch(clause!.analysis, /shared with the Evaluation/);
  });
});
