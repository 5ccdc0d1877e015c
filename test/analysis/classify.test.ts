import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyContract } from '../../src/engines/local/analysis/classify/classify-contract.ts';
import type { ContractTypeModel } from '../../src/engines/local/analysis/classify/contract-type-model.ts';
import { contractTypeFromTitle, findTitle } from '../../src/engines/local/analysis/classify/title-rules.ts';

const fakeModel = (contractType: 'License Agreement', confidence: number): ContractTypeModel => ({ predict: () => ({ contractType, confidence }) });

describe('contract classification', () => {
  it('finds the title line of the opening', () => {
    assert.equal(findTitle('Exhibit 10.1\n\nMUTUAL NON-DISCLOSURE AGREEMENT\n\nThis Agreement is made'), 'MUTUAL NON-DISCLOSURE AGREEMENT');
  });
  it('classifies types CUAD lacks from the title', () => {
    assert.equal(contractTypeFromTitle('MUTUAL NON-DISCLOSURE AGREEMENT'), 'Non-Disclosure Agreement');
    assert.equal(contractTypeFromTitle('Master Services Agreement'), 'Master Services Agreement');
    assert.equal(contractTypeFromTitle('STATEMENT OF WORK No. 3'), 'Statement of Work');
    assert.equal(contractTypeFromTitle('EXECUTIVE EMPLOYMENT AGREEMENT'), 'Employment Agreement');
    assert.equal(contractTypeFromTitle('OFFICE LEASE AGREEMENT'), 'Lease Agreement');
    assert.equal(contractTypeFromTitle('LOAN AGREEMENT'), 'Loan Agreement');
    assert.equal(contractTypeFromTitle('ASSET PURCHASE AGREEMENT'), 'Purchase Agreement');
  });
  it('reads a title that opens with the lease itself as a lease', () => {
    assert.equal(contractTypeFromTitle('LEASE OF UNIT 4, MERIDIAN BUSINESS PARK, CROYDON'), 'Lease Agreement');
    assert.equal(contractTypeFromTitle('Deed of Sub-Lease'), 'Lease Agreement');
  });
  it('reads a power purchase agreement as a supply of energy, not a purchase of a business', () => {
    assert.equal(contractTypeFromTitle('POWER PURCHASE AGREEMENT'), 'Supply Agreement');
  });
  it('takes no wrapped line of a sentence as the title (text extracted from a PDF keeps its line breaks)', () => {
    const opening = 'Exhibit 10.21\n\nCertain information has been excluded from this agreement (indicated by "[***]") because such information (i)\nwould be competitively harmful if publicly disclosed.\n\nCO-DEVELOPMENT AGREEMENT\nThis Co-Development Agreement';
    assert.equal(findTitle(opening), 'CO-DEVELOPMENT AGREEMENT');
  });
  it('takes no defined term on its own line as the title', () => {
    assert.equal(findTitle('Exhibit 10.14\n“Agreement”\nbetween\nAcme AG\nLicense and Development Agreement\n'), 'License and Development Agreement');
  });
  it('takes no sentence line that defines a term in brackets as the title', () => {
    const opening = 'Pursuant to the Second Amended and Restated Agreement of Limited Partnership of the Operating Partnership (the “OP Agreement”), as\namended, the Company may issue units.';
    assert.notEqual(findTitle(opening), 'Pursuant to the Second Amended and Restated Agreement of Limited Partnership of the Operating Partnership (the “OP Agreement”), as');
  });
  it('separates a title\u2019s words a PDF ran together', () => {
    assert.equal(contractTypeFromTitle(findTitle('Exhibit 1.1\n\nAGENCYAGREEMENT\n\nMay 25, 2016')), 'Agency Agreement');
  });
  it('uses the title rule over the model when the title is sure', () => {
    const result = classifyContract('SPONSORSHIP AGREEMENT\n\nThis Agreement…', fakeModel('License Agreement', 0.9));
    assert.equal(result.contractType, 'Sponsorship Agreement');
  });
  it('falls back to the model when the title names no type', () => {
    const result = classifyContract('AGREEMENT\n\nThe licensor grants…', fakeModel('License Agreement', 0.6));
    assert.deepEqual(result, { contractType: 'License Agreement', confidence: 0.6 });
  });
  it('answers Other when the model is unsure', () => {
    assert.equal(classifyContract('AGREEMENT\n\nText', fakeModel('License Agreement', 0.05)).contractType, 'Other');
  });
});

describe('title subjects', () => {
  it('lets the last subject of a compound title decide ("Consulting and Product Development Agreement")', () => {
    assert.equal(contractTypeFromTitle('Consulting and Product Development Agreement'), 'Development Agreement');
    assert.equal(contractTypeFromTitle('DISTRIBUTION AND SERVICES AGREEMENT'), 'Service Agreement');
  });
  it('types a construction subcontract as a service agreement', () => {
    assert.equal(contractTypeFromTitle('SUBCONTRACT AGREEMENT (DESIGN AND BUILD)'), 'Service Agreement');
    assert.equal(contractTypeFromTitle('Construction Contract for the Riverside Depot'), 'Service Agreement');
  });
  it('types an untitled agreement whose recitals ask for something to be developed as a development agreement', () => {
    const text = 'THIS AGREEMENT is dated 4 April 2024\n\nBACKGROUND\n\n(A) The Client wishes to have a booking application developed for its clinics.\n\n1. The Developer shall deliver the application by the Delivery Date.';
    assert.equal(classifyContract(text, null).contractType, 'Development Agreement');
  });
  it('types a software-as-a-service subscription as hosting, and a share subscription not at all', () => {
    assert.equal(contractTypeFromTitle('SOFTWARE AS A SERVICE SUBSCRIPTION AGREEMENT'), 'Hosting Agreement');
    assert.equal(contractTypeFromTitle('SaaS Agreement'), 'Hosting Agreement');
    assert.equal(contractTypeFromTitle('SaaS License Agreement'), 'License Agreement');
    assert.equal(contractTypeFromTitle('Subscription Agreement'), null);
  });
  it('types a licence with maintenance as a licence, and a services master agreement as a master services agreement', () => {
    assert.equal(contractTypeFromTitle('SOFTWARE LICENCE AND MAINTENANCE AGREEMENT'), 'License Agreement');
    assert.equal(contractTypeFromTitle('Equipment Maintenance Agreement'), 'Maintenance Agreement');
    assert.equal(contractTypeFromTitle('PROFESSIONAL SERVICES MASTER AGREEMENT'), 'Master Services Agreement');
  });
  it('types a subscription agreement that grants access to a service as hosting, and one that sells shares not at all', () => {
    const service = 'Provider grants Customer a non-exclusive right during the Subscription Term to access and use the Service for its internal business purposes.';
    const shares = 'The undersigned subscribes for 10,000 shares of common stock of the Company at a subscription price of $2.00 per share.';
    assert.equal(contractTypeFromTitle('MASTER SUBSCRIPTION AGREEMENT', service), 'Hosting Agreement');
    assert.equal(contractTypeFromTitle('SUBSCRIPTION AGREEMENT', shares), null);
  });

  it('finds an all-caps title inside a one-line opening', () => {
    assert.equal(findTitle('Exhibit 1.1 1,265,000 Shares (a Delaware corporation) AGENCY AGREEMENT June 1, 1996 Gentlemen: The Company'), 'AGENCY AGREEMENT');
  });
});

describe('titles that name a subject beside "services", and sales representatives', () => {
  it('file a transportation services agreement as transportation, a sales representative agreement as agency', async () => {
    const { contractTypeFromTitle } = await import('../../src/engines/local/analysis/classify/title-rules.ts');
    assert.equal(contractTypeFromTitle('TRANSPORTATION AND LOGISTICS SERVICES AGREEMENT'), 'Transportation Agreement');
    assert.equal(contractTypeFromTitle('SALES REPRESENTATIVE AGREEMENT'), 'Agency Agreement');
    assert.equal(contractTypeFromTitle('PROFESSIONAL SERVICES AGREEMENT'), 'Service Agreement');
  });
});

describe("a company's owners' agreements", () => {
  const shareholders = [
    "THIS AGREEMENT is dated 3 March 2025 between (1) Fairlight Ventures LLP (\"Fairlight\"), (2) Tomas Reyes (the \"Founder\") and (3) Lumen Dynamics Limited (the \"Company\").",
    "Fairlight and the Founder (together the \"Shareholders\") enter into this Agreement to regulate the management of the Company and their relationship as holders of its shares.",
    'No Shareholder shall transfer any shares except in accordance with the Articles. The Board shall meet at least quarterly.',
  ].join('\n\n');
  it('types shareholders’, stockholders’, investors’ rights and voting agreements as shareholders agreements by their title', () => {
    for (const title of ["SHAREHOLDERS' AGREEMENT", 'Stockholders’ Agreement', 'SHAREHOLDER AGREEMENT', 'AMENDED AND RESTATED INVESTORS’ RIGHTS AGREEMENT', 'VOTING AGREEMENT', 'Subscription and Shareholders Agreement']) {
      assert.equal(contractTypeFromTitle(title), 'Shareholders Agreement', title);
    }
  });
  it('types LLC operating and partnership agreements as operating agreements, but not a joint operating or a strategic partnership agreement', () => {
    for (const title of ['OPERATING AGREEMENT OF HARBOUR LANE HOLDINGS, LLC', 'Amended and Restated Limited Liability Company Agreement', 'AGREEMENT OF LIMITED PARTNERSHIP OF NORTHWIND FUND II, L.P.', 'LIMITED PARTNERSHIP AGREEMENT']) {
      assert.equal(contractTypeFromTitle(title), 'Operating Agreement', title);
    }
    assert.notEqual(contractTypeFromTitle('JOINT OPERATING AGREEMENT'), 'Operating Agreement');
    assert.notEqual(contractTypeFromTitle('STRATEGIC PARTNERSHIP AGREEMENT'), 'Operating Agreement');
  });
  it('reads an untitled agreement among the defined Shareholders that regulates the company as a shareholders agreement, not the agency the model guesses', () => {
    const agency: ContractTypeModel = { predict: () => ({ contractType: 'Agency Agreement', confidence: 0.4 }) };
    assert.equal(classifyContract(shareholders, agency).contractType, 'Shareholders Agreement');
    assert.equal(classifyContract(`SHAREHOLDERS' AGREEMENT\n\n${shareholders}`, agency).contractType, 'Shareholders Agreement');
  });
  it('leaves an untitled joint venture among shareholders to the model', () => {
    const jv: ContractTypeModel = { predict: () => ({ contractType: 'Joint Venture Agreement', confidence: 0.5 }) };
    assert.equal(classifyContract(`${shareholders}\n\nThe Company is the vehicle of the parties' joint venture.`, jv).contractType, 'Joint Venture Agreement');
  });
});
