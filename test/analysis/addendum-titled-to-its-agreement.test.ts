// A document titled as part of another agreement (issue #9, thirteenth session): "ADDENDUM TO ZEBRA® PARTNERCONNECT
// DISTRIBUTOR AGREEMENT", "First Amendment to the License Agreement". Its core protections live in that agreement, so
// they are not plainly missing from it. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mainAgreementOf, takesLawOfMainAgreement } from '../../src/analysis/addendum.ts';

describe('a title that says what the document is part of', () => {
  it('names the agreement an addendum in capitals is to, as a sentence names it', () => {
    const text = 'ADDENDUM TO\n\nHALCYON PARTNER DISTRIBUTOR AGREEMENT\n\nTHIS ADDENDUM ("Addendum") is made on 4 February 2026 between Halcyon Devices LLC and Northgate Supply, Inc.';
    assert.equal(mainAgreementOf(text), 'the Halcyon Partner Distributor Agreement');
  });

  it('names the agreement a numbered amendment is to', () => {
    assert.equal(mainAgreementOf('SECOND AMENDMENT TO SERVICES AGREEMENT\n\nThis Second Amendment is made between Alder Ltd and Birch GmbH.'), 'the Services Agreement');
  });

  it('leaves a contract whose title names no other agreement alone, schedules and all', () => {
    assert.equal(mainAgreementOf('SUPPLY AGREEMENT\n\nThis Supply Agreement is made between Alder Ltd and Birch GmbH.\n\nSCHEDULE 1 TO THE SUPPLY AGREEMENT'), null);
  });
});

describe('a governing law taken from the main agreement by reference', () => {
  it('is read from "the Governing Law … provisions of the Distribution Agreement will apply to this Addendum"', () => {
    assert.equal(takesLawOfMainAgreement('The terms of the Governing Law and Dispute Resolution provisions of the Distribution Agreement will apply to this Addendum.'), true);
  });

  it('is read from "governed by the law specified in the MSA"', () => {
    assert.equal(takesLawOfMainAgreement('This SOW is governed by the law specified in the MSA.'), true);
  });

  it('is not read from a choice of law of its own', () => {
    assert.equal(takesLawOfMainAgreement('This Addendum is governed by the laws of the State of New York.'), false);
  });
});
