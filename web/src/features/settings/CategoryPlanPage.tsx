import { useQuery } from '@tanstack/react-query';
import { can } from '@office/domain/policy';
import { useRecordTitle } from '../../lib/page-title';
import { categoryPlanQueries } from '../../api/settings';
import { ManagedListPage } from '../../components/list/ManagedListPage';
import { useSession } from '../../lib/session-context';
import { CategoryPlanForm } from './CategoryPlanForm';

/**
 * Configurações → Plano de contas: the groups and accounts Financeiro classifies lançamentos by. Everyone who
 * reads Configurações sees it; those who edit it change it.
 */
export function CategoryPlanPage() {
  const { me } = useSession();
  const plan = useQuery(categoryPlanQueries.plan());
  useRecordTitle('Plano de contas');
  return (
    <ManagedListPage
      header={{
        title: 'Plano de contas',
        description:
          'Grupos e contas em que o Financeiro classifica os lançamentos. Uma conta desativada deixa de ser oferecida nos lançamentos novos; os que já a usam continuam com ela.',
        backToSettings: true,
      }}
      query={plan}
    >
      {(data) => <CategoryPlanForm current={data} readOnly={!can(me?.scopes, 'settings', 'write')} />}
    </ManagedListPage>
  );
}
