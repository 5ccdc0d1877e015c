import { api } from '../api.ts';
import type { DocumentSummary } from '../api-schemas.ts';
import { useAction } from '../hooks.ts';
import { useConfirm } from './confirm-dialog.tsx';

/** Deleting a document after confirmation (spec §4.10: irreversible), shared by the project and document pages. */
export function useDeleteDocument() {
  const { confirm, element: confirmDialog } = useConfirm();
  const { error, run, clearError } = useAction();

  /** Resolves true once the document is gone; false when the person cancelled or the server refused. */
  const deleteDocument = async (document: Pick<DocumentSummary, 'id' | 'filename'>): Promise<boolean> => {
    const confirmed = await confirm(
      `Delete ${document.filename}?`,
      'The document, its text, report and obligations are removed permanently. This cannot be undone.',
      'Delete document',
    );
    if (!confirmed) return false;
    const result = await run(async () => {
      await api('DELETE', `/documents/${document.id}`);
      return true;
    });
    return result === true;
  };

  return { deleteDocument, confirmDialog, error, clearError };
}
