import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { withoutHiddenClient } from '../../platform/lawsuit-visibility';
import { toListed } from '../../platform/pages';

/** Agenda: one event (also what /appointment/:id shows), with its "recalcular" flag when the calendar changed its prazo. */
export default implement('agenda-get', async (ctx, input) => {
  const [doc, review] = await Promise.all([
    ctx.stores.documents.get(COLLECTIONS.events, input.id),
    ctx.stores.documents.get(COLLECTIONS.prazoReviews, input.id),
  ]);
  if (!doc) throw appError('not-found');
  return { ...(await withoutHiddenClient(ctx, ctx.stores.documents, toListed(doc))), review: review?.data ?? null };
});
