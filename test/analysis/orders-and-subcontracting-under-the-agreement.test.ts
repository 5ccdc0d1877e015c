// Transactions and work under the agreement (issue #9, thirteenth session): a distributor's right to "cancel, reschedule
// or modify all or any portion of a purchase order" changes a transaction, not the agreement; a ban on subcontracting the
// work is recommended as one, not as a ban on assigning the contract; integrating software is no integration clause.
// Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { emptyClauseFacts } from '../../src/analysis/model.ts';
import { reviewPoint } from '../../src/analysis/review-points.ts';

describe('a right to change orders', () => {
  it('is no Amendment: "may cancel, reschedule or modify all or any portion of a purchase order"', () => {
    const text = 'Distributor may cancel, reschedule or modify all or any portion of a purchase order accepted by Supplier at no cost if the request is made at least thirty (30) days before the scheduled shipment date.';
    assert.equal(typeHasItsWords('Amendment', text), false);
  });

  it('leaves an Amendment of the agreement itself: "This Agreement may be modified only in a writing signed by both parties"', () => {
    assert.equal(typeHasItsWords('Amendment', 'This Agreement may be modified only in a writing signed by both parties, and no purchase order shall modify it.'), true);
  });
});

describe('a ban on subcontracting the work', () => {
  it('is recommended as one, not as a ban on assigning the contract', () => {
    const text = 'CRO may not subcontract any parts of the Services to a third party without the prior written approval of Client, which approval shall not unreasonably be withheld.';
    const point = reviewPoint('Anti-Assignment', { text, facts: emptyClauseFacts() });
    assert.match(point ?? '', /^Consent is needed to hand the work on, not to assign the contract/);
  });

  it('leaves the assignment recommendation where the clause bans assigning too', () => {
    const text = 'Neither party may assign this Agreement or subcontract the Services without the prior written consent of the other party.';
    assert.match(reviewPoint('Anti-Assignment', { text, facts: emptyClauseFacts() }) ?? '', /^Consent is needed for any assignment/);
  });
});

describe('integration of software', () => {
  it('is no Entire Agreement: "the Company will provide reasonable remote integration and implementation assistance"', () => {
    const text = '12.3 Integration Support. At its own expense the Company will provide Licensee with reasonable remote integration and implementation assistance, including upon the addition of new Installed Software.';
    assert.equal(typeHasItsWords('Entire Agreement', text), false);
  });

  it('is no Entire Agreement: the parties "will each use commercially reasonable efforts to complete their respective responsibilities"', () => {
    assert.equal(typeHasItsWords('Entire Agreement', 'The Company and the Licensee will each use commercially reasonable efforts to complete their respective responsibilities in the Integration Specification.'), false);
  });

  it('leaves the integration clause: "This Agreement is the complete and exclusive statement of the parties\' agreement and is fully integrated"', () => {
    assert.equal(typeHasItsWords('Entire Agreement', "This Agreement is the complete and exclusive statement of the parties' agreement and is fully integrated."), true);
  });
});
