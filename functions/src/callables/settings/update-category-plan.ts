import { CATEGORY_PLAN_ID, COLLECTIONS, parseCategoryKey } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { allCategories, categoryUsage, readCategoryPlan } from '../../entities/finance/category-plan';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/**
 * Configurações: save the plan of accounts whole, on the version the person edited. An account some
 * lançamento uses may be deactivated but not removed or renamed: the lançamentos keep naming it. The counts
 * are read in the transaction, so a lançamento created meanwhile in a removed account makes it start over
 * and refuse.
 */
export default implement('settings-updateCategoryPlan', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const current = await readCategoryPlan(tx);
    if (current.version !== input.expectedVersion) throw appError('conflict', { currentVersion: current.version });
    const kept = new Set(allCategories(input.plan));
    const removed = allCategories(current.plan).filter((c) => !kept.has(c));
    const usage = await categoryUsage(tx, removed);
    const inUse = removed.filter((c) => (usage[c] ?? 0) > 0);
    if (inUse.length)
      throw appError('invalid-input', {
        fields: {
          plan: `Em uso, não podem ser removidas nem renomeadas (desative-as): ${inUse.map((c) => `${parseCategoryKey(c).category} (${usage[c]})`).join('; ')}.`,
        },
      });
    const at = new Date().toISOString();
    const data = { plan: input.plan, updatedBy: ctx.uid };
    return {
      ops: [
        current.version === 0
          ? { kind: 'create', collection: COLLECTIONS.settings, id: CATEGORY_PLAN_ID, data }
          : { kind: 'update', collection: COLLECTIONS.settings, id: CATEGORY_PLAN_ID, expectedVersion: current.version, patch: data },
        auditOp(
          ctx,
          { section: 'settings', action: 'settings.categoryPlan', entity: COLLECTIONS.settings, entityId: CATEGORY_PLAN_ID, changedFields: ['plan'] },
          at,
        ),
      ],
      result: null,
    };
  });
  const { plan, version } = await readCategoryPlan(store);
  return { plan, version, usage: await categoryUsage(store, allCategories(plan)) };
});
