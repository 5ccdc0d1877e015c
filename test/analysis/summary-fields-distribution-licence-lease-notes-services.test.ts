// A strict lawyer's thirteenth reading (summary13): a distribution agreement, a software licence and maintenance
// agreement, an English commercial lease, a convertible note purchase agreement and a services agreement dated by
// its last signature. One test per behaviour fixed; every sentence here was written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readDuties } from '../helpers/read-duties.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { extractParties } from '../../src/engines/local/analysis/fields/parties.ts';
import { contractTypeFromTitle, findTitle } from '../../src/engines/local/analysis/classify/title-rules.ts';
import { capHolderOf } from '../../src/analysis/review-points.ts';
import { liabilityCarveOutsOf } from '../../src/analysis/carve-outs.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { assessClause } from '../../src/analysis/assess-clause.ts';
import { DEFAULT_PLAYBOOK } from '../../src/analysis/default-playbook.ts';
import { emptyClauseFacts, emptyContractFields } from '../../src/analysis/model.ts';
import { ruleFor } from '../../src/analysis/playbook.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';

const SUPPLY =
  'SUPPLY AND DISTRIBUTION AGREEMENT\n\nThis Agreement is made on 1 March 2026 (the "Effective Date") between Larchmont Paints Limited (the "Supplier") ' +
  'and Ferrybank Wholesale Pty Ltd (the "Distributor").\n\n';
const SUPPLIER = 'Larchmont Paints Limited';
const DISTRIBUTOR = 'Ferrybank Wholesale Pty Ltd';

const LEASE_PARTICULARS =
  'LEASE OF THIRD FLOOR OFFICES, 12 MILLBANK COURT, YORK\n\nPARTICULARS\n\nDate: 3 August 2026\n\n' +
  'Landlord: Ouseside Estates Limited (company number 04412345)\n\nTenant: Harrowgate Analytics Limited (company number 09987654)\n\n' +
  'Term: fifteen (15) years from and including the Term Commencement Date\n\nTerm Commencement Date: 29 September 2026\n\n' +
  'Rent Commencement Date: 25 December 2026\n\nBreak Date: 29 September 2033\n\n' +
  'THIS LEASE is made on the date in the Particulars BETWEEN the Landlord and the Tenant named in the Particulars.\n\n';
const TENANT = 'Harrowgate Analytics Limited';

describe('the term of a licence', () => {
  it('is read from "continues for an initial term of three (3) years", not from a defined licence year', () => {
    const text =
      'LICENSE AGREEMENT\n\nThis Agreement is effective as of May 1, 2026 (the "Effective Date") between Quillon Software, Inc. ("Licensor") and Brackley Clinics LLC ("Licensee").\n\n' +
      '1.3 "License Year" means each period of twelve (12) months beginning on the Effective Date or on any anniversary of it.\n\n' +
      '3.1 License Term. The license begins on the Effective Date and continues for an initial term of three (3) years (the "Initial Term").\n';
    const fields = extractFields(text);
    assert.deepEqual(fields.initialTerm, { value: 3, unit: 'year', text: 'three (3) years' });
    assert.equal(fields.expirationDate, '2029-05-01');
  });
});

describe('a lease set out in particulars', () => {
  it('runs its term from the Term Commencement Date that a particulars row gives', () => {
    const fields = extractFields(LEASE_PARTICULARS);
    assert.deepEqual(fields.termStart, { name: 'Term Commencement Date', date: '2026-09-29' });
  });
  it('ends a term counted "from and including" its first day on the day before the anniversary', () => {
    assert.equal(extractFields(LEASE_PARTICULARS).expirationDate, '2041-09-28');
  });
  it('is classed as a lease from a title that names what is let ("LEASE OF THIRD FLOOR OFFICES …")', () => {
    assert.equal(contractTypeFromTitle(findTitle(LEASE_PARTICULARS)), 'Lease Agreement');
  });
  it('does not take the PARTICULARS heading for a party', () => {
    assert.deepEqual(extractParties(LEASE_PARTICULARS).map((p) => p.name), ['Ouseside Estates Limited', TENANT]);
  });
});

describe("a lease's rent, covenants and break", () => {
  const reserved =
    '2. GRANT\n\n2.1 The Landlord lets the Property to the Tenant for the Contractual Term, the Tenant paying to the Landlord:\n\n' +
    '(a) the Rent, by equal quarterly payments in advance on the usual Quarter Days, the first payment to be paid on the Rent Commencement Date;\n\n' +
    '(b) all other sums due under this Lease.\n\n';
  it('reads the rent reserved "by equal quarterly payments in advance", first due on the Rent Commencement Date', () => {
    const { obligations } = readDuties(LEASE_PARTICULARS + reserved);
    const rent = obligations.filter((o) => o.title === 'Payment' && /pay the Rent/.test(o.description));
    assert.equal(rent.length, 1);
    assert.equal(rent[0]!.responsible_party, TENANT);
    assert.equal(rent[0]!.recurrence, 'quarterly');
    assert.equal(rent[0]!.due_date, '2026-12-25');
    assert.ok(!obligations.some((o) => /all other sums due/.test(o.description)), 'a catch-all is no payment to diary');
  });
  it("reads each item of 'The Tenant covenants with the Landlord as follows:' as the tenant's duty", () => {
    const covenants =
      '3. TENANT\'S COVENANTS\n\nThe Tenant covenants with the Landlord as follows:\n\n' +
      '3.1 Insurance Rent. To pay the insurance rent within fourteen (14) days of written demand.\n\n' +
      '3.2 Registration. Within one month after any assignment, to give notice of it to the Landlord\'s solicitors.\n\n' +
      '4. LANDLORD\'S COVENANTS\n\nThe Landlord covenants with the Tenant as follows:\n\n' +
      '4.1 Statement. To deliver to the Tenant, within four (4) months after the end of each service charge year, a certified statement of the service charge.\n';
    const { duties } = readDuties(LEASE_PARTICULARS + covenants);
    const pay = duties.find((d) => d.kind === 'payment')!;
    assert.equal(pay.party, TENANT);
    assert.match(pay.action, /^pay the insurance rent/);
    assert.equal(pay.deadline?.period?.value, 14);
    assert.equal(duties.find((d) => d.kind === 'notice')?.party, TENANT);
    assert.ok(duties.some((d) => d.party === 'Ouseside Estates Limited' && /^deliver to the Tenant/.test(d.action)), 'the landlord\'s list is the landlord\'s');
  });
  it('does not read a repairing covenant ("damage by the Insured Risks excepted") as a duty to insure', () => {
    const repair = "3. TENANT'S COVENANTS\n\nThe Tenant covenants with the Landlord as follows:\n\n3.4 Repair. To keep the Property in good and substantial repair and condition, damage by the Insured Risks excepted unless the insurance money is irrecoverable.\n";
    assert.ok(!readDuties(LEASE_PARTICULARS + repair).duties.some((d) => d.kind === 'insurance'));
  });
  it("dates the notice of a break on the Break Date: the notice period counted back from that date", () => {
    const brk = '7. BREAK\n\n7.1 The Tenant may terminate this Lease on the Break Date by giving the Landlord not less than six (6) months\' prior written notice.\n';
    const option = readDuties(LEASE_PARTICULARS + brk).obligations.find((o) => o.title === 'Option exercised by notice')!;
    assert.equal(option.responsible_party, TENANT);
    assert.equal(option.due_date, '2033-03-29');
    assert.match(option.description, /may terminate this Lease on the Break Date/);
  });
});

describe('recurring duties of a distributor and its supplier', () => {
  it('dates a plan due "by 31 January in each year" on the first such day of the term, yearly, without another act\'s sum', () => {
    const { obligations } = readDuties(SUPPLY + '9.4 The Distributor shall spend not less than two per cent (2%) of its net sales on advertising, and shall submit its annual marketing plan to the Supplier by 31 January in each year.\n');
    const plan = obligations.find((o) => /marketing plan/.test(o.description))!;
    assert.equal(plan.responsible_party, DISTRIBUTOR);
    assert.equal(plan.due_date, '2027-01-31');
    assert.equal(plan.recurrence, 'annually');
    assert.doesNotMatch(plan.description.split('“')[0]!, /2%/);
  });
  it('dates a forecast due fifteen days before the start of each calendar quarter from the first quarter after the start', () => {
    const { obligations } = readDuties(SUPPLY + '5.1 The Distributor shall deliver a rolling forecast to the Supplier no later than fifteen (15) days before the start of each calendar quarter.\n');
    const forecast = obligations.find((o) => /forecast/.test(o.description))!;
    assert.equal(forecast.due_date, '2026-03-17');
    assert.equal(forecast.recurrence, 'quarterly');
  });
  it('reads "Within thirty (30) days after the end of each Contract Year the Supplier shall send …" as the supplier\'s yearly statement', () => {
    const { obligations } = readDuties(SUPPLY + '4.2 Within thirty (30) days after the end of each Contract Year the Supplier shall send the Distributor a statement of the Products invoiced in that Contract Year.\n');
    const statement = obligations.find((o) => /statement/.test(o.description))!;
    assert.equal(statement.responsible_party, SUPPLIER);
    assert.equal(statement.recurrence, 'annually');
    assert.equal(statement.due_date, '2027-03-30');
  });
  it('holds a quarterly business review as a recurring duty of both parties, dated after the first quarter', () => {
    const { obligations } = readDuties(SUPPLY + '5.5 The parties shall hold a quarterly business review within fifteen (15) days after the end of each calendar quarter to review the sales reports.\n');
    const review = obligations.find((o) => /business review/.test(o.description))!;
    assert.equal(review.responsible_party, 'Both');
    assert.equal(review.recurrence, 'quarterly');
    assert.equal(review.due_date, '2026-04-15');
    assert.doesNotMatch(review.description.split('“')[0]!, /to review the sales/);
  });
});

describe('a licence audit', () => {
  it('does not date a payment due after "the audit report" by the quarterly service report', () => {
    const text =
      'LICENSE AGREEMENT\n\nThis Agreement is effective as of May 1, 2026 between Quillon Software, Inc. ("Licensor") and Brackley Clinics LLC ("Licensee").\n\n' +
      '5.8 Licensor shall provide Licensee with a written service report within fifteen (15) days after the end of each calendar quarter.\n\n' +
      '12.1 If an audit reveals that Licensee has exceeded the licensed number of users, Licensee shall pay the additional fees for the excess within thirty (30) days of the audit report.\n';
    const excess = readDuties(text).obligations.find((o) => /additional fees/.test(o.description))!;
    assert.equal(excess.recurrence, 'none');
    assert.equal(excess.due_date, null);
  });
});

describe('a convertible note', () => {
  const NOTE =
    'NOTE PURCHASE AGREEMENT\n\nThis Agreement is made as of September 8, 2026, by and among Calloway Therapeutics, Inc., a Delaware corporation (the "Company"), ' +
    'and Ridgeback Ventures III, L.P. (the "Purchaser").\n\n' +
    '1.2 Closing. The purchase and sale of the Notes shall take place remotely on the date of this Agreement, or at such other time as the parties agree (the "Closing").\n\n' +
    '2.1 Interest. Simple interest shall accrue on the outstanding principal amount of each Note at the rate of eight percent (8%) per annum.\n\n' +
    '2.2 Maturity. Unless earlier converted, the outstanding principal and all accrued interest on each Note shall be due and payable by the Company on the date that is eighteen (18) months after the Closing (the "Maturity Date").\n\n' +
    '1.1 Sale of Notes. The aggregate principal amount of Notes sold under this Agreement shall not exceed Four Million Dollars ($4,000,000).\n\n' +
    '8.5 Expenses. The Company shall reimburse the legal fees of counsel to the Purchaser up to Fifteen Thousand Dollars ($15,000).\n';
  it('owes principal and interest on the maturity date, counted from a closing held on the date of the agreement', () => {
    const maturity = readDuties(NOTE).obligations.find((o) => /principal/.test(o.description))!;
    assert.equal(maturity.responsible_party, 'Calloway Therapeutics, Inc.');
    assert.equal(maturity.due_date, '2028-03-08');
    assert.match(maturity.description, /on the date eighteen \(18\) months after Closing/);
  });
  it('quotes in the summary the interest the principal bears', async () => {
    const { report } = await analyzeText(createLocalAnalysisEngine(), NOTE, { ourSide: 'Purchaser' });
    assert.match(report.executive_summary, /Interest: “Simple interest shall accrue on the outstanding principal amount of each Note at the rate of eight percent \(8%\) per annum/);
  });
  it('leads the summary\'s money with the principal, not with a reimbursement of legal fees', async () => {
    const { report } = await analyzeText(createLocalAnalysisEngine(), NOTE, { ourSide: 'Purchaser' });
    assert.match(report.executive_summary, /Money: “The aggregate principal amount of Notes sold under this Agreement shall not exceed Four Million Dollars \(\$4,000,000\)\.”/);
  });
  it('takes a fund that signs by its general partner as the party, not its general partner', () => {
    const text =
      'NOTE PURCHASE AGREEMENT\n\nThis Agreement is made as of September 8, 2026, by and among Calloway Therapeutics, Inc., a Delaware corporation (the "Company"), ' +
      'and the persons and entities listed on the Schedule of Purchasers attached as Exhibit A (each a "Purchaser").\n\nThe parties hereby agree as follows:\n\n1. The Company shall issue the Notes.\n\n' +
      'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.\n\nCOMPANY: CALLOWAY THERAPEUTICS, INC.\nBy: Ana Ruiz, Chief Executive Officer\n\n' +
      'PURCHASERS:\nRIDGEBACK VENTURES III, L.P., by its general partner Ridgeback Partners III, LLC\nBy: Tom Hale, Managing Member\n\n' +
      'SALTMARSH ANGELS, LLC\nBy: June Park, Manager\n';
    const names = extractParties(text).map((p) => p.name);
    assert.ok(names.includes('RIDGEBACK VENTURES III, L.P.'), names.join(' | '));
    assert.ok(!names.some((n) => /Ridgeback Partners/i.test(n)), names.join(' | '));
  });
});

describe('liability in a licence', () => {
  it("does not read a warranty's exclusive remedy (\"Licensor's entire liability\") as a cap on Licensor's liability alone", () => {
    const remedy = "7.1 Licensor warrants that the Software will perform materially in accordance with the Documentation for twelve (12) months. Licensee's sole remedy, and Licensor's entire liability, for breach of this warranty is for Licensor to correct the Software.";
    assert.equal(capHolderOf(remedy), null);
  });
  it('counts "The limitations in this Article 10 shall not apply to …" as outside the cap stated in 10.2', () => {
    const cap = "10.2 EACH PARTY'S AGGREGATE LIABILITY SHALL NOT EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS BEFORE THE CLAIM.";
    const contract = `ARTICLE 10 - LIMITATION OF LIABILITY\n\n${cap}\n\n10.3 The limitations in this Article 10 shall not apply to Licensor's obligations under Article 8 or to either party's breach of Article 9.\n`;
    assert.deepEqual(liabilityCarveOutsOf(cap, contract), ["Licensor's obligations under Article 8 or to either party's breach of Article 9"]);
  });
});

describe("a lease's summary", () => {
  it('quotes the rent a particulars row states in words before the figure ("Initial Rent: one hundred … (£98,500) a year")', async () => {
    const text = LEASE_PARTICULARS.replace('Rent Commencement Date:', 'Initial Rent: ninety-eight thousand five hundred pounds (£98,500) a year exclusive of VAT\n\nRent Commencement Date:') +
      '2. The Tenant shall pay the Rent by equal quarterly payments in advance on the usual quarter days.\n';
    const { report } = await analyzeText(createLocalAnalysisEngine(), text, { ourSide: 'Tenant' });
    assert.match(report.executive_summary, /Money: “Initial Rent: ninety-eight thousand five hundred pounds \(£98,500\) a year exclusive of VAT”/);
  });
});

describe('a clause read as a minimum commitment', () => {
  const assess = (text: string) => assessClause('Minimum Commitment', text, emptyClauseFacts(), emptyContractFields(), ruleFor(DEFAULT_PLAYBOOK, 'Minimum Commitment'), text);
  it('is no risk when it states only a notice period ("at least one hundred twenty (120) days before the end of the Term")', () => {
    const a = assess('3(b) If the parties wish to discuss an extension, Client shall notify Service Provider at least one hundred twenty (120) days before the end of the Term.');
    assert.equal(a.risk_level, 'low');
    assert.match(a.analysis, /states no minimum quantity, volume or sum/);
    assert.doesNotMatch(a.analysis, /Commits to minimums/);
  });
  it('still commits when it states a minimum to buy', () => {
    const a = assess('4.1 In each Contract Year the Distributor shall purchase Products with an aggregate price of not less than AUD 900,000.');
    assert.notEqual(a.risk_level, 'low');
    assert.match(a.analysis, /Commits to minimums/);
  });
});

describe("a note's information covenant", () => {
  it('reads "deliver to each Purchaser (a) … each fiscal year, …; and (b) … each of the first three fiscal quarters, …" as two reports, yearly and quarterly', () => {
    const text =
      'NOTE PURCHASE AGREEMENT\n\nThis Agreement is made as of September 8, 2026, by and among Calloway Therapeutics, Inc., a Delaware corporation (the "Company"), and Ridgeback Ventures III, L.P. (the "Purchaser").\n\n' +
      '6.1 Financial Information. So long as any Note is outstanding, the Company shall deliver to each Purchaser (a) within ninety (90) days after the end of each fiscal year, an unaudited balance sheet for that year; and (b) within thirty (30) days after the end of each of the first three fiscal quarters, an unaudited income statement for that quarter.\n';
    const reports = readDuties(text).duties.filter((d) => d.kind === 'report');
    assert.deepEqual(reports.map((d) => [d.action, d.recurrence, d.deadline?.period?.value]), [
      ['deliver to each Purchaser an unaudited balance sheet for that year', 'annually', 90],
      ['deliver to each Purchaser an unaudited income statement for that quarter', 'quarterly', 30],
    ]);
  });
});

describe('a confidentiality duty', () => {
  it('reads "shall not use it except for the purposes of this Agreement" as the use allowed, not as an exception', () => {
    const text = '16.1 Each party shall keep confidential all information of the other party that it receives under this Agreement and shall not use it except for the purposes of this Agreement.';
    const a = assessClause('Confidentiality', text, emptyClauseFacts(), emptyContractFields(), ruleFor(DEFAULT_PLAYBOOK, 'Confidentiality'), text);
    assert.match(a.analysis, /The information may be used only for the purposes of this Agreement\./);
    assert.doesNotMatch(a.analysis, /Excepted from it/);
  });
});

describe("a landlord's service charge statement", () => {
  it('comes round each service charge year, first due four months after the first 31 December of the term', () => {
    const statement = "4. LANDLORD'S COVENANTS\n\nThe Landlord covenants with the Tenant as follows:\n\n4.4 To deliver to the Tenant a certified statement of the service charge within four (4) months after the end of each service charge year ending on 31 December.\n";
    const due = readDuties(LEASE_PARTICULARS + statement).obligations.find((o) => /certified statement/.test(o.description))!;
    assert.equal(due.responsible_party, 'Ouseside Estates Limited');
    assert.equal(due.recurrence, 'annually');
    assert.equal(due.due_date, '2027-04-30');
  });
});

describe('interest on late rent', () => {
  it('takes no deadline from the lateness that triggers it ("on any Rent not paid within fourteen (14) days after …")', () => {
    const interest = "3. TENANT'S COVENANTS\n\nThe Tenant covenants with the Landlord as follows:\n\n3.2 Interest. To pay interest at four per cent (4%) a year above base rate on any Rent not paid within fourteen (14) days after the date on which it is due.\n";
    const duty = readDuties(LEASE_PARTICULARS + interest).duties.find((d) => /^pay interest/.test(d.action))!;
    assert.equal(duty.party, TENANT);
    assert.equal(duty.deadline, null);
  });
});

describe("a lease's break in the summary", () => {
  it('says who may end the lease on the Break Date, with its date from the particulars and the notice it needs', async () => {
    const text = LEASE_PARTICULARS + "7. BREAK\n\n7.1 The Tenant may terminate this Lease on the Break Date by giving the Landlord not less than six (6) months' prior written notice.\n";
    const { report } = await analyzeText(createLocalAnalysisEngine(), text, { ourSide: 'Tenant' });
    assert.match(report.executive_summary, /The Tenant may end it on the Break Date \(2033-09-29\) by giving not less than six \(6\) months' notice\./);
  });
});

describe('a duty in a compound predicate', () => {
  it('binds the subject of "Licensee is a tax-exempt organization and shall provide … within fifteen (15) days after the Effective Date"', () => {
    const text =
      'LICENSE AGREEMENT\n\nThis Agreement is effective as of May 1, 2026 (the "Effective Date") between Quillon Software, Inc. ("Licensor") and Brackley Clinics LLC ("Licensee").\n\n' +
      '4.7 Taxes. All fees are exclusive of sales taxes. Licensee is a tax-exempt organization and shall provide Licensor with its certificate of exemption within fifteen (15) days after the Effective Date.\n';
    const certificate = readDuties(text).obligations.find((o) => /certificate of exemption/.test(o.description))!;
    assert.equal(certificate.responsible_party, 'Brackley Clinics LLC');
    assert.equal(certificate.due_date, '2026-05-16');
  });
});

describe('a report whose time is set off by commas', () => {
  it('reads "deliver to the Distributor, within ten (10) business days after the end of each calendar month, a performance report" as a monthly report', () => {
    const { duties } = readDuties(SUPPLY + '5.2 The Supplier shall deliver to the Distributor, within ten (10) business days after the end of each calendar month, a performance report showing its performance against each service level.\n');
    const report = duties.find((d) => d.kind === 'report')!;
    assert.equal(report.party, SUPPLIER);
    assert.match(report.action, /^deliver to the Distributor a performance report/);
    assert.equal(report.recurrence, 'monthly');
  });
});
