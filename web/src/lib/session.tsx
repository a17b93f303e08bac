import { onIdTokenChanged, signInWithEmailAndPassword, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionMe } from '@office/domain/session';
import { authErrorMessage } from './auth-errors';
import { call } from './callable';
import { auth } from './firebase';

export interface Session {
  /** Signed-in account, or null. */
  user: User | null;
  /** The staff record's view of this user; `scopes` null while no administrator has granted access. */
  me: SessionMe | null;
  /** True until the first auth state (and its staff record) is known: navigation waits on it. */
  loading: boolean;
  error: string | null;
  signIn(email: string, password: string): Promise<boolean>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [me, setMe] = useState<SessionMe | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () =>
      onIdTokenChanged(auth, async (next) => {
        if (!next) {
          setUser(null);
          setMe(null);
          setLoading(false);
          return;
        }
        try {
          const profile = await call<Record<string, never>, SessionMe>('session-me', {});
          setUser(next);
          setMe(profile);
        } catch (failure) {
          setUser(next);
          setMe(null);
          setError(failure instanceof Error ? failure.message : String(failure));
        } finally {
          setLoading(false);
        }
      }),
    [],
  );

  const value = useMemo<Session>(
    () => ({
      user,
      me,
      loading,
      error,
      async signIn(email, password) {
        setError(null);
        setLoading(true);
        try {
          await signInWithEmailAndPassword(auth, email.trim(), password);
          return true;
        } catch (failure) {
          setError(authErrorMessage(failure));
          setLoading(false);
          return false;
        }
      },
      async signOut() {
        await firebaseSignOut(auth);
        setError(null);
      },
    }),
    [user, me, loading, error],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
