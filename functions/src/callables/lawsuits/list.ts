import { COLLECTIONS, LAWSUIT_STATUSES, prefixEnd, searchKey, type LawsuitRecord, type LawsuitStatus, type Page } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import type { Filter, OrderBy } from '../../store/port';

export interface LawsuitPage extends Page<LawsuitRecord> {
  /** Matches of the same search and filters, per status (aggregations). */
  byStatus: Record<LawsuitStatus, number>;
}

/**
 * Processos: one page of lawsuits. A search is a prefix of the CNJ number (with
 * or without punctuation), of the client's name, or of the subject; filters by
 * status, tribunal, responsible lawyer and client; counts per status.
 */
export default implement('lawsuits-list', async (ctx, input) => {
  const where: Filter[] = [];
  if (input.tribunal) where.push({ field: 'tribunal', op: '==', value: input.tribunal });
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  if (input.responsibleLawyerId) where.push({ field: 'responsibleLawyerIds', op: 'array-contains', value: input.responsibleLawyerId });
  const direction = input.sort.endsWith('-desc') ? 'desc' : 'asc';
  let orderBy: OrderBy[] = [{ field: input.sort.startsWith('cliente') ? 'clientNameKey' : 'subjectKey', direction }];
  const term = input.search?.trim();
  if (term) {
    const digits = term.replace(/[\s.-]/g, '');
    const byNumber = input.searchKind === 'numero' || /^\d+$/.test(digits);
    const field = byNumber ? 'cnjDigits' : input.searchKind === 'assunto' ? 'subjectKey' : 'clientNameKey';
    const prefix = byNumber ? digits.replace(/\D/g, '') : searchKey(term);
    where.push({ field, op: '>=', value: prefix }, { field, op: '<', value: prefixEnd(prefix) });
    orderBy = [{ field, direction }];
  }
  const statusFilter: Filter[] = input.status ? [{ field: 'status', op: '==', value: input.status }] : [];
  const [page, counts] = await Promise.all([
    readPage(ctx.stores.documents, COLLECTIONS.lawsuits, { where: [...where, ...statusFilter], orderBy, limit: input.limit, after: input.after }),
    Promise.all(LAWSUIT_STATUSES.map((s) => ctx.stores.documents.count(COLLECTIONS.lawsuits, [...where, { field: 'status', op: '==', value: s }]))),
  ]);
  return { ...page, byStatus: Object.fromEntries(LAWSUIT_STATUSES.map((s, i) => [s, counts[i] ?? 0])) as Record<LawsuitStatus, number> };
});
