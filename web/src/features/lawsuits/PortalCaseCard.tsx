import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@office/domain/dates';
import type { PortalCaseView, PortalUpdateText, PortalUpdateView } from '@office/domain/portal-cases';
import { portalCaseQueries, useDiscardPortalDraft, useSetPortalCase } from '../../api/portal-cases';
import { useFormDialog } from '../../components/record/record-dialogs';
import { useDialog } from '../../components/ui/dialog';
import { Badge, Button, Card } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { PortalUpdateForm, type PortalUpdateSaved } from './PortalUpdateForm';

/**
 * The lawsuit page's "Portal do cliente": whether the lawsuit's clients follow it on the portal, and the updates
 * the lawyer drafts and publishes for them. Under segredo de justiça it opens only after a reminder.
 */
export function PortalCaseCard({ lawsuitId, canWrite }: { lawsuitId: string; canWrite: boolean }) {
  const card = useQuery(portalCaseQueries.card(lawsuitId));
  const client = useQueryClient();
  const openForm = useFormDialog();
  const dialog = useDialog();
  const toast = useToast();
  const setCase = useSetPortalCase();
  const discard = useDiscardPortalDraft();
  const c = card.data;

  const fail = (summary: string, failure: unknown) => toast.show({ severity: 'error', summary, detail: messageOf(failure), life: 10000 });

  const toggle = async (view: PortalCaseView) => {
    const open = !view.open;
    const confirmed = await dialog.confirm(
      open
        ? {
            title: 'Abrir processo no portal do cliente?',
            message: view.confidential ? (
              <>
                <strong>Este processo está em segredo de justiça.</strong> Os clientes dele são partes e podem ver o próprio processo: só as contas deles no
                portal o verão, com as atualizações que você publicar. O escritório não deve expô-lo a mais ninguém.
              </>
            ) : (
              'Os clientes deste processo com acesso ao portal passam a vê-lo, com as atualizações que você publicar. Andamentos e notas internas não aparecem.'
            ),
            confirmLabel: view.confidential ? 'Entendi, abrir no portal' : 'Abrir no portal',
          }
        : {
            title: 'Fechar processo no portal?',
            message: 'Os clientes deixam de ver este processo e as atualizações dele no portal.',
            confirmLabel: 'Fechar',
            tone: 'danger',
          },
    );
    if (!confirmed) return;
    try {
      await setCase.mutateAsync({ lawsuitId, open, expectedVersion: view.version, confirmSecrecy: open && view.confidential });
      toast.show({ severity: 'success', summary: open ? 'Processo aberto no portal' : 'Processo fechado no portal' });
    } catch (failure) {
      fail(open ? 'Não foi possível abrir no portal' : 'Não foi possível fechar no portal', failure);
    }
  };

  const edit = async (view: PortalCaseView, draft: PortalUpdateView | null) => {
    let text: PortalUpdateText;
    if (draft) text = { happened: draft.happened, next: draft.next, needed: draft.needed };
    else {
      try {
        // A new update starts from the lawsuit as it is now: the draft is read afresh each time.
        text = await client.fetchQuery({ ...portalCaseQueries.suggestion(lawsuitId), staleTime: 0 });
      } catch (failure) {
        fail('Não foi possível preparar a atualização', failure);
        return;
      }
    }
    await openForm<PortalUpdateSaved>({
      title: draft ? 'Editar rascunho' : 'Nova atualização',
      form: (close) => <PortalUpdateForm lawsuitId={lawsuitId} draft={draft} initial={text} recipients={view.emailRecipients} {...close} />,
      done: (saved) => (saved.published ? { summary: 'Atualização publicada', detail: 'O cliente já a vê no portal.' } : { summary: 'Rascunho salvo' }),
    });
  };

  const drop = async (draft: PortalUpdateView) => {
    const confirmed = await dialog.confirm({
      title: 'Descartar rascunho?',
      message: 'O texto deste rascunho será apagado.',
      confirmLabel: 'Descartar',
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await discard.mutateAsync({ id: draft.id, expectedVersion: draft.version });
      toast.show({ severity: 'success', summary: 'Rascunho descartado' });
    } catch (failure) {
      fail('Não foi possível descartar', failure);
    }
  };

  return (
    <Card
      title="Portal do cliente"
      icon="users"
      className="lg:col-span-3"
      action={
        c &&
        canWrite && (
          <span className="flex flex-wrap gap-2">
            {c.open && (
              <Button icon="plus" onClick={() => void edit(c, null)}>
                Nova atualização
              </Button>
            )}
            <Button variant="secondary" disabled={setCase.isPending} onClick={() => void toggle(c)}>
              {c.open ? 'Fechar no portal' : 'Abrir no portal'}
            </Button>
          </span>
        )
      }
    >
      {!c ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{card.isError ? messageOf(card.error) : 'Carregando…'}</p>
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone={c.open ? 'green' : 'slate'}>{c.open ? 'Aberto no portal' : 'Fechado no portal'}</Badge>
            <span className="text-slate-600 dark:text-slate-400">
              {c.accounts === 1 ? '1 conta de cliente ativa' : `${c.accounts} contas de cliente ativas`}, {c.emailRecipients} com avisos por e-mail
            </span>
          </p>
          {c.updates.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-400">Nenhuma atualização ainda.</p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {c.updates.map((u) => (
                <li key={u.id} className="flex flex-col gap-1 py-2">
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge tone={u.status === 'publicada' ? 'blue' : 'amber'}>{u.status === 'publicada' ? 'Publicada' : 'Rascunho'}</Badge>
                    <span className="text-slate-600 dark:text-slate-400">
                      {u.publishedAt ? `Publicada em ${formatDateTime(u.publishedAt)}` : `Criado em ${formatDateTime(u.createdAt)}`}
                    </span>
                    {canWrite && u.status === 'rascunho' && (
                      <span className="ml-auto flex gap-2">
                        <Button variant="secondary" onClick={() => void edit(c, u)}>
                          Editar
                        </Button>
                        <Button variant="secondary" disabled={discard.isPending} onClick={() => void drop(u)}>
                          Descartar
                        </Button>
                      </span>
                    )}
                  </span>
                  <span className="line-clamp-2 whitespace-pre-line wrap-anywhere">{u.happened}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}
