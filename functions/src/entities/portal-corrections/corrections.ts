/**
 * The one writer of `portalCorrections`: a client's request, from the portal, to correct a datum the office holds
 * about them, and the office's answer ("Corrigido" / "Recusado"). Lei 13.709/2018 (LGPD), art. 18, III: the holder
 * may ask for incomplete, inaccurate or outdated data to be corrected. Every write is audited in its transaction;
 * a request tells, in the same transaction, whoever writes Clientes.
 */
import { COLLECTIONS, CORRECTION_STATUS_LABELS, MAX_OPEN_CORRECTIONS, type PortalCorrectionRecord } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { StoredDoc } from '../../store/port';
import { correctionNoticeOps } from '../notifications/correction-notices';

const collection = COLLECTIONS.portalCorrections;
export type PortalCorrectionDoc = StoredDoc<PortalCorrectionRecord>;

/** More requests than one client ever makes: the open ones are counted among them. */
const CLIENT_PAGE = 500;

async function stored(ctx: CallableContext, id: string): Promise<PortalCorrectionDoc> {
  const doc = await ctx.stores.documents.get(collection, id);
  if (!doc) throw appError('internal');
  return doc;
}

export type NewCorrection = Pick<PortalCorrectionRecord, 'clientId' | 'field' | 'text'>;

/**
 * A client account's request about one of its own clients (another client answers not-found); at most
 * MAX_OPEN_CORRECTIONS wait for the office at once.
 */
export async function requestCorrection(ctx: CallableContext, clientIds: readonly string[], request: NewCorrection): Promise<PortalCorrectionDoc> {
  if (!clientIds.includes(request.clientId)) throw appError('not-found');
  const id = newId('pcr');
  await ctx.stores.documents.transact(async (tx) => {
    const client = await tx.get(COLLECTIONS.clients, request.clientId);
    if (!client) throw appError('not-found');
    const mine = await tx.list(collection, { where: [{ field: 'clientId', op: '==', value: request.clientId }], limit: CLIENT_PAGE });
    if (mine.docs.filter((d) => d.data.status === 'aberto').length >= MAX_OPEN_CORRECTIONS) {
      throw appError('invalid-state', {
        reason: `Você já tem ${MAX_OPEN_CORRECTIONS} pedidos de correção aguardando o escritório. Aguarde a resposta deles antes de enviar outro.`,
      });
    }
    const now = new Date().toISOString();
    const data: PortalCorrectionRecord = {
      ...request,
      requestedBy: ctx.uid,
      status: 'aberto',
      createdAt: now,
      answer: null,
      answeredBy: null,
      answeredAt: null,
      updatedBy: ctx.uid,
    };
    const notices = await correctionNoticeOps(tx, { kind: 'correcao-dados', clientId: client.id, clientName: client.data.name, field: request.field }, id, now);
    return {
      ops: [
        { kind: 'create', collection, id, data },
        auditOp(
          ctx,
          {
            section: 'clients',
            action: 'portalCorrections.request',
            entity: collection,
            entityId: id,
            recordId: request.clientId,
            changedFields: changedFields(null, data),
          },
          now,
        ),
        ...notices,
      ],
      result: null,
    };
  });
  return stored(ctx, id);
}

/** The office's answer to an open request, on the version the person saw (else `conflict`): the client reads it. */
export async function resolveCorrection(
  ctx: CallableContext,
  id: string,
  expectedVersion: number,
  resolution: { status: 'corrigido' | 'recusado'; answer: string },
): Promise<PortalCorrectionDoc> {
  await ctx.stores.documents.transact(async (tx) => {
    const current = await tx.get(collection, id);
    if (!current) throw appError('not-found');
    if (current.version !== expectedVersion) throw appError('conflict');
    if (current.data.status !== 'aberto')
      throw appError('invalid-state', { reason: `Este pedido já foi respondido: ${CORRECTION_STATUS_LABELS[current.data.status]}.` });
    const patch = { ...resolution, answeredBy: ctx.uid, answeredAt: new Date().toISOString(), updatedBy: ctx.uid };
    return {
      ops: [
        { kind: 'update', collection, id, expectedVersion, patch },
        auditOp(ctx, {
          section: 'clients',
          action: 'portalCorrections.resolve',
          entity: collection,
          entityId: id,
          recordId: current.data.clientId,
          changedFields: ['status', 'answer'],
        }),
      ],
      result: null,
    };
  });
  return stored(ctx, id);
}
