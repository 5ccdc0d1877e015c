import type { ComponentChildren } from 'preact';

/** An error the person can act on; announced by screen readers. */
export function ErrorNotice(props: { message: string | null | undefined; onDismiss?: () => void }) {
  if (!props.message) return null;
  return (
    <div class="notice notice-error" role="alert">
      <span>{props.message}</span>
      {props.onDismiss && (
        <button type="button" class="link-button" onClick={props.onDismiss}>
          Dismiss
        </button>
      )}
    </div>
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
