import { test } from 'node:test';
import assert from 'node:assert/strict';
import { headingLine, pageAt, segmentClauses } from '../../src/engines/local/analysis/clauses/segment.ts';
import { cuadAvailable, loadCuad, readContractText } from '../../scripts/lib/cuad.ts';

const CONTRACT = `EXCLUSIVE DISTRIBUTION AGREEMENT

This Exclusive Distribution Agreement (the "Agreement") is made as of March 1, 2019 between Acme Inc., a Delaware corporation ("Supplier"), and Beta LLC ("Distributor").

ARTICLE 1
DEFINITIONS

1.1 "Products" means the goods listed in Exhibit A, as amended from time to time by the parties in writing.

2. TERM AND TERMINATION

2.1 Term. This Agreement shall commence on the Effective Date and continue for a period of three (3) years, unless terminated earlier as provided herein.  2.2 Renewal. This Agreement shall renew automatically for successive one (1) year terms unless either party gives ninety (90) days' notice of non-renewal.

2.3 Termination for Breach. Either party may terminate this Agreement if the other party:
(a) materially breaches this Agreement and fails to cure such breach within thirty (30) days of written notice; or
(b) becomes insolvent, makes an assignment for the benefit of creditors or has a receiver appointed over its assets.

                                   4

12. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws principles.

IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.

By: ______________________
Name: John Smith
Title: Chief Executive Officer
`;

test('every segment is the exact slice of the text at its offsets, trimmed', () => {
  for (const s of segmentClauses(CONTRACT, [])) {
    assert.equal(CONTRACT.slice(s.start, s.end), s.text);
    assert.equal(s.text, s.text.trim());
  }
});

test('numbered sections on one line become separate clauses with their inline headings', () => {
  const segments = segmentClauses(CONTRACT, []);
  const term = segments.find((s) => s.text.startsWith('2.1 Term.'));
  const renewal = segments.find((s) => s.text.startsWith('2.2 Renewal.'));
  assert.ok(term && renewal, 'both 2.1 and 2.2 are clauses');
  assert.equal(term.heading, 'Term');
  assert.equal(renewal.heading, 'Renewal');
  assert.ok(!term.text.includes('2.2'));
});

test('a lead-in and its lettered items stay one clause', () => {
  const breach = segmentClauses(CONTRACT, []).find((s) => s.text.startsWith('2.3 Termination for Breach'));
  assert.ok(breach);
  assert.match(breach.text, /\(a\) materially breaches[\s\S]*\(b\) becomes insolvent/);
});

test('heading lines are not clauses but label the clauses under them', () => {
  const segments = segmentClauses(CONTRACT, []);
  assert.ok(!segments.some((s) => s.text === '2. TERM AND TERMINATION'));
  assert.equal(segments.find((s) => s.text.startsWith('1.1 "Products"'))?.heading, 'DEFINITIONS');
});

test('signature blocks and page numbers are skipped', () => {
  const segments = segmentClauses(CONTRACT, []);
  assert.ok(!segments.some((s) => /IN WITNESS WHEREOF|By: _+|^4$/.test(s.text)));
  assert.ok(segments.some((s) => s.text.startsWith('12. Governing Law.')));
});

test('segments carry the page their start falls on', () => {
  const middle = CONTRACT.indexOf('12. Governing Law');
  const pages = [
    { page: 1, start: 0, end: middle },
    { page: 2, start: middle, end: CONTRACT.length },
  ];
  const segments = segmentClauses(CONTRACT, pages);
  assert.equal(segments[0]!.page, 1);
  assert.equal(segments.find((s) => s.text.startsWith('12. Governing Law'))!.page, 2);
  assert.equal(pageAt([], 5), null);
});

test('long paragraphs split into sentence groups without tiny fragments', () => {
  const sentence = 'The Supplier shall deliver the Products to the Distributor at the agreed delivery point in good condition. ';
  const text = `5.1 Delivery. ${sentence.repeat(30)}`;
  const segments = segmentClauses(text, []);
  assert.ok(segments.length > 1);
  for (const s of segments) {
    assert.equal(text.slice(s.start, s.end), s.text);
    assert.ok(s.text.length >= 60);
  }
});

test('headingLine recognises numbered, ALL-CAPS and Title Case headings, not sentences', () => {
  assert.equal(headingLine('ARTICLE 5 CONFIDENTIALITY'), 'CONFIDENTIALITY');
  assert.equal(headingLine('2. DETTO\'S OBLIGATIONS'), "DETTO'S OBLIGATIONS");
  assert.equal(headingLine('Limitation of Liability'), 'Limitation of Liability');
  assert.equal(headingLine('This Agreement shall be governed by the laws of Delaware.'), null);
});

test('segment offsets are exact on the CUAD contracts', { skip: !cuadAvailable() && 'CUAD data not found at ../shared/cuad (set CLAUSEWISE_CUAD_DIR)' }, () => {
  for (const contract of loadCuad().slice(0, 40)) {
    const text = readContractText(contract);
    for (const s of segmentClauses(text, [])) assert.equal(text.slice(s.start, s.end), s.text, contract.stem);
  }
});

test('hard-wrapped lines join their paragraph, even when a line starts with a number', () => {
  const text = '7.1 Payment. The Customer shall pay each invoice within\n30 days of receipt and shall pay interest on late\npayments at one percent per month until paid in full.\n\n7.2 Taxes. Each party bears its own taxes arising under this Agreement and shall indemnify the other.';
  const segments = segmentClauses(text, []);
  assert.equal(segments.length, 2);
  assert.match(segments[0]!.text, /within\n30 days/);
});

test('running page headers and footers are not clauses', () => {
  const page = (n: number) => `${n}.1 Clause ${n}. The parties agree to the terms of clause number ${n} in full and without reservation.\nODM Supply Agreement\t${n}\n`;
  const text = [1, 2, 3, 4].map(page).join('\n');
  for (const s of segmentClauses(text, [])) assert.doesNotMatch(s.text, /ODM Supply Agreement/);
});

test('a numbered sentence-case line on its own is the heading of the clause below it', () => {
  const text = '3.2 Manufacturing standards\nThe Manufacturer covenants that it will comply with all international standards in production and manufacturing.';
  const [segment] = segmentClauses(text, []);
  assert.equal(segment!.heading, 'Manufacturing standards');
  assert.ok(segment!.text.startsWith('The Manufacturer'));
});

test('a paragraph hard-wrapped mid-sentence stays one clause: a line in capitals is no heading, "(30)" after "thirty" no list item', () => {
  const text = [
    '11.2 EACH PARTY\u2019S TOTAL AGGREGATE LIABILITY ARISING OUT OF OR IN CONNECTION',
    'WITH THIS AGREEMENT SHALL NOT EXCEED THE FEES PAID IN THE PRIOR TWELVE MONTHS.',
    '',
    '12. Insurance. The Vendor shall maintain general liability insurance and shall give the Customer thirty',
    '(30) days\u2019 notice of any cancellation of a required policy.',
    '',
    'ARTICLE 13 NOTICES',
    '13.1 All notices shall be in writing and delivered by hand or by courier to the addresses above.',
  ].join('\n');
  const segments = segmentClauses(text, []);
  assert.equal(segments.length, 3);
  assert.match(segments[0]!.text, /^11\.2 EACH PARTY[\s\S]*PRIOR TWELVE MONTHS\.$/);
  assert.match(segments[1]!.text, /thirty\n\(30\) days/);
  assert.equal(segments[2]!.heading, 'NOTICES');
});

test('a cross-reference a hard-wrapped sentence goes on with ("beneficiaries of" / "Section 7.1 and may") starts no section', () => {
  const text =
    '9.4 The affiliates of Company are intended third-party beneficiaries of\nSection 7.1 and may enforce it directly against Operator.\n\n9.5 Severability. If any provision is held invalid, the rest of this Agreement remains in force.\n';
  const texts = segmentClauses(text, []).map((s) => s.text.replace(/\s+/g, ' '));
  assert.ok(texts.some((t) => t.includes('beneficiaries of Section 7.1 and may enforce')), JSON.stringify(texts));
  assert.ok(texts.some((t) => t.startsWith('9.5 Severability')), JSON.stringify(texts));
});
