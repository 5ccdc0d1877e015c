// In-process extraction by file type. Runs inside the isolated extraction process (extraction-process.ts),
// never in the server process: parsers here may be slow, hungry or crash on hostile input.

import { readFile } from 'node:fs/promises';
import type { FileType } from '../../../domain/vocabulary.ts';
import type { ExtractedText } from '../../types.ts';
import type { ExtractionLimits } from '../../../config.ts';
import type { OcrEngine } from './ocr.ts';
import { extractTxt } from './txt.ts';
import { extractPdf } from './pdf.ts';
import { extractDocx } from './docx.ts';
import { extractDoc } from './doc.ts';
import { extractImage } from './image.ts';

export async function extractFile(path: string, fileType: FileType, limits: ExtractionLimits, ocr: OcrEngine): Promise<ExtractedText> {
  const bytes = new Uint8Array(await readFile(path));
  switch (fileType) {
    case 'txt':
      return extractTxt(bytes, limits);
    case 'pdf':
      return extractPdf(bytes, limits, ocr);
    case 'docx':
      return extractDocx(bytes, limits);
    case 'doc':
      return extractDoc(bytes, limits);
    case 'png':
    case 'jpg':
      return extractImage(bytes, fileType, limits, ocr);
  }
}
