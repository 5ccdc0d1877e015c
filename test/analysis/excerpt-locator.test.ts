// How CUAD excerpts are found in a contract's text (scripts/lib/clause-metrics.ts): training labels and every
// coverage number rest on it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createExcerptLocator } from '../../scripts/lib/clause-metrics.ts';

const TEXT = `7. TERM.  This Agreement begins on the Effective Date.
It continues for three (3) years, and the Parties may agree in writing to extend it.

8. NOTICES. All notices must be in writing.`;

test('an excerpt is found whatever its whitespace and letter case', () => {
  const span = createExcerptLocator(TEXT)('this agreement begins on the effective date. it continues');
  assert.equal(TEXT.slice(span!.start, span!.end), 'This Agreement begins on the Effective Date.\nIt continues');
});

test('an excerpt with text CUAD marked <omitted> spans from its first part to its last', () => {
  const span = createExcerptLocator(TEXT)('This Agreement begins on the Effective Date. <omitted> may agree in writing to extend it.');
  assert.equal(TEXT.slice(span!.start, span!.end), 'This Agreement begins on the Effective Date.\nIt continues for three (3) years, and the Parties may agree in writing to extend it.');
});

test('an excerpt whose parts are not in the text in order is not found', () => {
  assert.equal(createExcerptLocator(TEXT)('All notices must be in writing. <omitted> This Agreement begins'), null);
});
