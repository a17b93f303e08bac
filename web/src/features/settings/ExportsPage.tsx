import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listPath } from '@office/domain/addresses';
import { formatDate, formatTime } from '@office/domain/dates';
import { EXPORT_LEASE_MS, EXPORT_LINK_HOURS, EXPORT_STATUS_LABELS, exportTitle, formatBytes, type ExportView } from '@office/domain/exports';
import { downloadExport, exportQueries, runExportInBackground, useStartExport } from '../../api/exports';
import { BackLink } from '../../components/ui/detail';
import { Badge, Button, Card, EmptyState, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { useRecordTitle } from '../../lib/page-title';

const when = (instant: string) => `${formatDate(instant)} às ${formatTime(instant)}`;

const TONES = { 'na-fila': 'slate', gerando: 'blue', pronta: 'green', falhou: 'red' } as const;

/** A queued export nobody started (the tab closed at once) or a run that stopped: the page starts it again, once. */
function stalled(e: ExportView, now: number): boolean {
  if (e.status === 'na-fila') return now - Date.parse(e.requestedAt) > 10_000;
  return e.status === 'gerando' && e.leaseUntil !== null && Date.parse(e.leaseUntil) < now - EXPORT_LEASE_MS / 4;
}

function ExportRow({ item }: { item: ExportView }) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const title = exportTitle(item);
  const download = () => {
    setDownloading(true);
    downloadExport(item)
      .catch((failure: unknown) => toast.show({ severity: 'error', summary: 'Não foi possível baixar', detail: messageOf(failure), life: 10_000 }))
      .finally(() => setDownloading(false));
  };
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {title} <Badge tone={item.expired ? 'amber' : TONES[item.status]}>{item.expired ? 'Link expirado' : EXPORT_STATUS_LABELS[item.status]}</Badge>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Pedida por {item.requestedByName} em {when(item.requestedAt)}
          {item.size !== null && ` · ${formatBytes(item.size)}`}
          {item.expiresAt && ` · ${item.expired ? 'expirou' : 'link válido até'} ${when(item.expiresAt)}`}
        </p>
        {(item.status === 'gerando' || item.status === 'na-fila') && (
          <progress
            className="mt-2 h-2 w-full max-w-md accent-brand-700"
            value={item.done}
            max={Math.max(item.total, 1)}
            aria-label={`Andamento da ${title.toLowerCase()}: ${String(item.done)} de ${String(item.total)} etapas`}
          />
        )}
        {item.status === 'falhou' && item.error && <p className="text-sm text-red-700 dark:text-red-300">{item.error}</p>}
      </div>
      {item.status === 'pronta' && !item.expired && (
        <Button variant="secondary" icon="download" disabled={downloading} onClick={download} aria-label={`Baixar ${title} (${item.fileName})`}>
          {downloading ? 'Baixando…' : 'Baixar'}
        </Button>
      )}
    </li>
  );
}

/**
 * Configurações → Exportações (administrators): the whole office as one ZIP (every section's records as JSON and
 * CSV, the files in their folders, the audit log), written in the background and announced in the notifications;
 * the past exports with their status, size, who asked, when, and until when the link works.
 */
export function ExportsPage() {
  useRecordTitle('Exportações');
  const client = useQueryClient();
  const toast = useToast();
  const exports = useQuery(exportQueries.list());
  const start = useStartExport();
  const restarted = useRef(new Set<string>());
  const items = exports.data?.items;

  useEffect(() => {
    const now = Date.now();
    for (const e of items ?? []) {
      if (!stalled(e, now) || restarted.current.has(e.id)) continue;
      restarted.current.add(e.id);
      runExportInBackground(client, e.id);
    }
  }, [items, client]);

  const exportOffice = () =>
    start.mutate(
      { scope: 'escritorio' },
      {
        onSuccess: () => toast.show({ severity: 'success', summary: 'Exportação iniciada', detail: 'Avisaremos nas notificações quando estiver pronta.' }),
        onError: (failure) => toast.show({ severity: 'error', summary: 'Exportação não iniciada', detail: messageOf(failure) }),
      },
    );

  return (
    <>
      <PageHeader
        title="Exportações"
        description={`Os dados do escritório num arquivo ZIP: registros em JSON e CSV, arquivos nas suas pastas e o log de auditoria. O link para baixar vale por ${String(EXPORT_LINK_HOURS)} horas.`}
        actions={
          <>
            <BackLink to={listPath('settings')}>Configurações</BackLink>
            <Button icon="download" disabled={start.isPending} onClick={exportOffice}>
              Exportar todos os dados
            </Button>
          </>
        }
      />
      <Card title="Exportações recentes" icon="download">
        {exports.isPending ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Carregando…</p>
        ) : exports.isError ? (
          <p className="text-sm text-red-700 dark:text-red-300">{messageOf(exports.error)}</p>
        ) : !items || items.length === 0 ? (
          <EmptyState icon="download" title="Nenhuma exportação ainda">
            Os dados de um único cliente (pedido do titular pela LGPD) se exportam pela página do cliente.
          </EmptyState>
        ) : (
          <ul aria-label="Exportações recentes">
            {items.map((item) => (
              <ExportRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
