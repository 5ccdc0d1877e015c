// Indemnities and grants read from a hosting agreement (issue #9, thirteenth session): "X will defend any third-party
// suit against Customer" protects Customer; a name written with a lower-case initial ("eGain") is read whole; a scope cut
// short ends its sentence with the ellipsis alone. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { indemnitiesFinding, indemnitiesOf, licenceGrantsOf } from '../../src/analysis/grants.ts';

describe('a defence of suits brought against the other party', () => {
  const text = 'Subject to this Section 9, eGain will defend any third-party suit or action against Customer to the extent such suit or action is based on a claim that the Software infringes a United States patent.';

  it('names the party the suits are brought against as the one protected', () => {
    const [indemnity] = indemnitiesOf(text);
    assert.equal(indemnity?.receiver, 'Customer');
  });

  it('states the suits it covers, not the party, as what it is against', () => {
    const [indemnity] = indemnitiesOf(text);
    assert.match(indemnity?.against ?? '', /^any third-party suit or action to the extent such suit or action is based on a claim/);
  });

  it('reads the giver\'s name whole, lower-case initial and all ("eGain", not "Gain")', () => {
    assert.equal(indemnitiesOf(text)[0]?.giver, 'eGain');
    assert.equal(licenceGrantsOf('eGain grants Customer a non-exclusive licence to use the Software.')[0]?.grantor, 'eGain');
  });
});

describe('an indemnity finding whose scope is cut short', () => {
  it('ends with the ellipsis, not "…."', () => {
    const finding = indemnitiesFinding([{ giver: 'Vendor', receiver: 'Customer', verb: 'defend', against: 'any claim that the Software infringes…' }]);
    assert.equal(finding, 'Vendor must defend Customer against any claim that the Software infringes…');
  });
});
