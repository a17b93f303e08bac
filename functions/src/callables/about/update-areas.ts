import { COLLECTIONS, PRACTICE_AREAS_ID } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { readAreas, readTeam } from './shared';

/** Sobre: saves the office's areas of practice as a whole, on the version that was edited. */
export default implement('about-updateAreas', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = await readAreas(tx);
    const current = before?.version ?? 0;
    if (current !== input.expectedVersion) throw appError('conflict', { currentVersion: current });
    if (JSON.stringify(before?.data.areas ?? []) === JSON.stringify(input.areas)) return { ops: [], result: null };
    return {
      ops: [
        before
          ? { kind: 'update', collection: COLLECTIONS.settings, id: PRACTICE_AREAS_ID, expectedVersion: before.version, patch: { areas: input.areas } }
          : { kind: 'create', collection: COLLECTIONS.settings, id: PRACTICE_AREAS_ID, data: { areas: input.areas } },
        auditOp(ctx, { section: 'about', action: 'about.updateAreas', entity: COLLECTIONS.settings, entityId: PRACTICE_AREAS_ID, changedFields: ['areas'] }),
      ],
      result: null,
    };
  });
  return readTeam(store);
});
