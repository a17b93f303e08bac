import { COLLECTIONS } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { checkAgainstTeam, savedMember } from './shared';

/** Sobre: edits a member on the version that was edited (a stale edit is a conflict). */
export default implement('about-updateMember', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.team, input.id);
    if (!before) throw appError('not-found');
    await checkAgainstTeam(tx, input.member, input.id);
    const changed = changedFields(before.data, { ...before.data, ...input.member });
    if (changed.length === 0) return { ops: [], result: null };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.team, id: input.id, expectedVersion: input.expectedVersion, patch: { ...input.member, updatedBy: ctx.uid } },
        auditOp(ctx, { section: 'about', action: 'about.updateMember', entity: COLLECTIONS.team, entityId: input.id, changedFields: changed }),
      ],
      result: null,
    };
  });
  return savedMember(store, input.id);
});
