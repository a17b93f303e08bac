import { clientCreateInput, type ClientRecord, type Listed } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { toListed } from '../../platform/pages';
import { AlreadyExistsError } from '../../store/errors';
import type { DocData } from '../../store/port';
import { CLIENT_DOCUMENTS, CLIENTS, DUPLICATE_DOCUMENT, toClientRecord } from './shared';

/** Clientes: a new client; the CPF/CNPJ must be unique in the office. */
export const create = defineCallable({ policy: { section: 'clients', access: 'write' }, input: clientCreateInput }, async (ctx, input): Promise<Listed<ClientRecord>> => {
  const id = newId('cli');
  const record = toClientRecord(input.client, ctx, ctx.uid);
  try {
    await ctx.stores.documents.commit([
      { kind: 'create', collection: CLIENT_DOCUMENTS, id: record.document, data: { clientId: id } },
      { kind: 'create', collection: CLIENTS, id, data: record as unknown as DocData },
      auditOp({ at: new Date().toISOString(), actor: ctx.uid, section: 'clients', action: 'clients.create', entity: CLIENTS, entityId: id, changedFields: changedFields(null, record as unknown as DocData) }),
    ]);
  } catch (error) {
    if (error instanceof AlreadyExistsError) throw appError('already-exists', { fields: DUPLICATE_DOCUMENT });
    throw error;
  }
  const stored = await ctx.stores.documents.get(CLIENTS, id);
  if (!stored) throw appError('internal');
  return toListed<ClientRecord>(stored);
});
