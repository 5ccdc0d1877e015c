// Issue #9, "a type needs its words": kinds of report clause both readers of the fixed judged set refused, and the
// rule each follows from, checked on sentences written for it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';

test('a right of first refusal named only as the title of a later cross-referenced section is no first right', () => {
  const text = 'No Transfer may occur without our prior written consent, except as otherwise provided in Sections 14.3 [Transfer to an Entity] through 14.8 [Our Right of First Refusal].';
  assert.equal(typeHasItsWords('Rofr/Rofo/Rofn', text), false);
});

test('a time bar on bringing claims is a limit on liability', () => {
  const text = 'Neither party may bring an action, regardless of form, arising out of this Agreement more than two (2) years after the cause of action arose.';
  assert.equal(typeHasItsWords('Cap on Liability', text), true);
});

test('a party keeping the intellectual property it already owns assigns no ownership', () => {
  const text = "The Licensor's rights in and to the Licensed Materials and all patents and copyrights therein shall be and remain the exclusive property of the Licensor.";
  assert.equal(typeHasItsWords('IP Ownership Assignment', text), false);
});

test('ownership of what a party creates under the agreement stays an ownership clause', () => {
  const text = 'All inventions and improvements made by the Developer in performing the Services shall be owned solely by the Customer.';
  assert.equal(typeHasItsWords('IP Ownership Assignment', text), true);
});
