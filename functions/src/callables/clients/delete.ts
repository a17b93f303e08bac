import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** Clientes: delete a client, refused while lawsuits still name them (the message says how many). */
export default implement('clients-delete', async (ctx, input) => {
  const store = ctx.stores.documents;
  const before = await store.get(COLLECTIONS.clients, input.id);
  if (!before) throw appError('not-found');
  const lawsuits = await store.count(COLLECTIONS.lawsuits, [{ field: 'clientId', op: '==', value: input.id }]);
  if (lawsuits > 0) {
    throw appError('has-dependents', {
      dependents: { lawsuits },
      // Closing a lawsuit keeps it (the office keeps its history), so only moving or deleting it unblocks this.
      reason:
        `Este cliente tem ${lawsuits} processo(s) vinculado(s), contando os encerrados e arquivados. Para excluí-lo, ` +
        'transfira cada processo para outro cliente (Editar processo → Cliente) ou exclua os processos.',
    });
  }
  await store.commit([
    { kind: 'delete', collection: COLLECTIONS.clients, id: input.id, expectedVersion: input.expectedVersion },
    { kind: 'delete', collection: COLLECTIONS.clientDocuments, id: before.data.document },
    auditOp({
      at: new Date().toISOString(),
      actor: ctx.uid,
      section: 'clients',
      action: 'clients.delete',
      entity: COLLECTIONS.clients,
      entityId: input.id,
      changedFields: Object.keys(before.data).sort(),
    }),
  ]);
  return { deleted: true as const };
});
