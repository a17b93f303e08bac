/**
 * Per-act fees: an act a fee agreement charges, concluded on one of its lawsuits, is recorded on each vigente
 * agreement of that lawsuit with such a clause and makes its lançamento, in the same transaction as the write that
 * concluded it: an Agenda entry (an audiência, a diligência) marked concluído, or a task whose title names the act
 * (taskFeeAct) moved to Concluída. Idempotent by the entry's or task's id: concluding it again (after reopening
 * it) charges nothing more.
 */
import {
  COLLECTIONS,
  FEE_ACTS,
  officeDate,
  planAgreement,
  taskFeeAct,
  type EventRecord,
  type FeeAct,
  type RecordedAct,
  type TaskRecord,
  type TransactionRecord,
} from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { auditOp } from '../../platform/audit';
import { newId } from '../../platform/ids';
import type { TypedTransactionReader, TypedWriteOp } from '../../store/typed';
import { agreementTransaction } from './agreement-generation';
import { transactionWrite, type TransactionChange } from './transaction-write';

/** More agreements than one lawsuit has. */
const MAX_LAWSUIT_AGREEMENTS = 50;

const isFeeAct = (kind: string): kind is FeeAct => (FEE_ACTS as readonly string[]).includes(kind);

interface ActChange {
  id: string;
  before: EventRecord | null;
  after: EventRecord | null;
}

type ConcludedAct = RecordedAct & { lawsuitId: string };

/** The acts an entries' write concludes: entries of a charged kind on a lawsuit, concluded by this write. */
function concludedActs(changes: readonly ActChange[]): ConcludedAct[] {
  return changes.flatMap(({ id, before, after }) =>
    after && isFeeAct(after.kind) && after.lawsuitId && after.status === 'concluido' && before?.status !== 'concluido'
      ? [{ id, act: after.kind, lawsuitId: after.lawsuitId, date: after.date, title: after.title, source: 'agenda' as const }]
      : [],
  );
}

/** The agreements' and lançamentos' writes for the acts an entries' write concludes (none for most writes). */
export async function actFeeOps(tx: TypedTransactionReader, ctx: CallableContext, changes: readonly ActChange[]): Promise<TypedWriteOp[]> {
  return recordActs(tx, ctx, concludedActs(changes));
}

/** The same for a task's write: a task of a lawsuit whose title names an act, moved to Concluída by it (dated that office day). */
export async function taskActFeeOps(
  tx: TypedTransactionReader,
  ctx: CallableContext,
  { id, before, after }: { id: string; before: TaskRecord | null; after: TaskRecord | null },
): Promise<TypedWriteOp[]> {
  if (!after?.lawsuitId || after.status !== 'concluida' || before?.status === 'concluida') return [];
  const act = taskFeeAct(after.title);
  if (!act) return [];
  const date = officeDate(new Date(after.statusAt));
  return recordActs(tx, ctx, [{ id, act, lawsuitId: after.lawsuitId, date, title: after.title, source: 'tarefa' }]);
}

async function recordActs(tx: TypedTransactionReader, ctx: CallableContext, acts: readonly ConcludedAct[]): Promise<TypedWriteOp[]> {
  if (acts.length === 0) return [];
  const ops: TypedWriteOp[] = [];
  const transactions: TransactionChange[] = [];
  for (const lawsuitId of new Set(acts.map((a) => a.lawsuitId))) {
    const page = await tx.list(COLLECTIONS.feeAgreements, {
      where: [
        { field: 'lawsuitId', op: '==', value: lawsuitId },
        { field: 'status', op: '==', value: 'vigente' },
      ],
      limit: MAX_LAWSUIT_AGREEMENTS,
    });
    for (const doc of page.docs) {
      const a = doc.data;
      const fresh = acts.filter(
        (act) => act.lawsuitId === lawsuitId && !a.acts.some((x) => x.id === act.id) && a.clauses.some((c) => c.kind === 'por-ato' && c.act === act.act),
      );
      if (fresh.length === 0) continue;
      const recorded = fresh.map(({ id, act, date, title, source }): RecordedAct => ({ id, act, date, title, source }));
      const planned = planAgreement(
        { title: a.title, clauses: a.clauses.filter((c) => c.kind === 'por-ato'), successes: [], acts: recorded, ending: null },
        // Acts alone: no monthly fee, no index, no business day.
        { through: '2100-12-31', today: '2100-12-31', indexes: [], offDay: () => false },
      ).planned;
      for (const p of planned)
        transactions.push({ id: newId('trn'), before: null, after: agreementTransaction(p, doc.id, a, ctx.uid) satisfies TransactionRecord });
      ops.push(
        {
          kind: 'update',
          collection: COLLECTIONS.feeAgreements,
          id: doc.id,
          expectedVersion: doc.version,
          patch: { ...a, acts: [...a.acts, ...recorded], updatedBy: ctx.uid },
        },
        auditOp(ctx, { section: 'finance', action: 'feeAgreements.generate', entity: COLLECTIONS.feeAgreements, entityId: doc.id, changedFields: ['acts'] }),
      );
    }
  }
  if (transactions.length > 0) ops.push(...(await transactionWrite(tx, ctx, { action: 'feeAgreements.generate' }, { transactions })));
  return ops;
}
