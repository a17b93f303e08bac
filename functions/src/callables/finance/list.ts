import { pageInput, type TransactionRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Financeiro: transactions, latest due date first. */
export const list = defineCallable({ policy: { section: 'finance', access: 'read' }, input: pageInput }, async (ctx, input) =>
  readPage<TransactionRecord>(ctx.stores.documents, 'transactions', { orderBy: [{ field: 'dueDate', direction: 'desc' }], limit: input.limit, after: input.after }),
);
