// Issue #9, nineteenth reading: errors read in a contract manufacturing and supply agreement, a sponsored research
// agreement with a university, a shareholders' agreement of a private company, a marketing statement of work under
// an MSA and a state agency's IT services contract. One behaviour per test, on sentences written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractParties } from '../../src/engines/local/analysis/fields/parties.ts';
import { extractGoverningLaw } from '../../src/engines/local/analysis/fields/jurisdictions.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { findProtection } from '../../src/analysis/protection-search.ts';
import { contractTypeFromTitle } from '../../src/engines/local/analysis/classify/title-rules.ts';

describe('fields', () => {
  it('keeps a company whose legal name has "Contract" in it as a party', () => {
    const text =
      'This Supply Agreement is made as of 2 June 2025 between Ostrander Foods Inc., an Ohio corporation ("Buyer"), and Millbrook Contract Packaging LLC, a Texas limited liability company ("Packer").';
    assert.deepEqual(
      extractParties(text).map((p) => p.name),
      ['Ostrander Foods Inc.', 'Millbrook Contract Packaging LLC'],
    );
  });

  it('reads a law that "shall be applied in the interpretation" of the contract as its governing law', () => {
    const text = '22. Choice of Law. Nevada law, and the regulations made under it, shall be applied in the interpretation and enforcement of this Contract.';
    assert.equal(extractGoverningLaw(text)?.jurisdiction, 'Nevada');
  });

  it("does not read a founder's non-compete period after ceasing to hold shares as the agreement's term", () => {
    const text = [
      'This Shareholders Agreement is dated 5 May 2025 between Asha Patel ("Founder") and Tern Capital LLP ("Investor").',
      '9. The Founder shall not, for as long as she holds Shares and for a period of eighteen (18) months after ceasing to hold Shares, carry on any business that competes with the Company.',
      '14. This Agreement continues in force until the Company is wound up or its shares are listed.',
    ].join('\n\n');
    const fields = extractFields(text);
    assert.equal(fields.initialTerm, null);
    assert.equal(fields.expirationDate, null);
  });
});

describe('missing protections', () => {
  it('finds termination for cause in a breach the contractor "does not cure" within a period, though never called material', () => {
    const text =
      'If the Contractor fails to perform any obligation, the Department may notify the Contractor of the breach. If the Contractor does not cure the breach within twenty (20) days after that notice, the Department may terminate this Contract by further notice.';
    assert.ok(findProtection('Termination for Cause', text));
    assert.equal(findProtection('Termination for Cause', 'If the Contractor does not cure the defect within twenty (20) days, the Department may deduct the cost of correction from the next invoice.'), null);
  });
});

describe('contract type', () => {
  it('files a sponsored research agreement with the research collaborations, and keeps a research-and-licence title a licence', () => {
    assert.equal(contractTypeFromTitle('SPONSORED RESEARCH AGREEMENT'), 'Collaboration Agreement');
    assert.equal(contractTypeFromTitle('Research Funding Agreement'), 'Collaboration Agreement');
    assert.equal(contractTypeFromTitle('Sponsored Research and Licence Agreement'), 'License Agreement');
  });

  it("reads a public body's 'Contract for … Services' title as a service agreement", () => {
    assert.equal(contractTypeFromTitle('CONTRACT FOR PAYROLL PROCESSING SERVICES'), 'Service Agreement');
    assert.equal(contractTypeFromTitle('Professional Services Contract'), 'Service Agreement');
    assert.equal(contractTypeFromTitle('Contract for the Sale of Goods'), null);
  });
});
