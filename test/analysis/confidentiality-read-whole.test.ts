// A confidentiality provision read whole (issue 10, sixth reading round): a clause that opens with a publication
// procedure and states the duty of confidence in the next subsection is quoted at the duty, and its duration ("during
// the Term and for five (5) years thereafter") and mutuality come from that subsection. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { confidentialityIsMutual, confidentialityTerm } from '../../src/analysis/review-points.ts';

const CONTRACT = `RESEARCH COLLABORATION AGREEMENT

This Research Collaboration Agreement is made as of May 4, 2026 (the "Effective Date") between Brackenridge Materials plc ("Brackenridge") and Solent Coatings Inc. ("Solent"). Brackenridge and Solent are each a "Party".

1. RESEARCH

1.1 Each Party shall perform the research tasks allocated to it in the Research Plan.

2. PUBLICATION AND CONFIDENTIALITY

2.1 A Party wishing to publish results of the research shall submit the proposed publication to the other Party at least forty-five (45) days before submission. The other Party may, within that period, require the removal of its confidential information or a delay of up to sixty (60) days to allow patent filings.

2.2 Each Party shall hold the other's confidential information in confidence during the Term and for seven (7) years thereafter.

3. GOVERNING LAW

3.1 This Agreement is governed by the laws of the State of New York.

Signed: Brackenridge Materials plc, May 4, 2026. Solent Coatings Inc., May 4, 2026.
`;

describe('a confidentiality duty in the subsection after a publication procedure', async () => {
  const { report } = await analyzeText(createLocalAnalysisEngine(), CONTRACT, { ourSide: 'Solent' });
  const clause = report.clauses.find((c) => c.type === 'Confidentiality' && c.text.includes('2.2'));
  it('quotes the duty of confidence, not the sentence that mentions confidential information', () => {
    assert.ok(clause, 'a Confidentiality clause spanning 2.2');
    assert.match(clause.analysis, /The clause reads: \u201cEach Party shall hold the other's confidential information in confidence/);
  });
  it('states how long the duty lasts and does not call it one-sided', () => {
    assert.doesNotMatch(clause!.recommendation, /no duration is stated|binds one side only/);
  });
  it('reads "during the Term and for N years thereafter" as the term and N years after it', () => {
    assert.equal(confidentialityTerm('Each Party shall hold the other\u2019s confidential information in confidence during the Term and for seven (7) years thereafter.'), 'the term and seven (7) years after it ends');
  });
});

describe('a confidentiality duty written with roles in lower case', () => {
  it('binds both parties: "the receiving party" protects "the other party\'s" information, whichever party receives', () => {
    const text = 'For three (3) years after disclosure, the receiving party shall use reasonable care to protect the other party\'s Confidential Information.';
    assert.equal(confidentialityIsMutual(text, text), true);
  });
  it('binds one party where a named party is the one that receives', () => {
    const text = 'Consultant shall use reasonable care to protect the Confidential Information of the Company.';
    assert.equal(confidentialityIsMutual(text, text), false);
  });
});

describe('a duty of confidence "the Parties" take on together', () => {
  it('"The Parties … agree to keep the contents of this Agreement confidential" binds both parties', () => {
    assert.equal(confidentialityIsMutual('31.1 The Parties acknowledge that this Agreement is commercially sensitive and agree to keep its terms confidential and not to disclose them to any third party.'), true);
  });

  it('a duty of one named party stays one-sided', () => {
    assert.equal(confidentialityIsMutual('31.2 The Carrier shall keep all Shipper information confidential and shall not disclose it to any third party.'), false);
  });
});
