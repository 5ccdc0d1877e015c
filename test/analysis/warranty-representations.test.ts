import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';

const recommend = (text: string) => assessClause('Warranty', text, emptyClauseFacts(), emptyContractFields(), undefined).recommendation;

describe('warranty recommendations: representations about a party vs product and service warranties', () => {
  it('gives no repair-or-replace remedy for a representation of authority', () => {
    const r = recommend('Each Party represents and warrants that it has full power and authority to enter into this Agreement and to perform its obligations hereunder.');
    assert.doesNotMatch(r, /repair, replace, refund/);
    assert.match(r, /representations of power and authority to enter the contract/);
    assert.match(r, /signatory’s authority/);
  });
  it('asks about the consents for a representation that consents are obtained', () => {
    const r = recommend('The Distributor represents that it has obtained all consents and approvals required for it to execute this Agreement.');
    assert.doesNotMatch(r, /repair, replace, refund/);
    assert.match(r, /consents are needed/);
  });
  it('asks which laws a compliance representation reaches', () => {
    const r = recommend('The Supplier warrants that it will comply with all applicable laws and regulations in performing this Agreement.');
    assert.doesNotMatch(r, /repair, replace, refund/);
    assert.match(r, /representations of compliance with law/);
  });
  it('says whether the representations are mutual', () => {
    assert.match(recommend('Each party represents that the execution of this Agreement does not conflict with any other agreement to which it is a party.'), /given by both parties/);
    assert.match(recommend('Licensee represents that the execution of this Agreement does not conflict with any other agreement to which it is a party.'), /we get the same from the other party/);
  });
  it('keeps the remedy questions for a product warranty', () => {
    const r = recommend('Seller warrants that the Products will be free from defects in materials and workmanship and will conform to the Specifications.');
    assert.match(r, /repair, replace, refund/);
  });
});

const analyse = (text: string) => assessClause('Warranty', text, emptyClauseFacts(), emptyContractFields(), undefined).analysis;

describe('warranty analysis: the opening sentence says what a representation about a party is', () => {
  it('opens a mutual representation of authority with "Each party represents"', () => {
    const a = analyse('Each Party represents and warrants that it has full power and authority to enter into this Agreement and to perform its obligations hereunder.');
    assert.match(a, /^Each party represents and warrants that it has the power and authority to enter into and perform the contract\./);
    assert.doesNotMatch(a, /^Gives warranties/);
  });
  it('names the party that represents it has obtained its consents', () => {
    assert.match(analyse('The Distributor represents that it has obtained all consents and approvals required for it to execute this Agreement.'), /^The Distributor represents that it has obtained the consents and approvals it needs\./);
  });
  it('opens a compliance representation with the promise to comply', () => {
    assert.match(analyse('The Supplier warrants that it will comply with all applicable laws and regulations in performing this Agreement.'), /^The Supplier warrants that it will comply with applicable law\./);
  });
  it('names the subject after a capitals heading that repeats it', () => {
    assert.match(analyse('REPRESENTATIONS OF KESTREL KESTREL hereby represents that it has full corporate power and authority to execute this Agreement.'), /^KESTREL represents that it has the power and authority/);
  });
  it('keeps "Gives warranties" for a product warranty', () => {
    assert.match(analyse('Seller warrants that the Products will be free from defects in materials and workmanship.'), /^Gives warranties\./);
  });
});
