// Changing an order is no amendment of the agreement (issue #9, thirteenth session): a distributor's right to "cancel,
// reschedule or modify all or any portion of a purchase order" changes a transaction under the agreement. Sentences
// written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';

describe('a right to change orders', () => {
  it('is no Amendment: "may cancel, reschedule or modify all or any portion of a purchase order"', () => {
    const text = 'Distributor may cancel, reschedule or modify all or any portion of a purchase order accepted by Supplier at no cost if the request is made at least thirty (30) days before the scheduled shipment date.';
    assert.equal(typeHasItsWords('Amendment', text), false);
  });

  it('leaves an Amendment of the agreement itself: "This Agreement may be modified only in a writing signed by both parties"', () => {
    assert.equal(typeHasItsWords('Amendment', 'This Agreement may be modified only in a writing signed by both parties, and no purchase order shall modify it.'), true);
  });
});
