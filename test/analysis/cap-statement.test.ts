import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { capStatementOf, capStatementsOf, separateCapFor } from '../../src/analysis/cap-statement.ts';
import { capCarveOutsOf, carveOutsOf } from '../../src/analysis/carve-outs.ts';
import { DEFAULT_PLAYBOOK } from '../../src/analysis/default-playbook.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';

const capRule = DEFAULT_PLAYBOOK.rules.find((r) => r.clause_type === 'Cap on Liability');
const exclusionThenCap =
  '12.4 IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, SPECIAL OR CONSEQUENTIAL DAMAGES ARISING OUT OF THIS AGREEMENT. EACH PARTY\'S AGGREGATE LIABILITY UNDER THIS AGREEMENT SHALL NOT EXCEED THE TOTAL FEES OWED BY THE BUYER TO THE SELLER FOR GOODS DELIVERED HEREUNDER.';
const carveOutThenCap =
  'EXCEPT FOR CLAIMS UNDER SECTION 9 (INDEMNITY), IN NO EVENT WILL THE SUPPLIER\'S TOTAL LIABILITY FOR ANY DAMAGES ARISING OUT OF THIS AGREEMENT EXCEED THE [*] PAID TO THE SUPPLIER UNDER THIS AGREEMENT.';

describe('cap on liability: the sentence that states the cap', () => {
  it('finds the cap sentence after an exclusion of consequential damages', () => {
    const cap = capStatementOf(exclusionThenCap);
    assert.ok(cap);
    assert.match(cap.sentence, /^EACH PARTY'S AGGREGATE LIABILITY/);
    assert.match(cap.cap, /^THE TOTAL FEES OWED BY THE BUYER/);
  });
  it('ends a cap at a redacted figure that closes its sentence', () => {
    const cap = capStatementOf('Each party’s total liability under this Agreement shall not exceed [***]. The Supplier’s liability for penalties shall not exceed [***].');
    assert.equal(cap?.cap, '[***]');
    assert.equal(cap?.redacted, true);
  });
  it('reads no cap in a bare exclusion of consequential damages', () => {
    assert.equal(capStatementOf('Neither party shall be liable for any indirect or consequential damages, except for breach of confidentiality.'), null);
  });
  it('reads no cap in a limitation to direct damages', () => {
    assert.equal(capStatementOf('Each party’s liability shall be limited to direct damages.'), null);
  });
  it('quotes the cap sentence, not the exclusion before it', () => {
    const { analysis } = assessClause('Cap on Liability', exclusionThenCap, emptyClauseFacts(), emptyContractFields(), capRule);
    assert.match(analysis, /The clause reads: “EACH PARTY'S AGGREGATE LIABILITY/);
  });
  it('names the cap instead of saying none is stated', () => {
    const { analysis } = assessClause('Cap on Liability', exclusionThenCap, emptyClauseFacts(), emptyContractFields(), capRule);
    assert.doesNotMatch(analysis, /states no cap amount/);
    assert.match(analysis, /Liability is capped at “THE TOTAL FEES OWED BY THE BUYER TO THE SELLER FOR GOODS DELIVERED HEREUNDER”/);
  });
  it('says when the cap figure is left out of the text', () => {
    const { analysis } = assessClause('Cap on Liability', carveOutThenCap, emptyClauseFacts(), emptyContractFields(), capRule);
    assert.match(analysis, /capped at “THE \[\*\] PAID TO THE SUPPLIER UNDER THIS AGREEMENT” \(the figure is left out/);
  });
});

describe('carve-outs end where the cap sentence resumes', () => {
  it('ends a carve-out in capitals at "IN NO EVENT"', () => {
    assert.deepEqual(carveOutsOf(carveOutThenCap), ['CLAIMS UNDER SECTION 9 (INDEMNITY)']);
  });
  it('ends a carve-out in lower case at the party’s total liability', () => {
    const text = 'Except for breach of confidentiality, the Supplier’s total liability under this Agreement shall not exceed $100,000.';
    assert.deepEqual(carveOutsOf(text), ['breach of confidentiality']);
  });
  it('calls the cap a cap when a carve-out precedes it in the same sentence', () => {
    const { analysis } = assessClause('Cap on Liability', carveOutThenCap, emptyClauseFacts(), emptyContractFields(), capRule);
    assert.match(analysis, /The cap does not reach “CLAIMS UNDER SECTION 9/);
    assert.doesNotMatch(analysis, /The limitation does not apply to/);
    assert.doesNotMatch(analysis, /IN NO EVENT WILL THE SUPPLIER'S TOTAL LIABILITY[^”]*” and|does not reach “[^”]*IN NO EVENT/);
  });
});

describe('a cap that names a numbered section before its verb, with claims capped apart', () => {
  const text = "Seller's aggregate liability under Section 6.1(a) shall not exceed $470,000, being twenty percent (20%) of the Purchase Price; provided that this cap does not apply to fraud or to breach of the representations in Sections 4(a) and 4(b), for which liability is limited to the Purchase Price.";

  it('reads the cap past the section number "6.1(a)"', () => {
    assert.equal(capStatementsOf(text)[0]?.cap, '$470,000, being twenty percent (20%) of the Purchase Price');
  });
  it('keeps a carve-out whole across "4(a) and 4(b)" and stops before the clause that caps it', () => {
    assert.deepEqual(capCarveOutsOf(text), ['fraud or to breach of the representations in Sections 4(a) and 4(b)']);
  });
  it('finds the separate cap stated right after the carved-out claims', () => {
    assert.equal(separateCapFor('fraud or to breach of the representations in Sections 4(a) and 4(b)', text)?.cap, 'the Purchase Price');
  });
});
