// Issue #9, 23rd reading: near-misses read in text extracted from PDFs and scans (a supply agreement with running
// headers, page footers and words hyphenated across lines and pages; a licence hard-wrapped at seventy characters; a
// services agreement read by OCR, with 'l' for '1', a stamped date and headings in capitals on their own lines; a lease
// with a two-column definitions table). One behaviour per test, on sentences written for these tests.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { segmentClauses } from '../../src/engines/local/analysis/clauses/segment.ts';
import { withoutPageBreaks, withWordsRejoined } from '../../src/analysis/sentences.ts';
import { liabilityCarveOutsOf } from '../../src/analysis/carve-outs.ts';
import { analyzeText } from '../../src/pipeline/analyze-text.ts';
import { findDates } from '../../src/engines/local/analysis/fields/dates.ts';
import { extractFields } from '../../src/engines/local/analysis/fields/extract-fields.ts';
import { nonOperativeKind } from '../../src/analysis/clause-wording.ts';
import { createLocalAnalysisEngine } from '../../src/engines/local/analysis/engine.ts';

const HEADER = 'HARBOUR MILLS LTD - CONFIDENTIAL';

/** Pages of a contract as a PDF gives them: each page ends with the running header and "Page n of m". */
function paged(pages: string[]): string {
  return pages.map((page, i) => `${page}\n\n${HEADER}\n\nPage ${i + 1} of ${pages.length}`).join('\n\n');
}

describe('extracted text: words hyphenated at a line end', () => {
  it('a numbered clause whose first line ends in a broken word is one clause with the line after it', () => {
    const text = [
      '4. Delivery. The Seller shall deliver the Goods to the Buyer at the Buyer’s warehouse.',
      '',
      '5.2 On expi-',
      'ration, the Buyer shall return all packaging and pallets owned by the Seller within ten days.',
    ].join('\n');
    const clause = segmentClauses(text, []).find((s) => /pallets/.test(s.text));
    assert.ok(clause);
    assert.match(clause.text, /^5\.2 On expi-/);
  });

  it('a word broken at a line end is quoted whole', () => {
    assert.equal(withWordsRejoined('the Buyer shall give writ-\nten notice'), 'the Buyer shall give written notice');
  });

  it('a compound broken at its own hyphen keeps the hyphen', () => {
    assert.equal(withWordsRejoined('a non-\nexclusive licence'), 'a non-exclusive licence');
  });

  it('a hyphen followed by a space on the same line is no broken word', () => {
    assert.equal(withWordsRejoined('pre- and post-closing covenants'), 'pre- and post-closing covenants');
  });

  it('a word broken across a page break is quoted whole, without the header between', () => {
    const sentence = `The Seller may suspend deliveries on writ-\n\n${HEADER}\n\nPage 2 of 5\n\nten notice to the Buyer.`;
    assert.equal(withoutPageBreaks(sentence), 'The Seller may suspend deliveries on written notice to the Buyer.');
  });
});

describe('extracted text: a sentence in capitals across a page break', () => {
  const cap = `9.2 THE SELLER'S AGGREGATE LIABILITY SHALL NOT EXCEED THE PRICE PAID FOR THE GOODS, EXCEPT THAT THIS LIMIT SHALL NOT APPLY TO THE SELLER'S LIABILITY FOR FRAUD\n\n${HEADER}\n\nPage 4 of 6\n\nOR FOR DEATH OR PERSONAL INJURY CAUSED BY ITS NEGLIGENCE.`;

  it('is read on in capitals after the running header and the page number', () => {
    assert.match(withoutPageBreaks(cap), /LIABILITY FOR FRAUD OR FOR DEATH OR PERSONAL INJURY CAUSED BY ITS NEGLIGENCE\.$/);
  });

  it('leaves no running header in the claims the cap does not reach', () => {
    const carveOuts = liabilityCarveOutsOf(withoutPageBreaks(cap));
    assert.ok(carveOuts.length > 0);
    assert.ok(carveOuts.every((c) => !/HARBOUR|Page/.test(c)), carveOuts.join(' | '));
  });


  it('a title page\'s line in capitals does not run on into the first page after the break', () => {
    const cover = `SUPPLY AGREEMENT BETWEEN HARBOUR MILLS LIMITED AND KELSO FOODS LIMITED OF EDINBURGH\n\nPage 1 of 3\n\nTHIS SUPPLY AGREEMENT is made on 2 March 2026.`;
    assert.equal(withoutPageBreaks(cover), cover);
  });

  it('a sentence in capitals that ends at the page break does not take the next heading', () => {
    const sentence = `THE GOODS ARE SOLD AS SEEN AND WITHOUT WARRANTY\n\n${HEADER}\n\nPage 1 of 3\n\nTERMINATION`;
    assert.equal(withoutPageBreaks(sentence), sentence);
  });
});

describe('extracted text: hard-wrapped lines', () => {
  it('a provision hard-wrapped with its lines indented is a clause, not a signature block', () => {
    const text = [
      '8.   Warranty. The Supplier warrants that the Goods shall be free from defects',
      '     in materials and workmanship and shall conform to the Specification for',
      '     a period of twelve (12) months from the date of their delivery to the',
      '     Buyer, and shall repair or replace any Goods that fail to do so.',
    ].join('\n');
    const clauses = segmentClauses(text, []);
    assert.equal(clauses.length, 1);
    assert.match(clauses[0]!.text, /repair or replace any Goods/);
  });

  it('a signature block with its lines indented is still no clause', () => {
    const text = [
      '9.   Notices. Notices shall be given in writing to the addresses first written above.',
      '',
      'HARBOUR MILLS LTD',
      '',
      '          ______________________',
      '          Anna Reid',
      '          Director',
    ].join('\n');
    assert.deepEqual(segmentClauses(text, []).map((c) => c.text.slice(0, 11)), ['9.   Notice']);
  });

  it('a sum hard-wrapped between its currency and its figures is stated on one line in the analysis and the obligation', async () => {
    const text = [
      'SERVICES AGREEMENT',
      'This Services Agreement is made on 2 February 2026 between Harbour Mills Ltd ("Customer") and Kelso Data',
      'Ltd ("Provider").',
      '1. Fees. Customer shall pay Provider a monthly service fee of EUR',
      '12,500, payable monthly in arrears within thirty (30) days of the date of invoice.',
      '2. This Agreement is governed by the laws of Ireland.',
    ].join('\n');
    const r = await analyzeText(createLocalAnalysisEngine('models'), text);
    const texts = [...r.report.clauses.flatMap((c) => [c.analysis, c.recommendation]), ...r.obligations.map((o) => o.description)];
    assert.ok(texts.some((t) => t.includes('EUR 12,500')), texts.join('\n'));
    assert.ok(texts.every((t) => !/EUR\n/.test(t)), texts.join('\n'));
  });
});

describe('extracted text: a scan read by OCR', () => {
  it('reads a section number whose 1 the OCR gave as a letter l as a section number', () => {
    const text = 'l.1 The Consultant shall provide the advisory services described in Exhibit A to the Company. 3.l The Company shall pay the fees stated in Exhibit B within thirty days of invoice.';
    assert.deepEqual(segmentClauses(text, []).map((c) => c.text.slice(0, 7)), ['l.1 The', '3.l The']);
  });

  it('quotes an OCR-numbered clause without its number', async () => {
    const text = [
      'CONSULTING AGREEMENT',
      '',
      'This Consulting Agreement is made on 2 June 2026 between Pell Advisory LLC ("Consultant") and Marlow Foods Inc. ("Company").',
      '',
      '3.l This Agreement begins on 2 June 2026 and remains in effect for one (1) year.',
    ].join('\n');
    const r = await analyzeText(createLocalAnalysisEngine('models'), text);
    const term = r.report.clauses.find((c) => c.type === 'Term');
    assert.ok(term);
    assert.match(term.analysis, /The clause reads: “This Agreement begins/);
  });

  it('reads a day whose 1 the OCR gave as a letter l beside the month', () => {
    assert.deepEqual(findDates('made on l June 2026 between').map((d) => d.iso), ['2026-06-01']);
  });

  it('reads a two-figure day with an OCR l in it', () => {
    assert.deepEqual(findDates('signed on 1l March 2026').map((d) => d.iso), ['2026-03-11']);
  });

  it('reads no day in the last letter of a word before a month', () => {
    assert.deepEqual(findDates('until June 2026 the price is fixed').map((d) => d.iso), []);
  });

  it('takes the preamble date with an OCR l as the effective date, not a date stamped after the signatures', () => {
    const text = [
      'CONSULTING AGREEMENT',
      '',
      'This Consulting Agreement is dated as of l June 2026 (the “Effective Date") between Pell Advisory LLC ("Consultant") and Marlow Foods Inc. (“Company").',
      '',
      '1. Consultant shall provide the advisory services described in Exhibit A.',
      '',
      'By: Ruth Pell',
      '',
      'RECEIVED',
      'JUN 09 2026',
    ].join('\n');
    assert.equal(extractFields(text).effectiveDate, '2026-06-01');
  });

  it('takes no date stamped on the scan (RECEIVED, then the date) as the effective date of an undated agreement', () => {
    const text = [
      'CONSULTING AGREEMENT',
      '',
      'This Consulting Agreement is made between Pell Advisory LLC ("Consultant") and Marlow Foods Inc. ("Company").',
      '',
      '1. Consultant shall provide the advisory services described in Exhibit A.',
      '',
      'By: Ruth Pell',
      '',
      'RECEIVED',
      'JUN 09 2026',
    ].join('\n');
    assert.equal(extractFields(text).effectiveDate, null);
  });
});

describe('extracted text: a definitions table in two columns', () => {
  const table = [
    '1. DEFINITIONS',
    '',
    '"Vehicles"           the twelve refrigerated vans listed in',
    '                     Schedule 2',
    '"Hire Period"        twenty-four (24) months from the',
    '                     Delivery Date',
    '"Depot"              the Hirer\'s yard at 4 Quay Street, Leith',
  ].join('\n');

  it('keeps a line indented to the second column with the row above it', () => {
    const clause = segmentClauses(table, []).find((s) => s.text.includes('Hire Period'));
    assert.ok(clause);
    assert.match(clause.text, /from the\n\s+Delivery Date\n"Depot"/);
  });

  it('takes no line indented to the second column for a heading: the rows after it stay under the table', () => {
    const text = `${table}\n\n2. HIRE\n\nThe Owner shall hire the Vehicles to the Hirer for the Hire Period at the rent stated in Schedule 1.`;
    const clause = segmentClauses(text, []).find((s) => s.text.includes('"Depot"'));
    assert.ok(clause);
    assert.equal(clause.heading, 'DEFINITIONS');
    assert.doesNotMatch(clause.text, /The Owner shall hire/);
  });

  it('reads the table as definitions, which carry no clause type (the hire period is no expiry clause)', () => {
    assert.equal(nonOperativeKind(table.split('\n\n')[1]!), 'definition');
  });
});

describe('extracted text: headings in capitals on their own lines', () => {
  it('a one-sentence section under its own heading is its own clause, not the end of the section before', () => {
    const text = [
      '6. INSURANCE',
      '',
      'The Hirer shall insure the Vehicles against loss, theft and damage for their full replacement value throughout the Hire Period.',
      '',
      '7. GOVERNING LAW',
      '',
      'This Agreement is governed by the laws of Scotland.',
    ].join('\n');
    const clauses = segmentClauses(text, []);
    assert.deepEqual(clauses.map((c) => c.text.slice(0, 20)), ['The Hirer shall insu', 'This Agreement is go']);
  });

  it('the short last sentence of a longer section is no clause of its own', () => {
    const text = [
      '6. INSURANCE',
      '',
      'The Hirer shall insure the Vehicles against loss, theft and damage for their full replacement value throughout the Hire Period.',
      '',
      'The policy shall name the Owner as loss payee.',
      '',
      '7. RETURN OF THE VEHICLES',
      '',
      'At the end of the Hire Period the Hirer shall return the Vehicles to the Depot clean and in good repair, fair wear and tear excepted.',
    ].join('\n');
    const clauses = segmentClauses(text, []);
    assert.ok(clauses.every((c) => !/^The policy shall name the Owner\.$/.test(c.text)), clauses.map((c) => c.text).join(' | '));
  });

  it('a short line under its own heading that is no sentence still joins its neighbour', () => {
    const text = [
      '6. INSURANCE',
      '',
      'The Hirer shall insure the Vehicles against loss, theft and damage for their full replacement value throughout the Hire Period.',
      '',
      '7. DEPOT',
      '',
      'Leith, Edinburgh EH6 6QU',
    ].join('\n');
    assert.equal(segmentClauses(text, []).length, 1);
  });
});

describe('extracted text: obligations', () => {
  it('writes the event a duty waits for whole when a line\'s end hyphenated it', async () => {
    const text = [
      'HIRE AGREEMENT',
      '',
      'This Hire Agreement is made on 3 March 2026 between Kelso Vans Ltd ("Owner") and Harbour Mills Ltd ("Hirer").',
      '',
      '5.1 Upon termi-',
      'nation, the Hirer shall pay all hire charges accrued before the date of termination.',
    ].join('\n');
    const r = await analyzeText(createLocalAnalysisEngine('models'), text);
    const duty = r.obligations.find((o) => /hire charges/.test(o.description));
    assert.ok(duty, r.obligations.map((o) => o.description).join('\n'));
    assert.match(duty.description, /upon termination/i);
    assert.doesNotMatch(duty.description, /termi- nation/);
  });
});

describe('inspection and rejection periods', () => {
  const text = [
    'SUPPLY AGREEMENT',
    '',
    'This Supply Agreement is made on 4 May 2026 between Kelso Foods Ltd ("Seller") and Harbour Mills Ltd ("Buyer").',
    '',
    '4.2 The Buyer may inspect the Goods within ten (10) days after delivery and may reject any Goods that do not conform to the Specification. The Seller shall replace rejected Goods at its own cost.',
    '',
    '5. WARRANTY',
    '',
    '5.1 The Seller warrants that for a period of six (6) months from delivery the Goods will be free from defects in materials and workmanship.',
  ].join('\n');

  it('a period to inspect and reject deliveries is not described as how long a warranty lasts', async () => {
    const r = await analyzeText(createLocalAnalysisEngine('models'), text);
    const inspection = r.report.clauses.filter((c) => c.text.startsWith('4.2'));
    assert.ok(inspection.every((c) => !/how long warranties last|The warranty runs/.test(`${c.analysis} ${c.recommendation}`)), inspection.map((c) => `${c.analysis} ${c.recommendation}`).join('\n'));
  });
});
