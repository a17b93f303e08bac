/**
 * Accepting an intimação's proposal (intimations-accept, and bulk "aceitar"): in the caller's transaction, each
 * action becomes what it names on the agenda — a prazo counted by the deadline calculator on the lawsuit's court
 * (or the communication's tribunal) with the office's closures, a hearing or perícia at its day and time, a
 * cancelled hearing found and cancelled — linked to the intimação and its lawsuit, through the same record and
 * write path as agenda-create; then the intimação's triage, audited once as "Aceitou a proposta".
 */
import {
  acceptedActionInput,
  COLLECTIONS,
  courtCalendarOrNational,
  deadlineComputation,
  deadlineInput,
  eventInput,
  formatDate,
  instantToOfficeDateTime,
  internalDateBefore,
  offDayAt,
  type AcceptedAction,
  type CalendarDate,
  type CalendarEntry,
  type EventRecord,
  type EventValues,
  type IntimationAcceptResult,
  type IntimationRecord,
  type LawsuitRecord,
  type ProposedAction,
  worksWithAgenda,
} from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { appError } from '../../../platform/errors';
import { newId } from '../../../platform/ids';
import { readOfficeClosures } from '../../../entities/agenda/office-calendar';
import type { StoredDoc } from '../../../store/port';
import type { TypedTransactionReader, TypedWriteOp } from '../../../store/typed';
import { toEventRecord } from '../../../entities/agenda/event-record';
import { eventWrite, type EventChange } from '../../../entities/agenda/event-write';
import { intimationTriageOps } from '../shared';

/** A hearing with no end time given lasts this long (on the same day). */
const DEFAULT_HEARING_MINUTES = 60;

function endOf(start: string): string {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const end = Math.min(h * 60 + m + DEFAULT_HEARING_MINUTES, 23 * 60 + 59);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** A field error on one action of the list, as the form names it (`actions.0.days`). */
function actionError(index: number, field: string, message: string): never {
  throw appError('invalid-input', { fields: { [`actions.${index}.${field}`]: message } });
}

/** Values checked by the Agenda's own schema: a refusal names the accepted action's field. */
function checkedEvent(index: number, values: EventValues): EventValues {
  const parsed = eventInput.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return actionError(index, String(issue?.path[0] ?? '_'), issue?.message ?? 'Dados inválidos');
}

const title = (act: string, fallback: string) => (act.trim().length >= 3 ? act.trim() : `${fallback}: ${act.trim()}`);

/**
 * A stored proposed action as accepting it takes it, with `ownerId` for who will have it; null when the proposal
 * lacks what accepting needs (the person opens the intimação to complete it).
 */
export function acceptedFromProposal(action: ProposedAction, ownerId: string): AcceptedAction | null {
  const candidate =
    action.kind === 'prazo'
      ? {
          kind: 'prazo',
          act: action.act,
          days: action.days,
          counting: action.counting,
          doubling: action.doubled ? action.doubling : null,
          juizado: action.juizado,
          legalBasis: action.legalBasis,
          triggerDate: null,
          ownerId,
        }
      : action.kind === 'audiencia' || action.kind === 'pericia'
        ? {
            kind: action.kind,
            act: action.act,
            date: action.hearingDate,
            startTime: action.hearingTime,
            endTime: null,
            place: action.place ?? action.videoLink,
            ownerId,
          }
        : action.kind === 'audiencia-cancelada'
          ? { kind: action.kind, act: action.act, date: action.hearingDate, startTime: action.hearingTime }
          : { kind: action.kind, act: action.act };
  const parsed = acceptedActionInput.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

interface Planned {
  ops: TypedWriteOp[];
  events: IntimationAcceptResult['events'];
}

/** The agenda entry of a prazo or hearing, checked as agenda-create checks it. */
async function createEntry(
  tx: TypedTransactionReader,
  ctx: CallableContext,
  intimation: StoredDoc<IntimationRecord>,
  values: EventValues,
): Promise<{ id: string; record: EventRecord }> {
  const record = await toEventRecord(values, tx, ctx, null);
  record.intimationId = intimation.id;
  return { id: newId('evt'), record };
}

function prazoValues(
  index: number,
  a: Extract<AcceptedAction, { kind: 'prazo' }>,
  intimation: IntimationRecord,
  lawsuit: LawsuitRecord | null,
  closures: readonly CalendarEntry[],
  notes: string,
): EventValues {
  const court = { tribunal: lawsuit?.tribunal ?? intimation.tribunal, comarca: lawsuit?.comarca ?? null };
  const input = deadlineInput.safeParse({
    trigger: a.triggerDate ? 'data' : 'disponibilizacao',
    triggerDate: a.triggerDate ?? intimation.availableOn.slice(0, 10),
    days: a.days,
    counting: a.counting,
    doubling: a.doubling,
    // Communications of the DJEN are of electronic lawsuits (Lei 11.419/2006).
    electronic: true,
    juizado: a.juizado,
    tribunal: court.tribunal,
    comarca: court.comarca,
  });
  if (!input.success) {
    const issue = input.error.issues[0];
    const field = String(issue?.path[0] ?? 'days');
    return actionError(index, field === 'tribunal' ? 'days' : field, issue?.message ?? 'Prazo inválido');
  }
  const computed = deadlineComputation(input.data, closures);
  const internalDate = internalDateBefore(computed.lastDay, undefined, offDayAt(courtCalendarOrNational(court, closures)));
  return checkedEvent(index, {
    kind: 'prazo',
    title: title(a.act, 'Prazo'),
    date: computed.lastDay,
    allDay: true,
    startTime: null,
    endTime: null,
    location: null,
    lawsuitId: intimation.lawsuitId,
    clientId: null,
    ownerId: a.ownerId,
    participantIds: [],
    notes,
    reminderMinutes: null,
    prazo: { internalDate: internalDate > computed.lastDay ? computed.lastDay : internalDate, legalBasis: a.legalBasis, calculation: input.data },
  });
}

/** The open hearing of the lawsuit on that day (and at that time, when given): what a cancellation cancels. */
async function openHearing(tx: TypedTransactionReader, lawsuitId: string | null, date: CalendarDate, time: string | null | undefined) {
  if (!lawsuitId) return null;
  const page = await tx.list(COLLECTIONS.events, {
    where: [
      { field: 'lawsuitId', op: '==', value: lawsuitId },
      { field: 'date', op: '==', value: date },
    ],
    limit: 50,
  });
  return (
    page.docs.find(
      (d) =>
        d.data.kind === 'audiencia' &&
        d.data.status === 'aberto' &&
        (!time || (!d.data.allDay && instantToOfficeDateTime(d.data.startsAt).slice(11, 16) === time)),
    ) ?? null
  );
}

/**
 * The writes of accepting `actions` for the intimação read in `tx` (its visibility and version checked by the
 * caller): the entries created or cancelled, the link, the triage. Refused in words when an action cannot be done.
 */
export async function acceptOps(
  tx: TypedTransactionReader,
  ctx: CallableContext,
  intimation: StoredDoc<IntimationRecord>,
  lawsuit: StoredDoc<LawsuitRecord> | null,
  actions: readonly AcceptedAction[],
): Promise<Planned> {
  // Whose each entry is: an active member who works with the Agenda, as agenda-create requires (named per action).
  const owners = actions.map((a) => ('ownerId' in a ? a.ownerId : null));
  const staff = await tx.getMany(
    COLLECTIONS.staff,
    owners.flatMap((o) => o ?? []),
  );
  let read = 0;
  for (const [index, owner] of owners.entries()) {
    if (!owner) continue;
    const member = staff[read++];
    if (!member || !worksWithAgenda(member.data)) actionError(index, 'ownerId', 'Escolha uma pessoa ativa da equipe, com acesso à Agenda.');
  }
  const closures = actions.some((a) => a.kind === 'prazo') ? await readOfficeClosures(tx) : [];
  const data = intimation.data;
  // Not the lawsuit's number: the entry shows to every Agenda reader, segredo de justiça or not; the link to the
  // intimação (and its lawsuit) is what names it, to who may see it.
  const notes = `Da intimação disponibilizada em ${formatDate(data.availableOn.slice(0, 10))} no DJEN (${data.tribunal}).`;
  const planned: Planned = { ops: [], events: [] };
  // Every entry written, by one owner's write at the end (two prazos of one lawsuit are one write of its projection).
  const written: EventChange[] = [];
  const said: string[] = [];
  // Two cancellations of one hearing (one with its time, one without) cancel it once.
  const cancelled = new Set<string>();
  let firstPrazo: string | null = null;
  let firstEntry: string | null = null;
  for (const [index, a] of actions.entries()) {
    if (a.kind === 'prazo' || a.kind === 'audiencia' || a.kind === 'pericia') {
      const values =
        a.kind === 'prazo'
          ? prazoValues(index, a, data, lawsuit?.data ?? null, closures, notes)
          : checkedEvent(index, {
              // The agenda has no kind of its own for a perícia: a diligência the client attends.
              kind: a.kind === 'audiencia' ? 'audiencia' : 'diligencia',
              title: title(a.act, a.kind === 'audiencia' ? 'Audiência' : 'Perícia'),
              date: a.date,
              allDay: false,
              startTime: a.startTime,
              endTime: a.endTime ?? endOf(a.startTime),
              location: a.place,
              lawsuitId: data.lawsuitId,
              clientId: null,
              ownerId: a.ownerId,
              participantIds: [],
              notes,
              reminderMinutes: 1440,
              prazo: null,
            });
      const entry = await createEntry(tx, ctx, intimation, values);
      written.push({ id: entry.id, before: null, after: entry.record });
      planned.events.push({ id: entry.id, title: entry.record.title, date: entry.record.date, change: 'criado' });
      // The intimação links its prazo (else its first hearing): deleting that entry makes it a tratar again.
      if (a.kind === 'prazo') firstPrazo ??= entry.id;
      firstEntry ??= entry.id;
    } else if (a.kind === 'audiencia-cancelada') {
      const hearing = await openHearing(tx, data.lawsuitId, a.date, a.startTime);
      if (hearing && cancelled.has(hearing.id)) said.push(`${a.act}: audiência de ${formatDate(a.date)} já cancelada acima`);
      else if (hearing) {
        cancelled.add(hearing.id);
        const patch = { status: 'cancelado' as const, statusBy: ctx.uid, statusAt: new Date().toISOString(), updatedBy: ctx.uid };
        const after = { ...hearing.data, ...patch };
        written.push({ id: hearing.id, before: hearing.data, after, expectedVersion: hearing.version, action: 'agenda.cancel' });
        planned.events.push({ id: hearing.id, title: hearing.data.title, date: hearing.data.date, change: 'cancelado' });
        said.push(`${a.act}: audiência de ${formatDate(a.date)} cancelada na agenda`);
      } else said.push(`${a.act}: não havia audiência de ${formatDate(a.date)} na agenda`);
    } else said.push(a.act);
  }
  planned.ops.push(...(await eventWrite(tx, ctx, { action: 'agenda.create' }, written)));
  const linked = firstPrazo ?? firstEntry;
  const created = planned.events.some((e) => e.change === 'criado');
  const reason = (said.join('; ') || 'Proposta aceita').slice(0, 300);
  planned.ops.push(...intimationTriageOps(ctx, intimation, { kind: 'accept', created, reason }, linked ? { prazoEventId: linked } : {}));
  return planned;
}
