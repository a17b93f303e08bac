import {
  COLLECTIONS,
  EMPTY_HOURLY_RATES,
  HOURLY_RATES_ID,
  hourlyAgreementOf,
  hourlyRatesInput,
  sectionById,
  type HourlyAgreement,
  type HourlyRates,
  type TimeEntryItem,
  type TimeEntryRecord,
  type TimeEntryValues,
  type TimerRecord,
  type TimerState,
} from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { callerReads } from '../../platform/link-access';
import { lawsuitNamesFor } from '../../platform/lawsuit-visibility';
import { toListed } from '../../platform/pages';
import { lawsuitAndClientLink } from '../../entities/lawsuits/lawsuit-client-link';
import { MAX_AGREEMENTS_LISTED } from '../feeAgreements/shared';
import type { StoredDoc } from '../../store/port';
import type { TypedReader } from '../../store/typed';

/** Whether the caller sees the amounts, colleagues' weeks and client names of Financeiro. */
export const readsFinance = (ctx: CallableContext): boolean => callerReads(ctx, 'finance');

/** Refuses what only who reads Financeiro may see, as the missing label. */
export function requireFinanceReader(ctx: CallableContext): void {
  if (!readsFinance(ctx)) throw appError('missing-scope', { section: sectionById('finance').label, access: 'read' });
}

/** A state refusal, with what the person should do instead. */
export function refuse(reason: string): never {
  throw appError('invalid-state', { reason });
}

/** The office's rate table (version 0: never saved, every rate R$ 0,00). */
export async function readRates(reader: TypedReader): Promise<{ rates: HourlyRates; version: number }> {
  const doc = await reader.get(COLLECTIONS.hourlyRates, HOURLY_RATES_ID);
  // Saved only by timesheet-updateRates, which validated it; parsed again so a bad edit by hand fails loudly.
  return doc
    ? { rates: hourlyRatesInput.parse({ defaultRate: doc.data.defaultRate, people: doc.data.people }), version: doc.version }
    : { rates: EMPTY_HOURLY_RATES, version: 0 };
}

/**
 * The client's vigente fee agreements with an hourly clause, the latest signed first (of two alike, billing takes
 * that one). Read in the billing's transaction, so an agreement edited meanwhile makes the billing start over.
 */
export async function readHourlyAgreements(reader: TypedReader, clientId: string): Promise<HourlyAgreement[]> {
  const page = await reader.list(COLLECTIONS.feeAgreements, {
    where: [
      { field: 'clientId', op: '==', value: clientId },
      { field: 'status', op: '==', value: 'vigente' },
    ],
    limit: MAX_AGREEMENTS_LISTED,
  });
  return [...page.docs]
    .sort((a, b) => b.data.signedOn.localeCompare(a.data.signedOn) || a.id.localeCompare(b.id))
    .flatMap((d) => hourlyAgreementOf(d.id, d.data) ?? []);
}

type Links = Pick<TimeEntryRecord, 'lawsuitId' | 'clientId' | 'taskId'>;

/**
 * The lawsuit, client and task an entry or a timer names, read in the write's transaction, by the agenda's rules
 * (link-access, segredo de justiça): a lawsuit brings its client; a task must exist and be of the same lawsuit.
 */
export async function entryLinks(reader: TypedReader, ctx: CallableContext, prefix: string, values: Links, before: Links | null): Promise<Links> {
  const { lawsuit, clientId } = await lawsuitAndClientLink(reader, ctx, { lawsuitId: `${prefix}lawsuitId`, clientId: `${prefix}clientId` }, values, before);
  if (values.taskId && values.taskId !== before?.taskId) {
    const task = await reader.get(COLLECTIONS.tasks, values.taskId);
    if (!task) throw appError('invalid-input', { fields: { [`${prefix}taskId`]: 'Tarefa não encontrada.' } });
    if (task.data.lawsuitId && lawsuit && task.data.lawsuitId !== lawsuit.id)
      throw appError('invalid-input', { fields: { [`${prefix}taskId`]: 'Esta tarefa é de outro processo.' } });
  }
  return { lawsuitId: values.lawsuitId, clientId, taskId: values.taskId };
}

/** A pending entry of the caller, as stored. */
export function newEntryRecord(values: TimeEntryValues, links: Links, uid: string, before: TimeEntryRecord | null): TimeEntryRecord {
  return {
    personId: before?.personId ?? uid,
    date: values.date,
    month: values.date.slice(0, 7),
    minutes: values.minutes,
    startTime: values.startTime,
    endTime: values.endTime,
    lawsuitId: links.lawsuitId,
    clientId: links.clientId,
    taskId: links.taskId,
    description: values.description,
    billable: values.billable,
    status: 'pendente',
    approvedBy: null,
    approvedAt: null,
    transactionId: null,
    billedRate: null,
    billedAmount: null,
    createdBy: before?.createdBy ?? uid,
    updatedBy: uid,
  };
}

/** The entry read inside a write: missing → not found; a version other than the one edited → conflict. */
export async function currentEntry(reader: TypedReader, id: string, expectedVersion: number): Promise<StoredDoc<TimeEntryRecord>> {
  const doc = await reader.get(COLLECTIONS.timeEntries, id);
  if (!doc) throw appError('not-found');
  if (doc.version !== expectedVersion) throw appError('conflict', { currentVersion: doc.version });
  return doc;
}

/**
 * Entries as the caller may read them: a lawsuit named by the link rules (who reads Processos, and the person on
 * their own entries; "em segredo de justiça" when not theirs to see), a client to who reads Clientes or
 * Financeiro (never the client of a hidden lawsuit), a task's title to who reads the Agenda, the amounts only
 * to who reads Financeiro. One read of the page's people, lawsuits, clients and tasks.
 */
export async function entriesAsSeen(
  ctx: CallableContext,
  reader: Pick<TypedReader, 'getMany'>,
  docs: readonly StoredDoc<TimeEntryRecord>[],
): Promise<TimeEntryItem[]> {
  const finance = readsFinance(ctx);
  const clientIds = finance || callerReads(ctx, 'clients') ? [...new Set(docs.flatMap((d) => d.data.clientId ?? []))] : [];
  const taskIds = callerReads(ctx, 'agenda') ? [...new Set(docs.flatMap((d) => d.data.taskId ?? []))] : [];
  const personIds = [...new Set(docs.map((d) => d.data.personId))];
  const mine = new Set(docs.flatMap((d) => (d.data.lawsuitId && d.data.personId === ctx.uid ? [d.data.lawsuitId] : [])));
  const [lawsuits, clients, tasks, people] = await Promise.all([
    lawsuitNamesFor(
      ctx,
      reader,
      docs.map((d) => d.data.lawsuitId),
      mine,
    ),
    reader.getMany(COLLECTIONS.clients, clientIds),
    reader.getMany(COLLECTIONS.tasks, taskIds),
    reader.getMany(COLLECTIONS.staff, personIds),
  ]);
  const named = <T>(ids: string[], found: (StoredDoc<T> | null)[], name: (t: T) => string) =>
    new Map(found.flatMap((f, i) => (f ? [[ids[i] ?? '', name(f.data)] as const] : [])));
  const clientNames = named(clientIds, clients, (c) => c.name);
  const taskTitles = named(taskIds, tasks, (t) => t.title);
  const personNames = named(personIds, people, (p) => p.name);
  return docs.map((d) => {
    const hidden = lawsuits.hidden(d.data.lawsuitId);
    return {
      ...toListed(d),
      clientId: hidden ? null : d.data.clientId,
      billedRate: finance ? d.data.billedRate : null,
      billedAmount: finance ? d.data.billedAmount : null,
      personName: personNames.get(d.data.personId) ?? 'Pessoa da equipe',
      lawsuitLabel: lawsuits.label(d.data.lawsuitId) ?? (finance && d.data.lawsuitId && !hidden ? 'Processo vinculado' : null),
      clientName: d.data.clientId && !hidden ? (clientNames.get(d.data.clientId) ?? null) : null,
      taskTitle: d.data.taskId ? (taskTitles.get(d.data.taskId) ?? null) : null,
    };
  });
}

/** One entry as the caller may read it. */
export async function entryAsSeen(ctx: CallableContext, id: string): Promise<TimeEntryItem> {
  const doc = await ctx.stores.documents.get(COLLECTIONS.timeEntries, id);
  if (!doc) throw appError('not-found');
  const [item] = await entriesAsSeen(ctx, ctx.stores.documents, [doc]);
  if (!item) throw appError('not-found');
  return item;
}

/** The caller's running timer as they may read it (their own: the lawsuit is theirs to name, unless under segredo). */
export async function timerAsSeen(ctx: CallableContext, timer: TimerRecord | null): Promise<TimerState> {
  if (!timer) return { timer: null };
  const reader = ctx.stores.documents;
  const names = await lawsuitNamesFor(ctx, reader, [timer.lawsuitId], new Set(timer.lawsuitId ? [timer.lawsuitId] : []));
  const hidden = names.hidden(timer.lawsuitId);
  const client = timer.clientId && !hidden && (callerReads(ctx, 'clients') || readsFinance(ctx)) ? await reader.get(COLLECTIONS.clients, timer.clientId) : null;
  return { timer: { ...timer, clientId: hidden ? null : timer.clientId, lawsuitLabel: names.label(timer.lawsuitId), clientName: client?.data.name ?? null } };
}
