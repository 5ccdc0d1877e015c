// Builders for the extraction tests' fixtures: small, valid (or deliberately broken) files made in memory,
// so the repository keeps no binary fixtures.

import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { zipSync, strToU8 } from 'fflate';

// ---------------------------------------------------------------- temp files

export interface TempDir {
  write(name: string, bytes: Uint8Array | string): string;
  remove(): void;
}

export function makeTempDir(): TempDir {
  const dir = mkdtempSync(join(tmpdir(), 'clausewise-extract-'));
  return {
    write(name, bytes) {
      const path = join(dir, name);
      writeFileSync(path, bytes);
      return path;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

// ---------------------------------------------------------------- PDF

interface PdfObject {
  body: string | Uint8Array;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (ch) => `\\${ch}`);
}

/** Assembles objects (numbered from 1, object 1 the catalog) into a PDF with a correct xref table. */
function assemblePdf(objects: PdfObject[], trailerExtra = ''): Uint8Array {
  const chunks: Buffer[] = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const parts = [latin1(`${i + 1} 0 obj\n`), typeof object.body === 'string' ? latin1(object.body) : Buffer.from(object.body), latin1('\nendobj\n')];
    for (const part of parts) {
      chunks.push(part);
      length += part.length;
    }
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(latin1(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

function streamObject(dictionary: string, data: Uint8Array | string): PdfObject {
  const bytes = typeof data === 'string' ? latin1(data) : Buffer.from(data);
  return { body: Buffer.concat([latin1(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`), bytes, latin1('\nendstream')]) };
}

export interface PdfPageSpec {
  /** Text lines from the top of the page, 14 pt apart; '' leaves an empty line (a paragraph gap). */
  lines?: string[];
  /** A full-page image (a "scan"), as JPEG bytes. */
  jpeg?: { bytes: Uint8Array; width: number; height: number };
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;

/** A PDF with Helvetica text pages and/or full-page JPEG images. */
export function buildPdf(pages: PdfPageSpec[], options: { trailerExtra?: string; extraObjects?: PdfObject[] } = {}): Uint8Array {
  const firstPageObject = 4 + (options.extraObjects?.length ?? 0);
  const objects: PdfObject[] = [
    { body: '<< /Type /Catalog /Pages 2 0 R >>' },
    { body: `<< /Type /Pages /Kids [${pages.map((_, i) => `${firstPageObject + i * 3} 0 R`).join(' ')}] /Count ${pages.length} >>` },
    { body: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>' },
    ...(options.extraObjects ?? []),
  ];
  pages.forEach((page, i) => {
    const pageObject = firstPageObject + i * 3;
    const commands: string[] = [];
    if (page.jpeg) {
      // Full page width at the image's aspect ratio, from the top of the page, as a scanner would place it.
      const height = (PAGE_WIDTH * page.jpeg.height) / page.jpeg.width;
      commands.push(`q ${PAGE_WIDTH} 0 0 ${height.toFixed(2)} 0 ${(PAGE_HEIGHT - height).toFixed(2)} cm /Im1 Do Q`);
    }
    if (page.lines) {
      commands.push('BT /F1 11 Tf 72 740 Td');
      page.lines.forEach((line, n) => commands.push(`${n === 0 ? '' : '0 -14 Td '}(${escapePdfString(line)}) Tj`));
      commands.push('ET');
    }
    const image = page.jpeg
      ? streamObject(`/Type /XObject /Subtype /Image /Width ${page.jpeg.width} /Height ${page.jpeg.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`, page.jpeg.bytes)
      : { body: 'null' };
    objects.push(
      { body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents ${pageObject + 1} 0 R /Resources << /Font << /F1 3 0 R >> /XObject << /Im1 ${pageObject + 2} 0 R >> >> >>` },
      streamObject('', commands.join('\n')),
      image,
    );
  });
  return assemblePdf(objects, options.trailerExtra);
}

// PDF standard security handler, revision 2 (40-bit RC4): enough for a PDF that asks for a password.
const PASSWORD_PADDING = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = new Uint8Array(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const padPassword = (password: string) => Buffer.concat([latin1(password), PASSWORD_PADDING]).subarray(0, 32);
const md5 = (...parts: Uint8Array[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const hex = (bytes: Uint8Array) => `<${Buffer.from(bytes).toString('hex')}>`;

/** A one-page PDF encrypted with a user password (so it cannot be opened without one). */
export function buildPasswordProtectedPdf(userPassword = 'secret', ownerPassword = 'owner'): Uint8Array {
  const fileId = md5(latin1('clausewise-test'));
  const permissions = -44; // print and copy denied; any value works for the test
  const ownerEntry = rc4(md5(padPassword(ownerPassword)).subarray(0, 5), padPassword(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padPassword(userPassword), ownerEntry, p, fileId).subarray(0, 5);
  const userEntry = rc4(key, PASSWORD_PADDING);
  const encryptObject = { body: `<< /Filter /Standard /V 1 /R 2 /O ${hex(ownerEntry)} /U ${hex(userEntry)} /P ${permissions} >>` };
  return buildPdf([{ lines: ['Confidential terms'] }], {
    extraObjects: [encryptObject],
    trailerExtra: `/Encrypt 4 0 R /ID [${hex(fileId)} ${hex(fileId)}] `,
  });
}

// ---------------------------------------------------------------- images

// Fixture images are drawn with a font file the repository controls (DejaVu Sans, from the dejavu-fonts-ttf dev
// dependency, free licence in its package), never the machine's default sans-serif: where LibreOffice is
// installed that resolves to OpenSymbol and the OCR fixtures turn into boxes (issue #12).
export const FIXTURE_FONT_FAMILY = 'Clausewise Fixture Sans';
const FIXTURE_FONT_FILE = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

// Lettering in logos and stamps: the bold face of the same family.
const FIXTURE_BOLD_FONT_FAMILY = 'Clausewise Fixture Sans Bold';
const FIXTURE_BOLD_FONT_FILE = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

function registerFixtureFont(): void {
  for (const [family, file] of [[FIXTURE_FONT_FAMILY, FIXTURE_FONT_FILE], [FIXTURE_BOLD_FONT_FAMILY, FIXTURE_BOLD_FONT_FILE]]) {
    if (GlobalFonts.has(family)) continue;
    GlobalFonts.registerFromPath(file, family);
    if (!GlobalFonts.has(family)) throw new Error(`could not register the fixture font ${file}`);
  }
}

/** Black text lines on white, drawn with the fixture font (DejaVu Sans) whatever fonts the machine has. */
export function renderTextImage(lines: string[], options: { fontPx?: number; width?: number } = {}): Canvas {
  registerFixtureFont();
  const fontPx = options.fontPx ?? 40;
  const width = options.width ?? Math.round(fontPx * 0.6 * Math.max(...lines.map((l) => l.length)) + fontPx * 2);
  const canvas = createCanvas(width, Math.round(fontPx * 1.6 * lines.length + fontPx * 2));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.font = `${fontPx}px "${FIXTURE_FONT_FAMILY}"`;
  ctx.textBaseline = 'top';
  lines.forEach((line, i) => ctx.fillText(line, fontPx, fontPx + i * fontPx * 1.6));
  return canvas;
}

/** The canvas turned clockwise by 90°. */
export function rotateClockwise(source: Canvas): Canvas {
  const canvas = createCanvas(source.height, source.width);
  const ctx = canvas.getContext('2d');
  ctx.translate(canvas.width, 0);
  ctx.rotate(Math.PI / 2);
  ctx.drawImage(source, 0, 0);
  return canvas;
}

// ---------------------------------------------------------------- pictures on scanned pages

/** A deterministic pseudo-random sequence in [0, 1) (pictures must come out the same in every run). */
export function seededRandom(seed: number): () => number {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** A coloured emblem with a gradient, a halftone patch, a swoosh and the company name in hollow, skewed letters. */
export function drawLogo(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, rand: () => number, name: string): void {
  registerFixtureFont();
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
  ctx.font = `italic ${Math.round(h * 0.55)}px "${FIXTURE_BOLD_FONT_FAMILY}"`;
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
  ctx.font = `${Math.round(h * 0.34)}px "${FIXTURE_BOLD_FONT_FAMILY}"`;
  ctx.textAlign = 'left';
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = `hsl(${(hue + 180) % 360}, 60%, 30%)`;
  ctx.strokeText(name, x + h * 1.1, y + h * 0.3, w - h * 1.15);
  ctx.restore();
}

/** A red, slightly turned rubber stamp: two rings with lettering running round them and a star inside. */
export function drawStamp(ctx: SKRSContext2D, cx: number, cy: number, r: number, rand: () => number): void {
  registerFixtureFont();
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
  ctx.font = `${Math.round(r * 0.2)}px "${FIXTURE_BOLD_FONT_FAMILY}"`;
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
export function drawSignature(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, rand: () => number): void {
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

/** A PNG whose header declares `width` × `height` pixels, with no real image data behind it. */
export function buildPngHeaderOnly(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16); // bit depth
  ihdr.writeUInt8(2, 17); // RGB
  const iend = Buffer.from('0000000049454e44ae426082', 'hex');
  return new Uint8Array(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, Buffer.alloc(64), iend]));
}

// ---------------------------------------------------------------- DOCX

const W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

export const docxXml = {
  paragraph: (text: string, props = '') => `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`,
  numbered: (text: string, numId: number, ilvl: number) => docxXml.paragraph(text, `<w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr>`),
  table: (rows: string[][]) =>
    `<w:tbl>${rows.map((row) => `<w:tr>${row.map((cell) => `<w:tc>${docxXml.paragraph(cell)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`,
  document: (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W_NS}><w:body>${body}<w:sectPr/></w:body></w:document>`,
  /** One list: level 0 "1.", level 1 "1.1", level 2 "(a)". */
  numbering: () =>
    `<?xml version="1.0" encoding="UTF-8"?><w:numbering ${W_NS}><w:abstractNum w:abstractNumId="0">` +
    '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl>' +
    '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1.%2"/></w:lvl>' +
    '<w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="(%3)"/></w:lvl>' +
    '</w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>',
};

export interface ListLevel {
  lvlText: string;
  numFmt?: string;
  start?: number;
  /** w:lvlRestart (1-based level after which this one restarts; 0 = never). */
  restartAfter?: number;
}

export interface LevelOverride {
  ilvl: number;
  startOverride?: number;
  /** A whole w:lvl inside the override, as LibreOffice writes them. */
  level?: ListLevel;
}

const listLevelXml = (ilvl: number, level: ListLevel) =>
  `<w:lvl w:ilvl="${ilvl}"><w:start w:val="${level.start ?? 1}"/><w:numFmt w:val="${level.numFmt ?? 'decimal'}"/>` +
  (level.restartAfter !== undefined ? `<w:lvlRestart w:val="${level.restartAfter}"/>` : '') +
  `<w:lvlText w:val="${level.lvlText}"/></w:lvl>`;

/** Parts of word/numbering.xml and word/styles.xml, to build the list shapes Word, LibreOffice and pandoc write. */
export const numberingXml = {
  abstract: (abstractId: number, levels: ListLevel[]) =>
    `<w:abstractNum w:abstractNumId="${abstractId}">${levels.map((level, ilvl) => listLevelXml(ilvl, level)).join('')}</w:abstractNum>`,
  num: (numId: number, abstractId: number, overrides: LevelOverride[] = []) =>
    `<w:num w:numId="${numId}"><w:abstractNumId w:val="${abstractId}"/>` +
    overrides
      .map(
        (override) =>
          `<w:lvlOverride w:ilvl="${override.ilvl}">` +
          (override.startOverride !== undefined ? `<w:startOverride w:val="${override.startOverride}"/>` : '') +
          (override.level ? listLevelXml(override.ilvl, override.level) : '') +
          '</w:lvlOverride>',
      )
      .join('') +
    '</w:num>',
  /** Abstract lists first, then instances, as the schema orders them. */
  part: (abstracts: string[], nums: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><w:numbering ${W_NS}>${abstracts.join('')}${nums.join('')}</w:numbering>`,
  /** A paragraph style, optionally numbered (as LibreOffice numbers headings: through the style). */
  paragraphStyle: (styleId: string, numbering?: { numId: number; ilvl?: number }) =>
    `<w:style w:type="paragraph" w:styleId="${styleId}"><w:name w:val="${styleId}"/>` +
    (numbering ? `<w:pPr><w:numPr>${numbering.ilvl !== undefined ? `<w:ilvl w:val="${numbering.ilvl}"/>` : ''}<w:numId w:val="${numbering.numId}"/></w:numPr></w:pPr>` : '') +
    '</w:style>',
  styles: (styles: string[]) => `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W_NS}>${styles.join('')}</w:styles>`,
  /** A paragraph in a style (numbered by it when the style is). */
  styledParagraph: (text: string, styleId: string) => docxXml.paragraph(text, `<w:pStyle w:val="${styleId}"/>`),
};

/** A DOCX package; `parts` adds or overrides parts (e.g. headers, comments, numbering). */
export function buildDocx(documentXml: string, parts: Record<string, string | Uint8Array> = {}, level = 6): Uint8Array {
  const files: Record<string, Uint8Array> = { '[Content_Types].xml': strToU8(CONTENT_TYPES), 'word/document.xml': strToU8(documentXml) };
  for (const [name, content] of Object.entries(parts)) files[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(files, { level: level as 6 });
}

// ---------------------------------------------------------------- DOC (Word 97–2003)

const SECTOR = 512;
const FREE = -1;
const END_OF_CHAIN = -2;
const FAT_SECTOR = -3;
const STREAM_SECTORS = 8; // 4096-byte streams: at the mini-stream cutoff, so they live in regular sectors

/**
 * A minimal Word 97 binary document: an OLE2 compound file holding a WordDocument stream (FIB + 8-bit text)
 * and a 1Table stream with a one-piece piece table. `cyclicChain` links two sectors of the WordDocument stream
 * into a loop, a hostile structure that makes naive readers follow the chain forever.
 */
export function buildDoc(paragraphs: string[], options: { cyclicChain?: boolean } = {}): Uint8Array {
  const text = paragraphs.join('\r') + '\r';
  const textOffset = 0x400;
  const wordDocument = Buffer.alloc(STREAM_SECTORS * SECTOR);
  wordDocument.writeUInt16LE(0xa5ec, 0); // wIdent
  wordDocument.writeUInt16LE(0x00c1, 2); // nFib (Word 97)
  wordDocument.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is 1Table
  wordDocument.writeUInt32LE(textOffset, 0x18); // fcMin
  wordDocument.writeUInt32LE(textOffset + text.length, 0x1c); // fcMac
  wordDocument.writeUInt32LE(text.length, 0x4c); // ccpText
  wordDocument.writeUInt32LE(0, 0x1a2); // fcClx
  wordDocument.writeUInt32LE(21, 0x1a6); // lcbClx
  wordDocument.write(text, textOffset, 'latin1');

  const table = Buffer.alloc(STREAM_SECTORS * SECTOR);
  table.writeUInt8(2, 0); // Pcdt
  table.writeUInt32LE(16, 1); // PlcPcd size: two CPs + one PCD
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(((textOffset * 2) | 0x40000000) >>> 0, 15); // compressed (8-bit) text at textOffset
  table.writeUInt16LE(0, 19);

  // Sector 0: FAT, sector 1: directory, then the two streams.
  const wordStart = 2;
  const tableStart = wordStart + STREAM_SECTORS;
  const fat = Buffer.alloc(SECTOR);
  for (let i = 0; i < SECTOR / 4; i++) fat.writeInt32LE(FREE, i * 4);
  fat.writeInt32LE(FAT_SECTOR, 0);
  fat.writeInt32LE(END_OF_CHAIN, 4);
  for (const start of [wordStart, tableStart]) {
    for (let i = 0; i < STREAM_SECTORS; i++) fat.writeInt32LE(i === STREAM_SECTORS - 1 ? END_OF_CHAIN : start + i + 1, (start + i) * 4);
  }
  if (options.cyclicChain) fat.writeInt32LE(wordStart, (wordStart + 1) * 4);

  const directory = Buffer.alloc(SECTOR);
  const entry = (index: number, name: string, type: number, fields: { left?: number; right?: number; child?: number; start: number; size: number }) => {
    const offset = index * 128;
    directory.write(name, offset, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, offset + 64);
    directory.writeUInt8(type, offset + 66);
    directory.writeUInt8(1, offset + 67); // black
    directory.writeInt32LE(fields.left ?? -1, offset + 68);
    directory.writeInt32LE(fields.right ?? -1, offset + 72);
    directory.writeInt32LE(fields.child ?? -1, offset + 76);
    directory.writeInt32LE(fields.start, offset + 116);
    directory.writeUInt32LE(fields.size, offset + 120);
  };
  entry(0, 'Root Entry', 5, { child: 1, start: END_OF_CHAIN, size: 0 });
  entry(1, 'WordDocument', 2, { right: 2, start: wordStart, size: wordDocument.length });
  entry(2, '1Table', 2, { start: tableStart, size: table.length });
  for (const unused of [3]) directory.writeInt32LE(-1, unused * 128 + 68), directory.writeInt32LE(-1, unused * 128 + 72), directory.writeInt32LE(-1, unused * 128 + 76);

  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3 (512-byte sectors)
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(0, 64);
  header.writeInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 72);
  for (let i = 0; i < 109; i++) header.writeInt32LE(i === 0 ? 0 : FREE, 76 + i * 4);

  return new Uint8Array(Buffer.concat([header, fat, directory, wordDocument, table]));
}
