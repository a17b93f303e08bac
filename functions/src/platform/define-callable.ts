import './firebase';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  CALLABLES,
  can,
  COLLECTIONS,
  isWriteCallable,
  normalizeScopes,
  sectionById,
  type CallableName,
  type CallablePolicy,
  type CallOutput,
  type CallParsed,
  type PortalAccountRecord,
  type SecondFactorStatus,
  type StaffRecord,
} from '@office/domain';
import { stores } from '../store/open-stores';
import { typedStores, type TypedStores } from '../store/typed';
import type { StoredDoc } from '../store/port';
import { clientAddress } from './client-address';
import { forbiddenKeyPath } from './plain-input';
import { appError, toHttpsError } from './errors';
import { recordDenial } from './security-events';
import { authTimeOf, readSecondFactorStatus } from './second-factor';
import { healStaleClaims } from './staff-sync';
import { healStalePortalClaims } from './portal-sync';

export type { CallablePolicy };

export interface CallableContext {
  /** The caller's uid; "anonymous" under the 'public' policy when nobody is signed in. */
  uid: string;
  /** The caller's IP address as the platform saw it (for rate limits; never stored in clear). */
  ip: string;
  /** Null under 'public', and under 'signed-in' for an account nobody has granted access yet. */
  staff: StoredDoc<StaffRecord> | null;
  stores: TypedStores;
  /** The ID token's `auth_time` (the password sign-in this call descends from); absent under 'public'. */
  authTime?: number | null;
  /** Where this sign-in stands with the second factor; absent under 'public'. */
  secondFactor?: SecondFactorStatus;
  /** Under 'portal' only: the client account and the client ids every answer is scoped to. */
  portal?: { account: StoredDoc<PortalAccountRecord>; clientIds: string[] };
}

/**
 * What `implement` returns: one operation, not yet a deployed function. The API function (api.ts) serves
 * every operation; the few in OWN_FUNCTION_TIMEOUTS are also wrapped as functions of their own (index.ts).
 */
export interface Operation<N extends CallableName = CallableName> {
  callableName: N;
  policy: CallablePolicy;
  /**
   * The whole pipeline for one request as the callable protocol hands it over: authorize, validate, handle;
   * a refused write is recorded, and whatever failed becomes an HttpsError with a pt-BR message.
   */
  run: (request: CallableRequest<unknown>) => Promise<CallOutput<N>>;
  /** The handler after input validation, without the HTTP layer or authorization: for measuring in process (the bench). */
  handler: (ctx: CallableContext, input: unknown) => Promise<CallOutput<N>>;
}

/** The input, refused before any schema reads it when it holds a key that would reach an object's prototype. */
function plainData(input: unknown): unknown {
  const path = forbiddenKeyPath(input);
  if (path) throw appError('invalid-input', { fields: { [path]: 'Campo não permitido.' } });
  return input;
}

/**
 * Every operation is declared here, from its contract in `CALLABLES`: policy and input schema come from
 * the registry, so authentication, authorization, freshness, validation and error mapping happen once,
 * and TypeScript refuses a handler whose input or answer differs from the contract. Nothing here may keep
 * per-request state outside the call: one instance serves many requests at once.
 */
export function implement<N extends CallableName>(name: N, handler: (ctx: CallableContext, input: CallParsed<N>) => Promise<CallOutput<N>>): Operation<N> {
  const contract = CALLABLES[name];
  const run = async (request: CallableRequest<unknown>): Promise<CallOutput<N>> => {
    try {
      const ctx = await authorizeCaller(request.auth, clientAddress(request.rawRequest), contract.policy);
      // The registry maps each name to its own schema; indexing by a generic name loses that link, hence the one cast.
      const input = contract.input.parse(plainData(request.data ?? {})) as CallParsed<N>;
      return await handler(ctx, input);
    } catch (error) {
      if (isWriteCallable(name)) {
        await recordDenial({ uid: request.auth?.uid, token: request.auth?.token, target: name, policy: contract.policy, error });
      }
      throw toHttpsError(error, name);
    }
  };
  const validated = (ctx: CallableContext, input: unknown) => handler(ctx, contract.input.parse(plainData(input)) as CallParsed<N>);
  return { callableName: name, policy: contract.policy, run, handler: validated };
}

/** Who the caller is and whether the policy lets them in; shared by the callables and the `files` function. */
export async function authorizeCaller(
  auth: { uid: string; token: Record<string, unknown> } | undefined,
  ip: string,
  policy: CallablePolicy,
): Promise<CallableContext> {
  const s = typedStores(await stores());
  if (policy === 'public') return { uid: auth?.uid ?? 'anonymous', ip, staff: null, stores: s };
  if (!auth) throw appError('not-signed-in');
  if (policy === 'portal') return authorizePortalAccount(s, auth, ip);
  const authTime = authTimeOf(auth.token);
  // Read the record on every call: claims can be up to an hour old, the record is the truth. The second
  // factor's state is read beside it (verificação em duas etapas: platform/second-factor.ts).
  const [staff, secondFactor] = await Promise.all([s.documents.get(COLLECTIONS.staff, auth.uid), readSecondFactorStatus(s.documents, auth.uid, authTime)]);
  const ctx: CallableContext = { uid: auth.uid, ip, staff, stores: s, authTime, secondFactor };
  if (policy === 'signed-in') return ctx;

  if (!staff) throw appError('no-staff-record');
  if (staff.data.disabled) throw appError('account-disabled');
  // Claims carry the record version they were minted from; an older token must be refreshed first.
  if (auth.token.sv !== staff.version) {
    await healStaleClaims(staff);
    throw appError('claims-stale', { recordVersion: staff.version });
  }

  // A password alone opens only the second factor's own calls: typing the code, or setting it up when required.
  if (policy === 'second-factor') return ctx;
  if (secondFactor.state === 'challenge') throw appError('second-factor-required');
  if (secondFactor.state === 'setup-required') throw appError('second-factor-setup-required');

  if (policy === 'staff') return ctx;
  if (policy === 'admin') {
    if (!staff.data.admin) throw appError('admin-only');
  } else if (!can(normalizeScopes(staff.data.scopes), policy.section, policy.access)) {
    throw appError('missing-scope', { section: sectionById(policy.section).label, access: policy.access });
  }
  return ctx;
}

/**
 * A client account's call (portal do cliente): its record is read on every call, so a revoked invitation or a
 * deleted client is refused on the next call, and the claims must carry the record's version (`pv`), as staff
 * claims carry `sv`. A staff account, or anyone else without a client account, is refused.
 */
async function authorizePortalAccount(s: TypedStores, auth: { uid: string; token: Record<string, unknown> }, ip: string): Promise<CallableContext> {
  const account = await s.documents.get(COLLECTIONS.portalAccounts, auth.uid);
  if (!account) throw appError('portal-only');
  if (account.data.status !== 'ativo') throw appError('portal-revoked');
  if (!(await s.documents.get(COLLECTIONS.clients, account.data.clientId))) throw appError('portal-revoked');
  if (auth.token.pv !== account.version) {
    await healStalePortalClaims(account);
    throw appError('claims-stale', { recordVersion: account.version });
  }
  return { uid: auth.uid, ip, staff: null, stores: s, portal: { account, clientIds: [account.data.clientId] } };
}
