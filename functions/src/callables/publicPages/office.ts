import { COLLECTIONS, OFFICE_PROFILE_ID } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { limitPublicRead } from '../../platform/public-reads';

/**
 * The controller's identity for the public privacy notice (/privacidade); nothing else of the office record.
 * Limited per address like every public read.
 */
export default implement('publicPages-office', async (ctx) => {
  await limitPublicRead(ctx);
  const doc = await ctx.stores.documents.get(COLLECTIONS.office, OFFICE_PROFILE_ID);
  if (!doc) throw appError('not-found');
  const { name, cnpj, email, phone, address, dpoName, dpoEmail } = doc.data;
  return { name, cnpj, email, phone, address, dpoName, dpoEmail };
});
