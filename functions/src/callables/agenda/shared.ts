import {
  COLLECTIONS,
  deadlineComputation,
  eventSchedule,
  formatDate,
  overlaps,
  sameSchedule,
  type AuditRecord,
  type EventOverlap,
  type EventRecord,
  type EventSchedule,
  type EventValues,
  type Listed,
  type PrazoRecord,
  type AuditAction,
  eventSearchWords,
} from '@office/domain';
import { auditOp, changedFields, type AuditEntry } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { lawsuitAndClientLink } from '../../entities/lawsuits/lawsuit-client-link';
import { withoutHiddenClient } from '../../platform/lawsuit-visibility';
import { requireAgendaPeople } from '../../entities/agenda/agenda-people';
import { openPrazoOps } from '../../entities/lawsuits/lawsuit-prazos';
import { participationNotificationOps } from '../../entities/notifications/in-write';
import { prazoReviewOps, readOfficeClosures } from '../../entities/agenda/office-calendar';
import { toListed } from '../../platform/pages';
import type { TypedReader, TypedWriteOp } from '../../store/typed';

/** The people on an entry; `kept` may stay although they left since. */
async function requirePeople(reader: TypedReader, values: EventValues, kept: readonly string[]): Promise<void> {
  await requireAgendaPeople(reader, [values.ownerId], kept, 'event.ownerId', 'Escolha uma pessoa ativa da equipe, com acesso à Agenda.');
  await requireAgendaPeople(
    reader,
    values.participantIds,
    kept,
    'event.participantIds',
    'Os participantes devem ser pessoas ativas da equipe, com acesso à Agenda.',
  );
}

/**
 * A prazo as stored. With a calculation the server counts again (the page's answer is not trusted) and keeps
 * the whole result, with the office's closures as of the commit; the fatal date may be set earlier than the
 * calculated last day, never later.
 */
async function prazoRecord(values: EventValues, reader: TypedReader): Promise<PrazoRecord | null> {
  if (!values.prazo) return null;
  const input = values.prazo.calculation;
  let calculation: PrazoRecord['calculation'] = null;
  if (input) {
    calculation = deadlineComputation(input, await readOfficeClosures(reader));
    if (values.date > calculation.lastDay) {
      throw appError('invalid-input', {
        fields: { 'event.date': `O prazo fatal não pode ser depois do último dia calculado (${formatDate(calculation.lastDay)}).` },
      });
    }
  }
  return { fatalDate: values.date, internalDate: values.prazo.internalDate, legalBasis: values.prazo.legalBasis, calculation };
}

/** The stored entry for validated values; status and authorship carry over from `before` on an edit. */
export async function toEventRecord(values: EventValues, reader: TypedReader, ctx: CallableContext, before: EventRecord | null): Promise<EventRecord> {
  await requirePeople(reader, values, before?.people ?? []);
  const links = await lawsuitAndClientLink(reader, ctx, { lawsuitId: 'event.lawsuitId', clientId: 'event.clientId' }, values, before);
  const participantIds = [...new Set(values.participantIds)];
  return {
    kind: values.kind,
    title: values.title,
    date: values.date,
    ...eventSchedule(values),
    location: values.location,
    lawsuitId: values.lawsuitId,
    clientId: links.clientId,
    ownerId: values.ownerId,
    participantIds,
    people: [values.ownerId, ...participantIds],
    notes: values.notes,
    reminderMinutes: values.reminderMinutes,
    status: before?.status ?? 'aberto',
    statusBy: before?.statusBy ?? null,
    statusAt: before?.statusAt ?? null,
    prazo: await prazoRecord(values, reader),
    searchWords: eventSearchWords(values),
    createdBy: before?.createdBy ?? ctx.uid,
    updatedBy: ctx.uid,
  };
}

const scheduleOf = (e: EventSchedule): EventSchedule => ({ startsAt: e.startsAt, endsAt: e.endsAt, allDay: e.allDay });

/** The audit entry of a write to an entry; a change of times carries both, for the entry's history. */
function eventAuditOp(ctx: CallableContext, action: AuditAction, id: string, before: EventRecord | null, after: EventRecord | null): TypedWriteOp {
  const entry: AuditEntry & Pick<AuditRecord, 'moved'> = {
    section: 'agenda',
    action,
    entity: COLLECTIONS.events,
    entityId: id,
    changedFields: changedFields(before, after),
  };
  if (before && after && !sameSchedule(before, after)) entry.moved = { from: scheduleOf(before), to: scheduleOf(after) };
  return auditOp(ctx, entry);
}

/**
 * What goes with every write of an entry, in its transaction: the audit entry, the open-prazo count of the
 * lawsuits it leaves or joins, its "recalcular" flag as the calendar now has it, and the notices to who joined or left.
 * A transaction writing several entries passes `projections: false` and writes the lawsuits' projections once
 * for all of them (openPrazoOpsOfMany).
 */
export async function eventWriteOps(
  tx: TypedReader,
  ctx: CallableContext,
  action: AuditAction,
  id: string,
  before: EventRecord | null,
  after: EventRecord | null,
  options: { projections?: boolean } = {},
): Promise<TypedWriteOp[]> {
  return [
    eventAuditOp(ctx, action, id, before, after),
    ...(options.projections === false ? [] : await openPrazoOps(tx, id, before, after)),
    ...(await prazoReviewOps(tx, id, after)),
    ...(await participationNotificationOps(tx, ctx, id, before, after)),
  ];
}

/** Longest an audiência is looked back for: one that started the day before may still be running. */
const OVERLAP_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/**
 * Other open audiências of the entry's people at overlapping times. Only said to the person (two lawyers of the
 * office may cover for each other), so it is read after the commit, outside the transaction.
 */
export async function findOverlaps(ctx: CallableContext, id: string, e: EventRecord): Promise<EventOverlap[]> {
  if (e.kind !== 'audiencia' || e.status !== 'aberto') return [];
  const from = new Date(Date.parse(e.startsAt) - OVERLAP_LOOKBACK_MS).toISOString();
  const found: EventOverlap[] = [];
  for (const personId of e.people) {
    const page = await ctx.stores.documents.list(COLLECTIONS.events, {
      where: [
        { field: 'people', op: 'array-contains', value: personId },
        { field: 'startsAt', op: '>=', value: from },
        { field: 'startsAt', op: '<', value: e.endsAt },
      ],
      orderBy: [{ field: 'startsAt' }],
      limit: 50,
    });
    for (const other of page.docs) {
      if (other.id === id || other.data.kind !== 'audiencia' || other.data.status !== 'aberto' || !overlaps(other.data, e)) continue;
      found.push({ id: other.id, title: other.data.title, startsAt: other.data.startsAt, endsAt: other.data.endsAt, personId });
    }
  }
  return found;
}

/** The entry as stored after the write, with the overlaps to point out. */
export async function savedEvent(ctx: CallableContext, id: string): Promise<{ event: Listed<EventRecord>; overlaps: EventOverlap[] }> {
  const stored = await ctx.stores.documents.get(COLLECTIONS.events, id);
  // Gone already: deleted by a write that committed right after this one.
  if (!stored) throw appError('not-found');
  const [event, overlaps] = await Promise.all([withoutHiddenClient(ctx, ctx.stores.documents, toListed(stored)), findOverlaps(ctx, id, stored.data)]);
  return { event, overlaps };
}
