// Hostile and broken files (issue #3): each fails with a message a user understands, and the extractor keeps
// serving the next document. Limits are configured small so the fixtures stay tiny.

import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ExtractionError } from '../../src/engines/errors.ts';
import { buildDoc, buildDocx, buildPasswordProtectedPdf, buildPdf, buildPngHeaderOnly, docxXml, renderTextImage } from './fixture-builders.ts';
import { createHarness } from './helpers.ts';

const extractionError = (message: string | RegExp) => (error: unknown) => {
  assert.ok(error instanceof ExtractionError, `expected an ExtractionError, got ${String(error)}`);
  if (typeof message === 'string') assert.equal(error.message, message);
  else assert.match(error.message, message);
  return true;
};

const truncate = (bytes: Uint8Array, keep: number) => bytes.subarray(0, Math.floor(bytes.length * keep));

describe('local extractor: hostile and broken files', () => {
  const harness = createHarness({ maxPages: 3, maxUncompressedBytes: 1024 * 1024, maxImagePixels: 4_000_000 });
  after(() => harness.close());

  it('fails a password-protected PDF with a readable message', async () => {
    await assert.rejects(harness.extract('locked.pdf', buildPasswordProtectedPdf(), 'pdf'), extractionError('the PDF is password-protected'));
  });

  it('fails a truncated PDF as corrupt', async () => {
    const pdf = buildPdf([{ lines: ['Some terms'] }, { lines: ['More terms'] }]);
    await assert.rejects(harness.extract('cut.pdf', truncate(pdf, 0.3), 'pdf'), extractionError('the file is corrupt or truncated (PDF)'));
  });

  it('fails a PDF over the page limit before reading its pages', async () => {
    const pdf = buildPdf(Array.from({ length: 5 }, (_, i) => ({ lines: [`Page ${i + 1}`] })));
    await assert.rejects(harness.extract('long.pdf', pdf, 'pdf'), extractionError('the PDF has 5 pages; the limit is 3'));
  });

  it('fails a truncated DOCX as corrupt', async () => {
    const docx = buildDocx(docxXml.document(docxXml.paragraph('Terms '.repeat(500))), {}, 0);
    await assert.rejects(harness.extract('cut.docx', truncate(docx, 0.8), 'docx'), extractionError('the file is corrupt or truncated (DOCX)'));
  });

  it('fails a DOCX zip bomb without inflating it past the bound', async () => {
    const bomb = buildDocx(docxXml.document(docxXml.paragraph('A'.repeat(5 * 1024 * 1024))), {}, 9);
    assert.ok(bomb.length < 64 * 1024, 'the bomb itself is small');
    await assert.rejects(harness.extract('bomb.docx', bomb, 'docx'), extractionError('the DOCX expands to more than 1 MB when unpacked; the limit is 1 MB'));
  });

  it('bounds a DOCX whose declared sizes understate the real ones', async () => {
    const bomb = Buffer.from(buildDocx(docxXml.document(docxXml.paragraph('B'.repeat(5 * 1024 * 1024))), {}, 9));
    lieAboutUncompressedSizes(bomb);
    await assert.rejects(harness.extract('liar.docx', bomb, 'docx'), extractionError('the DOCX expands to more than 1 MB when unpacked; the limit is 1 MB'));
  });

  it('fails a truncated DOC as corrupt', async () => {
    await assert.rejects(harness.extract('cut.doc', truncate(buildDoc(['Terms']), 0.3), 'doc'), extractionError('the file is corrupt or truncated (DOC)'));
  });

  it('fails a truncated PNG as corrupt', async () => {
    const png = renderTextImage(['Terms of sale'], { fontPx: 30 }).toBuffer('image/png');
    await assert.rejects(harness.extract('cut.png', truncate(png, 0.5), 'png'), extractionError('the file is corrupt or truncated (PNG)'));
  });

  it('fails an image whose declared pixel size is over the bound, before decoding it', async () => {
    await assert.rejects(
      harness.extract('huge.png', buildPngHeaderOnly(100_000, 100_000), 'png'),
      extractionError('the image is 100000 × 100000 pixels (10000 megapixels); the limit is 4 megapixels'),
    );
  });

  it('fails a DOC whose looping sector chain exhausts the memory bound, then serves the next document', async () => {
    // The reader follows the looping chain, growing a list until the process's heap limit kills it.
    const bounded = createHarness({ maxMemoryMb: 64 });
    try {
      await assert.rejects(bounded.extract('loop.doc', buildDoc(['Terms'], { cyclicChain: true }), 'doc'), extractionError('the DOC needs more memory than extraction allows (64 MB)'));
      const next = await bounded.extract('next.txt', 'Still serving.', 'txt');
      assert.equal(next.text, 'Still serving.');
    } finally {
      await bounded.close();
    }
  });

  it('stops a parser that spins at the configured time limit', async () => {
    const slow = createHarness({ timeoutMs: 300, maxMemoryMb: 4096 });
    try {
      await assert.rejects(slow.extract('loop.doc', buildDoc(['Terms'], { cyclicChain: true }), 'doc'), extractionError('extraction took longer than 300 ms'));
    } finally {
      await slow.close();
    }
  });

  it('stops an extraction when its signal aborts, and extracts the next document', async () => {
    const roomy = createHarness({ maxMemoryMb: 4096 }); // so the abort, not the memory bound, ends the spin
    try {
      const path = roomy.files.write('abort.doc', buildDoc(['Terms'], { cyclicChain: true }));
      const controller = new AbortController();
      setTimeout(() => controller.abort(new Error('document deleted')), 200);
      await assert.rejects(roomy.extractor.extract({ path, fileType: 'doc', signal: controller.signal }), /document deleted/);
      const next = await roomy.extract('after-abort.txt', 'Next one.', 'txt');
      assert.equal(next.text, 'Next one.');
    } finally {
      await roomy.close();
    }
  });

  it('fails a text over the text-size bound', async () => {
    const small = createHarness({ maxTextBytes: 1000 });
    try {
      await assert.rejects(small.extract('big.txt', 'x'.repeat(5000), 'txt'), extractionError(/^the extracted text is over .* MB; the limit is 0 MB$/));
    } finally {
      await small.close();
    }
  });
});

/** Rewrites every ZIP size field that states the uncompressed size to 100 bytes. */
function lieAboutUncompressedSizes(zip: Buffer): void {
  for (let offset = 0; offset + 4 <= zip.length; offset++) {
    const signature = zip.readUInt32LE(offset);
    if (signature === 0x04034b50) zip.writeUInt32LE(100, offset + 22);
    else if (signature === 0x02014b50) zip.writeUInt32LE(100, offset + 24);
  }
}
