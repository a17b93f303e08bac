/**
 * Lists by client of records that also link a lawsuit (agenda entries, tasks). To a caller who may not see one of
 * the client's lawsuits (segredo de justiça), that lawsuit's records are not the client's: they are left out of the
 * page and of the count, or the list (a page shorter than the rest, a total larger than what pages show) would say
 * that the client has a lawsuit the caller cannot see.
 */
import { COLLECTIONS } from '@office/domain';
import type { Filter, JsonValue, StoredDoc } from '../../store/port';
import type { TypedDocumentStore } from '../../store/typed';
import type { CallableContext } from '../../platform/define-callable';
import { callerSeesLawsuit, viewerOf } from '../../platform/lawsuit-visibility';
import { forEachPage, inGroups } from '../../platform/pages';

/** The lawsuits of `clientId` the caller may not see (none for an administrator, who sees every lawsuit). */
export async function hiddenLawsuitsOfClient(ctx: Pick<CallableContext, 'uid' | 'staff'>, store: TypedDocumentStore, clientId: string): Promise<Set<string>> {
  const hidden = new Set<string>();
  if (viewerOf(ctx).admin) return hidden;
  await forEachPage(store, COLLECTIONS.lawsuits, { where: [{ field: 'clientIds', op: 'array-contains', value: clientId }] }, (docs) => {
    for (const d of docs) if (!callerSeesLawsuit(ctx, d.data)) hidden.add(d.id);
  });
  return hidden;
}

const field = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), data);

const same = (a: unknown, b: JsonValue) => a === b || (a === undefined && b === null);

/** Whether a stored record matches a list's filters, as the stores answer them (for the few records read whole). */
export function matchesFilters(data: unknown, where: readonly Filter[]): boolean {
  return where.every(({ field: path, op, value }) => {
    const v = field(data, path);
    switch (op) {
      case '==':
        return same(v, value);
      case 'in':
        return Array.isArray(value) && value.some((x) => same(v, x));
      case 'array-contains':
        return Array.isArray(v) && v.includes(value);
      case 'array-contains-any':
        return Array.isArray(v) && Array.isArray(value) && value.some((x) => v.includes(x));
      default: {
        if (typeof v !== typeof value || v === null || (typeof v !== 'string' && typeof v !== 'number')) return false;
        const [a, b] = [v, value as string | number];
        return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
      }
    }
  });
}

/**
 * Counts, for any list's filters, the records of the hidden lawsuits it would have matched: they are read once,
 * whole (such lawsuits are few, and so are their entries and tasks), and matched as the stores would.
 */
export async function withheldCounter(
  store: TypedDocumentStore,
  collection: typeof COLLECTIONS.events | typeof COLLECTIONS.tasks,
  hidden: ReadonlySet<string>,
): Promise<(where: readonly Filter[]) => number> {
  const records: unknown[] = [];
  for (const ids of inGroups([...hidden])) {
    await forEachPage(store, collection, { where: [{ field: 'lawsuitId', op: 'in', value: ids }] }, (docs: StoredDoc<unknown>[]) => {
      records.push(...docs.map((d) => d.data));
    });
  }
  return (where) => records.filter((r) => matchesFilters(r, where)).length;
}
