import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ngramFeatures, tokenSpans, tokenize } from '../../src/engines/local/text/tokenize.ts';
import { createTfidfVectorizer } from '../../src/engines/local/text/tfidf.ts';
import { sparseDot, sparseNorm } from '../../src/engines/local/text/sparse.ts';
import { predictMultiClass, predictMultiLabel } from '../../src/engines/local/text/linear.ts';
import { createRng } from '../../src/engines/local/text/rng.ts';
import { readModelFile, writeModelFile } from '../../src/engines/local/text/model-file.ts';
import { fitTfidfVocabulary } from '../../scripts/train/lib/tfidf-fit.ts';
import { trainOneVsRest, trainSoftmax } from '../../scripts/train/lib/logistic.ts';
import { trainMlp } from '../../scripts/train/lib/mlp.ts';
import { predictMlp, type MlpModel } from '../../src/engines/local/text/mlp.ts';
import { randomizedSvd, symmetricEigen } from '../../scripts/train/lib/svd.ts';

test('tokenize lower-cases words, keeps inner hyphens and maps numbers to one symbol', () => {
  assert.deepEqual(tokenize('Thirty (30) days’ notice to the Third-Party, $1,000.50'), [
    'thirty', '<num>', 'days', 'notice', 'to', 'the', 'third-party', '<num>',
  ]);
});

test('tokenSpans point at the words in the source text', () => {
  const text = 'Governed by the laws of  New York.';
  for (const span of tokenSpans(text)) assert.equal(text.slice(span.start, span.end).toLowerCase(), span.token);
});

test('ngramFeatures adds adjacent bigrams', () => {
  assert.deepEqual(ngramFeatures(['governed', 'by', 'law']), ['governed', 'by', 'law', 'governed_by', 'by_law']);
});

test('tfidf vectors are unit length and similar texts score higher than unrelated ones', () => {
  const docs = ['governed by the laws of delaware', 'governed by the laws of new york', 'the supplier shall deliver goods'];
  const vocabulary = fitTfidfVocabulary(docs.map(tokenize), { maxN: 2, minDf: 1, maxDfShare: 1, maxFeatures: 1000 });
  const vectorizer = createTfidfVectorizer(vocabulary);
  const [a, b, c] = docs.map((d) => vectorizer.vectorize(d));
  assert.ok(Math.abs(sparseNorm(a!) - 1) < 1e-6);
  assert.ok(sparseDot(a!, b!) > sparseDot(a!, c!));
});

test('seeded rng repeats its sequence for the same seed', () => {
  const first = createRng(42);
  const second = createRng(42);
  for (let i = 0; i < 5; i++) assert.equal(first(), second());
});

test('model files round-trip metadata, f32 tensors exactly and i8 tensors within quantisation error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-model-'));
  try {
    const path = join(dir, 'm.bin');
    const matrix = Float32Array.from({ length: 12 }, (_, i) => Math.sin(i));
    writeModelFile(path, { name: 'x' }, {
      exact: { data: Float32Array.of(1.5, -2), shape: [1, 2], encoding: 'f32' },
      small: { data: matrix, shape: [3, 4], encoding: 'i8' },
    });
    const loaded = readModelFile<{ name: string }>(path);
    assert.deepEqual(loaded.meta, { name: 'x' });
    assert.deepEqual([...loaded.tensors.exact!.data], [1.5, -2]);
    loaded.tensors.small!.data.forEach((v, i) => assert.ok(Math.abs(v - matrix[i]!) < 0.01));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('one-vs-rest logistic regression learns separable labels', () => {
  const docs = ['apple banana', 'apple cherry', 'banana cherry', 'date elder', 'elder fig', 'date fig'];
  const labels = [[1, 0], [1, 0], [1, 0], [0, 1], [0, 1], [0, 1]].map((l) => Uint8Array.from(l));
  const vectorizer = createTfidfVectorizer(fitTfidfVocabulary(docs.map(tokenize), { maxN: 1, minDf: 1, maxDfShare: 1, maxFeatures: 100 }));
  const x = docs.map((d) => vectorizer.vectorize(d));
  const model = trainOneVsRest(x, labels, vectorizer.size, 2, { epochs: 30, learningRate: 0.5, l2: 0, seed: 1 });
  const p = predictMultiLabel(model, vectorizer.vectorize('apple'));
  assert.ok(p[0]! > 0.5 && p[1]! < 0.5);
  const softmax = trainSoftmax(x, [0, 0, 0, 1, 1, 1], vectorizer.size, 2, { epochs: 30, learningRate: 0.5, l2: 0, seed: 1 });
  assert.ok(predictMultiClass(softmax, vectorizer.vectorize('fig'))[1]! > 0.5);
});

test('the perceptron computes ReLU hidden units and one sigmoid per class', () => {
  // Two features, two hidden units, one class: unit 0 reads feature 0, unit 1 reads feature 1 negatively.
  const model: MlpModel = {
    featureCount: 2,
    hiddenCount: 2,
    classCount: 1,
    inputWeights: Float32Array.of(1, 0, 0, -1),
    hiddenBias: Float32Array.of(0, 0),
    outputWeights: Float32Array.of(2, 5),
    outputBias: Float32Array.of(-1),
  };
  const x = { indices: Uint32Array.of(0, 1), values: Float32Array.of(0.5, 0.5) };
  // Hidden (0.5, ReLU(-0.5) = 0): the second unit is silent, so the logit is 2·0.5 − 1 = 0.
  assert.ok(Math.abs(predictMlp(model, x)[0]! - 0.5) < 1e-6);
});

test('the perceptron learns labels that no single word decides and trains deterministically', () => {
  // Class 0 is "exactly one of apple, banana" (exclusive or): neither word alone decides it.
  const docs = ['apple', 'banana', 'apple banana', 'cherry', 'apple', 'banana', 'apple banana', 'cherry'];
  const labels = [[1, 0], [1, 0], [0, 1], [0, 1], [1, 0], [1, 0], [0, 1], [0, 1]].map((l) => Uint8Array.from(l));
  const vectorizer = createTfidfVectorizer(fitTfidfVocabulary(docs.map(tokenize), { maxN: 1, minDf: 1, maxDfShare: 1, maxFeatures: 100 }));
  const x = docs.map((d) => vectorizer.vectorize(d));
  const options = { hiddenCount: 8, epochs: 300, learningRate: 0.1, l2: 0, seed: 3 };
  const model = trainMlp(x, labels, vectorizer.size, 2, options);
  assert.ok(predictMlp(model, vectorizer.vectorize('apple'))[0]! > 0.5);
  assert.ok(predictMlp(model, vectorizer.vectorize('banana'))[0]! > 0.5);
  assert.ok(predictMlp(model, vectorizer.vectorize('apple banana'))[0]! < 0.5);
  assert.deepEqual(trainMlp(x, labels, vectorizer.size, 2, options).inputWeights, model.inputWeights);
});

test('symmetricEigen recovers the eigenvalues of a symmetric matrix', () => {
  const { values } = symmetricEigen(Float64Array.of(2, 1, 1, 2), 2);
  assert.deepEqual([...values].map((v) => Math.round(v * 1e6) / 1e6).sort(), [1, 3]);
});

test('randomizedSvd finds the dominant singular value of a rank-one matrix', () => {
  const row = { indices: Uint32Array.of(0, 2), values: Float32Array.of(3, 4) };
  const rows = [row, row, { indices: Uint32Array.of(0, 2), values: Float32Array.of(6, 8) }];
  const svd = randomizedSvd(rows, 3, 1, { oversample: 2, powerIterations: 1, seed: 7 });
  // ‖row‖ = 5; the column of multipliers (1, 1, 2) has norm √6.
  assert.ok(Math.abs(svd.singularValues[0]! - 5 * Math.sqrt(6)) < 1e-6);
  assert.ok(Math.abs(Math.abs(svd.components[0]!) - 0.6) < 1e-6);
});
