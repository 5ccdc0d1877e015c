// Uploaded files inside PostgreSQL, so every process on every machine reads the same files and pg_dump
// backs up everything. A file is one `blobs` row and its bytes in ordered `blob_chunks` rows of CHUNK_BYTES:
// streamed in chunk by chunk on upload and out chunk by chunk on read, never whole in memory. Deleting a
// document removes its blob in the same statement (document.repository.ts), so `delete` here is for uploads
// that never became documents.

import { randomUUID } from 'node:crypto';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobTooLargeError, type BlobStore } from '../types.ts';
import { createUploadMeter, wasTruncated } from '../blobs/upload-meter.ts';
import { nowTimestamp } from '../../lib/time.ts';
import type { PgDb } from './db.ts';

/** 1 MiB: few rows per file (50 per 50 MB upload), small enough to stay far below bytea and memory limits. */
export const CHUNK_BYTES = 1024 * 1024;

const KEY_PATTERN = /^[0-9a-f-]{36}$/;

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid blob key ${JSON.stringify(key)}`);
  return key;
}

const missingBlob = (key: string) => Object.assign(new Error(`no blob ${key}`), { code: 'ENOENT' });

/** A sink that stores what it receives as consecutive chunk rows of `key`. */
function chunkWriter(db: PgDb, key: string): Writable {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let chunkIndex = 0;
  const flush = async (all: boolean) => {
    while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
      const joined = Buffer.concat(pending);
      const data = joined.subarray(0, CHUNK_BYTES);
      pending = data.length < joined.length ? [joined.subarray(CHUNK_BYTES)] : [];
      pendingBytes = joined.length - data.length;
      await db.run('INSERT INTO blob_chunks (blob_key, chunk_index, data) VALUES (?, ?, ?)', key, chunkIndex++, data);
    }
  };
  return new Writable({
    write(chunk: Buffer, _enc, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      // Awaiting the insert before taking more is the backpressure: at most ~2 chunks are held in memory.
      flush(false).then(() => done(), done);
    },
    final(done) {
      flush(true).then(() => done(), done);
    },
  });
}


/** Writes a file under a key of the caller's choosing (`clausewise copy-data` keeps each document's key). */
export async function importBlob(db: PgDb, key: string, source: Readable): Promise<void> {
  await db.run('INSERT INTO blobs (key, created_at) VALUES (?, ?)', checkKey(key), nowTimestamp());
  const meter = createUploadMeter(Number.MAX_SAFE_INTEGER);
  try {
    await pipeline(source, meter.stream, chunkWriter(db, key));
  } catch (err) {
    await db.run('DELETE FROM blobs WHERE key = ?', key);
    throw err;
  }
  const { sizeBytes, sha256 } = meter.result();
  await db.run('UPDATE blobs SET size_bytes = ?, sha256 = ? WHERE key = ?', sizeBytes, sha256, key);
}

export function createPgBlobStore(db: PgDb): BlobStore {
  const exists = async (key: string) => (await db.get('SELECT 1 FROM blobs WHERE key = ?', checkKey(key))) !== undefined;

  return {
    async write(source: Readable, maxBytes: number) {
      const key = randomUUID();
      await db.run('INSERT INTO blobs (key, created_at) VALUES (?, ?)', key, nowTimestamp());
      const meter = createUploadMeter(maxBytes);
      try {
        await pipeline(source, meter.stream, chunkWriter(db, key));
        if (wasTruncated(source)) throw new BlobTooLargeError(maxBytes);
      } catch (err) {
        await db.run('DELETE FROM blobs WHERE key = ?', key);
        throw err;
      }
      const result = meter.result();
      await db.run('UPDATE blobs SET size_bytes = ?, sha256 = ? WHERE key = ?', result.sizeBytes, result.sha256, key);
      return { key, ...result };
    },

    async withLocalFile(key, use) {
      const blob = await db.get<{ size_bytes: number }>('SELECT size_bytes FROM blobs WHERE key = ?', checkKey(key));
      if (!blob) throw missingBlob(key);
      // A private temporary directory per use: the copy is readable by this user only and always removed.
      const dir = await mkdtemp(join(tmpdir(), 'clausewise-blob-'));
      try {
        const path = join(dir, 'file');
        const file = await open(path, 'wx', 0o600);
        let copied = 0;
        try {
          // One chunk per query: memory stays at one chunk whatever the file's size.
          for (let chunkIndex = 0; ; chunkIndex++) {
            const row = await db.get<{ data: Buffer }>('SELECT data FROM blob_chunks WHERE blob_key = ? AND chunk_index = ?', key, chunkIndex);
            if (!row) break;
            await file.write(row.data);
            copied += row.data.length;
          }
        } finally {
          await file.close();
        }
        // Deleted while being copied (its document was deleted): never hand out a truncated file.
        if (copied !== blob.size_bytes) throw missingBlob(key);
        return await use(path);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    exists,

    async delete(key) {
      await db.run('DELETE FROM blobs WHERE key = ?', checkKey(key));
    },
  };
}
