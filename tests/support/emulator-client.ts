/**
 * Talks to the running Auth and Functions emulators the way a browser does:
 * real sign-in over the Identity Toolkit REST API, real ID tokens, callables over HTTP.
 */
import { API_FUNCTION, EMULATOR_PORTS, FUNCTIONS_REGION, hasOwnFunction, LOCAL_PROJECT_ID } from '@office/domain/config';

const AUTH = `http://127.0.0.1:${EMULATOR_PORTS.auth}`;
const FUNCTIONS = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}`;

export interface CallResult<T = unknown> {
  status: number;
  result?: T;
  error?: { status: string; message: string; details?: { id?: string; fields?: Record<string, string> } & Record<string, unknown> };
}

async function identity<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${path}: ${json.error?.message ?? response.status}`);
  return json;
}

export async function signIn(email: string, password: string): Promise<string> {
  const out = await identity<{ idToken: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return out.idToken;
}

export async function signUp(email: string, password: string): Promise<{ idToken: string; uid: string }> {
  const out = await identity<{ idToken: string; localId: string }>('accounts:signUp', { email, password, returnSecureToken: true });
  return { idToken: out.idToken, uid: out.localId };
}

/** Changes one's own account as the SDK's updateProfile does (e.g. the display name given at registration). */
export async function updateAccount(idToken: string, changes: { displayName?: string }): Promise<void> {
  await identity('accounts:update', { idToken, ...changes });
}

/**
 * Confirms the e-mail of a signed-up account as its owner would: asks the Auth emulator to send the confirmation
 * (the app's register page does the same), reads the code the emulator keeps instead of mailing it, and applies
 * it as the action page does.
 */
export async function verifyEmail(idToken: string, email: string): Promise<void> {
  await identity('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
  await identity('accounts:update', { oobCode: await lastConfirmationCode(email) });
}

/** The code of the last confirmation e-mail the Auth emulator "sent" to `email` (it keeps them instead of mailing). */
export async function lastConfirmationCode(email: string): Promise<string> {
  const codes = (await (await fetch(`${AUTH}/emulator/v1/projects/${LOCAL_PROJECT_ID}/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = codes.oobCodes.findLast((c) => c.email === email.toLowerCase() && c.requestType === 'VERIFY_EMAIL');
  if (!code) throw new Error(`No e-mail confirmation code for ${email}`);
  return code.oobCode;
}

/** Where an operation answers: the API function's `/<operation>`, or its own function for the long-running few. */
export function operationEndpoint(name: string): string {
  return hasOwnFunction(name) ? `${FUNCTIONS}/${name}` : `${FUNCTIONS}/${API_FUNCTION}/${name}`;
}

/** POSTs `{ data }` to an operation, as the Firebase SDK does; returns the HTTP status and the parsed body. */
export async function callFn<T = unknown>(name: string, data: unknown, idToken?: string, headers: Record<string, string> = {}): Promise<CallResult<T>> {
  const response = await fetch(operationEndpoint(name), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}), ...headers },
    body: typeof data === 'string' ? data : JSON.stringify({ data }),
  });
  const body = (await response.json()) as Omit<CallResult<T>, 'status'>;
  return { status: response.status, ...body };
}

/** Completes a password-setup link from `staff-create` the way the reset page would. */
export async function setPasswordFromLink(link: string, newPassword: string): Promise<void> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  if (!oobCode) throw new Error(`No oobCode in ${link}`);
  await identity('accounts:resetPassword', { oobCode, newPassword });
}

/** Deletes a sign-in account as the console would, leaving its staff record: the state "Recriar acesso" repairs. */
export async function deleteAccount(uid: string): Promise<void> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${LOCAL_PROJECT_ID}/accounts:delete`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: uid }),
  });
  if (!response.ok) throw new Error(`accounts:delete answered ${response.status}`);
}

/** A calendar feed's address on the emulator (Hosting serves the same function under /agenda/** in production). */
export function feedUrl(token: string): string {
  return `${FUNCTIONS}/agendaFeed/agenda/${token}.ics`;
}
