import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pagePath } from '@office/domain/addresses';
import { taskQueries } from '../../../api/tasks';
import { Card } from '../../ui/primitives';
import { Spinner } from '../../ui/Spinner';
import { workKey } from './work-view';
import { WorkLine } from './WorkLine';

/** The home page's "Meu trabalho": the five most urgent of my tasks, reviews and prazos. */
export function MyWorkCard() {
  const query = useQuery(taskQueries.myWork(5));
  return (
    <Card
      title="Meu trabalho"
      icon="clipboard"
      action={
        <Link to={pagePath('myWork')} className="text-sm text-brand-700 hover:underline dark:text-brand-300">
          Ver meu trabalho
        </Link>
      }
    >
      {query.isPending && <Spinner />}
      {query.isError && <p className="text-sm text-red-700 dark:text-red-300">Não foi possível carregar seu trabalho.</p>}
      {query.data?.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">Nada pendente para você agora.</p>}
      {query.data && query.data.length > 0 && (
        <ul aria-label="Meu trabalho mais urgente" className="divide-y divide-slate-100 dark:divide-slate-800">
          {query.data.map((item) => (
            <WorkLine key={workKey(item)} item={item} />
          ))}
        </ul>
      )}
    </Card>
  );
}
