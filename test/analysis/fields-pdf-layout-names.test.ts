// Party names as PDF text lays them out: a cover-table cell wrapped onto a second line, a name that goes on past a
// suffix word ("& COMPANY HOLDINGS LP"), and names side by side in columns.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractParties, type PartyMention } from '../../src/engines/local/analysis/fields/parties.ts';

function namesWithExactEvidence(text: string): string[] {
  const parties: PartyMention[] = extractParties(text);
  for (const p of parties) assert.equal(text.slice(p.evidence.start, p.evidence.end), p.evidence.quote);
  return parties.map((p) => p.name);
}

describe('party names wrapped in a cover table', () => {
  it('reads a capitals cell name that runs on to the next line up to its company suffix', () => {
    const text =
      'TRANSPORT ORDER\nSPECIFIC CONDITIONS\n\nDate\tMay 4, 2021\n\nSENDER\tHARBOUR GRAIN TRADING\nNORTHWEST LIMITED\nTAX ID\t123.456.789-0\n\n' +
      'CARRIER\tRIVERLINE FREIGHT LTD\nTAX ID\t987.654.321-0\n\nPURPOSE\n\nCarriage of grain by river barge.\n';
    assert.deepEqual(namesWithExactEvidence(text), ['HARBOUR GRAIN TRADING NORTHWEST LIMITED', 'RIVERLINE FREIGHT LTD']);
  });

  it('reads a labelled name whose company suffix wrapped alone on to the next line', () => {
    const text = 'ORDER FORM\n\nLicensor: Bluebell Software Holdings\nLimited\nLicensee: Kestrel Trading Limited\n\nThe Licensor grants the Licensee a licence.\n';
    assert.deepEqual(namesWithExactEvidence(text), ['Bluebell Software Holdings Limited', 'Kestrel Trading Limited']);
  });

  it('does not add the next line to a labelled name when that line ends in no company suffix', () => {
    const text = 'ORDER FORM\n\nSupplier: Alder Exports\nBogota, Colombia\n\nCustomer: Kestrel Trading Limited\n\nThe Supplier shall deliver the goods.\n';
    assert.deepEqual(namesWithExactEvidence(text), ['Alder Exports', 'Kestrel Trading Limited']);
  });
});

describe('party names past a suffix word', () => {
  it('keeps "& COMPANY" and the words after it up to the suffix in a title block listing the parties', () => {
    const text =
      'Exhibit 4\nSTRATEGIC ALLIANCE AGREEMENT\nAmong\nALDER MUTUAL BANKING CORPORATION,\nALDER SECURITIES INC.\nAnd\nKESTREL & COMPANY HOLDINGS LP,\n' +
      'KESTREL & COMPANY HOLDINGS GP LLC\nDated May 1, 2020\n\nTABLE OF CONTENTS\n1. Definitions\n';
    assert.deepEqual(namesWithExactEvidence(text), ['ALDER MUTUAL BANKING CORPORATION', 'ALDER SECURITIES INC.', 'KESTREL & COMPANY HOLDINGS LP', 'KESTREL & COMPANY HOLDINGS GP LLC']);
  });

  it('does not run a signer name past a column gap to the suffix of the name beside it', () => {
    const text =
      'AGENCY AGREEMENT\n\n   This Agency Agreement is made as of March 29, 2020, by and between Alder Corporation, a Delaware corporation (the "Company") and the Agent named on the signature page hereof (the "Agent").\n\n' +
      '   WHEREAS, the Company makes products; and\n\n   NOW, THEREFORE, the parties agree as follows.\n\n1. Appointment. The Company appoints the Agent.\n\n' +
      '   Signed, sealed and delivered by a duly authorized representative of each party hereto as of the date first written above.\n\n' +
      'THE HARROW COMPANY                         ALDER CORPORATION\n\nBy:                                        By:\n';
    assert.deepEqual(namesWithExactEvidence(text), ['Alder Corporation', 'THE HARROW COMPANY']);
  });
});

describe('parties listed on a schedule set as a table', () => {
  it('reads only the first cell of each schedule row, without the header row or the number beside each name', () => {
    const text =
      'VOTING AGREEMENT\n\nTHIS VOTING AGREEMENT is made on May 1, 2020 by and among Alder Holdings, Inc., a Delaware corporation ("Alder"), Heron Partners LLC ("Heron") and the funds listed on Schedule A hereto (the "Funds").\n' +
      'WHEREAS, the Funds hold shares of Alder;\nNOW, THEREFORE, the parties agree as follows:\n1. Voting. The Funds shall vote their shares.\n\nSCHEDULE A\nFund\tShares\nKestrel Capital Trust\t12,000\nOsprey Capital Trust\t9,000\n';
    assert.deepEqual(namesWithExactEvidence(text), ['Alder Holdings, Inc.', 'Heron Partners LLC', 'Kestrel Capital Trust', 'Osprey Capital Trust']);
  });

  it('does not read the schedule when the listed word only describes what the schedule lists ("the Seller Trusts listed")', () => {
    const text =
      'ORDERLY SALE AGREEMENT\n\nTHIS ORDERLY SALE AGREEMENT is entered into on May 1, 2020 by and among Alder Holdings, Inc., a Delaware corporation ("Alder"), and the Trust Advisors to the Seller Trusts listed on Schedule A hereto (the "Trust Advisors").\n' +
      'WHEREAS, the Seller Trusts hold shares of Alder;\nNOW, THEREFORE, the Parties agree as follows:\n1. Sales. The Trust Advisors shall sell the shares in an orderly way.\n\n' +
      'SCHEDULE A\nList of Seller Trusts\nName of Record Holder\tShares\nThe KX-1 Exchange Trust\t1,397,705\nThe KX-2 Exchange Trust\t1,396,863\n';
    assert.deepEqual(namesWithExactEvidence(text), ['Alder Holdings, Inc.', 'Trust Advisors to the Seller Trusts']);
  });
});

describe('party names in signature blocks and summaries laid out by a PDF', () => {
  it('reads a signer whose name in capitals wrapped before its company suffix', () => {
    const text =
      'FRANCHISE AGREEMENT\n\nThis Franchise Agreement sets out the terms on which the franchisee runs the restaurant.\n\n1. Grant. The franchisor grants the franchisee a franchise.\n\n' +
      'IN WITNESS WHEREOF, the parties have signed this Agreement.\n\nKESTREL GRILL\nCORPORATION\n\nBy: /S/ Ann Lee\n----------------\nPresident\n\nALDER FOODS\nLIMITED\n\nBy: /S/ Tom Hart\n----------------\nDirector\n';
    assert.deepEqual(namesWithExactEvidence(text), ['KESTREL GRILL CORPORATION', 'ALDER FOODS LIMITED']);
  });

  it('does not read the capacity under a "By:" company as another signer', () => {
    const text =
      'COOPERATION AGREEMENT\n\nThis Cooperation Agreement is made as of May 1, 2020 by and among Kestrel Group, Inc. ("Kestrel") and the entities listed on the signature pages hereto.\n\n' +
      '1. Board. Kestrel shall appoint one director.\n\nIN WITNESS WHEREOF the parties have executed this Agreement.\n\nKESTREL GROUP, INC.\n\nBy: /s/ Ann Lee\nName: Ann Lee\nTitle: General Counsel\n\n' +
      'ALDER PARTNERS GP, LLC\nBy: Alder Capital LLC\nInvestment Manager of the Limited Partner\n\nBy: /s/ Tom Hart\nName: Tom Hart\nTitle: Managing Director\n';
    assert.deepEqual(namesWithExactEvidence(text), ['Kestrel Group, Inc.', 'ALDER PARTNERS GP, LLC']);
  });

  it('reads the "Name:" field a blank line under a role heading', () => {
    const text =
      'SPONSORSHIP AGREEMENT\nAGREEMENT SUMMARY\n\nSPONSOR:\n\nName:\tKestrel Taco Kitchen\tPhone: 555/602-3611\n\nAddress:\t1902 Harbour Place, Suite 300\n\n' +
      'SPONSORSHIP BENEFITS:\n\nAlder Ballpark Funding LLC ("ABF") shall provide Sponsor with the following benefits.\n';
    assert.deepEqual(namesWithExactEvidence(text), ['Alder Ballpark Funding LLC', 'Kestrel Taco Kitchen']);
  });

  it('does not read the line after a blank line under a role heading when it is no "Name:" field', () => {
    const text = 'ORDER FORM\n\nCUSTOMER:\n\nThe Customer orders the services below.\n\nSupplier: Alder Exports Limited\n';
    assert.deepEqual(namesWithExactEvidence(text), ['Alder Exports Limited']);
  });
});

describe('parties found by the short name a parties table gives them', () => {
  it('reads the company in the table row of a party the text names only by its short name', () => {
    const text =
      'FLEET SERVICES AGREEMENT\n\nDATED\t3 March 2006\n\nKGL\tKESTREL GROCERS LIMITED (Company no 1234567) whose registered office is at 1 Mill Lane, Leeds\n\n' +
      'AFS\tALDER FLEET SERVICES LIMITED (company no 7654321) whose registered office is at 9 Quay Road, Hull\n\n1. Definitions\n\n' +
      '"Agreement" means this agreement including the Schedules made between AFS and KGL\n\n"Vehicles" means the vans of KGL listed in Schedule 1.\n';
    assert.deepEqual(namesWithExactEvidence(text), ['ALDER FLEET SERVICES LIMITED', 'KESTREL GROCERS LIMITED']);
  });
});
