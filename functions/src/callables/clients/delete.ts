import { COLLECTIONS, joinWithAnd } from '@office/domain';
import { clientWrite } from '../../entities/clients/client-write';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** What still names a client: each blocks its deletion (the message says how many of each). */
const DEPENDENTS = [
  // A lawsuit names each of its clients in `clientIds`; entries and lançamentos name one.
  { collection: COLLECTIONS.lawsuits, label: 'processo(s)', field: 'clientIds', op: 'array-contains' },
  { collection: COLLECTIONS.events, label: 'compromisso(s) na agenda', field: 'clientId', op: '==' },
  { collection: COLLECTIONS.tasks, label: 'tarefa(s)', field: 'clientId', op: '==' },
  { collection: COLLECTIONS.transactions, label: 'lançamento(s) financeiro(s)', field: 'clientId', op: '==' },
] as const;

/**
 * Clientes: delete a client, refused while lawsuits, agenda entries, tasks or finance entries still name them. The
 * counts are read in the transaction, so a lawsuit filed for the client meanwhile also refuses the deletion.
 */
export default implement('clients-delete', async (ctx, input) => {
  return ctx.stores.documents.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.clients, input.id);
    if (!before) throw appError('not-found');
    const counts = await Promise.all(DEPENDENTS.map((d) => tx.count(d.collection, [{ field: d.field, op: d.op, value: input.id }])));
    if (counts.some((n) => n > 0)) {
      const [lawsuits = 0, events = 0, tasks = 0, transactions = 0] = counts;
      const parts = DEPENDENTS.flatMap((d, i) => (counts[i] ? [`${counts[i]} ${d.label}`] : []));
      throw appError('has-dependents', {
        dependents: { lawsuits, events, tasks, transactions },
        // Closing a lawsuit keeps it (the office keeps its history), so only moving or deleting it unblocks this.
        reason:
          `Este cliente tem ${joinWithAnd(parts)} vinculado(s)` +
          (lawsuits ? ' (os processos encerrados e arquivados também contam)' : '') +
          '. Para excluí-lo,' +
          (lawsuits ? ' tire-o de cada processo ou troque-o por outro cliente (Editar processo → Clientes) ou exclua os processos.' : '') +
          (events + tasks + transactions ? `${lawsuits ? ' Também' : ''} desvincule deste cliente os compromissos, tarefas e lançamentos, ou exclua-os.` : ''),
      });
    }
    const change = { id: input.id, before: before.data, after: null, expectedVersion: input.expectedVersion };
    return { ops: await clientWrite(tx, ctx, { action: 'clients.delete' }, [change]), result: { deleted: true as const } };
  });
});
