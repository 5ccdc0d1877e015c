// PDF extraction (issue #3): the text layer through pdf.js in reading order; pages with no usable text layer
// but with images are rendered and OCR'd, so scans and mixed documents both come out as text.

import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, ImageData } from '@napi-rs/canvas';
import type { ExtractedText } from '../../types.ts';
import type { ExtractionLimits } from '../../../config.ts';
import { ExtractionError } from '../../errors.ts';
import { documentVocabulary, layoutPageLines, rejoinHyphenatedWords, removeRunningLines, type PositionedText } from './pdf-layout.ts';
import { PageAssembler } from './page-assembly.ts';
import { corruptFileError, textTooLargeError } from './extraction-messages.ts';
import type { OcrEngine } from './ocr.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

const require = createRequire(import.meta.url);
const STANDARD_FONTS_DIR = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

// A page with fewer visible characters than this in its text layer is treated as a scan (if it has images).
const MIN_TEXT_LAYER_CHARS = 20;
// Scans are rendered at 200 dpi (PDF user space is 72 units per inch): body text then lands near the line
// height the OCR engine reads best (ocr.ts), so no 300-dpi render is drawn only to be scaled down again.
const OCR_RENDER_SCALE = 200 / 72;

interface PdfCanvas {
  canvas: unknown;
  context: CanvasRenderingContext2D;
}
interface PdfCanvasFactory {
  create(width: number, height: number): PdfCanvas;
  destroy(canvas: PdfCanvas): void;
}

// Two pages in flight keep both the renderer (this thread) and the OCR workers busy.
const OCR_CONCURRENCY = 2;

let pdfjs: Promise<PdfJs> | null = null;
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

export async function extractPdf(bytes: Uint8Array, limits: ExtractionLimits, ocr: OcrEngine): Promise<ExtractedText> {
  const lib = await loadPdfJs();
  const pdf = await openPdf(lib, bytes, limits);
  try {
    if (pdf.numPages > limits.maxPages) {
      throw new ExtractionError(`the PDF has ${pdf.numPages} pages; the limit is ${limits.maxPages}`);
    }
    const pageLines: string[][] = [];
    const scannedPages: number[] = [];
    let textBytes = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const lines = await textLayerLines(page);
      if (visibleCharCount(lines) < MIN_TEXT_LAYER_CHARS && (await hasImages(lib, page))) scannedPages.push(number);
      // Bound the text early (running lines are not removed yet, hence the margin); the assembler checks exactly.
      textBytes += lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);
      if (textBytes > limits.maxTextBytes * 2) throw textTooLargeError(textBytes, limits.maxTextBytes);
      pageLines.push(lines);
      page.cleanup();
    }
    // Scanned pages are rendered one after another while earlier ones are being recognised.
    await forEachConcurrently(scannedPages, OCR_CONCURRENCY, async (number) => {
      const page = await pdf.getPage(number);
      pageLines[number - 1] = await ocrPage(pdf, page, limits, ocr);
      page.cleanup();
    });
    const pageTexts = removeRunningLines(pageLines).map((lines) => lines.join('\n'));
    const vocabulary = documentVocabulary(pageTexts);
    const assembler = new PageAssembler(limits.maxTextBytes);
    for (const text of pageTexts) assembler.addPage(rejoinHyphenatedWords(text, vocabulary));
    return assembler.result(scannedPages.length > 0);
  } finally {
    await pdf.destroy();
  }
}

async function openPdf(lib: PdfJs, bytes: Uint8Array, limits: ExtractionLimits): Promise<PdfDocument> {
  const task = lib.getDocument({
    data: bytes,
    standardFontDataUrl: STANDARD_FONTS_DIR,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    maxImageSize: limits.maxImagePixels,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    throw pdfOpenError(error);
  }
}

function pdfOpenError(error: unknown): ExtractionError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') return new ExtractionError('the PDF is password-protected');
  return corruptFileError('pdf');
}

async function textLayerLines(page: PdfPage): Promise<string[]> {
  const content = await page.getTextContent();
  const items: PositionedText[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    const [a, b, c, d, x, y] = item.transform as number[];
    items.push({ str: item.str, x: x!, y: y!, width: item.width, fontSize: Math.hypot(c!, d!) || Math.hypot(a!, b!) || item.height });
  }
  return layoutPageLines(items);
}

function visibleCharCount(lines: string[]): number {
  return lines.reduce((sum, line) => sum + line.replace(/\s/g, '').length, 0);
}

async function hasImages(lib: PdfJs, page: PdfPage): Promise<boolean> {
  const imageOps = new Set<number>([
    lib.OPS.paintImageXObject,
    lib.OPS.paintInlineImageXObject,
    lib.OPS.paintImageXObjectRepeat,
    lib.OPS.paintImageMaskXObject,
    lib.OPS.paintImageMaskXObjectGroup,
    lib.OPS.paintImageMaskXObjectRepeat,
    lib.OPS.paintInlineImageXObjectGroup,
  ]);
  const operators = await page.getOperatorList();
  return operators.fnArray.some((op) => imageOps.has(op));
}

async function ocrPage(pdf: PdfDocument, page: PdfPage, limits: ExtractionLimits, ocr: OcrEngine): Promise<string[]> {
  const base = page.getViewport({ scale: 1 });
  // Render at 200 dpi, or smaller when that would pass the pixel bound.
  const scale = Math.min(OCR_RENDER_SCALE, Math.sqrt(limits.maxImagePixels / (base.width * base.height)));
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  // pdf.js renders with its own copy of @napi-rs/canvas; mixing its objects with ours crashes natively, so the
  // pixels cross over as plain bytes.
  const factory = pdf.canvasFactory as PdfCanvasFactory;
  const rendered = factory.create(width, height);
  rendered.context.fillStyle = '#ffffff';
  rendered.context.fillRect(0, 0, width, height);
  await page.render({ canvas: null, canvasContext: rendered.context, viewport }).promise;
  const pixels = rendered.context.getImageData(0, 0, width, height);
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').putImageData(new ImageData(pixels.data, width, height), 0, 0);
  factory.destroy(rendered);
  const { text } = await ocr.recognize(canvas, { maxPixels: limits.maxImagePixels });
  return ocrTextLines(text);
}

/** Tesseract separates paragraphs with blank lines, which is our paragraph convention too. */
function ocrTextLines(text: string): string[] {
  return text.split('\n').map((line) => line.trim());
}

async function forEachConcurrently<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}
