// findDuties (issue 10) on sentences written for these tests: who must act, what, how much, how often, by when.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findDuties, partyAliases } from '../../src/engines/local/analysis/duties.ts';
import { buildObligations } from '../../src/analysis/obligations.ts';
import type { DutyFact } from '../../src/analysis/model.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';

const PREAMBLE =
  'DISTRIBUTION AGREEMENT\n\nThis Distribution Agreement is made as of March 1, 2020 (the "Effective Date") by and between ' +
  'Acme Widgets, Inc., a Delaware corporation (the "Company"), and Beta Trading LLC, a Texas limited liability company (the "Distributor").\n\n';
const ACME = 'Acme Widgets, Inc.';
const BETA = 'Beta Trading LLC';

function dutiesOf(body: string): { text: string; duties: DutyFact[] } {
  const text = PREAMBLE + body;
  return { text, duties: findDuties(text, extractFields(text)) };
}
const only = (body: string): DutyFact => {
  const { duties } = dutiesOf(body);
  assert.equal(duties.length, 1, `expected one duty, got ${JSON.stringify(duties.map((d) => d.action))}`);
  return duties[0]!;
};

describe('party aliases', () => {
  it('maps the preamble\'s defined roles back to the legal names', () => {
    const text = PREAMBLE + '1. Fees.';
    const aliases = partyAliases(text, extractFields(text));
    assert.equal(aliases.find((a) => a.alias === 'Distributor')?.party, BETA);
    assert.equal(aliases.find((a) => a.alias === 'Company')?.party, ACME);
  });
  it('gives a role defined after a party\'s name to that party when a title block named both parties first', () => {
    const text =
      'EXHIBIT 10.3\n\n                 SUPPLY AGREEMENT                  BETWEEN                   ORION PARTS                   AND                   KESTREL\n\n' +
      'KESTREL Agreement Number: K-7    Effective Date: May 1, 2021\n\n' +
      'Orion Parts, a corporation organized under the laws of the State of Ohio, having a place of business at 10 Main Street, Dayton, Ohio, ("Reseller") and Kestrel, Inc. ("Kestrel"), a Delaware corporation, agree that the following terms govern the sale of Products.\n\n' +
      '1. Reseller shall pay Kestrel for all Products within thirty (30) days of the invoice date.\n';
    const fields = extractFields(text);
    const orion = fields.parties.find((p) => /orion/i.test(p));
    assert.ok(orion);
    assert.equal(partyAliases(text, fields).find((a) => a.alias === 'Reseller')?.party, orion);
    assert.deepEqual(findDuties(text, fields).map((d) => d.party), [orion]);
  });
});

describe('a party whose name the filing redacted or left blank', () => {
  it('gives the role after a redacted name to that unnamed party, not to the party named before it', () => {
    const text =
      'DISTRIBUTOR AGREEMENT\n\nThis Distributor Agreement (the \'Agreement\') dated [*] is between Acme Widgets, Inc., a Delaware corporation, having a principal place of business at 1 Main Street, Springfield And [*] (\'Distributor\')\n\n' +
      '1. Information. The Distributor will supply to Acme on an annual basis a detailed sales plan for the Products.\n';
    const duties = findDuties(text, extractFields(text));
    assert.deepEqual(duties.map((d) => d.party), ['Distributor']);
  });
  it('names a party left blank by its role', () => {
    const text =
      'DEVELOPMENT AGREEMENT\n\nThis Development Agreement is made as of March 1, 2020 by and between Acme Widgets, Inc., a Delaware corporation (the "Franchisor"), and ______________________ (the "Developer").\n\n' +
      '1. Records. The Developer shall maintain complete and accurate records of all sales made under this Agreement.\n';
    const duties = findDuties(text, extractFields(text));
    assert.equal(duties.length, 1);
    assert.equal(duties[0]!.party, 'Developer');
    assert.equal(duties[0]!.kind, 'audit');
  });
});

describe('roles a preamble gives that the first reading of aliases missed', () => {
  it('takes the role a preamble after a title block and a table of contents defines', () => {
    const text =
      'SUPPLY AGREEMENT\nBetween Orion Parts LLC And Kestrel Foods Inc.\n\nTABLE OF CONTENTS\n' + Array.from({ length: 30 }, (_, i) => `${i + 1}. Heading ${i + 1} ${i + 2}`).join('\n') + '\n\n' +
      'This Supply Agreement is entered into as of May 1, 2021 (the "Effective Date") by and between Orion Parts LLC, a Delaware limited liability company (hereinafter referred to as "Vendor"), and Kestrel Foods Inc., an Ohio corporation (hereinafter referred to as "Buyer").\n\n' +
      '31. Reports. Vendor shall deliver to Buyer a quarterly report of all shipments made.\n';
    // The names as a title block gives them, the evidence pointing there (as extraction does when the title names both).
    const parties = ['Orion Parts LLC', 'Kestrel Foods Inc.'];
    const fields = { ...extractFields(text), parties, partiesEvidence: parties.map((p) => ({ start: text.indexOf(p), end: text.indexOf(p) + p.length, quote: p, engine: 'local' as const })) };
    assert.equal(partyAliases(text, fields).find((a) => a.alias === 'Vendor')?.party, 'Orion Parts LLC');
    assert.deepEqual(findDuties(text, fields).map((d) => d.party), ['Orion Parts LLC']);
  });
  it('reads a role whose quotes hold the sentence\u2019s full stop ("Contractor.")', () => {
    const text =
      'MANUFACTURING AGREEMENT\n\nThis Manufacturing Agreement is effective as of May 1, 2021 by and between: Acme Widgets Ltd., with a principal place of business at 1 Main Street, Springfield. Hereinafter referred to as "Customer" And Beta Assembly Ltd. with a principal place of business at 2 Mill Road, Dayton. Hereinafter referred to as "Contractor."\n\n' +
      '5. Records. Contractor shall maintain complete and accurate records of all units built.\n';
    const fields = extractFields(text);
    assert.equal(partyAliases(text, fields).find((a) => a.alias === 'Contractor')?.party, fields.parties.find((p) => /Beta/.test(p)));
  });
  it('keeps the preamble\u2019s role when a two-column signature block sets the other party\u2019s name beside it', () => {
    const text =
      'DISTRIBUTOR AGREEMENT\n\nThis Agreement is made as of May 1, 2021 by and between Acme Widgets, Inc., a Delaware corporation ("Acme"), and Beta Trading ("Distributor"). Acme and Distributor agree as follows:\n\n' +
      '4. Reports. Distributor shall deliver to Acme a monthly sales report.\n\nIN WITNESS WHEREOF the parties have signed this Agreement.\n\nDistributor:                               Acme Widgets, Inc.\n\nBy: ____________                          By: ____________\n';
    const fields = extractFields(text);
    assert.equal(partyAliases(text, fields).find((a) => a.alias === 'Distributor')?.party, fields.parties.find((p) => /Beta/.test(p)));
  });
});

describe('sentences that impose no duty', () => {
  for (const sentence of [
    '12. Law. This Agreement shall be governed by the laws of the State of New York.',
    '1.4 "Products" shall mean the products listed in Exhibit A, which the Distributor shall pay for.',
    '9. Termination. Either party may terminate this Agreement upon thirty (30) days\' written notice.',
    '10. The Company shall not be liable for any indirect damages.',
    '11. If the Distributor fails to pay any amount when due, the Distributor shall pay interest at 1.5% per month.',
    '13. The Distributor may, at its option, obtain insurance against loss of the Products in transit.',
    '14. This Agreement shall commence on the Effective Date and continue for two (2) years.',
    '15. The Distributor shall use its best efforts to promote the Products in the Territory.',
    '16. No other fees will be paid to the Distributor.',
  ]) {
    it(`finds none in: ${sentence.slice(0, 60)}…`, () => {
      assert.deepEqual(dutiesOf(sentence).duties, []);
    });
  }
});

describe('duties and who bears them', () => {
  it('puts "the Distributor shall pay the Company … within 75 days" on the Distributor, not on Both', () => {
    const d = only('3. Payment. The Distributor shall pay the Company the purchase price of each order within seventy-five (75) days after the date of invoice.');
    assert.equal(d.kind, 'payment');
    assert.equal(d.party, BETA);
    assert.equal(d.action, 'pay the Company the purchase price of each order');
    assert.deepEqual(d.deadline?.period && { value: d.deadline.period.value, unit: d.deadline.period.unit }, { value: 75, unit: 'day' });
    assert.equal(d.deadline?.anchor, 'event');
    assert.equal(d.deadline?.anchorText, 'date of invoice');
  });
  it('reads "Both" only where each party is bound: return or destroy confidential information on termination', () => {
    const d = only('8. Confidentiality. Upon termination of this Agreement, each party shall return or destroy all Confidential Information of the other party.');
    assert.equal(d.kind, 'return_or_destroy');
    assert.equal(d.party, 'Both');
    assert.equal(d.deadline?.anchor, 'termination');
  });
  it('finds monthly reports with their deadline after each month', () => {
    const d = only('4. Reports. Distributor shall deliver to the Company monthly sales reports no later than fifteen (15) days after the end of each calendar month.');
    assert.equal(d.kind, 'report');
    assert.equal(d.party, BETA);
    assert.equal(d.recurrence, 'monthly');
    assert.equal(d.deadline?.period?.value, 15);
    assert.equal(d.deadline?.anchorText, 'end of each calendar month');
  });
  it('finds a business plan due within 60 days of the Effective Date', () => {
    const d = only('5. Plan. Within sixty (60) days after the Effective Date, the Distributor shall deliver to the Company a written business plan for the Territory.');
    assert.equal(d.kind, 'report');
    assert.equal(d.action, 'deliver to the Company a written business plan for the Territory');
    assert.equal(d.deadline?.anchor, 'effective_date');
  });
  it('finds a trade-name change due within 30 days of the Closing', () => {
    const d = only('6. Name. The Distributor shall change its trade name so that it no longer includes the word "Acme" within thirty (30) days of the Closing.');
    assert.equal(d.kind, 'other');
    assert.equal(d.deadline?.period?.value, 30);
    assert.equal(d.deadline?.anchorText, 'Closing');
    assert.equal(d.deadline?.anchor, 'event');
  });
  it('finds required insurance with its amount', () => {
    const d = only('7. Insurance. The Distributor shall maintain product liability insurance with limits of at least $1,000,000 per occurrence.');
    assert.equal(d.kind, 'insurance');
    assert.equal(d.amount, '$1,000,000');
  });
  it('finds record keeping for audit and its yearly audit', () => {
    const d = only('9. Records. The Distributor shall keep complete and accurate books and records of all sales and shall permit the Company to audit such records once per calendar year.');
    assert.equal(d.kind, 'audit');
    assert.equal(d.recurrence, 'annually');
  });
  it('finds notice duties and their lead time', () => {
    const d = only('10. Prices. The Company will notify the Distributor in writing of any price change at least sixty (60) days before it takes effect.');
    assert.equal(d.kind, 'notice');
    assert.equal(d.party, ACME);
    assert.equal(d.deadline?.period?.value, 60);
  });
  it('finds a passive duty whose bearer is named after "by"', () => {
    const d = only('11. Freight. All freight, insurance and other shipping expenses shall be paid by the Distributor.');
    assert.equal(d.kind, 'payment');
    assert.equal(d.party, BETA);
  });
  it('finds post-termination duties', () => {
    const d = only('12. Effect of termination. Upon expiration or termination of this Agreement, the Distributor shall cease all use of the Company\'s trademarks within ten (10) days.');
    assert.equal(d.kind, 'post_termination');
    assert.equal(d.party, BETA);
  });
  it('attributes a royalty to the payer with its percentage and recurrence', () => {
    const d = only('13. Royalties. The Company shall pay the Distributor a royalty of 5% of Net Sales, payable quarterly within thirty (30) days after the end of each calendar quarter.');
    assert.equal(d.party, ACME);
    assert.equal(d.amount, '5%');
    assert.equal(d.recurrence, 'quarterly');
  });
  it('skips a subject that names one of two parties ("Acme or Beta shall reimburse")', () => {
    assert.deepEqual(dutiesOf('14. Either Acme Widgets or Beta Trading shall reimburse the consultant for travel.').duties, []);
  });
});

describe('evidence and limits', () => {
  it('quotes the duty sentence exactly', () => {
    const { text, duties } = dutiesOf('3. Payment. The Distributor shall pay the Company the fees within thirty (30) days after invoice.\n4. Reports. The Distributor shall submit quarterly reports to the Company.');
    assert.equal(duties.length, 2);
    for (const d of duties) assert.equal(text.slice(d.evidence.start, d.evidence.end), d.evidence.quote);
  });
  it('keeps the list bounded: at most twenty duties of a kind', () => {
    const body = Array.from({ length: 24 }, (_, i) => `${i + 1}. The Distributor shall pay the Company fee number ${i + 1} within ten (10) days after invoice.`).join('\n');
    assert.equal(dutiesOf(body).duties.filter((d) => d.kind === 'payment').length, 20);
  });
  it('finds nothing when the contract names no parties', () => {
    assert.deepEqual(findDuties('The fees shall be paid within 30 days.', extractFields('The fees shall be paid within 30 days.')), []);
  });
});

describe('duties the first reading missed (issue 10 recall)', () => {
  it('reads a duty in an enumerated item after a heading: "c. Royalties. (i) Distributor agrees to pay …"', () => {
    const d = only('c. Payment of Royalties/Statement of Accounts. (i) The Distributor agrees to pay all royalties due on or before thirty (30) days following the end of each quarterly period.');
    assert.equal(d.kind, 'payment');
    assert.equal(d.party, BETA);
  });
  it('reads the verb after a time insertion: "shall within seven (7) days after receipt …, notify"', () => {
    const d = only('6. Inspection. The Distributor may reject any defective Product, provided that the Distributor shall within seven (7) days after receipt of such Product, notify the Company of its rejection.');
    assert.equal(d.kind, 'notice');
    assert.equal(d.party, BETA);
    assert.equal(d.deadline?.period?.value, 7);
  });
  it('keeps a notice triggered by an event: "If the Distributor learns of an infringement, the Distributor shall promptly notify …"', () => {
    const d = only('8. Infringement. If the Distributor learns of any infringement of the Marks, the Distributor shall promptly notify the Company and provide pertinent details.');
    assert.equal(d.kind, 'notice');
    assert.equal(d.party, BETA);
  });
  it('reads "create and maintain all necessary books and records" as an audit duty', () => {
    const d = only('7. Records. The Distributor shall create and maintain all necessary books and records in accordance with applicable law.');
    assert.equal(d.kind, 'audit');
  });
  it('reads a delivery whose object comes after an insertion: "deliver to X, at no charge, and in a timely fashion, … Products … each year"', () => {
    const d = only('5. Samples. The Company shall deliver to the Distributor, at no charge, and in a timely fashion, a reasonable number of Products for demonstration each Contract Year.');
    assert.equal(d.kind, 'delivery');
    assert.equal(d.party, ACME);
  });
  it('reads samples to submit for approval as a delivery even without a date', () => {
    const d = only('4. Approval. The Distributor shall submit samples of all advertising to the Company for approval.');
    assert.equal(d.kind, 'delivery');
    assert.equal(d.party, BETA);
  });
  it('puts "Payment of the Company\'s invoices shall be due within 60 days" on the party invoiced', () => {
    const d = only('3. Payment. Payment of Company invoices shall be due within sixty (60) days of the respective invoice date.');
    assert.equal(d.kind, 'payment');
    assert.equal(d.party, BETA);
    assert.equal(d.deadline?.period?.value, 60);
  });
});

describe('plain-language contracts', () => {
  it('maps "you" to the party the preamble defines as "you"', () => {
    const text =
      'SERVICES AGREEMENT This Services Agreement is entered into as of March 1, 2020 between Crowdline, Inc., a Delaware corporation ("Company"), and Vendo Systems, Inc., a Delaware corporation ("Customer" or "you").\n\n' +
      '2. Fees. In exchange for the Services, you shall pay the Company the fees set out below within thirty (30) days of invoice.';
    const duties = findDuties(text, extractFields(text));
    assert.deepEqual(duties.map((d) => [d.party, d.kind]), [['Vendo Systems, Inc.', 'payment']]);
  });
});

describe('sentence shapes the second reading covers (issue 10 recall)', () => {
  it('reads a duty after a section heading the text ran into the sentence: "Notification of Infringement The Distributor shall notify …"', () => {
    const d = only('7 Notification of Infringement The Distributor shall promptly notify the Company of any infringement of the Marks it learns of.');
    assert.equal(d.kind, 'notice');
    assert.equal(d.party, BETA);
  });
  it('does not take "Any Affiliate of the Company" for the Company', () => {
    assert.deepEqual(dutiesOf('8. Any Affiliate of the Company shall pay the Distributor the fees within thirty (30) days after invoice.').duties, []);
  });
  it('reads a list item marked with a lower-case letter: "a.   The Distributor will pay …"', () => {
    const d = only('a.      The Distributor will pay the Company the hosting fees within fifteen (15) days of receipt of each invoice.');
    assert.equal(d.kind, 'payment');
    assert.equal(d.party, BETA);
    assert.equal(d.deadline?.period?.value, 15);
  });
  it('reads an act handed over by a stated time as a dated duty: "provide … written evidence … no later than ten (10) business days before …"', () => {
    const d = only('9. The Company shall provide the Distributor written evidence of the shareholder vote no later than ten (10) business days prior to the annual meeting.');
    assert.equal(d.kind, 'other');
    assert.equal(d.party, ACME);
    assert.equal(d.deadline?.period?.value, 10);
  });
  it('keeps an undated "provide the Services" out: general performance is no duty to track', () => {
    assert.deepEqual(dutiesOf('10. The Company shall provide the Services to the Distributor in a professional manner.').duties, []);
  });
  it('reads the return of products, batches and work in progress', () => {
    const d = only('11. The Distributor shall return all Products held on consignment to the Company within thirty (30) days after termination of this Agreement.');
    assert.equal(d.kind, 'return_or_destroy');
    assert.equal(d.party, BETA);
    assert.equal(d.deadline?.anchor, 'termination');
  });
  it('reads a copy to send before a stated time as a delivery', () => {
    const d = only('12. The Distributor shall provide the Company with a copy of each proposed publication no less than thirty (30) days prior to its submission.');
    assert.equal(d.kind, 'delivery');
    assert.equal(d.party, BETA);
  });
  it('finds no duty in a negation carried by the object, an indemnity or further assurances', () => {
    for (const sentence of [
      '13. The Company shall make no payments for employees who are not retained by the Distributor.',
      '14. The Distributor shall indemnify the Company from, defend the Company against, and pay any final judgments awarded against the Company.',
      '15. The parties shall duly execute and deliver such further instruments as may be necessary to carry out this Agreement.',
    ]) {
      assert.deepEqual(dutiesOf(sentence).duties, [], sentence);
    }
  });
  it('reads a deadline in hours, kept as written and counted in whole days', () => {
    const d = only('18. The Company shall notify the Distributor within twenty-four (24) hours after it becomes aware of any defect that may require a recall.');
    assert.equal(d.kind, 'notice');
    assert.deepEqual(d.deadline?.period, { value: 1, unit: 'day', text: 'twenty-four (24) hours' });
  });
  it('does not read a role defined after the preamble ("one Party (the "Recipient")") as the last party\'s alias', () => {
    const text =
      'MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis Agreement is made as of March 3, 2025 by and between Acme Widgets, Inc. ("Acme") and Beta Trading LLC ("Beta").\n\n' +
      '1. Definitions. "Confidential Information" means information disclosed by one Party (the "Discloser") to the other Party (the "Recipient").\n\n' +
      '2. The Recipient shall notify the Discloser in writing within five (5) business days after receiving a request for disclosure.';
    const aliases = partyAliases(text, extractFields(text));
    assert.equal(aliases.find((a) => a.alias === 'Recipient'), undefined);
    assert.deepEqual(findDuties(text, extractFields(text)), []);
  });
  it('reads an equity investment as a payment, "keep … informed" as a report and a copy of filings as a delivery', () => {
    assert.equal(only('19. The Distributor shall make an equity investment of $4,000,000 in the Company within ten (10) days after the Effective Date.').kind, 'payment');
    const kept = only('20. The Company will keep the Distributor reasonably informed of the progress and results of its development activities by written reports at least quarterly.');
    assert.equal(kept.kind, 'report');
    assert.equal(kept.party, ACME);
    assert.equal(only('21. The Company shall supply the Distributor with a copy of all material communications to or from the regulatory authorities.').kind, 'delivery');
    assert.deepEqual(dutiesOf('22. The Distributor shall keep the Confidential Information of the Company in strict confidence.').duties, []);
  });
  it('tracks no undated "keep … informed", offer on terms to be agreed, tax allocation, indemnity step or general cooperation', () => {
    for (const sentence of [
      '23. The Company will keep the Distributor reasonably informed of the status of the litigation.',
      '24. After expiration, the Company shall provide correction assistance only on mutually acceptable terms at its customary rates.',
      '25. The Distributor shall pay all sales taxes imposed on the Products within thirty (30) days after invoice.',
      '26. The Distributor shall give the Company notice of, and the parties shall cooperate in, the defense of any such claim within ten (10) days.',
      '26a. Upon expiration or termination of this Agreement, the Company will provide reasonable cooperation and assistance to the Distributor.',
    ]) {
      assert.deepEqual(dutiesOf(sentence).duties, [], sentence);
    }
  });
  it('does not give one party the role alias of a party the extraction missed ("and the above-named Supplier … ("Supplier")")', () => {
    const text =
      'SOFTWARE LICENSE AGREEMENT ("Agreement") is entered into as of the Effective Date by and between Acme Widgets, Inc. ("Acme"), a national banking association, and the above-named Supplier, a corporation ("Supplier").\n\n' +
      '1. Supplier shall notify Acme within five (5) days after discovery of any security breach.';
    const fields = { ...extractFields(text), parties: [ACME], partiesEvidence: [extractFields(text).partiesEvidence[0]!] };
    assert.equal(partyAliases(text, fields).find((a) => a.alias === 'Supplier'), undefined);
    assert.deepEqual(findDuties(text, fields), []);
  });
  it('reads "agrees that it will pay", "shall be obliged to notify" and "shall promptly, and in any event within …, notify"', () => {
    const agrees = only('27. The Distributor agrees that it will pay the Company the purchase price within thirty (30) days after delivery.');
    assert.equal(agrees.kind, 'payment');
    assert.equal(agrees.party, BETA);
    const obliged = only('28. The Company shall be obliged to notify the Distributor of any defect within five (5) days after discovery.');
    assert.equal(obliged.kind, 'notice');
    assert.equal(obliged.party, ACME);
    const inserted = only('29. The Company shall promptly, and in any event within two (2) business days, notify the Distributor of any recall.');
    assert.equal(inserted.kind, 'notice');
    assert.equal(inserted.deadline?.period?.value, 2);
  });
  it('tracks no tax borne or own costs paid', () => {
    for (const sentence of [
      '30. The Distributor shall be responsible for paying any sales, transfer or VAT taxes directly associated with the Products.',
      '31. Each party shall be obligated to pay all costs and expenses it incurs in connection with the launch.',
    ]) {
      assert.deepEqual(dutiesOf(sentence).duties, [], sentence);
    }
  });
  it('gives the franchisor no alias of a franchisee left blank ("and ____________ ("you")")', () => {
    const text =
      'FRANCHISE AGREEMENT\n\nThis Franchise Agreement is made by and between Golden Crust Franchising, Inc., a Texas corporation ("we" or "us"), and ______________________ ("you").\n\n' +
      '1. You shall report your Gross Sales in writing on or before the fifth day of each month.';
    const fields = extractFields(text);
    assert.equal(partyAliases(text, fields).find((a) => a.alias === 'you'), undefined);
    assert.deepEqual(findDuties(text, fields), []);
  });
  it('reads past a run-in heading with section numbers and a list mark after a colon; "effective date of termination" anchors on termination', () => {
    const numbered = only('COMMERCIAL TERMS   5.1 Invoices and Payment   5.1.1 The Distributor shall pay 30% of each purchase order as a deposit within five (5) days after the order.');
    assert.equal(numbered.kind, 'payment');
    assert.equal(numbered.party, BETA);
    const listed = only('Upon any termination, all rights of the parties shall cease except: (a) The Company will pay, within thirty (30) days after the effective date of termination, all amounts owing to the Distributor.');
    assert.equal(listed.party, ACME);
    assert.equal(listed.deadline?.anchor, 'termination');
  });
  it('reads a list item marked "e)"', () => {
    const d = only('e)    The Distributor will pay the Company its revenue share within thirty (30) days after the close of each month.');
    assert.equal(d.kind, 'payment');
    assert.equal(d.evidence.quote.slice(0, 15), 'The Distributor');
  });
  it('binds "each party" to Both only when the sentence says so', () => {
    const both = only('16. Each party shall promptly give written notice to the other party of any scheduled inspection by a regulatory authority.');
    assert.equal(both.party, 'Both');
    const one = only('17. The Company shall promptly give written notice to the Distributor of any scheduled inspection by a regulatory authority.');
    assert.equal(one.party, ACME);
    assert.equal(only('17a. Either party shall promptly notify the other party in writing of any change of its address.').party, 'Both');
    assert.deepEqual(dutiesOf('17b. Either party may terminate this Agreement upon thirty (30) days\' notice. Neither party shall pay any commission to the other party.').duties, []);
  });
});

// A duty that follows an event is a duty: a lawyer tracks "when X happens, Y must do Z". The trigger stays with it.
describe('event-triggered duties keep their trigger', () => {
  it('reads "If the Company requests …, the Company shall pay …" as the Company\'s payment, when requested', () => {
    const d = only('9. Extra work. If the Company requests additional appearances, the Company shall pay the Distributor an additional fee.');
    assert.equal(d.kind, 'payment');
    assert.equal(d.party, ACME);
    assert.equal(d.action, 'pay the Distributor an additional fee');
    assert.equal(d.trigger, 'when the Company requests additional appearances');
    assert.equal(d.deadline, null);
  });
  it('reads "In the event of termination, … shall return …" with termination as its trigger and anchor', () => {
    const d = only('10. Wind-down. In the event of termination, the Distributor shall return all promotional materials supplied by the Company.');
    assert.equal(d.kind, 'return_or_destroy');
    assert.equal(d.party, BETA);
    assert.equal(d.trigger, 'on termination');
    assert.equal(d.deadline?.anchor, 'termination');
  });
  it('reads "Upon receipt of an invoice, … shall pay … within 30 days"', () => {
    const d = only('3. Invoices. Upon receipt of an invoice, the Distributor shall pay the Company the invoiced amount within thirty (30) days.');
    assert.equal(d.kind, 'payment');
    assert.equal(d.party, BETA);
    assert.equal(d.trigger, 'upon receipt of an invoice');
    assert.equal(d.deadline?.period?.value, 30);
  });
  it('reads "Following …," and "In the event that …," triggers', () => {
    const following = only('6. Rebranding. Following the Closing, the Distributor shall change its trade name within thirty (30) days.');
    assert.deepEqual([following.kind, following.party, following.trigger], ['other', BETA, 'following the Closing']);
    const requested = only('7. Samples. In the event that the Company requests samples, the Distributor shall deliver ten samples to the Company.');
    assert.deepEqual([requested.kind, requested.party, requested.trigger], ['delivery', BETA, 'when the Company requests samples']);
  });
  it('reads "Within N days after …," as trigger and deadline, counted from the event', () => {
    const d = only('11. Recalls. Within fifteen (15) days after a recall is announced, the Distributor shall return all affected Products to the Company.');
    assert.equal(d.kind, 'return_or_destroy');
    assert.equal(d.party, BETA);
    assert.equal(d.trigger, 'within fifteen (15) days after a recall is announced');
    assert.deepEqual([d.deadline?.period?.value, d.deadline?.anchor], [15, 'event']);
  });
  it('reads "Should …," and a passive payment after a condition', () => {
    const should = only('12. Training. Should the Distributor request additional training, the Distributor shall reimburse the Company for its travel expenses.');
    assert.deepEqual([should.kind, should.party, should.trigger], ['payment', BETA, 'should the Distributor request additional training']);
    const passive = only('13. Freight. If the Company agrees to expedited shipping, the freight charges shall be paid by the Distributor.');
    assert.deepEqual([passive.kind, passive.party, passive.action, passive.trigger], ['payment', BETA, 'pay the freight charges', 'when the Company agrees to expedited shipping']);
  });
  it('ends the trigger before an earlier duty of the same sentence', () => {
    const { duties } = dutiesOf('15. Custom orders. If the Company orders custom Products, the Distributor shall notify the Company of the price, and the Company shall pay the price within thirty (30) days after delivery.');
    assert.deepEqual(duties.map((d) => [d.kind, d.party, d.trigger]), [
      ['notice', BETA, 'when the Company orders custom Products'],
      ['payment', ACME, 'when the Company orders custom Products'],
    ]);
  });
  it('still keeps a notice of a delay (a notice an event triggers is a duty, not a remedy)', () => {
    const d = only('14. Delays. If the Distributor becomes aware of any delay in delivery, the Distributor shall promptly notify the Company.');
    assert.deepEqual([d.kind, d.party, d.trigger], ['notice', BETA, 'when the Distributor becomes aware of any delay in delivery']);
  });
  it('puts the trigger in the obligation and computes no due date from an event', () => {
    const { text, duties } = dutiesOf('9. Extra work. If the Company requests additional appearances, the Company shall pay the Distributor an additional fee within ten (10) days after each appearance.');
    const [obligation] = buildObligations(extractFields(text), duties, [], 'local').filter((o) => o.responsible_party === ACME);
    assert.ok(obligation);
    assert.match(obligation.description, /^Acme Widgets, Inc\. must pay the Distributor an additional fee when the Company requests additional appearances \(within ten \(10\) days after (?:each )?appearance\)/);
    assert.equal(obligation.due_date, null);
    assert.equal(obligation.derivation, null);
  });
});

describe('conditional sentences that still impose no duty', () => {
  for (const sentence of [
    '20. If the Company requests additional appearances, the Distributor may charge an additional fee.',
    '21. If the Company requests additional appearances, the Company shall not pay any additional fee.',
    '22. If the Company requests additional appearances, the parties shall discuss the fee in good faith.',
    '23. If the Distributor fails to deliver a report on time, the Distributor shall pay a late charge of $100.',
    '24. Upon any breach of this Agreement by the Distributor, the Distributor shall reimburse the Company for its costs.',
    '25. If an audit reveals an overpayment, the Company shall refund the excess to the Distributor within thirty (30) days.',
    '26. If a third party brings a claim against the Distributor, the Company shall indemnify the Distributor and pay its losses.',
    '27. If any withholding tax applies to a payment, the Distributor shall pay such tax to the proper authority.',
    '28. In the event the Company is required to pay any tax on the Distributor\'s behalf, the Distributor shall reimburse the Company.',
    '29. If the parties agree to a joint campaign, each party shall pay its own costs.',
    '30. If the Company so elects, the Distributor shall have the right to purchase additional Products.',
    '31. If the Distributor requests, the Company shall consider in good faith any proposed change to the Products.',
  ]) {
    it(`finds none in: ${sentence.slice(0, 70)}…`, () => {
      assert.deepEqual(dutiesOf(sentence).duties, []);
    });
  }
});

describe('subjects that refer back to a party', () => {
  it('binds both when "such Party" points back to "either Party" in the same sentence', () => {
    const d = only('40. If either Party learns of any infringement of the Trademarks, such Party shall promptly notify the other Party in writing within five (5) days.');
    assert.equal(d.kind, 'notice');
    assert.equal(d.party, 'Both');
  });

  it('gives "such Party" to the one party the condition names', () => {
    const d = only('41. If the Distributor receives a customer complaint about a Product, such Party shall notify the Company within five (5) days.');
    assert.equal(d.kind, 'notice');
    assert.equal(d.party, BETA);
  });

  it('gives "that Party" to the one party the previous sentence names', () => {
    const d = only('42. The Distributor may appoint sub-distributors in the Territory. That Party shall deliver a written sales report to the Company within thirty (30) days after each calendar quarter.');
    assert.equal(d.kind, 'report');
    assert.equal(d.party, BETA);
  });

  it('gives "it" to the subject of an earlier clause of the sentence', () => {
    const d = only('43. If the Distributor wishes to extend the Term, it must notify the Company in writing at least ninety (90) days before the end of the Term.');
    assert.equal(d.kind, 'notice');
    assert.equal(d.party, BETA);
  });

  it('gives "it" to the subject of the previous sentence when that sentence names one party', () => {
    const d = only('44. The Distributor keeps the inventory in its own warehouse. It shall deliver a written inventory report within ten (10) days after the end of each calendar quarter.');
    assert.equal(d.kind, 'report');
    assert.equal(d.party, BETA);
  });

  it('gives "it" after "Each Party agrees that …" to both', () => {
    const d = only('45. Each Party agrees that, upon the request of the other Party, it will return all Confidential Information of the other Party within ten (10) days.');
    assert.equal(d.kind, 'return_or_destroy');
    assert.equal(d.party, 'Both');
  });

  it('binds both when "the other Party" answers "either Party" or "a Party"', () => {
    assert.equal(only('46. Either Party may request an audit of the records once a year. The other Party shall provide written notice of the audit dates within ten (10) days.').party, 'Both');
    assert.equal(only('47. Upon request by a Party, the other Party shall provide certificates of insurance evidencing the coverage required by this Section.').party, 'Both');
  });

  it('binds both when "each of them" follows "the parties"', () => {
    // The quarterly meeting is a recurring duty of both parties too.
    const { duties } = dutiesOf('48. The parties shall meet once each quarter. Each of them shall deliver a written progress report within ten (10) days after each meeting.');
    assert.deepEqual(duties.map((d) => [d.kind, d.party, d.recurrence]), [['other', 'Both', 'quarterly'], ['report', 'Both', 'none']]);
  });
});

describe('references that point to no one party', () => {
  for (const sentence of [
    // Two parties named before "it": either could be meant.
    '50. If the Company asks the Distributor for samples, it shall pay the shipping costs within thirty (30) days.',
    '51. The Distributor shall buy the Products from the Company. It shall deliver a written sales report within ten (10) days after each quarter.',
    // No party named before "it": a thing, not a party.
    '52. The Products are shipped in bulk. It shall deliver a written report within ten (10) days.',
    // "the other Party" after a named party, not "either Party".
    '53. The Company may request an audit of the records. The other Party shall provide written notice of the audit dates within ten (10) days.',
    // "either A or B": whichever of two named parties.
    '54. If either the Company or the Distributor intends to file a patent application, such Party shall notify the other Party within ten (10) days.',
    // "it" after "either Party" when the clause does not open with it.
    '55. If the Products are recalled by either Party, it shall notify the customers within five (5) days.',
    // A remedy inside the clause: liquidated damages after a violation.
    '56. Each Party agrees that in the event it violates Section 9, it will pay to the other Party liquidated damages of $10,000.',
    // A new paragraph: the previous sentence is no antecedent.
    '57. The Distributor keeps the inventory in its own warehouse.\n\n58. It shall deliver a written inventory report within ten (10) days after each quarter.',
  ]) {
    it(`finds none in: ${sentence.slice(0, 70).replace(/\n/g, ' ')}…`, () => {
      assert.deepEqual(dutiesOf(sentence).duties, []);
    });
  }
});

describe('actions read whole', () => {
  it('keeps a number written twice ("thirty (30) days\u2019 … notice") in the action', () => {
    const text = 'This Agreement is made between Airspan Networks Inc. ("Airspan") and GLS LLC ("Distributor"). Distributor will give Airspan thirty (30) days\u2019 prior written notice of each new representation role.';
    const duties = findDuties(text, extractFields(text));
    assert.ok(duties.some((d) => /^give Airspan thirty \(30\) days/.test(d.action)));
  });
  it('does not take a duty of confidence for record keeping', () => {
    const text = 'This Agreement is made between Acme Inc. ("Provider") and Beta Ltd ("Recipient"). During the term of this Agreement and thereafter, the Parties shall maintain in confidence and not disclose the other Party\u2019s financial records.';
    const duties = findDuties(text, extractFields(text));
    assert.ok(!duties.some((d) => d.kind === 'audit'));
  });
});

describe('claim notices of an indemnity are no duties', () => {
  it('drops a notice of "any such Action" when the sentence before states the indemnity', () => {
    const body =
      '8.1 The Company shall defend and indemnify the Distributor against any claim or suit ("Action") brought by a third party. ' +
      'The Distributor will promptly inform the Company in writing of any such Action and will co-operate in the defence and/or settlement of the Action.';
    assert.deepEqual(dutiesOf(body).duties.filter((d) => d.kind === 'notice'), []);
  });
  it('drops a notice of a claim whose sentence speaks of its defence and/or settlement', () => {
    assert.deepEqual(dutiesOf('9. The Distributor shall notify the Company of any third-party claim and shall assist in the defence and/or settlement of that claim.').duties, []);
  });
  it('keeps a notice of a change of address after a sentence on indemnity', () => {
    const body =
      '10. The Company shall indemnify the Distributor against any claim brought by a third party. ' +
      'The Distributor shall notify the Company of any change of its address within ten (10) days.';
    const notices = dutiesOf(body).duties.filter((d) => d.kind === 'notice');
    assert.equal(notices.length, 1);
    assert.equal(notices[0]!.party, BETA);
  });
  it('keeps a monthly report after a sentence on indemnity', () => {
    const body =
      '11. The Company shall indemnify the Distributor against any claim brought by a third party. ' +
      'The Distributor shall deliver to the Company a monthly sales report within ten (10) days after the end of each month.';
    assert.deepEqual(dutiesOf(body).duties.map((d) => d.kind), ['report']);
  });
});

describe('duties a first pass used to miss', () => {
  it('a notice after an insertion that ends in a comma: "shall, to the extent legally permitted, give … notice, and …"', () => {
    const d = only('If the Distributor is required by law to disclose the price list, the Distributor shall, to the extent legally permitted, give the Company prompt written notice, and in any event within three (3) business days after the request.');
    assert.equal(d.kind, 'notice');
    assert.equal(d.action, 'give the Company prompt written notice');
    assert.equal(d.deadline?.period?.value, 3);
  });
  it('a return or destruction and the certificate that follows it are two duties, the action read whole', () => {
    const { duties } = dutiesOf('Within fifteen (15) days after the Company\'s written request, the Distributor shall return or destroy all copies of the price lists in its possession and shall certify the destruction in writing.');
    assert.deepEqual(duties.map((d) => [d.kind, d.action]), [
      ['return_or_destroy', 'return or destroy all copies of the price lists in its possession'],
      ['report', 'certify the destruction in writing'],
    ]);
  });
  it('making data available and deleting it later are two post-termination duties; "it" names the data', () => {
    const { duties } = dutiesOf('Within ten (10) days after termination of this Agreement, the Company shall make the Order Data available for download and shall thereafter delete it within a further thirty (30) days.');
    assert.deepEqual(duties.map((d) => d.action), ['make the Order Data available for download', 'delete Order Data']);
    assert.equal(duties[1]!.deadline?.period?.value, 30);
  });
  it('deliveries on the dates the orders state are scheduled deliveries', () => {
    const d = only('The Company shall deliver the Products DAP (Incoterms 2020) to the Distributor\'s warehouse on the delivery dates stated in the purchase orders.');
    assert.equal(d.kind, 'delivery');
    assert.match(d.action, /^deliver the Products DAP \(Incoterms 2020\) to the Distributor's warehouse/);
  });
  it('liquidated damages a named party must pay for a late delivery, with the failure as the trigger and no deadline taken from it', () => {
    const d = only('If the Company fails to deliver any Products within ten (10) days after the confirmed delivery date, the Company shall pay the Distributor liquidated damages of two percent (2%) of the price of the late Products for each week of delay.');
    assert.equal(d.kind, 'payment');
    assert.match(d.trigger ?? '', /^when the Company fails to deliver/);
    assert.equal(d.deadline, null);
  });
  it('answering a purchase order by a stated time, but not accepting orders as the deal', () => {
    assert.equal(only('The Company shall accept or reject each purchase order in writing within five (5) business days after receipt.').kind, 'other');
    assert.deepEqual(dutiesOf('The Company shall accept all purchase orders unless the quantity exceeds the forecast by more than 25% within any quarter.').duties, []);
  });
  it('the notice a right needs before it is used', () => {
    const d = only('The Company may increase its prices for any renewal year by giving the Distributor written notice at least ninety (90) days before the start of that renewal year.');
    assert.equal(d.kind, 'notice');
    assert.equal(d.action, 'give Distributor written notice');
    assert.equal(d.trigger, 'to increase its prices for any renewal year');
    assert.equal(d.deadline?.before, true);
    assert.deepEqual(dutiesOf('The Company may terminate this Agreement by giving the Distributor written notice at least ninety (90) days before the end of the term.').duties, []);
  });
  it('a restriction that lasts a stated time, tracked until it ends', () => {
    const d = only('For a period of eighteen (18) months after the Effective Date, the Distributor shall not, directly or indirectly, solicit for employment any employee of the Company with whom it worked.');
    assert.equal(d.kind, 'other');
    assert.equal(d.action, 'not solicit for employment any employee of the Company');
    assert.equal(d.deadline?.anchor, 'effective_date');
    const obligation = buildObligations(extractFields(PREAMBLE), [d], [], 'local')[0]!;
    assert.equal(obligation.due_date, '2021-09-01');
  });
  it('a service credit keeps its object and states its share once, in figures', () => {
    const d = only('If Availability falls below 99.9% in any calendar month, the Company shall credit the Distributor ten percent (10%) of the monthly fees for that month.');
    assert.equal(d.action, 'credit the Distributor 10% of the monthly fees for that month');
    const obligation = buildObligations(extractFields(PREAMBLE), [d], [], 'local')[0]!;
    assert.doesNotMatch(obligation.description.split('“')[0]!, /ten percent|\(10%/);
  });
  it('liquidated damages that accrue for each day of delay are a rate, not a daily duty', () => {
    const d = only('If the Company fails to deliver any Products by the delivery date, the Company shall pay the Distributor liquidated damages of one half of one percent (0.5%) of the price of the late Products for each day of delay.');
    assert.equal(d.recurrence, 'none');
    assert.match(d.action, /^pay the Distributor liquidated damages of 0\.5% of the price/);
    assert.equal(only('The Distributor shall deliver a stock report to the Company each day.').recurrence, 'daily');
  });
  it('a deadline in business days falls that many weekdays after its anchor', () => {
    const d = only('The Company shall deliver the Software to the Distributor within ten (10) business days after the Effective Date.');
    const obligation = buildObligations(extractFields(PREAMBLE + 'x'), [d], [], 'local')[0]!;
    // March 1, 2020 is a Sunday: ten weekdays later is Friday, March 13, not March 11.
    assert.equal(obligation.due_date, '2020-03-13');
    assert.match(obligation.derivation ?? '', /plus 10 business days/);
  });
  it('one verb with a list of objects, each due on its own date, is a duty per object', () => {
    const { duties } = dutiesOf('The Distributor shall deliver (a) the data assessment report by October 31, 2020, and (b) the working model by January 15, 2021.');
    assert.deepEqual(duties.map((d) => [d.action, d.deadline?.statedDate]), [
      ['deliver the data assessment report', '2020-10-31'],
      ['deliver the working model', '2021-01-15'],
    ]);
  });
  it('a time set off by commas after the verb is an aside: the object follows it', () => {
    const d = only('The Distributor shall maintain, during the Term and for two (2) years thereafter, professional liability insurance of at least US$2,000,000 per claim.');
    assert.match(d.action, /^maintain professional liability insurance/);
  });
  it('a sum a party shall pay "no" of is no duty to pay', () => {
    assert.deepEqual(dutiesOf('The Company shall pay the Distributor no compensation or indemnity for loss of goodwill on expiry or termination.').duties, []);
  });
  it('a condition precedent the named party must satisfy by the long-stop date', () => {
    const { duties } = dutiesOf('This Agreement shall not become effective until the Distributor has obtained an import licence for the Territory. If this condition is not satisfied by June 30, 2020, either party may terminate this Agreement.');
    const d = duties.find((x) => x.trigger === 'for the agreement to take effect')!;
    assert.equal(d.party, BETA);
    assert.equal(d.action, 'obtain an import licence for the Territory');
    assert.equal(d.deadline?.statedDate, '2020-06-30');
  });
});

describe('a sentence that binds two subjects gives each its own action and deadline', () => {
  it('does not give the first subject the deadline the second subject’s duty states', () => {
    const { duties } = dutiesOf('9.4 On expiry, the Distributor shall remove the Company\u2019s signs from its premises, and each party shall return the other\u2019s documents within twenty (20) days.');
    const remove = duties.find((d) => /^remove\b/.test(d.action))!;
    assert.equal(remove.party, BETA);
    assert.notEqual(remove.deadline?.period?.value, 20);
    assert.doesNotMatch(remove.action, /return/);
    const back = duties.find((d) => d.kind === 'return_or_destroy')!;
    assert.equal(back.party, 'Both');
    assert.equal(back.deadline?.period?.value, 20);
  });
});

describe('duties the third reading covers', () => {
  it('reads a second act after "and shall forward" with its deadline', () => {
    const { duties } = dutiesOf('The Distributor shall help the Company answer complaints, and shall forward to the Company within three (3) business days any complaint it receives.');
    const forward = duties.find((d) => /^forward\b/.test(d.action))!;
    assert.equal(forward.party, BETA);
    assert.equal(forward.deadline?.period?.value, 3);
  });
  it('reads a monthly invoice to submit as a duty of the party who invoices', () => {
    const duty = only('The Distributor shall submit an invoice to the Company by the third (3rd) business day of each month for the orders filled in the previous month.');
    assert.equal(duty.party, BETA);
    assert.equal(duty.recurrence, 'monthly');
    assert.match(duty.action, /^submit an invoice to the Company by the third \(3rd\) business day/);
  });
  it('says how long records must be kept, not a deadline to keep them', () => {
    const text = PREAMBLE + 'The Company shall keep accurate records of all sales for at least four (4) years after the year to which they relate.';
    const fields = extractFields(text);
    const [obligation] = buildObligations(fields, findDuties(text, fields), [], 'local').filter((o) => o.title === 'Audit window');
    assert.match(obligation!.description, /\(for at least four \(4\) years after (?:the )?year(?: to which they relate)?\)/);
    assert.doesNotMatch(obligation!.description, /within four/);
  });
});

describe('what a duty is and how often it falls due (issue 9, strict reading)', () => {
  const obligationsOf = (body: string) => {
    const text = PREAMBLE + body;
    const fields = extractFields(text);
    return buildObligations(fields, findDuties(text, fields), [], 'local');
  };
  it('titles a duty to invoice as invoicing, not reporting', () => {
    const [invoice] = obligationsOf('The Distributor shall invoice the Company quarterly in arrears for the services performed.');
    assert.equal(invoice!.title, 'Invoicing');
    assert.equal(invoice!.recurrence, 'quarterly');
  });
  it('takes the frequency of a report from its own act, not from a meeting of the parties later in the sentence', () => {
    const duty = only('The Distributor shall report its sales to the Company within ten (10) days after the end of each month, and the parties shall meet every quarter to review the forecast.');
    assert.equal(duty.kind, 'report');
    assert.equal(duty.recurrence, 'monthly');
  });
  it('reads a certificate of insurance to furnish on request as part of the insurance duty, not a report', () => {
    const { duties } = dutiesOf('The Distributor shall maintain product liability insurance of not less than $2,000,000 per occurrence and shall furnish the Company a certificate of such insurance upon request.');
    assert.ok(duties.length > 0);
    assert.ok(duties.every((d) => d.kind === 'insurance'), JSON.stringify(duties.map((d) => [d.kind, d.action])));
  });
  it('reads delivering management accounts as a report', () => {
    const duty = only('The Company shall deliver to the Distributor its audited annual accounts within one hundred and twenty (120) days after the end of each financial year.');
    assert.equal(duty.kind, 'report');
    assert.equal(obligationsOf('The Company shall deliver to the Distributor its management accounts within twenty (20) days after the end of each calendar month.')[0]!.title, 'Reporting');
  });
  it('titles a minimum purchase as a minimum purchase, not a payment', () => {
    const [minimum] = obligationsOf('The Distributor shall purchase not less than 5,000 Units in each Contract Year.');
    assert.equal(minimum!.title, 'Minimum purchase');
  });
  it('dates the first of a duty due on the nth business day of each month', () => {
    const [forecast] = obligationsOf('The Distributor shall provide the Company with a rolling forecast no later than the fifth (5th) Business Day of each calendar month.');
    // March 2020: the 5th business day (Fri 6 March) is after the effective date (Sun 1 March).
    assert.equal(forecast!.due_date, '2020-03-06');
    assert.equal(forecast!.recurrence, 'monthly');
    assert.match(forecast!.derivation!, /fifth \(5th\) business day/);
  });
});

describe('safety events and other reports due within hours', () => {
  it('finds a notice the party owes itself and through its people ("shall, and shall cause its … to, notify")', () => {
    const d = only('6. Product Complaints. The Distributor shall, and shall cause each of its Sales Representatives and Other Field Employees and its contract sales organisation to, notify the Company as soon as possible, but no later than twenty-four (24) hours after becoming aware of any product complaint.');
    assert.equal(d.kind, 'notice');
    assert.equal(d.party, BETA);
    assert.equal(d.deadline?.period?.value, 1);
  });
  it('reads "report to the Company any serious adverse event" as a report to a party, not a reporting line', () => {
    const d = only('6. Safety. The Distributor shall report to the Company any serious adverse event within twenty-four (24) hours of becoming aware of it.');
    assert.equal(d.kind, 'report');
    assert.equal(d.party, BETA);
    assert.equal(d.deadline?.period?.text, 'twenty-four (24) hours');
  });
  it('binds the party a duty names beside someone who is not a party', () => {
    const d = only('6. The Distributor and its clinical investigators shall notify the Company within twenty-four (24) hours after learning of any serious adverse event.');
    assert.equal(d.party, BETA);
    assert.equal(d.kind, 'notice');
  });
  it('binds both parties where the two named "each" agree to act, though one is named by a short form', () => {
    const d = only('6. Within thirty (30) days after the Effective Date, Acme and the Distributor each agree to appoint a safety officer.');
    assert.equal(d.party, 'Both');
  });
  it('finds a report the passive puts on the party after "by"', () => {
    const d = only('6. All serious adverse events shall be reported by the Distributor to the Company within twenty-four (24) hours of the Distributor becoming aware of them.');
    assert.equal(d.kind, 'report');
    assert.equal(d.party, BETA);
    assert.equal(d.action, 'report all serious adverse events');
    assert.equal(d.deadline?.period?.value, 1);
  });
  it('finds no duty in an amount "reported as income by" a party', () => {
    assert.deepEqual(dutiesOf('6. Any taxable benefit will be reported as income by the Company to the tax authorities.').duties, []);
  });
});

describe('notices of events, order lead times and listings', () => {
  it('binds whichever party a force majeure event affects to notify the other', () => {
    const d = only('14. Force Majeure. The affected Party shall notify the other Party of the force majeure event within five (5) days after its occurrence.');
    assert.equal(d.kind, 'notice');
    assert.equal(d.party, 'Both');
    assert.equal(d.trigger, 'when it is the party affected');
    assert.equal(d.deadline?.period?.value, 5);
  });
  it('reads "the Party so affected" as the affected party too', () => {
    assert.equal(only('14. The Party so affected shall give prompt written notice to the other Party of such event.').party, 'Both');
  });
  it('finds a notice of an event after "shall promptly so inform"', () => {
    const d = only('4. If any change requested by the Company affects the cost of the Products, then the Distributor shall promptly so inform the Company in writing.');
    assert.equal(d.kind, 'notice');
    assert.match(d.trigger ?? '', /affects the cost/);
  });
  it('tracks the lead time for placing purchase orders', () => {
    const d = only('4. The Distributor shall place all purchase orders with the Company at least ninety (90) days in advance of the required delivery date.');
    assert.equal(d.kind, 'other');
    assert.equal(d.deadline?.period?.value, 90);
    assert.equal(d.deadline?.before, true);
  });
  it('reads a listing supplied "on a monthly basis" as a monthly report, the frequency kept out of the action', () => {
    const d = only('4. The Distributor will supply to the Company, on a monthly basis, a detailed listing of all sales prospects within the Territory.');
    assert.equal(d.kind, 'report');
    assert.equal(d.recurrence, 'monthly');
    assert.equal(d.action, 'supply to the Company a detailed listing of all sales prospects');
  });
  it('reads a "monthly sales report" as due monthly, and "monthly net sales" as the base of a royalty only', () => {
    assert.equal(only('4. The Distributor shall provide the Company with a monthly sales report.').recurrence, 'monthly');
    assert.equal(only('4. The Distributor shall pay the Company a royalty of 5% of monthly net sales.').recurrence, 'none');
  });
});

describe('a payment of invoices in the passive binds the party invoiced', () => {
  it('binds the party whose receipt of the other party\u2019s invoice starts the time', () => {
    const d = only('5. Payment shall be due within thirty (30) days after the Distributor\u2019s receipt of the Company\u2019s invoice.');
    assert.equal(d.kind, 'payment');
    assert.equal(d.party, BETA);
    assert.equal(d.deadline?.period?.value, 30);
  });
  it('binds the other of the one party the contract has invoice', () => {
    const { duties } = dutiesOf('5. The Company shall invoice the Distributor monthly. Invoices shall be payable within thirty (30) days of the invoice date.');
    const pay = duties.find((d) => d.kind === 'payment');
    assert.equal(pay?.party, BETA);
    assert.equal(pay?.action, 'pay each invoice');
  });
  it('binds no one where the contract does not say who invoices', () => {
    assert.deepEqual(dutiesOf('5. Payment. All invoices shall be paid within thirty (30) days of receipt.').duties, []);
  });
});

describe('a party named with "and/or" someone else, and a sum provided', () => {
  it('binds the party of "the Company and/or its investigator"', () => {
    const d = only('7. Publications. The Company and/or its Principal Investigator shall provide the Distributor with a copy of any proposed publication at least thirty (30) days prior to its submission.');
    assert.equal(d.party, ACME);
    assert.equal(d.deadline?.period?.value, 30);
  });
  it('reads "provide US $30,000 per year in funding" as a yearly payment', () => {
    const d = only('7. Funding. The Distributor will provide US $30,000 per year in funding for the marketing program.');
    assert.equal(d.kind, 'payment');
    assert.equal(d.recurrence, 'annually');
    assert.equal(d.amount, 'US $30,000');
  });
});

describe('"each of" the two parties', () => {
  it('binds both parties of "each of the Company and the Distributor shall maintain …", not the one named last', () => {
    const d = only('9.1 During the term of this Agreement, each of the Company and the Distributor shall maintain in full force and effect a comprehensive general liability insurance policy.');
    assert.equal(d.kind, 'insurance');
    assert.equal(d.party, 'Both');
  });
});

describe('a contract whose parties no preamble names', () => {
  it('names the parties by the roles its sentences bind', () => {
    const text =
      'FRANCHISE AGREEMENT\n\nARTICLE 1 FEES\n\n1.1 Royalty. Franchisee shall pay Franchisor a royalty of five percent (5%) of Gross Sales within ten (10) days after the end of each month.\n\n' +
      '1.2 Reports. Franchisee shall deliver to Franchisor a monthly statement of Gross Sales within ten (10) days after the end of each month.\n\n' +
      '1.3 Training. Franchisor shall provide the initial training program at its own expense.\n';
    const fields = extractFields(text);
    assert.deepEqual(fields.parties, []);
    const duties = findDuties(text, fields);
    assert.deepEqual([...new Set(duties.map((d) => d.party))], ['Franchisee']);
    assert.deepEqual(duties.map((d) => d.kind).sort(), ['payment', 'report']);
  });
});

describe('a run-in heading and a list mark before the subject', () => {
  it('finds the subject after "9. Information     A)"', () => {
    const d = only('9. Information     A) The Distributor will supply to the Company, on a monthly basis, a detailed listing of all sales prospects within the Territory.');
    assert.equal(d.party, BETA);
    assert.equal(d.kind, 'report');
  });
});

describe('an action cut at its word limit', () => {
  it('keeps the noun a possessive at the limit names', () => {
    const { duties } = dutiesOf('12.2 Assignment. If either party wishes to assign this Agreement, that party shall deliver a written notice to the other party requesting the other party\'s written consent to the assignment within ten (10) days.\n');
    const notice = duties.find((d) => /^deliver a written notice/.test(d.action));
    assert.ok(notice, JSON.stringify(duties.map((d) => d.action)));
    assert.match(notice.action, /requesting the other party's written consent$/);
  });
});
