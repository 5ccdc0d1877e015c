// Image analysis before OCR (issue #12), without recognition: what counts as a picture, which way text leans,
// where a tall page is cut in two.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { findPictures, inkProfile, inkThreshold, medianRunLength, regionHolding, splitRow, uprightLean } from '../../src/engines/local/extract/ocr-image.ts';
import { drawSignature, renderTextImage, rotateClockwise, seededRandom } from './fixture-builders.ts';

const LINES = ['The Supplier shall deliver the goods', 'within thirty days of the order.'];

/** Ink pixels inside a box: pixels darker than mid-grey (a part's own threshold would count blanked fringes). */
function inkIn(canvas: Canvas, box: { x0: number; y0: number; x1: number; y1: number }): number {
  const { rows } = inkProfile(createCanvasFrom(canvas, box), 128);
  return rows.reduce((sum, ink) => sum + ink, 0);
}

function createCanvasFrom(source: Canvas, box: { x0: number; y0: number; x1: number; y1: number }): Canvas {
  const part = createCanvas(box.x1 - box.x0, box.y1 - box.y0);
  part.getContext('2d').drawImage(source, box.x0, box.y0, part.width, part.height, 0, 0, part.width, part.height);
  return part;
}

/** Text at the top, a signature below it. */
function pageWithSignature(): { page: Canvas; text: { x0: number; y0: number; x1: number; y1: number }; signature: { x0: number; y0: number; x1: number; y1: number } } {
  const text = renderTextImage(LINES, { fontPx: 20, width: 800 });
  const page = createCanvas(800, 600);
  const ctx = page.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, page.width, page.height);
  ctx.drawImage(text, 0, 0);
  ctx.strokeStyle = '#000000';
  drawSignature(ctx, 100, 300, 400, 180, seededRandom(3));
  return { page, text: { x0: 0, y0: 0, x1: 800, y1: text.height }, signature: { x0: 90, y0: 250, x1: 520, y1: 500 } };
}

/**
 * The lines drawn in `ink` on paper of `paper` (grey levels), with every pixel moved by up to ±`noise` levels
 * (a scanner's grain): as on a scan of grey paper, or a faint photocopy.
 */
function noisyScan(lines: string[], { paper, ink, noise }: { paper: number; ink: number; noise: number }): Canvas {
  const page = renderTextImage(lines, { fontPx: 20 });
  const ctx = page.getContext('2d');
  const image = ctx.getImageData(0, 0, page.width, page.height);
  const random = seededRandom(11);
  for (let i = 0; i < image.data.length; i += 4) {
    // renderTextImage draws black on white: its grey level says how much of the pixel is ink.
    const coverage = 1 - image.data[i]! / 255;
    const grey = paper + (ink - paper) * coverage + (random() * 2 - 1) * noise;
    image.data.fill(Math.max(0, Math.min(255, Math.round(grey))), i, i + 3);
  }
  ctx.putImageData(image, 0, 0);
  return page;
}

describe('OCR image analysis', () => {
  it("finds the text lines by the page's own ink threshold: black text on grey, noisy paper, grey text on white", () => {
    const lines = Array.from({ length: 12 }, (_, i) => `Clause ${i + 1} binds the parties and their successors.`);
    const clean = medianRunLength(inkProfile(renderTextImage(lines, { fontPx: 20 })).rows);
    assert.ok(clean >= 14 && clean <= 22, `clean line height ${clean}`);
    for (const [name, scan] of [
      ['grey paper', noisyScan(lines, { paper: 150, ink: 20, noise: 30 })],
      ['faint copy', noisyScan(lines, { paper: 250, ink: 140, noise: 10 })],
    ] as const) {
      const threshold = inkThreshold(scan);
      assert.ok(threshold > (name === 'grey paper' ? 20 : 140) && threshold < (name === 'grey paper' ? 120 : 240), `${name}: threshold ${threshold}`);
      const lineHeight = medianRunLength(inkProfile(scan).rows);
      assert.ok(Math.abs(lineHeight - clean) <= 3, `${name}: line height ${lineHeight}, ${clean} on the clean page`);
    }
  });


  it('blanks a signature-sized blot, reports it as a picture region and leaves the text lines alone', () => {
    const { page, text, signature } = pageWithSignature();
    const textInk = inkIn(page, text);
    const scan = findPictures(page, 22);
    assert.equal(inkIn(scan.canvas, text), textInk);
    assert.ok(inkIn(page, signature) > 0);
    assert.equal(inkIn(scan.canvas, signature), 0);
    assert.ok(regionHolding({ x0: 200, y0: 350, x1: 240, y1: 380 }, scan.regions) >= 0, 'the signature is a picture region');
    assert.equal(regionHolding({ x0: 30, y0: 20, x1: 200, y1: 45 }, scan.regions), -1, 'the text is not');
  });

  it('blanks a frame round the whole page without making the page a picture region', () => {
    const page = renderTextImage(LINES, { fontPx: 20, width: 800 });
    const framed = createCanvas(page.width + 40, page.height + 200);
    const ctx = framed.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, framed.width, framed.height);
    ctx.drawImage(page, 20, 100);
    ctx.strokeStyle = '#000000';
    ctx.lineWidth = 4;
    ctx.strokeRect(6, 6, framed.width - 12, framed.height - 12);
    const scan = findPictures(framed, 22);
    assert.equal(inkIn(scan.canvas, { x0: 0, y0: 0, x1: framed.width, y1: 12 }), 0, 'the frame is blanked');
    assert.deepEqual(scan.regions, []);
  });

  it('reads upright text as leaning one way and upside-down text the other', () => {
    const upright = renderTextImage(LINES, { fontPx: 24 });
    assert.ok(uprightLean(upright) > 0);
    assert.ok(uprightLean(rotateClockwise(rotateClockwise(upright))) < 0);
  });

  it('cuts a tall page in two even parts, between lines, not at a paragraph gap off the middle', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of the agreement.`);
    lines.splice(11, 0, '', ''); // a paragraph gap at about 38 % of the page's height
    const page = renderTextImage(lines, { fontPx: 20 });
    const cut = splitRow(page, 22)!;
    const pitch = 1.6 * 20;
    assert.ok(Math.abs(cut - page.height / 2) <= pitch, `cut at ${cut} of ${page.height}`);
    // Between two lines: renderTextImage puts line n's top at fontPx + n · pitch, its ink about 0.75 · fontPx tall.
    const offset = (cut - 20) % pitch;
    assert.ok(offset >= 0.75 * 20 && offset <= pitch, `cut ${offset.toFixed(1)} px below a line's top`);
  });

  it('cuts a page whose text fills its lower part through the middle of that text', () => {
    const lines = [...Array.from({ length: 20 }, () => ''), ...Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of the agreement.`)];
    const page = renderTextImage(lines, { fontPx: 20 });
    const cut = splitRow(page, 22)!;
    const pitch = 1.6 * 20;
    const textMiddle = 20 + 35 * pitch; // between text lines 15 and 16
    assert.ok(Math.abs(cut - textMiddle) <= pitch, `cut at ${cut}, the text's middle at ${textMiddle}`);
  });

  it('does not cut a page whose middle has no blank row (a skewed page: a cut would split letters)', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of the agreement, set on a skewed page.`);
    const page = renderTextImage(lines, { fontPx: 20 });
    const skewed = createCanvas(page.width, page.height + 100);
    const ctx = skewed.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, skewed.width, skewed.height);
    ctx.translate(0, 50);
    ctx.rotate((4 * Math.PI) / 180);
    ctx.drawImage(page, 0, 0);
    assert.equal(splitRow(skewed, 22), null);
  });
});
