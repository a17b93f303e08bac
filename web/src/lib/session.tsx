import type { User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SessionMe } from '@office/domain/session';
import { hasSavedSession, loadAuth, loadFunctions, rememberSignedIn, type AuthSdk } from './firebase';
import { takeHeadSession, type HeadSession } from './head-start';
import { SessionContext, type Session, type SessionUser } from './session-context';
import { sessionEvents } from './session-events';
import { messageOf } from './error-message';
import { isOffline } from './use-online';

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
    const code = (failure as { code?: unknown }).code;
    if (code === 'auth/user-disabled') return DISABLED;
    if (code === 'auth/user-token-expired' || code === 'auth/invalid-user-token') return 'Sua sessão foi encerrada. Entre novamente para continuar.';
    return null;
  }
}

/**
 * Read as the app's code starts, before the first render: for a person with a saved session the SDK, the
 * Functions SDK and the call module download while React renders, so their dashboard waits on nothing new.
 */
const savedAtStart: Promise<boolean> = hasSavedSession().then((saved) => {
  if (saved) {
    loadAuth().catch(() => undefined);
    loadFunctions().catch(() => undefined);
    import('./callable').catch(() => undefined);
  }
  return saved;
});

/** Whether the page about to show is the dashboard: its address, or the sign-in page's destination. */
function landsOnDashboard(): boolean {
  const { pathname, search } = window.location;
  if (pathname === '/') return true;
  return pathname === '/auth/Login' && (new URLSearchParams(search).get('redirect') ?? '/') === '/';
}

/** Whether a `session-me` answer is the staff record of `uid`. */
function isMeOf(uid: string, answer: unknown): answer is SessionMe {
  return typeof answer === 'object' && answer !== null && (answer as Partial<SessionMe>).uid === uid;
}

/** A staff record the app can show at once: access granted, no second factor owed (those screens wait for Auth). */
const showsAtOnce = (me: SessionMe) => me.scopes !== null && me.secondFactor.state !== 'challenge' && me.secondFactor.state !== 'setup-required';

/** What a sign-in form says when even the SDK could not be downloaded. */
const NO_CONNECTION = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [account, setAccount] = useState<User | null>(null);
  const [me, setMe] = useState<SessionMe | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // Signed out with "Sair", and no one signed in since.
  const [leaving, setLeaving] = useState(false);
  const userRef = useRef<User | null>(null);
  // True while this tab itself signs out: any other sign-out happened to the person and needs explaining.
  const signingOut = useRef(false);
  // The head script's session (warm visit of `/`) until Auth's first answer: undefined before it is looked for.
  const head = useRef<HeadSession | null | undefined>(undefined);
  // The account whose head-script data is on screen, unconfirmed by Auth yet.
  const shownUnconfirmed = useRef<string | null>(null);

  /** `starting`: a session begins (this tab's first answer, or a sign-in), so the first page's data may leave now. */
  const loadMe = useCallback(async (next: User, starting = false) => {
    try {
      const { call, callEarly } = await import('./callable');
      // Each call authorises itself: the dashboard's data need not wait for the session's answer.
      if (starting && landsOnDashboard()) callEarly('dashboard-summary', {});
      setMe(await call('session-me', {}));
    } catch (failure) {
      setMe(null);
      setError(messageOf(failure));
    }
    setUser(next);
    setAccount(next);
  }, []);

  const onTokenChange = useCallback(
    async (next: User | null) => {
      const previous = userRef.current;
      userRef.current = next;
      rememberSignedIn(next !== null);
      const early = head.current;
      head.current = null;
      const shown = shownUnconfirmed.current;
      shownUnconfirmed.current = null;
      if (early && next?.uid === early.uid) {
        const answer = await early.me;
        if (isMeOf(next.uid, answer)) {
          // Auth confirms the account the head script's token named: what is on screen stays, now Auth's.
          setMe(answer);
          setUser(next);
          setAccount(next);
          setLoading(false);
          return;
        }
      } else if (shown) {
        // Auth names another account, or none: nothing read with the saved token stays, and the usual path runs.
        sessionEvents.dispatchEvent(new Event('ended'));
        setUser(null);
        setMe(null);
      }
      if (!next) {
        setUser(null);
        setAccount(null);
        setMe(null);
        // Nothing one person read may show to the next one on this browser. Only when someone signed out:
        // clearing on the first, signed-out answer would orphan the public pages' pending queries.
        if (previous) sessionEvents.dispatchEvent(new Event('ended'));
        if (previous && !signingOut.current) void explainEndedSession(previous).then((why) => why && setError(why));
        signingOut.current = false;
      } else {
        setLeaving(false);
        // A session beginning (a sign-in, say) is loading until its staff record is known: the guards wait
        // instead of sending the person back to the login page and then forward again.
        if (previous === null) setLoading(true);
        await loadMe(next, previous === null);
      }
      setLoading(false);
    },
    [loadMe],
  );
  const onTokenChangeRef = useRef(onTokenChange);
  useEffect(() => {
    onTokenChangeRef.current = onTokenChange;
  }, [onTokenChange]);

  // The SDK, loaded once and listened to from then on; `loading` stays true until its first answer.
  const started = useRef<Promise<AuthSdk> | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const startAuth = useCallback((): Promise<AuthSdk> => {
    started.current ??= loadAuth().then(
      (sdk) => {
        stop.current = sdk.onIdTokenChanged(sdk.auth, (next) => void onTokenChangeRef.current(next));
        return sdk;
      },
      (failure: unknown) => {
        started.current = null;
        setLoading(false);
        throw failure;
      },
    );
    return started.current;
  }, []);

  // A warm visit of `/`: the head script's answers show the app before Auth's account lookup ends (head-start.ts).
  useEffect(() => {
    if (head.current !== undefined) return;
    const early = takeHeadSession();
    head.current = early;
    if (!early) return;
    void early.me.then((answer) => {
      // Auth answered first (and decided), or the answer is not this account's, or owes a screen first: the usual path.
      if (head.current !== early || !isMeOf(early.uid, answer) || !showsAtOnce(answer)) return;
      shownUnconfirmed.current = early.uid;
      setMe(answer);
      setUser({ uid: early.uid, email: early.email, displayName: early.displayName });
      setLoading(false);
    });
  }, []);

  useEffect(() => {
    let live = true;
    // Signed out in this browser: the sign-in pages work without the SDK until someone types in them.
    void savedAtStart.then((saved) => {
      if (!live) return;
      if (saved) startAuth().catch(() => setError(NO_CONNECTION));
      else setLoading(false);
    });
    // Someone signed in in another tab while this one waited on the login page: pick that session up.
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || started.current) return;
      void hasSavedSession().then((saved) => {
        if (saved) startAuth().catch(() => undefined);
      });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [startAuth]);
  useEffect(
    () => () => {
      stop.current?.();
      stop.current = null;
      started.current = null;
    },
    [],
  );

  /** The SDK for a sign-in action; a failed download says so in the form instead of throwing. */
  const sdkFor = useCallback(async (): Promise<AuthSdk | null> => {
    try {
      return await startAuth();
    } catch (failure) {
      setError(isOffline() ? NO_CONNECTION : messageOf(failure));
      return null;
    }
  }, [startAuth]);

  // A call that reveals changed access refreshes the menu and guards; a disabled account is signed out.
  useEffect(() => {
    const onChange = (event: Event) => {
      const id = (event as CustomEvent<string>).detail;
      if (id === 'account-disabled') {
        setError(DISABLED);
        signingOut.current = true;
        void startAuth().then((sdk) => sdk.signOut(sdk.auth));
      } else if (userRef.current) {
        void loadMe(userRef.current);
      }
    };
    sessionEvents.addEventListener('access-changed', onChange);
    return () => sessionEvents.removeEventListener('access-changed', onChange);
  }, [loadMe, startAuth]);

  const value = useMemo<Session>(
    () => ({
      user,
      account,
      me,
      loading,
      error,
      leaving,
      prepare() {
        void startAuth().catch(() => undefined);
        // The first calls and the signed-in app follow the sign-in: their code downloads while the person types.
        void loadFunctions().catch(() => undefined);
        void import('./callable').catch(() => undefined);
        sessionEvents.dispatchEvent(new Event('preparing'));
      },
      async signIn(email, password) {
        setError(null);
        const sdk = await sdkFor();
        if (!sdk) return false;
        try {
          await sdk.signInWithEmailAndPassword(sdk.auth, email.trim(), password);
          return true;
        } catch (failure) {
          setError(sdk.authErrorMessage(failure));
          return false;
        }
      },
      async register(name, email, password) {
        setError(null);
        const sdk = await sdkFor();
        if (!sdk) return false;
        try {
          const credential = await sdk.createUserWithEmailAndPassword(sdk.auth, email.trim(), password);
          await sdk.updateProfile(credential.user, { displayName: name.trim() });
          // Administrators see a registration only once its owner confirms the address (see /auth/Access).
          await sdk.sendEmailVerification(credential.user, { url: `${window.location.origin}/auth/Access` });
          return true;
        } catch (failure) {
          setError(sdk.authErrorMessage(failure));
          return false;
        }
      },
      async sendReset(email) {
        const sdk = await sdkFor();
        if (!sdk) return false;
        try {
          await sdk.sendPasswordResetEmail(sdk.auth, email.trim());
          return true;
        } catch (failure) {
          // Unknown e-mails get the same answer as known ones: the form must not reveal who has an account.
          const code = (failure as { code?: unknown }).code;
          if (code === 'auth/user-not-found') return true;
          setError(sdk.authErrorMessage(failure));
          return false;
        }
      },
      async signOut() {
        signingOut.current = true;
        setLeaving(true);
        const sdk = await startAuth();
        await sdk.signOut(sdk.auth);
        // Cleared here too, so the next screen never sees the old user while the listener catches up.
        userRef.current = null;
        setUser(null);
        setAccount(null);
        setMe(null);
      },
      async reload() {
        if (userRef.current) await loadMe(userRef.current);
      },
      clearError() {
        setError(null);
      },
    }),
    [user, account, me, loading, error, leaving, loadMe, startAuth, sdkFor],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
