/**
 * The one writer of `portalRequests`: a document the office asks of a client ("Envie seu comprovante de
 * residência"), cancelled by the office or answered by the client's upload from the portal. Every write is audited
 * in its transaction; the answer tells, in the same transaction, whoever reads Clientes.
 */
import { COLLECTIONS, type PortalRequestRecord } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { StoredDoc } from '../../store/port';
import { clientUploadNoticeOps } from '../notifications/client-upload-notices';

const collection = COLLECTIONS.portalRequests;
export type PortalRequestDoc = StoredDoc<PortalRequestRecord>;

async function stored(ctx: CallableContext, id: string): Promise<PortalRequestDoc> {
  const doc = await ctx.stores.documents.get(collection, id);
  if (!doc) throw appError('internal');
  return doc;
}

export type NewRequest = Pick<PortalRequestRecord, 'clientId' | 'lawsuitId' | 'title' | 'note' | 'dueDate'>;

/** A new request on a client that is still stored, for a lawsuit of that client (when it names one). */
export async function createRequest(ctx: CallableContext, request: NewRequest): Promise<PortalRequestDoc> {
  const id = newId('pdr');
  await ctx.stores.documents.transact(async (tx) => {
    if (!(await tx.get(COLLECTIONS.clients, request.clientId))) throw appError('not-found');
    if (request.lawsuitId) {
      const lawsuit = await tx.get(COLLECTIONS.lawsuits, request.lawsuitId);
      if (!lawsuit?.data.clientIds.includes(request.clientId)) {
        throw appError('invalid-input', { fields: { lawsuitId: 'Escolha um processo deste cliente' } });
      }
    }
    const now = new Date().toISOString();
    const data: PortalRequestRecord = {
      ...request,
      status: 'aberto',
      createdBy: ctx.uid,
      createdAt: now,
      filePath: null,
      fileName: null,
      answeredBy: null,
      answeredAt: null,
      updatedBy: ctx.uid,
    };
    return {
      ops: [
        { kind: 'create', collection, id, data },
        auditOp(ctx, {
          section: 'clients',
          action: 'portalDocs.request',
          entity: collection,
          entityId: id,
          recordId: request.clientId,
          changedFields: changedFields(null, data),
        }),
      ],
      result: null,
    };
  });
  return stored(ctx, id);
}

const CLOSED_REASON: Record<Exclude<PortalRequestRecord['status'], 'aberto'>, string> = {
  respondido: 'O cliente já enviou este documento.',
  cancelado: 'Este pedido já foi cancelado.',
};

/** Cancels an open request on the version the person saw (else `conflict`): the client no longer sees it. */
export async function cancelRequest(ctx: CallableContext, id: string, expectedVersion: number): Promise<PortalRequestDoc> {
  await ctx.stores.documents.transact(async (tx) => {
    const current = await tx.get(collection, id);
    if (!current) throw appError('not-found');
    if (current.version !== expectedVersion) throw appError('conflict');
    if (current.data.status !== 'aberto') throw appError('invalid-state', { reason: CLOSED_REASON[current.data.status] });
    return {
      ops: [
        { kind: 'update', collection, id, expectedVersion, patch: { status: 'cancelado', updatedBy: ctx.uid } },
        auditOp(ctx, {
          section: 'clients',
          action: 'portalDocs.cancel',
          entity: collection,
          entityId: id,
          recordId: current.data.clientId,
          changedFields: ['status'],
        }),
      ],
      result: null,
    };
  });
  return stored(ctx, id);
}

/**
 * The client's upload answers an open request of one of their clients (another client's answers not-found, a
 * closed one is refused): the request keeps which file, who and when; whoever reads Clientes is told.
 */
export async function answerRequest(
  ctx: CallableContext,
  id: string,
  upload: { filePath: string; fileName: string; at: string; clientIds: readonly string[] },
): Promise<PortalRequestDoc> {
  await ctx.stores.documents.transact(async (tx) => {
    const current = await tx.get(collection, id);
    if (!current || !upload.clientIds.includes(current.data.clientId)) throw appError('not-found');
    if (current.data.status !== 'aberto')
      throw appError('invalid-state', { reason: 'Este pedido não está mais aberto: o escritório já o recebeu ou cancelou.' });
    const client = await tx.get(COLLECTIONS.clients, current.data.clientId);
    if (!client) throw appError('not-found');
    const patch = {
      status: 'respondido',
      filePath: upload.filePath,
      fileName: upload.fileName,
      answeredBy: ctx.uid,
      answeredAt: upload.at,
      updatedBy: ctx.uid,
    } as const;
    const notices = await clientUploadNoticeOps(
      tx,
      { kind: 'documento-cliente', clientId: client.id, clientName: client.data.name, requestTitle: current.data.title },
      `${id}-${Date.parse(upload.at).toString(36)}`,
      upload.at,
    );
    return {
      ops: [
        { kind: 'update', collection, id, expectedVersion: current.version, patch },
        auditOp(
          ctx,
          { section: 'clients', action: 'portalDocs.upload', entity: collection, entityId: id, recordId: client.id, changedFields: Object.keys(patch) },
          upload.at,
        ),
        ...notices,
      ],
      result: null,
    };
  });
  return stored(ctx, id);
}
