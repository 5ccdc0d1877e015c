// OCR paths through the real extractor: a scanned PDF, rotated pages, a low-resolution JPG, a cover page with
// pictures, a page tall enough to be recognised in two halves. Kept to small images: OCR costs about a second each.

import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createCanvas } from '@napi-rs/canvas';
import { buildPdf, drawLogo, drawSignature, drawStamp, renderTextImage, rotateClockwise, seededRandom } from './fixture-builders.ts';
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

  it('turns an upside-down page upright before recognising it (JPG)', async () => {
    const upright = renderTextImage(['The Licensee shall pay royalties', 'within thirty days of each quarter.', 'Late payments bear interest.'], { fontPx: 30 });
    const upsideDown = rotateClockwise(rotateClockwise(upright));
    const result = await harness.extract('upside-down.jpg', upsideDown.toBuffer('image/jpeg', 80), 'jpg');
    assert.match(words(result.text), /The Licensee shall pay royalties within thirty days of each quarter\. Late payments bear interest\./);
  });

  it('reads the text of a cover page and not its logos, stamp and signature', async () => {
    const lines = ['MASTER SERVICES AGREEMENT', 'between Northwind Traders and Contoso Limited', 'dated the first day of March 2021'];
    const text = renderTextImage(lines, { fontPx: 28, width: 1400 });
    const page = createCanvas(1400, 1500);
    const ctx = page.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, page.width, page.height);
    const random = seededRandom(7);
    drawLogo(ctx, 80, 40, 520, 260, random, 'LEEAACUANG');
    drawLogo(ctx, 800, 40, 520, 260, random, 'QUALITY SERVICES');
    ctx.drawImage(text, 0, 500);
    drawSignature(ctx, 120, 1100, 480, 200, random);
    drawStamp(ctx, 1050, 1200, 170, random);
    const result = await harness.extract('cover.png', page.toBuffer('image/png'), 'png');
    assert.match(words(result.text), new RegExp(words(lines.join(' '))));
    const expected = new Set(words(lines.join(' ')).split(' '));
    assert.deepEqual(words(result.text).split(' ').filter((word) => !expected.has(word)), [], 'words read into the pictures');
  });

  it('keeps every line in order on a page tall enough to be recognised in two halves', async () => {
    const lines = Array.from({ length: 48 }, (_, i) => `Clause ${i + 1} applies to the parties.`);
    lines.splice(16, 0, ''); // a paragraph gap off the middle: the page is cut between two lines near the middle
    const result = await harness.extract('tall.png', renderTextImage(lines, { fontPx: 20 }).toBuffer('image/png'), 'png');
    const expected = lines.filter(Boolean).join(' ');
    assert.equal(words(result.text), expected);
    // The paragraph the cut ran through is one paragraph again.
    assert.ok(!/Clause 24 applies to the parties\.\n\nClause 25/.test(result.text), result.text);
  });
});
