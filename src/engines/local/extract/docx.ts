// DOCX extraction (issue #3): word/document.xml only, so headers, footers, footnotes and comments (separate
// parts) stay out. Paragraphs with their list numbering, tables as rows of tab-separated cells, tracked changes
// as if accepted (insertions kept, deletions dropped). The archive's uncompressed size is bounded.

import type { ExtractedText } from '../../types.ts';
import type { ExtractionLimits } from '../../../config.ts';
import { ExtractionError } from '../../errors.ts';
import { PageAssembler } from './page-assembly.ts';
import { corruptFileError, formatMegabytes } from './extraction-messages.ts';
import { inflateEntry, readZipDirectory, ZipLimitError, type ZipEntry } from './zip.ts';
import { tokenizeXml } from './ooxml.ts';
import { createNumberingCounter, parseNumbering, parseStyleNumbering, type NumberingReference } from './docx-numbering.ts';

export async function extractDocx(bytes: Uint8Array, limits: ExtractionLimits): Promise<ExtractedText> {
  const parts = readDocxParts(await listEntries(bytes), bytes, limits.maxUncompressedBytes);
  const decoder = new TextDecoder();
  const text = documentText(
    decoder.decode(parts.document),
    parts.numbering && decoder.decode(parts.numbering),
    parts.styles && decoder.decode(parts.styles),
  );
  const assembler = new PageAssembler(limits.maxTextBytes);
  assembler.addPage(text);
  return assembler.result(false);
}

async function listEntries(bytes: Uint8Array): Promise<ZipEntry[]> {
  const entries = await readZipDirectory(async (position, length) => bytes.subarray(position, position + length), bytes.length);
  if (entries === null) throw corruptFileError('docx');
  return entries;
}

function zipBombError(maxBytes: number): ExtractionError {
  return new ExtractionError(`the DOCX expands to more than ${formatMegabytes(maxBytes)} when unpacked; the limit is ${formatMegabytes(maxBytes)}`);
}

interface DocxParts {
  document: Uint8Array;
  numbering: Uint8Array | null;
  styles: Uint8Array | null;
}

function readDocxParts(entries: ZipEntry[], bytes: Uint8Array, maxUncompressedBytes: number): DocxParts {
  // The declared sizes give a cheap early refusal; inflation below enforces the bound on real output.
  const declaredTotal = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declaredTotal > maxUncompressedBytes) throw zipBombError(maxUncompressedBytes);
  let budget = maxUncompressedBytes;
  const read = (name: string): Uint8Array | null => {
    const entry = entries.find((candidate) => candidate.name === name);
    if (!entry) return null;
    try {
      const data = inflateEntry(bytes, entry, budget);
      budget -= data.length;
      return data;
    } catch (error) {
      if (error instanceof ZipLimitError) throw zipBombError(maxUncompressedBytes);
      throw corruptFileError('docx');
    }
  };
  const document = read('word/document.xml');
  if (document === null) throw corruptFileError('docx');
  return { document, numbering: read('word/numbering.xml'), styles: read('word/styles.xml') };
}

// Elements whose content is not part of the accepted text: deletions and moved-away text (tracked changes),
// field instructions, the old formatting of tracked format changes, and the VML duplicate of drawings.
const SKIPPED_ELEMENTS = new Set(['w:del', 'w:moveFrom', 'w:instrText', 'w:delInstrText', 'mc:Fallback', 'w:pPrChange', 'w:rPrChange', 'w:sectPr', 'w:tblPrChange', 'w:trPrChange', 'w:tcPrChange', 'w:numberingChange']);

interface Paragraph {
  text: string;
  numbering: Partial<NumberingReference>;
  styleId: string | null;
}

/** A block of output: paragraphs are separated by blank lines, consecutive table rows by single newlines. */
interface Block {
  text: string;
  isTableRow: boolean;
}

interface TableCell {
  paragraphs: string[];
}

export function documentText(documentXml: string, numberingXml: string | null, stylesXml: string | null): string {
  const nextLabel = createNumberingCounter(parseNumbering(numberingXml));
  const styleNumbering = parseStyleNumbering(stylesXml);
  const blocks: Block[] = [];
  const paragraphs: Paragraph[] = []; // a stack: text boxes nest paragraphs inside paragraphs
  const rows: string[][] = []; // a stack of open table rows (nested tables)
  const cells: TableCell[] = [];
  let skipDepth = 0;
  let inParagraphProperties = false;
  let textElementOpen = false; // text nodes count only inside <w:t>

  const emit = (text: string, isTableRow: boolean) => {
    const cell = cells.at(-1);
    if (cell && !isTableRow) cell.paragraphs.push(text);
    else if (cell) cell.paragraphs.push(text.replace(/\t/g, ' '));
    else blocks.push({ text, isTableRow });
  };

  const finishParagraph = (paragraph: Paragraph) => {
    const reference = paragraph.numbering.numId !== undefined
      ? { numId: paragraph.numbering.numId, ilvl: paragraph.numbering.ilvl ?? 0 }
      : paragraph.styleId !== null ? styleNumbering.get(paragraph.styleId) : undefined;
    const body = paragraph.text.trim();
    if (body === '') return; // empty paragraphs are spacing, and Word does not number them visibly
    const label = reference && reference.numId !== '0' ? nextLabel({ ...reference, ilvl: paragraph.numbering.ilvl ?? reference.ilvl }) : '';
    emit(label === '' ? body : `${label} ${body}`, false);
  };

  for (const token of tokenizeXml(documentXml)) {
    if (token.kind === 'open' || token.kind === 'close') {
      if (SKIPPED_ELEMENTS.has(token.name)) {
        if (token.kind === 'open' && !token.selfClosing) skipDepth++;
        else if (token.kind === 'close') skipDepth = Math.max(0, skipDepth - 1);
        continue;
      }
    }
    if (skipDepth > 0) continue;
    const paragraph = paragraphs.at(-1);
    if (token.kind === 'text') {
      if (paragraph && !inParagraphProperties && textElementOpen) paragraph.text += token.text;
      continue;
    }
    if (token.kind === 'close') {
      switch (token.name) {
        case 'w:t':
          textElementOpen = false;
          break;
        case 'w:pPr':
          inParagraphProperties = false;
          break;
        case 'w:p':
          if (paragraph) finishParagraph(paragraphs.pop()!);
          break;
        case 'w:tc': {
          const cell = cells.pop();
          rows.at(-1)?.push(cell ? cell.paragraphs.join(' ') : '');
          break;
        }
        case 'w:tr': {
          const row = rows.pop();
          if (row && row.some((cell) => cell.trim() !== '')) emit(row.join('\t'), true);
          break;
        }
      }
      continue;
    }
    const { name, attributes, selfClosing } = token;
    switch (name) {
      case 'w:p':
        if (!selfClosing) paragraphs.push({ text: '', numbering: {}, styleId: null });
        break;
      case 'w:pPr':
        if (!selfClosing) inParagraphProperties = true;
        break;
      case 'w:pStyle':
        if (paragraph && inParagraphProperties) paragraph.styleId = attributes['w:val'] ?? null;
        break;
      case 'w:numId':
        if (paragraph && inParagraphProperties) paragraph.numbering.numId = attributes['w:val'];
        break;
      case 'w:ilvl':
        if (paragraph && inParagraphProperties) paragraph.numbering.ilvl = Number(attributes['w:val'] ?? 0);
        break;
      case 'w:t':
        textElementOpen = !selfClosing;
        break;
      case 'w:tab':
        if (paragraph && !inParagraphProperties) paragraph.text += '\t';
        break;
      case 'w:br':
      case 'w:cr':
        if (paragraph && !inParagraphProperties) paragraph.text += '\n';
        break;
      case 'w:noBreakHyphen':
        if (paragraph) paragraph.text += '-';
        break;
      case 'w:tr':
        if (!selfClosing) rows.push([]);
        break;
      case 'w:tc':
        if (!selfClosing) cells.push({ paragraphs: [] });
        break;
    }
  }
  return joinBlocks(blocks);
}

function joinBlocks(blocks: Block[]): string {
  return blocks.map((block, i) => (i === 0 ? '' : block.isTableRow && blocks[i - 1]!.isTableRow ? '\n' : '\n\n') + block.text).join('');
}
