// Issue #9, sixteenth session: genuine instances of the weakest CUAD types that a wording check refused.
// One behaviour per test, on sentences written for these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';

test('a limit on raising a fee set as a schedule of payments is a Price Restriction', () => {
  const text =
    'After the first year, the Publisher may raise the Payment Schedule on ninety days\' notice; provided that the Publisher may not increase the Payment Schedule more than once in any twelve-month period.';
  assert.ok(typeHasItsWords('Price Restrictions', text));
});

test('payments merely stated are no Price Restriction', () => {
  assert.equal(typeHasItsWords('Price Restrictions', 'The Sponsor shall make the payments set out in Schedule B within thirty days of each invoice.'), false);
});
