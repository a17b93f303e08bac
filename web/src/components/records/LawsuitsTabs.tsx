import { NavLink } from 'react-router-dom';
import { listPath } from '@office/domain/addresses';
import { useUnreadIntimations } from '../../api/intimations';

const BASE = '-mb-px flex items-center gap-1.5 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium';
const tabClass = ({ isActive }: { isActive: boolean }) =>
  `${BASE} ${
    isActive
      ? 'border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200'
      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
  }`;

/** Processos and its Intimações (with the office's unread count), atop both pages. */
export function LawsuitsTabs() {
  const unread = useUnreadIntimations();
  return (
    <nav aria-label="Páginas de processos" className="-mx-1 mb-4 overflow-x-auto print:hidden">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1 dark:border-slate-800">
        <li>
          <NavLink to={listPath('lawsuits')} end className={tabClass}>
            Processos
          </NavLink>
        </li>
        <li>
          <NavLink to={listPath('intimations')} end className={tabClass}>
            Intimações
            {unread > 0 && (
              <span className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold tabular-nums text-white dark:bg-brand-600">
                {unread}
                <span className="sr-only"> {unread === 1 ? 'não lida' : 'não lidas'}</span>
              </span>
            )}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
