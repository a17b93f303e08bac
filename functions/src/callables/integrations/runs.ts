import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';

/** Integrações: an integration's run history, newest first. */
export default implement('integrations-runs', async (ctx, input) =>
  readPage(ctx.stores.documents, COLLECTIONS.integrationRuns, {
    where: [{ field: 'integration', op: '==', value: input.integration }],
    orderBy: [{ field: 'startedAt', direction: 'desc' }],
    limit: input.limit,
    after: input.after,
  }),
);
