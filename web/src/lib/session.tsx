import {
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SessionMe } from '@office/domain/session';
import { sessionQueries } from '../api/session';
import { authErrorMessage } from './auth-errors';
import { callEvents } from './callable';
import { auth } from './firebase';
import { SessionContext, type Session } from './session-context';
import { errorMessage } from './error-message';

const DISABLED = 'Sua conta foi desativada. Fale com um administrador do escritório.';

/**
 * Why a session ended without this tab signing out. Firebase signs a person out when their token can no
 * longer be refreshed; asking once more gives the reason: a disabled account, revoked access (a new
 * password elsewhere), or — the token still good — a sign-out in another tab of this browser.
 */
async function explainEndedSession(previous: User): Promise<string | null> {
  try {
    await previous.getIdToken(true);
    return 'Você saiu do sistema em outra aba ou janela.';
  } catch (failure) {
    const code = String((failure as { code?: unknown }).code ?? '');
    if (code === 'auth/user-disabled') return DISABLED;
    if (code === 'auth/user-token-expired' || code === 'auth/invalid-user-token') return 'Sua sessão foi encerrada. Entre novamente para continuar.';
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [me, setMe] = useState<SessionMe | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const userRef = useRef<User | null>(null);
  // True while this tab itself signs out: any other sign-out happened to the person and needs explaining.
  const signingOut = useRef(false);
  const client = useQueryClient();

  const loadMe = useCallback(
    async (next: User) => {
      try {
        setMe(await client.fetchQuery(sessionQueries.me()));
      } catch (failure) {
        setMe(null);
        setError(errorMessage(failure));
      }
      setUser(next);
    },
    [client],
  );

  useEffect(
    () =>
      onIdTokenChanged(auth, async (next) => {
        const previous = userRef.current;
        userRef.current = next;
        if (!next) {
          setUser(null);
          setMe(null);
          // Nothing one person read may show to the next one on this browser. Only when someone signed out:
          // clearing on the first, signed-out answer would orphan the public pages' pending queries.
          if (previous) client.clear();
          if (previous && !signingOut.current) void explainEndedSession(previous).then((why) => why && setError(why));
          signingOut.current = false;
        } else {
          await loadMe(next);
        }
        setLoading(false);
      }),
    [loadMe, client],
  );

  // A call that reveals changed access refreshes the menu and guards; a disabled account is signed out.
  useEffect(() => {
    const onChange = (event: Event) => {
      const id = (event as CustomEvent<string>).detail;
      if (id === 'account-disabled') {
        setError(DISABLED);
        signingOut.current = true;
        void firebaseSignOut(auth);
      } else if (userRef.current) {
        void loadMe(userRef.current);
      }
    };
    callEvents.addEventListener('access-changed', onChange);
    return () => callEvents.removeEventListener('access-changed', onChange);
  }, [loadMe]);

  const value = useMemo<Session>(
    () => ({
      user,
      me,
      loading,
      error,
      async signIn(email, password) {
        setError(null);
        try {
          await signInWithEmailAndPassword(auth, email.trim(), password);
          return true;
        } catch (failure) {
          setError(authErrorMessage(failure));
          return false;
        }
      },
      async register(name, email, password) {
        setError(null);
        try {
          const credential = await createUserWithEmailAndPassword(auth, email.trim(), password);
          await updateProfile(credential.user, { displayName: name.trim() });
          return true;
        } catch (failure) {
          setError(authErrorMessage(failure));
          return false;
        }
      },
      async sendReset(email) {
        try {
          await sendPasswordResetEmail(auth, email.trim());
          return true;
        } catch (failure) {
          // Unknown e-mails get the same answer as known ones: the form must not reveal who has an account.
          const code = String((failure as { code?: unknown }).code ?? '');
          if (code === 'auth/user-not-found') return true;
          setError(authErrorMessage(failure));
          return false;
        }
      },
      async signOut() {
        signingOut.current = true;
        await firebaseSignOut(auth);
        // Cleared here too, so the next screen never sees the old user while the listener catches up.
        userRef.current = null;
        setUser(null);
        setMe(null);
      },
      async reload() {
        if (userRef.current) await loadMe(userRef.current);
      },
      clearError() {
        setError(null);
      },
    }),
    [user, me, loading, error, loadMe],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
