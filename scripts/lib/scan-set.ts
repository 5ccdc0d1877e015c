// The scanned set of `npm run bench:extract` (issue #12): CUAD pages rendered at 200 dpi as a scanner would
// deliver them. Text pages come upright, turned by a quarter or half turn, slightly skewed, as PNG or as
// coarse JPEG; cover pages get logos, a round stamp and a signature drawn around the page's own text. The
// reference for every page is its PDF text layer (the pictures add no words to it).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, ImageData, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

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

// Logos and stamps carry lettering in a font the repository controls (the tests' DejaVu Sans).
const PICTURE_FONT = 'Clausewise Bench Sans';
function registerPictureFont(): void {
  if (GlobalFonts.has(PICTURE_FONT)) return;
  const require = createRequire(import.meta.url);
  GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'), PICTURE_FONT);
}

/** A deterministic pseudo-random sequence (pictures must be the same in every run). */
function random(seed: number): () => number {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * The page's render shrunk into the middle of a page of the same size, with logos in a band above it and a
 * signature and a stamp in a band below it, as on the cover of an executed agreement.
 */
function decorateCover(page: Canvas, variant: (typeof COVER_VARIANTS)[number], seed: number): Canvas {
  registerPictureFont();
  const { width, height } = page;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const band = Math.round(height * 0.17);
  const shrink = (height - 2 * band) / height;
  ctx.drawImage(page, (width * (1 - shrink)) / 2, band, width * shrink, height * shrink);
  const rand = random(seed + 1);
  const logoWidth = width * 0.3;
  const logoHeight = band * 0.75;
  if (variant.logos >= 1) drawLogo(ctx, width * 0.08, band * 0.12, logoWidth, logoHeight, rand, 'LEEAACUANG');
  if (variant.logos >= 2) drawLogo(ctx, width * 0.62, band * 0.12, logoWidth, logoHeight, rand, 'QUALITY SERVICES');
  if (variant.signature) drawSignature(ctx, width * 0.1, height - band * 0.9, width * 0.35, band * 0.6, rand);
  if (variant.stamp) drawStamp(ctx, width * 0.72, height - band * 0.55, band * 0.42, rand);
  return canvas;
}

/** A coloured emblem with a gradient, a halftone patch, a swoosh and the company name in hollow, skewed letters. */
function drawLogo(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, rand: () => number, name: string): void {
  ctx.save();
  const hue = Math.floor(rand() * 360);
  const emblem = ctx.createRadialGradient(x + h / 2, y + h / 2, h * 0.05, x + h / 2, y + h / 2, h / 2);
  emblem.addColorStop(0, `hsl(${hue}, 80%, 65%)`);
  emblem.addColorStop(1, `hsl(${hue}, 70%, 25%)`);
  ctx.fillStyle = emblem;
  ctx.beginPath();
  ctx.arc(x + h / 2, y + h / 2, h / 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = `italic ${Math.round(h * 0.55)}px "${PICTURE_FONT}"`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(name.slice(0, 2), x + h / 2, y + h / 2);
  // Halftone dots, as a photo or a printed logo comes out of a scanner.
  for (let dy = 0; dy < h * 0.5; dy += 7) {
    for (let dx = 0; dx < w - h * 1.1; dx += 7) {
      const r = 3.2 * (1 - dy / (h * 0.5)) * (0.5 + 0.5 * Math.sin(dx / 25));
      if (r <= 0.4) continue;
      ctx.fillStyle = `hsl(${(hue + 40) % 360}, 60%, 40%)`;
      ctx.beginPath();
      ctx.arc(x + h * 1.1 + dx, y + h * 0.55 + dy, r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  // The name in outlined, sheared letters over a swoosh.
  ctx.strokeStyle = `hsl(${hue}, 70%, 30%)`;
  ctx.lineWidth = 9;
  ctx.beginPath();
  ctx.moveTo(x + h * 1.05, y + h * 0.5);
  ctx.bezierCurveTo(x + w * 0.5, y - h * 0.2, x + w * 0.8, y + h * 0.9, x + w, y + h * 0.2);
  ctx.stroke();
  ctx.setTransform(1, 0, -0.35, 1, 0, 0);
  ctx.translate(y * 0.35 + h * 0.2, 0);
  ctx.font = `${Math.round(h * 0.34)}px "${PICTURE_FONT}"`;
  ctx.textAlign = 'left';
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = `hsl(${(hue + 180) % 360}, 60%, 30%)`;
  ctx.strokeText(name, x + h * 1.1, y + h * 0.3, w - h * 1.15);
  ctx.restore();
}

/** A red, slightly turned rubber stamp: two rings with lettering running round them and a star inside. */
function drawStamp(ctx: SKRSContext2D, cx: number, cy: number, r: number, rand: () => number): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate((rand() - 0.5) * 0.6);
  ctx.globalAlpha = 0.8;
  ctx.strokeStyle = '#c0182a';
  ctx.fillStyle = '#c0182a';
  ctx.lineWidth = r * 0.06;
  for (const ring of [1, 0.68]) {
    ctx.beginPath();
    ctx.arc(0, 0, r * ring, 0, Math.PI * 2);
    ctx.stroke();
  }
  const lettering = 'RECEIVED * CORPORATE SECRETARY * ';
  ctx.font = `${Math.round(r * 0.2)}px "${PICTURE_FONT}"`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const [i, letter] of [...lettering].entries()) {
    ctx.save();
    ctx.rotate((i / lettering.length) * Math.PI * 2);
    ctx.fillText(letter, 0, -r * 0.84);
    ctx.restore();
  }
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 ? r * 0.2 : r * 0.5;
    const angle = (i / 10) * Math.PI * 2 - Math.PI / 2;
    ctx.lineTo(Math.cos(angle) * radius, Math.sin(angle) * radius);
  }
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** A handwritten signature: a few fast loops in blue ink over a signature line. */
function drawSignature(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, rand: () => number): void {
  ctx.save();
  ctx.strokeStyle = '#1a2a7a';
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.beginPath();
  let px = x;
  let py = y + h * 0.6;
  ctx.moveTo(px, py);
  for (let i = 0; i < 14; i++) {
    const nx = px + (w / 14) * (0.6 + rand());
    const ny = y + h * (0.2 + rand() * 0.6);
    ctx.bezierCurveTo(px + w * 0.06, py - h * (0.5 + rand()), nx - w * 0.08, ny + h * (0.3 + rand()), nx, ny);
    px = nx;
    py = ny;
  }
  ctx.stroke();
  ctx.strokeStyle = '#000000';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(x, y + h);
  ctx.lineTo(x + w, y + h);
  ctx.stroke();
  ctx.restore();
}
