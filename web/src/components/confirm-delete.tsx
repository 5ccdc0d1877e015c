import type { JSX } from 'preact';
import { api } from '../api.ts';
import { useAction } from '../hooks.ts';
import { useConfirm } from './confirm-dialog.tsx';
import { ErrorNotice } from './notice.tsx';

/** What is about to be deleted, in the words of the confirmation, and the API path that deletes it. */
export interface DeleteRequest {
  title: string;
  message: string;
  confirmLabel: string;
  /** Under /api/v1, e.g. `/admin/credentials/{id}`. */
  path: string;
}

/**
 * Deleting after a confirmation, shared by every table and page that deletes something (documents, projects,
 * credentials, webhooks, walls): one modal, one DELETE, one error notice with its details. `confirmDelete`
 * resolves true only once the thing is gone; false when the person cancelled or the server refused (the notice
 * then says why), so callers never refresh as if it had worked.
 */
export function useConfirmDelete(): {
  confirmDelete: (request: DeleteRequest) => Promise<boolean>;
  /** The confirmation dialog; render it once. */
  dialog: JSX.Element;
  /** The last failure, with Dismiss and Details; render it where the person looks. */
  notice: JSX.Element;
  isBusy: boolean;
} {
  const { confirm, element: dialog } = useConfirm();
  const { isBusy, error, failure, run, clearError } = useAction();

  const confirmDelete = async (request: DeleteRequest): Promise<boolean> => {
    clearError();
    if (!(await confirm(request.title, request.message, request.confirmLabel))) return false;
    const deleted = await run(async () => {
      await api('DELETE', request.path);
      return true;
    });
    return deleted === true;
  };

  return { confirmDelete, dialog, notice: <ErrorNotice message={error} failure={failure} onDismiss={clearError} />, isBusy };
}
