// The scanned set of `npm run bench:extract` (issue #12): CUAD pages rendered at 200 dpi as a scanner would
// deliver them. Text pages come upright, turned by a quarter or half turn, slightly skewed, as PNG or as
// coarse JPEG; cover pages get logos, a round stamp and a signature drawn around the page's own text. The
// reference for every page is its PDF text layer (the pictures add no words to it).

import { readFileSync } from 'node:fs';
import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
// The tests' picture drawers, reused to decorate cover pages.
import { drawLogo, drawSignature, drawStamp, seededRandom } from '../../test/extract/fixture-builders.ts';

export const SCAN_DPI = 200;

export interface ScannedPage {
  label: string;
  kind: 'text' | 'cover';
  fileType: 'png' | 'jpg';
  image: Buffer;
  width: number;
  height: number;
  /** The page's text layer: the words a perfect OCR would return. */
  reference: string;
}

interface PageRender {
  canvas: Canvas;
  textLayer: string;
}

/** Renders one page of a PDF at `dpi` into a canvas of ours, with its text layer; null when there is no such page. */
export async function renderPage(pdfPath: string, pageNumber: number, dpi = SCAN_DPI): Promise<PageRender | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(pdfPath)), verbosity: 0, isEvalSupported: false }).promise;
  try {
    if (pageNumber > pdf.numPages) return null;
    const page = await pdf.getPage(pageNumber);
    const content = await page.getTextContent();
    const textLayer = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
    const viewport = page.getViewport({ scale: dpi / 72 });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const factory = pdf.canvasFactory as { create(w: number, h: number): { context: CanvasRenderingContext2D } };
    const target = factory.create(width, height);
    target.context.fillStyle = '#ffffff';
    target.context.fillRect(0, 0, width, height);
    await page.render({ canvas: null, canvasContext: target.context, viewport }).promise;
    // pdf.js draws on its own canvas objects; the pixels cross over as bytes (as in src/engines/local/extract/pdf.ts).
    const pixels = target.context.getImageData(0, 0, width, height);
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').putImageData(new ImageData(pixels.data, width, height), 0, 0);
    return { canvas, textLayer };
  } finally {
    await pdf.destroy();
  }
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

// How each text page is delivered, in turn.
const TEXT_VARIANTS: { name: string; rotation: 0 | 90 | 180 | 270; skewDegrees?: number; jpegQuality?: number }[] = [
  { name: 'upright png', rotation: 0 },
  { name: 'jpeg q50', rotation: 0, jpegQuality: 50 },
  { name: 'rotated 90 png', rotation: 90 },
  { name: 'skewed 1.5° jpeg q70', rotation: 0, skewDegrees: 1.5, jpegQuality: 70 },
  { name: 'rotated 180 jpeg q70', rotation: 180, jpegQuality: 70 },
  { name: 'rotated 270 png', rotation: 270 },
];

// What decorates each cover page, in turn.
const COVER_VARIANTS: { name: string; logos: number; stamp: boolean; signature: boolean; jpegQuality?: number }[] = [
  { name: 'two logos', logos: 2, stamp: false, signature: false },
  { name: 'stamp + signature jpeg q70', logos: 0, stamp: true, signature: true, jpegQuality: 70 },
  { name: 'logo + stamp + signature', logos: 1, stamp: true, signature: true },
];

const MIN_TEXT_PAGE_WORDS = 150;

/**
 * `textPages` text pages and `coverPages` cover pages from PDFs spread evenly over the list (deterministic:
 * the same folder gives the same set).
 */
export async function buildScanSet(pdfs: string[], textPages: number, coverPages: number): Promise<ScannedPage[]> {
  const set: ScannedPage[] = [];
  const step = Math.max(1, Math.floor(pdfs.length / Math.max(1, textPages + coverPages)));
  let index = 0;
  const nextPdf = () => pdfs[(index++ * step + Math.floor(step / 2)) % pdfs.length]!;
  for (let tries = 0; set.length < textPages && tries < pdfs.length; tries++) {
    const pdf = nextPdf();
    const render = (await renderPage(pdf, 2)) ?? (await renderPage(pdf, 1));
    if (!render || wordCount(render.textLayer) < MIN_TEXT_PAGE_WORDS) continue;
    const variant = TEXT_VARIANTS[set.length % TEXT_VARIANTS.length]!;
    let canvas = render.canvas;
    if (variant.skewDegrees) canvas = rotateBy(canvas, variant.skewDegrees);
    canvas = rotateBy(canvas, variant.rotation);
    set.push(encode(`${shortName(pdf)} p2, ${variant.name}`, 'text', canvas, variant.jpegQuality, render.textLayer));
  }
  let covers = 0;
  for (let tries = 0; covers < coverPages && tries < pdfs.length; tries++) {
    const pdf = nextPdf();
    const render = await renderPage(pdf, 1);
    if (!render || wordCount(render.textLayer) < 30) continue;
    const variant = COVER_VARIANTS[covers % COVER_VARIANTS.length]!;
    const canvas = decorateCover(render.canvas, variant, covers);
    set.push(encode(`${shortName(pdf)} p1, cover: ${variant.name}`, 'cover', canvas, variant.jpegQuality, render.textLayer));
    covers++;
  }
  return set;
}

function shortName(pdfPath: string): string {
  return pdfPath.split('/').pop()!.slice(0, 28);
}

function encode(label: string, kind: ScannedPage['kind'], canvas: Canvas, jpegQuality: number | undefined, reference: string): ScannedPage {
  const image = jpegQuality === undefined ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', jpegQuality);
  return { label, kind, fileType: jpegQuality === undefined ? 'png' : 'jpg', image, width: canvas.width, height: canvas.height, reference };
}

/** The canvas turned clockwise by any angle, on white, grown to hold the whole turned page. */
function rotateBy(source: Canvas, degrees: number): Canvas {
  if (degrees === 0) return source;
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const target = createCanvas(Math.round(source.width * cos + source.height * sin), Math.round(source.width * sin + source.height * cos));
  const ctx = target.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, target.width, target.height);
  ctx.translate(target.width / 2, target.height / 2);
  ctx.rotate(radians);
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  return target;
}

// ---------------------------------------------------------------- cover pictures

/**
 * The page's render shrunk into the middle of a page of the same size, with logos in a band above it and a
 * signature and a stamp in a band below it, as on the cover of an executed agreement.
 */
function decorateCover(page: Canvas, variant: (typeof COVER_VARIANTS)[number], seed: number): Canvas {
  const { width, height } = page;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const band = Math.round(height * 0.17);
  const shrink = (height - 2 * band) / height;
  ctx.drawImage(page, (width * (1 - shrink)) / 2, band, width * shrink, height * shrink);
  const rand = seededRandom(seed + 1);
  const logoWidth = width * 0.3;
  const logoHeight = band * 0.75;
  if (variant.logos >= 1) drawLogo(ctx, width * 0.08, band * 0.12, logoWidth, logoHeight, rand, 'LEEAACUANG');
  if (variant.logos >= 2) drawLogo(ctx, width * 0.62, band * 0.12, logoWidth, logoHeight, rand, 'QUALITY SERVICES');
  if (variant.signature) drawSignature(ctx, width * 0.1, height - band * 0.9, width * 0.35, band * 0.6, rand);
  if (variant.stamp) drawStamp(ctx, width * 0.72, height - band * 0.55, band * 0.42, rand);
  return canvas;
}

