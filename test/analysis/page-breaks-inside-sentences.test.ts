// A page break inside a sentence (issue #9, thirteenth session): text extracted from a filed contract carries running
// headers and page numbers between the halves of a sentence. The sentence is read on across them, the protection it
// provides is found, and its quote leaves the page furniture out. Sentences written for these tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sentenceSpansOf, withoutPageBreaks } from '../../src/analysis/sentences.ts';
import { findProtection } from '../../src/analysis/protection-search.ts';

const BROKEN = [
  '10.1 Term. This Agreement continues for one (1) year. In addition, either party may terminate this Agreement by giving to the other party written notice',
  '',
  'ALDERWOOD SYSTEMS CORPORATION',
  '',
  'HOSTING AGREEMENT',
  '',
  "of such termination upon the other party's material breach of any material term, subject to a thirty (30) day cure period.",
  '',
  '10.2 Effect of Termination. Upon termination, Provider shall cease the Services.',
].join('\n');

describe('a sentence broken by a page break', () => {
  it('is one sentence across the running header, which goes on in lower case', () => {
    const sentence = sentenceSpansOf(BROKEN).find((s) => s.text.startsWith('In addition'));
    assert.ok(sentence, 'the sentence');
    assert.match(sentence.text, /material breach of any material term, subject to a thirty \(30\) day cure period\.$/);
  });

  it('still ends at a blank line after a finished sentence', () => {
    const texts = sentenceSpansOf(BROKEN).map((s) => s.text);
    assert.ok(texts.some((t) => t.startsWith('10.2 Effect of Termination.')), texts.join(' | '));
  });

  it('still ends at a blank line before a line that starts a new sentence', () => {
    const texts = sentenceSpansOf('The parties agree as follows\n\nARTICLE 1\n\nThe Supplier shall supply the Goods.').map((s) => s.text);
    assert.equal(texts.length, 3, texts.join(' | '));
  });

  it('provides the termination right the search looks for', () => {
    const found = findProtection('Termination for Cause', BROKEN);
    assert.ok(found, 'termination for cause found');
    assert.match(found.quote, /^In addition, either party may terminate/);
  });

  it('is quoted without the running header', () => {
    const sentence = sentenceSpansOf(BROKEN).find((s) => s.text.startsWith('In addition'))!;
    assert.equal(withoutPageBreaks(sentence.text).replace(/\s+/g, ' '), "In addition, either party may terminate this Agreement by giving to the other party written notice of such termination upon the other party's material breach of any material term, subject to a thirty (30) day cure period.");
  });

  it('reads on across a page number alone', () => {
    const text = 'Parent shall not use that portion of the\n\n  -15-\n\n  comingled Information that is the property of SpinCo, and shall retain it in confidence.';
    assert.equal(sentenceSpansOf(text).length, 1);
  });
});
