/**
 * The signed-in dashboard's first calls, started by the page's head script (vite.config.ts, `signedInPreload`)
 * with the ID token Firebase saved in IndexedDB, before the app's code has downloaded and Firebase Auth has
 * started: on a warm visit of `/` the data is on its way some 300 ms sooner. The app takes each answer once, for
 * the same account and while fresh; a failed or refused one is ignored and the app calls again the usual way.
 */
export const HEAD_START_CALLS = ['session-me', 'dashboard-summary'] as const;
type HeadCall = (typeof HEAD_START_CALLS)[number];

export interface HeadStart {
  uid: string;
  /** The saved account's e-mail and name, for the frame while Firebase Auth confirms the account. */
  email?: string | null;
  displayName?: string | null;
  at: number;
  /** Each call's `result` as the callable protocol answers it, or undefined when it failed; removed when taken. */
  answers: Partial<Record<HeadCall, Promise<unknown>>>;
  /** Every call sent, taken or not (the local call limit counts them while they are in flight). */
  sent: Promise<unknown>[];
}

declare global {
  interface Window {
    __officeHeadStart?: HeadStart;
  }
}

/**
 * Runs in the head script, serialised by the build: self-contained (no imports, nothing from this module's
 * scope). Never creates Firebase's database: an upgrade (no database yet) is aborted.
 */
export function startHeadCalls(hintKey: string, calls: readonly string[], apiBase: string): void {
  try {
    if (!localStorage.getItem(hintKey) || location.pathname !== '/') return;
    const open = indexedDB.open('firebaseLocalStorageDb');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('firebaseLocalStorage')) {
        db.close();
        return;
      }
      const all = db.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAll();
      all.onsuccess = () => {
        db.close();
        type Saved = {
          fbase_key?: string;
          value?: { uid?: string; email?: string; displayName?: string; stsTokenManager?: { accessToken?: string; expirationTime?: number } };
        };
        const saved = (all.result as Saved[]).find((r) => String(r.fbase_key).startsWith('firebase:authUser:'))?.value;
        const token = saved?.stsTokenManager;
        // A token about to expire is left to the SDK, which refreshes it.
        if (!saved?.uid || !token?.accessToken || !token.expirationTime || token.expirationTime - Date.now() < 120_000) return;
        const answers: Record<string, Promise<unknown>> = {};
        for (const name of calls) {
          answers[name] = fetch(`${apiBase}/${name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token.accessToken}` },
            body: '{"data":{}}',
          })
            .then((r) => (r.ok ? (r.json() as Promise<{ result?: unknown }>) : undefined))
            .then((body) => body?.result)
            .catch(() => undefined);
        }
        window.__officeHeadStart = {
          uid: saved.uid,
          email: saved.email ?? null,
          displayName: saved.displayName ?? null,
          at: Date.now(),
          answers,
          sent: Object.values(answers),
        };
      };
    };
  } catch {
    // Private mode or no IndexedDB: the app calls the usual way.
  }
}

/** An answer older than this is not taken. */
const HEAD_START_KEPT_MS = 20_000;

/** The head script's answer to `name` for this account, taken once; null when there is none to take. */
export function takeHeadStart(name: string, input: unknown, uid: string | undefined): Promise<unknown> | null {
  const start = window.__officeHeadStart;
  const answer = start?.answers[name as HeadCall];
  if (!start || !answer || JSON.stringify(input) !== '{}') return null;
  start.answers = Object.fromEntries(Object.entries(start.answers).filter(([key]) => key !== name));
  return start.uid === uid && Date.now() - start.at < HEAD_START_KEPT_MS ? answer : null;
}

/** The account the head script's token names, and its `session-me` answer (taken), for showing the app before Auth confirms. */
export interface HeadSession {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** The staff record's view as the server answered the head script's token; undefined when that call failed. */
  me: Promise<unknown>;
}

/**
 * The head script's session, taken once by the session provider: the server already checked the token it read,
 * so the dashboard can show before Firebase Auth's account lookup ends. Auth then confirms the account (the
 * provider drops everything if it names another one, or none).
 */
export function takeHeadSession(): HeadSession | null {
  const start = window.__officeHeadStart;
  const me = start?.answers['session-me'];
  if (!start || !me || Date.now() - start.at >= HEAD_START_KEPT_MS) return null;
  start.answers = Object.fromEntries(Object.entries(start.answers).filter(([key]) => key !== 'session-me'));
  return { uid: start.uid, email: start.email ?? null, displayName: start.displayName ?? null, me };
}

/** Every call the head script sent so far, settled or not (the local call limit counts those in flight). */
export function headStartsSent(): Promise<unknown>[] {
  return window.__officeHeadStart?.sent ?? [];
}
