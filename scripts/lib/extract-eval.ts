// Helpers shared by scripts/eval-extract.ts and scripts/bench-extract.ts: argument parsing, the PDF corpus,
// text comparison and 300-dpi page renders for OCR measurements.

import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CUAD_DIR } from './cuad.ts';
import type { ExtractionLimits, OcrEngineChoice } from '../../src/config.ts';

export interface CorpusArgs {
  pdfDir: string;
  txtDir: string;
  limit: number;
  ocrPages: number;
  /** Cover pages (logos, stamps, signatures) in the scanned set of bench:extract. */
  coverPages: number;
  /** Skip the text-layer PDFs and measure OCR only. */
  ocrOnly: boolean;
  ocrEngine: OcrEngineChoice;
}

/**
 * `[folder] [--txt folder] [--limit N] [--ocr-pages N] [--cover-pages N] [--ocr-only] [--ocr-engine auto|tesseract.js]`; the folder defaults to
 * CUAD's train/pdf.
 */
export function parseCorpusArgs(argv: string[], defaults: { limit: number; ocrPages: number; coverPages?: number }): CorpusArgs {
  const args: CorpusArgs = {
    pdfDir: join(CUAD_DIR, 'train', 'pdf'),
    txtDir: '',
    limit: defaults.limit,
    ocrPages: defaults.ocrPages,
    coverPages: defaults.coverPages ?? 0,
    ocrOnly: false,
    ocrEngine: 'auto',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--limit') args.limit = Number(value());
    else if (arg === '--ocr-pages') args.ocrPages = Number(value());
    else if (arg === '--cover-pages') args.coverPages = Number(value());
    else if (arg === '--ocr-only') args.ocrOnly = true;
    else if (arg === '--ocr-engine') args.ocrEngine = value() === 'tesseract.js' ? 'tesseract.js' : 'auto';
    else if (arg === '--txt') args.txtDir = value();
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else args.pdfDir = arg;
  }
  if (!Number.isInteger(args.limit) || args.limit < 0) throw new Error('--limit must be a whole number (0 = all)');
  args.txtDir ||= join(args.pdfDir, '..', 'txt');
  return args;
}

/** PDFs of the folder in name order, the first `limit` (all when 0). */
export function listPdfs(dir: string, limit: number): string[] {
  const pdfs = readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((name) => join(dir, name));
  return limit > 0 ? pdfs.slice(0, limit) : pdfs;
}

export function matchingTxt(pdfPath: string, txtDir: string): string | null {
  try {
    return readFileSync(join(txtDir, basename(pdfPath).replace(/\.pdf$/i, '.txt')), 'utf8');
  } catch {
    return null;
  }
}

export const EVAL_LIMITS: ExtractionLimits = {
  timeoutMs: 300_000,
  maxPages: 2000,
  maxTextBytes: 20 * 1024 * 1024,
  maxImagePixels: 100_000_000,
  maxUncompressedBytes: 200 * 1024 * 1024,
  maxMemoryMb: 1024,
};

// ---------------------------------------------------------------- comparison

export function normalizeWhitespace(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * Folds typographic variants the reference texts flatten (CUAD's .txt files use straight quotes and ASCII
 * dashes where the PDFs print curly quotes and en/em dashes): a spelling difference, not an extraction error.
 */
export function foldTypography(text: string): string {
  return text.replace(/[‘’‚′]/g, "'").replace(/[“”„″]/g, '"').replace(/[‐‑‒–—]/g, '-').replace(/…/g, '...');
}

/**
 * Length of the longest common subsequence of two sequences, by Myers' O((N+M)·D) algorithm: fast when they
 * are similar, which is the case being measured.
 */
export function lcsLength<T>(a: readonly T[], b: readonly T[]): number {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const v = new Int32Array(2 * max + 2);
  for (let d = 0; d <= max; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[k - 1 + max]! < v[k + 1 + max]!) ? v[k + 1 + max]! : v[k - 1 + max]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[k + max] = x;
      if (x >= n && y >= m) return (n + m - d) / 2;
    }
  }
  return 0;
}

/** Word-level similarity: 2·LCS / (|a| + |b|) over whitespace-separated tokens (a token F1), typography folded. */
export function wordSimilarity(extracted: string, reference: string): number {
  const a = normalizeWhitespace(foldTypography(extracted)).split(' ').filter(Boolean);
  const b = normalizeWhitespace(foldTypography(reference)).split(' ').filter(Boolean);
  if (a.length + b.length === 0) return 1;
  return (2 * lcsLength(a, b)) / (a.length + b.length);
}

/**
 * Word F1 as in `wordSimilarity`, the reference words the extraction missed, and the extracted words that are
 * nowhere in the reference (as a multiset): on a page with pictures, those are the pictures' noise.
 */
export function wordMatch(extracted: string, reference: string): { f1: number; missed: number; extra: string[] } {
  const a = normalizeWhitespace(foldTypography(extracted)).split(' ').filter(Boolean);
  const b = normalizeWhitespace(foldTypography(reference)).split(' ').filter(Boolean);
  const common = lcsLength(a, b);
  const available = new Map<string, number>();
  for (const word of b) available.set(word, (available.get(word) ?? 0) + 1);
  const extra: string[] = [];
  for (const word of a) {
    const left = available.get(word) ?? 0;
    if (left > 0) available.set(word, left - 1);
    else extra.push(word);
  }
  return { f1: a.length + b.length === 0 ? 1 : (2 * common) / (a.length + b.length), missed: b.length - common, extra };
}

/** Character error rate: Levenshtein distance / reference length, after whitespace normalisation. */
export function characterErrorRate(recognised: string, reference: string): number {
  const a = normalizeWhitespace(recognised);
  const b = normalizeWhitespace(reference);
  if (b.length === 0) return a.length === 0 ? 0 : 1;
  let previous = new Int32Array(b.length + 1).map((_, j) => j);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]! / b.length;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

// ---------------------------------------------------------------- page renders

export interface RenderedPage {
  /** PNG, or JPEG when asked for. */
  image: Buffer;
  width: number;
  height: number;
  /** The page's text layer in pdf.js order, the reference for OCR. */
  textLayer: string;
}

/** Renders page `pageNumber` of a PDF at 300 dpi (the clean-scan case of the OCR target). */
export async function renderPdfPage(pdfPath: string, pageNumber: number, format: 'png' | 'jpeg' = 'png'): Promise<RenderedPage | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(pdfPath)), verbosity: 0, isEvalSupported: false }).promise;
  try {
    if (pageNumber > pdf.numPages) return null;
    const page = await pdf.getPage(pageNumber);
    const content = await page.getTextContent();
    const textLayer = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
    const viewport = page.getViewport({ scale: 300 / 72 });
    const factory = pdf.canvasFactory as { create(w: number, h: number): { canvas: { toBuffer(type: string, quality?: number): Buffer }; context: CanvasRenderingContext2D } };
    const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    target.context.fillStyle = '#ffffff';
    target.context.fillRect(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: null, canvasContext: target.context, viewport }).promise;
    const image = format === 'png' ? target.canvas.toBuffer('image/png') : target.canvas.toBuffer('image/jpeg', 90);
    return { image, width: Math.ceil(viewport.width), height: Math.ceil(viewport.height), textLayer };
  } finally {
    await pdf.destroy();
  }
}
