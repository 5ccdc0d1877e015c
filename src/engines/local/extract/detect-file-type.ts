// Upload type detection from the bytes only (spec §2.3, issues #3 and #12): the file name and the client's
// content type are never trusted. Reads the header, the ZIP central directory or the OLE2 directory, and reads
// the whole file only when it may be plain text. Anything outside the six accepted types comes back with a
// plain-words name of what it is, for the refusal message. Markup (HTML, SVG, XML, RTF) is text, but not a contract
// we can read faithfully as plain text (tags, scripts, styles), so it is refused rather than read as TXT.

import { open, type FileHandle } from 'node:fs/promises';
import type { FileDetection, FileType } from '../../../domain/vocabulary.ts';
import { decodeText } from './text-encoding.ts';
import { readZipDirectory } from './zip.ts';

const HEADER_BYTES = 1024;

export async function detectFileType(path: string): Promise<FileDetection> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size === 0) return refused('an empty file');
    const header = await readAt(file, 0, Math.min(HEADER_BYTES, size));
    if (startsWith(header, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return accepted('png');
    if (startsWith(header, [0xff, 0xd8, 0xff])) return accepted('jpg');
    // PDF readers accept the %PDF- marker anywhere in the first kilobyte.
    if (indexOfAscii(header, '%PDF-') >= 0) return accepted('pdf');
    if (startsWith(header, [0x50, 0x4b, 0x03, 0x04])) return (await isDocx(file, size)) ? accepted('docx') : refused('a ZIP archive that is not a Word document');
    if (startsWith(header, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
      return (await isWordCompoundFile(file, size)) ? accepted('doc') : refused('an Office compound file that is not a Word document');
    }
    const decoded = decodeText(await readAt(file, 0, size));
    if (decoded === null) return refused(describeBinary(header));
    const markup = markupKind(decoded.text);
    return markup ? refused(markup) : accepted('txt');
  } finally {
    await file.close();
  }
}

const accepted = (fileType: FileType): FileDetection => ({ fileType });
const refused = (detected: string): FileDetection => ({ fileType: null, detected });

// Markup is recognised by how the document starts (after a BOM, whitespace and comments), as browsers do.
const LEADING_TRIVIA = /^(?:\uFEFF|\s|<!--[\s\S]*?-->)*/;
const MARKUP_SCAN_CHARACTERS = 4096;

/** What kind of markup document the text is (HTML, SVG, XML, RTF), or null for plain text. */
function markupKind(text: string): string | null {
  const start = text.slice(0, MARKUP_SCAN_CHARACTERS).replace(LEADING_TRIVIA, '');
  if (/^<!doctype\s+html\b/i.test(start) || /^<(html|head|body|meta|title|script|style|div|table)\b/i.test(start)) return 'an HTML page';
  if (/^<svg\b/i.test(start) || (/^<(\?xml|!doctype)\b/i.test(start) && /<svg\b/i.test(start))) return 'an SVG image';
  if (/^<(\?xml|!doctype)\b/i.test(start)) return /<html\b/i.test(start) ? 'an HTML page' : 'an XML document';
  if (start.startsWith('{\\rtf')) return 'an RTF document';
  return null;
}

const BINARY_SIGNATURES: { bytes: number[]; name: string }[] = [
  { bytes: [0x47, 0x49, 0x46, 0x38], name: 'a GIF image' },
  { bytes: [0x49, 0x49, 0x2a, 0x00], name: 'a TIFF image' },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], name: 'a TIFF image' },
  { bytes: [0x42, 0x4d], name: 'a BMP image' },
  { bytes: [0x4d, 0x5a], name: 'a Windows executable' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], name: 'an ELF executable' },
  { bytes: [0x1f, 0x8b], name: 'a gzip archive' },
];

function describeBinary(header: Uint8Array): string {
  if (startsWith(header, [0x52, 0x49, 0x46, 0x46]) && indexOfAscii(header.subarray(8, 12), 'WEBP') === 0) return 'a WebP image';
  return BINARY_SIGNATURES.find((signature) => startsWith(header, signature.bytes))?.name ?? 'binary data of an unknown type';
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Uint8Array> {
  const buffer = new Uint8Array(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function indexOfAscii(bytes: Uint8Array, needle: string): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(needle, 0, 'latin1');
}

// ---------------------------------------------------------------- DOCX: a ZIP holding a WordprocessingML package

async function isDocx(file: FileHandle, size: number): Promise<boolean> {
  const entries = await readZipDirectory((position, length) => readAt(file, position, length), size);
  if (entries === null) return looksLikeTruncatedDocx(await readAt(file, 0, Math.min(size, TRUNCATED_ZIP_SCAN_BYTES)));
  const names = new Set(entries.map((entry) => entry.name));
  return names.has('[Content_Types].xml') && names.has('word/document.xml');
}

// A ZIP cut short has no central directory; its first local entries still tell a Word package (which then
// fails extraction as corrupt, a clearer outcome for the user than "unsupported type").
const TRUNCATED_ZIP_SCAN_BYTES = 64 * 1024;

function looksLikeTruncatedDocx(head: Uint8Array): boolean {
  const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('latin1');
  return text.includes('[Content_Types].xml') && /PK\x03\x04[\s\S]{26}word\//.test(text);
}

// ---------------------------------------------------------------- DOC: an OLE2 compound file with a WordDocument stream

const END_OF_CHAIN = 0xfffffffe;
const MAX_DIRECTORY_SECTORS = 64;

/** Walks the compound file's directory chain looking for the `WordDocument` stream. */
async function isWordCompoundFile(file: FileHandle, size: number): Promise<boolean> {
  const header = await readAt(file, 0, 512);
  if (header.length < 512) return false;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const sectorShift = view.getUint16(30, true);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  const fatSectors = Array.from({ length: Math.min(109, view.getUint32(44, true)) }, (_, i) => view.getUint32(76 + i * 4, true));
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const nextSector = async (sector: number): Promise<number> => {
    const perFatSector = sectorSize / 4;
    const fatSector = fatSectors[Math.floor(sector / perFatSector)];
    if (fatSector === undefined || sectorOffset(fatSector) >= size) return END_OF_CHAIN;
    const entry = await readAt(file, sectorOffset(fatSector) + (sector % perFatSector) * 4, 4);
    return entry.length === 4 ? new DataView(entry.buffer).getUint32(0, true) : END_OF_CHAIN;
  };
  let sector = view.getUint32(48, true);
  for (let visited = 0; sector < END_OF_CHAIN - 5 && visited < MAX_DIRECTORY_SECTORS; visited++) {
    if (sectorOffset(sector) >= size) return false;
    const entries = await readAt(file, sectorOffset(sector), sectorSize);
    for (let offset = 0; offset + 128 <= entries.length; offset += 128) {
      const nameBytes = Math.min(64, new DataView(entries.buffer, entries.byteOffset).getUint16(offset + 64, true));
      const name = new TextDecoder('utf-16le').decode(entries.subarray(offset, offset + Math.max(0, nameBytes - 2)));
      if (name === 'WordDocument') return true;
    }
    sector = await nextSector(sector);
  }
  return false;
}
