import { clientDeleteInput, type ClientRecord } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { DocData } from '../../store/port';
import { CLIENT_DOCUMENTS, CLIENTS } from './shared';

/** Clientes: delete a client, refused while lawsuits still name them (the message says how many). */
export const remove = defineCallable({ policy: { section: 'clients', access: 'write' }, input: clientDeleteInput }, async (ctx, input): Promise<{ deleted: true }> => {
  const store = ctx.stores.documents;
  const before = await store.get<ClientRecord & DocData>(CLIENTS, input.id);
  if (!before) throw appError('not-found');
  const lawsuits = await store.count('lawsuits', [{ field: 'clientId', op: '==', value: input.id }]);
  if (lawsuits > 0) {
    throw appError('has-dependents', {
      dependents: { lawsuits },
      reason: `Este cliente tem ${lawsuits} processo(s) vinculado(s). Encerre ou transfira os processos antes de excluí-lo.`,
    });
  }
  await store.commit([
    { kind: 'delete', collection: CLIENTS, id: input.id, expectedVersion: input.expectedVersion },
    { kind: 'delete', collection: CLIENT_DOCUMENTS, id: before.data.document },
    auditOp({ at: new Date().toISOString(), actor: ctx.uid, section: 'clients', action: 'clients.delete', entity: CLIENTS, entityId: input.id, changedFields: Object.keys(before.data).sort() }),
  ]);
  return { deleted: true };
});
