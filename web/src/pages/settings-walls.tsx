import { useState } from 'preact/hooks';
import { api } from '../api.ts';
import type { AdminUser, EthicalWall, Project } from '../api-schemas.ts';
import { useConfirm } from '../components/confirm-dialog.tsx';
import { EmptyState, ErrorNotice, Loading } from '../components/notice.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { formatTimestamp } from '../format.ts';
import { useAction, useApiGet, useApiList } from '../hooks.ts';
import { useSession } from '../session.tsx';

/**
 * Settings > Security > Ethical Walls (admins): a wall restricts a project to the listed users; everyone
 * else, administrators included, stops seeing it.
 */
export function WallsPage() {
  const walls = useApiGet<EthicalWall[]>('/admin/ethical-walls');
  const users = useApiGet<AdminUser[]>('/admin/users');
  const projects = useApiList<Project>('/projects');
  const reloadAll = () => {
    void walls.reload();
    void projects.reload();
  };
  return (
    <>
      <PageHeading title="Ethical Walls" />
      <p class="lead">
        Wall a project to the people working on the matter. Everyone else, administrators included, no longer sees it
        or its documents. Keep yourself on the list if you still need access.
      </p>
      <CreateWallForm projects={projects.data ?? []} users={users.data ?? []} onCreated={reloadAll} />
      <section aria-labelledby="wall-list-title">
        <h2 id="wall-list-title">Walls</h2>
        <ErrorNotice message={walls.error?.message ?? users.error?.message} />
        {walls.isLoading ? (
          <Loading what="walls" />
        ) : walls.data?.length === 0 ? (
          <EmptyState title="No ethical walls.">Every user with a role can see every project.</EmptyState>
        ) : (
          <WallTable walls={walls.data ?? []} users={users.data ?? []} projects={projects.data ?? []} onRemoved={reloadAll} />
        )}
      </section>
    </>
  );
}

function CreateWallForm(props: { projects: Project[]; users: AdminUser[]; onCreated: () => void }) {
  const { user: me } = useSession();
  const [projectId, setProjectId] = useState('');
  const [name, setName] = useState('');
  const [allowed, setAllowed] = useState<Set<string>>(() => new Set([me.id]));
  const { isBusy, error, run } = useAction();

  const toggle = (userId: string, isChecked: boolean) =>
    setAllowed((current) => {
      const next = new Set(current);
      if (isChecked) next.add(userId);
      else next.delete(userId);
      return next;
    });

  const submit = async (event: Event) => {
    event.preventDefault();
    const body = { project_id: projectId, allowed_user_ids: [...allowed], ...(name.trim() ? { name: name.trim() } : {}) };
    const wall = await run(() => api<EthicalWall>('POST', '/admin/ethical-walls', body));
    if (wall) {
      setProjectId('');
      setName('');
      props.onCreated();
    }
  };

  return (
    <form class="card" onSubmit={submit} aria-labelledby="create-wall-title">
      <h2 id="create-wall-title">New wall</h2>
      <ErrorNotice message={error} />
      <div class="fields">
        <div class="field">
          <label for="wall-project">Project</label>
          <select id="wall-project" required value={projectId} onChange={(e) => setProjectId(e.currentTarget.value)}>
            <option value="">Choose a project…</option>
            {props.projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
        </div>
        <div class="field grow">
          <label for="wall-name">Name (optional)</label>
          <input id="wall-name" value={name} placeholder="e.g. Acme v. Beta litigation team" onInput={(e) => setName(e.currentTarget.value)} />
        </div>
      </div>
      <fieldset>
        <legend>People allowed behind the wall</legend>
        <div class="checkbox-grid">
          {props.users
            .filter((user) => user.is_active)
            .map((user) => (
              <label key={user.id} class="checkbox">
                <input type="checkbox" checked={allowed.has(user.id)} onChange={(e) => toggle(user.id, e.currentTarget.checked)} />
                {user.email} <span class="muted">({user.role})</span>
              </label>
            ))}
        </div>
      </fieldset>
      <button type="submit" class="primary" disabled={isBusy || projectId === '' || allowed.size === 0}>
        {isBusy ? 'Creating…' : 'Create wall'}
      </button>
    </form>
  );
}

function WallTable(props: { walls: EthicalWall[]; users: AdminUser[]; projects: Project[]; onRemoved: () => void }) {
  const { confirm, element: confirmDialog } = useConfirm();
  const { error, run, clearError } = useAction();
  const emailOf = (userId: string) => props.users.find((user) => user.id === userId)?.email ?? userId;
  // Walled projects the caller is not behind are invisible to them, so fall back to the id.
  const projectName = (projectId: string) => props.projects.find((p) => p.id === projectId)?.name ?? `Project ${projectId}`;

  const remove = async (wall: EthicalWall) => {
    const confirmed = await confirm(
      `Remove the wall on ${projectName(wall.project_id)}?`,
      'Everyone with a role will be able to see the project and its documents again.',
      'Remove wall',
    );
    if (!confirmed) return;
    await run(() => api('DELETE', `/admin/ethical-walls/${wall.id}`));
    props.onRemoved();
  };

  return (
    <>
      <ErrorNotice message={error} onDismiss={clearError} />
      <div class="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col">Name</th>
              <th scope="col">Allowed</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.walls.map((wall) => (
              <tr key={wall.id}>
                <th scope="row">{projectName(wall.project_id)}</th>
                <td>{wall.name || '—'}</td>
                <td>{wall.allowed_user_ids.map(emailOf).join(', ')}</td>
                <td>{formatTimestamp(wall.created_at)}</td>
                <td>
                  <button type="button" class="danger small" onClick={() => void remove(wall)} aria-label={`Remove wall on ${projectName(wall.project_id)}`}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {confirmDialog}
    </>
  );
}
