import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { zipSync, strToU8 } from 'fflate';
import { detectFileType } from '../../src/engines/local/extract/index.ts';
import { buildDoc, buildDocx, buildPdf, docxXml, makeTempDir, renderTextImage } from './fixture-builders.ts';

describe('detectFileType', () => {
  const files = makeTempDir();
  after(() => files.remove());
  const detect = (name: string, bytes: Uint8Array | string) => detectFileType(files.write(name, bytes));

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
});
