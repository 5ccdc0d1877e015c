// Pure text rules behind PDF and DOCX extraction, tested without the extraction process.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { collapseLetterSpacing, documentVocabulary, layoutPageLines, rejoinHyphenatedWords, removeRunningLines } from '../../src/engines/local/extract/pdf-layout.ts';
import { documentText } from '../../src/engines/local/extract/docx.ts';
import { docxXml } from './fixture-builders.ts';

describe('PDF layout rules', () => {
  it('keeps a hyphen the document uses elsewhere and drops a line-break hyphen', () => {
    const text = 'a non-\nexclusive licence; a non-exclusive right; this agree-\nment; the agreement';
    assert.equal(rejoinHyphenatedWords(text, documentVocabulary([text])), 'a non-exclusive licence; a non-exclusive right; this agreement; the agreement');
  });

  it('keeps the hyphen when the document gives no evidence either way', () => {
    const text = 'self-\nexecuting';
    assert.equal(rejoinHyphenatedWords(text, documentVocabulary([text])), 'self-executing');
  });

  it('collapses letter-spaced words but not short letter sequences', () => {
    assert.equal(collapseLetterSpacing('L I C E N S E AGREEMENT'), 'LICENSE AGREEMENT');
    assert.equal(collapseLetterSpacing('items a b c'), 'items a b c');
  });

  it('keeps a word space a PDF sets as a narrow space glyph between two words that almost touch', () => {
    const item = (str: string, x: number, width: number) => ({ str, x, y: 693.5, width, fontSize: 8.2 });
    assert.deepEqual(layoutPageLines([item('AGENCY', 257.1, 32.2), item(' ', 289.3, 1.2), item('AGREEMENT', 290.1, 48.5)]), ['AGENCY AGREEMENT']);
    assert.deepEqual(layoutPageLines([item('AGREE', 257.1, 27), item('MENT', 284.2, 21)]), ['AGREEMENT']);
  });

  it('keeps a superscript ordinal raised further than the line tolerance on the line it is raised from', () => {
    const item = (str: string, x: number, y: number, width: number, fontSize = 8.21) => ({ str, x, y, width, fontSize });
    const items = [
      item('made by and between Alder', 51, 742.1, 100),
      item('Systems, Inc., of 1151 Harbour Road, 30', 51, 729.5, 150),
      item('t h', 201, 733.9, 5.1, 5.68),
      item(' ', 206.1, 733.9, 3.4, 5.68),
      item('Street', 208.2, 729.5, 25),
    ];
    assert.deepEqual(layoutPageLines(items), ['made by and between Alder', 'Systems, Inc., of 1151 Harbour Road, 30th Street']);
  });

  it('puts a superscript ordinal back into the gap it left in a run of text', () => {
    const items = [
      { str: 'dated April 15 , 2010 between', x: 50, y: 700, width: 100, fontSize: 8.21 },
      { str: 'th', x: 98, y: 703, width: 4, fontSize: 5.68 },
    ];
    assert.deepEqual(layoutPageLines(items), ['dated April 15th, 2010 between']);
  });

  it('keeps the word space after a superscript ordinal put back before a word', () => {
    const items = [
      { str: 'entered into as of the 31 day of July', x: 50, y: 700, width: 120, fontSize: 8.21 },
      { str: 'st', x: 121, y: 703, width: 4, fontSize: 5.68 },
    ];
    assert.deepEqual(layoutPageLines(items), ['entered into as of the 31st day of July']);
  });

  it('sets off by a space a superscript that has no gap to go back into', () => {
    const items = [
      { str: 'following such', x: 50, y: 700, width: 60, fontSize: 8.21 },
      { str: 'st', x: 60, y: 703, width: 4, fontSize: 5.68 },
    ];
    assert.deepEqual(layoutPageLines(items), ['following such st']);
  });

  it('keeps a line of small print right above a line as a line of its own', () => {
    const items = [
      { str: 'Draft for discussion only', x: 51, y: 733.9, width: 60, fontSize: 5.68 },
      { str: 'The parties agree as follows.', x: 51, y: 729.5, width: 100, fontSize: 8.21 },
    ];
    assert.deepEqual(layoutPageLines(items), ['Draft for discussion only', 'The parties agree as follows.']);
  });

  it('does not treat lines as running on documents of fewer than three pages', () => {
    const pages = [['Header', 'Body one'], ['Header', 'Body two']];
    assert.deepEqual(removeRunningLines(pages), pages);
  });

  it('keeps a repeated line that sits in the middle of pages', () => {
    const pages = [1, 2, 3].map((n) => [`Top ${n}a`, `Top ${n}b`, 'Repeated middle line', `Bottom ${n}a`, `Bottom x${n}b`]);
    assert.ok(removeRunningLines(pages).every((lines) => lines.includes('Repeated middle line')));
  });
});

describe('DOCX text rules', () => {
  it('numbers paragraphs through their style and honours a restarted list', () => {
    const numbering =
      '<w:numbering><w:abstractNum w:abstractNumId="7"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="upperRoman"/><w:lvlText w:val="ARTICLE %1"/></w:lvl></w:abstractNum>' +
      '<w:num w:numId="3"><w:abstractNumId w:val="7"/></w:num>' +
      '<w:num w:numId="4"><w:abstractNumId w:val="7"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num></w:numbering>';
    const styles = '<w:styles><w:style w:styleId="Article"><w:pPr><w:numPr><w:numId w:val="3"/></w:numPr></w:pPr></w:style><w:style w:styleId="Article2"><w:basedOn w:val="Article"/></w:style></w:styles>';
    const body = [
      docxXml.paragraph('DEFINITIONS', '<w:pStyle w:val="Article"/>'),
      docxXml.paragraph('TERM', '<w:pStyle w:val="Article2"/>'),
      docxXml.numbered('SCHEDULE', 4, 0),
    ].join('');
    assert.equal(documentText(docxXml.document(body), numbering, styles), 'ARTICLE I DEFINITIONS\n\nARTICLE II TERM\n\nARTICLE I SCHEDULE');
  });

  it('skips field instructions and keeps field results', () => {
    const body =
      '<w:p><w:r><w:t xml:space="preserve">See </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> REF _Ref1 \\h </w:instrText></w:r>' +
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Section 4.2</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>';
    assert.equal(documentText(docxXml.document(body), null, null), 'See Section 4.2');
  });
});
