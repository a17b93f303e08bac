import { aboutUpdateInput, OFFICE_PROFILE_ID, type OfficeProfile } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { DocData } from '../../store/port';
import type { AboutResult } from './get';

/** Sobre: edit the office profile; an edit based on an old version is refused as a conflict. */
export const update = defineCallable({ policy: { section: 'about', access: 'write' }, input: aboutUpdateInput }, async (ctx, input): Promise<AboutResult> => {
  const before = await ctx.stores.documents.get<OfficeProfile & DocData>('office', OFFICE_PROFILE_ID);
  if (!before) throw appError('not-found');
  const profile = input.profile as OfficeProfile & DocData;
  await ctx.stores.documents.commit([
    { kind: 'update', collection: 'office', id: OFFICE_PROFILE_ID, expectedVersion: input.expectedVersion, patch: profile },
    auditOp({
      at: new Date().toISOString(),
      actor: ctx.uid,
      section: 'about',
      action: 'about.update',
      entity: 'office',
      entityId: OFFICE_PROFILE_ID,
      changedFields: changedFields(before.data, profile),
    }),
  ]);
  const after = await ctx.stores.documents.get<OfficeProfile & DocData>('office', OFFICE_PROFILE_ID);
  if (!after) throw appError('not-found');
  return { profile: after.data, version: after.version, updatedAt: after.updatedAt };
});
