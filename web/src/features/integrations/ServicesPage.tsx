import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@office/domain/dates';
import { integrationQueries } from '../../api/integrations';
import { Badge, Card, EmptyState, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';

const STATUS = { conectado: ['green', 'Conectado'], desconectado: ['slate', 'Desconectado'], erro: ['red', 'Com erro'] } as const;

/** Integrações: the services connected to the office's system and their health. */
export function ServicesPage() {
  const query = useQuery(integrationQueries.list({ limit: 50, after: null }));
  return (
    <>
      <PageHeader title="Integrações" description="Serviços conectados: tribunais, diários oficiais, agenda e mensagens." />
      {query.isPending && <Spinner />}
      {query.isError && <p role="alert">{query.error.message}</p>}
      {query.data && query.data.total === 0 && <EmptyState icon="plug" title="Nenhuma integração configurada." />}
      <div className="grid gap-5 md:grid-cols-2">
        {query.data?.items.map((i) => (
          <Card key={i.id} title={i.name} icon="plug" action={<Badge tone={STATUS[i.status][0]}>{STATUS[i.status][1]}</Badge>}>
            <p className="text-sm text-slate-700 dark:text-slate-300">{i.description}</p>
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
              {i.provider} · última sincronização: {i.lastSyncAt ? formatDateTime(i.lastSyncAt) : 'nunca'}
            </p>
            {i.lastError && (
              <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
                {i.lastError}
              </p>
            )}
          </Card>
        ))}
      </div>
    </>
  );
}
