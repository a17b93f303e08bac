import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Integrações: connected services by name. */
export default implement('integrations-list', async (ctx, input) =>
  readPage(ctx.stores.documents, COLLECTIONS.integrations, { orderBy: [{ field: 'name', direction: 'asc' }], limit: input.limit, after: input.after }),
);
