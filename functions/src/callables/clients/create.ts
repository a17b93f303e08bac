import { COLLECTIONS } from '@office/domain';
import { clientWrite } from '../../entities/clients/client-write';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { requireLawyers } from '../../entities/staff/lawyers';
import { toListed } from '../../platform/pages';
import { AlreadyExistsError } from '../../store/errors';
import { duplicateDocument, toClientRecord } from './shared';

/** Clientes: a new client; the CPF/CNPJ must be unique in the office. */
export default implement('clients-create', async (ctx, input) => {
  const id = newId('cli');
  const record = toClientRecord(input.client, ctx, ctx.uid);
  try {
    // The lawyer is read in the transaction: one disabled meanwhile is not assigned. The CPF/CNPJ key is a
    // document of its own, whose create fails if another client took the number first.
    await ctx.stores.documents.transact(async (tx) => {
      await requireLawyers(tx, [input.client.responsibleLawyerId], 'client.responsibleLawyerId');
      return { ops: await clientWrite(tx, ctx, { action: 'clients.create' }, [{ id, before: null, after: record }]), result: null };
    });
  } catch (error) {
    if (error instanceof AlreadyExistsError) throw await duplicateDocument(ctx, input.client.document);
    throw error;
  }
  const stored = await ctx.stores.documents.get(COLLECTIONS.clients, id);
  // Gone already: deleted by a write that committed right after this one.
  if (!stored) throw appError('not-found');
  return toListed(stored);
});
