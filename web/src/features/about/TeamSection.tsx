import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatOab, TEAM_ROLE_LABELS, type Listed, type TeamMemberRecord } from '@office/domain';
import { aboutQueries, useDeleteMember } from '../../api/about';
import { directoryQueries, useDirectory } from '../../api/directory';
import { invalidate } from '../../api/invalidate';
import { aboutKeys } from '../../api/keys';
import { useFormDialog } from '../../components/record/record-dialogs';
import { useDialog } from '../../components/ui/dialog';
import { LoadError } from '../../components/ui/LoadError';
import { Badge, Button, EmptyState } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { isConflict, isNotFound, messageOf } from '../../lib/error-message';
import { MemberForm } from './MemberForm';
import { MemberPhoto } from './MemberPhoto';

type Member = Listed<TeamMemberRecord>;

export interface MemberActions {
  openForm: (existing?: Member) => Promise<void>;
  remove: (member: Member) => Promise<void>;
}

/** Adding, editing and removing a person of the team: the form in a dialog, removal after a question naming them. */
export function useMemberActions(): MemberActions {
  const dialog = useDialog();
  const toast = useToast();
  const openMemberForm = useFormDialog();
  const client = useQueryClient();
  const deletion = useDeleteMember();

  async function openForm(existing?: Member) {
    await openMemberForm<Member>({
      title: existing ? `Editar ${existing.name}` : 'Adicionar pessoa',
      form: (close) => <MemberForm existing={existing} {...close} />,
      done: (saved) => ({ summary: existing ? 'Dados da pessoa salvos.' : 'Pessoa adicionada à equipe.', detail: saved.name }),
    });
  }

  async function remove(member: Member) {
    const confirmed = await dialog.confirm({
      title: `Excluir ${member.name}?`,
      message: `${member.name} sai da equipe e deixa de aparecer no site do escritório. A conta de acesso, se houver, continua como está.`,
      confirmLabel: 'Excluir',
      cancelLabel: 'Voltar',
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await deletion.mutateAsync({ id: member.id, expectedVersion: member.version });
      toast.show({ severity: 'success', summary: 'Pessoa excluída da equipe.', detail: member.name });
    } catch (failure) {
      const stale = isConflict(failure) || isNotFound(failure);
      toast.show({
        severity: 'error',
        summary: 'Não foi possível excluir',
        detail: stale
          ? `Os dados de ${member.name} mudaram depois que a página foi aberta. A equipe foi atualizada: confira e, se for o caso, exclua de novo.`
          : messageOf(failure),
        life: 10000,
      });
      // The list on screen is out of date: show what the server has now.
      if (stale) await invalidate(client, aboutKeys.team());
    }
  }

  return { openForm, remove };
}

/** Sobre → Equipe: a card per person, in the page's order (partners, lawyers, interns). */
export function TeamSection({ canEdit, actions }: { canEdit: boolean; actions: MemberActions }) {
  const query = useQuery(aboutQueries.team());
  const directory = useDirectory();
  const directoryLoaded = useQuery(directoryQueries.list()).isSuccess;
  if (query.isPending) return <Spinner />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { members } = query.data;
  if (members.length === 0) {
    return (
      <EmptyState icon="users" title="Ninguém na equipe ainda.">
        {canEdit ? 'Use “Adicionar pessoa” para incluir os sócios, advogados e estagiários do escritório.' : undefined}
      </EmptyState>
    );
  }
  const accountName = (staffId: string) => (directory.entries.some((e) => e.uid === staffId) ? directory.labelOf(staffId) : 'conta desativada');
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Equipe do escritório">
      {members.map((m) => (
        <li
          key={m.id}
          className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          aria-labelledby={`membro-${m.id}`}
        >
          <div className="flex items-start gap-4">
            <MemberPhoto name={m.name} photoPath={m.photoPath} className="size-16 text-lg" />
            <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <div className="min-w-0">
                <h2 id={`membro-${m.id}`} className="font-semibold text-slate-900 dark:text-slate-100">
                  {m.name}
                </h2>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {TEAM_ROLE_LABELS[m.role]}
                  {m.title && ` · ${m.title}`}
                </p>
              </div>
              {!m.published && <Badge tone="amber">Não aparece no site</Badge>}
            </div>
          </div>
          {m.oab.length > 0 ? (
            <ul className="text-sm tabular-nums text-slate-800 dark:text-slate-200" aria-label={`Inscrições de ${m.name} na OAB`}>
              {m.oab.map((i) => (
                <li key={`${i.uf}-${i.number}`}>{formatOab(i)}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500 dark:text-slate-400">Sem inscrição na OAB informada.</p>
          )}
          {m.areas.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={`Áreas de atuação de ${m.name}`}>
              {m.areas.map((a) => (
                <li key={a}>
                  <Badge tone="blue">{a}</Badge>
                </li>
              ))}
            </ul>
          )}
          {m.bio && <p className="line-clamp-3 whitespace-pre-line text-sm text-slate-600 dark:text-slate-400">{m.bio}</p>}
          {m.staffId && directoryLoaded && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Conta de acesso: <span className="font-medium text-slate-700 dark:text-slate-300">{accountName(m.staffId)}</span>
            </p>
          )}
          {canEdit && (
            <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
              <Button variant="secondary" icon="edit" onClick={() => void actions.openForm(m)} aria-label={`Editar ${m.name}`}>
                Editar
              </Button>
              <Button variant="secondary" icon="trash" onClick={() => void actions.remove(m)} aria-label={`Excluir ${m.name}`}>
                Excluir
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
