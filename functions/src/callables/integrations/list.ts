import { pageInput, type IntegrationRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Integrações: connected services by name. */
export const list = defineCallable({ policy: { section: 'integrations', access: 'read' }, input: pageInput }, async (ctx, input) =>
  readPage<IntegrationRecord>(ctx.stores.documents, 'integrations', { orderBy: [{ field: 'name', direction: 'asc' }], limit: input.limit, after: input.after }),
);
