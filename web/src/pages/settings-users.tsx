import { useState } from 'preact/hooks';
import { ROLES, type Role } from '../../../src/domain/vocabulary.ts';
import { api } from '../api.ts';
import type { AdminUser, PasswordReset } from '../api-schemas.ts';
import { CopyField } from '../components/copy-button.tsx';
import { useConfirm } from '../components/confirm-dialog.tsx';
import { ErrorNotice, Loading } from '../components/notice.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { capitalize, formatTimestamp } from '../format.ts';
import { useAction, useApiGet } from '../hooks.ts';
import { MIN_PASSWORD_LENGTH } from '../messages.ts';
import { useSession } from '../session.tsx';

const ROLE_HELP: Record<Role, string> = {
  admin: 'everything, including these settings',
  member: 'create projects, upload, edit obligations and playbooks',
  viewer: 'read only',
};

/** Settings > Users (admins): add with a role, change roles, deactivate and reactivate. */
export function UsersPage() {
  const users = useApiGet<AdminUser[]>('/admin/users');
  return (
    <>
      <PageHeading title="Users" />
      <AddUserForm onAdded={() => void users.reload()} />
      <section aria-labelledby="user-list-title">
        <h2 id="user-list-title">People</h2>
        <ErrorNotice message={users.error?.message} failure={users.error} />
        {users.isLoading ? (
          <Loading what="users" />
        ) : (
          users.data && <UserTable users={users.data} onChanged={() => void users.reload()} />
        )}
      </section>
    </>
  );
}

function AddUserForm(props: { onAdded: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [password, setPassword] = useState('');
  const [added, setAdded] = useState<{ email: string; hasPassword: boolean } | null>(null);
  const { isBusy, error, failure, run } = useAction();

  const submit = async (event: Event) => {
    event.preventDefault();
    setAdded(null);
    const body = { email: email.trim(), role, ...(name.trim() ? { name: name.trim() } : {}), ...(password ? { password } : {}) };
    const user = await run(() => api<AdminUser>('POST', '/admin/users', body));
    if (user) {
      setAdded({ email: user.email, hasPassword: password !== '' });
      setEmail('');
      setName('');
      setPassword('');
      props.onAdded();
    }
  };

  return (
    <form class="card inline-form" onSubmit={submit} aria-labelledby="add-user-title">
      <h2 id="add-user-title">Add a user</h2>
      <ErrorNotice message={error} failure={failure} />
      {added && (
        <p class="notice notice-success" role="status">
          {added.hasPassword
            ? `${added.email} can now sign in with the password you set.`
            : `${added.email} has no password and cannot sign in to the console; create API credentials for this account, or give them a password with Reset password in the list below.`}
        </p>
      )}
      <div class="fields">
        <div class="field">
          <label for="user-email">Email</label>
          <input id="user-email" type="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </div>
        <div class="field">
          <label for="user-name">Name (optional)</label>
          <input id="user-name" value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </div>
        <div class="field">
          <label for="user-role">Role</label>
          <select id="user-role" value={role} onChange={(e) => setRole(e.currentTarget.value as Role)}>
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {capitalize(option)}: {ROLE_HELP[option]}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="user-password">Initial password</label>
          <input
            id="user-password"
            type="password"
            autocomplete="new-password"
            value={password}
            aria-describedby="user-password-hint"
            minLength={MIN_PASSWORD_LENGTH}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
          <span id="user-password-hint" class="hint">
            At least {MIN_PASSWORD_LENGTH} characters. Leave empty for an account that only owns API credentials.
          </span>
          {password !== '' && password.length < MIN_PASSWORD_LENGTH && (
            <span class="hint field-problem" role="status">
              {MIN_PASSWORD_LENGTH - password.length} more character{MIN_PASSWORD_LENGTH - password.length === 1 ? '' : 's'} needed.
            </span>
          )}
        </div>
      </div>
      <button type="submit" class="primary" disabled={isBusy}>
        {isBusy ? 'Adding…' : 'Add user'}
      </button>
    </form>
  );
}

function UserTable(props: { users: AdminUser[]; onChanged: () => void }) {
  const { user: me } = useSession();
  const { confirm, element: confirmDialog } = useConfirm();
  const { error, failure, run, clearError } = useAction();
  const [reset, setReset] = useState<PasswordReset | null>(null);

  const update = async (user: AdminUser, change: Partial<Pick<AdminUser, 'role' | 'is_active'>>) => {
    await run(() => api<AdminUser>('PATCH', `/admin/users/${user.id}`, change));
    props.onChanged();
  };

  /** Granting or removing admin rights changes who manages users, credentials and walls: ask first. */
  const changeRole = async (user: AdminUser, select: HTMLSelectElement) => {
    const role = select.value as Role;
    if (role === 'admin' || user.role === 'admin') {
      const confirmed = await confirm(
        role === 'admin' ? `Make ${user.email} an administrator?` : `Remove administrator rights from ${user.email}?`,
        role === 'admin'
          ? 'Administrators manage users, API credentials and ethical walls, including walls around matters they are not on.'
          : `They will no longer manage users, API credentials or ethical walls; their role becomes ${capitalize(role)}.`,
        role === 'admin' ? 'Make administrator' : 'Remove administrator rights',
      );
      if (!confirmed) {
        select.value = user.role;
        return;
      }
    }
    await update(user, { role });
  };

  const deactivate = async (user: AdminUser) => {
    const confirmed = await confirm(
      `Deactivate ${user.email}?`,
      'They are signed out at once, and their API credentials and tokens stop working. You can reactivate them later.',
      'Deactivate',
    );
    if (confirmed) await update(user, { is_active: false });
  };

  const resetPassword = async (user: AdminUser) => {
    const confirmed = await confirm(
      `Reset the password of ${user.email}?`,
      'They get a temporary password, shown to you once to pass on; their current password stops working, they are signed out at once, and they choose their own password when they next sign in.',
      'Reset password',
    );
    if (!confirmed) return;
    const result = await run(() => api<PasswordReset>('POST', `/admin/users/${user.id}/password-reset`));
    if (result) {
      setReset(result);
      props.onChanged();
    }
  };

  return (
    <>
      <ErrorNotice message={error} failure={failure} onDismiss={clearError} />
      {reset && <NewPasswordPanel reset={reset} onDone={() => setReset(null)} />}
      <div class="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Added</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.users.map((user) => (
              <tr key={user.id} class={user.is_active ? undefined : 'inactive'}>
                <th scope="row">{user.email}</th>
                <td>{user.name || '—'}</td>
                <td>
                  <select
                    aria-label={`Role of ${user.email}`}
                    value={user.role}
                    disabled={user.id === me.id}
                    title={user.id === me.id ? 'You cannot change your own role' : undefined}
                    onChange={(e) => void changeRole(user, e.currentTarget)}
                  >
                    {ROLES.map((option) => (
                      <option key={option} value={option}>
                        {capitalize(option)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{!user.is_active ? 'Deactivated' : user.must_change_password ? 'Active; must choose a new password' : 'Active'}</td>
                <td>{formatTimestamp(user.created_at)}</td>
                <td>
                  {user.id !== me.id && user.is_active && (
                    <button type="button" class="small" onClick={() => void resetPassword(user)} aria-label={`Reset password of ${user.email}`}>
                      Reset password
                    </button>
                  )}{' '}
                  {user.id === me.id ? null : user.is_active ? (
                    <button type="button" class="danger small" onClick={() => void deactivate(user)} aria-label={`Deactivate ${user.email}`}>
                      Deactivate
                    </button>
                  ) : (
                    <button type="button" class="small" onClick={() => void update(user, { is_active: true })} aria-label={`Reactivate ${user.email}`}>
                      Reactivate
                    </button>
                  )}
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

/** The new password appears once, like a credential secret: the admin passes it on through a safe channel. */
function NewPasswordPanel(props: { reset: PasswordReset; onDone: () => void }) {
  const { reset } = props;
  return (
    <section class="card secret-panel" aria-labelledby="new-password-title">
      <h2 id="new-password-title" tabIndex={-1} ref={(element) => element?.focus()}>
        New password for {reset.user.email}
      </h2>
      <div class="notice notice-warning" role="alert">
        <strong>Copy the new password now.</strong> It is shown only this once. Their old password no longer works and
        they have been signed out; give them this one through a channel you trust. It is temporary: when they sign in
        with it, they must choose their own before they can do anything else.
      </div>
      <CopyField id="new-user-password" label="New password" value={reset.password} copyLabel="Copy new password" />
      <button type="button" class="primary" onClick={props.onDone}>
        I have passed it on
      </button>
    </section>
  );
}
