import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { listPath, pagePath } from '@office/domain/addresses';
import { taskQueries } from '../../api/tasks';
import { LoadError } from '../../components/ui/LoadError';
import { EmptyState, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useRecordTitle } from '../../lib/page-title';
import { groupWork, workKey, WORK_GROUPS } from '../../components/records/tasks/work-view';
import { WorkLine } from '../../components/records/tasks/WorkLine';

/** `/my-work`: my tasks, what waits for my review and my prazos, most urgent first, under "Atrasados", "Hoje"… */
export function MyWorkPage() {
  useRecordTitle('Meu trabalho');
  const query = useQuery(taskQueries.myWork());
  return (
    <>
      <PageHeader
        title="Meu trabalho"
        description="Suas tarefas, o que espera sua revisão e seus prazos, do mais urgente ao menos urgente."
        actions={
          <span className="flex gap-4 self-center text-sm">
            <Link to={pagePath('timesheet')} className="text-brand-700 hover:underline dark:text-brand-300">
              Minhas horas
            </Link>
            <Link to={listPath('tasks')} className="text-brand-700 hover:underline dark:text-brand-300">
              Todas as tarefas
            </Link>
          </span>
        }
      />
      {query.isPending && <Spinner />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data?.length === 0 && <EmptyState icon="success" title="Nada pendente para você agora." />}
      {query.data && query.data.length > 0 && (
        <div className="flex flex-col gap-5">
          {groupWork(query.data).map(({ group, items }) => (
            <section
              key={group}
              aria-labelledby={`work-${WORK_GROUPS.indexOf(group)}`}
              className="min-w-0 rounded-2xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2
                id={`work-${WORK_GROUPS.indexOf(group)}`}
                className={`text-sm font-semibold uppercase tracking-wide ${group === 'Atrasados' ? 'text-red-700 dark:text-red-300' : ''}`}
              >
                {`${group} (${items.length})`}
              </h2>
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {items.map((item) => (
                  <WorkLine key={workKey(item)} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
