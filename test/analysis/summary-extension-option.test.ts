// The executive summary's term (issue 10, sixth reading round): one party's option to extend the term by notice before a
// stated day is said with the term, even where the contract has no renewal term. Text written for the test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';

const text =
  'SPONSORSHIP AGREEMENT\n\nThis Sponsorship Agreement is made as of April 2, 2026 between Larchmont Beverages Inc., a Delaware corporation ("Sponsor"), and Riverside Rowing Club, a Massachusetts nonprofit corporation ("Club").\n\n' +
  '1. Term\n1.1 The term of this Agreement begins on the Effective Date and ends on September 30, 2027.\n1.2 Sponsor may extend the Term by one additional year by giving Club written notice no later than June 30, 2027.\n\n' +
  '2. Fee\n2.1 Sponsor shall pay Club a sponsorship fee of $45,000 on signing of this Agreement.\n\n' +
  '3. Law\n3.1 This Agreement is governed by the laws of the Commonwealth of Massachusetts.\n';

describe('an option to extend in the executive summary', () => {
  it('names the holder, the extension and the last day to give notice', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), text, { ourSide: 'Sponsor' });
    assert.match(r.report.executive_summary, /expires 2027-09-30 and may be extended by one additional year at Sponsor's option, by notice given no later than June 30, 2027\./);
  });
});

describe('a renewal the holder elects by notice', () => {
  const licence =
    'LICENCE AGREEMENT\n\nThis Licence Agreement is made as of May 4, 2026 between Orchard Media LLC, a New York limited liability company ("Licensor"), and Pinewood Studios Inc., a Delaware corporation ("Licensee").\n\n' +
    '1. Term\n1.1 The term of this Agreement begins on the Effective Date and ends on May 3, 2031.\n1.2 Renewal. Licensee may renew the licence for one (1) further term of five (5) years, provided that Licensee gives Licensor written notice of its election to renew at least six (6) months before the end of the Term.\n\n' +
    '2. Fee\n2.1 Licensee shall pay Licensor a licence fee of $90,000 on signing of this Agreement.\n';
  it('reads it as the holder\u2019s option, with no notice period to stop a renewal, and names the holder without the run-in heading', async () => {
    const r = await analyzeText(createLocalAnalysisEngine(), licence, { ourSide: 'Licensee' });
    assert.ok(!r.report.clauses.some((c) => c.type === 'Notice Period to Terminate Renewal'));
    assert.doesNotMatch(r.report.executive_summary, /unless notice/);
    const renewal = r.report.clauses.find((c) => c.type === 'Renewal Term');
    assert.match(renewal!.analysis, /^Licensee has an option to extend the term/);
  });
});
