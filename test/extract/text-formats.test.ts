// Happy paths of the non-OCR types through the real (isolated) extractor: text PDF, DOCX, DOC, TXT.

import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildDoc, buildDocx, buildPdf, docxXml } from './fixture-builders.ts';
import { createHarness } from './helpers.ts';

describe('local extractor: text PDF', () => {
  const harness = createHarness();
  after(() => harness.close());
  const runningHeader = (page: number) => `Source: ACME CORP, 10-K, 3/${page}/2020`;
  const pages = [
    [runningHeader(1), 'MASTER SERVICES AGREEMENT', '', '1. Term. This agree-', 'ment starts on the Effective Date.', '', String(1)],
    [runningHeader(2), '2. Fees. The fees under this agreement are', 'non-exclusive of taxes.', '', String(2)],
    [runningHeader(3), '3. Law. This agreement is governed by the laws of Delaware.', '', String(3)],
  ];

  it('extracts the text layer page by page with page offsets', async () => {
    const result = await harness.extract('msa.pdf', buildPdf(pages.map((lines) => ({ lines }))), 'pdf');
    assert.equal(result.pageCount, 3);
    assert.equal(result.ocrUsed, false);
    assert.deepEqual(result.pages.map((p) => p.page), [1, 2, 3]);
    assert.match(result.text.slice(result.pages[1]!.start, result.pages[1]!.end), /^2\. Fees\./);
    assert.match(result.text.slice(result.pages[2]!.start, result.pages[2]!.end), /^3\. Law\..*Delaware\.$/);
  });

  it('removes running headers and page numbers repeated on most pages', async () => {
    const { text } = await harness.extract('msa.pdf', buildPdf(pages.map((lines) => ({ lines }))), 'pdf');
    assert.doesNotMatch(text, /Source: ACME/);
    assert.doesNotMatch(text, /^\d+$/m);
  });

  it('keeps paragraph breaks and rejoins a word hyphenated across lines', async () => {
    const { text } = await harness.extract('msa.pdf', buildPdf(pages.map((lines) => ({ lines }))), 'pdf');
    assert.match(text, /^MASTER SERVICES AGREEMENT\n\n1\. Term\. This agreement starts on the Effective Date\./);
    assert.match(text, /fees under this agreement are\nnon-exclusive of taxes/);
  });
});

describe('local extractor: DOCX', () => {
  const harness = createHarness();
  after(() => harness.close());

  it('renders list numbering as text and tables as tab-separated rows', async () => {
    const body = [
      docxXml.paragraph('SUPPLY AGREEMENT'),
      docxXml.numbered('Definitions', 1, 0),
      docxXml.numbered('Products means the goods listed below.', 1, 1),
      docxXml.numbered('including spare parts; and', 1, 2),
      docxXml.numbered('including accessories.', 1, 2),
      docxXml.numbered('Territory means Canada.', 1, 1),
      docxXml.numbered('Term', 1, 0),
      docxXml.table([
        ['Product', 'Price'],
        ['Widget', 'USD 10'],
      ]),
    ].join('');
    const result = await harness.extract('supply.docx', buildDocx(docxXml.document(body), { 'word/numbering.xml': docxXml.numbering() }), 'docx');
    assert.equal(
      result.text,
      [
        'SUPPLY AGREEMENT',
        '1. Definitions',
        '1.1 Products means the goods listed below.',
        '(a) including spare parts; and',
        '(b) including accessories.',
        '1.2 Territory means Canada.',
        '2. Term',
        'Product\tPrice\nWidget\tUSD 10',
      ].join('\n\n'),
    );
    assert.deepEqual(result.pages, [{ page: 1, start: 0, end: result.text.length }]);
  });

  it('keeps tracked insertions, drops tracked deletions, and leaves out headers, footers and comments', async () => {
    const body =
      '<w:p><w:r><w:t xml:space="preserve">The fee is </w:t></w:r>' +
      '<w:del w:id="1" w:author="A"><w:r><w:delText>ten</w:delText></w:r></w:del>' +
      '<w:ins w:id="2" w:author="A"><w:r><w:t>twelve</w:t></w:r></w:ins>' +
      '<w:commentRangeStart w:id="3"/><w:r><w:t xml:space="preserve"> dollars.</w:t></w:r><w:commentRangeEnd w:id="3"/>' +
      '<w:r><w:commentReference w:id="3"/></w:r></w:p>';
    const parts = {
      'word/header1.xml': `<w:hdr>${docxXml.paragraph('CONFIDENTIAL HEADER')}</w:hdr>`,
      'word/footer1.xml': `<w:ftr>${docxXml.paragraph('Page footer')}</w:ftr>`,
      'word/comments.xml': `<w:comments><w:comment w:id="3">${docxXml.paragraph('Reviewer note')}</w:comment></w:comments>`,
    };
    const { text } = await harness.extract('fee.docx', buildDocx(docxXml.document(body), parts), 'docx');
    assert.equal(text, 'The fee is twelve dollars.');
  });
});

describe('local extractor: DOC', () => {
  const harness = createHarness();
  after(() => harness.close());

  it('extracts the body of a Word 97 document', async () => {
    const result = await harness.extract('nda.doc', buildDoc(['NON-DISCLOSURE AGREEMENT', '1. Confidential Information stays confidential.']), 'doc');
    assert.equal(result.text, 'NON-DISCLOSURE AGREEMENT\n\n1. Confidential Information stays confidential.');
    assert.equal(result.pageCount, 1);
  });
});

describe('local extractor: TXT', () => {
  const harness = createHarness();
  after(() => harness.close());

  it('decodes UTF-16 LE with a BOM and normalises line endings', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Lease — “Premises”\r\nRent: €1,000\r\n', 'utf16le')]);
    const result = await harness.extract('lease.txt', bytes, 'txt');
    assert.equal(result.text, 'Lease — “Premises”\nRent: €1,000');
  });

  it('decodes UTF-16 BE with a BOM', async () => {
    const littleEndian = Buffer.from('\uFEFFGoverning law: Ontario', 'utf16le');
    const { text } = await harness.extract('law.txt', Buffer.from(littleEndian).swap16(), 'txt');
    assert.equal(text, 'Governing law: Ontario');
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8', async () => {
    const { text } = await harness.extract('old.txt', Buffer.from('Caf\xe9 \x93terms\x94\rEnd', 'latin1'), 'txt');
    assert.equal(text, 'Café “terms”\nEnd');
  });

  it('strips a UTF-8 BOM and composes characters to NFC', async () => {
    const { text } = await harness.extract('nfc.txt', '\uFEFFCafe\u0301\n', 'txt');
    assert.equal(text, 'Caf\u00e9');
  });
});
