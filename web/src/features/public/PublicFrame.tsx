import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/ui/Logo';

/** Header and footer of the public LGPD pages. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-4">
          <Logo className="size-9" />
          <span className="font-semibold">Barbosa & Moreira Advogados Associados</span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">{children}</main>
      <footer className="border-t border-slate-200 px-4 py-4 text-center text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
        <Link to="/privacidade" className="hover:underline">
          Aviso de privacidade
        </Link>{' '}
        ·{' '}
        <Link to="/remocao" className="hover:underline">
          Pedido de remoção de dados
        </Link>
      </footer>
    </div>
  );
}
