import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDate, formatDateTime } from '@office/domain/dates';
import { can } from '@office/domain/policy';
import { stepProgress, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, type TaskDetail, type TaskItem, type TaskStatus } from '@office/domain/tasks';
import { listPath, recordPath } from '@office/domain/addresses';
import { taskQueries, useCommentTask, useDeleteTask, useMoveTask, useSetTaskStep } from '../../api/tasks';
import { useDirectory } from '../../api/directory';
import { RecordPage } from '../../components/record/RecordPage';
import { AttachedFiles } from '../../components/files/AttachedFiles';
import { NamedLawsuit } from '../../components/records/RecordLinks';
import { useConfirmDelete, useFormDialog } from '../../components/record/record-dialogs';
import { BackLink, DetailItem } from '../../components/ui/detail';
import { Markdown } from '../../components/ui/Markdown';
import { Badge, Button, Card, PageHeader } from '../../components/ui/primitives';
import { TimeButtons } from '../../components/timesheet/TimeButtons';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { TaskForm } from '../../components/records/tasks/TaskForm';
import { dueWords, PRIORITY_TONES } from '../../components/records/tasks/task-words';
import { movesFor } from './task-moves';

function Steps({ task, canWork }: { task: TaskItem; canWork: boolean }) {
  const setStep = useSetTaskStep();
  const toast = useToast();
  const { nameOf } = useDirectory();
  // A click shows at once; the server's answer (or its refusal) then sets what the task holds.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const shown = task.steps.map((s) => ({ ...s, done: pending[s.id] ?? s.done }));
  const progress = stepProgress(shown);

  function check(stepId: string, done: boolean) {
    setPending((p) => ({ ...p, [stepId]: done }));
    setStep
      .mutateAsync({ id: task.id, stepId, done })
      .catch((failure: unknown) => toast.show({ severity: 'error', summary: 'Não foi possível marcar o passo', detail: messageOf(failure) }))
      .finally(() => setPending((p) => Object.fromEntries(Object.entries(p).filter(([id]) => id !== stepId))));
  }
  if (task.steps.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Sem passos. Use Editar para dividir a tarefa em passos.</p>;
  return (
    <>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{`${progress.done} de ${progress.total} feitos`}</p>
      <ul aria-label="Passos da tarefa" className="flex flex-col gap-2">
        {shown.map((s) => (
          <li key={s.id} className="flex items-start gap-2 text-sm">
            <input
              id={`step-${s.id}`}
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              checked={s.done}
              disabled={!canWork}
              onChange={(e) => check(s.id, e.target.checked)}
            />
            <label htmlFor={`step-${s.id}`} className="min-w-0 break-words">
              <span className={s.done ? 'text-slate-600 line-through dark:text-slate-400' : ''}>{s.text}</span>
              {s.done && s.doneBy && s.doneAt && (
                <span className="block text-xs text-slate-600 dark:text-slate-400">{`Feito por ${nameOf(s.doneBy)} em ${formatDateTime(s.doneAt)}`}</span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}

function Comments({ task, canWork }: { task: TaskItem; canWork: boolean }) {
  const query = useQuery(taskQueries.comments(task.id));
  const comment = useCommentTask();
  const directory = useDirectory();
  const toast = useToast();
  const [body, setBody] = useState('');
  const [mentions, setMentions] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const people = directory.agendaPeople();

  async function send() {
    setError(null);
    try {
      await comment.mutateAsync({ taskId: task.id, body, mentionIds: mentions });
      setBody('');
      setMentions([]);
      toast.show({ severity: 'success', summary: 'Comentário publicado' });
    } catch (failure) {
      setError(messageOf(failure, 'body', 'mentionIds'));
    }
  }

  return (
    <>
      {query.isPending && <Spinner />}
      {query.data && query.data.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum comentário ainda.</p>}
      {query.data && query.data.length > 0 && (
        <ol aria-label="Comentários" className="mb-4 flex flex-col gap-3">
          {query.data.map((c) => (
            <li key={c.id} className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <span className="font-medium text-slate-800 dark:text-slate-200">{directory.nameOf(c.authorId)}</span> · {formatDateTime(c.at)}
                {c.mentionIds.length > 0 && ` · para ${c.mentionIds.map(directory.nameOf).join(', ')}`}
              </p>
              <Markdown source={c.body} className="mt-1 break-words text-sm" />
            </li>
          ))}
        </ol>
      )}
      {canWork && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
          className="flex flex-col gap-2"
        >
          <label htmlFor="task-comment" className="text-sm font-medium">
            Comentário
          </label>
          <textarea
            id="task-comment"
            rows={3}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'task-comment-error' : undefined}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800"
          />
          <fieldset>
            <legend className="text-sm font-medium">Mencionar (recebem uma notificação)</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {people.map((p) => (
                <label key={p.uid} className="flex min-w-0 max-w-full items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 shrink-0"
                    checked={mentions.includes(p.uid)}
                    onChange={(e) => setMentions((m) => (e.target.checked ? [...m, p.uid] : m.filter((u) => u !== p.uid)))}
                  />
                  <span className="min-w-0 wrap-anywhere">{directory.labelOf(p.uid)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {error && (
            <p id="task-comment-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={comment.isPending}>
              Comentar
            </Button>
          </div>
        </form>
      )}
    </>
  );
}

function Task({ detail }: { detail: TaskDetail }) {
  const { task: t, prazo } = detail;
  const { me } = useSession();
  const directory = useDirectory();
  const toast = useToast();
  const openForm = useFormDialog();
  const move = useMoveTask();
  const confirmDelete = useConfirmDelete(useDeleteTask(), listPath('tasks'));
  const canWrite = can(me?.scopes, 'agenda', 'write');
  const canWork = canWrite || (me ? t.people.includes(me.uid) : false);
  const due = dueWords(t);

  async function moveTo(status: TaskStatus) {
    try {
      await move.mutateAsync({ id: t.id, expectedVersion: t.version, status });
      toast.show({ severity: 'success', summary: `Tarefa: ${TASK_STATUS_LABELS[status]}` });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'A tarefa não mudou de situação', detail: messageOf(failure), life: 10000 });
    }
  }

  const edit = () =>
    openForm<TaskItem>({ title: 'Editar tarefa', form: (close) => <TaskForm existing={t} {...close} />, done: { summary: 'Tarefa atualizada' } });
  const remove = () =>
    confirmDelete(
      { id: t.id, expectedVersion: t.version },
      {
        title: 'Excluir tarefa?',
        message: `Use só para uma tarefa criada por engano: “${t.title}” e seus comentários saem do escritório (o registro fica na auditoria). O que não vai ser feito deve ser cancelado.`,
        cancelLabel: 'Voltar',
        done: { summary: 'Tarefa excluída' },
      },
    );

  return (
    <>
      <PageHeader
        title={t.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={t.open ? 'blue' : t.status === 'concluida' ? 'green' : 'slate'}>{TASK_STATUS_LABELS[t.status]}</Badge>
            <Badge tone={PRIORITY_TONES[t.priority]}>{`Prioridade ${TASK_PRIORITY_LABELS[t.priority].toLowerCase()}`}</Badge>
            {t.completedLate && <Badge tone="amber">Concluída com atraso</Badge>}
          </span>
        }
        actions={
          <>
            <BackLink to={listPath('tasks')}>Tarefas</BackLink>
            {canWork &&
              movesFor(t, me).map((m, i) => (
                <Button key={m.to} variant={i === 0 ? 'primary' : 'secondary'} disabled={move.isPending} onClick={() => void moveTo(m.to)}>
                  {m.label}
                </Button>
              ))}
            <TimeButtons preset={{ taskId: t.id, taskTitle: t.title, lawsuitId: t.lawsuitId, clientId: t.clientId }} />
            {canWrite && (
              <>
                <Button variant="secondary" icon="edit" onClick={() => void edit()}>
                  Editar
                </Button>
                <Button variant="danger" icon="trash" onClick={() => void remove()}>
                  Excluir
                </Button>
              </>
            )}
          </>
        }
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <Card title="Descrição" icon="info">
            {t.description.trim() ? (
              <Markdown source={t.description} className="break-words" />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">Sem descrição.</p>
            )}
          </Card>
          <Card title="Passos" icon="checklist">
            <Steps task={t} canWork={canWork} />
          </Card>
          <Card title="Comentários" icon="mail">
            <Comments task={t} canWork={canWork} />
          </Card>
          <AttachedFiles folder={`tasks/${t.id}`} canWrite={canWrite} canAttach={canWrite || (!!me && t.people.includes(me.uid))} />
        </div>
        <div className="min-w-0">
          <Card title="Dados" icon="clipboard">
            <dl className="grid gap-3 text-sm">
              <DetailItem label="Responsável">{directory.nameOf(t.assigneeId)}</DetailItem>
              <DetailItem label="Quem revisa">{t.reviewerIds.length > 0 ? t.reviewerIds.map(directory.nameOf).join(', ') : 'Ninguém (sem revisão)'}</DetailItem>
              <DetailItem label="Entrega">
                <span className={due.late ? 'font-semibold text-red-700 dark:text-red-300' : ''}>{due.text}</span>
              </DetailItem>
              {prazo && (
                <DetailItem label="Prazo vinculado">
                  <Link to={recordPath('agenda', prazo.id)} className="break-words text-brand-700 underline dark:text-brand-300">
                    {prazo.title}
                  </Link>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{`Interno ${formatDate(prazo.internalDate)} · fatal ${formatDate(prazo.fatalDate)}`}</span>
                </DetailItem>
              )}
              {detail.workflow && (
                <DetailItem label="Fluxo de trabalho">
                  {detail.workflow.templateName}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{`Fase: ${detail.workflow.phase}`}</span>
                </DetailItem>
              )}
              {t.lawsuitId && (
                <DetailItem label="Processo">
                  <NamedLawsuit id={t.lawsuitId} label={t.lawsuitLabel} />
                </DetailItem>
              )}
              {t.clientId && (
                <DetailItem label="Cliente">
                  {t.clientName ? (
                    <Link to={recordPath('clients', t.clientId)} className="break-words text-brand-700 underline dark:text-brand-300">
                      {t.clientName}
                    </Link>
                  ) : (
                    'Cliente vinculado'
                  )}
                </DetailItem>
              )}
              <DetailItem label="Situação">{`${TASK_STATUS_LABELS[t.status]} desde ${formatDateTime(t.statusAt)}, por ${directory.nameOf(t.statusBy)}`}</DetailItem>
              <DetailItem label="Criada por">{`${directory.nameOf(t.createdBy)} em ${formatDateTime(t.createdAt)}`}</DetailItem>
            </dl>
          </Card>
        </div>
      </div>
    </>
  );
}

/** `/tasks/:id`: one task, its steps to check, its comments, and the moves its people may make. */
export function TaskDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(taskQueries.detail(id));
  return (
    <RecordPage
      query={query}
      back={{ to: listPath('tasks'), label: 'Voltar às tarefas' }}
      notFound="Esta tarefa não existe ou foi excluída."
      title={(d) => d.task.title}
    >
      {(d) => <Task detail={d} />}
    </RecordPage>
  );
}
