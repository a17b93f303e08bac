import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { portalQueries } from '../../api/portal';
import { Logo } from '../../components/ui/Logo';
import { Spinner } from '../../components/ui/Spinner';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { PortalDocumentsSection } from './PortalDocumentsSection';
import { PortalMoneySection } from './PortalMoneySection';
import { PortalMessagesSection } from './PortalMessagesSection';
import { PortalCasesSection } from './PortalCasesSection';
import { PortalCorrectionRequests } from './PortalCorrectionRequests';

/** Where each part of the page is: on a phone the page is long, and a client comes for one thing at a time. */
const PARTS = [
  ['processos', 'Processos'],
  ['mensagens', 'Mensagens'],
  ['documentos', 'Documentos'],
  ['conta', 'Sua conta'],
  ['dados', 'Seus dados'],
] as const;

function PortalNav() {
  return (
    <nav aria-label="Partes do portal" className="-mt-2">
      <ul className="flex flex-wrap gap-2">
        {PARTS.map(([id, label]) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /portal: where a client account lands. Their cases and the updates the lawyer published, the messages of each
 * case, the documents shared and asked for, their account, and what the office holds about them (LGPD art. 18, II)
 * with how to have it corrected; staff accounts never come here, client accounts never reach the staff pages.
 */
export function PortalPage() {
  const { me, signOut } = useSession();
  const portal = useQuery({ ...portalQueries.me(), enabled: !!me?.portal });
  if (me && !me.portal) return <Navigate to="/" replace />;
  return (
    <main className="min-h-dvh bg-slate-100 px-4 py-8 dark:bg-slate-950">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <Logo className="size-10" />
            <div>
              <h1 className="text-xl font-semibold">Portal do cliente</h1>
              {portal.data && <p className="text-sm text-slate-600 dark:text-slate-400">Olá, {portal.data.name}.</p>}
            </div>
          </div>
          <button
            type="button"
            onClick={() => void signOut()}
            className="rounded-lg border border-slate-300 px-4 py-2 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            Sair
          </button>
        </header>
        {portal.isPending && <Spinner label="Carregando seus dados…" />}
        {portal.isError && (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
            {messageOf(portal.error)}
          </p>
        )}
        {portal.data && (
          <>
            <PortalNav />
            <div id="processos" className="scroll-mt-4">
              <PortalCasesSection />
            </div>
            <div id="mensagens" className="scroll-mt-4">
              <PortalMessagesSection />
            </div>
            <div id="documentos" className="scroll-mt-4">
              <PortalDocumentsSection />
            </div>
            <div id="conta" className="scroll-mt-4">
              <PortalMoneySection many={portal.data.clients.length > 1} />
            </div>
          </>
        )}
        <div id="dados" className="flex scroll-mt-4 flex-col gap-6">
          {portal.data?.clients.map((client) => (
            <section key={client.id} aria-labelledby={`dados-${client.id}`} className="rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
              <h2 id={`dados-${client.id}`} className="text-lg font-semibold">
                Seus dados no escritório
              </h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                É assim que o escritório qualifica {portal.data.clients.length > 1 ? client.name : 'você'} nas petições e nos contratos.
              </p>
              <dl className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
                {client.qualification.map((item) => (
                  <div key={item.label} className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
                    <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{item.label}</dt>
                    <dd className="wrap-anywhere sm:col-span-2">{item.value}</dd>
                  </div>
                ))}
              </dl>
              <PortalCorrectionRequests clientId={client.id} labels={client.qualification.map((item) => item.label)} />
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
