import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { zipSync, strToU8 } from 'fflate';
import { detectFileType } from '../../src/engines/local/extract/index.ts';
import { buildDoc, buildDocx, buildPdf, docxXml, makeTempDir, renderTextImage } from './fixture-builders.ts';

describe('detectFileType', () => {
  const files = makeTempDir();
  after(() => files.remove());
  const detectFile = (name: string, bytes: Uint8Array | string) => detectFileType(files.write(name, bytes));
  const detect = async (name: string, bytes: Uint8Array | string) => (await detectFile(name, bytes)).fileType;

  it('detects a PDF from its %PDF- header, whatever the file is called', async () => {
    assert.equal(await detect('contract.txt', buildPdf([{ lines: ['Hello'] }])), 'pdf');
  });

  it('detects a DOCX: a ZIP holding [Content_Types].xml and word/document.xml', async () => {
    assert.equal(await detect('contract.pdf', buildDocx(docxXml.document(docxXml.paragraph('Hello')))), 'docx');
  });

  it('refuses a plain ZIP that is not a Word package', async () => {
    assert.equal(await detect('contract.docx', zipSync({ 'readme.txt': strToU8('hello') })), null);
  });

  it('detects a DOC: an OLE2 compound file with a WordDocument stream', async () => {
    assert.equal(await detect('contract.doc', buildDoc(['Hello'])), 'doc');
  });

  it('refuses an OLE2 compound file without a WordDocument stream', async () => {
    const spreadsheetLike = Buffer.from(buildDoc(['Hello']));
    spreadsheetLike.write('Workbook\0\0\0\0', 512 * 2 + 128, 'utf16le');
    assert.equal(await detect('book.doc', spreadsheetLike), null);
  });

  it('detects PNG and JPG from their signatures', async () => {
    const canvas = renderTextImage(['Hi'], { fontPx: 20 });
    assert.equal(await detect('scan.jpg', canvas.toBuffer('image/png')), 'png');
    assert.equal(await detect('scan.png', canvas.toBuffer('image/jpeg')), 'jpg');
  });

  it('detects text in UTF-8, UTF-16 with a BOM and Windows-1252', async () => {
    assert.equal(await detect('a.txt', 'Plain “UTF-8” text\n'), 'txt');
    assert.equal(await detect('b.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('UTF-16 text\r\n', 'utf16le')])), 'txt');
    assert.equal(await detect('c.txt', Buffer.from('Caf\xe9 \x93quoted\x94\r\n', 'latin1')), 'txt');
  });

  it('refuses an executable, a GIF and an empty file', async () => {
    assert.equal(await detect('setup.pdf', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)])), null);
    assert.equal(await detect('image.png', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04', 'latin1')), null);
    assert.equal(await detect('empty.txt', ''), null);
  });

  it('refuses an HTML page, even one named .pdf, and says it is HTML', async () => {
    const page = '<!DOCTYPE html>\n<html><head><title>Agreement</title></head><body><p>Terms</p></body></html>\n';
    assert.deepEqual(await detectFile('page.html', page), { fileType: null, detected: 'an HTML page' });
    assert.deepEqual(await detectFile('contract.pdf', page), { fileType: null, detected: 'an HTML page' });
  });

  it('refuses an HTML fragment that starts with a comment and a BOM', async () => {
    assert.deepEqual(await detectFile('a.txt', '\uFEFF<!-- saved page -->\n  <html lang="en"><body>x</body></html>'), { fileType: null, detected: 'an HTML page' });
  });

  it('refuses an SVG image, with or without an XML declaration', async () => {
    assert.deepEqual(await detectFile('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><text>Hi</text></svg>'), { fileType: null, detected: 'an SVG image' });
    assert.deepEqual(await detectFile('logo.txt', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), { fileType: null, detected: 'an SVG image' });
  });

  it('refuses an XML document', async () => {
    assert.deepEqual(await detectFile('data.xml', '<?xml version="1.0" encoding="UTF-8"?>\n<contract><party>A</party></contract>'), { fileType: null, detected: 'an XML document' });
  });

  it('refuses an RTF document', async () => {
    assert.deepEqual(await detectFile('letter.doc', '{\\rtf1\\ansi Hello}'), { fileType: null, detected: 'an RTF document' });
  });

  it('keeps plain text that merely mentions tags, and plain text named .jpg, as TXT', async () => {
    assert.equal(await detect('notes.txt', 'Clause 1. The supplier shall not embed <script> tags in deliverables.\n'), 'txt');
    assert.equal(await detect('photo.jpg', 'This Agreement is made between A and B.\n'), 'txt');
  });

  it('names what it found when refusing binary data', async () => {
    assert.deepEqual(await detectFile('image.png', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1')), { fileType: null, detected: 'a GIF image' });
    assert.deepEqual(await detectFile('tool.pdf', Buffer.from('\x7fELF\x02\x01\x01\0\0\0', 'latin1')), { fileType: null, detected: 'an ELF executable' });
    assert.deepEqual(await detectFile('book.docx', zipSync({ 'readme.txt': strToU8('hello') })), { fileType: null, detected: 'a ZIP archive that is not a Word document' });
  });
});
