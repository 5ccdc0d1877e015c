// A licence each way (issue 10, sixth reading round): "Each Party grants the other a … licence" is a grant by both
// parties, read with the one-way grant beside it, and is not "made to us". Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isCrossLicence, licenceGrantsOf } from '../../src/analysis/grants.ts';
import { sideOfClause } from '../../src/analysis/our-side.ts';

const TEXT = 'Each Party grants the other a non-exclusive, royalty-free licence under its Background IP solely to perform the Project. Brackenridge grants Solent an exclusive licence under the Joint Results to make and sell coated panels.';

describe('"Each Party grants the other a licence"', () => {
  it('is read as a grant by each party, beside the one-way grant', () => {
    const grants = licenceGrantsOf(TEXT);
    assert.deepEqual(grants.map((g) => [g.grantor, g.grantee, g.royaltyFree]), [['Each Party', 'the other', true], ['Brackenridge', 'Solent', false]]);
    assert.equal(isCrossLicence(grants), true);
  });
  it('is a grant both ways, not one made to us', () => {
    assert.equal(sideOfClause('License Grant', TEXT, 'Solent'), 'mutual');
  });
});
