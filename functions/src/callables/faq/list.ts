import { pageInput, type FaqRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Perguntas Frequentes: questions in their display order. */
export const list = defineCallable({ policy: { section: 'faq', access: 'read' }, input: pageInput }, async (ctx, input) =>
  readPage<FaqRecord>(ctx.stores.documents, 'faq', { orderBy: [{ field: 'order', direction: 'asc' }], limit: input.limit, after: input.after }),
);
