import { aboutGetInput, OFFICE_PROFILE_ID, type OfficeProfile } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { DocData } from '../../store/port';

export interface AboutResult {
  profile: OfficeProfile;
  version: number;
  updatedAt: string;
}

/** Sobre: the office profile. */
export const get = defineCallable({ policy: { section: 'about', access: 'read' }, input: aboutGetInput }, async (ctx): Promise<AboutResult> => {
  const doc = await ctx.stores.documents.get<OfficeProfile & DocData>('office', OFFICE_PROFILE_ID);
  if (!doc) throw appError('not-found');
  return { profile: doc.data, version: doc.version, updatedAt: doc.updatedAt };
});
