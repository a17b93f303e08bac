import { COLLECTIONS, readsLawsuits, seesLawsuit, worksWithAgenda, type IntimationBulkResult, type TriageAction } from '@office/domain';
import { implement, type CallableContext } from '../../platform/define-callable';
import { appError, toHttpsError } from '../../platform/errors';
import type { TypedTransactionReader, TypedWriteOp } from '../../store/typed';
import type { StoredDoc } from '../../store/port';
import type { IntimationRecord, LawsuitRecord } from '@office/domain';
import { intimationTriageOps, requireAgendaWrite, visibleIntimationLawsuit } from './shared';
import { acceptedFromProposal, acceptOps } from './worklist/accept-ops';
import { withWorklistDefaults } from './worklist/rows';

/** Rows done at once: each its own transaction, so one refusal undoes nothing else. */
const AT_ONCE = 10;

const NOT_FOUND = 'Intimação não encontrada';
const STALE = 'Alterada por outra pessoa enquanto você a via: atualize a página e confira antes de tratá-la.';
const INCOMPLETE = 'Proposta incompleta: abra a intimação para completar';
const UNEXPECTED = 'Erro inesperado ao tratar esta intimação: tente de novo.';
const SECRET_FOR_COLLEAGUE = 'Este processo está em segredo de justiça: encaminhe a um dos advogados responsáveis ou a um administrador.';

/** Why one row was refused, in the person's words (a row they may not see is only "não encontrada"). */
function reasonOf(thrown: unknown): string {
  // The store's own conflicts at commit (someone wrote meanwhile) read as the callables' conflict.
  const error = toHttpsError(thrown, 'intimations-bulk');
  // Rows before it may be done already: this one is reported, not the whole answer lost (the error is logged).
  if (error.code === 'internal') {
    console.error('intimations-bulk: a row failed unexpectedly', thrown);
    return UNEXPECTED;
  }
  const details = (error.details ?? {}) as { id?: string; reason?: string; fields?: Record<string, string> };
  if (details.id === 'not-found') return NOT_FOUND;
  if (details.id === 'conflict') return STALE;
  if (details.reason) return details.reason;
  const field = details.fields && Object.values(details.fields)[0];
  return field ?? error.message;
}

/**
 * Whose a bulk-accepted entry is: the caller when the intimação is theirs; else, among its owners, a responsible
 * lawyer of its lawsuit first, one who may see that lawsuit (segredo de justiça) and works with the Agenda; else
 * the caller.
 */
async function ownerOf(tx: TypedTransactionReader, ctx: CallableContext, owners: readonly string[], lawsuit: LawsuitRecord | null): Promise<string> {
  if (owners.includes(ctx.uid)) return ctx.uid;
  const responsible = new Set(lawsuit?.responsibleLawyerIds ?? []);
  const candidates = [...owners.filter((o) => responsible.has(o)), ...owners.filter((o) => !responsible.has(o))];
  if (candidates.length === 0) return ctx.uid;
  const members = await tx.getMany(COLLECTIONS.staff, candidates);
  const fit = members.find((m) => m && worksWithAgenda(m.data) && (!lawsuit || seesLawsuit({ uid: m.id, admin: m.data.admin }, lawsuit)));
  return fit?.id ?? ctx.uid;
}

/**
 * Processos → Intimações: one action over the selected rows — ciente with one reason, encaminhar to one colleague,
 * aceitar each row's complete proposal — each row on the version the person saw, in its own transaction, audited
 * as the single operation is. The answer says which rows were done and why the others were not.
 */
export default implement('intimations-bulk', async (ctx, input): Promise<IntimationBulkResult> => {
  const store = ctx.stores.documents;
  if (input.action === 'aceitar') requireAgendaWrite(ctx);
  if (input.action === 'encaminhar') {
    const colleague = await store.get(COLLECTIONS.staff, input.to ?? '');
    if (!colleague || !readsLawsuits(colleague.data)) {
      throw appError('invalid-input', { fields: { to: 'Escolha uma pessoa ativa da equipe que acesse Processos.' } });
    }
  }

  async function rowOps(
    tx: TypedTransactionReader,
    intimation: StoredDoc<IntimationRecord>,
    lawsuit: StoredDoc<LawsuitRecord> | null,
  ): Promise<TypedWriteOp[]> {
    if (input.action === 'ciente') return intimationTriageOps(ctx, intimation, { kind: 'acknowledge', reason: input.reason ?? '' });
    if (input.action === 'encaminhar') {
      // Read again in the row's transaction: one disabled meanwhile is refused, as intimations-forward does.
      const colleague = await tx.get(COLLECTIONS.staff, input.to ?? '');
      if (!colleague || !readsLawsuits(colleague.data)) throw appError('invalid-state', { reason: 'Escolha uma pessoa ativa da equipe que acesse Processos.' });
      if (lawsuit && !seesLawsuit({ uid: colleague.id, admin: colleague.data.admin }, lawsuit.data))
        throw appError('invalid-state', { reason: SECRET_FOR_COLLEAGUE });
      const action: TriageAction = { kind: 'forward', to: colleague.id, note: input.note ?? null };
      return intimationTriageOps(ctx, intimation, action);
    }
    const { proposal, owners } = withWorklistDefaults(intimation.data);
    const owner = await ownerOf(tx, ctx, owners ?? [], lawsuit?.data ?? null);
    const actions = proposal?.complete ? proposal.actions.map((a) => acceptedFromProposal(a, owner)) : [];
    if (actions.length === 0 || actions.some((a) => a === null)) throw appError('invalid-state', { reason: INCOMPLETE });
    return (
      await acceptOps(
        tx,
        ctx,
        intimation,
        lawsuit,
        actions.flatMap((a) => (a ? [a] : [])),
      )
    ).ops;
  }

  const result: IntimationBulkResult = { done: [], refused: [] };
  for (let start = 0; start < input.items.length; start += AT_ONCE) {
    const group = input.items.slice(start, start + AT_ONCE);
    await Promise.all(
      group.map(async (item) => {
        try {
          const version = await store.transact(async (tx) => {
            const before = await tx.get(COLLECTIONS.intimations, item.id);
            if (!before) throw appError('not-found');
            const lawsuit = await visibleIntimationLawsuit(ctx, tx, before.data);
            if (before.version !== item.expectedVersion) throw appError('conflict', { currentVersion: before.version });
            return { ops: await rowOps(tx, before, lawsuit), result: before.version + 1 };
          });
          result.done.push({ id: item.id, version });
        } catch (error) {
          result.refused.push({ id: item.id, reason: reasonOf(error) });
        }
      }),
    );
  }
  // In the order the rows were selected.
  const order = new Map(input.items.map((item, i) => [item.id, i]));
  const byOrder = (a: { id: string }, b: { id: string }) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0);
  return { done: result.done.sort(byOrder), refused: result.refused.sort(byOrder) };
});
