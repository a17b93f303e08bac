import { COLLECTIONS, nextTriage, triageFields, triageOf, type IntimationRecord, type Listed, type TriageAction, type AuditAction } from '@office/domain';
import { auditOp } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import type { StoredDoc } from '../../store/port';
import type { TypedTransactionReader, TypedWriteOp } from '../../store/typed';

const AUDIT_ACTIONS: Record<TriageAction['kind'], AuditAction> = {
  acknowledge: 'intimations.acknowledge',
  forward: 'intimations.forward',
  reopen: 'intimations.reopen',
  prazo: 'intimations.prazo',
  prazoRemoved: 'intimations.prazoRemoved',
};

/**
 * The writes of one triage change of an intimação read in the caller's transaction, by the rules of nextTriage:
 * its new state (with `also`, what the same change sets besides, such as the prazo it links) on the version read,
 * and the audit entry. Refused in words when the action does not apply to the intimação as it is.
 */
export function intimationTriageOps(
  ctx: CallableContext,
  intimation: StoredDoc<IntimationRecord>,
  action: TriageAction,
  also: Partial<IntimationRecord> = {},
): TypedWriteOp[] {
  const at = new Date().toISOString();
  const next = nextTriage(triageOf(intimation.data), action, ctx.uid, at);
  if (!next.ok) throw appError('invalid-state', { reason: next.reason });
  const patch = { ...also, ...triageFields(next.triage) };
  return [
    { kind: 'update', collection: COLLECTIONS.intimations, id: intimation.id, expectedVersion: intimation.version, patch },
    auditOp(
      ctx,
      {
        section: 'lawsuits',
        action: AUDIT_ACTIONS[action.kind],
        entity: COLLECTIONS.intimations,
        entityId: intimation.id,
        changedFields: ['triage', ...Object.keys(also)],
      },
      at,
    ),
  ];
}

/**
 * A triage callable: the intimação read in one transaction on the version the person saw (else a conflict, before
 * anything else is judged), `check` for what the action itself needs (the colleague a forward names), then the
 * change. Answers the intimação as stored.
 */
export async function changeTriage(
  ctx: CallableContext,
  target: { id: string; expectedVersion: number },
  action: TriageAction,
  check?: (tx: TypedTransactionReader) => Promise<void>,
): Promise<Listed<IntimationRecord>> {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.intimations, target.id);
    if (!before) throw appError('not-found');
    if (before.version !== target.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    const ops = intimationTriageOps(ctx, before, action);
    await check?.(tx);
    return { ops, result: null };
  });
  const doc = await store.get(COLLECTIONS.intimations, target.id);
  if (!doc) throw appError('not-found');
  return toListed(doc);
}
