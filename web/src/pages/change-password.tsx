// "Choose a new password" (issue #15): where a person signed in with a password an admin gave them (a reset)
// lands, before anything else. The server refuses every other request of such a session (403), so the console
// shows nothing else until POST /me/password succeeds. The rules are shown before submit.
import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from '../api.ts';
import type { SessionResponse } from '../api-schemas.ts';
import { ErrorNotice } from '../components/notice.tsx';
import { useAction } from '../hooks.ts';
import { MIN_PASSWORD_LENGTH } from '../messages.ts';

export function ChangePasswordPage(props: { email: string; onChanged: (session: SessionResponse) => void; onSignOut: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const { isBusy, error, failure, run, clearError } = useAction();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = 'Choose a new password · Clausewise';
    heading.current?.focus();
  }, []);

  const missing = Math.max(0, MIN_PASSWORD_LENGTH - next.length);
  const sameAsCurrent = next !== '' && next === current;
  const mismatch = repeat !== '' && repeat !== next;

  const submit = async (event: Event) => {
    event.preventDefault();
    if (missing > 0 || sameAsCurrent || repeat !== next) return;
    const session = await run(async () => {
      await api('POST', '/me/password', { current_password: current, new_password: next });
      return api<SessionResponse>('GET', '/session');
    });
    if (session) props.onChanged(session);
  };

  return (
    <main id="main" class="sign-in">
      <form class="card sign-in-card" onSubmit={(event) => void submit(event)} aria-labelledby="change-password-title" noValidate>
        <p class="brand">Clausewise</p>
        <h1 id="change-password-title" tabIndex={-1} ref={heading}>
          Choose a new password
        </h1>
        <p>
          An administrator reset the password of <strong>{props.email}</strong>. The password you were given works only once: choose
          your own to continue.
        </p>
        <ErrorNotice message={error} failure={failure} onDismiss={clearError} />
        <label for="current-password">Password you were given</label>
        <input
          id="current-password"
          type="password"
          autocomplete="current-password"
          required
          value={current}
          onInput={(event) => setCurrent(event.currentTarget.value)}
        />
        <label for="new-password">New password</label>
        <input
          id="new-password"
          type="password"
          autocomplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-describedby="new-password-rules"
          value={next}
          onInput={(event) => setNext(event.currentTarget.value)}
        />
        <ul id="new-password-rules" class="hint password-rules">
          <li class={next !== '' && missing === 0 ? 'rule-met' : undefined}>At least {MIN_PASSWORD_LENGTH} characters.</li>
          <li class={next !== '' && !sameAsCurrent ? 'rule-met' : undefined}>Different from the password you were given.</li>
        </ul>
        {next !== '' && missing > 0 && (
          <span class="hint field-problem" role="status">
            {missing} more character{missing === 1 ? '' : 's'} needed.
          </span>
        )}
        {sameAsCurrent && (
          <span class="hint field-problem" role="status">
            Choose a password other than the one you were given.
          </span>
        )}
        <label for="repeat-password">New password again</label>
        <input
          id="repeat-password"
          type="password"
          autocomplete="new-password"
          required
          value={repeat}
          onInput={(event) => setRepeat(event.currentTarget.value)}
        />
        {mismatch && (
          <span class="hint field-problem" role="status">
            The two new passwords differ.
          </span>
        )}
        <button type="submit" class="primary" disabled={isBusy}>
          {isBusy ? 'Saving…' : 'Save new password'}
        </button>
        <button type="button" onClick={props.onSignOut}>
          Sign out
        </button>
      </form>
    </main>
  );
}
