import {
  can,
  sectionById,
  COLLECTIONS,
  formatDate,
  isOpenStatus,
  NO_DUE_DATE_SORT,
  officeDate,
  taskSearchWords,
  duePeriodRange,
  type DuePeriod,
  type TaskStatus,
  type TaskItem,
  type TaskRecord,
  type TaskStep,
  type TaskValues,
  type WorkItem,
  workByUrgency,
} from '@office/domain';
import { randomBytes } from 'node:crypto';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { callerReads } from '../../platform/link-access';
import { requireAgendaPeople } from '../../entities/agenda/agenda-people';
import { lawsuitAndClientLink } from '../../entities/lawsuits/lawsuit-client-link';
import { hiddenLawsuitsOfClient } from '../../entities/clients/client-lists';
import { hiddenLawsuitIds, lawsuitNamesFor } from '../../platform/lawsuit-visibility';
import { toListed } from '../../platform/pages';
import type { Filter, OrderBy, StoredDoc } from '../../store/port';
import type { TypedDocumentStore, TypedReader } from '../../store/typed';

/** The assignee and reviewers; `kept` may stay although they left since. */
async function requirePeople(reader: TypedReader, values: TaskValues, kept: readonly string[]): Promise<void> {
  await requireAgendaPeople(reader, [values.assigneeId], kept, 'task.assigneeId', 'Escolha uma pessoa ativa da equipe, com acesso à Agenda.');
  await requireAgendaPeople(reader, values.reviewerIds, kept, 'task.reviewerIds', 'Quem revisa deve ser uma pessoa ativa da equipe, com acesso à Agenda.');
}

/**
 * The lawsuit, client and prazo of a task, read in the write's transaction. The rules are the agenda's: a link
 * to a record the caller could not open is refused (unless the task already had it), a lawsuit names its client,
 * and a prazo must be an agenda prazo of the same lawsuit whose fatal date the due date does not pass.
 */
async function linkedRecords(
  reader: TypedReader,
  ctx: CallableContext,
  values: TaskValues,
  before: TaskRecord | null,
): Promise<Pick<TaskRecord, 'lawsuitId' | 'clientId' | 'prazoEventId' | 'dueDate'>> {
  const { clientId } = await lawsuitAndClientLink(reader, ctx, { lawsuitId: 'task.lawsuitId', clientId: 'task.clientId' }, values, before);
  let dueDate = values.dueDate;
  if (values.prazoEventId) {
    const prazo = await reader.get(COLLECTIONS.events, values.prazoEventId);
    if (!prazo?.data.prazo || prazo.data.lawsuitId !== values.lawsuitId) {
      throw appError('invalid-input', { fields: { 'task.prazoEventId': 'Prazo não encontrado neste processo.' } });
    }
    // Without a date of its own, the task is due on the prazo interno; never after the prazo fatal.
    dueDate ??= prazo.data.prazo.internalDate;
    if (dueDate > prazo.data.prazo.fatalDate) {
      throw appError('invalid-input', {
        fields: { 'task.dueDate': `A entrega não pode ser depois do prazo fatal (${formatDate(prazo.data.prazo.fatalDate)}).` },
      });
    }
  }
  return { lawsuitId: values.lawsuitId, clientId, prazoEventId: values.prazoEventId, dueDate };
}

export function newStepId(): string {
  return `s${randomBytes(5).toString('hex')}`;
}

/** The steps as typed: a step that was saved keeps its "feito", who and when; a new one starts open. */
function stepsOf(values: TaskValues, before: TaskRecord | null): TaskStep[] {
  const kept = new Map((before?.steps ?? []).map((s) => [s.id, s]));
  return values.steps.map((s) => {
    const old = s.id ? kept.get(s.id) : undefined;
    if (s.id && !old) throw appError('invalid-input', { fields: { 'task.steps': 'Um dos passos foi removido por outra pessoa: atualize a página.' } });
    return old ? { ...old, text: s.text } : { id: newStepId(), text: s.text, done: false, doneBy: null, doneAt: null };
  });
}

/** The stored task for validated values; status and authorship carry over from `before` on an edit. */
export async function toTaskRecord(values: TaskValues, reader: TypedReader, ctx: CallableContext, before: TaskRecord | null): Promise<TaskRecord> {
  await requirePeople(reader, values, before?.people ?? []);
  const links = await linkedRecords(reader, ctx, values, before);
  const now = new Date().toISOString();
  return {
    title: values.title,
    description: values.description,
    ...links,
    assigneeId: values.assigneeId,
    reviewerIds: values.reviewerIds,
    people: [values.assigneeId, ...values.reviewerIds],
    dueSort: links.dueDate ?? NO_DUE_DATE_SORT,
    priority: values.priority,
    status: before?.status ?? 'a_fazer',
    open: before?.open ?? true,
    statusBy: before?.statusBy ?? ctx.uid,
    statusAt: before?.statusAt ?? now,
    completedLate: before?.completedLate ?? null,
    steps: stepsOf(values, before),
    searchWords: taskSearchWords(values),
    createdBy: before?.createdBy ?? ctx.uid,
    updatedBy: ctx.uid,
  };
}

/**
 * Moving a task, checking its steps and commenting: for who edits the Agenda, and for the task's own people
 * (assignee, reviewers) even when they only read it. Anyone else is refused as missing Agenda's write label.
 */
export function requireWorksOn(ctx: CallableContext, task: TaskRecord): void {
  if (can(ctx.staff?.data.scopes, 'agenda', 'write') || task.people.includes(ctx.uid)) return;
  throw appError('missing-scope', { section: sectionById('agenda').label, access: 'write' });
}

/** Who a comment mentions: active members of the team who work with the Agenda (they are told, and may open the task). */
export function requireMentionable(reader: TypedReader, ids: readonly string[]): Promise<void> {
  return requireAgendaPeople(reader, ids, [], 'mentionIds', 'Só se menciona quem é da equipe e trabalha com a Agenda.');
}

/** The status fields of a move to `status` by the caller, now. */
export function movedTo(
  status: TaskRecord['status'],
  task: TaskRecord,
  uid: string,
): Pick<TaskRecord, 'status' | 'open' | 'statusBy' | 'statusAt' | 'completedLate' | 'updatedBy'> {
  return {
    status,
    open: isOpenStatus(status),
    statusBy: uid,
    statusAt: new Date().toISOString(),
    completedLate: status === 'concluida' ? task.dueDate !== null && officeDate() > task.dueDate : null,
    updatedBy: uid,
  };
}

/**
 * Tasks as the caller may read them: a lawsuit named to who reads Processos and to the task's own people (and as
 * "em segredo de justiça" when it is not theirs to see), a client only to who reads Clientes. One read of the
 * page's lawsuits and clients.
 */
export async function tasksAsSeen(ctx: CallableContext, reader: Pick<TypedReader, 'getMany'>, docs: readonly StoredDoc<TaskRecord>[]): Promise<TaskItem[]> {
  const clientIds = callerReads(ctx, 'clients') ? [...new Set(docs.flatMap((d) => d.data.clientId ?? []))] : [];
  const mine = new Set(docs.flatMap((d) => (d.data.lawsuitId && d.data.people.includes(ctx.uid) ? [d.data.lawsuitId] : [])));
  const [lawsuits, clients] = await Promise.all([
    lawsuitNamesFor(
      ctx,
      reader,
      docs.map((d) => d.data.lawsuitId),
      mine,
    ),
    reader.getMany(COLLECTIONS.clients, clientIds),
  ]);
  const clientNames = new Map(clients.flatMap((c, i) => (c ? [[clientIds[i], c.data.name] as const] : [])));
  return docs.map((d) => {
    // The client of a lawsuit the caller may not see stays unnamed, its id too: it would say whose lawsuit it is.
    const hidden = lawsuits.hidden(d.data.lawsuitId);
    return {
      ...toListed(d),
      clientId: hidden ? null : d.data.clientId,
      lawsuitLabel: lawsuits.label(d.data.lawsuitId),
      clientName: d.data.clientId && !hidden ? (clientNames.get(d.data.clientId) ?? null) : null,
    };
  });
}

/** One task as the caller may read it. */
export async function taskAsSeen(ctx: CallableContext, reader: Pick<TypedReader, 'getMany'>, doc: StoredDoc<TaskRecord>): Promise<TaskItem> {
  const [item] = await tasksAsSeen(ctx, reader, [doc]);
  if (!item) throw appError('not-found');
  return item;
}

/** The task as stored after the write, as the caller may read it. */
export async function savedTask(ctx: CallableContext, id: string): Promise<TaskItem> {
  const stored = await ctx.stores.documents.get(COLLECTIONS.tasks, id);
  if (!stored) throw appError('not-found');
  return taskAsSeen(ctx, ctx.stores.documents, stored);
}

/**
 * What segredo de justiça withholds from a task list: 'all' when it is asked by a lawsuit the caller may not see
 * (as if it had no tasks), else the lawsuits of its client the caller may not see, whose tasks are not that client's.
 */
export async function hiddenOfTaskFilters(ctx: CallableContext, store: TypedDocumentStore, f: TaskFilters): Promise<'all' | Set<string>> {
  if (f.lawsuitId && (await hiddenLawsuitIds(ctx, store, [f.lawsuitId])).has(f.lawsuitId)) return 'all';
  return f.clientId ? hiddenLawsuitsOfClient(ctx, store, f.clientId) : new Set();
}

export interface TaskFilters {
  personId?: string | null;
  lawsuitId?: string | null;
  clientId?: string | null;
  status?: TaskStatus | null;
  due?: DuePeriod | null;
}

/**
 * The store query of a task list or a board column, in due-date order. A due period without a status keeps to
 * open tasks (what is late or due is work still to do); "sem data" is the tasks that sort last.
 */
export function taskQuery(f: TaskFilters, today = officeDate()): { where: Filter[]; orderBy: OrderBy[] } {
  const where: Filter[] = [];
  if (f.personId) where.push({ field: 'people', op: 'array-contains', value: f.personId });
  if (f.lawsuitId) where.push({ field: 'lawsuitId', op: '==', value: f.lawsuitId });
  if (f.clientId) where.push({ field: 'clientId', op: '==', value: f.clientId });
  if (f.status) where.push({ field: 'status', op: '==', value: f.status });
  else if (f.due) where.push({ field: 'open', op: '==', value: true });
  if (f.due === 'none') where.push({ field: 'dueSort', op: '==', value: NO_DUE_DATE_SORT });
  else if (f.due) {
    const { from, to } = duePeriodRange(f.due, today);
    if (from) where.push({ field: 'dueSort', op: '>=', value: from });
    if (to) where.push({ field: 'dueSort', op: '<', value: to });
  }
  return { where, orderBy: f.due === 'none' ? [{ field: 'statusAt', direction: 'desc' }] : [{ field: 'dueSort' }] };
}

/** "Meu trabalho"'s `limit` most urgent items of the caller (tasks-myWork, and the home page's summary). */
export async function myWorkItems(ctx: CallableContext, limit: number): Promise<WorkItem[]> {
  const store = ctx.stores.documents;
  const tasksByDue = (where: Filter[]) => store.list(COLLECTIONS.tasks, { where, orderBy: [{ field: 'dueSort' }], limit, firstOnly: true });
  const [mine, toReview, prazos] = await Promise.all([
    tasksByDue([
      { field: 'assigneeId', op: '==', value: ctx.uid },
      { field: 'open', op: '==', value: true },
    ]),
    tasksByDue([
      { field: 'reviewerIds', op: 'array-contains', value: ctx.uid },
      { field: 'status', op: '==', value: 'aguardando_revisao' },
    ]),
    store.list(COLLECTIONS.events, {
      where: [
        { field: 'people', op: 'array-contains', value: ctx.uid },
        { field: 'kind', op: '==', value: 'prazo' },
        { field: 'status', op: '==', value: 'aberto' },
      ],
      orderBy: [{ field: 'startsAt' }],
      limit,
      firstOnly: true,
    }),
  ]);
  const tasks = await tasksAsSeen(ctx, store, [...mine.docs, ...toReview.docs]);
  // Prazos the caller takes part in: their lawsuits' numbers are theirs to know.
  const lawsuitIds = prazos.docs.map((e) => e.data.lawsuitId);
  const lawsuits = await lawsuitNamesFor(ctx, store, lawsuitIds, new Set(lawsuitIds.flatMap((id) => id ?? [])));
  const items: WorkItem[] = [
    ...tasks.map((task): WorkItem => ({ kind: 'task', role: task.assigneeId === ctx.uid ? 'assignee' : 'reviewer', date: task.dueDate, task })),
    ...prazos.docs.flatMap((e): WorkItem[] =>
      e.data.prazo
        ? [
            {
              kind: 'prazo',
              date: e.data.prazo.internalDate,
              prazo: {
                id: e.id,
                title: e.data.title,
                fatalDate: e.data.prazo.fatalDate,
                internalDate: e.data.prazo.internalDate,
                lawsuitId: e.data.lawsuitId,
                lawsuitLabel: lawsuits.label(e.data.lawsuitId),
              },
            },
          ]
        : [],
    ),
  ];
  return items.sort(workByUrgency).slice(0, limit);
}
