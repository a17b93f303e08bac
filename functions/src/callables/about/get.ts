import { COLLECTIONS, OFFICE_PROFILE_ID } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** Sobre: the office profile. */
export default implement('about-get', async (ctx) => {
  const doc = await ctx.stores.documents.get(COLLECTIONS.office, OFFICE_PROFILE_ID);
  if (!doc) throw appError('not-found');
  return { profile: doc.data, version: doc.version, updatedAt: doc.updatedAt };
});
