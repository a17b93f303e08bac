import { addDays, eventSchedule, eventSearchWords, type EventRecord, type EventStatus } from '@office/domain';
import type { DocData } from '../../functions/src/store/port';

/** A prazo as the agenda stores it, due on `date` (office calendar day), written straight to the store by tests that need one in the past. */
export function storedPrazo(p: { date: string; title: string; ownerId: string; status?: EventStatus; internalDate?: string }): DocData {
  const status = p.status ?? 'aberto';
  const schedule = eventSchedule({ date: p.date, allDay: true, startTime: null, endTime: null });
  const record: EventRecord = {
    kind: 'prazo',
    title: p.title,
    date: p.date,
    ...schedule,
    location: null,
    lawsuitId: null,
    clientId: null,
    ownerId: p.ownerId,
    participantIds: [],
    people: [p.ownerId],
    notes: '',
    reminderMinutes: null,
    status,
    statusBy: status === 'aberto' ? null : p.ownerId,
    statusAt: status === 'aberto' ? null : schedule.endsAt,
    prazo: { fatalDate: p.date, internalDate: p.internalDate ?? p.date, legalBasis: null, calculation: null },
    searchWords: eventSearchWords(p),
    createdBy: p.ownerId,
    updatedBy: p.ownerId,
  };
  return record as unknown as DocData;
}

/** What `agenda-create` and `agenda-update` take as `event`: a one-hour audiência with nothing linked, unless `over` says otherwise. */
export function eventInput(over: Record<string, unknown> & { date: string; ownerId: string }): Record<string, unknown> {
  return {
    kind: 'audiencia',
    title: 'Audiência de instrução e julgamento',
    allDay: false,
    startTime: '14:00',
    endTime: '15:00',
    location: null,
    lawsuitId: null,
    clientId: null,
    participantIds: [],
    notes: '',
    reminderMinutes: null,
    prazo: null,
    ...over,
  };
}

/** A prazo of 15 business days counted from an intimação's availability on the DJEN (TJSP), as "Calcular prazo" saves it. */
export function intimationPrazoInput(intimation: { availableOn: string }, ownerId: string): Record<string, unknown> {
  const calculation = {
    trigger: 'disponibilizacao',
    triggerDate: intimation.availableOn,
    days: 15,
    counting: 'uteis',
    doubling: null,
    electronic: true,
    tribunal: 'TJSP',
    comarca: '',
  };
  return eventInput({
    kind: 'prazo',
    title: 'Prazo da intimação',
    date: addDays(intimation.availableOn, 25),
    allDay: true,
    startTime: null,
    endTime: null,
    ownerId,
    prazo: { internalDate: addDays(intimation.availableOn, 20), legalBasis: null, calculation },
  });
}
