// The filesystem blob store's own layout (issue #12): uploads and deletions leave no empty directories behind.
// Its read/write behaviour is in the storage contract suite with the PostgreSQL store.

import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { createFsBlobStore } from '../../src/storage/blobs/fs-blob-store.ts';
import { BlobTooLargeError } from '../../src/storage/types.ts';

describe('filesystem blob store layout', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clausewise-blobs-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses an upload over the limit and leaves no file or directory behind', async () => {
    const root = join(dir, 'over-limit');
    const blobs = createFsBlobStore(root);
    await assert.rejects(blobs.write(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000), BlobTooLargeError);
    assert.deepEqual(readdirSync(root), []);
  });

  it('deleting every blob leaves no empty shard directories behind', async () => {
    const root = join(dir, 'deletes');
    const blobs = createFsBlobStore(root);
    const keys = [];
    for (let i = 0; i < 20; i++) keys.push((await blobs.write(Readable.from([Buffer.from(`file ${i}`)]), 1024)).key);
    await Promise.all(keys.map((key) => blobs.delete(key)));
    assert.deepEqual(readdirSync(root), []);
  });

  it('keeps a shard directory while another blob still lives in it', async () => {
    const blobs = createFsBlobStore(join(dir, 'shared-shard'));
    // Keys are random: write until two share a shard (two hex digits, so this ends quickly).
    const byShard = new Map<string, string>();
    for (;;) {
      const { key } = await blobs.write(Readable.from([Buffer.from('x')]), 1024);
      const shard = key.slice(0, 2);
      const other = byShard.get(shard);
      if (other !== undefined) {
        await blobs.delete(key);
        assert.ok(await blobs.exists(other));
        break;
      }
      byShard.set(shard, key);
    }
  });
});
