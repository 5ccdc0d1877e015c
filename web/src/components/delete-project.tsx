import type { Project } from '../api-schemas.ts';
import { navigate } from '../router.ts';
import { useConfirmDelete } from './confirm-delete.tsx';

/**
 * Delete a project (admins), after a confirmation that says what goes with it: every document, report,
 * obligation and file, and the project's walls, playbook history, webhooks and calendar feeds.
 */
export function DeleteProject(props: { project: Project }) {
  const { confirmDelete, dialog, notice, isBusy } = useConfirmDelete();
  const { project } = props;
  const count = project.document_count;

  const remove = async () => {
    const deleted = await confirmDelete({
      title: `Delete the project ${project.name}?`,
      message:
        (count === 0 ? 'The project has no documents. ' : `Its ${count} document${count === 1 ? '' : 's'}, with their reports, obligations and files, are deleted with it. `) +
        'Its ethical walls, playbook history, webhooks and calendar feeds go too. This cannot be undone.',
      confirmLabel: 'Delete project',
      path: `/projects/${project.id}`,
    });
    if (deleted) navigate('/', { replace: true });
  };

  return (
    <>
      <button type="button" class="danger" disabled={isBusy} onClick={() => void remove()}>
        Delete project
      </button>
      {notice}
      {dialog}
    </>
  );
}
