import { COLLECTIONS, sectionById } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { callerReads } from '../../platform/link-access';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';
import { toListed } from '../../platform/pages';

/** Fluxos de trabalho: the templates applied to a lawsuit and where each task stands, oldest first (few per lawsuit). */
export default implement('workflows-runs', async (ctx, input) => {
  if (!callerReads(ctx, 'lawsuits')) throw appError('missing-scope', { section: sectionById('lawsuits').label, access: 'read' });
  const store = ctx.stores.documents;
  await readVisibleLawsuit(ctx, store, input.lawsuitId);
  const page = await store.list(COLLECTIONS.workflowRuns, { where: [{ field: 'lawsuitId', op: '==', value: input.lawsuitId }], limit: 50 });
  return page.docs.map((d) => toListed(d)).sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
});
