// A cover block names each party under its role ("Host: …", "Processor: …"): the role word can be any word the terms
// then use for that party, not only the roles of a fixed list. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { partyAliases } from '../../src/engines/local/analysis/duties.ts';

describe('a cover block whose labels are role words', () => {
  it('reads "Host:" and "Exhibitor:" as parties when the terms speak of the Host and the Exhibitor', () => {
    const text =
      'EVENT HOSTING AGREEMENT\n\nCOVER PAGE\n\nHost: Quarry Lane Events Ltd\nExhibitor: Pellham Audio GmbH\nEvent Date: 12 June 2026\n\n' +
      'TERMS\n\n1. Host shall provide the stand space described in the Schedule.\n2. Exhibitor shall pay the Stand Fee within 30 days after the date of the invoice.\n';
    const fields = extractFields(text);
    assert.deepEqual(fields.parties, ['Quarry Lane Events Ltd', 'Pellham Audio GmbH']);
    const aliases = partyAliases(text, fields);
    assert.equal(aliases.find((a) => a.alias === 'Host')?.party, 'Quarry Lane Events Ltd');
  });
  it('reads "Controller:" and "Processor:" when one is the subject and the other the party notified', () => {
    const text = 'DATA PROCESSING AGREEMENT\n\nController: Ardent Clinics B.V.\nProcessor: Syncwell Cloud Inc.\n\n1. Processor shall notify Controller of a Personal Data Breach within 48 hours after becoming aware of it.\n';
    assert.deepEqual(extractFields(text).parties, ['Ardent Clinics B.V.', 'Syncwell Cloud Inc.']);
  });
  it('takes no field whose label the terms never use for a party', () => {
    const text =
      'ORDER FORM\n\nSupplier: Brindle Tools Ltd\nCustomer: Oakfield Farms LLC\nWarehouse: Dock Nine Storage Inc.\nCarrier Account: Fastline Haulage Ltd\n\n' +
      '1. Supplier shall deliver the Goods to the Warehouse within 10 days after each order.\n';
    assert.deepEqual(extractFields(text).parties, ['Brindle Tools Ltd', 'Oakfield Farms LLC']);
  });
});
