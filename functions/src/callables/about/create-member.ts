import { COLLECTIONS } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { checkAgainstTeam, savedMember } from './shared';

/** Sobre: adds a person to the team; an OAB inscription or staff account already on another member is refused. */
export default implement('about-createMember', async (ctx, input) => {
  const store = ctx.stores.documents;
  const id = newId('eqp');
  await store.transact(async (tx) => {
    await checkAgainstTeam(tx, input.member, null);
    return {
      ops: [
        { kind: 'create', collection: COLLECTIONS.team, id, data: { ...input.member, photoPath: null, createdBy: ctx.uid, updatedBy: ctx.uid } },
        auditOp(ctx, {
          section: 'about',
          action: 'about.createMember',
          entity: COLLECTIONS.team,
          entityId: id,
          changedFields: changedFields(null, input.member),
        }),
      ],
      result: null,
    };
  });
  return savedMember(store, id);
});
