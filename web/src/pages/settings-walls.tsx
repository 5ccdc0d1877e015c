import { useConfirmDelete } from '../components/confirm-delete.tsx';
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
        <ErrorNotice message={walls.error?.message ?? users.error?.message} failure={walls.error ?? users.error} />
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

/**
 * Asks before a wall keeps the acting admin, or every administrator, out of the matter (README, "Ethical
 * walls"): afterwards nobody who manages walls could open the project. Resolves with whether to go on and
 * whether the server must be told the admin-less wall was confirmed.
 */
async function confirmWallMembers(
  confirm: (title: string, message: string, confirmLabel: string) => Promise<boolean>,
  context: { members: Set<string>; users: AdminUser[]; meId: string; projectName: string },
): Promise<{ proceed: boolean; confirmNoAdmin: boolean }> {
  const listsAdmin = context.users.some((user) => user.is_active && user.role === 'admin' && context.members.has(user.id));
  if (!listsAdmin) {
    const proceed = await confirm(
      `No administrator will see ${context.projectName}`,
      'Nobody who manages settings will be behind this wall, you included: only the people listed will see the project and its documents.',
      'Wall out every administrator',
    );
    return { proceed, confirmNoAdmin: proceed };
  }
  if (!context.members.has(context.meId)) {
    const proceed = await confirm(
      `You will no longer see ${context.projectName}`,
      'You are not on the list: once saved, the project and its documents disappear from your views. Other administrators behind the wall can still manage it.',
      'Wall myself out',
    );
    return { proceed, confirmNoAdmin: false };
  }
  return { proceed: true, confirmNoAdmin: false };
}

function MemberCheckboxes(props: { users: AdminUser[]; members: Set<string>; onToggle: (userId: string, isChecked: boolean) => void; label: string }) {
  return (
    <fieldset>
      <legend>{props.label}</legend>
      <div class="checkbox-grid">
        {props.users
          .filter((user) => user.is_active)
          .map((user) => (
            <label key={user.id} class="checkbox">
              <input type="checkbox" checked={props.members.has(user.id)} onChange={(e) => props.onToggle(user.id, e.currentTarget.checked)} />
              {user.email} <span class="muted">({user.role})</span>
            </label>
          ))}
      </div>
    </fieldset>
  );
}

function toggled(current: Set<string>, userId: string, isChecked: boolean): Set<string> {
  const next = new Set(current);
  if (isChecked) next.add(userId);
  else next.delete(userId);
  return next;
}

function CreateWallForm(props: { projects: Project[]; users: AdminUser[]; onCreated: () => void }) {
  const { user: me } = useSession();
  const [projectId, setProjectId] = useState('');
  const [name, setName] = useState('');
  const [allowed, setAllowed] = useState<Set<string>>(() => new Set([me.id]));
  const { isBusy, error, failure, run } = useAction();
  const { confirm, element: confirmDialog } = useConfirm();

  const submit = async (event: Event) => {
    event.preventDefault();
    const projectName = props.projects.find((project) => project.id === projectId)?.name ?? 'this project';
    const { proceed } = await confirmWallMembers(confirm, { members: allowed, users: props.users, meId: me.id, projectName });
    if (!proceed) return;
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
      <ErrorNotice message={error} failure={failure} />
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
      <MemberCheckboxes
        label="People allowed behind the wall"
        users={props.users}
        members={allowed}
        onToggle={(userId, isChecked) => setAllowed((current) => toggled(current, userId, isChecked))}
      />
      <button type="submit" class="primary" disabled={isBusy}>
        {isBusy ? 'Creating…' : 'Create wall'}
      </button>
      {confirmDialog}
    </form>
  );
}

function WallTable(props: { walls: EthicalWall[]; users: AdminUser[]; projects: Project[]; onRemoved: () => void }) {
  const { confirmDelete, dialog: confirmDialog, notice } = useConfirmDelete();
  const [editing, setEditing] = useState<string | null>(null);
  const emailOf = (userId: string) => props.users.find((user) => user.id === userId)?.email ?? userId;
  // The wall list carries the project's name, also for matters the wall keeps this admin out of.
  const projectNameOf = (wall: EthicalWall) =>
    wall.project_name ?? props.projects.find((p) => p.id === wall.project_id)?.name ?? 'A deleted project';

  const remove = async (wall: EthicalWall) => {
    const removed = await confirmDelete({
      title: `Remove the wall on ${projectNameOf(wall)}?`,
      message: 'Everyone with a role will be able to see the project and its documents again.',
      confirmLabel: 'Remove wall',
      path: `/admin/ethical-walls/${wall.id}`,
    });
    if (removed) props.onRemoved();
  };

  return (
    <>
      {notice}
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
            {props.walls.map((wall) =>
              editing === wall.id ? (
                <tr key={wall.id}>
                  <td colSpan={5}>
                    <EditWallForm
                      wall={wall}
                      projectName={projectNameOf(wall)}
                      users={props.users}
                      onDone={(saved) => {
                        setEditing(null);
                        if (saved) props.onRemoved();
                      }}
                    />
                  </td>
                </tr>
              ) : (
                <tr key={wall.id}>
                  <th scope="row">{projectNameOf(wall)}</th>
                  <td>{wall.name || '—'}</td>
                  <td>{wall.allowed_user_ids.map(emailOf).join(', ')}</td>
                  <td>{formatTimestamp(wall.created_at)}</td>
                  <td class="actions">
                    <button type="button" class="small" onClick={() => setEditing(wall.id)} aria-label={`Edit wall on ${projectNameOf(wall)}`}>
                      Edit
                    </button>
                    <button type="button" class="danger small" onClick={() => void remove(wall)} aria-label={`Remove wall on ${projectNameOf(wall)}`}>
                      Remove
                    </button>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      {confirmDialog}
    </>
  );
}

/**
 * Edits the people behind a wall in place with one PATCH (adds and removes together), so the matter stays
 * walled while its team changes.
 */
function EditWallForm(props: { wall: EthicalWall; projectName: string; users: AdminUser[]; onDone: (saved: boolean) => void }) {
  const { user: me } = useSession();
  const [members, setMembers] = useState<Set<string>>(() => new Set(props.wall.allowed_user_ids));
  const [name, setName] = useState(props.wall.name ?? '');
  const { isBusy, error, failure, run } = useAction();
  const { confirm, element: confirmDialog } = useConfirm();

  const submit = async (event: Event) => {
    event.preventDefault();
    const before = new Set(props.wall.allowed_user_ids);
    const { proceed, confirmNoAdmin } = await confirmWallMembers(confirm, { members, users: props.users, meId: me.id, projectName: props.projectName });
    if (!proceed) return;
    const body = {
      add_user_ids: [...members].filter((userId) => !before.has(userId)),
      remove_user_ids: [...before].filter((userId) => !members.has(userId)),
      name: name.trim() === '' ? null : name.trim(),
      ...(confirmNoAdmin ? { confirm_no_admin: true } : {}),
    };
    const saved = await run(() => api<EthicalWall>('PATCH', `/admin/ethical-walls/${props.wall.id}`, body));
    if (saved) props.onDone(true);
  };

  return (
    <form class="wall-editor" onSubmit={submit} aria-label={`Edit wall on ${props.projectName}`}>
      <h3>Wall on {props.projectName}</h3>
      <ErrorNotice message={error} failure={failure} />
      <div class="field">
        <label for={`wall-name-${props.wall.id}`}>Wall name</label>
        <input id={`wall-name-${props.wall.id}`} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </div>
      <MemberCheckboxes
        label="People behind the wall"
        users={props.users}
        members={members}
        onToggle={(userId, isChecked) => setMembers((current) => toggled(current, userId, isChecked))}
      />
      <div class="actions">
        <button type="button" onClick={() => props.onDone(false)}>
          Cancel
        </button>
        <button type="submit" class="primary" disabled={isBusy}>
          {isBusy ? 'Saving…' : 'Save changes'}
        </button>
      </div>
      {confirmDialog}
    </form>
  );
}
