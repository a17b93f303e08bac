import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';

/** Agenda: one event (also what /appointment/:id shows). */
export default implement('agenda-get', async (ctx, input) => {
  const doc = await ctx.stores.documents.get(COLLECTIONS.events, input.id);
  if (!doc) throw appError('not-found');
  return toListed(doc);
});
