import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import { runsAsSeen } from '../../integrations/run-names';
import { asSeen } from '../../integrations/runs';

/** Integrações: an integration's run history, newest first. */
export default implement('integrations-runs', async (ctx, input) => {
  const page = await readPage(ctx.stores.documents, COLLECTIONS.integrationRuns, {
    where: [{ field: 'integration', op: '==', value: input.integration }],
    orderBy: [{ field: 'startedAt', direction: 'desc' }],
    limit: input.limit,
    after: input.after,
  });
  return {
    ...page,
    items: await runsAsSeen(
      ctx,
      ctx.stores.documents,
      page.items.map((run) => asSeen(run)),
    ),
  };
});
