import { pageInput, type LawsuitRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Processos: lawsuits by subject, a page at a time. */
export const list = defineCallable({ policy: { section: 'lawsuits', access: 'read' }, input: pageInput }, async (ctx, input) =>
  readPage<LawsuitRecord>(ctx.stores.documents, 'lawsuits', { orderBy: [{ field: 'subjectKey', direction: 'asc' }], limit: input.limit, after: input.after }),
);
