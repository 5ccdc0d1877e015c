// A warranty of title in what is licensed or sold is read as such, not as a party's power to sign, and a disclaimer
// beside it is stated without asking again for the title the clause gives (issue 10, read5). Sentences written for
// the test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';

describe('a warranty of title with a disclaimer', () => {
  const text = 'The Owner warrants that it is the sole owner of the Design Rights and has the right to grant these licences. The Owner gives no warranty that the Design Rights are valid or that the Products will not infringe third-party rights.';
  it('says what is warranted: ownership and the right to grant, not power and authority to sign', () => {
    const { analysis } = assessClause('Warranty', text, emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /it owns the Design Rights/);
    assert.match(analysis, /right to grant the licences/);
    assert.doesNotMatch(analysis, /power and authority/);
  });
  it('states what is disclaimed and does not ask for the title warranty it already gives', () => {
    const point = reviewPoint('Warranty', { text, facts: emptyClauseFacts(), operative: text })!;
    assert.match(point, /no warranty that the Design Rights are valid/);
    assert.match(point, /title is warranted/);
    assert.doesNotMatch(point, /\(title,/);
  });
  it('still reads "power and authority to enter into" as authority', () => {
    const { analysis } = assessClause('Warranty', 'Each party warrants that it has full power and authority to enter into this Agreement.', emptyClauseFacts(), emptyContractFields(), undefined);
    assert.match(analysis, /power and authority/);
  });
});
