// OCR paths through the real extractor: a scanned PDF, a rotated PNG, a low-resolution JPG.
// Kept to three small images: OCR costs about a second each.

import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildPdf, renderTextImage, rotateClockwise } from './fixture-builders.ts';
import { createHarness, words } from './helpers.ts';

describe('local extractor: OCR', () => {
  const harness = createHarness();
  after(() => harness.close());

  it('OCRs a scanned PDF page and keeps text-layer pages as text', async () => {
    const scan = renderTextImage(['This Agreement terminates on', 'December 31, 2025 unless renewed.'], { fontPx: 36 });
    const pdf = buildPdf([
      { lines: ['SCHEDULE A', 'The parties agree to the terms on the next page.'] },
      { jpeg: { bytes: scan.toBuffer('image/jpeg', 95), width: scan.width, height: scan.height } },
    ]);
    const result = await harness.extract('scan.pdf', pdf, 'pdf');
    assert.equal(result.ocrUsed, true);
    assert.equal(result.pageCount, 2);
    assert.match(result.text.slice(result.pages[0]!.start, result.pages[0]!.end), /^SCHEDULE A/);
    assert.match(words(result.text.slice(result.pages[1]!.start, result.pages[1]!.end)), /This Agreement terminates on December 31, 2025 unless renewed\./);
  });

  it('turns a page rotated by 90 degrees upright before recognising it (PNG)', async () => {
    const upright = renderTextImage(['The Supplier shall deliver', 'the goods within thirty days.'], { fontPx: 34 });
    const result = await harness.extract('rotated.png', rotateClockwise(upright).toBuffer('image/png'), 'png');
    assert.equal(result.ocrUsed, true);
    assert.match(words(result.text), /The Supplier shall deliver the goods within thirty days\./);
  });

  it('upscales a low-resolution photo before recognising it (JPG)', async () => {
    const small = renderTextImage(['Governing law: the State of New York.', 'Notice period: sixty (60) days.'], { fontPx: 11 });
    const result = await harness.extract('small.jpg', small.toBuffer('image/jpeg', 92), 'jpg');
    assert.match(words(result.text), /Governing law: the State of New York\./);
    assert.match(words(result.text), /Notice period: sixty \(60\) days\./);
  });
});
