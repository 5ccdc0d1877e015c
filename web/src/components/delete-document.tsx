import type { DocumentSummary } from '../api-schemas.ts';
import { useConfirmDelete } from './confirm-delete.tsx';

/** Deleting a document after confirmation (spec §4.10: irreversible), shared by the project and document pages. */
export function useDeleteDocument() {
  const { confirmDelete, dialog, notice } = useConfirmDelete();

  /** Resolves true once the document is gone; false when the person cancelled or the server refused. */
  const deleteDocument = (document: Pick<DocumentSummary, 'id' | 'filename'>): Promise<boolean> =>
    confirmDelete({
      title: `Delete ${document.filename}?`,
      message: 'The document, its text, report and obligations are removed permanently. This cannot be undone.',
      confirmLabel: 'Delete document',
      path: `/documents/${document.id}`,
    });

  return { deleteDocument, confirmDialog: dialog, notice };
}
