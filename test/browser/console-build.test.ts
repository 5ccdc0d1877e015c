// The built console (web/dist) against issue #5's budget: gzipped JavaScript under 300 KB, nothing loaded
// from outside (no CDN, no external fonts).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';

const DIST = resolve(import.meta.dirname, '../../web/dist');
const MAX_GZIPPED_JS_BYTES = 300 * 1024;
const reason = existsSync(join(DIST, 'index.html')) ? null : 'the console is not built: run `npm run build:web`';

async function builtFiles(extension: string): Promise<string[]> {
  const files = await readdir(DIST, { recursive: true });
  return files.filter((file) => file.endsWith(extension)).map((file) => join(DIST, file));
}

describe('built console', { skip: reason ?? false }, () => {
  it('ships under 300 KB of gzipped JavaScript', async () => {
    let total = 0;
    for (const file of await builtFiles('.js')) total += gzipSync(await readFile(file)).length;
    assert.ok(total > 0, 'the build has JavaScript');
    assert.ok(total < MAX_GZIPPED_JS_BYTES, `gzipped JavaScript is ${total} bytes`);
  });

  it('loads nothing from another origin', async () => {
    for (const file of [...(await builtFiles('.html')), ...(await builtFiles('.css'))]) {
      const content = await readFile(file, 'utf8');
      assert.doesNotMatch(content, /(src|href)=["']?(https?:)?\/\//, `${file} references an external URL`);
      assert.doesNotMatch(content, /url\(\s*["']?(https?:)?\/\//, `${file} loads an external resource`);
      assert.doesNotMatch(content, /@import/, `${file} imports a stylesheet`);
    }
  });
});

if (reason) console.log(`# console build tests skipped: ${reason}`);
