// A contract whose attachments choose different laws (issue #9, thirteenth session): each Governing Law clause is judged
// and named by the law it chooses itself ("the laws of the State of Texas"), not by the one read for the contract; a
// clause that applies the law "set forth in the Seller's general terms and conditions" names none of its own. Sentences
// written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { defaultPlaybook } from '../../src/analysis/playbook.ts';
import { readClauseFacts } from '../../src/engines/local/analysis/risk/clause-facts.ts';

const rule = defaultPlaybook().rules.find((r) => r.clause_type === 'Governing Law');
const fields = { ...emptyContractFields(), governingLaw: 'Singapore' };

describe('the law an attachment chooses', () => {
  const text = "ATTACHMENT C. 12. Governing Law. The parties' rights and obligations hereunder shall be construed and enforced under the laws of the State of Texas, U.S.A., without regard to conflict of laws principles.";

  it('is read from the clause itself by the local engine', () => {
    const facts = readClauseFacts(text, { start: 0, end: text.length, page: null, text, heading: null, types: ['Governing Law'] });
    assert.equal(facts.governingLaw, 'Texas');
  });

  it('names the analysis, not the contract\'s law', () => {
    const a = assessClause('Governing Law', text, { ...emptyClauseFacts(), governingLaw: 'Texas' }, fields, rule, text);
    assert.match(a.analysis, /^Governed by the law of Texas, which is not among the allowed jurisdictions/);
  });
});

describe('a clause that applies another document\'s law', () => {
  it('says it names no law of its own', () => {
    const text = "This Agreement shall be governed and construed in accordance with the law set forth in the Seller's general terms and conditions, as applicable.";
    const a = assessClause('Governing Law', text, { ...emptyClauseFacts(), governingLaw: null }, fields, rule, text);
    assert.match(a.analysis, /^The clause names no law of its own: it applies the law another document chooses/);
  });
});
