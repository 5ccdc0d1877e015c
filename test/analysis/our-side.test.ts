import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromOurSide, positionOf } from '../../src/analysis/our-side.ts';

const MAY = /may\b/;

describe('reading a clause from our side', () => {
  it('our own right to terminate for convenience is not a risk to us', () => {
    const text = 'Customer may terminate this Agreement for convenience on thirty (30) days’ written notice.';
    assert.deepEqual(fromOurSide('Termination for Convenience', text, 'Customer', 'medium'), { risk: 'low', note: "The right is ours (Customer), not the other party's." });
  });
  it('the other side’s right to walk away is', () => {
    const text = 'Supplier may terminate this Agreement for convenience on thirty (30) days’ written notice.';
    assert.equal(fromOurSide('Termination for Convenience', text, 'Customer', 'medium').risk, 'high');
  });
  it('an indemnity we give weighs more than one we receive', () => {
    const ours = 'Licensee shall indemnify and hold harmless Licensor against all third-party claims.';
    const theirs = 'Licensor shall indemnify and hold harmless Licensee against all third-party claims.';
    assert.equal(fromOurSide('Indemnification', ours, 'Licensee', 'medium').risk, 'high');
    assert.equal(fromOurSide('Indemnification', theirs, 'Licensee', 'medium').risk, 'low');
  });
  it('a mutual clause stays as the playbook rates it', () => {
    assert.equal(positionOf('Either party may terminate this Agreement for convenience.', 'Customer', MAY), 'mutual');
    assert.equal(fromOurSide('Termination for Convenience', 'Either party may terminate for convenience.', 'Customer', 'medium').risk, 'medium');
  });
  it('changes nothing when the matter does not say which side it acts for', () => {
    assert.deepEqual(fromOurSide('Indemnification', 'Licensee shall indemnify Licensor.', null, 'medium'), { risk: 'medium', note: null });
  });
});
