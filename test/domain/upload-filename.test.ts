// The stored name of an upload (issue #12): a base name only, no control characters, Unicode kept, capped.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_FILENAME_LENGTH, toStoredFilename } from '../../src/domain/upload-filename.ts';

describe('toStoredFilename', () => {
  test('strips every directory part, with forward slashes', () => {
    assert.equal(toStoredFilename('../../etc/passwd.txt'), 'passwd.txt');
  });

  test('strips every directory part, with backslashes', () => {
    assert.equal(toStoredFilename('C:\\Users\\ann\\..\\contract.pdf'), 'contract.pdf');
  });

  test('drops control characters and bidirectional overrides', () => {
    assert.equal(toStoredFilename('con\u0000tr\u001bact\u0085.pdf'), 'contract.pdf');
    assert.equal(toStoredFilename('invoice\u202Efdp.exe'), 'invoicefdp.exe');
  });

  test('keeps Unicode letters, in NFC', () => {
    assert.equal(toStoredFilename('Vertrag Müller – 東京 Ω.docx'), 'Vertrag Müller – 東京 Ω.docx');
    assert.equal(toStoredFilename('Cafe\u0301.txt'), 'Caf\u00e9.txt');
  });

  test('caps the length by characters, keeping the extension and never splitting an emoji', () => {
    const stored = toStoredFilename(`${'📄'.repeat(300)}.pdf`);
    assert.equal([...stored].length, MAX_FILENAME_LENGTH);
    assert.ok(stored.endsWith('📄.pdf'));
  });

  test('falls back to a neutral name when nothing is left', () => {
    assert.equal(toStoredFilename('../'), 'upload');
    assert.equal(toStoredFilename('..'), 'upload');
    assert.equal(toStoredFilename('\u0001\u0002'), 'upload');
  });
});
