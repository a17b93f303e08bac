import { HttpsError } from 'firebase-functions/v2/https';
import {
  claimsFromStaffRecord,
  COLLECTIONS,
  DENIAL_REASONS,
  DENIALS_CAPPED_ACTION,
  SECTIONS,
  type AuditSection,
  type CallablePolicy,
  type DenialReason,
} from '@office/domain';
import { stores as openStores } from '../store/open-stores';
import { typedStores, type TypedStores, type TypedTransactionReader, type TypedWriteOp } from '../store/typed';
import { auditOp, type AuditEntry } from './audit';
import { countAgainst, countRefusal, fixedWindow } from './rate-limit';

/**
 * Refused writes recorded per person and hour. Someone scripting calls they may not make would otherwise
 * fill the log (and the bill) with copies of one event; past this, the refusals are only counted.
 */
export const DENIALS_RECORDED_PER_HOUR = 20;
const HOUR = 60 * 60 * 1000;

/** The denial a refusal stands for, if it is one the log records. */
export function denialReason(error: unknown): DenialReason | null {
  if (!(error instanceof HttpsError)) return null;
  const id = (error.details as { id?: unknown } | undefined)?.id;
  return DENIAL_REASONS.find((r) => r === id) ?? null;
}

/** Where a refused write belongs: the section its error names (a file's section), else its policy's, else the team's. */
function deniedSection(error: unknown, policy: CallablePolicy): AuditSection {
  const label = error instanceof HttpsError ? (error.details as { section?: unknown } | undefined)?.section : undefined;
  const named = SECTIONS.find((s) => s.label === label);
  if (named) return named.id;
  return typeof policy === 'object' ? policy.section : 'staff';
}

/**
 * A stale token is an event only when the access it carries differs from the record's: a person's own profile
 * edit or new photo also makes their token stale (the record's version moved), and that is routine.
 */
async function accessChanged(stores: TypedStores, uid: string, token: Record<string, unknown> | undefined): Promise<boolean> {
  const staff = await stores.documents.get(COLLECTIONS.staff, uid);
  if (!staff || !token) return true;
  const now = claimsFromStaffRecord(staff.data, staff.version);
  const carried = { scopes: token.scopes, admin: token.admin, disabled: token.disabled };
  return JSON.stringify(carried) !== JSON.stringify({ scopes: now.scopes, admin: now.admin, disabled: now.disabled });
}

/**
 * Writes a security event for a write refused by authorization: who tried which call, where, and why. Past the
 * hourly cap, the first further refusal writes one entry saying the rest of the hour is only counted.
 * Never fails the caller's answer: the refusal stands whether or not its record could be written, so even
 * opening the store happens inside the guard.
 */
export async function recordDenial(attempt: {
  uid: string | undefined;
  token?: Record<string, unknown>;
  target: string;
  policy: CallablePolicy;
  error: unknown;
}): Promise<void> {
  const reason = denialReason(attempt.error);
  const uid = attempt.uid;
  if (!reason || !uid) return;
  try {
    const stores = typedStores(await openStores());
    const section = deniedSection(attempt.error, attempt.policy);
    if (reason === 'claims-stale' && !(await accessChanged(stores, uid, attempt.token))) return;
    await stores.documents.transact(async (tx) => ({
      ops: await securityEventOps(tx, uid, { section, action: `denied.${reason}`, entity: 'callable', entityId: attempt.target, changedFields: [] }),
      result: null,
    }));
  } catch (error) {
    console.error(`[${attempt.target}] could not record a refused write`, error instanceof Error ? error.message : String(error));
  }
}

/**
 * The ops of one security event by `uid` (an audit entry of kind 'denied'), under the hourly cap of recorded
 * refusals that person's refused calls share: past it, the first further one says the rest are only counted.
 */
export async function securityEventOps(tx: TypedTransactionReader, uid: string, entry: Omit<AuditEntry, 'kind'>): Promise<TypedWriteOp[]> {
  const window = fixedWindow(HOUR);
  const key = `denied:${uid}`;
  const at = new Date().toISOString();
  const counted = await countAgainst(tx, [{ key, max: DENIALS_RECORDED_PER_HOUR, window }]);
  if ('reached' in counted) {
    const unrecorded = await countRefusal(tx, `${key}:unrecorded`, window);
    // The counter is created by the first refusal past the cap: that one says the log stops listing them.
    return unrecorded.kind === 'create' ? [unrecorded, auditOp({ uid }, { ...entry, action: DENIALS_CAPPED_ACTION, kind: 'denied' }, at)] : [unrecorded];
  }
  return [...counted.ops, auditOp({ uid }, { ...entry, kind: 'denied' }, at)];
}
