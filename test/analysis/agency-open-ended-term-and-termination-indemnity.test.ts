// A commercial agency read from the principal's side (issue 10, read7): a contract that "continues until terminated by
// either party giving notice" has no end date and does not renew, and the notice that ends it (stated in another
// subsection) is what to diary; an agent's indemnity on termination is a payment when the contract ends, not an
// indemnity against claims. Text written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { terminationIndemnityOf } from '../../src/analysis/review-points.ts';

const text =
  'AGENCY AGREEMENT\n\nThis Agreement is dated 3 August 2026.\n\nPARTIES\n(1) Thornbury Pumps Limited, incorporated and registered in England and Wales with company number 01234987 (the "Principal").\n' +
  '(2) Elm Valley Sales Ltd, incorporated and registered in England and Wales with company number 07654987 (the "Agent").\n\n' +
  '1. Commission\n1.1 The Principal shall pay the Agent a commission of 6% of the net price of every order accepted from the Territory.\n\n' +
  '2. Duration\n2.1 This agreement begins on 1 September 2026 and continues until terminated by either party giving written notice to the other.\n' +
  '2.2 The period of notice shall be one month in the first year and three months after that.\n\n' +
  '3. Indemnity\n3.1 On termination of this agreement, the Agent is entitled to an indemnity under regulation 17 of the Commercial Agents Regulations.\n' +
  '3.2 The indemnity shall not exceed one year\'s average commission.\n3.3 No indemnity is payable where the Agent terminates the agreement without cause.\n\n' +
  '4. Law\n4.1 This agreement is governed by the law of England.\n';

const read = () => analyzeText(createLocalAnalysisEngine(), text, { ourSide: 'principal' });

describe('a contract that runs until either party gives notice', () => {
  it('starts on the date it "begins on", not the date it is dated', async () => {
    assert.equal((await read()).fields.effectiveDate, '2026-09-01');
  });
  it('says it has no end date and does not renew, and quotes the notice that ends it', async () => {
    const r = await read();
    for (const c of r.report.clauses.filter((k) => ['Renewal Term', 'Notice Period to Terminate Renewal', 'Expiration Date', 'Term'].includes(k.type))) {
      assert.doesNotMatch(c.analysis, /renewal period is not stated|No notice period is stated/);
      assert.doesNotMatch(c.recommendation, /Put the end date in the calendar|prevent renewal/);
    }
    assert.match(r.report.executive_summary, /runs, with no fixed term, until either party ends it by notice \(“The period of notice shall be one month in the first year and three months after that”\)/);
  });
});

describe("an agent's indemnity on termination", () => {
  it('reads who is entitled, the cap and when none is payable', () => {
    const clause = 'On termination of this agreement, the Agent is entitled to an indemnity under regulation 17. The indemnity shall not exceed one year\'s average commission. No indemnity is payable where the Agent terminates the agreement without cause.';
    assert.deepEqual(terminationIndemnityOf(clause), { payee: 'the Agent', kind: 'indemnity', cap: 'one year\'s average commission', exclusions: 'where the Agent terminates the agreement without cause', timeBar: null });
    assert.equal(terminationIndemnityOf('The Supplier shall indemnify the Buyer against all third-party claims.'), null);
  });
  it('is described as a payment when the contract ends, and the summary says so', async () => {
    const r = await read();
    const indemnity = r.report.clauses.find((c) => c.type === 'Indemnification' && /entitled to an indemnity/.test(c.text));
    assert.ok(indemnity);
    assert.match(indemnity.analysis, /a sum paid on termination, not an indemnity against claims/);
    assert.doesNotMatch(indemnity.recommendation, /control of the defence/);
    assert.match(r.report.executive_summary, /When it ends, the Agent is entitled to an indemnity for the business it leaves behind, capped at one year's average commission\./);
  });
});

describe('a restriction that reserves what the bound party keeps doing', () => {
  it('names the reserved right and does not ask to carve out our business again', async () => {
    const { tailorRecommendation } = await import('../../src/analysis/recommend.ts');
    const { emptyClauseFacts } = await import('../../src/analysis/model.ts');
    const clause = 'The Principal shall not appoint any other agent for the Products in the Territory during the term of this agreement, but may itself sell the Products to customers in the Territory.';
    const out = tailorRecommendation('Exclusivity', clause, emptyClauseFacts(), 'Confirm the business accepts this exclusivity clause.', { contractType: 'Agency Agreement', feeBearing: true, position: 'ours', ourSide: 'Principal', contractText: clause }).text;
    assert.match(out, /It already reserves the right to sell the Products to customers in the Territory itself\./);
    assert.doesNotMatch(out, /carve out our existing business/);
  });
});
