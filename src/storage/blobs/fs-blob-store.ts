// Uploaded files as plain files under the data dir, named by random keys (never by client-supplied names),
// spread over shard directories (`ab/abcdef…`) that exist only while they hold a file (issue #12: deleting
// documents leaves no empty directories behind).

import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { type FileHandle, mkdir, open, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobTooLargeError, type BlobStore } from '../types.ts';

/** Bytes kept from the start of each upload for quick checks (type sniffing). */
const HEAD_BYTES = 64 * 1024;
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export function createFsBlobStore(dir: string): BlobStore {
  // The root is part of the data dir's layout from the start, so a document's upload and deletion leave the
  // data dir exactly as they found it.
  mkdirSync(dir, { recursive: true });
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid blob key ${JSON.stringify(key)}`);
    return join(dir, key);
  };
  return {
    async write(source: Readable, maxBytes: number) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      const path = pathOf(key);
      const file = await createInShard(path);
      const hash = createHash('sha256');
      const headChunks: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      // Hash and count while streaming, so an upload is never held in memory whole.
      const meter = new Transform({
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
      try {
        await pipeline(source, meter, createWriteStream(path, { fd: file }));
      } catch (err) {
        await removeBlobFile(path);
        throw err;
      }
      // A multipart stream that hit its own size limit ends early without an error; it flags `truncated`.
      if ((source as Readable & { truncated?: boolean }).truncated) {
        await removeBlobFile(path);
        throw new BlobTooLargeError(maxBytes);
      }
      return { key, sizeBytes: size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
    },
    pathOf,
    async delete(key: string) {
      await removeBlobFile(pathOf(key));
    },
  };
}

/** Creates the file exclusively, with its shard directory; retries when a delete removed the directory meanwhile. */
async function createInShard(path: string): Promise<FileHandle> {
  for (;;) {
    await mkdir(dirname(path), { recursive: true });
    try {
      return await open(path, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** Removes a blob and, when it was the last one there, its shard directory. */
async function removeBlobFile(path: string): Promise<void> {
  await rm(path, { force: true });
  try {
    await rmdir(dirname(path));
  } catch (error) {
    // Another blob still lives there (or a concurrent write just created one): the directory stays.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'ENOENT') throw error;
  }
}
