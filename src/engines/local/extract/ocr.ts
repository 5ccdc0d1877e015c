// OCR with tesseract.js and the English model from node_modules (issue #3): never a CDN, never the network.
// Before recognising, images are scaled so their text has a size tesseract reads well and fast, and pages
// whose text runs sideways or upside down are turned upright (no OSD model ships with the English data, so
// orientation comes from the ink's projection profile plus recognition confidence).

import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const ENGLISH_DATA_DIR = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

// Text lines (ink height) are scaled into this band before recognition: smaller text is upscaled so tesseract
// can read it; larger text is downscaled, since recognition time grows with pixels and accuracy does not
// (measured on a 300-dpi CUAD render: 0.00 % CER at 31 px lines, 0.11 % at 19 px and 0.17 % at 16 px, with
// 35–50 % less CPU). The 18 px target kept the median CER of `npm run eval:extract -- --ocr-pages 10` at
// 0.05 % and took a dense page from 3.3 s to 2.9 s against 22 px.
const MIN_LINE_HEIGHT_PX = 16;
const MAX_LINE_HEIGHT_PX = 20;
const TARGET_LINE_HEIGHT_PX = 18;
const MAX_UPSCALE = 4;
// Ink runs can merge two tight lines; never shrink by more than half on that evidence.
const MAX_DOWNSCALE = 0.5;
// A pass at least this confident is taken as upright; below it the other orientations are tried too.
const CONFIDENT_UPRIGHT = 70;

export interface OcrResult {
  text: string;
  confidence: number;
  rotation: 0 | 90 | 180 | 270;
}

export interface OcrEngine {
  recognize(canvas: Canvas, options: { maxPixels: number }): Promise<OcrResult>;
  terminate(): Promise<void>;
}

// Scanned PDFs recognise pages concurrently, one tesseract worker per core (each holds its own model copy).
const MAX_WORKERS = Math.min(2, availableParallelism());

/**
 * A small pool of tesseract workers, created on demand (the second only when two pages are recognised at
 * once) and reused for every page of every document.
 */
export function createOcrEngine(): OcrEngine {
  const started: Promise<Worker>[] = [];
  const idle: Worker[] = [];
  const waiting: ((worker: Worker) => void)[] = [];

  const startWorker = (): Promise<Worker> => {
    const starting = createWorker('eng', 1, {
      langPath: ENGLISH_DATA_DIR,
      gzip: true,
      cacheMethod: 'none', // the model is read from node_modules each time; nothing is written to the cwd
    });
    started.push(starting);
    starting.catch(() => started.splice(started.indexOf(starting), 1));
    return starting;
  };
  const acquire = async (): Promise<Worker> => {
    const worker = idle.pop();
    if (worker) return worker;
    if (started.length < MAX_WORKERS) return startWorker();
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (worker: Worker) => {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };

  const recognizeOnce = async (canvas: Canvas) => {
    const image = canvas.toBuffer('image/png');
    const worker = await acquire();
    try {
      const { data } = await worker.recognize(image);
      return { text: data.text, confidence: data.confidence };
    } finally {
      release(worker);
    }
  };

  return {
    async recognize(source, { maxPixels }) {
      const profile = inkProfile(source);
      const vertical = blankFraction(profile.columns) > blankFraction(profile.rows);
      const canvas = scaleToReadableText(source, medianRunLength(vertical ? profile.columns : profile.rows), maxPixels);
      // Most likely orientations first; stop as soon as one reads confidently.
      const orientations = vertical ? ([90, 270, 0, 180] as const) : ([0, 180, 90, 270] as const);
      let best: OcrResult | null = null;
      for (const rotation of orientations) {
        const result: OcrResult = { ...(await recognizeOnce(rotate(canvas, rotation))), rotation };
        if (!best || result.confidence > best.confidence) best = result;
        if (best.confidence >= CONFIDENT_UPRIGHT) break;
      }
      return best!;
    },
    async terminate() {
      // Forget the workers first, so a recognition starting meanwhile creates fresh ones.
      const stopping = started.splice(0);
      idle.length = 0;
      await Promise.allSettled(stopping.map(async (worker) => (await worker).terminate()));
    },
  };
}

// ---------------------------------------------------------------- image analysis

interface InkProfile {
  rows: Float64Array;
  columns: Float64Array;
}

function inkProfile(canvas: Canvas): InkProfile {
  const { width, height } = canvas;
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const rows = new Float64Array(height);
  const columns = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const luminance = 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
      const alpha = pixels[i + 3]! / 255;
      if (luminance * alpha + 255 * (1 - alpha) < 128) {
        rows[y]!++;
        columns[x]!++;
      }
    }
  }
  return { rows, columns };
}

/**
 * Which lines of a projection carry text: scanner and JPEG noise leaves a few dark pixels on lines that are
 * blank to the eye, so a line counts only with a small share of the busiest line's ink.
 */
function inkedLines(profile: Float64Array): boolean[] {
  let busiest = 0;
  for (const ink of profile) busiest = Math.max(busiest, ink);
  const threshold = Math.max(2, busiest * 0.02);
  return Array.from(profile, (ink) => ink >= threshold);
}

// Runs shorter than this are specks or rules, not text lines.
const MIN_TEXT_RUN_PX = 4;

/** Median height of the runs of inked lines (text lines) in a projection; 0 when there are none. */
function medianRunLength(profile: Float64Array): number {
  const runs: number[] = [];
  let run = 0;
  for (const inked of [...inkedLines(profile), false]) {
    if (inked) run++;
    else {
      if (run >= MIN_TEXT_RUN_PX) runs.push(run);
      run = 0;
    }
  }
  if (runs.length === 0) return 0;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)]!;
}

/**
 * Fraction of blank lines in a projection, inside the inked extent (margins say nothing): text lines leave
 * blank gaps across them, not along them.
 */
function blankFraction(profile: Float64Array): number {
  const inked = inkedLines(profile);
  const first = inked.indexOf(true);
  if (first < 0) return 0;
  const last = inked.lastIndexOf(true);
  let blank = 0;
  for (let i = first; i <= last; i++) if (!inked[i]) blank++;
  return blank / (last - first + 1);
}

function scaleToReadableText(canvas: Canvas, lineHeight: number, maxPixels: number): Canvas {
  if (lineHeight === 0 || (lineHeight >= MIN_LINE_HEIGHT_PX && lineHeight <= MAX_LINE_HEIGHT_PX)) return canvas;
  const wanted = Math.min(MAX_UPSCALE, Math.max(MAX_DOWNSCALE, TARGET_LINE_HEIGHT_PX / lineHeight));
  const factor = Math.min(wanted, Math.sqrt(maxPixels / (canvas.width * canvas.height)));
  return Math.abs(factor - 1) > 0.05 ? scale(canvas, factor) : canvas;
}

function scale(source: Canvas, factor: number): Canvas {
  const target = createCanvas(Math.round(source.width * factor), Math.round(source.height * factor));
  const ctx = target.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, target.width, target.height);
  return target;
}

/** The image turned clockwise by `degrees`. */
export function rotate(source: Canvas, degrees: 0 | 90 | 180 | 270): Canvas {
  if (degrees === 0) return source;
  const quarter = degrees !== 180;
  const target = createCanvas(quarter ? source.height : source.width, quarter ? source.width : source.height);
  const ctx = target.getContext('2d');
  ctx.translate(target.width / 2, target.height / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  return target;
}
