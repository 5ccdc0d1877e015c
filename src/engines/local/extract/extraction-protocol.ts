// Messages between the server-side extractor (local-extractor.ts) and the isolated extraction process.

import type { FileType } from '../../../domain/vocabulary.ts';
import type { ExtractedText } from '../../types.ts';
import type { ExtractionLimits } from '../../../config.ts';

export interface ExtractionRequest {
  id: number;
  path: string;
  fileType: FileType;
  limits: ExtractionLimits;
}

export type ExtractionReply =
  | { type: 'ready' }
  | { type: 'result'; id: number; result: ExtractedText }
  /** `message` is already user-facing (an ExtractionError's message). */
  | { type: 'failed'; id: number; message: string };
