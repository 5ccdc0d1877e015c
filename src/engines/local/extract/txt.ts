// TXT extraction (issue #3): encoding detection shared with upload detection; one page.

import type { ExtractedText } from '../../types.ts';
import type { ExtractionLimits } from '../../../config.ts';
import { ExtractionError } from '../../errors.ts';
import { PageAssembler } from './page-assembly.ts';
import { decodeText } from './text-encoding.ts';

export function extractTxt(bytes: Uint8Array, limits: ExtractionLimits): ExtractedText {
  const decoded = decodeText(bytes);
  if (decoded === null) throw new ExtractionError('the file is not readable text (TXT)');
  const assembler = new PageAssembler(limits.maxTextBytes);
  assembler.addPage(decoded.text);
  return assembler.result(false);
}
