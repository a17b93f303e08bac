import { Link } from 'react-router-dom';
import { Button } from './ui/primitives';

/**
 * The spec's status titles ("Page Not Found", "Internal Server Error"), as pt-BR users read them; the
 * status codes stay the spec's.
 */
const TITLES: Record<number, string> = {
  403: 'Acesso não autorizado',
  404: 'Página não encontrada',
  503: 'Serviço indisponível',
};

/** The title of a status: its own, or its class's (4xx: the request, 5xx: the server). */
export function statusTitle(statusCode: number): string {
  return TITLES[statusCode] ?? (statusCode < 500 ? 'Não foi possível atender ao pedido' : 'Erro interno do servidor');
}

export interface ErrorViewProps {
  /** Defaults to 500. */
  statusCode?: number;
  /** Defaults to the status's pt-BR title ("Página não encontrada" for 404, "Erro interno do servidor" for 500). */
  statusMessage?: string;
  description?: string;
  action?: { label: string; onClick: () => void };
}

/** The spec's generic error page: status code, status message and description. */
export function ErrorView({ statusCode = 500, statusMessage, description, action }: ErrorViewProps) {
  const notFound = statusCode === 404;
  const title = statusMessage ?? statusTitle(statusCode);
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <div className="max-w-md text-center">
        <p className="text-5xl font-bold text-brand-700 dark:text-brand-300">{statusCode}</p>
        <h1 className="mt-2 text-xl font-semibold">{title}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {description ?? (notFound ? 'A página procurada não existe ou foi movida.' : 'Algo deu errado do nosso lado. Tente novamente em instantes.')}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          {action && <Button onClick={action.onClick}>{action.label}</Button>}
          <Link
            to="/"
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            Voltar ao início
          </Link>
        </div>
      </div>
    </main>
  );
}
