// Uploaded files as plain files under the data dir, named by random keys (never by client-supplied names),
// spread over shard directories (`ab/abcdef…`) that exist only while they hold a file (issue #12: deleting
// documents leaves no empty directories behind). The store SQLite deployments use; PostgreSQL deployments
// keep files in the database (postgres/blob-store.ts).

import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { type FileHandle, access, mkdir, open, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BlobTooLargeError, type BlobStore } from '../types.ts';
import { createUploadMeter, wasTruncated } from './upload-meter.ts';

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
    async write(source, maxBytes) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      const path = pathOf(key);
      const file = await createInShard(path);
      const meter = createUploadMeter(maxBytes);
      try {
        await pipeline(source, meter.stream, createWriteStream(path, { fd: file }));
      } catch (err) {
        await removeBlobFile(path);
        throw err;
      }
      if (wasTruncated(source)) {
        await removeBlobFile(path);
        throw new BlobTooLargeError(maxBytes);
      }
      return { key, ...meter.result() };
    },
    // The file itself: nothing to copy or clean up.
    async withLocalFile(key, use) {
      const path = pathOf(key);
      await access(path);
      return use(path);
    },
    async exists(key) {
      return access(pathOf(key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
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
