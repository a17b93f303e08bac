import { COLLECTIONS, OFFICE_PROFILE_ID } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** Sobre: edit the office profile; an edit based on an old version is refused as a conflict. */
export default implement('about-update', async (ctx, input) => {
  const before = await ctx.stores.documents.get(COLLECTIONS.office, OFFICE_PROFILE_ID);
  if (!before) throw appError('not-found');
  const profile = input.profile;
  await ctx.stores.documents.commit([
    { kind: 'update', collection: COLLECTIONS.office, id: OFFICE_PROFILE_ID, expectedVersion: input.expectedVersion, patch: profile },
    auditOp(ctx, {
      section: 'about',
      action: 'about.update',
      entity: COLLECTIONS.office,
      entityId: OFFICE_PROFILE_ID,
      changedFields: changedFields(before.data, profile),
    }),
  ]);
  const after = await ctx.stores.documents.get(COLLECTIONS.office, OFFICE_PROFILE_ID);
  if (!after) throw appError('not-found');
  return { profile: after.data, version: after.version, updatedAt: after.updatedAt };
});
