import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { User } from './api-schemas.ts';

export interface Session {
  user: User;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in user; only rendered inside the signed-in part of the app. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession used outside a signed-in session');
  return session;
}

export function canWrite(user: User): boolean {
  return user.role === 'admin' || user.role === 'member';
}
