/**
 * The one writer of `portalCases` and `portalUpdates`: opening a lawsuit to its clients' portal accounts, and the
 * updates the lawyer drafts and publishes there. Publishing writes, in the same transaction, one outbox entry per
 * client account that consented to e-mail notices, so the notice goes once and a failed send is tried again.
 */
import { COLLECTIONS, type PortalCaseRecord, type PortalUpdateRecord, type PortalUpdateText, type PortalUpdateView, pendingOutbox } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { noteImmediateMail } from '../../platform/mail-now';
import type { StoredDoc } from '../../store/port';
import type { TypedTransactionReader, TypedWriteOp } from '../../store/typed';
import { portalNoticeRecipients } from './notice-recipients';

const cases = COLLECTIONS.portalCases;
const updates = COLLECTIONS.portalUpdates;

export function toPortalUpdateView(doc: StoredDoc<PortalUpdateRecord>): PortalUpdateView {
  const { lawsuitId, status, happened, next, needed, createdAt, publishedAt } = doc.data;
  return { id: doc.id, lawsuitId, status, happened, next, needed, createdAt, publishedAt, version: doc.version };
}

/** The outbox entry of one client account's notice of one update: the same id however often the call runs. */
export const portalNoticeOutboxId = (updateId: string, uid: string) => `pu_${updateId}_${uid}`;

/** The lawsuit, in the transaction: a lawsuit deleted meanwhile is not-found. */
async function lawsuitIn(tx: TypedTransactionReader, lawsuitId: string) {
  const lawsuit = await tx.get(COLLECTIONS.lawsuits, lawsuitId);
  if (!lawsuit) throw appError('not-found');
  return lawsuit;
}

/**
 * Opens or closes the lawsuit to its clients' portal accounts, on the version the person saw (0: never opened).
 * A lawsuit under segredo de justiça (CPC art. 189) opens only with `confirmSecrecy`: its clients are parties and
 * may see their own case, and the portal shows it to nobody else.
 */
export async function setPortalCase(
  ctx: CallableContext,
  input: { lawsuitId: string; open: boolean; expectedVersion: number; confirmSecrecy: boolean },
): Promise<void> {
  await ctx.stores.documents.transact(async (tx) => {
    const [lawsuit, current] = await Promise.all([lawsuitIn(tx, input.lawsuitId), tx.get(cases, input.lawsuitId)]);
    if ((current?.version ?? 0) !== input.expectedVersion) throw appError('conflict');
    if ((current?.data.open ?? false) === input.open) {
      throw appError('invalid-state', { reason: input.open ? 'Este processo já está aberto no portal.' : 'Este processo já está fechado no portal.' });
    }
    if (input.open && lawsuit.data.confidential && !input.confirmSecrecy) {
      throw appError('invalid-state', { reason: 'Processo em segredo de justiça: confirme o aviso antes de abri-lo no portal.' });
    }
    const now = new Date().toISOString();
    const next: PortalCaseRecord = {
      lawsuitId: input.lawsuitId,
      open: input.open,
      secrecyConfirmedAt: input.open && lawsuit.data.confidential ? now : null,
      changedBy: ctx.uid,
      changedAt: now,
    };
    const op: TypedWriteOp = current
      ? { kind: 'update', collection: cases, id: input.lawsuitId, expectedVersion: current.version, patch: next }
      : { kind: 'create', collection: cases, id: input.lawsuitId, data: next };
    return {
      ops: [
        op,
        auditOp(ctx, {
          section: 'lawsuits',
          action: input.open ? 'portalCases.open' : 'portalCases.close',
          entity: cases,
          entityId: input.lawsuitId,
          changedFields: ['open'],
        }),
      ],
      result: null,
    };
  });
}

/** The draft `id` of `lawsuitId` on the version the person saw; a published or discarded one is not a draft any more. */
async function draftIn(tx: TypedTransactionReader, id: string, lawsuitId: string, expectedVersion: number): Promise<StoredDoc<PortalUpdateRecord>> {
  const doc = await tx.get(updates, id);
  if (!doc || doc.data.lawsuitId !== lawsuitId) throw appError('not-found');
  if (doc.version !== expectedVersion) throw appError('conflict');
  if (doc.data.status !== 'rascunho') throw appError('invalid-state', { reason: 'Esta atualização já foi publicada.' });
  return doc;
}

interface SaveInput {
  lawsuitId: string;
  /** null: a new update. */
  id: string | null;
  expectedVersion: number;
  text: PortalUpdateText;
}

/** Saves a draft: a new one, or the edit of a draft on the version the person saw. Nothing reaches the client. */
export async function saveDraft(ctx: CallableContext, input: SaveInput): Promise<PortalUpdateView> {
  const id = await ctx.stores.documents.transact(async (tx) => {
    await lawsuitIn(tx, input.lawsuitId);
    const current = input.id ? await draftIn(tx, input.id, input.lawsuitId, input.expectedVersion) : null;
    const id = current?.id ?? newId('atu');
    const base = { section: 'lawsuits' as const, entity: updates, entityId: id, recordId: input.lawsuitId };
    const ops: TypedWriteOp[] = current
      ? [
          { kind: 'update', collection: updates, id, expectedVersion: current.version, patch: { ...input.text, updatedBy: ctx.uid } },
          auditOp(ctx, { ...base, action: 'portalCases.editDraft', changedFields: changedFields(current.data, { ...current.data, ...input.text }) }),
        ]
      : [
          { kind: 'create', collection: updates, id, data: newUpdate(ctx, input) },
          auditOp(ctx, { ...base, action: 'portalCases.draft', changedFields: ['happened', 'needed', 'next'] }),
        ];
    return { ops, result: id };
  });
  return stored(ctx, id);
}

function newUpdate(ctx: CallableContext, input: SaveInput): PortalUpdateRecord {
  return {
    lawsuitId: input.lawsuitId,
    status: 'rascunho',
    ...input.text,
    createdBy: ctx.uid,
    createdAt: new Date().toISOString(),
    updatedBy: ctx.uid,
    publishedBy: null,
    publishedAt: null,
  };
}

async function stored(ctx: CallableContext, id: string): Promise<PortalUpdateView> {
  const doc = await ctx.stores.documents.get(updates, id);
  if (!doc) throw appError('not-found');
  return toPortalUpdateView(doc);
}

/**
 * Publishes the update with the text the lawyer approved (a saved draft, or a new one): the lawsuit must be open
 * to the portal. Each consenting client account's e-mail notice is queued in the same transaction and sent once
 * the call is done (platform/mail-now.ts); one that fails stays in the outbox for the scheduler's next pass.
 */
export async function publishUpdate(ctx: CallableContext, input: SaveInput): Promise<PortalUpdateView> {
  const { id, noticeIds } = await ctx.stores.documents.transact(async (tx) => {
    const [lawsuit, portalCase] = await Promise.all([lawsuitIn(tx, input.lawsuitId), tx.get(cases, input.lawsuitId)]);
    if (!portalCase?.data.open) throw appError('invalid-state', { reason: 'Abra o processo no portal do cliente antes de publicar uma atualização.' });
    const current = input.id ? await draftIn(tx, input.id, input.lawsuitId, input.expectedVersion) : null;
    const id = current?.id ?? newId('atu');
    const now = new Date().toISOString();
    const published = { ...input.text, status: 'publicada' as const, publishedBy: ctx.uid, publishedAt: now, updatedBy: ctx.uid };
    const recipients = await portalNoticeRecipients(tx, lawsuit.data.clientIds);
    const noticeIds = recipients.map((r) => portalNoticeOutboxId(id, r.uid));
    const ops: TypedWriteOp[] = [
      current
        ? { kind: 'update', collection: updates, id, expectedVersion: current.version, patch: published }
        : { kind: 'create', collection: updates, id, data: { ...newUpdate(ctx, input), ...published } },
      ...recipients.map((r, i): TypedWriteOp => ({
        kind: 'create',
        collection: COLLECTIONS.emailOutbox,
        id: noticeIds[i] as string,
        data: { ...pendingOutbox(r.uid, [], null, now), portalUpdateId: id },
      })),
      auditOp(ctx, { section: 'lawsuits', action: 'portalCases.publish', entity: updates, entityId: id, recordId: input.lawsuitId, changedFields: ['status'] }),
    ];
    return { ops, result: { id, noticeIds } };
  });
  noticeIds.forEach(noteImmediateMail);
  return stored(ctx, id);
}

/** Discards a draft on the version the person saw; a published update stays (the client may have read it). */
export async function discardDraft(ctx: CallableContext, id: string, expectedVersion: number): Promise<void> {
  await ctx.stores.documents.transact(async (tx) => {
    const doc = await tx.get(updates, id);
    if (!doc) throw appError('not-found');
    await draftIn(tx, id, doc.data.lawsuitId, expectedVersion);
    return {
      ops: [
        { kind: 'delete', collection: updates, id, expectedVersion },
        auditOp(ctx, { section: 'lawsuits', action: 'portalCases.discard', entity: updates, entityId: id, recordId: doc.data.lawsuitId, changedFields: [] }),
      ],
      result: null,
    };
  });
}
