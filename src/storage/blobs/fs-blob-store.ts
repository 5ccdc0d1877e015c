// Uploaded files as plain files under the data dir, named by random keys (never by client-supplied names).
// The store SQLite deployments use; PostgreSQL deployments keep files in the database (postgres/blob-store.ts).

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobTooLargeError, type BlobStore } from '../types.ts';
import { createUploadMeter, wasTruncated } from './upload-meter.ts';

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export function createFsBlobStore(dir: string): BlobStore {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid blob key ${JSON.stringify(key)}`);
    return join(dir, key);
  };
  return {
    async write(source: Readable, maxBytes: number) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      const path = pathOf(key);
      await mkdir(join(dir, id.slice(0, 2)), { recursive: true });
      const meter = createUploadMeter(maxBytes);
      try {
        await pipeline(source, meter.stream, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      } catch (err) {
        await rm(path, { force: true });
        throw err;
      }
      if (wasTruncated(source)) {
        await rm(path, { force: true });
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
      return access(pathOf(key)).then(() => true, () => false);
    },
    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },
  };
}
