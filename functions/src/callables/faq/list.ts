import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Perguntas Frequentes: questions in their display order. */
export default implement('faq-list', async (ctx, input) =>
  readPage(ctx.stores.documents, COLLECTIONS.faq, { orderBy: [{ field: 'order', direction: 'asc' }], limit: input.limit, after: input.after }),
);
