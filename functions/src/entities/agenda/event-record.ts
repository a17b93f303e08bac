import { deadlineComputation, eventSchedule, eventSearchWords, formatDate, type EventRecord, type EventValues, type PrazoRecord } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { TypedReader } from '../../store/typed';
import { lawsuitAndClientLink } from '../lawsuits/lawsuit-client-link';
import { requireAgendaPeople } from './agenda-people';
import { readOfficeClosures } from './office-calendar';

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
