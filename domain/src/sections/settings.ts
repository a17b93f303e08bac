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
    'settings-removalRequests': query<Page<RemovalRequestRecord> & { today: RemovalDailyUse }>()({ policy: read('settings'), input: removalListInput }),
    'settings-resolveRemoval': command<Listed<RemovalRequestRecord>>()({
      policy: write('settings'),
      input: removalResolveInput,
      attempt: 'responder pedido de remoção',
      actions: { 'removal.resolve': updated('Respondeu pedido de remoção') },
    }),
    'settings-categoryPlan': query<CategoryPlanState & { usage: Record<string, number> }>()({ policy: read('settings'), input: none }),
    'settings-updateCategoryPlan': command<CategoryPlanState & { usage: Record<string, number> }>()({
      policy: write('settings'),
      input: categoryPlanUpdateInput,
      attempt: 'alterar o plano de contas',
      actions: { 'settings.categoryPlan': updated('Alterou o plano de contas') },
    }),
    'settings-auditLog': query<AuditPage>()({ policy: 'admin', input: auditListInput }),
  },
});
