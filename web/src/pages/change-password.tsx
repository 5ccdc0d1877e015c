// Changing one's own password (issue #15). Two places: the "Choose a new password" screen, where a person signed
// in with a password an admin gave them (a reset) lands before anything else (the server refuses every other
// request of such a session with 403, so the console shows nothing else until POST /me/password succeeds); and
// Account › Change password, for anyone signed in. The rules are shown before submit.
import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from '../api.ts';
import type { SessionResponse } from '../api-schemas.ts';
import { ErrorNotice } from '../components/notice.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useAction } from '../hooks.ts';
import { MIN_PASSWORD_LENGTH } from '../messages.ts';

/** The screen a person with a temporary password sees instead of the console. */
export function ChangePasswordPage(props: { email: string; onChanged: (session: SessionResponse) => void; onSignOut: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = 'Choose a new password · Clausewise';
    heading.current?.focus();
  }, []);

  return (
    <main id="main" class="sign-in">
      <div class="card sign-in-card">
        <p class="brand">Clausewise</p>
        <h1 id="change-password-title" tabIndex={-1} ref={heading}>
          Choose a new password
        </h1>
        <p>
          An administrator reset the password of <strong>{props.email}</strong>. The password you were given works only once: choose
          your own to continue.
        </p>
        <PasswordChangeForm currentLabel="Password you were given" submitLabel="Save new password" onChanged={props.onChanged} />
        <button type="button" onClick={props.onSignOut}>
          Sign out
        </button>
      </div>
    </main>
  );
}

/** Account › Change password: the same form inside the console, for anyone signed in. */
export function AccountPasswordPage(props: { onChanged: (session: SessionResponse) => void }) {
  const [done, setDone] = useState(false);
  return (
    <>
      <PageHeading title="Change your password" />
      <div class="card narrow-card">
        {done ? (
          <p class="notice notice-success" role="status">
            Your password is changed. Your other sessions have been signed out; this one stays signed in.
          </p>
        ) : (
          <PasswordChangeForm
            currentLabel="Current password"
            submitLabel="Change password"
            onChanged={(session) => {
              setDone(true);
              props.onChanged(session);
            }}
          />
        )}
      </div>
    </>
  );
}

function PasswordChangeForm(props: { currentLabel: string; submitLabel: string; onChanged: (session: SessionResponse) => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const { isBusy, error, failure, run, clearError } = useAction();

  const missing = Math.max(0, MIN_PASSWORD_LENGTH - next.length);
  const sameAsCurrent = next !== '' && next === current;
  const mismatch = repeat !== '' && repeat !== next;
  const currentLower = props.currentLabel.charAt(0).toLowerCase() + props.currentLabel.slice(1);

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
    <form class="password-form" onSubmit={(event) => void submit(event)} aria-label={props.submitLabel} noValidate>
      <ErrorNotice message={error} failure={failure} onDismiss={clearError} />
      <label for="current-password">{props.currentLabel}</label>
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
        <li class={next !== '' && !sameAsCurrent ? 'rule-met' : undefined}>Different from the {currentLower}.</li>
      </ul>
      {next !== '' && missing > 0 && (
        <span class="hint field-problem" role="status">
          {missing} more character{missing === 1 ? '' : 's'} needed.
        </span>
      )}
      {sameAsCurrent && (
        <span class="hint field-problem" role="status">
          The new password must differ from the {currentLower}.
        </span>
      )}
      <label for="repeat-password">New password again</label>
      <input id="repeat-password" type="password" autocomplete="new-password" required value={repeat} onInput={(event) => setRepeat(event.currentTarget.value)} />
      {mismatch && (
        <span class="hint field-problem" role="status">
          The two new passwords differ.
        </span>
      )}
      <button type="submit" class="primary" disabled={isBusy}>
        {isBusy ? 'Saving…' : props.submitLabel}
      </button>
    </form>
  );
}
