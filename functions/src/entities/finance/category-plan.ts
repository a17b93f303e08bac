import {
  categoryKey,
  parseCategoryKey,
  CATEGORY_PLAN_ID,
  categoryPlanInput,
  COLLECTIONS,
  DEFAULT_CATEGORY_PLAN,
  planCategories,
  TRANSACTION_TYPES,
  type CategoryPlan,
} from '@office/domain';
import type { TypedReader } from '../../store/typed';

/** The office's plan of accounts as stored (version 0: the default plan, never edited). */
export async function readCategoryPlan(reader: TypedReader): Promise<{ plan: CategoryPlan; version: number }> {
  const doc = await reader.get(COLLECTIONS.settings, CATEGORY_PLAN_ID);
  // Saved only by settings-updateCategoryPlan, which validated it; parsed again so a bad edit by hand fails loudly.
  return doc ? { plan: categoryPlanInput.parse(doc.data.plan), version: doc.version } : { plan: DEFAULT_CATEGORY_PLAN, version: 0 };
}

/** Every category of the plan, inactive ones too, "Grupo › Conta". */
export const allCategories = (plan: CategoryPlan): string[] => TRANSACTION_TYPES.flatMap((t) => planCategories(plan, t, true).map((c) => categoryKey(t, c)));

/** How many lançamentos use each of `keys` ("receita:Grupo › Conta"): one count aggregation each. */
export async function categoryUsage(reader: TypedReader, keys: readonly string[]): Promise<Record<string, number>> {
  const counts = await Promise.all(
    keys.map((key) => {
      const { type, category } = parseCategoryKey(key);
      return reader.count(COLLECTIONS.transactions, [
        { field: 'type', op: '==', value: type },
        { field: 'category', op: '==', value: category },
      ]);
    }),
  );
  return Object.fromEntries(keys.map((k, i) => [k, counts[i] ?? 0]));
}
