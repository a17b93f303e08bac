import { COLLECTIONS } from '@office/domain';
import { clientWrite } from '../../entities/clients/client-write';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { AlreadyExistsError } from '../../store/errors';
import { duplicateDocument, toClientRecord } from './shared';
import { requireLawyers } from '../../entities/staff/lawyers';

/**
 * Clientes: edit a client. An edit based on an old version is refused as a conflict; nothing is overwritten.
 * One transaction: a lawsuit filed for this client during a rename gets the new name (the list of copies is
 * checked again at commit), and the lawyer is read as of the commit.
 */
export default implement('clients-update', async (ctx, input) => {
  const store = ctx.stores.documents;
  try {
    await store.transact(async (tx) => {
      const before = await tx.get(COLLECTIONS.clients, input.id);
      if (!before) throw appError('not-found');
      await requireLawyers(tx, [input.client.responsibleLawyerId], 'client.responsibleLawyerId', [before.data.responsibleLawyerId]);
      const record = toClientRecord(input.client, ctx, before.data.createdBy);
      const change = { id: input.id, before: before.data, after: record, expectedVersion: input.expectedVersion };
      return { ops: await clientWrite(tx, ctx, { action: 'clients.update' }, [change]), result: null };
    });
  } catch (error) {
    if (error instanceof AlreadyExistsError) throw await duplicateDocument(ctx, input.client.document);
    throw error;
  }
  const after = await store.get(COLLECTIONS.clients, input.id);
  if (!after) throw appError('not-found');
  return toListed(after);
});
