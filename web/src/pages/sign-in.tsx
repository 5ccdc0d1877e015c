import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from '../api.ts';
import type { SessionResponse } from '../api-schemas.ts';
import { ErrorNotice } from '../components/notice.tsx';
import { useAction } from '../hooks.ts';

export function SignInPage(props: {
  notice?: string;
  onSignedIn: (session: SessionResponse) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { isBusy, error, failure, run } = useAction();

  const emailInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = 'Sign in · Clausewise';
    // `autofocus` is not honoured for elements inserted after load, so focus the first field here.
    emailInput.current?.focus();
  }, []);

  const submit = async (event: Event) => {
    event.preventDefault();
    const session = await run(() => api<SessionResponse>('POST', '/session', { email, password }));
    if (session) props.onSignedIn(session);
  };

  return (
    <main id="main" class="sign-in">
      <form class="card sign-in-card" onSubmit={submit} aria-labelledby="sign-in-title">
        <p class="brand">Clausewise</p>
        <h1 id="sign-in-title">Sign in</h1>
        {props.notice && !error && (
          <p class="notice" role="status">
            {props.notice}
          </p>
        )}
        <ErrorNotice
          message={
            error &&
            (error === 'Invalid credentials'
              ? 'The email or password is wrong, or the account is deactivated. Check them and try again.'
              : error)
          }
          failure={failure}
        />
        <label for="sign-in-email">Email</label>
        <input
          id="sign-in-email"
          type="email"
          autocomplete="username"
          required
          ref={emailInput}
          value={email}
          onInput={(event) => setEmail(event.currentTarget.value)}
        />
        <label for="sign-in-password">Password</label>
        <input
          id="sign-in-password"
          type="password"
          autocomplete="current-password"
          required
          value={password}
          onInput={(event) => setPassword(event.currentTarget.value)}
        />
        <button type="submit" class="primary" disabled={isBusy}>
          {isBusy ? 'Signing in…' : 'Sign in'}
        </button>
        <p class="muted small">
          First time? Sign in with the administrator set by <code>CLAUSEWISE_BOOTSTRAP_ADMIN_EMAIL</code> and{' '}
          <code>CLAUSEWISE_BOOTSTRAP_ADMIN_PASSWORD</code>. Machine clients use the <a href="/api/docs">API</a>.
        </p>
      </form>
    </main>
  );
}
