// A franchise agreement written to "you" (issue #9, thirteenth session): the renewal option's holder is "you", whose
// possessive is "your", and the window to give notice runs to "the end of the term of this Agreement", not "the term of".
// Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extensionOptionOf } from '../../src/analysis/review-points.ts';
import { possessive } from '../../src/analysis/prose.ts';

describe('a renewal option written to "you"', () => {
  const text =
    'You may renew this Agreement for one additional term of five (5) years by giving us written notice of your choice to renew at least six (6) months before the end of the term of this Agreement (but not more than nine (9) months before the term expires).';

  it('reads the notice window to the end of the term of this Agreement', () => {
    assert.equal(extensionOptionOf(text)?.window, 'at least six (6) months before the end of the term of this Agreement');
  });

  it('names the holder "you", as a sentence says it mid-way', () => {
    assert.equal(extensionOptionOf(text)?.holder, 'you');
  });

  it('makes "you" possessive as "your", not "you\'s"', () => {
    assert.equal(possessive('you'), 'your');
    assert.equal(possessive('Franchisee'), "Franchisee's");
  });
});
