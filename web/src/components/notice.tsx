import type { ComponentChildren } from 'preact';
import { ApiError } from '../api.ts';
import { Link } from './link.tsx';
import { PageHeading } from './page-heading.tsx';

/**
 * An error the person can act on; announced by screen readers. `message` is what they read; `failure`, when it
 * is an ApiError, adds a closed "Details" disclosure with what the API said (status, request, its `detail`), for
 * support and for people who know the API (issue #15).
 */
export function ErrorNotice(props: { message: string | null | undefined; failure?: unknown; onDismiss?: () => void }) {
  if (!props.message) return null;
  return (
    <div class="notice notice-error" role="alert">
      <div class="notice-body">
        <span>{props.message}</span>
        <ErrorDetails failure={props.failure} />
      </div>
      {props.onDismiss && (
        <button type="button" class="link-button" onClick={props.onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
}

/** The API's own words about a failure, folded away under "Details"; nothing when there are none. */
export function ErrorDetails(props: { failure: unknown }) {
  const detail = props.failure instanceof ApiError ? props.failure.machineDetail : '';
  if (!detail) return null;
  return (
    <details class="error-details">
      <summary>Details</summary>
      <pre>{detail}</pre>
    </details>
  );
}

export function EmptyState(props: { title: string; children?: ComponentChildren }) {
  return (
    <div class="empty-state">
      <p class="empty-title">{props.title}</p>
      {props.children && <p>{props.children}</p>}
    </div>
  );
}

export function Loading(props: { what: string }) {
  return (
    <p class="muted" role="status">
      Loading {props.what}…
    </p>
  );
}

/**
 * A project or document that could not be shown, with the reason that applies: an outage is not a deletion,
 * and a broken link is neither (issue #15, point 4).
 */
export function UnavailablePage(props: { what: 'project' | 'document'; error: Error }) {
  const status = props.error instanceof ApiError ? props.error.status : -1;
  const { title, explanation } =
    status === 0
      ? { title: 'Connection problem', explanation: `The server could not be reached, so the ${props.what} could not be loaded. Check your connection and reload the page.` }
      : status === 404
        ? { title: `${capitalized(props.what)} not found`, explanation: `This ${props.what} does not exist: it may have been deleted.` }
        : status === 403
          ? { title: `${capitalized(props.what)} unavailable`, explanation: `You do not have access to this ${props.what}: it is restricted to the people working on the matter.` }
          : status === 422
            ? { title: 'Broken link', explanation: 'This link is broken or incomplete: check the address, or go back and open it again.' }
            : { title: `${capitalized(props.what)} unavailable`, explanation: props.error.message };
  return (
    <>
      <PageHeading title={title} />
      <div class="notice notice-error" role="alert">
        <div class="notice-body">
          <span>{explanation}</span>
          <ErrorDetails failure={props.error} />
        </div>
      </div>
      <p>
        <Link href="/">Back to your projects</Link>.
      </p>
    </>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
