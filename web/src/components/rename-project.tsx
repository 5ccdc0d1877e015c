import { useState } from 'preact/hooks';
import { api } from '../api.ts';
import type { Project } from '../api-schemas.ts';
import { useAction } from '../hooks.ts';
import { ErrorNotice } from './notice.tsx';

/**
 * Rename a project (members and admins): a button that opens a small form for the name and description in place.
 * Documents, walls and playbook stay with the project; only what people read changes.
 */
export function RenameProject(props: { project: Project; onRenamed: () => Promise<void> }) {
  const [isOpen, setIsOpen] = useState(false);
  if (!isOpen) {
    return (
      <button type="button" onClick={() => setIsOpen(true)}>
        Rename
      </button>
    );
  }
  return <RenameForm project={props.project} onClose={() => setIsOpen(false)} onRenamed={props.onRenamed} />;
}

function RenameForm(props: { project: Project; onClose: () => void; onRenamed: () => Promise<void> }) {
  const [name, setName] = useState(props.project.name);
  const [description, setDescription] = useState(props.project.description ?? '');
  const { isBusy, error, failure, run, clearError } = useAction();

  const save = async (event: Event) => {
    event.preventDefault();
    const saved = await run(async () => {
      await api<Project>('PATCH', `/projects/${props.project.id}`, { name: name.trim(), description: description.trim() || null });
      await props.onRenamed();
      return true;
    });
    if (saved) props.onClose();
  };

  return (
    <form class="card rename-project" aria-label="Rename project" onSubmit={(event) => void save(event)}>
      <div class="field">
        <label for="project-new-name">Project name</label>
        <input
          id="project-new-name"
          required
          maxLength={255}
          value={name}
          ref={(element) => element?.focus()}
          onInput={(event) => setName(event.currentTarget.value)}
        />
      </div>
      <div class="field">
        <label for="project-new-description">Description</label>
        <input id="project-new-description" value={description} onInput={(event) => setDescription(event.currentTarget.value)} />
      </div>
      <ErrorNotice message={error} failure={failure} onDismiss={clearError} />
      <button type="submit" class="primary" disabled={isBusy}>
        {isBusy ? 'Saving…' : 'Save name'}
      </button>{' '}
      <button type="button" onClick={props.onClose}>
        Cancel
      </button>
    </form>
  );
}
