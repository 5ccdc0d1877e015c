// Readings of a patent and know-how agreement (issue #9, thirteenth session): a term that runs until an event is stated
// without the example after it and never cut off mid-phrase; "during the term of this Agreement" qualifying another act
// states no term; a limit that leaves another article's indemnities alone gives no indemnity, and the search for a
// required indemnity finds the article that gives one. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openEndedTermOf } from '../../src/analysis/durations.ts';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { findProtection } from '../../src/analysis/protection-search.ts';

describe('a term that runs until an event', () => {
  it('is stated without the example that follows it ("such as in the United States where …")', () => {
    const text =
      'This Agreement will continue in effect until the expiration of the last to expire of the Patents and any period thereafter in which the Patents remain enforceable such as in the United States where a party can sue for past infringement.';
    assert.equal(openEndedTermOf(text), 'until the expiration of the last to expire of the Patents and any period thereafter in which the Patents remain enforceable');
  });

  it('is marked as cut off when the event runs on past what the summary can show', () => {
    const text = `This Agreement will continue in effect until the expiration of the last to expire of the Licensed Patents in the Territory ${'and the last to expire of their foreign counterparts '.repeat(4)}in each country.`;
    assert.match(openEndedTermOf(text) ?? '', /…$/);
  });
});

describe('the term of the agreement named, not stated', () => {
  it('is no Term: "Improvements made during the term of this IP Agreement shall be deemed Technical Information"', () => {
    const text = 'Improvements made or acquired solely by the Licensor during the term of this IP Agreement shall be deemed Technical Information and shall be subject to the licence in Article 3.';
    assert.equal(typeHasItsWords('Term', text), false);
  });

  it('is no Expiration Date either: "Should the crude oil price at any moment during the term of this Agreement move …"', () => {
    const text = 'Should the Average Brent crude oil price at any moment during the term of this Agreement move to a different price bracket, Seller may increase or decrease the Product price by $2 for every $5 change.';
    assert.equal(typeHasItsWords('Expiration Date', text), false);
  });

  it('still finds a Term that states one: "The term of this Agreement is five (5) years from the Effective Date"', () => {
    assert.equal(typeHasItsWords('Term', 'The term of this Agreement is five (5) years from the Effective Date.'), true);
  });
});

const LIMIT = 'Subject to and except for any indemnification obligations under Article 3.09 below, Licensor will not be under any liability arising out of the supply of Technical Information.';
const INDEMNITY = 'Licensor shall indemnify and hold harmless Licensee from and against all losses arising out of any breach of the representations in this Article.';

describe('indemnities another article gives, named to leave them alone', () => {
  it('give the limit that names them no Indemnification type', () => {
    assert.equal(typeHasItsWords('Indemnification', LIMIT), false);
  });

  it('are passed over by the search, which finds the article that gives the indemnity', () => {
    const text = `3.08 ${LIMIT}\n\n3.09 Licensor represents that the Patents are valid. ${INDEMNITY}`;
    const found = findProtection('Indemnification', text);
    assert.ok(found, 'an indemnity found');
    assert.match(found.quote, /^Licensor shall indemnify and hold harmless Licensee/);
  });
});
