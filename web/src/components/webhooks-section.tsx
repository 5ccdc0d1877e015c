// The project page's Webhooks section (issue #14): subscriptions to the project's document events, each
// signed with a secret shown once on creation, and the delivery log of each subscription.
import { useConfirmDelete } from './confirm-delete.tsx';
import { useState } from 'preact/hooks';
import { DOCUMENT_EVENT_TYPES } from '../../../src/domain/vocabulary.ts';
import { api } from '../api.ts';
import type { DocumentEventType, Webhook, WebhookCreated, WebhookDelivery } from '../api-schemas.ts';
import { formatTimestamp } from '../format.ts';
import { useAction, useApiGet } from '../hooks.ts';
import { CopyField } from './copy-button.tsx';
import { EmptyState, ErrorNotice, Loading } from './notice.tsx';

/** Each event type as the form and the table name it. */
const EVENT_LABELS: Record<DocumentEventType, string> = {
  'document.status_changed': 'Status changed',
  'document.completed': 'Analysis completed',
  'document.failed': 'Analysis failed',
  'document.deleted': 'Document deleted',
};

const OUTCOME_LABELS: Record<WebhookDelivery['outcome'], string> = {
  delivered: 'Delivered',
  retrying: 'Failed, will retry',
  failed: 'Failed, no more retries',
};

export function WebhooksSection(props: { projectId: string }) {
  const webhooks = useApiGet<Webhook[]>(`/projects/${props.projectId}/webhooks`);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  return (
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p class="muted">
        The server POSTs this project’s document events to each address below, signed with the subscription’s secret
        (Standard Webhooks), and retries failed deliveries for a day.
      </p>
      {created ? (
        <NewWebhookSecret webhook={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateWebhookForm
          projectId={props.projectId}
          onCreated={(webhook) => {
            setCreated(webhook);
            void webhooks.reload();
          }}
        />
      )}
      <ErrorNotice message={webhooks.error?.message} failure={webhooks.error} />
      {webhooks.isLoading ? (
        <Loading what="webhooks" />
      ) : webhooks.data?.length === 0 ? (
        <EmptyState title="No webhooks yet.">Add the address of a system that should hear when documents change.</EmptyState>
      ) : (
        <WebhookTable projectId={props.projectId} webhooks={webhooks.data ?? []} onDeleted={() => void webhooks.reload()} />
      )}
    </section>
  );
}

function CreateWebhookForm(props: { projectId: string; onCreated: (webhook: WebhookCreated) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<Set<DocumentEventType>>(() => new Set(DOCUMENT_EVENT_TYPES));
  const { isBusy, error, failure, run } = useAction();

  const toggle = (type: DocumentEventType, checked: boolean) => {
    const next = new Set(events);
    if (checked) next.add(type);
    else next.delete(type);
    setEvents(next);
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    const webhook = await run(() =>
      api<WebhookCreated>('POST', `/projects/${props.projectId}/webhooks`, { url: url.trim(), events: DOCUMENT_EVENT_TYPES.filter((type) => events.has(type)) }),
    );
    if (webhook) {
      setUrl('');
      props.onCreated(webhook);
    }
  };

  return (
    <form class="card" onSubmit={submit} aria-labelledby="create-webhook-title">
      <h3 id="create-webhook-title">New webhook</h3>
      <ErrorNotice message={error} failure={failure} />
      <div class="field">
        <label for="webhook-url">Address (URL)</label>
        <input
          id="webhook-url"
          type="url"
          required
          value={url}
          placeholder="https://dms.example.com/hooks/clausewise"
          onInput={(event) => setUrl(event.currentTarget.value)}
        />
      </div>
      <fieldset>
        <legend>Events</legend>
        <div class="checkbox-grid">
          {DOCUMENT_EVENT_TYPES.map((type) => (
            <label key={type} class="checkbox">
              <input type="checkbox" checked={events.has(type)} onChange={(event) => toggle(type, event.currentTarget.checked)} />
              {EVENT_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" class="primary" disabled={isBusy || events.size === 0}>
        {isBusy ? 'Adding…' : 'Add webhook'}
      </button>
      {events.size === 0 && <p class="muted small">Choose at least one event.</p>}
    </form>
  );
}

function NewWebhookSecret(props: { webhook: WebhookCreated; onDone: () => void }) {
  return (
    <section class="card secret-panel" aria-labelledby="webhook-secret-title">
      <h3 id="webhook-secret-title" tabIndex={-1} ref={(element) => element?.focus()}>
        Webhook to {props.webhook.url} added
      </h3>
      <div class="notice notice-warning" role="alert">
        <strong>Copy the signing secret now.</strong> It is shown only this once and cannot be shown again. The receiver
        needs it to check that deliveries come from this server. If it is lost, delete this webhook and add a new one.
      </div>
      <CopyField id="new-webhook-secret" label="Signing secret" value={props.webhook.secret} copyLabel="Copy signing secret" />
      <button type="button" class="primary" onClick={props.onDone}>
        I have stored the secret
      </button>
    </section>
  );
}

function WebhookTable(props: { projectId: string; webhooks: Webhook[]; onDeleted: () => void }) {
  const { confirmDelete, dialog: confirmDialog, notice } = useConfirmDelete();
  const [shownLog, setShownLog] = useState<string | null>(null);
  const logged = props.webhooks.find((webhook) => webhook.id === shownLog);

  const remove = async (webhook: Webhook) => {
    const deleted = await confirmDelete({
      title: `Delete the webhook to ${webhook.url}?`,
      message: 'No further events are sent to this address, and its delivery log is deleted with it.',
      confirmLabel: 'Delete webhook',
      path: `/projects/${props.projectId}/webhooks/${webhook.id}`,
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
              <th scope="col">Address</th>
              <th scope="col">Events</th>
              <th scope="col">Added</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.webhooks.map((webhook) => (
              <tr key={webhook.id}>
                <th scope="row">
                  <code>{webhook.url}</code>
                </th>
                <td>{webhook.events.map((type) => EVENT_LABELS[type]).join(', ')}</td>
                <td>{formatTimestamp(webhook.created_at)}</td>
                <td>
                  <button
                    type="button"
                    class="small"
                    aria-expanded={shownLog === webhook.id}
                    aria-label={`Deliveries to ${webhook.url}`}
                    onClick={() => setShownLog(shownLog === webhook.id ? null : webhook.id)}
                  >
                    Deliveries
                  </button>{' '}
                  <button type="button" class="danger small" aria-label={`Delete webhook to ${webhook.url}`} onClick={() => void remove(webhook)}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {logged && <DeliveryLog key={logged.id} projectId={props.projectId} webhook={logged} />}
      {confirmDialog}
    </>
  );
}

function DeliveryLog(props: { projectId: string; webhook: Webhook }) {
  const deliveries = useApiGet<WebhookDelivery[]>(`/projects/${props.projectId}/webhooks/${props.webhook.id}/deliveries`);
  return (
    <section aria-labelledby="delivery-log-title">
      <h3 id="delivery-log-title">
        Deliveries to <code>{props.webhook.url}</code>
      </h3>
      <button type="button" class="small" onClick={() => void deliveries.reload()}>
        Refresh
      </button>
      <ErrorNotice message={deliveries.error?.message} failure={deliveries.error} />
      {deliveries.isLoading ? (
        <Loading what="deliveries" />
      ) : deliveries.data?.length === 0 ? (
        <EmptyState title="Nothing delivered yet.">Attempts appear here when documents in this project change.</EmptyState>
      ) : (
        <div class="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Event</th>
                <th scope="col">Attempt</th>
                <th scope="col">Answer</th>
                <th scope="col">Time taken</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {(deliveries.data ?? []).map((delivery) => (
                <tr key={`${delivery.event_id}-${delivery.attempt}`}>
                  <td>{formatTimestamp(delivery.attempted_at)}</td>
                  <td>{EVENT_LABELS[delivery.event_type]}</td>
                  <td>{delivery.attempt}</td>
                  <td>{delivery.status_code !== null ? `HTTP ${delivery.status_code}` : (delivery.error ?? 'No answer')}</td>
                  <td>{delivery.latency_ms} ms</td>
                  <td>{OUTCOME_LABELS[delivery.outcome]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
