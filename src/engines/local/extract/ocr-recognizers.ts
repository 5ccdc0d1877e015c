// The two ways a page image becomes words (issue #12): the system's `tesseract` binary when one is installed
// (native code, several times faster than WebAssembly), else tesseract.js with the English model from
// node_modules, which is always available. Both are LSTM only, with inverted-text retries off (tesseract
// re-reads every doubtful line as white-on-black otherwise: time spent on logos), and run at most one
// recognition per core. tesseract.js is handed a greyscale PGM: no PNG to deflate here and inflate in
// WebAssembly, and a quarter of the bytes to copy into the worker (tesseract reads grey levels anyway).

import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import { createWorker, type Worker } from 'tesseract.js';
import type { OcrEngineChoice } from '../../../config.ts';
import { luminance, type Box } from './ocr-image.ts';

const require = createRequire(import.meta.url);
const ENGLISH_DATA_DIR = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

export interface RecognizedWord {
  text: string;
  /** 0–100. */
  confidence: number;
  bbox: Box;
}

export interface RecognizedPage {
  /** Mean word confidence, 0–100 (0 when no words). */
  confidence: number;
  /** Paragraphs of lines of words, in reading order. */
  paragraphs: RecognizedWord[][][];
}

export interface Recognizer {
  /** Which engine this is, for the log. */
  readonly name: string;
  recognize(image: Canvas): Promise<RecognizedPage>;
  terminate(): Promise<void>;
}

// One recognition per core: both engines are single-threaded per recognition.
const MAX_PARALLEL = Math.max(1, Math.min(2, availableParallelism()));

const TESSERACT_PARAMETERS = { tessedit_do_invert: '0' } as const;


/**
 * The system tesseract when `choice` is auto and one is on the PATH, tesseract.js otherwise; the choice is
 * written to the log once (stderr of the extraction process ends up in the server's log).
 */
export function createRecognizer(
  choice: OcrEngineChoice = 'auto',
  { log = (line: string) => void process.stderr.write(`${line}\n`), path = process.env.PATH ?? '' }: { log?: (line: string) => void; path?: string } = {},
): Recognizer {
  const binary = choice === 'auto' ? findOnPath('tesseract', path) : null;
  if (binary) {
    log(`OCR: using the system tesseract at ${binary}`);
    return createTesseractCliRecognizer(binary);
  }
  log(`OCR: using tesseract.js (${choice === 'auto' ? 'no tesseract binary on the PATH' : 'chosen by CLAUSEWISE_OCR_ENGINE'})`);
  return createTesseractJsRecognizer();
}

export function findOnPath(command: string, path: string): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Runs at most `limit` tasks at once, the rest in arrival order. */
function createGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

// ---------------------------------------------------------------- system tesseract

/**
 * The `tesseract` command: the PNG goes in on stdin, TSV (one row per word with its box and confidence)
 * comes back on stdout. OMP_THREAD_LIMIT=1 keeps each run on one core; pages run in parallel instead.
 */
export function createTesseractCliRecognizer(binary: string): Recognizer {
  const gate = createGate(MAX_PARALLEL);
  const parameters = Object.entries(TESSERACT_PARAMETERS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const run = (png: Buffer) =>
    new Promise<string>((resolve, reject) => {
      const child = execFile(
        binary,
        ['stdin', 'stdout', '-l', 'eng', '--oem', '1', '--psm', '3', ...parameters, 'tsv'],
        { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
        (error, stdout, stderr) => (error ? reject(new Error(`tesseract failed: ${stderr.trim() || error.message}`)) : resolve(stdout)),
      );
      child.stdin!.on('error', () => {}); // a binary that exits early surfaces through the callback
      child.stdin!.end(png);
    });
  return {
    name: 'tesseract',
    recognize: (image) => gate(async () => parseTsv(await run(image.toBuffer('image/png')))),
    async terminate() {},
  };
}

/** Tesseract's TSV output: level 5 rows are words, grouped by block, paragraph and line numbers. */
export function parseTsv(tsv: string): RecognizedPage {
  const paragraphs: RecognizedWord[][][] = [];
  let paragraphKey = '';
  let lineKey = '';
  let confidenceSum = 0;
  let words = 0;
  for (const row of tsv.split('\n').slice(1)) {
    const fields = row.split('\t');
    if (fields.length < 12 || fields[0] !== '5') continue;
    const [, , block, paragraph, line, , left, top, width, height, conf, ...text] = fields;
    const word = text.join('\t').trim();
    if (!word) continue;
    const confidence = Math.max(0, Number(conf));
    const x0 = Number(left);
    const y0 = Number(top);
    if (`${block}/${paragraph}` !== paragraphKey) {
      paragraphKey = `${block}/${paragraph}`;
      lineKey = '';
      paragraphs.push([]);
    }
    const lines = paragraphs.at(-1)!;
    if (`${paragraphKey}/${line}` !== lineKey) {
      lineKey = `${paragraphKey}/${line}`;
      lines.push([]);
    }
    lines.at(-1)!.push({ text: word, confidence, bbox: { x0, y0, x1: x0 + Number(width), y1: y0 + Number(height) } });
    confidenceSum += confidence;
    words++;
  }
  return { confidence: words === 0 ? 0 : confidenceSum / words, paragraphs };
}

// ---------------------------------------------------------------- tesseract.js

/**
 * A small pool of tesseract.js workers, created on demand (the second only when two images are recognised at
 * once) and reused for every page of every document. Each holds its own copy of the model (~100 MB).
 */
export function createTesseractJsRecognizer(): Recognizer {
  const started: Promise<Worker>[] = [];
  const idle: Worker[] = [];
  const waiting: ((worker: Worker) => void)[] = [];

  const startWorker = (): Promise<Worker> => {
    const starting = createWorker('eng', 1, {
      langPath: ENGLISH_DATA_DIR,
      gzip: true,
      cacheMethod: 'none', // the model is read from node_modules each time; nothing is written to the cwd
    }).then(async (worker) => {
      await worker.setParameters(TESSERACT_PARAMETERS);
      return worker;
    });
    started.push(starting);
    starting.catch(() => started.splice(started.indexOf(starting), 1));
    return starting;
  };
  const acquire = async (): Promise<Worker> => {
    const worker = idle.pop();
    if (worker) return worker;
    if (started.length < MAX_PARALLEL) return startWorker();
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (worker: Worker) => {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };

  return {
    name: 'tesseract.js',
    async recognize(image) {
      const pgm = greyscalePgm(image);
      const worker = await acquire();
      try {
        const { data } = await worker.recognize(pgm, {}, { text: false, blocks: true });
        const paragraphs = (data.blocks ?? []).flatMap((block) =>
          block.paragraphs.map((paragraph) =>
            paragraph.lines.map((line) => line.words.map((word) => ({ text: word.text, confidence: word.confidence, bbox: word.bbox }))),
          ),
        );
        const words = paragraphs.flat(2);
        const confidence = words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
        return { confidence, paragraphs };
      } finally {
        release(worker);
      }
    },
    async terminate() {
      // Forget the workers first, so a recognition starting meanwhile creates fresh ones.
      const stopping = started.splice(0);
      idle.length = 0;
      await Promise.allSettled(stopping.map(async (worker) => (await worker).terminate()));
    },
  };
}

// tesseract.js looks for an EXIF orientation tag in the first 500 bytes of any image: a comment this long
// keeps the pixels out of them.
const PGM_COMMENT = `# ${'grey levels for OCR '.repeat(25)}`;

/** The image as a binary PGM (P5): one byte of luminance per pixel, transparent pixels as white paper. */
export function greyscalePgm(image: Canvas): Buffer {
  const { width, height } = image;
  const pixels = image.getContext('2d').getImageData(0, 0, width, height).data;
  const header = Buffer.from(`P5\n${PGM_COMMENT}\n${width} ${height}\n255\n`, 'latin1');
  const pgm = Buffer.allocUnsafe(header.length + width * height);
  header.copy(pgm);
  for (let p = 0, i = 0; p < width * height; p++, i += 4) pgm[header.length + p] = luminance(pixels, i);
  return pgm;
}
