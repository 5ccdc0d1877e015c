// Legacy Word (.doc) extraction with word-extractor, a pure-JavaScript reader (issue #3). The body only:
// headers, footers, footnotes and annotations are left out, as for DOCX.

import WordExtractor from 'word-extractor';
import type { ExtractedText } from '../../types.ts';
import type { ExtractionLimits } from '../../../config.ts';
import { PageAssembler } from './page-assembly.ts';
import { corruptFileError } from './extraction-messages.ts';

export async function extractDoc(bytes: Uint8Array, limits: ExtractionLimits): Promise<ExtractedText> {
  let body: string;
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    body = document.getBody();
  } catch {
    throw corruptFileError('doc');
  }
  const assembler = new PageAssembler(limits.maxTextBytes);
  // Word separates paragraphs with a single \r (now \n); a blank line between them is our paragraph convention.
  assembler.addPage(body.replace(/\r\n?/g, '\n').replace(/\n+/g, '\n\n'));
  return assembler.result(false);
}
