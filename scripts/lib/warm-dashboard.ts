/**
 * Before "Ready": one home page summary, "Meus" and "Escritório", as a person of the office, so the store's first
 * answers to the summary's queries (the Firestore emulator compiles and plans each query shape on first use, 0.6–2.4 s)
 * are paid here and not by the first person who signs in. The account is an existing one (an administrator when
 * there is one), signed in with an unsigned custom token, which only the Auth emulator accepts; nothing is written.
 */
import { EMULATOR_PORTS, LOCAL_API_URL, LOCAL_PROJECT_ID } from '@office/domain/config';

const AUTH = `http://127.0.0.1:${EMULATOR_PORTS.auth}`;

interface Account {
  localId: string;
  disabled?: boolean;
  customAttributes?: string;
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** An enabled account with a staff record's claims, an administrator first; null when there is none. */
async function someStaffAccount(): Promise<Account | null> {
  // "owner" is the emulator's administrator credential.
  const { userInfo = [] } = await post<{ userInfo?: Account[] }>(
    `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${LOCAL_PROJECT_ID}/accounts:query`,
    { returnUserInfo: true, limit: 100 },
    { authorization: 'Bearer owner' },
  );
  const claims = (a: Account) => JSON.parse(a.customAttributes ?? '{}') as { admin?: boolean; scopes?: unknown };
  const staff = userInfo.filter((a) => !a.disabled && claims(a).scopes);
  return staff.find((a) => claims(a).admin) ?? staff[0] ?? null;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Runs the summary's queries once in each view. A failure only means the first person pays for them instead. */
export async function warmDashboard(): Promise<void> {
  try {
    const account = await someStaffAccount();
    if (!account) return;
    const now = Math.floor(Date.now() / 1000);
    const customToken = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      iss: 'warm-up@local',
      sub: 'warm-up@local',
      aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
      iat: now,
      exp: now + 300,
      uid: account.localId,
    })}.`;
    const { idToken } = await post<{ idToken: string }>(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
      token: customToken,
      returnSecureToken: true,
    });
    const summary = (data: unknown) => post(`${LOCAL_API_URL}/dashboard-summary`, { data }, { authorization: `Bearer ${idToken}` });
    await Promise.all([summary({}), summary({ scope: 'escritorio' })]);
  } catch {
    // The app works the same; the first summary is slower.
  }
}
