// Just enough ZIP for DOCX: the central directory (read without inflating anything, for upload detection and
// the zip-bomb check) and bounded inflation of single entries, which stops as soon as the output passes a limit
// whatever sizes the archive declares.

import { Inflate } from 'fflate';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** As declared by the archive: untrusted. */
  declaredSize: number;
  localHeaderOffset: number;
}

/** Reads `length` bytes at `position` (fewer at the end of the data). */
export type ReadAt = (position: number, length: number) => Promise<Uint8Array>;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const MAX_EOCD_SEARCH = 22 + 0xffff; // fixed record + longest comment
const STORED = 0;
const DEFLATED = 8;
// Deflate expands at most ~1032:1, so one pushed chunk can produce at most ~16 MB beyond the limit.
const INFLATE_CHUNK = 16 * 1024;

const dataView = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The archive's entries, or null when there is no readable central directory. */
export async function readZipDirectory(readAt: ReadAt, size: number): Promise<ZipEntry[] | null> {
  const tailStart = Math.max(0, size - MAX_EOCD_SEARCH);
  const tail = await readAt(tailStart, size - tailStart);
  const view = dataView(tail);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entryCount = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (directoryOffset + directorySize > size) return null;
  const directory = await readAt(directoryOffset, directorySize);
  const dir = dataView(directory);
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (let i = 0; i < entryCount; i++) {
    if (offset + 46 > directory.length || dir.getUint32(offset, true) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const nameLength = dir.getUint16(offset + 28, true);
    entries.push({
      name: new TextDecoder().decode(directory.subarray(offset + 46, offset + 46 + nameLength)),
      method: dir.getUint16(offset + 10, true),
      compressedSize: dir.getUint32(offset + 20, true),
      declaredSize: dir.getUint32(offset + 24, true),
      localHeaderOffset: dir.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + dir.getUint16(offset + 30, true) + dir.getUint16(offset + 32, true);
  }
  return entries;
}

export class ZipLimitError extends Error {
  constructor() {
    super('uncompressed size limit reached');
    this.name = 'ZipLimitError';
  }
}

export class ZipFormatError extends Error {
  constructor(what: string) {
    super(`corrupt zip: ${what}`);
    this.name = 'ZipFormatError';
  }
}

/** Inflates one entry of an in-memory archive; throws ZipLimitError once more than `maxBytes` come out. */
export function inflateEntry(archive: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  const header = entry.localHeaderOffset;
  if (header + 30 > archive.length || dataView(archive).getUint32(header, true) !== LOCAL_HEADER_SIGNATURE) {
    throw new ZipFormatError(`bad local header for ${entry.name}`);
  }
  const view = dataView(archive);
  const dataStart = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const compressed = archive.subarray(dataStart, dataStart + entry.compressedSize);
  if (compressed.length < entry.compressedSize) throw new ZipFormatError(`${entry.name} is truncated`);
  if (entry.method === STORED) {
    if (compressed.length > maxBytes) throw new ZipLimitError();
    return compressed;
  }
  if (entry.method !== DEFLATED) throw new ZipFormatError(`unsupported compression method ${entry.method}`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > maxBytes) throw new ZipLimitError();
    chunks.push(chunk);
  });
  for (let offset = 0; offset < compressed.length; offset += INFLATE_CHUNK) {
    const end = Math.min(offset + INFLATE_CHUNK, compressed.length);
    inflater.push(compressed.subarray(offset, end), end === compressed.length);
  }
  return concat(chunks, total);
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
