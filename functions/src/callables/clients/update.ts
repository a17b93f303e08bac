import { clientUpdateInput, type ClientRecord, type Listed } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { AlreadyExistsError } from '../../store/errors';
import type { DocData, WriteOp } from '../../store/port';
import { CLIENT_DOCUMENTS, CLIENTS, DUPLICATE_DOCUMENT, toClientRecord } from './shared';

/** Clientes: edit a client. An edit based on an old version is refused as a conflict; nothing is overwritten. */
export const update = defineCallable({ policy: { section: 'clients', access: 'write' }, input: clientUpdateInput }, async (ctx, input): Promise<Listed<ClientRecord>> => {
  const store = ctx.stores.documents;
  const before = await store.get<ClientRecord & DocData>(CLIENTS, input.id);
  if (!before) throw appError('not-found');
  const record = toClientRecord(input.client, ctx, before.data.createdBy);
  const ops: WriteOp[] = [{ kind: 'update', collection: CLIENTS, id: input.id, expectedVersion: input.expectedVersion, patch: record as unknown as DocData }];
  if (record.document !== before.data.document) {
    ops.push({ kind: 'create', collection: CLIENT_DOCUMENTS, id: record.document, data: { clientId: input.id } }, { kind: 'delete', collection: CLIENT_DOCUMENTS, id: before.data.document });
  }
  ops.push(auditOp({ at: new Date().toISOString(), actor: ctx.uid, section: 'clients', action: 'clients.update', entity: CLIENTS, entityId: input.id, changedFields: changedFields(before.data, record as unknown as DocData) }));
  try {
    await store.commit(ops);
  } catch (error) {
    if (error instanceof AlreadyExistsError) throw appError('already-exists', { fields: DUPLICATE_DOCUMENT });
    throw error;
  }
  const after = await store.get(CLIENTS, input.id);
  if (!after) throw appError('not-found');
  return toListed<ClientRecord>(after);
});
