// DOCX list numbering as Word shows it (issue #12), on numbering parts shaped like those LibreOffice and
// pandoc write. Runs the DOCX text reader directly (no extraction process): numbering is pure XML work.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentText } from '../../src/engines/local/extract/docx.ts';
import { docxXml, numberingXml, type LevelOverride, type ListLevel } from './fixture-builders.ts';

const lines = (documentXml: string, numbering: string, styles: string | null = null) =>
  documentText(docxXml.document(documentXml), numbering, styles).split('\n\n');

/** pandoc: one w:num per list, each overriding the start of levels 0–6 with the list's start number. */
const pandocOverrides = (start: number): LevelOverride[] => Array.from({ length: 7 }, (_, ilvl) => ({ ilvl, startOverride: start }));
/** LibreOffice: a restarted list is a new w:num with a start override on all nine levels. */
const libreOfficeRestart = (): LevelOverride[] => Array.from({ length: 9 }, (_, ilvl) => ({ ilvl, startOverride: 1 }));

const DECIMAL_OUTLINE: ListLevel[] = [{ lvlText: '%1.' }, { lvlText: '(%2)', numFmt: 'lowerLetter' }, { lvlText: '(%3)', numFmt: 'lowerRoman' }];

describe('DOCX numbering', () => {
  it('numbers thirteen headings that share one list 1 to 13 when each section restarts a sub-list (LibreOffice)', () => {
    const sections = Array.from({ length: 13 }, (_, i) => i + 1);
    const numbering = numberingXml.part(
      [numberingXml.abstract(1, DECIMAL_OUTLINE)],
      [numberingXml.num(1, 1), ...sections.map((section) => numberingXml.num(100 + section, 1, libreOfficeRestart()))],
    );
    const styles = numberingXml.styles([numberingXml.paragraphStyle('Heading1', { numId: 1, ilvl: 0 })]);
    const body = sections
      .map((section) =>
        [
          numberingXml.styledParagraph(`Heading ${section}`, 'Heading1'),
          docxXml.numbered('first point', 100 + section, 1),
          docxXml.numbered('second point', 100 + section, 1),
        ].join(''),
      )
      .join('');
    const text = lines(body, numbering, styles);
    assert.deepEqual(text.filter((line) => line.includes('Heading')), sections.map((section) => `${section}. Heading ${section}`));
    assert.deepEqual(text.slice(1, 3), ['(a) first point', '(b) second point']);
    assert.deepEqual(text.slice(-2), ['(a) first point', '(b) second point']);
  });

  it('continues an outer list after a nested list (pandoc from Markdown)', () => {
    const numbering = numberingXml.part(
      [numberingXml.abstract(990, [{ lvlText: '%1.' }, { lvlText: '%2.' }])],
      [numberingXml.num(1000, 990, pandocOverrides(1)), numberingXml.num(1001, 990, pandocOverrides(1))],
    );
    const body = [
      docxXml.numbered('Definitions', 1000, 0),
      docxXml.numbered('Term', 1000, 0),
      docxXml.numbered('initial term', 1001, 1),
      docxXml.numbered('renewal term', 1001, 1),
      docxXml.numbered('Payment', 1000, 0),
    ].join('');
    assert.deepEqual(lines(body, numbering), ['1. Definitions', '2. Term', '1. initial term', '2. renewal term', '3. Payment']);
  });

  it('restarts a second list at its own start number (pandoc writes it as a start override)', () => {
    const numbering = numberingXml.part(
      [numberingXml.abstract(990, [{ lvlText: '%1.' }])],
      [numberingXml.num(1000, 990, pandocOverrides(1)), numberingXml.num(1001, 990, pandocOverrides(1)), numberingXml.num(1002, 990, pandocOverrides(7))],
    );
    const body = [
      docxXml.numbered('a', 1000, 0),
      docxXml.numbered('b', 1000, 0),
      docxXml.paragraph('Between the lists.'),
      docxXml.numbered('c', 1001, 0),
      docxXml.numbered('d', 1002, 0),
    ].join('');
    assert.deepEqual(lines(body, numbering), ['1. a', '2. b', 'Between the lists.', '1. c', '7. d']);
  });

  it('continues a list across paragraphs of other styles and across instances without overrides', () => {
    const numbering = numberingXml.part([numberingXml.abstract(1, DECIMAL_OUTLINE)], [numberingXml.num(1, 1), numberingXml.num(2, 1)]);
    const body = [
      docxXml.numbered('Scope', 1, 0),
      docxXml.paragraph('An unnumbered paragraph.'),
      docxXml.numbered('Fees', 2, 0),
      docxXml.numbered('Term', 1, 0),
    ].join('');
    assert.deepEqual(lines(body, numbering), ['1. Scope', 'An unnumbered paragraph.', '2. Fees', '3. Term']);
  });

  it('restarts deeper levels when a higher level is used', () => {
    const numbering = numberingXml.part([numberingXml.abstract(1, DECIMAL_OUTLINE)], [numberingXml.num(1, 1)]);
    const body = [
      docxXml.numbered('One', 1, 0),
      docxXml.numbered('x', 1, 1),
      docxXml.numbered('y', 1, 1),
      docxXml.numbered('Two', 1, 0),
      docxXml.numbered('z', 1, 1),
    ].join('');
    assert.deepEqual(lines(body, numbering), ['1. One', '(a) x', '(b) y', '2. Two', '(a) z']);
  });

  it('keeps counting a level whose w:lvlRestart is 0', () => {
    const levels: ListLevel[] = [{ lvlText: '%1.' }, { lvlText: '(%2)', restartAfter: 0 }];
    const numbering = numberingXml.part([numberingXml.abstract(1, levels)], [numberingXml.num(1, 1)]);
    const body = [docxXml.numbered('One', 1, 0), docxXml.numbered('x', 1, 1), docxXml.numbered('Two', 1, 0), docxXml.numbered('y', 1, 1)].join('');
    assert.deepEqual(lines(body, numbering), ['1. One', '(1) x', '2. Two', '(2) y']);
  });

  it("uses a level redefined inside w:lvlOverride, with that level's start", () => {
    const override: LevelOverride = { ilvl: 0, level: { lvlText: 'Article %1', numFmt: 'upperRoman', start: 4 } };
    const numbering = numberingXml.part([numberingXml.abstract(1, DECIMAL_OUTLINE)], [numberingXml.num(1, 1), numberingXml.num(2, 1, [override])]);
    const body = [docxXml.numbered('Scope', 1, 0), docxXml.numbered('Remedies', 2, 0), docxXml.numbered('Waiver', 2, 0), docxXml.numbered('Notices', 1, 0)].join('');
    assert.deepEqual(lines(body, numbering), ['1. Scope', 'Article IV Remedies', 'Article V Waiver', '2. Notices']);
  });
});
