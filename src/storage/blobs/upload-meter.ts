// What every BlobStore.write does to an upload on its way to storage, whatever the storage: count bytes and
// stop past the limit, hash, and keep the first bytes for type sniffing, without holding the file in memory.

import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { BlobTooLargeError } from '../types.ts';

/** Bytes kept from the start of each upload for quick checks (type sniffing). */
const HEAD_BYTES = 64 * 1024;

export interface UploadMeter {
  /** A pass-through stream to put between the upload and the store; errors with BlobTooLargeError past the limit. */
  stream: Transform;
  /** Size, hash and first bytes of what passed through (call once the pipeline finished). */
  result(): { sizeBytes: number; sha256: string; head: Buffer };
}

export function createUploadMeter(maxBytes: number): UploadMeter {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new BlobTooLargeError(maxBytes));
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sizeBytes: size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) }) };
}

/** A multipart stream that hit its own size limit ends early without an error; it flags `truncated`. */
export function wasTruncated(source: Readable): boolean {
  return (source as Readable & { truncated?: boolean }).truncated === true;
}
