// Joins per-page texts into one text with page offsets, and enforces the total text bound (issue #3).

import { Buffer } from 'node:buffer';
import type { ExtractedText, PageSpan } from '../../types.ts';
import { textTooLargeError } from './extraction-messages.ts';
import { normalizeText } from './normalize-text.ts';

/** Paragraph break between pages, unless the page ends mid-sentence (then the sentence continues). */
function pageSeparator(previousPage: string): string {
  return /[.:;!?)"”\]]\s*$/.test(previousPage) ? '\n\n' : '\n';
}

/** Accumulates pages in order; throws as soon as the text passes `maxTextBytes`. */
export class PageAssembler {
  #chunks: string[] = [];
  #pages: PageSpan[] = [];
  #lastNonEmptyPage = '';
  #length = 0;
  #bytes = 0;
  readonly #maxTextBytes: number;

  constructor(maxTextBytes: number) {
    this.#maxTextBytes = maxTextBytes;
  }

  addPage(pageText: string): void {
    const text = normalizeText(pageText).replace(/^\n+|\s+$/g, '');
    if (this.#lastNonEmptyPage !== '' && text !== '') this.#append(pageSeparator(this.#lastNonEmptyPage));
    const start = this.#length;
    this.#append(text);
    this.#pages.push({ page: this.#pages.length + 1, start, end: this.#length });
    if (text !== '') this.#lastNonEmptyPage = text;
  }

  #append(text: string): void {
    this.#bytes += Buffer.byteLength(text, 'utf8');
    if (this.#bytes > this.#maxTextBytes) throw textTooLargeError(this.#bytes, this.#maxTextBytes);
    this.#length += text.length;
    this.#chunks.push(text);
  }

  result(ocrUsed: boolean): ExtractedText {
    return { text: this.#chunks.join(''), pages: this.#pages, pageCount: this.#pages.length, ocrUsed };
  }
}
