import type { Classification } from '../../engines/types.ts';
import { requireStored } from '../stage-error.ts';
import type { StageDeps } from '../types.ts';

export interface ClassifyDocumentInput {
  documentId: string;
  text: string;
}

export type ClassifyDocumentOutput = Classification;

export async function classifyDocument(input: ClassifyDocumentInput, deps: StageDeps): Promise<ClassifyDocumentOutput> {
  const classification = await deps.engines.analysis.classify({ text: input.text });
  // Visible to pollers as soon as known, not only when the pipeline completes.
  const written = await deps.storage.documents.updateFields(input.documentId, {
    classification: classification.contractType,
  });
  requireStored(written, input.documentId);
  return classification;
}
