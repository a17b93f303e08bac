import { COLLECTIONS } from '@office/domain';
import type { Filter } from '../../store/port';
import { implement } from '../../platform/define-callable';
import { toListed } from '../../platform/pages';
import { agreementsAsSeen, MAX_AGREEMENTS_LISTED } from './shared';

/** Contratos de honorários: a client's (or the office's) agreements, vigentes first, then by title. */
export default implement('feeAgreements-list', async (ctx, input) => {
  const store = ctx.stores.documents;
  const where: Filter[] = [];
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  if (input.status) where.push({ field: 'status', op: '==', value: input.status });
  const page = await store.list(COLLECTIONS.feeAgreements, { where, limit: MAX_AGREEMENTS_LISTED });
  const asSeen = await agreementsAsSeen(
    ctx,
    store,
    page.docs.map((d) => d.data),
  );
  return page.docs.map((d) => asSeen(toListed(d))).sort((a, b) => b.status.localeCompare(a.status) || a.title.localeCompare(b.title, 'pt-BR'));
});
