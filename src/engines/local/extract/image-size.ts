// Declared pixel dimensions of PNG and JPEG files, read from their headers before anything is decoded,
// so a small file declaring a gigapixel image is refused instead of exhausting memory (issue #3).

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Whether the file ends as a complete image does (PNG: IEND chunk; JPEG: end-of-image marker). Decoders fill in
 * missing rows silently, so truncation is checked here.
 */
export function hasImageEnd(bytes: Uint8Array, fileType: 'png' | 'jpg'): boolean {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(Math.max(0, bytes.length - 4096));
  // In JPEG entropy-coded data every 0xFF byte is stuffed (FF 00), so FF D9 there can only be the EOI marker.
  return fileType === 'png' ? tail.subarray(-64).includes('IEND', 0, 'latin1') : tail.includes(Buffer.from([0xff, 0xd9]));
}

export function readImageSize(bytes: Uint8Array, fileType: 'png' | 'jpg'): ImageSize | null {
  return fileType === 'png' ? readPngSize(bytes) : readJpegSize(bytes);
}

function readPngSize(bytes: Uint8Array): ImageSize | null {
  // Signature (8 bytes), then the IHDR chunk: length, "IHDR", width, height (big-endian).
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// Start-of-frame markers (baseline, progressive, lossless, …); C4, C8 and CC are other segment types.
const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function readJpegSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2; // markers without a length
      continue;
    }
    if (START_OF_FRAME.has(marker)) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}
