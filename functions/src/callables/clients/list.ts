import { pageInput, type ClientRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Clientes: the office's clients by name, a page at a time. */
export const list = defineCallable({ policy: { section: 'clients', access: 'read' }, input: pageInput }, async (ctx, input) =>
  readPage<ClientRecord>(ctx.stores.documents, 'clients', { orderBy: [{ field: 'nameKey', direction: 'asc' }], limit: input.limit, after: input.after }),
);
