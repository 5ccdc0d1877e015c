import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * A modal confirmation on the native <dialog>, which traps focus, closes on Escape and returns focus to
 * the button that opened it. Returns the element to render and an async `confirm()`.
 */
export function useConfirm() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);

  const confirm = useCallback(
    (title: string, message: string, confirmLabel: string) =>
      new Promise<boolean>((resolve) => {
        setRequest({ title, message, confirmLabel, resolve });
      }),
    [],
  );

  useEffect(() => {
    if (request !== null && !dialog.current?.open) dialog.current?.showModal();
  }, [request]);

  const finish = (confirmed: boolean) => {
    dialog.current?.close();
    request?.resolve(confirmed);
    setRequest(null);
  };

  const element = (
    <dialog
      ref={dialog}
      class="confirm-dialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onCancel={() => finish(false)}
    >
      {request && (
        <form method="dialog" onSubmit={(event) => (event.preventDefault(), finish(true))}>
          <h2 id="confirm-title">{request.title}</h2>
          <p id="confirm-message">{request.message}</p>
          <div class="actions">
            <button type="button" onClick={() => finish(false)} autofocus>
              Cancel
            </button>
            <button type="submit" class="danger">
              {request.confirmLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
  return { confirm, element };
}
