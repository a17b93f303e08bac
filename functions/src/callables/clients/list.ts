import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import { clientQuery } from './shared';

/** Clientes: one page of clients, with the total of matches (a count, not a read of them). */
export default implement('clients-list', async (ctx, input) =>
  readPage(ctx.stores.documents, COLLECTIONS.clients, { ...clientQuery(input), limit: input.limit, after: input.after }),
);
