import './firebase';
import { onCall, type CallableFunction, type CallableRequest } from 'firebase-functions/v2/https';
import {
  hasScope,
  normalizeScopes,
  sectionById,
  SYSTEM_COLLECTIONS,
  type Access,
  type SectionId,
  type StaffRecord,
} from '@office/domain';
import type { z } from 'zod';
import { stores, type Stores } from '../store/open-stores';
import type { DocData, StoredDoc } from '../store/port';
import { appError, toHttpsError } from './errors';

/**
 * Who may call:
 * - a section and an access level: an enabled staff member holding that label;
 * - 'admin': an enabled administrator;
 * - 'staff': any enabled staff member, whatever their labels (inbox, dashboard, own profile);
 * - 'signed-in': any signed-in account, staff record or not (the session call);
 * - 'public': anyone, signed in or not (the LGPD pages); such callables rate-limit themselves.
 */
export type CallablePolicy = { section: SectionId; access: Access } | 'admin' | 'staff' | 'signed-in' | 'public';

export interface CallableContext {
  /** The caller's uid; "anonymous" under the 'public' policy when nobody is signed in. */
  uid: string;
  /** The caller's IP address as the platform saw it (for rate limits; never stored in clear). */
  ip: string;
  /** Null under 'public', and under 'signed-in' for an account nobody has granted access yet. */
  staff: StoredDoc<StaffRecord & DocData> | null;
  stores: Stores;
}

export interface CallableSpec<S extends z.ZodType> {
  policy: CallablePolicy;
  input: S;
}

export interface DescribedCallable {
  policy: CallablePolicy;
}

/** Every callable is declared here, so authentication, authorization, freshness, validation and error mapping happen once. */
export function defineCallable<S extends z.ZodType, R>(
  spec: CallableSpec<S>,
  handler: (ctx: CallableContext, input: z.output<S>) => Promise<R>,
): CallableFunction<unknown, Promise<R>> & DescribedCallable {
  const fn = onCall({ cors: true, enforceAppCheck: false }, async (request: CallableRequest<unknown>) => {
    const name = process.env.FUNCTION_TARGET ?? 'callable';
    try {
      const ctx = await authorizeCaller(request.auth, request.rawRequest?.ip ?? 'unknown', spec.policy);
      const input = spec.input.parse(request.data ?? {});
      return await handler(ctx, input);
    } catch (error) {
      throw toHttpsError(error, name);
    }
  });
  return Object.assign(fn, { policy: spec.policy });
}

/** Who the caller is and whether the policy lets them in; shared by the callables and the `files` function. */
export async function authorizeCaller(
  auth: { uid: string; token: Record<string, unknown> } | undefined,
  ip: string,
  policy: CallablePolicy,
): Promise<CallableContext> {
  if (policy === 'public') return { uid: auth?.uid ?? 'anonymous', ip, staff: null, stores: await stores() };
  if (!auth) throw appError('not-signed-in');
  const s = await stores();
  // Read the record on every call: claims can be up to an hour old, the record is the truth.
  const staff = await s.documents.get<StaffRecord & DocData>(SYSTEM_COLLECTIONS.staff, auth.uid);
  if (policy === 'signed-in') return { uid: auth.uid, ip, staff, stores: s };

  if (!staff) throw appError('no-staff-record');
  if (staff.data.disabled) throw appError('account-disabled');
  // Claims carry the record version they were minted from; an older token must be refreshed first.
  if (auth.token.sv !== staff.version) throw appError('claims-stale', { recordVersion: staff.version });

  if (policy === 'staff') return { uid: auth.uid, ip, staff, stores: s };
  if (policy === 'admin') {
    if (!staff.data.admin) throw appError('admin-only');
  } else if (!hasScope(normalizeScopes(staff.data.scopes), sectionById(policy.section).label, policy.access)) {
    throw appError('missing-scope', { section: sectionById(policy.section).label, access: policy.access });
  }
  return { uid: auth.uid, ip, staff, stores: s };
}
