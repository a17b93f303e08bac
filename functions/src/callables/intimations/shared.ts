import {
  can,
  COLLECTIONS,
  normalizeScopes,
  sectionById,
  lawsuitsHiddenFrom,
  nextTriage,
  triageFields,
  triageOf,
  type IntimationRecord,
  type LawsuitRecord,
  type Listed,
  type Page,
  type TriageAction,
  type AuditAction,
} from '@office/domain';
import { auditOp } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { callerSeesLawsuit, viewerOf } from '../../platform/lawsuit-visibility';
import { forEachPage, inGroups, readPage, toListed } from '../../platform/pages';
import { secretLawsuits } from '../../entities/lawsuits/secret-lawsuits';
import type { Filter, OrderBy, StoredDoc } from '../../store/port';
import type { TypedDocumentStore, TypedReader, TypedTransactionReader, TypedWriteOp } from '../../store/typed';
import { matchesFilters } from '../../store/matches-filters';

const AUDIT_ACTIONS: Record<TriageAction['kind'], AuditAction> = {
  acknowledge: 'intimations.acknowledge',
  forward: 'intimations.forward',
  reopen: 'intimations.reopen',
  prazo: 'intimations.prazo',
  prazoRemoved: 'intimations.prazoRemoved',
  accept: 'intimations.accept',
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
 * Segredo de justiça: an intimação carries its lawsuit's number and parties, so one of a lawsuit under segredo
 * that is not the caller's answers as missing (as firestore.rules has it). Answers the linked lawsuit, if stored.
 */
export async function visibleIntimationLawsuit(
  ctx: CallableContext,
  reader: Pick<TypedReader, 'get'>,
  intimation: IntimationRecord,
): Promise<StoredDoc<LawsuitRecord> | null> {
  const lawsuit = intimation.lawsuitId ? await reader.get(COLLECTIONS.lawsuits, intimation.lawsuitId) : null;
  if (lawsuit && !callerSeesLawsuit(ctx, lawsuit.data)) throw appError('not-found');
  return lawsuit;
}

/**
 * The intimações the caller may not see: those of the lawsuits under segredo that are not theirs. Read whole (a
 * few lawsuits' communications), so lists and counts leave them out whatever their filters. None for an
 * administrator, nor while no lawsuit is under segredo (`secretLawsuits/all` says).
 */
export async function hiddenIntimations(ctx: CallableContext): Promise<StoredDoc<IntimationRecord>[]> {
  const viewer = viewerOf(ctx);
  if (viewer.admin) return [];
  const store = ctx.stores.documents;
  const lawsuitIds = lawsuitsHiddenFrom(viewer, await secretLawsuits(store));
  const hidden: StoredDoc<IntimationRecord>[] = [];
  await Promise.all(
    inGroups(lawsuitIds).map((ids) =>
      forEachPage(store, COLLECTIONS.intimations, { where: [{ field: 'lawsuitId', op: 'in', value: ids }] }, (docs) => hidden.push(...docs)),
    ),
  );
  return hidden;
}

/** How many of `hidden` a query's filters (equality and array-contains, as the inbox's) match. */
function hiddenMatching(hidden: readonly StoredDoc<IntimationRecord>[], where: readonly Filter[]): number {
  return hidden.filter((d) => matchesFilters(d.data, where)).length;
}

/** The intimações `where` matches that the caller may see (an aggregation, less the hidden ones it matches). */
export async function countVisible(store: TypedDocumentStore, where: Filter[], hidden: readonly StoredDoc<IntimationRecord>[]): Promise<number> {
  return Math.max(0, (await store.count(COLLECTIONS.intimations, where)) - hiddenMatching(hidden, where));
}

/**
 * One page of intimações without the hidden ones: reads on past them, so a page is short only at the end; its
 * total leaves them out too. With none hidden, the plain page.
 */
export async function visibleIntimationPage(
  store: TypedDocumentStore,
  query: { where: Filter[]; orderBy: OrderBy[]; limit: number; after?: string | null },
  hidden: readonly StoredDoc<IntimationRecord>[],
): Promise<Page<IntimationRecord>> {
  if (hidden.length === 0) return readPage(store, COLLECTIONS.intimations, query);
  const ids = new Set(hidden.map((d) => d.id));
  const read = async () => {
    const items: Listed<IntimationRecord>[] = [];
    let after = query.after ?? null;
    do {
      const page = await store.list(COLLECTIONS.intimations, { where: query.where, orderBy: query.orderBy, limit: query.limit - items.length, after });
      items.push(...page.docs.filter((d) => !ids.has(d.id)).map((d) => toListed(d)));
      after = page.nextCursor;
    } while (after && items.length < query.limit);
    return { items, nextCursor: after };
  };
  const [page, total] = await Promise.all([read(), countVisible(store, query.where, hidden)]);
  return { ...page, total };
}

/**
 * A triage callable: the intimação read in one transaction on the version the person saw (else a conflict, before
 * anything else is judged but its segredo de justiça), `check` for what the action itself needs (the colleague a
 * forward names, with the intimação's lawsuit), then the change. Answers the intimação as stored.
 */
export async function changeTriage(
  ctx: CallableContext,
  target: { id: string; expectedVersion: number },
  action: TriageAction,
  check?: (tx: TypedTransactionReader, lawsuit: StoredDoc<LawsuitRecord> | null) => Promise<void>,
): Promise<Listed<IntimationRecord>> {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.intimations, target.id);
    if (!before) throw appError('not-found');
    const lawsuit = await visibleIntimationLawsuit(ctx, tx, before.data);
    if (before.version !== target.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    const ops = intimationTriageOps(ctx, before, action);
    await check?.(tx, lawsuit);
    return { ops, result: null };
  });
  const doc = await store.get(COLLECTIONS.intimations, target.id);
  if (!doc) throw appError('not-found');
  return toListed(doc);
}

/** Accepting a proposal puts prazos and hearings on the agenda: the caller must also write the Agenda. */
export function requireAgendaWrite(ctx: CallableContext): void {
  if (!can(normalizeScopes(ctx.staff?.data.scopes ?? {}), 'agenda', 'write')) {
    throw appError('missing-scope', { section: sectionById('agenda').label, access: 'write' });
  }
}
