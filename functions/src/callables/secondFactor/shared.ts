import { COLLECTIONS, type AuditAction } from '@office/domain';
import type { HttpsError } from 'firebase-functions/v2/https';
import { auditOp } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import type { TypedWriteOp } from '../../store/typed';

/** The audit entry of a change to a person's second factor: under Equipe e acessos, in that person's history. */
export function secondFactorAudit(
  ctx: CallableContext,
  action: AuditAction,
  uid = ctx.uid,
  field: 'secondFactor' | 'recoveryCodes' = 'secondFactor',
): TypedWriteOp {
  return auditOp(ctx, { section: 'staff', action, entity: COLLECTIONS.secondFactors, entityId: uid, recordId: uid, changedFields: [field] });
}

/** A transaction's answer: its result, or a refusal to throw once the writes that must stay (the counters) committed. */
export type Outcome<R> = { ok: true; result: R } | { ok: false; error: HttpsError };

export function settled<R>(outcome: Outcome<R>): R {
  if (!outcome.ok) throw outcome.error;
  return outcome.result;
}
