import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyContractFields } from '../../src/analysis/model.ts';
import { buildExecutiveSummary } from '../../src/analysis/summary.ts';

const form = 'This Agreement is governed by the Governing Law and liability is limited to the General Cap Amount.';
const evidenceOf = (quote: string) => ({ start: form.indexOf(quote), end: form.indexOf(quote) + quote.length, quote });

describe('executive summary', () => {
  it('says what a standard form leaves to its cover page instead of "no governing law"', () => {
    const fields = {
      ...emptyContractFields(),
      coverPageVariables: [
        { field: 'governingLaw' as const, evidence: evidenceOf('the Governing Law') },
        { field: 'liabilityCap' as const, evidence: evidenceOf('the General Cap Amount') },
      ],
    };
    const summary = buildExecutiveSummary({ contractType: 'Service Agreement', confidence: 0.9 }, fields, [], [], 'low');
    assert.match(summary, /governing law is set on the cover page/);
    assert.match(summary, /Left to the cover page: the liability cap\./);
    assert.doesNotMatch(summary, /No governing law was identified/);
  });
});
