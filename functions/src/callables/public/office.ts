import { OFFICE_PROFILE_ID, publicOfficeInput, type OfficeProfile, type PublicOffice } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { DocData } from '../../store/port';

/** The controller's identity for the public privacy notice (/privacidade); nothing else of the office record. */
export const office = defineCallable({ policy: 'public', input: publicOfficeInput }, async (ctx): Promise<PublicOffice> => {
  const doc = await ctx.stores.documents.get<OfficeProfile & DocData>('office', OFFICE_PROFILE_ID);
  if (!doc) throw appError('not-found');
  const { name, cnpj, email, phone, address, dpoName, dpoEmail } = doc.data;
  return { name, cnpj, email, phone, address, dpoName, dpoEmail };
});
