// Image analysis before OCR (issues #3 and #12): how tall the text lines are and which way they run (from the
// ink's projection profiles), the band of text lines used to detect orientation, and the picture regions
// (logos, stamps, signatures, frames) that are blanked out before recognition and whose low-confidence words
// are not emitted.

import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

// ---------------------------------------------------------------- ink profiles

export interface InkProfile {
  rows: Float64Array;
  columns: Float64Array;
  /** The luminance at or under which a pixel counted as ink. */
  threshold: number;
}

// The ink threshold stays inside these luminances whatever the histogram says (a blank page has none).
const MIN_INK_THRESHOLD = 48;
const MAX_INK_THRESHOLD = 208;
// Used when the image has one grey level only.
const DEFAULT_INK_THRESHOLD = 128;

/**
 * A pixel's luminance, 0–255 (Rec. 601 weights in 16-bit fixed point: this runs for every pixel of a page
 * several times), transparent pixels read as white paper.
 */
export function luminance(pixels: Uint8ClampedArray, i: number): number {
  const y = (19595 * pixels[i]! + 38470 * pixels[i + 1]! + 7471 * pixels[i + 2]! + 32768) >> 16;
  const alpha = pixels[i + 3]!;
  return alpha === 255 ? y : ((y * alpha + 255 * (255 - alpha) + 127) / 255) | 0;
}

/**
 * The luminance at or under which a pixel of this image counts as ink: Otsu's threshold on the image's own
 * histogram (the level that best separates the dark pixels from the light ones). A fixed level fails both
 * ways: on grey paper or a dark scan the paper's grain counts as ink, and on a faint copy or thin JPEG'd text
 * the letters break up, so text lines look a few pixels tall and the page is upscaled for nothing.
 */
export function inkThreshold(canvas: Canvas): number {
  return otsuThreshold(canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data);
}

function otsuThreshold(pixels: Uint8ClampedArray): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < pixels.length; i += 4) histogram[luminance(pixels, i)]!++;
  let total = 0;
  let sum = 0;
  for (let level = 0; level < 256; level++) {
    total += histogram[level]!;
    sum += level * histogram[level]!;
  }
  let darkCount = 0;
  let darkSum = 0;
  let best = -1;
  let threshold = DEFAULT_INK_THRESHOLD;
  for (let level = 0; level < 255; level++) {
    darkCount += histogram[level]!;
    darkSum += level * histogram[level]!;
    const lightCount = total - darkCount;
    if (darkCount === 0 || lightCount === 0) continue;
    const between = darkCount * lightCount * (darkSum / darkCount - (sum - darkSum) / lightCount) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return Math.max(MIN_INK_THRESHOLD, Math.min(MAX_INK_THRESHOLD, threshold));
}

/**
 * Ink per row and per column, a pixel being ink at or under `threshold` (by default the image's own, from
 * inkThreshold).
 */
export function inkProfile(canvas: Canvas, threshold?: number): InkProfile {
  const { width, height } = canvas;
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const ink = threshold ?? otsuThreshold(pixels);
  const rows = new Float64Array(height);
  const columns = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (luminance(pixels, (y * width + x) * 4) <= ink) {
        rows[y]!++;
        columns[x]!++;
      }
    }
  }
  return { rows, columns, threshold: ink };
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

interface Run {
  start: number;
  end: number;
}

/** The runs of inked lines of a projection (text lines, pictures), specks left out. */
function inkRuns(profile: Float64Array): Run[] {
  const runs: Run[] = [];
  let start = -1;
  const inked = inkedLines(profile);
  for (let i = 0; i <= inked.length; i++) {
    if (i < inked.length && inked[i]) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (i - start >= MIN_TEXT_RUN_PX) runs.push({ start, end: i });
      start = -1;
    }
  }
  return runs;
}

/** Median height of the runs of inked lines (text lines) in a projection; 0 when there are none. */
export function medianRunLength(profile: Float64Array): number {
  const lengths = inkRuns(profile)
    .map((run) => run.end - run.start)
    .sort((a, b) => a - b);
  return lengths.length === 0 ? 0 : lengths[Math.floor(lengths.length / 2)]!;
}

/**
 * Fraction of blank lines in a projection, inside the inked extent (margins say nothing): text lines leave
 * blank gaps across them, not along them.
 */
export function blankFraction(profile: Float64Array): number {
  const inked = inkedLines(profile);
  const first = inked.indexOf(true);
  if (first < 0) return 0;
  const last = inked.lastIndexOf(true);
  let blank = 0;
  for (let i = first; i <= last; i++) if (!inked[i]) blank++;
  return blank / (last - first + 1);
}

// Orientation is read from this many consecutive text lines (a few hundred pixels: a fraction of the page).
const ORIENTATION_BAND_LINES = 6;

/**
 * The span (along the profile) of the longest stretch of consecutive text-like lines, up to
 * ORIENTATION_BAND_LINES of them, preferring the middle of the page; null when nothing looks like text.
 */
export function textLineBand(profile: Float64Array): Run | null {
  const runs = inkRuns(profile);
  if (runs.length === 0) return null;
  const lineHeight = medianRunLength(profile);
  const textLike = (run: Run) => run.end - run.start >= lineHeight * 0.5 && run.end - run.start <= lineHeight * 2;
  const middle = profile.length / 2;
  let best: { first: number; last: number } | null = null;
  const score = (band: { first: number; last: number }) => [band.last - band.first, -Math.abs((runs[band.first]!.start + runs[band.last]!.end) / 2 - middle)] as const;
  for (let first = 0; first < runs.length; first++) {
    if (!textLike(runs[first]!)) continue;
    let last = first;
    while (last + 1 < runs.length && last + 1 - first < ORIENTATION_BAND_LINES && textLike(runs[last + 1]!)) last++;
    const band = { first, last };
    if (!best) best = band;
    else {
      const [lines, centred] = score(band);
      const [bestLines, bestCentred] = score(best);
      if (lines > bestLines || (lines === bestLines && centred > bestCentred)) best = band;
    }
  }
  if (!best) return null;
  const margin = Math.ceil(lineHeight / 2);
  return { start: Math.max(0, runs[best.first]!.start - margin), end: Math.min(profile.length, runs[best.last]!.end + margin) };
}

/**
 * Whether the text lines of a band of horizontal text look upright (positive) or upside down (negative):
 * Latin text has more ascenders (capitals, digits, b d f h k l t) than descenders (g j p q y), so more ink
 * sits above each line's x-height core than below it. Decides which direction is tried first; recognition
 * confirms it.
 */
export function uprightLean(canvas: Canvas, threshold?: number): number {
  const { rows } = inkProfile(canvas, threshold);
  let lean = 0;
  for (const run of inkRuns(rows)) {
    let peak = 0;
    for (let y = run.start; y < run.end; y++) peak = Math.max(peak, rows[y]!);
    // The core: the rows where most letters have ink.
    let coreTop = run.start;
    while (rows[coreTop]! < peak * 0.4) coreTop++;
    let coreBottom = run.end - 1;
    while (rows[coreBottom]! < peak * 0.4) coreBottom--;
    for (let y = run.start; y < coreTop; y++) lean += rows[y]!;
    for (let y = coreBottom + 1; y < run.end; y++) lean -= rows[y]!;
  }
  return lean;
}

// A row with at most this many ink pixels is blank (a speck of scanner or JPEG noise is not a letter).
const BLANK_ROW_MAX_INK = 2;
// The cut is looked for within this many text-line heights of the middle.
const SPLIT_REACH_LINES = 6;

/**
 * A row where the page can be cut in two even parts for recognising them in parallel (the two workers then
 * finish together): the middle of the blank gap between two text lines nearest the row that has half the
 * page's ink above it; null when
 * no row near the middle is blank (a skewed page, whose lines overlap in every row: a cut would split letters).
 */
export function splitRow(canvas: Canvas, lineHeight: number, threshold?: number): number | null {
  const { rows } = inkProfile(canvas, threshold);
  // The middle of the ink, not of the paper: a page whose text fills its lower half is cut through that text.
  let total = 0;
  for (const ink of rows) total += ink;
  let middle = 0;
  for (let sum = 0; middle < rows.length - 1 && sum + rows[middle]! < total / 2; middle++) sum += rows[middle]!;
  const reach = Math.max(2, Math.round(lineHeight * SPLIT_REACH_LINES));
  const blank = (y: number) => y > 0 && y < rows.length - 1 && rows[y]! <= BLANK_ROW_MAX_INK;
  for (let distance = 0; distance <= reach; distance++) {
    for (const y of [middle - distance, middle + distance]) {
      if (!blank(y)) continue;
      let start = y;
      while (blank(start - 1)) start--;
      let end = y;
      while (blank(end + 1)) end++;
      // Half a line of white kept on either side of the cut where the gap allows; in a tall gap (a paragraph
      // break) the cut is the row nearest the page's middle.
      const margin = Math.min(Math.floor((end - start) / 2), Math.ceil(lineHeight / 2));
      return Math.max(start + margin, Math.min(end - margin, middle));
    }
  }
  return null;
}

// ---------------------------------------------------------------- scaling and turning

/** A copy of a part of the canvas. */
export function crop(source: Canvas, box: Box): Canvas {
  const target = createCanvas(box.x1 - box.x0, box.y1 - box.y0);
  target.getContext('2d').drawImage(source, box.x0, box.y0, target.width, target.height, 0, 0, target.width, target.height);
  return target;
}

export function scale(source: Canvas, factor: number): Canvas {
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

// ---------------------------------------------------------------- pictures

// A connected blot of ink this many text lines tall and wide is a picture or a frame, not a letter (a
// letter that big would be set in a 60-point font or more).
const PICTURE_MIN_LINES = 4.5;
// Colour is looked for in cells of this size; a cell with enough strongly coloured pixels is picture.
const COLOUR_CELL_PX = 16;
const COLOUR_MIN_CHROMA = 70;
const COLOUR_MIN_PIXELS_PER_CELL = 12;
// A coloured area smaller than this many cells is coloured text or a speck, not a picture.
const COLOUR_MIN_CELLS = 6;
// A region this large a share of the page is a frame round the text, a table's rules or tinted paper, not a
// picture beside the text: blanking its blots is fine, but its unsure words are the page's own.
const PICTURE_MAX_PAGE_SHARE = 0.25;

export interface PictureScan {
  /** The image with the pixels of picture-sized ink blots turned white (nothing to recognise there). */
  canvas: Canvas;
  /** Regions holding pictures: the blanked blots and the coloured areas. */
  regions: Box[];
}

/**
 * Finds the pictures on a page whose text lines are `lineHeight` px tall: connected blots of ink far larger
 * than a letter (emblems, stamps' rings, signatures, frames) are blanked, so tesseract neither spends time on
 * them nor reads letters into them; those blots and coloured areas (logos, stamps, ink signatures) are
 * returned as picture regions.
 */
export function findPictures(source: Canvas, lineHeight: number, threshold?: number): PictureScan {
  const { width, height } = source;
  const image = source.getContext('2d').getImageData(0, 0, width, height);
  const pixels = image.data;
  const pageArea = width * height;
  const pictureSized = (box: Box) => (box.x1 - box.x0) * (box.y1 - box.y0) <= pageArea * PICTURE_MAX_PAGE_SHARE;
  const regions = colouredAreas(pixels, width, height).filter(pictureSized);
  if (lineHeight <= 0) return { canvas: source, regions };

  const components = inkComponents(pixels, width, height, threshold ?? otsuThreshold(pixels));
  const minSize = lineHeight * PICTURE_MIN_LINES;
  const pictures = new Set<number>();
  for (const [label, box] of components.boxes) {
    if (box.x1 - box.x0 >= minSize && box.y1 - box.y0 >= minSize) {
      pictures.add(label);
      if (pictureSized(box)) regions.push(box);
    }
  }
  if (pictures.size === 0) return { canvas: source, regions };
  const { labels, roots } = components;
  const isPicture = new Uint8Array(roots.length);
  for (let label = 1; label < roots.length; label++) if (pictures.has(roots[label]!)) isPicture[label] = 1;
  for (let p = 0; p < labels.length; p++) if (isPicture[labels[p]!]) pixels.fill(255, p * 4, p * 4 + 4);
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').putImageData(new ImageData(pixels, width, height), 0, 0);
  return { canvas, regions };
}

function find(parent: Int32Array, label: number): number {
  while (parent[label] !== label) {
    parent[label] = parent[parent[label]!]!;
    label = parent[label]!;
  }
  return label;
}

/** Eight-connected components of ink, by two-pass labelling with union-find; boxes keyed by root label. */
function inkComponents(pixels: Uint8ClampedArray, width: number, height: number, threshold: number) {
  const labels = new Int32Array(width * height);
  let parent = new Int32Array(1024);
  let next = 1;
  const union = (a: number, b: number) => {
    const ra = find(parent, a);
    const rb = find(parent, b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (luminance(pixels, p * 4) > threshold) continue;
      const left = x > 0 ? labels[p - 1]! : 0;
      const upLeft = x > 0 && y > 0 ? labels[p - width - 1]! : 0;
      const up = y > 0 ? labels[p - width]! : 0;
      const upRight = x + 1 < width && y > 0 ? labels[p - width + 1]! : 0;
      let label = left || upLeft || up || upRight;
      if (label === 0) {
        if (next === parent.length) {
          const grown = new Int32Array(parent.length * 2);
          grown.set(parent);
          parent = grown;
        }
        parent[next] = next;
        label = next++;
      } else {
        if (upLeft !== 0 && upLeft !== label) union(label, upLeft);
        if (up !== 0 && up !== label) union(label, up);
        if (upRight !== 0 && upRight !== label) union(label, upRight);
      }
      labels[p] = label;
    }
  }
  // Each label's root, once (not once per pixel).
  const roots = new Int32Array(next);
  for (let label = 1; label < next; label++) roots[label] = find(parent, label);
  const boxes = new Map<number, Box>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const label = labels[y * width + x]!;
      if (label === 0) continue;
      const root = roots[label]!;
      const box = boxes.get(root);
      if (!box) boxes.set(root, { x0: x, y0: y, x1: x + 1, y1: y + 1 });
      else {
        box.x0 = Math.min(box.x0, x);
        box.x1 = Math.max(box.x1, x + 1);
        box.y1 = y + 1;
      }
    }
  }
  return { labels, roots, boxes };
}

/** Boxes of the strongly coloured areas (grouped by touching cells), coloured text lines left out. */
function colouredAreas(pixels: Uint8ClampedArray, width: number, height: number): Box[] {
  const columns = Math.ceil(width / COLOUR_CELL_PX);
  const rows = Math.ceil(height / COLOUR_CELL_PX);
  const counts = new Uint16Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / COLOUR_CELL_PX) * columns;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const r = pixels[i]!;
      const g = pixels[i + 1]!;
      const b = pixels[i + 2]!;
      if (Math.max(r, g, b) - Math.min(r, g, b) >= COLOUR_MIN_CHROMA) counts[row + Math.floor(x / COLOUR_CELL_PX)]!++;
    }
  }
  const coloured = Array.from(counts, (count) => count >= COLOUR_MIN_PIXELS_PER_CELL);
  const seen = new Uint8Array(coloured.length);
  const areas: Box[] = [];
  for (let start = 0; start < coloured.length; start++) {
    if (!coloured[start] || seen[start]) continue;
    // Flood fill over cells up to one cell apart, so dotted and stroked pictures hold together.
    const stack = [start];
    seen[start] = 1;
    let cells = 0;
    const box = { x0: columns, y0: rows, x1: 0, y1: 0 };
    while (stack.length > 0) {
      const cell = stack.pop()!;
      const cx = cell % columns;
      const cy = Math.floor(cell / columns);
      cells++;
      box.x0 = Math.min(box.x0, cx);
      box.y0 = Math.min(box.y0, cy);
      box.x1 = Math.max(box.x1, cx + 1);
      box.y1 = Math.max(box.y1, cy + 1);
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const neighbour = ny * columns + nx;
          if (coloured[neighbour] && !seen[neighbour]) {
            seen[neighbour] = 1;
            stack.push(neighbour);
          }
        }
      }
    }
    // A line of coloured text is one cell-row or two tall however long it is.
    if (cells >= COLOUR_MIN_CELLS && box.y1 - box.y0 > 2) {
      areas.push({ x0: box.x0 * COLOUR_CELL_PX, y0: box.y0 * COLOUR_CELL_PX, x1: Math.min(width, box.x1 * COLOUR_CELL_PX), y1: Math.min(height, box.y1 * COLOUR_CELL_PX) });
    }
  }
  return areas;
}

/** The index of the first region holding most of `box`; -1 when none does. */
export function regionHolding(box: Box, regions: Box[]): number {
  const area = Math.max(1, (box.x1 - box.x0) * (box.y1 - box.y0));
  return regions.findIndex((r) => {
    const overlap = Math.max(0, Math.min(box.x1, r.x1) - Math.max(box.x0, r.x0)) * Math.max(0, Math.min(box.y1, r.y1) - Math.max(box.y0, r.y0));
    return overlap >= area / 2;
  });
}
