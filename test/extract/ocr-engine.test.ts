// How the OCR engine spends its recognitions (issue #12): the orientation is read off a band of a few text
// lines, and the page itself is recognised once, in the orientation the band chose. Recognitions are recorded
// by wrapping the real tesseract.js recognizer.

import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Canvas } from '@napi-rs/canvas';
import { createOcrEngine, pictureNoise } from '../../src/engines/local/extract/ocr.ts';
import { createTesseractJsRecognizer, type RecognizedWord, type Recognizer } from '../../src/engines/local/extract/ocr-recognizers.ts';
import { renderTextImage, rotateClockwise } from './fixture-builders.ts';
import { words } from './helpers.ts';

/** The real tesseract.js recognizer, recording the size of every image it is given. */
function recordingRecognizer(): Recognizer & { seen: { width: number; height: number }[] } {
  const real = createTesseractJsRecognizer();
  const seen: { width: number; height: number }[] = [];
  return {
    name: real.name,
    seen,
    recognize(image: Canvas) {
      seen.push({ width: image.width, height: image.height });
      return real.recognize(image);
    },
    terminate: () => real.terminate(),
  };
}

// Lowercase words without ascenders (no b d f h k l t, no capitals, no dots) and with many descenders: the
// letters' ink leans the way upside-down text leans, so the lean alone names the wrong direction.
const DESCENDING_LINES = [
  'a young grey pony graces many summer ranges',
  'a syrup pours over your mossy pavers',
  'a gray goose swoops over the green pens',
  'your money purse grows merry in may',
  'saga pages are never raw copy or prose',
  'a papery spray of roses queers your purges',
  'morning sun grows warm over grassy gorges',
  'some young peers argue over express wages',
];

describe('OCR engine', () => {
  const recognizer = recordingRecognizer();
  const engine = createOcrEngine({ recognizer });
  after(() => engine.terminate());

  it('reads the orientation off a band of lines and recognises the page once, even when the lean misleads', async () => {
    const lines = [...DESCENDING_LINES, ...DESCENDING_LINES];
    const upright = renderTextImage(lines, { fontPx: 24 });
    const turned = rotateClockwise(upright);
    recognizer.seen.length = 0;
    const result = await engine.recognize(turned, { maxPixels: 20_000_000 });
    // Lowercase only: without ascenders, 's', 'o', 'u', 'v', 'w' look the same in either case.
    assert.equal(words(result.text).toLowerCase(), words(lines.join(' ')));
    assert.equal(result.rotation, 270);
    const pageArea = upright.width * upright.height;
    const wholePage = recognizer.seen.filter((image) => image.width * image.height >= pageArea / 2);
    assert.equal(wholePage.length, 1, `the page is recognised once (recognitions: ${JSON.stringify(recognizer.seen)})`);
    assert.deepEqual(recognizer.seen.at(-1), { width: upright.width, height: upright.height }, 'after the orientation is known');
    const bands = recognizer.seen.slice(0, -1);
    assert.ok(bands.length >= 1, 'the orientation comes from recognising a band');
    // A band: at most about six lines (1.6 · 24 px apart) and their margins, read downscaled (its lines, about
    // 18 px of ink, brought down to 10 px).
    for (const band of bands) assert.ok(Math.min(band.width, band.height) <= 8 * 1.6 * 24 * 0.6, `band ${band.width}×${band.height}`);
    for (const band of bands) assert.ok(Math.max(band.width, band.height) <= upright.width * 0.6, `band ${band.width}×${band.height}`);
  });

  it('drops the words of a picture that reads as a jumble, even its few confident fragments', () => {
    const stamp = { x0: 500, y0: 500, x1: 700, y1: 700 };
    const logo = { x0: 0, y0: 0, x1: 400, y1: 100 };
    let x = 0;
    const word = (text: string, confidence: number, region: { x0: number; y0: number }): RecognizedWord => {
      x += 30;
      return { text, confidence, bbox: { x0: region.x0 + (x % 150), y0: region.y0 + 10, x1: region.x0 + (x % 150) + 20, y1: region.y0 + 30 } };
    };
    const body = { x0: 0, y0: 300 };
    const page = {
      confidence: 70,
      paragraphs: [
        [[word('QUALITY', 91, logo), word('SERVICES', 90, logo), word('x', 70, logo)]],
        [[word('This', 95, body), word('Agreement', 96, body)]],
        [[word('*', 92, stamp), word('RE', 86, stamp)], [word('a', 44, stamp), word('Ce', 86, stamp), word('oS', 0, stamp)], [word('$', 3, stamp)]],
      ],
    };
    const noise = pictureNoise(page, [logo, stamp]);
    const kept = page.paragraphs.flat(2).filter((w) => !noise(w)).map((w) => w.text);
    assert.deepEqual(kept, ['QUALITY', 'SERVICES', 'This', 'Agreement']);
  });
});
