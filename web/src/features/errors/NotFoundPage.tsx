import { Link, useLocation } from 'react-router-dom';

/** The spec's 404 ("Page Not Found", in pt-BR), showing the full path that matched nothing. */
export function NotFoundPage() {
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <div className="max-w-md text-center">
        <p className="text-5xl font-bold text-brand-700 dark:text-brand-300">404</p>
        <h1 className="mt-2 text-xl font-semibold">Página não encontrada</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          A página <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm dark:bg-slate-800">{fullPath}</code> não existe ou foi movida.
        </p>
        <Link to="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 text-white hover:bg-brand-800">
          Voltar ao início
        </Link>
      </div>
    </main>
  );
}
