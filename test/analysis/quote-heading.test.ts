import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assessClause, withoutLeadingHeading } from '../../src/analysis/assess-clause.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';

describe('the quoted sentence starts after its heading and section number', () => {
  it('drops a heading in capitals and the section number after it', () => {
    assert.equal(withoutLeadingHeading('INDEMNITIES 7.2 Each Party shall indemnify the other against third-party claims.'), 'Each Party shall indemnify the other against third-party claims.');
  });
  it('drops the section number before a sentence set in capitals', () => {
    assert.equal(
      withoutLeadingHeading("8.2 EACH PARTY'S TOTAL AGGREGATE LIABILITY SHALL NOT EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM."),
      "EACH PARTY'S TOTAL AGGREGATE LIABILITY SHALL NOT EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.",
    );
  });
  it('drops a heading in capitals joined by an ampersand', () => {
    assert.equal(withoutLeadingHeading('PAYMENT & INVOICING Neither Party may withhold undisputed amounts.'), 'Neither Party may withhold undisputed amounts.');
  });
  it('drops a numbered article heading and its dash', () => {
    assert.equal(withoutLeadingHeading('ARTICLE 4 - AUDIT 4.2 The Supplier shall keep complete records for three years.'), 'The Supplier shall keep complete records for three years.');
  });
  it('drops a Title Case heading whose first word restarts the sentence as its subject', () => {
    assert.equal(withoutLeadingHeading('Reseller Covenants and Undertakings Reseller agrees to keep the Products in their original packaging.'), 'Reseller agrees to keep the Products in their original packaging.');
  });
  it('drops a Title Case heading followed by a sentence opener such as "Neither" or "The"', () => {
    assert.equal(withoutLeadingHeading('12.3 Limitation of Remedies Neither party shall claim punitive damages.'), 'Neither party shall claim punitive damages.');
    assert.equal(withoutLeadingHeading('Term The term of this Agreement is two years.'), 'The term of this Agreement is two years.');
  });
  it('drops a bare section number before the subject', () => {
    assert.equal(withoutLeadingHeading('4.4 Northwind Traders shall keep the software current.'), 'Northwind Traders shall keep the software current.');
  });
  it('drops a numbered subsection before a sentence that starts in lower case', () => {
    assert.equal(withoutLeadingHeading('2.3 where requested, the Vendor may second its staff to the Customer.'), 'where requested, the Vendor may second its staff to the Customer.');
  });
  it('keeps a subject that starts with an acronym in capitals', () => {
    assert.equal(withoutLeadingHeading('NW Traders shall keep the software current.'), 'NW Traders shall keep the software current.');
  });
  it('keeps a company name whose first word is set in capitals', () => {
    assert.equal(withoutLeadingHeading('NORTHWIND Holdings Inc. shall pay the fee.'), 'NORTHWIND Holdings Inc. shall pay the fee.');
  });
  it('keeps a sentence set partly in capitals', () => {
    assert.equal(withoutLeadingHeading('IN NO EVENT SHALL Supplier be liable for lost profits.'), 'IN NO EVENT SHALL Supplier be liable for lost profits.');
  });
  it('keeps a subject made of capitalised words', () => {
    assert.equal(withoutLeadingHeading('Joint Venture Company shall invoice all sales.'), 'Joint Venture Company shall invoice all sales.');
  });
  it('keeps a cross-reference that opens a sentence', () => {
    assert.equal(withoutLeadingHeading('Section 5.2 of the Supply Agreement is hereby deleted.'), 'Section 5.2 of the Supply Agreement is hereby deleted.');
  });
  it('drops a capitals heading whose last word is repeated as the subject', () => {
    assert.equal(withoutLeadingHeading('OBLIGATIONS OF NORTHWIND NORTHWIND hereby agrees to keep the software current.'), 'NORTHWIND hereby agrees to keep the software current.');
  });
  it('drops a capitals heading whose first word is repeated as the subject', () => {
    assert.equal(withoutLeadingHeading('BETA CONSENTS BETA represents that it holds every consent required.'), 'BETA represents that it holds every consent required.');
  });
  it('keeps a sentence in capitals that repeats no heading word', () => {
    assert.equal(withoutLeadingHeading('ACME AND BETA agree to meet quarterly.'), 'ACME AND BETA agree to meet quarterly.');
  });
  it('drops a page header and a title fragment before a numbered section', () => {
    assert.equal(withoutLeadingHeading('DRAFT COPY Supply Agreement 7.02 If the Vendor delays delivery, it shall notify the Buyer.'), 'If the Vendor delays delivery, it shall notify the Buyer.');
  });
  it('keeps a numbered reference followed by lower-case words', () => {
    assert.equal(withoutLeadingHeading('Schedule B 2.1 of the Supply Agreement is hereby deleted.'), 'Schedule B 2.1 of the Supply Agreement is hereby deleted.');
  });
  it('keeps a sentence that is nothing but a heading', () => {
    assert.equal(withoutLeadingHeading('12.1 Termination for Breach.'), '12.1 Termination for Breach.');
  });
  it('quotes the operative sentence without its heading in the clause analysis', () => {
    const text = 'WARRANTIES 6.1 Each Party represents and warrants that it has full authority to enter into this Agreement.';
    const facts = { ...emptyClauseFacts(), keySentences: { Warranty: { start: 0, end: text.length, quote: text } } };
    const { analysis } = assessClause('Warranty', text, facts, emptyContractFields(), undefined, text);
    assert.match(analysis, /The clause reads: “Each Party represents and warrants/);
    assert.doesNotMatch(analysis, /“WARRANTIES/);
  });
});

describe('the quoted sentence is the one that states the type', async () => {
  const { readClauseFacts } = await import('../../src/engines/local/analysis/risk/clause-facts.ts');
  const quoteFor = (type: 'Non-Disparagement' | 'Non-Transferable License' | 'IP Ownership Assignment', text: string) =>
    readClauseFacts(text, { start: 0, end: text.length, page: 1, text, heading: null, types: [type] }).keySentences[type]?.quote;
  it('for a non-disparagement promise after a morals clause', () => {
    const text = 'Artist shall conduct himself with due regard to public morals at all times. Neither party shall make any public statement that disparages the other.';
    assert.match(quoteFor('Non-Disparagement', text)!, /^Neither party shall make any public statement that disparages/);
  });
  it('for a ban on transferring a licence after the grant', () => {
    const text = 'Licensor grants Licensee a licence to use the Marks in the Territory for the Term. Licensee shall not sublicense or otherwise transfer the licence to any other person.';
    assert.match(quoteFor('Non-Transferable License', text)!, /^Licensee shall not sublicense/);
  });
  it('for an assignment of improvements after a sentence on who owns the tooling', () => {
    const text = 'The molds supplied by Buyer remain the property of Buyer at all times. All improvements made by Maker shall be owned by Buyer, and Maker hereby assigns them to Buyer.';
    assert.match(quoteFor('IP Ownership Assignment', text)!, /^All improvements made by Maker shall be owned by Buyer/);
  });
});

describe('the quoted term sentence', async () => {
  const { readClauseFacts } = await import('../../src/engines/local/analysis/risk/clause-facts.ts');
  it('is the one that "continues for an initial period", not the renewal after it', () => {
    const text = 'This Agreement begins on the date stated above and continues for an initial period of three (3) years. It shall then continue from year to year unless either party gives notice.';
    const facts = readClauseFacts(text, { start: 0, end: text.length, page: 1, text, heading: null, types: ['Term'] });
    assert.match(facts.keySentences.Term!.quote, /^This Agreement begins on the date stated above/);
  });
});

describe('a quoted lead-in', async () => {
  const { readClauseFacts } = await import('../../src/engines/local/analysis/risk/clause-facts.ts');
  it('carries its first item, not the colon alone', () => {
    const text = '12.4 Upon expiration or termination of this Agreement for any reason: (a) Supplier shall deliver all accepted orders; and (b) Buyer shall pay for them.';
    const facts = readClauseFacts(text, { start: 0, end: text.length, page: 1, text, heading: null, types: ['Post-Termination Services'] });
    assert.match(facts.keySentences['Post-Termination Services']!.quote, /for any reason: \(a\) Supplier shall deliver all accepted orders/);
  });
  it('carries its first item, not the item\'s marker standing alone on its line', () => {
    const text = '(a) Licensor represents and warrants that:\n\ni. It owns or controls all rights in the Films needed to grant the licence;\n\nii. It will not impair those rights.';
    const facts = readClauseFacts(text, { start: 0, end: text.length, page: 1, text, heading: null, types: ['Warranty'] });
    assert.match(facts.keySentences.Warranty!.quote, /warrants that:\s+i\. It owns or controls all rights in the Films/);
  });
});
