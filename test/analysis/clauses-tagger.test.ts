import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bestSentenceProbabilities, loadClauseTagger, placementProbabilities } from '../../src/engines/local/analysis/clauses/tagger.ts';
import { clauseSentences } from '../../src/engines/local/analysis/clauses/features.ts';
import { segmentClauses } from '../../src/engines/local/analysis/clauses/segment.ts';
import { ruleTypes } from '../../src/engines/local/analysis/clauses/rules.ts';
import { CLAUSE_TYPES } from '../../src/domain/taxonomy.ts';

const CONTRACT = `DISTRIBUTION AGREEMENT

This Distribution Agreement is entered into as of January 5, 2018 by and between Acme Corp. ("Company") and Beta Ltd. ("Distributor").

1. Appointment. Company hereby appoints Distributor as its exclusive distributor of the Products in the Territory, and Distributor accepts such appointment.

2. Payment. Distributor shall pay all invoices within thirty (30) days of the invoice date.

3. Non-Competition. During the term of this Agreement and for a period of two (2) years thereafter, Distributor shall not, directly or indirectly, manufacture, sell or distribute any products that compete with the Products anywhere in the Territory.

4. Force Majeure. Neither party shall be liable for any failure or delay in performance caused by acts of God, war, fire, flood or other events beyond its reasonable control.

5. Notices. All notices under this Agreement shall be in writing and shall be deemed given when delivered personally or sent by certified mail to the addresses set forth above.

6. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of California, without giving effect to its conflict of laws provisions.
`;

const tagger = loadClauseTagger();
const segments = segmentClauses(CONTRACT, []);
const types = tagger.tag(segments, { fullText: CONTRACT });
const typesOf = (start: string) => types[segments.findIndex((s) => s.text.startsWith(start))] ?? [];

test('the tagger returns one list of known clause types per segment', () => {
  assert.equal(types.length, segments.length);
  for (const list of types) for (const type of list) assert.ok((CLAUSE_TYPES as readonly string[]).includes(type), type);
});

test('a governing-law sentence is tagged Governing Law', () => {
  assert.ok(typesOf('6. Governing Law').includes('Governing Law'));
});

test('a non-compete covenant is tagged Non-Compete', () => {
  assert.ok(typesOf('3. Non-Competition').includes('Non-Compete'));
});

test('rules find the general types: force majeure, notices, payment terms', () => {
  assert.ok(typesOf('4. Force Majeure').includes('Force Majeure'));
  assert.ok(typesOf('5. Notices').includes('Notices'));
  assert.ok(typesOf('2. Payment').includes('Payment Terms'));
});

test('rules do not tag an unrelated sentence', () => {
  assert.deepEqual(ruleTypes('The Products shall be packed in boxes of twelve units.', null), []);
});

test('tagging is deterministic', () => {
  assert.deepEqual(tagger.tag(segments, { fullText: CONTRACT }), types);
});

test('the sentence model reads each sentence of a clause; a clause of only short pieces is read whole', () => {
  const clause = 'Licensee shall pay the royalties within thirty days. Late amounts bear interest at one percent per month.';
  assert.deepEqual(
    clauseSentences(clause).map((s) => clause.slice(s.start, s.end)),
    ['Licensee shall pay the royalties within thirty days.', 'Late amounts bear interest at one percent per month.'],
  );
  assert.deepEqual(clauseSentences('Yes. No. Maybe.'), [{ start: 0, end: 15 }]);
});

test('placement reads the clause models and the clause\'s best sentence, weighted by their shares', () => {
  const p = placementProbabilities(
    { logistic: Float32Array.of(0.2), mlp: Float32Array.of(0.4), sentence: Float32Array.of(0.9) },
    { logisticShare: 0.5, sentenceShare: 0.5 },
  );
  assert.ok(Math.abs(p[0]! - (0.5 * 0.3 + 0.5 * 0.9)) < 1e-6);
  assert.deepEqual([...bestSentenceProbabilities([Float32Array.of(0.1, 0.7), Float32Array.of(0.6, 0.2)], 2)].map((v) => Math.round(v * 10)), [6, 7]);
});
