import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findDates, shiftDate } from '../../src/engines/local/analysis/fields/dates.ts';
import { findDurations } from '../../src/engines/local/analysis/fields/durations.ts';
import { extractEffectiveDate } from '../../src/engines/local/analysis/fields/effective-date.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { extractGoverningLaw } from '../../src/engines/local/analysis/fields/jurisdictions.ts';
import { extractParties } from '../../src/engines/local/analysis/fields/parties.ts';

const isoDates = (text: string) => findDates(text).map((d) => d.iso);

describe('dates', () => {
  it('reads "Month D, YYYY" with ordinal suffixes', () => {
    assert.deepEqual(isoDates('dated February 1, 2018 and September 13th, 2019'), ['2018-02-01', '2019-09-13']);
  });
  it('reads "the 12th day of May, 2003"', () => {
    assert.deepEqual(isoDates('made on this 12th day of May, 2003 by'), ['2003-05-12']);
  });
  it('reads day-first, numeric and ISO dates', () => {
    assert.deepEqual(isoDates('26 September 2019; 5/17/12; 2018-02-01'), ['2019-09-26', '2012-05-17', '2018-02-01']);
  });
  it('rejects impossible calendar dates', () => {
    assert.deepEqual(isoDates('February 30, 2020'), []);
  });
  it('gives offsets whose slice is the quoted date', () => {
    const text = 'This Agreement is made as of January 5, 2020 between';
    const [date] = findDates(text);
    assert.equal(text.slice(date!.start, date!.end), date!.quote);
  });
  it('shifts by months and years clamping to the month end', () => {
    assert.equal(shiftDate('2020-01-31', { value: 1, unit: 'month' }), '2020-02-29');
    assert.equal(shiftDate('2018-02-01', { value: 3, unit: 'year' }), '2021-02-01');
    assert.equal(shiftDate('2000-06-21', { value: 30, unit: 'day' }, -1), '2000-05-22');
  });
});

describe('durations', () => {
  const first = (text: string) => {
    const [d] = findDurations(text);
    return d ? { value: d.value, unit: d.unit, text: d.text } : null;
  };
  it('reads "thirty (30) days"', () => {
    assert.deepEqual(first('upon thirty (30) days prior written notice'), { value: 30, unit: 'day', text: 'thirty (30) days' });
  });
  it('reads "one (1) year"', () => {
    assert.deepEqual(first('for a period of one (1) year'), { value: 1, unit: 'year', text: 'one (1) year' });
  });
  it('reads compound number words such as "one hundred twenty (120) days"', () => {
    assert.equal(first('at least one hundred twenty (120) days advance notice')?.value, 120);
  });
  it('reads "successive one-year periods" as one year', () => {
    assert.deepEqual(first('renew for successive one-year periods'), { value: 1, unit: 'year', text: 'one-year' });
  });
  it('reads "successive annual periods" as one year', () => {
    assert.deepEqual(first('continue automatically for successive annual periods'), { value: 1, unit: 'year', text: 'annual' });
  });
});

describe('governing law', () => {
  it('finds the state in "governed by the laws of the State of New York"', () => {
    const text = 'This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to conflicts of law.';
    const law = extractGoverningLaw(text)!;
    assert.equal(law.jurisdiction, 'New York');
    assert.equal(text.slice(law.evidence.start, law.evidence.end), law.evidence.quote);
  });
  it('reads all-caps sentences', () => {
    assert.equal(extractGoverningLaw('THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE OF DELAWARE.')?.jurisdiction, 'Delaware');
  });
  it('keeps "England and Wales" together', () => {
    assert.equal(extractGoverningLaw('This Agreement shall be governed by the laws of England and Wales.')?.jurisdiction, 'England and Wales');
  });
  it('names a Canadian province with its country', () => {
    assert.equal(extractGoverningLaw('governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein.')?.jurisdiction, 'Ontario, Canada');
  });
  it('reads adjectival forms such as "Swiss law"', () => {
    assert.equal(extractGoverningLaw('This Agreement shall be governed by and construed in accordance with Swiss law.')?.jurisdiction, 'Switzerland');
  });
  it('ignores the courts named for venue', () => {
    const text = 'This Agreement is governed by the laws of the State of California. The courts of New York shall have jurisdiction.';
    assert.equal(extractGoverningLaw(text)?.jurisdiction, 'California');
  });
  it('returns null when no law is chosen', () => {
    assert.equal(extractGoverningLaw('The parties shall meet quarterly to discuss the project.'), null);
  });
});

describe('parties', () => {
  it('takes legal names before their role aliases', () => {
    const text = 'This LICENSE AGREEMENT (the "Agreement"), dated February 1, 2018, is made by and between WPT Enterprises, Inc., a Delaware corporation with offices at 1920 Main Street ("WPT"), and ZYNGA INC., a Delaware corporation ("Zynga"). WHEREAS';
    const parties = extractParties(text);
    assert.deepEqual(parties.map((p) => p.name), ['WPT Enterprises, Inc.', 'ZYNGA INC.']);
    for (const p of parties) assert.equal(text.slice(p.evidence.start, p.evidence.end), p.evidence.quote);
  });
  it('reads individuals and "the Company" style aliases', () => {
    const text = 'THIS ENDORSEMENT AGREEMENT ("Agreement") by and between GENO AURIEMMA ("Auriemma") and BERKSHIRE BANK, a Massachusetts savings bank ("Berkshire"). RECITALS';
    assert.deepEqual(extractParties(text).map((p) => p.name), ['GENO AURIEMMA', 'BERKSHIRE BANK']);
  });
  it('reads a title block "between X and Y" without aliases', () => {
    const text = 'COLLABORATION AGREEMENT\n\nBY AND BETWEEN\n\nASTELLAS PHARMA INC.\n\nAND\n\nFIBROGEN, INC.\n\nJune 1, 2005';
    assert.deepEqual(extractParties(text).map((p) => p.name), ['ASTELLAS PHARMA INC.', 'FIBROGEN, INC.']);
  });
});

describe('effective date and term', () => {
  it('prefers the defined "Effective Date"', () => {
    const text = 'Agreement signed March 1, 2019, effective as of April 1, 2019 (the "Effective Date").';
    assert.equal(extractEffectiveDate(text)?.date, '2019-04-01');
  });
  it('falls back to the agreement date of the preamble', () => {
    assert.equal(extractEffectiveDate('This Agreement is made on the 12th day of May 2003 by and between A and B.')?.date, '2003-05-12');
  });
  it('reads "This amendment … is made effective" as this document\'s date when a line break falls inside the sentence', () => {
    const text =
      'AMENDMENT TO SECTION 4 OF THE HOSTING AGREEMENT\n\nThis amendment to Section 4 (titled "Fees") of the Hosting\nAgreement is made effective March 9, 2004 by and between Alder Web, Inc. and\n' +
      'Kestrel Data, Inc., who are also the parties to the aforementioned Hosting Agreement.\n\nAGREED TO BY:\n\n/s/ Ann Lee\t/s/ Tom Hart\nAlder Web, Inc.\tKestrel Data, Inc.\nDate: 3/2/04\tDate: 3/5/04\n';
    assert.equal(extractEffectiveDate(text)?.date, '2004-03-09');
  });
  it('computes the expiration from the effective date and the initial term', () => {
    const text = 'This Agreement is dated February 1, 2018 (the "Effective Date"). This Agreement will be in effect for three (3) years from the Effective Date unless terminated earlier.';
    const fields = extractFields(text);
    assert.equal(fields.expirationDate, '2021-02-01');
    assert.equal(fields.initialTerm?.text, 'three (3) years');
  });
  it('counts a term in the years the contract counts ("fifteen (15) Fiscal Years", "three (3) Subscription Years")', () => {
    const fiscal = extractFields('This Agreement is dated February 1, 2018 (the "Effective Date"). The initial term of this Agreement shall commence on the Effective Date and continue for fifteen (15) Fiscal Years.');
    assert.equal(fiscal.initialTerm?.text, 'fifteen (15) Fiscal Years');
    assert.equal(fiscal.expirationDate, '2033-02-01');
    const subscription = extractFields('This Agreement is dated February 1, 2018 (the "Effective Date"). The initial Subscription Term is three (3) Subscription Years from the Effective Date.');
    assert.equal(subscription.initialTerm?.value, 3);
    assert.equal(subscription.initialTerm?.unit, 'year');
  });
  it('takes neither a duty that lasts years after its termination nor a delay for the term of an agreement that ends on an anniversary of an event', () => {
    const text = 'This Agreement is dated 3 August 2026. This Agreement shall come into force on the date it is signed and shall remain in force until the fifth anniversary of the first commercial sale. Each party shall not, during this Agreement and for a period of five years after its termination, disclose any confidential information of the other party. If the delay continues for three months, the other party may terminate this Agreement.';
    const fields = extractFields(text);
    assert.equal(fields.initialTerm, null);
    assert.equal(fields.expirationDate, null);
  });
  it('takes the date a signed agreement comes into force as its effective date, and counts the term from it', () => {
    const text = 'This Supply Agreement is made on 9 June 2024 between Harlow Foods Limited and Penrith Mills Limited. 2.1 This Agreement shall come into force on 1 August 2024 and shall continue for a period of three years.';
    const fields = extractFields(text);
    assert.equal(fields.effectiveDate, '2024-08-01');
    assert.equal(fields.expirationDate, '2027-08-01');
  });
  it('takes the date an agreement shall take effect on as its effective date', () => {
    assert.equal(extractEffectiveDate('This Agreement is dated 2 May 2023. This Agreement shall take effect on 15 May 2023.')?.date, '2023-05-15');
  });
  it('reads a stated end date', () => {
    const text = 'This Agreement is made as of May 17, 2012. The term of this Agreement shall commence on the date hereof and shall continue until May 31, 2016 unless sooner terminated.';
    assert.equal(extractFields(text).expirationDate, '2016-05-31');
  });
  it('reads the renewal term and the notice period to stop it', () => {
    const text = 'This Agreement is made on May 12, 2003. This agreement shall be for a term of five years from the date of this document. This agreement shall renew automatically for successive one (1) year periods, unless either party serves written notice of its intention not to renew at least ninety (90) days prior to the expiration of the then current term.';
    const fields = extractFields(text);
    assert.deepEqual(fields.renewalTerm && { value: fields.renewalTerm.value, unit: fields.renewalTerm.unit }, { value: 1, unit: 'year' });
    assert.deepEqual(fields.noticePeriodToTerminateRenewal && { value: fields.noticePeriodToTerminateRenewal.value, unit: fields.noticePeriodToTerminateRenewal.unit }, { value: 90, unit: 'day' });
    for (const evidence of Object.values(fields.termEvidence)) assert.equal(text.slice(evidence.start, evidence.end), evidence.quote);
  });
});

describe('parties in other preamble shapes', () => {
  it('reads a numbered "Parties" block', () => {
    const text = 'THIS AGREEMENT is dated\n\nParties\n\n(1) Signature Orthopaedics Pty Ltd (ACN 106 702 416), 7 Sirius Road, Lane Cove, NSW\n\n(2) CPM Medical Consultants, LLC of 15 Main Street';
    assert.deepEqual(extractParties(text).map((p) => p.name), ['Signature Orthopaedics Pty Ltd', 'CPM Medical Consultants, LLC']);
  });
  it('reads "hereinafter referred to as" aliases', () => {
    const text = 'This Agreement is effective as of 1 April 2011 by and between: INVASIX LTD., with a principal place of business at Tavor Building, Israel. Hereinafter referred to as "Customer" And FLEXTRONICS ISRAEL LTD. with a principal place of business at Migdal Haemek, Israel. Hereinafter referred to as "Contractor." Whereas';
    assert.deepEqual(extractParties(text).map((p) => p.name), ['INVASIX LTD.', 'FLEXTRONICS ISRAEL LTD.']);
  });
  it('keeps a brand-style lower-case name with a company suffix', () => {
    const text = 'by and between At Home Corporation ("Excite"), located at 450 Broadway, and e-centives, Inc., ("e-centives"), a Delaware corporation.';
    assert.deepEqual(extractParties(text).map((p) => p.name), ['At Home Corporation', 'e-centives, Inc.']);
  });
});

describe('parties listed as a group', () => {
  it('splits a list closed by "(collectively, …)" at each company suffix', () => {
    const text = 'This Agreement is made as of July 1, 2020, by and between e.l.f. Beauty, Inc., a Delaware corporation (the "Company"), and Marathon Partners Equity Management, LLC ("Marathon Partners"), Marathon Focus Fund L.P., Cibelli Research & Management, LLC and Mario Cibelli (collectively, the "Marathon Parties"). RECITALS';
    assert.deepEqual(extractParties(text).map((p) => p.name), [
      'e.l.f. Beauty, Inc.',
      'Marathon Partners Equity Management, LLC',
      'Marathon Focus Fund L.P.',
      'Cibelli Research & Management, LLC',
      'Mario Cibelli',
    ]);
  });
});

describe('term start', () => {
  it('counts the term from a start date stated beside it', () => {
    const text = 'This Franchise Agreement is dated November 17, 2015. The term of the Franchise shall be twenty (20) years, commencing on January 1, 2016.';
    assert.equal(extractFields(text).expirationDate, '2036-01-01');
  });
  it('reads "twelve (12) full calendar months"', () => {
    assert.equal(findDurations('for a period of twelve (12) full calendar months')[0]?.value, 12);
  });
});

describe('labelled parties', () => {
  it('reads "Party A: … Party B: …" headers', () => {
    const text = "Cooperation Agreement   Party A: People's Government of Fenyi County Party B: Xinyu Xinwei New Energy Co., Ltd.   Party A welcomes Party B";
    assert.deepEqual(extractParties(text).map((p) => p.name), ["People's Government of Fenyi County", 'Xinyu Xinwei New Energy Co., Ltd.']);
  });
});

describe('parties sharing one alias', () => {
  it('keeps both described parties before a shared alias, and names with "Services"', () => {
    const text = 'This Agreement is made by and between Amazon.com Commerce Services, Inc., a Delaware corporation ("ACSI"), and TELCOSTAR PTE, LTD., a company organized under the laws of Singapore and Ability Computer & Software Industries Ltd, a company organized under the laws of Israel (each "Recipient"). RECITALS';
    assert.deepEqual(extractParties(text).map((p) => p.name), ['Amazon.com Commerce Services, Inc.', 'TELCOSTAR PTE, LTD.', 'Ability Computer & Software Industries Ltd']);
  });
});
