import { clientListInput, prefixEnd, searchTarget, type ClientRecord, type z } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import type { Filter, OrderBy } from '../../store/port';
import { CLIENTS } from './shared';

type ClientFilters = Omit<z.output<typeof clientListInput>, 'limit' | 'after'>;

/**
 * The query behind the list and the CSV export. A search is a prefix on the
 * name (accent- and case-insensitive) or on the CPF/CNPJ; filters by status,
 * tag and responsible lawyer.
 */
export function clientQuery(input: ClientFilters): { where: Filter[]; orderBy: OrderBy[] } {
  const where: Filter[] = [];
  if (input.status) where.push({ field: 'status', op: '==', value: input.status });
  if (input.responsibleLawyerId) where.push({ field: 'responsibleLawyerId', op: '==', value: input.responsibleLawyerId });
  if (input.tag) where.push({ field: 'tags', op: 'array-contains', value: input.tag });
  const direction = input.sort === 'name-desc' ? 'desc' : 'asc';
  let orderBy: OrderBy[] = [{ field: 'nameKey', direction }];
  const term = input.search?.trim();
  if (term) {
    const { field, prefix } = searchTarget(term);
    where.push({ field, op: '>=', value: prefix }, { field, op: '<', value: prefixEnd(prefix) });
    // A range filter orders by its own field first (Firestore's rule, kept by both stores).
    orderBy = [{ field, direction }];
  }
  return { where, orderBy };
}

/** Clientes: one page of clients, with the total of matches (a count, not a read of them). */
export const list = defineCallable({ policy: { section: 'clients', access: 'read' }, input: clientListInput }, async (ctx, input) =>
  readPage<ClientRecord>(ctx.stores.documents, CLIENTS, { ...clientQuery(input), limit: input.limit, after: input.after }),
);
