import { clientListInput, prefixEnd, searchTarget, type ClientRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import type { Filter, OrderBy } from '../../store/port';
import { CLIENTS } from './shared';

/**
 * Clientes: one page of clients. A search is a prefix on the name (accent- and
 * case-insensitive) or on the CPF/CNPJ; filters by status, tag and responsible
 * lawyer; the total is a count of the matches, not a read of them.
 */
export const list = defineCallable({ policy: { section: 'clients', access: 'read' }, input: clientListInput }, async (ctx, input) => {
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
  return readPage<ClientRecord>(ctx.stores.documents, CLIENTS, { where, orderBy, limit: input.limit, after: input.after });
});
