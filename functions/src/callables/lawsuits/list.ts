import { pageInput, z, type LawsuitRecord } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import type { Filter } from '../../store/port';

const input = pageInput.extend({
  clientId: z.string().max(128).nullish(),
  status: z.enum(['ativo', 'suspenso', 'arquivado', 'encerrado']).nullish(),
});

/** Processos: lawsuits by subject, a page at a time; optionally one client's or one status. */
export const list = defineCallable({ policy: { section: 'lawsuits', access: 'read' }, input }, async (ctx, input) => {
  const where: Filter[] = [];
  if (input.clientId) where.push({ field: 'clientId', op: '==', value: input.clientId });
  if (input.status) where.push({ field: 'status', op: '==', value: input.status });
  return readPage<LawsuitRecord>(ctx.stores.documents, 'lawsuits', { where, orderBy: [{ field: 'subjectKey' }], limit: input.limit, after: input.after });
});
