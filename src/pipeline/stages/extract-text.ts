import type { FileType } from '../../domain/vocabulary.ts';
import { requireStored } from '../stage-error.ts';
import type { StageDeps } from '../types.ts';

export interface ExtractTextInput {
  documentId: string;
  blobKey: string;
  fileType: FileType;
}

/** The text itself goes to `storage.texts` (it can be large); the stage output only describes it. */
export interface ExtractTextOutput {
  pageCount: number;
  ocrUsed: boolean;
  characterCount: number;
}

export async function extractText(input: ExtractTextInput, deps: StageDeps): Promise<ExtractTextOutput> {
  const extracted = await deps.blobs.withLocalFile(input.blobKey, (path) =>
    deps.engines.extractor.extract({ path, fileType: input.fileType, signal: deps.signal }),
  );
  requireStored(await deps.storage.texts.save(input.documentId, extracted.text, extracted.pages), input.documentId);
  return { pageCount: extracted.pageCount, ocrUsed: extracted.ocrUsed, characterCount: extracted.text.length };
}
