import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { listPath, pagePath } from '@office/domain/addresses';

const PAGES = [
  [listPath('finance'), 'Lançamentos'],
  [listPath('charges'), 'Cobranças'],
  [pagePath('cashFlow'), 'Fluxo de caixa'],
  [pagePath('statement'), 'Prestação de contas'],
  [pagePath('hours'), 'Horas'],
  [pagePath('profitability'), 'Rentabilidade'],
  [pagePath('accounts'), 'Contas'],
] as const;

/** The pages of Financeiro, atop each of them; a phone scrolls the row rather than the page. */
export function FinanceTabs() {
  const nav = useRef<HTMLElement>(null);
  // The current page's tab in view on a phone (the row, not the page, scrolls: the page keeps its position).
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current) row.scrollLeft += current.getBoundingClientRect().left - row.getBoundingClientRect().left - 16;
  }, []);
  return (
    <nav ref={nav} aria-label="Páginas do financeiro" className="-mx-1 mb-4 overflow-x-auto print:hidden">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1 dark:border-slate-800">
        {PAGES.map(([to, label]) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `-mb-px block border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive
                    ? 'border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
                }`
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
