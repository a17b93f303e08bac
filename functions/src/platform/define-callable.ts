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
 * - 'signed-in': any signed-in account, staff record or not (the session call).
 */
export type CallablePolicy = { section: SectionId; access: Access } | 'admin' | 'signed-in';

export interface CallableContext {
  uid: string;
  /** Null only under the 'signed-in' policy, for an account nobody has granted access yet. */
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
      const ctx = await authorize(request, spec.policy);
      const input = spec.input.parse(request.data ?? {});
      return await handler(ctx, input);
    } catch (error) {
      throw toHttpsError(error, name);
    }
  });
  return Object.assign(fn, { policy: spec.policy });
}

async function authorize(request: CallableRequest<unknown>, policy: CallablePolicy): Promise<CallableContext> {
  const auth = request.auth;
  if (!auth) throw appError('not-signed-in');
  const s = await stores();
  // Read the record on every call: claims can be up to an hour old, the record is the truth.
  const staff = await s.documents.get<StaffRecord & DocData>(SYSTEM_COLLECTIONS.staff, auth.uid);
  if (policy === 'signed-in') return { uid: auth.uid, staff, stores: s };

  if (!staff) throw appError('no-staff-record');
  if (staff.data.disabled) throw appError('account-disabled');
  // Claims carry the record version they were minted from; an older token must be refreshed first.
  if (auth.token.sv !== staff.version) throw appError('claims-stale', { recordVersion: staff.version });

  if (policy === 'admin') {
    if (!staff.data.admin) throw appError('admin-only');
  } else if (!hasScope(normalizeScopes(staff.data.scopes), sectionById(policy.section).label, policy.access)) {
    throw appError('missing-scope', { section: sectionById(policy.section).label, access: policy.access });
  }
  return { uid: auth.uid, staff, stores: s };
}
