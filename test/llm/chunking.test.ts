import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHUNK_CHARS, chunkSections } from '../../src/engines/llm/engine.ts';

/** Sections of `size` characters laid end to end. */
function sections(count: number, size: number) {
  return Array.from({ length: count }, (_, i) => ({ start: i * size, end: (i + 1) * size }));
}

describe('chunking a long contract for the model', () => {
  it('keeps a short contract in one chunk', () => {
    assert.deepEqual(chunkSections('x'.repeat(3000), sections(3, 1000)), [{ start: 0, end: 3000 }]);
  });
  it('splits at section boundaries into chunks no longer than the bound', () => {
    const size = CHUNK_CHARS / 4;
    const chunks = chunkSections('x'.repeat(size * 12), sections(12, size));
    assert.ok(chunks.length > 1);
    for (const chunk of chunks) {
      assert.ok(chunk.end - chunk.start <= CHUNK_CHARS);
      assert.equal(chunk.start % size, 0);
      assert.equal(chunk.end % size, 0);
    }
    assert.equal(chunks.at(-1)!.end, size * 12);
  });
  it('starts each later chunk with the last section of the chunk before it', () => {
    const size = CHUNK_CHARS / 4;
    const chunks = chunkSections('x'.repeat(size * 12), sections(12, size));
    for (let i = 1; i < chunks.length; i++) assert.equal(chunks[i]!.start, chunks[i - 1]!.end - size);
  });
});
