import { useQuery } from '@tanstack/react-query';
import { can } from '@office/domain/policy';
import { useRecordTitle } from '../../lib/page-title';
import { categoryPlanQueries } from '../../api/settings';
import { BackLink } from '../../components/ui/detail';
import { PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useSession } from '../../lib/session-context';
import { CategoryPlanForm } from './CategoryPlanForm';
import { messageOf } from '../../lib/error-message';

/**
 * Configurações → Plano de contas: the groups and accounts Financeiro classifies lançamentos by. Everyone who
 * reads Configurações sees it; those who edit it change it.
 */
export function CategoryPlanPage() {
  const { me } = useSession();
  const plan = useQuery(categoryPlanQueries.plan());
  useRecordTitle('Plano de contas');
  return (
    <>
      <PageHeader
        title="Plano de contas"
        description="Grupos e contas em que o Financeiro classifica os lançamentos. Uma conta desativada deixa de ser oferecida nos lançamentos novos; os que já a usam continuam com ela."
        actions={<BackLink to="/settings">Configurações</BackLink>}
      />
      {plan.isPending ? (
        <Spinner />
      ) : plan.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {messageOf(plan.error)}
        </p>
      ) : (
        <CategoryPlanForm current={plan.data} readOnly={!can(me?.scopes, 'settings', 'write')} />
      )}
    </>
  );
}
