import { useConfirmDelete } from '../components/confirm-delete.tsx';
import { useState } from 'preact/hooks';
import { api } from '../api.ts';
import type { AdminUser, CreatedCredential, Credential } from '../api-schemas.ts';
import { CopyField } from '../components/copy-button.tsx';
import { EmptyState, ErrorNotice, Loading } from '../components/notice.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { formatTimestamp } from '../format.ts';
import { useAction, useApiGet } from '../hooks.ts';
import { useSession } from '../session.tsx';

/** Settings > Security > API Credentials (spec §5): create, list, delete (= revoke). */
export function CredentialsPage() {
  const credentials = useApiGet<Credential[]>('/admin/credentials');
  const [created, setCreated] = useState<CreatedCredential | null>(null);
  return (
    <>
      <PageHeading title="API Credentials" />
      <p class="lead">
        Machine clients exchange a client ID and secret for an access token at <code>POST /api/v1/auth/token</code>.
        A credential acts with its owner's access. Use one credential per integration.
      </p>
      {created ? (
        <NewSecretPanel credential={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateCredentialForm
          onCreated={(credential) => {
            setCreated(credential);
            void credentials.reload();
          }}
        />
      )}
      <section aria-labelledby="credential-list-title">
        <h2 id="credential-list-title">Credentials</h2>
        <ErrorNotice message={credentials.error?.message} failure={credentials.error} />
        {credentials.isLoading ? (
          <Loading what="credentials" />
        ) : credentials.data?.length === 0 ? (
          <EmptyState title="No API credentials yet.">Create one above for each system that calls the API.</EmptyState>
        ) : (
          <CredentialTable credentials={credentials.data ?? []} onDeleted={() => void credentials.reload()} />
        )}
      </section>
    </>
  );
}

function CreateCredentialForm(props: { onCreated: (credential: CreatedCredential) => void }) {
  const { user } = useSession();
  const users = useApiGet<AdminUser[]>('/admin/users');
  const [name, setName] = useState('');
  const [ownerId, setOwnerId] = useState(user.id);
  const { isBusy, error, failure, run } = useAction();

  const submit = async (event: Event) => {
    event.preventDefault();
    const credential = await run(() =>
      api<CreatedCredential>('POST', '/admin/credentials', { name: name.trim(), user_id: ownerId }),
    );
    if (credential) {
      setName('');
      props.onCreated(credential);
    }
  };

  const activeUsers = (users.data ?? []).filter((candidate) => candidate.is_active);
  return (
    <form class="card inline-form" onSubmit={submit} aria-labelledby="create-credential-title">
      <h2 id="create-credential-title">New credential</h2>
      <ErrorNotice message={error} failure={failure} />
      <div class="fields">
        <div class="field grow">
          <label for="credential-name">Name</label>
          <input
            id="credential-name"
            required
            value={name}
            placeholder="e.g. Contract sync from the DMS"
            aria-describedby="credential-name-hint"
            onInput={(event) => setName(event.currentTarget.value)}
          />
          <span id="credential-name-hint" class="hint">
            Describe the integration that will use it, so you know what breaks if you delete it.
          </span>
        </div>
        <div class="field">
          <label for="credential-owner">Acts as</label>
          <select id="credential-owner" value={ownerId} onChange={(event) => setOwnerId(event.currentTarget.value)}>
            {activeUsers.length === 0 && <option value={user.id}>{user.email}</option>}
            {activeUsers.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.email} ({candidate.role})
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" class="primary" disabled={isBusy}>
        {isBusy ? 'Creating…' : 'Create credential'}
      </button>
    </form>
  );
}

function NewSecretPanel(props: { credential: CreatedCredential; onDone: () => void }) {
  const { credential } = props;
  return (
    <section class="card secret-panel" aria-labelledby="secret-title">
      <h2 id="secret-title" tabIndex={-1} ref={(element) => element?.focus()}>
        Credential “{credential.name}” created
      </h2>
      <div class="notice notice-warning" role="alert">
        <strong>Copy the client secret now.</strong> It is shown only this once and cannot be shown again. If it is
        lost, delete this credential and create a new one.
      </div>
      <CopyField id="new-client-id" label="Client ID" value={credential.client_id} copyLabel="Copy client ID" />
      <CopyField id="new-client-secret" label="Client secret" value={credential.client_secret} copyLabel="Copy client secret" />
      <button type="button" class="primary" onClick={props.onDone}>
        I have stored the secret
      </button>
    </section>
  );
}

function CredentialTable(props: { credentials: Credential[]; onDeleted: () => void }) {
  const { confirmDelete, dialog: confirmDialog, notice } = useConfirmDelete();

  const remove = async (credential: Credential) => {
    const deleted = await confirmDelete({
      title: `Delete credential “${credential.name}”?`,
      message: 'It is revoked at once: its tokens are refused from the next request. Integrations using it stop working until they get a new credential.',
      confirmLabel: 'Delete and revoke',
      path: `/admin/credentials/${credential.id}`,
    });
    if (deleted) props.onDeleted();
  };

  return (
    <>
      {notice}
      <div class="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Client ID</th>
              <th scope="col">Owner</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.credentials.map((credential) => (
              <tr key={credential.id}>
                <th scope="row">{credential.name}</th>
                <td>
                  <code>{credential.client_id}</code>
                </td>
                <td>{credential.user_email}</td>
                <td>{formatTimestamp(credential.created_at)}</td>
                <td>{credential.last_used_at ? formatTimestamp(credential.last_used_at) : 'Never'}</td>
                <td>
                  <button
                    type="button"
                    class="danger small"
                    aria-label={`Delete credential ${credential.name}`}
                    onClick={() => void remove(credential)}
                  >
                    Delete
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
