// The OCR engine choice (issue #12): the system's tesseract binary when one is on the PATH, tesseract.js
// otherwise, the choice logged. The binary path is tested with a fake `tesseract` (a shell script printing
// tesseract's TSV), so the test passes whether or not tesseract is installed; the real binary is read only
// where it is installed.

import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createOcrEngine } from '../../src/engines/local/extract/ocr.ts';
import { createRecognizer, createTesseractCliRecognizer, createTesseractJsRecognizer, findOnPath, greyscalePgm, parseTsv } from '../../src/engines/local/extract/ocr-recognizers.ts';
import { makeTempDir, renderTextImage } from './fixture-builders.ts';
import { words } from './helpers.ts';

const TSV_HEADER = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
const tsvWord = (block: number, paragraph: number, line: number, word: number, left: number, conf: number, text: string) =>
  `5\t1\t${block}\t${paragraph}\t${line}\t${word}\t${left}\t10\t40\t20\t${conf}\t${text}`;
const FAKE_TSV = [
  TSV_HEADER,
  '1\t1\t0\t0\t0\t0\t0\t0\t400\t200\t-1\t',
  tsvWord(1, 1, 1, 1, 10, 96.5, 'Governing'),
  tsvWord(1, 1, 1, 2, 60, 95, 'law:'),
  tsvWord(1, 1, 2, 1, 10, 94, 'New'),
  tsvWord(1, 1, 2, 2, 60, 93, 'York.'),
  tsvWord(1, 2, 1, 1, 10, 91, 'Notice.'),
].join('\n');

describe('OCR engines', () => {
  const dir = makeTempDir();
  after(() => dir.remove());
  // A fake tesseract: records its arguments, swallows the image on stdin, prints the TSV.
  const tsvFile = dir.write('page.tsv', FAKE_TSV + '\n');
  const argsFile = dir.write('args.txt', '');
  const fake = dir.write('tesseract', `#!/bin/sh\necho "$@" > '${argsFile}'\ncat > /dev/null\ncat '${tsvFile}'\n`);
  chmodSync(fake, 0o755);
  const fakeDir = fake.slice(0, -'/tesseract'.length);

  it('chooses the system tesseract when one is on the PATH and logs the choice', () => {
    const log: string[] = [];
    const recognizer = createRecognizer('auto', { log: (line) => log.push(line), path: `/nonexistent:${fakeDir}` });
    assert.equal(recognizer.name, 'tesseract');
    assert.deepEqual(log, [`OCR: using the system tesseract at ${fake}`]);
  });

  it('falls back to tesseract.js without a tesseract on the PATH, or when tesseract.js is chosen, and logs why', async () => {
    const log: string[] = [];
    const withoutBinary = createRecognizer('auto', { log: (line) => log.push(line), path: '/nonexistent' });
    const chosen = createRecognizer('tesseract.js', { log: (line) => log.push(line), path: fakeDir });
    assert.equal(withoutBinary.name, 'tesseract.js');
    assert.equal(chosen.name, 'tesseract.js');
    assert.deepEqual(log, ['OCR: using tesseract.js (no tesseract binary on the PATH)', 'OCR: using tesseract.js (chosen by CLAUSEWISE_OCR_ENGINE)']);
    await Promise.all([withoutBinary.terminate(), chosen.terminate()]);
  });

  it('reads a page through the tesseract binary: LSTM only, no inverted-text retries, words as lines and paragraphs', async () => {
    const engine = createOcrEngine({ recognizer: createTesseractCliRecognizer(fake) });
    const result = await engine.recognize(renderTextImage(['Governing law: New York.', 'Notice.'], { fontPx: 30 }), { maxPixels: 10_000_000 });
    assert.equal(result.text, 'Governing law:\nNew York.\n\nNotice.');
    const args = readFileSync(argsFile, 'utf8');
    assert.match(args, /--oem 1/);
    assert.match(args, /-c tessedit_do_invert=0/);
    assert.match(args, /tsv$/m);
  });

  it('reports a failing tesseract binary as an error', async () => {
    const broken = dir.write('broken-tesseract', '#!/bin/sh\necho "Error opening data file eng.traineddata" >&2\nexit 1\n');
    chmodSync(broken, 0o755);
    const recognizer = createTesseractCliRecognizer(broken);
    await assert.rejects(recognizer.recognize(renderTextImage(['x'], { fontPx: 20 })), /tesseract failed: Error opening data file/);
  });

  it('encodes a page for tesseract.js as a greyscale PGM: one byte per pixel, transparent as white, header clear of the pixels', () => {
    const canvas = createCanvas(3, 2);
    const ctx = canvas.getContext('2d');
    const image = ctx.createImageData(3, 2);
    // black, white, pure red, pure green, pure blue, transparent
    image.data.set([0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]);
    ctx.putImageData(image, 0, 0);
    const pgm = greyscalePgm(canvas);
    const header = pgm.subarray(0, pgm.length - 6).toString('latin1');
    assert.match(header, /^P5\n#[^\n]*\n3 2\n255\n$/);
    // tesseract.js looks for an EXIF orientation in an image's first 500 bytes: none of them may be pixels.
    assert.ok(header.length >= 500, `header of ${header.length} bytes`);
    assert.deepEqual([...pgm.subarray(pgm.length - 6)], [0, 255, 76, 150, 29, 255]);
  });

  it('reads a page through tesseract.js from its PGM', async () => {
    const recognizer = createTesseractJsRecognizer();
    try {
      const page = await recognizer.recognize(renderTextImage(['Governing law: New York.'], { fontPx: 30 }));
      assert.equal(words(page.paragraphs.flat(2).map((word) => word.text).join(' ')), 'Governing law: New York.');
    } finally {
      await recognizer.terminate();
    }
  });

  it('parses tesseract TSV: page confidence is the mean word confidence, rows other than words ignored', () => {
    const page = parseTsv(FAKE_TSV);
    assert.equal(page.paragraphs.length, 2);
    assert.deepEqual(page.paragraphs[0]!.map((line) => line.map((word) => word.text)), [['Governing', 'law:'], ['New', 'York.']]);
    assert.deepEqual(page.paragraphs[0]![0]![0]!.bbox, { x0: 10, y0: 10, x1: 50, y1: 30 });
    assert.equal(page.confidence, (96.5 + 95 + 94 + 93 + 91) / 5);
  });

  it('takes the engine choice from CLAUSEWISE_OCR_ENGINE, auto by default, and refuses other values', () => {
    const dataDir = dir.write('data', '').replace(/data$/, 'data-dir');
    assert.equal(loadConfig({ CLAUSEWISE_DATA_DIR: dataDir }).extraction.ocrEngine, 'auto');
    assert.equal(loadConfig({ CLAUSEWISE_DATA_DIR: dataDir, CLAUSEWISE_OCR_ENGINE: 'tesseract.js' }).extraction.ocrEngine, 'tesseract.js');
    assert.throws(() => loadConfig({ CLAUSEWISE_DATA_DIR: dataDir, CLAUSEWISE_OCR_ENGINE: 'cuneiform' }), (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      assert.match(err.message, /CLAUSEWISE_OCR_ENGINE must be one of auto, tesseract\.js \(got "cuneiform"\)/);
      return true;
    });
  });

  const installed = findOnPath('tesseract', process.env.PATH ?? '');
  it('reads a page with the real system tesseract', { skip: installed ? false : 'no tesseract binary on the PATH (the fake one above covers this path)' }, async () => {
    const engine = createOcrEngine({ recognizer: createTesseractCliRecognizer(installed!) });
    const result = await engine.recognize(renderTextImage(['The Supplier shall deliver', 'the goods within thirty days.'], { fontPx: 34 }), { maxPixels: 10_000_000 });
    assert.match(words(result.text), /The Supplier shall deliver the goods within thirty days\./);
  });
});
