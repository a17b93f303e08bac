import { formatDateTime } from '@office/domain/dates';
import { messageQueries } from '../../api/messages';
import { useDialog } from '../../components/ui/dialog';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge, PageHeader } from '../../components/ui/primitives';

/** Mensagens: the person's internal inbox, newest first. */
export function MessagesPage() {
  const dialog = useDialog();
  return (
    <>
      <PageHeader title="Mensagens" description="Recados internos da equipe." />
      <CursorTable
        query={(page) => messageQueries.list(page)}
        caption="Mensagens recebidas"
        empty="Sua caixa de entrada está vazia."
        emptyIcon="mail"
        onRowClick={(m) =>
          void dialog.open({
            title: m.subject,
            content: () => (
              <div className="flex flex-col gap-3">
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  De {m.fromName} · {formatDateTime(m.sentAt)}
                </p>
                <p className="whitespace-pre-line">{m.body}</p>
              </div>
            ),
          })
        }
        columns={[
          { header: 'Assunto', cell: (m) => <span className={m.read ? '' : 'font-semibold'}>{m.subject}</span> },
          { header: 'De', cell: (m) => m.fromName },
          { header: 'Recebida em', cell: (m) => <span className="tabular-nums">{formatDateTime(m.sentAt)}</span> },
          { header: 'Situação', cell: (m) => (m.read ? <Badge>lida</Badge> : <Badge tone="blue">nova</Badge>) },
        ]}
      />
    </>
  );
}
