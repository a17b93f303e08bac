import { COLLECTIONS, officeDate } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import type { Filter } from '../../store/port';
import { chargeStatus } from '@office/domain/charges';

/** Financeiro → Cobranças: by due date (latest first), filtered by status and client. */
export default implement('charges-list', async (_ctx, input) => {
  const today = officeDate();
  const where: Filter[] = [];
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  if (input.status === 'aberta' || input.status === 'vencida') {
    where.push({ field: 'settlement', op: '==', value: 'aberta' });
    where.push({ field: 'dueDate', op: input.status === 'aberta' ? '>=' : '<', value: today });
  } else if (input.status) where.push({ field: 'settlement', op: '==', value: input.status });
  const page = await readPage(_ctx.stores.documents, COLLECTIONS.charges, {
    where,
    orderBy: [{ field: 'dueDate', direction: 'desc' }],
    limit: input.limit,
    after: input.after,
  });
  return { ...page, items: page.items.map((c) => ({ ...c, status: chargeStatus(c, today) })) };
});
