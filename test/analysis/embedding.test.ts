import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MODEL_DIR, EMBEDDER_FILE, createLocalEmbedder, knownForm } from '../../src/engines/local/embedding/embedder.ts';
import { denseDot } from '../../src/engines/local/text/sparse.ts';

const embedder = createLocalEmbedder();

test('the embedder loads its shipped model with a fixed dimension and model id', () => {
  assert.equal(embedder.dimension, 256);
  assert.match(embedder.modelId, /^clausewise-/);
});

test("the embedder's model id changes with its model file's bytes, not only with the id its training wrote", (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'clausewise-embedder-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const retrained = readFileSync(join(DEFAULT_MODEL_DIR, EMBEDDER_FILE));
  retrained[retrained.length - 1]! ^= 1;
  writeFileSync(join(dir, EMBEDDER_FILE), retrained);
  const other = createLocalEmbedder(dir);
  assert.notEqual(other.modelId, embedder.modelId);
  assert.equal(other.modelId.replace(/-[0-9a-f]+$/, ''), embedder.modelId.replace(/-[0-9a-f]+$/, ''));
  assert.equal(createLocalEmbedder().modelId, embedder.modelId);
});

test('embeddings have the model dimension and unit length', async () => {
  const [vector] = await embedder.embed(['This Agreement shall be governed by the laws of the State of New York.']);
  assert.equal(vector!.length, embedder.dimension);
  assert.ok(Math.abs(denseDot(vector!, vector!) - 1) < 1e-4);
});

test('clauses about the same subject are closer than clauses about different subjects', async () => {
  const [lawA, lawB, insurance] = await embedder.embed([
    'This Agreement shall be governed by and construed in accordance with the laws of the State of Delaware.',
    'The validity and interpretation of this Agreement shall be governed by the laws of England and Wales.',
    'Supplier shall maintain commercial general liability insurance with limits of not less than $1,000,000 per occurrence.',
  ]);
  assert.ok(denseDot(lawA!, lawB!) > denseDot(lawA!, insurance!));
});

test('text without known words embeds to the zero vector rather than NaN', async () => {
  const [vector] = await embedder.embed(['']);
  assert.ok(vector!.every((v) => v === 0));
});

test('embedding is deterministic', async () => {
  const text = ['Either party may terminate this Agreement for convenience on ninety days notice.'];
  assert.deepEqual(await embedder.embed(text), await embedder.embed(text));
});

test('a hyphenated word the vocabulary does not know embeds as its parts ("non-compete" as "non compete")', async () => {
  const [hyphenated, spaced] = await embedder.embed(['non-compete', 'non compete']);
  assert.ok(denseDot(hyphenated!, hyphenated!) > 0.99, 'not the zero vector');
  assert.ok(denseDot(hyphenated!, spaced!) > 0.99);
});

test('a word the vocabulary lacks stands for a form of it that it knows', () => {
  const known = new Set(['govern', 'governed', 'renew', 'revoke', 'license', 'licenses', 'authorize']);
  assert.equal(knownForm('governs', known), 'govern');
  assert.equal(knownForm('renewing', known), 'renew');
  assert.equal(knownForm('revoked', known), 'revoke');
  assert.equal(knownForm('licence', known), 'license');
  assert.equal(knownForm('licences', known), 'licenses');
  assert.equal(knownForm('authorise', known), 'authorize');
});

test('a known word, and an unknown word with no known form, stay as they are', () => {
  const known = new Set(['govern', 'governed']);
  assert.equal(knownForm('governed', known), 'governed');
  assert.equal(knownForm('xyzzy', known), 'xyzzy');
  assert.equal(knownForm('is', new Set(['i'])), 'is', 'a stem shorter than three letters is no form');
});
