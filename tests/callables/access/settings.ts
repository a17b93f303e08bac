/** Configurações: the category plan and the LGPD removal requests; its plain reads' rows are derived. */
import { type CategoryPlanState, COLLECTIONS } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { testStores } from '../../support/store';
import { tokens } from '../../support/access-callers';
import { SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

export default {
  'settings-updateCategoryPlan': {
    section: 'settings',
    // The plan as it is, on its current version: an allowed call saves it again.
    input: async () => {
      const current = await callFn<CategoryPlanState>('settings-categoryPlan', {}, tokens.admin);
      return { expectedVersion: current.result!.version, plan: current.result!.plan };
    },
    expect: SECTION_WRITE,
  },
  'settings-resolveRemoval': {
    section: 'settings',
    input: async () => {
      const id = `REM-MATRIZ-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      const stores = await testStores();
      await stores.documents.create(COLLECTIONS.removalRequests, id, {
        protocol: id,
        name: 'Titular Teste',
        email: 'titular@x.test',
        cpf: null,
        request: 'Remover meus dados.',
        status: 'aberto',
        receivedAt: new Date().toISOString(),
        resolvedAt: null,
        resolvedBy: null,
        resolution: null,
      });
      await stores.documents.close();
      return { id, expectedVersion: 1, status: 'concluido', resolution: 'Dados removidos dos cadastros.' };
    },
    expect: SECTION_WRITE,
  },
} satisfies GroupRows<'settings'>;
