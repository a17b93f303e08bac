import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';

/** Sobre: removes a person from the team page (their staff account, if any, is not touched). */
export default implement('about-deleteMember', async (ctx, input) => {
  await ctx.stores.documents.commit([
    { kind: 'delete', collection: COLLECTIONS.team, id: input.id, expectedVersion: input.expectedVersion },
    auditOp(ctx, { section: 'about', action: 'about.deleteMember', entity: COLLECTIONS.team, entityId: input.id, changedFields: [] }),
  ]);
  return { deleted: true as const };
});
