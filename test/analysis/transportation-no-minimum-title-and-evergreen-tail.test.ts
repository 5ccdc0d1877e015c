// Readings of a gas transportation agreement (issue #9, thirteenth session): "Notwithstanding anything to the contrary"
// before a sentence that frees the shipper of any minimum takes nothing out of a liability limit; a term that runs to
// the end of a contract year and then until terminated is said in those words; a warranty of title to the gas delivered
// is no representation of authority. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { typeHasItsWords } from '../../src/analysis/clause-wording.ts';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { openEndedTermOf } from '../../src/analysis/durations.ts';
import { representationsOf } from '../../src/analysis/review-points.ts';
import { capCarveOutsOf, carveOutsOf } from '../../src/analysis/carve-outs.ts';

describe('"Notwithstanding anything in this Agreement to the contrary"', () => {
  it('makes no Uncapped Liability of a sentence that frees a party of a minimum', () => {
    const text =
      "Notwithstanding anything in this Agreement to the contrary, there is no minimum quantity of Shipper Gas that must be tendered; accordingly, Shipper shall not have any liability for failure to tender any particular quantity, provided that this sentence shall not reduce Shipper's obligation to pay the fees.";
    assert.equal(typeHasItsWords('Uncapped Liability', text), false);
  });

  it('leaves Uncapped Liability where the sentence lifts a limit: "the limitations in Section 9 shall not apply to"', () => {
    const text = 'Notwithstanding anything to the contrary herein, the limitations of liability in Section 9 shall not apply to claims for fraud.';
    assert.equal(typeHasItsWords('Uncapped Liability', text), true);
  });
});

describe('a term to the end of a contract year, then until terminated', () => {
  it('is said as the event and then until a party terminates it', () => {
    const text =
      'This Agreement shall remain in full force and effect until the end of the tenth (10th) Contract Year, and shall continue in full force and effect thereafter until terminated by either Party by ninety (90) days written notice.';
    assert.equal(openEndedTermOf(text), 'until the end of the tenth (10th) Contract Year, and then until a party terminates it');
  });
});

describe('a warranty of title to what is delivered', () => {
  it('is no representation of power and authority ("good title or the right to deliver such Gas")', () => {
    const text = 'Shipper warrants that at delivery it will have good title or the right to deliver such Gas, free and clear of all liens.';
    assert.equal(representationsOf(text, text), null);
  });
});

describe('an exception that names a party, not a claim', () => {
  it('takes nothing out of a cap: "modification of the Software by a party other than Licensor, when such infringement would not have occurred"', () => {
    const text = 'Licensor shall have no liability for any infringement based on the modification of the Software by a party other than Licensor, when such infringement would not have occurred but for such modification.';
    assert.deepEqual(capCarveOutsOf(text), []);
  });

  it('leaves an exception that names claims: "except for liability arising under Section 8"', () => {
    assert.deepEqual(capCarveOutsOf("Except for liability arising under Section 8, each party's liability shall not exceed the fees paid in the preceding twelve (12) months."), ['liability arising under Section 8']);
  });
});

describe('remedies listed after an event of default in a courier services agreement', () => {
  it('a right to terminate on notice listed among the remedies for a default is no termination for convenience', () => {
    const text = '14.2 On the occurrence of an Event of Default, the non-defaulting Carrier may exercise any of the following remedies:\n(a) terminate this Agreement by giving ninety (90) days written notice;\n(b) recover all amounts then owing.';
    assert.equal(typeHasItsWords('Termination for Convenience', text), false);
  });

  it('a right to terminate on notice without cause keeps its type', () => {
    const text = '14.3 Either Carrier may terminate this Agreement at any time, without cause, by giving ninety (90) days written notice.';
    assert.equal(typeHasItsWords('Termination for Convenience', text), true);
  });
});

describe('an exception that opens a courier\'s covenant', () => {
  it('ends where the covenant\'s subject and verb resume ("…, Northline Express agrees not to …")', () => {
    const text = 'Except for the joint promotions described in Section 2.4 above, Northline Express agrees not to solicit overnight shipments from customers of the Courier.';
    assert.deepEqual(carveOutsOf(text), ['the joint promotions described in Section 2.4 above']);
  });
});

describe('insolvency listed among the events of default', () => {
  it('counts as termination on insolvency where an event of default lets a party terminate', () => {
    const contract = '16.1 Each of the following is an Event of Default of a Carrier: (a) it fails to pay any amount when due; (b) it becomes insolvent or bankrupt or makes an assignment for the benefit of its creditors.\n\n16.2 Upon the occurrence of an Event of Default, the other Carrier may terminate this Agreement by written notice.';
    const clause = '16.2 Upon the occurrence of an Event of Default, the other Carrier may terminate this Agreement by written notice.';
    const { recommendation } = assessClause('Termination for Cause', clause, emptyClauseFacts(), emptyContractFields(), undefined, contract);
    assert.doesNotMatch(recommendation, /add termination on the other party’s insolvency/);
  });
});

describe('a limit on an indemnity stated in the clause before', () => {
  it('names no party giving an indemnity, and is not called one-sided', () => {
    const text = '8.2 Notwithstanding anything to the contrary, the indemnifying party\u2019s liability to the other under this Article shall not exceed the insurance cover required by Article 9.';
    const { recommendation } = assessClause('Indemnification', text, emptyClauseFacts(), emptyContractFields(), undefined, text);
    assert.match(recommendation, /the clause names no party giving one/);
  });

  it('a party that holds the other harmless still gives a one-sided indemnity', () => {
    const text = 'The Carrier will hold the Shipper harmless from all claims for loss of or damage to the goods.';
    const { recommendation } = assessClause('Indemnification', text, emptyClauseFacts(), emptyContractFields(), undefined, text);
    assert.match(recommendation, /the clause reads as one-sided/);
  });
});

describe('the cure period the events of default give', () => {
  it('is named for a right to terminate on an event of default stated apart from the list', () => {
    const contract = '16.1 Each of the following is an Event of Default of a Carrier: (a) it fails to pay any amount when due; (b) it fails to perform any other obligation and fails to cure the failure within twenty (20) days of written notice.\n\n16.2 Upon the occurrence of an Event of Default, the other Carrier may terminate this Agreement by written notice.';
    const clause = '16.2 Upon the occurrence of an Event of Default, the other Carrier may terminate this Agreement by written notice.';
    const { recommendation } = assessClause('Termination for Cause', clause, emptyClauseFacts(), emptyContractFields(), undefined, contract);
    assert.match(recommendation, /^The cure period is twenty \(20\) days, as the Events of Default state it/);
  });
});
