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

test('terms for a third party no better than those last offered to the holder are a last look, not Most Favored Nation', () => {
  const text =
    'After the negotiation period ends, Licensor may license the Asian rights to a Third Party, provided that the economic terms shall be no more favorable to such Third Party than those last offered to Licensee.';
  assert.equal(typeHasItsWords('Most Favored Nation', text), false);
});

test('terms no better than those last offered by the holder before negotiations ended are a last look, not Most Favored Nation', () => {
  const text =
    'For six months any such agreement may not be on terms and conditions more favorable to the Third Party than the terms and conditions last offered by Distributor prior to the termination of discussions between the parties.';
  assert.equal(typeHasItsWords('Most Favored Nation', text), false);
});

test('a promise that no other licensee gets more favourable terms is still Most Favored Nation', () => {
  const text = 'Licensor shall not grant any other licensee terms more favorable than those offered to Licensee under this Agreement.';
  assert.ok(typeHasItsWords('Most Favored Nation', text));
});

test('a grant shared on a co-exclusive basis with the licensor and its affiliates is no Affiliate License-Licensor', () => {
  const text =
    'Maker hereby grants to Promoter the right, on a co-exclusive basis (solely with Maker and its Affiliates), to detail the Product to physicians in the Territory.';
  assert.equal(typeHasItsWords('Affiliate License-Licensor', text), false);
});

test('a denial that any licence in marks owned by the licensor or its affiliates is given is no Affiliate License-Licensor', () => {
  const text = 'No right, title or license in any trademarks owned by Sponsor or any of its affiliates is intended to be granted to the Publisher by this Agreement.';
  assert.equal(typeHasItsWords('Affiliate License-Licensor', text), false);
});

test('a licensor granting for itself and its affiliates is still Affiliate License-Licensor', () => {
  const text = 'Maker, on behalf of itself and its Affiliates, hereby grants to Promoter a non-exclusive license under the patents owned by Maker or its Affiliates.';
  assert.ok(typeHasItsWords('Affiliate License-Licensor', text));
});
