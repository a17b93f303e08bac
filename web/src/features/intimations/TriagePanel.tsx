import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { triageOf, type IntimationRecord, type IntimationTriage, type LawsuitRecord, type Listed } from '@office/domain';
import { formatDate, formatDateTime } from '@office/domain/dates';
import { useDirectory, type Directory } from '../../api/directory';
import { intimationKeys, useReopenIntimation } from '../../api/intimations';
import { useDialog } from '../../components/ui/dialog';
import { Icon } from '../../components/ui/Icon';
import { Button, buttonClass, Card } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { isConflict, messageOf } from '../../lib/error-message';
import { deadlineLink } from './intimation-view';
import { TriageBadge } from './TriageBadge';
import { can } from '@office/domain/policy';
import { recordPath } from '@office/domain/addresses';
import { useSession } from '../../lib/session-context';
import { taskFromIntimation } from '../../components/records/tasks/task-presets';
import { useNewTask } from '../../components/records/tasks/use-new-task';
import { AcknowledgeForm, ForwardForm } from './TriageForms';

const LINK = 'text-brand-700 underline hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200';

/** "por Fulana em 10/03/2026 14:00", as far as it is known (one stored before triage knows neither). */
function byWhom(t: IntimationTriage, directory: Directory): string {
  return `${t.by ? ` por ${directory.labelOf(t.by)}` : ''}${t.at ? ` em ${formatDateTime(t.at)}` : ''}`;
}

/** "Criar tarefa": the work of a prazo lançado handed to someone, linked to the prazo (for who edits the Agenda). */
function TaskFromIntimation({ intimation: i }: { intimation: Listed<IntimationRecord> }) {
  const { me } = useSession();
  const newTask = useNewTask();
  if (!can(me?.scopes, 'agenda', 'write') || !i.lawsuitId || !i.prazoEventId) return null;
  return (
    <div>
      <Button variant="secondary" icon="checklist" onClick={() => void newTask(taskFromIntimation(i))}>
        Criar tarefa do prazo
      </Button>
    </div>
  );
}

/** The state in words: who did what and when, and the reason or note. */
function TriageState({ intimation: i, readsAgenda }: { intimation: Listed<IntimationRecord>; readsAgenda: boolean }) {
  const directory = useDirectory();
  const t = triageOf(i);
  const detail = 'text-sm text-slate-600 dark:text-slate-400';
  switch (t.state) {
    case 'a-tratar':
      return <p className={detail}>{t.by ? `Reaberta${byWhom(t, directory)}.` : 'Ninguém registrou ainda o que foi feito com esta intimação.'}</p>;
    case 'prazo-lancado':
      return (
        <>
          <p className={detail}>
            Prazo lançado na agenda{byWhom(t, directory)}.{' '}
            {readsAgenda && i.prazoEventId && (
              <Link to={recordPath('agenda', i.prazoEventId)} className={LINK}>
                Abrir o prazo
              </Link>
            )}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Para contar outro prazo desta intimação, exclua antes o que está na agenda: ela volta a ficar a tratar.
          </p>
          <TaskFromIntimation intimation={i} />
        </>
      );
    case 'sem-prazo':
      return (
        <>
          <p className={detail}>Marcada sem prazo (ciente){byWhom(t, directory)}.</p>
          {t.reason && <p className="text-sm wrap-anywhere">Motivo: {t.reason}</p>}
        </>
      );
    case 'encaminhada':
      return (
        <>
          <p className={detail}>
            Encaminhada a {t.forwardedTo ? directory.labelOf(t.forwardedTo) : '—'}
            {byWhom(t, directory)}, à espera de quem a recebeu.
          </p>
          {t.reason && <p className="text-sm wrap-anywhere">Observação: {t.reason}</p>}
        </>
      );
  }
}

/**
 * "Tratamento": what was done with the intimação and the ways to record it — "Lançar prazo" (the calculator, whose
 * saved prazo treats it), "Sem prazo (ciente)" with the reason, "Encaminhar" to a colleague, and "Reabrir". After a
 * change the focus moves to the new state, which is also announced.
 */
export function TriagePanel({
  intimation: i,
  lawsuit,
  canWrite,
  readsAgenda,
  settling = false,
}: {
  intimation: Listed<IntimationRecord>;
  lawsuit: Listed<LawsuitRecord> | undefined;
  canWrite: boolean;
  readsAgenda: boolean;
  /** A save of this intimação is under way (its reading on open): the actions wait for its new version. */
  settling?: boolean;
}) {
  const directory = useDirectory();
  const dialog = useDialog();
  const toast = useToast();
  const queryClient = useQueryClient();
  const reopen = useReopenIntimation();
  const status = useRef<HTMLDivElement>(null);
  const state = triageOf(i).state;
  const open = state === 'a-tratar' || state === 'encaminhada';
  const hasActions = (open && (readsAgenda || canWrite)) || (canWrite && state === 'sem-prazo');
  const reload = () => void queryClient.invalidateQueries({ queryKey: intimationKeys.detail(i.id) });
  /** Shows the intimação as saved (the dialog's form saves through the app's cache), says so, and focuses the new state. */
  const changed = (saved: Listed<IntimationRecord>, summary: string) => {
    queryClient.setQueryData(intimationKeys.detail(saved.id), saved);
    toast.show({ severity: 'success', summary });
    requestAnimationFrame(() => status.current?.focus());
  };

  /** A triage dialog: the record saved, or null when a conflict sent the person to the current data. */
  async function openForm(title: string, Form: typeof AcknowledgeForm): Promise<Listed<IntimationRecord> | undefined> {
    const saved = await dialog.open<Listed<IntimationRecord> | null>({
      title,
      content: (close) => <Form intimation={i} onDone={close} onCancel={() => close()} onReload={() => close(null)} />,
    });
    if (saved === null) reload();
    return saved ?? undefined;
  }

  async function acknowledge() {
    const saved = await openForm('Sem prazo (ciente)', AcknowledgeForm);
    if (saved) changed(saved, 'Intimação marcada sem prazo.');
  }

  async function forward() {
    const saved = await openForm('Encaminhar intimação', ForwardForm);
    if (saved) changed(saved, `Intimação encaminhada a ${saved.assignee ? directory.nameOf(saved.assignee) : '—'}.`);
  }

  async function reopenIt() {
    try {
      changed(await reopen.mutateAsync({ id: i.id, expectedVersion: i.version }), 'Intimação reaberta: ela está a tratar.');
    } catch (failure) {
      // Changed meanwhile (a stale version, or reopened by someone else): show it as it is now.
      reload();
      toast.show({
        severity: 'error',
        summary: 'Não foi possível reabrir',
        detail: isConflict(failure) ? 'Outra pessoa alterou a intimação agora há pouco: ela foi recarregada, confira e tente de novo.' : messageOf(failure),
        life: 10000,
      });
    }
  }

  return (
    <Card title="Tratamento" icon="success" className="mb-4">
      <div className="flex flex-col gap-4">
        <div ref={status} tabIndex={-1} role="status" aria-label="Situação da intimação" className="flex flex-col gap-1 rounded-lg focus-visible:outline-2">
          <p>
            <TriageBadge intimation={i} nameOf={directory.nameOf} />
          </p>
          <TriageState intimation={i} readsAgenda={readsAgenda} />
        </div>
        {hasActions && (
          <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
            {open && readsAgenda && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Conte o prazo a partir da disponibilização no DJEN ({formatDate(i.availableOn)}): o prazo salvo na agenda trata a intimação.
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {open && readsAgenda && (
                <Link to={deadlineLink(i, lawsuit)} className={buttonClass('primary')}>
                  <Icon name="clock" className="size-4" />
                  Lançar prazo
                </Link>
              )}
              {open && canWrite && (
                <>
                  <Button variant="secondary" icon="success" disabled={settling} onClick={() => void acknowledge()}>
                    Sem prazo (ciente)
                  </Button>
                  <Button variant="secondary" icon="users" disabled={settling} onClick={() => void forward()}>
                    Encaminhar
                  </Button>
                </>
              )}
              {canWrite && (state === 'sem-prazo' || state === 'encaminhada') && (
                <Button variant="ghost" icon="refresh" disabled={reopen.isPending || settling} onClick={() => void reopenIt()}>
                  Reabrir
                </Button>
              )}
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
