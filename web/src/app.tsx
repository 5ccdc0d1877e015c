import { useCallback, useEffect, useState } from 'preact/hooks';
import { api, ApiError, onPasswordChangeRequired, onSessionExpired, setCsrfToken } from './api.ts';
import type { SessionResponse, User } from './api-schemas.ts';
import { Layout } from './components/layout.tsx';
import { Loading } from './components/notice.tsx';
import { navigate } from './router.ts';
import { SessionContext } from './session.tsx';
import { Routes } from './routes.tsx';
import { SignInPage } from './pages/sign-in.tsx';
import { ChangePasswordPage } from './pages/change-password.tsx';

type SessionState = { kind: 'checking' } | { kind: 'signed-out'; notice?: string } | { kind: 'signed-in'; user: User };

export function App() {
  const [state, setState] = useState<SessionState>({ kind: 'checking' });

  const acceptSession = useCallback((session: SessionResponse) => {
    setCsrfToken(session.csrf_token);
    setState({ kind: 'signed-in', user: session.user });
  }, []);

  useEffect(() => {
    api<SessionResponse>('GET', '/session')
      .then(acceptSession)
      .catch((error: unknown) => {
        const notice = error instanceof ApiError && error.status !== 401 ? error.message : undefined;
        setState({ kind: 'signed-out', notice });
      });
  }, [acceptSession]);

  useEffect(
    () =>
      onSessionExpired(() => {
        setCsrfToken(null);
        setState({ kind: 'signed-out', notice: 'Your session has ended. Sign in again to continue.' });
      }),
    [],
  );

  // The server refused a request because the password must be changed first: show that form.
  useEffect(
    () =>
      onPasswordChangeRequired(() =>
        setState((current) => (current.kind === 'signed-in' ? { kind: 'signed-in', user: { ...current.user, must_change_password: true } } : current)),
      ),
    [],
  );

  const signOut = useCallback(async () => {
    try {
      await api('DELETE', '/session');
    } finally {
      setCsrfToken(null);
      setState({ kind: 'signed-out', notice: 'You are signed out.' });
      navigate('/', { replace: true });
    }
  }, []);

  if (state.kind === 'checking') return <Loading what="Clausewise" />;
  if (state.kind === 'signed-out') {
    return <SignInPage notice={state.notice} onSignedIn={acceptSession} />;
  }
  if (state.user.must_change_password) {
    // An admin reset the password: until the person picks their own, the server refuses everything else.
    return <ChangePasswordPage email={state.user.email} onChanged={acceptSession} onSignOut={() => void signOut()} />;
  }
  return (
    <SessionContext.Provider value={{ user: state.user, signOut }}>
      <Layout>
        <Routes />
      </Layout>
    </SessionContext.Provider>
  );
}
