// OCR (issues #3 and #12): never a CDN, never the network. Before recognising, images are scaled so their text
// has a size tesseract reads well and fast; orientation is decided once, on a band of a few text lines (no
// OSD model ships with the English data, so the axis comes from the ink's projection profiles and the
// direction from recognition confidence on that band); picture-sized blots are blanked, and low-confidence
// words inside picture regions are not emitted. The page itself is recognised once.
//
// Recognition runs on the system's `tesseract` binary when one is installed (native, several times faster)
// and on tesseract.js with the English model from node_modules otherwise (ocr-recognizers.ts).

import type { Canvas } from '@napi-rs/canvas';
import type { Box, InkProfile } from './ocr-image.ts';
import { blankFraction, crop, findPictures, inkProfile, medianRunLength, regionHolding, rotate, scale, splitRow, textLineBand, uprightLean } from './ocr-image.ts';
import type { OcrEngineChoice } from '../../../config.ts';
import { createRecognizer, type RecognizedPage, type RecognizedWord, type Recognizer } from './ocr-recognizers.ts';

// Text lines (ink height) are scaled into this band before recognition: smaller text is upscaled so tesseract
// can read it; larger text is downscaled, since recognition time grows with pixels and accuracy does not
// (measured on a 300-dpi CUAD render: 0.00 % CER at 31 px lines, 0.11 % at 19 px and 0.17 % at 16 px, with
// 35–50 % less CPU). Pages scanned at 200 dpi have 12–20 px lines and are read as they are (issue #12): the
// former 16–20 px band upscaled a 12 px page 1.5× (2.25× the pixels, ~30 % more CPU) for a word F1 of 0.996
// instead of 0.989 against the page's text layer.
const MIN_LINE_HEIGHT_PX = 12;
const MAX_LINE_HEIGHT_PX = 20;
const TARGET_LINE_HEIGHT_PX = 14;
const MAX_UPSCALE = 4;
const MAX_UPSCALED_PIXELS = 2550 * 3300;
// Text lines at least this tall are legible enough to read the orientation before upscaling; taller ones
// are brought down to this height in the orientation band.
const ORIENTATION_LINE_PX = 10;
// Ink runs can merge two tight lines; never shrink by more than half on that evidence.
const MAX_DOWNSCALE = 0.5;
// A band read at least this confidently is taken as upright; below it the other orientations are tried too.
const CONFIDENT_UPRIGHT = 70;
// Words inside picture regions below this confidence are the picture read as letters (logo noise); there
// a swoosh or a halftone dot reads as a confident '/' or '|', so words without a letter or digit go too; and
// a picture whose words read below it on average is read as no words at all (a stamp's lettering comes out
// as a jumble of fragments, a few of them confident).
const PICTURE_WORD_MIN_CONFIDENCE = 80;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

type Rotation = 0 | 90 | 180 | 270;

export interface OcrResult {
  text: string;
  confidence: number;
  rotation: Rotation;
}

export interface OcrEngine {
  recognize(canvas: Canvas, options: { maxPixels: number }): Promise<OcrResult>;
  terminate(): Promise<void>;
}

export function createOcrEngine(options: { choice?: OcrEngineChoice; recognizer?: Recognizer } = {}): OcrEngine {
  const recognizer = options.recognizer ?? createRecognizer(options.choice);
  return {
    async recognize(source, { maxPixels }) {
      // One ink threshold for the page, from its own histogram (scans differ in paper, toner and JPEG noise).
      const profile = inkProfile(source);
      const { threshold } = profile;
      const vertical = blankFraction(profile.columns) > blankFraction(profile.rows);
      const lineHeight = medianRunLength(vertical ? profile.columns : profile.rows);
      const factor = scaleFactor(source, lineHeight, maxPixels);
      const canvas = factor === 1 ? source : scale(source, factor);
      // Orientation is read at the page's own size when its text is legible there (fewer pixels to read).
      const orientationCanvas = factor > 1 && lineHeight >= ORIENTATION_LINE_PX ? source : canvas;
      // The orientation is decided once, on a band of a few text lines (a small fraction of the page), and the
      // page is recognised once, that way up.
      const rotation = await detectRotation(recognizer, orientationCanvas, vertical, orientationCanvas === source ? profile : inkProfile(orientationCanvas, threshold));
      const pictures = findPictures(rotate(canvas, rotation), lineHeight * factor, threshold);
      const page = await recognizeInParts(recognizer, pictures.canvas, lineHeight * factor, threshold);
      return { text: pageText(page, pictureNoise(page, pictures.regions)), confidence: page.confidence, rotation };
    },
    terminate: () => recognizer.terminate(),
  };
}

function scaleFactor(canvas: Canvas, lineHeight: number, maxPixels: number): number {
  if (lineHeight === 0 || (lineHeight >= MIN_LINE_HEIGHT_PX && lineHeight <= MAX_LINE_HEIGHT_PX)) return 1;
  const wanted = Math.min(MAX_UPSCALE, Math.max(MAX_DOWNSCALE, TARGET_LINE_HEIGHT_PX / lineHeight));
  const area = canvas.width * canvas.height;
  // Upscaling stops at a 300-dpi letter page's pixels: beyond, time grows and accuracy does not.
  const upscaleLimit = Math.max(1, Math.sqrt(MAX_UPSCALED_PIXELS / area));
  const factor = Math.min(wanted > 1 ? Math.min(wanted, upscaleLimit) : wanted, Math.sqrt(maxPixels / area));
  return Math.abs(factor - 1) > 0.05 ? factor : 1;
}

/**
 * Which quarter turn makes the page upright. Text lines run across the axis with the more blank gaps; which
 * of its two directions is upright is read off a band of a few text lines, recognised each way (a small
 * fraction of the page), the direction the letters lean first: usually the only recognition needed. When
 * neither reads confidently the axis may be wrong (a skewed page, a page of pictures and little text): the
 * other two turns are tried on their own band, and the most confident reading of all wins.
 */
async function detectRotation(recognizer: Recognizer, canvas: Canvas, vertical: boolean, profile: InkProfile): Promise<Rotation> {
  const axes: [boolean, [Rotation, Rotation]][] = [
    [vertical, vertical ? [90, 270] : [0, 180]],
    [!vertical, vertical ? [0, 180] : [90, 270]],
  ];
  let best = { rotation: axes[0][1][0] as Rotation, confidence: -1 };
  for (const [linesAcrossColumns, rotations] of axes) {
    const band = orientationBand(canvas, profile, linesAcrossColumns);
    if (!band) continue;
    if (uprightLean(rotate(band, rotations[0]!), profile.threshold) < 0) rotations.reverse();
    for (const rotation of rotations) {
      const { confidence } = await recognizer.recognize(rotate(band, rotation));
      if (confidence > best.confidence) best = { rotation, confidence };
      if (best.confidence >= CONFIDENT_UPRIGHT) return best.rotation;
    }
  }
  return best.rotation;
}

// Pages shorter than this many text lines are recognised whole.
const SPLIT_MIN_LINES = 40;

/**
 * Recognises a tall page as two even halves at once (cut at the blank gap between two lines nearest the
 * middle), so both cores work on one page and finish together: a single scanned image otherwise keeps one
 * core busy and the other idle. Words keep page coordinates; a paragraph the cut ran through is joined again.
 */
async function recognizeInParts(recognizer: Recognizer, canvas: Canvas, lineHeight: number, threshold: number): Promise<RecognizedPage> {
  const cut = lineHeight > 0 && canvas.height >= lineHeight * SPLIT_MIN_LINES ? splitRow(canvas, lineHeight, threshold) : null;
  if (cut === null) return recognizer.recognize(canvas);
  const [top, bottom] = await Promise.all([
    recognizer.recognize(crop(canvas, { x0: 0, y0: 0, x1: canvas.width, y1: cut })),
    recognizer.recognize(crop(canvas, { x0: 0, y0: cut, x1: canvas.width, y1: canvas.height })),
  ]);
  const shifted = bottom.paragraphs.map((lines) => lines.map((words) => words.map((word) => ({ ...word, bbox: { ...word.bbox, y0: word.bbox.y0 + cut, y1: word.bbox.y1 + cut } }))));
  const paragraphs = [...top.paragraphs, ...shifted];
  // The lines either side of the cut are one paragraph when they are no further apart than a line's height.
  const above = top.paragraphs.at(-1)?.at(-1);
  const below = shifted[0]?.[0];
  if (above && below && gapBetween(above, below) < lineHeight) {
    const joined = [...top.paragraphs.at(-1)!, ...shifted[0]!];
    paragraphs.splice(top.paragraphs.length - 1, 2, joined);
  }
  const words = paragraphs.flat(2);
  const confidence = words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  return { confidence, paragraphs };
}

/** The blank height between two lines of words, the first above the second. */
function gapBetween(above: RecognizedWord[], below: RecognizedWord[]): number {
  const bottom = Math.max(...above.map((word) => word.bbox.y1));
  const top = Math.min(...below.map((word) => word.bbox.y0));
  return top - bottom;
}

/** A few consecutive text lines of the page, cut across its whole width (or height, for sideways text). */
function orientationBand(canvas: Canvas, profile: InkProfile, sideways: boolean): Canvas | null {
  const along = sideways ? profile.columns : profile.rows;
  const band = textLineBand(along);
  if (!band) return null;
  const lines = sideways
    ? crop(canvas, { x0: band.start, x1: band.end, y0: 0, y1: canvas.height })
    : crop(canvas, { x0: 0, x1: canvas.width, y0: band.start, y1: band.end });
  // Which way up text is reads as surely off small letters: the band is read downscaled.
  const lineHeight = medianRunLength(along);
  return lineHeight > ORIENTATION_LINE_PX * 1.1 ? scale(lines, ORIENTATION_LINE_PX / lineHeight) : lines;
}

/**
 * Which words of the page are a picture read as letters: inside a picture region, a word unsure of itself or
 * without a letter or digit, and every word of a picture whose words read unsurely on average.
 */
export function pictureNoise(page: RecognizedPage, regions: Box[]): (word: RecognizedWord) => boolean {
  const held = new Map<RecognizedWord, number>();
  const sums = regions.map(() => ({ confidence: 0, words: 0 }));
  for (const word of page.paragraphs.flat(2)) {
    const region = regionHolding(word.bbox, regions);
    if (region < 0) continue;
    held.set(word, region);
    sums[region]!.confidence += word.confidence;
    sums[region]!.words++;
  }
  return (word) => {
    const region = held.get(word);
    if (region === undefined) return false;
    const sum = sums[region]!;
    return word.confidence < PICTURE_WORD_MIN_CONFIDENCE || !HAS_LETTER_OR_DIGIT.test(word.text) || sum.confidence / sum.words < PICTURE_WORD_MIN_CONFIDENCE;
  };
}

/**
 * The page's text, words dropped where `isNoise` says so: words joined by spaces, lines by line breaks and
 * paragraphs by a blank line (our paragraph convention, and tesseract's).
 */
function pageText(page: RecognizedPage, isNoise: (word: RecognizedWord) => boolean): string {
  const paragraphs: string[] = [];
  for (const paragraph of page.paragraphs) {
    const lines = paragraph
      .map((line) =>
        line
          .filter((word) => !isNoise(word))
          .map((word) => word.text.trim())
          .filter(Boolean)
          .join(' '),
      )
      .filter(Boolean);
    if (lines.length > 0) paragraphs.push(lines.join('\n'));
  }
  return paragraphs.join('\n\n');
}
