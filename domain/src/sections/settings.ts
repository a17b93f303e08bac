/** Configurações: removal requests, the plan of accounts and the audit log. */
import { command, none, query, read, slice, updated, write } from './define';
import { auditListInput, type AuditPage } from '../audit';
import { categoryPlanUpdateInput } from '../finance';
import { type Listed, type Page, pageInput } from '../lists';
import { type RemovalDailyUse, removalResolveInput } from '../public';
import { type RemovalRequestRecord } from '../records';
import { z } from '../schema';
import { type CategoryPlanState } from './finance';

export const REMOVAL_STATUSES = ['aberto', 'concluido', 'recusado'] as const;
export const removalListInput = pageInput.extend({ status: z.enum(REMOVAL_STATUSES).nullish() });

export const settingsSlice = slice({
  fieldWords: { section: 'settings', labels: { plan: 'plano de contas' } },
  operations: {
    'settings-removalRequests': query<Page<RemovalRequestRecord> & { today: RemovalDailyUse }>()(read('settings'), removalListInput),
    'settings-resolveRemoval': command<Listed<RemovalRequestRecord>>()(write('settings'), removalResolveInput, 'responder pedido de remoção', {
      'removal.resolve': updated('Respondeu pedido de remoção'),
    }),
    'settings-categoryPlan': query<CategoryPlanState & { usage: Record<string, number> }>()(read('settings'), none),
    'settings-updateCategoryPlan': command<CategoryPlanState & { usage: Record<string, number> }>()(
      write('settings'),
      categoryPlanUpdateInput,
      'alterar o plano de contas',
      { 'settings.categoryPlan': updated('Alterou o plano de contas') },
    ),
    'settings-auditLog': query<AuditPage>()('admin', auditListInput),
  },
});
