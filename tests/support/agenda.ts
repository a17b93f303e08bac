import { addDays, eventConcerns, eventSchedule, eventSearchWords, type CalendarDate, type EventKind, type EventRecord, type EventStatus } from '@office/domain';
import type { DocData } from '../../functions/src/store/port';

/**
 * An open agenda entry as the agenda stores it, for tests and benches that write straight to the store: a prazo
 * is all-day with its prazo interno (two days before the fatal date unless given); anything else is timed
 * (09:00–09:45 unless given).
 */
export function openEntry(e: {
  kind?: EventKind;
  title: string;
  date: CalendarDate;
  ownerId: string;
  lawsuitId?: string | null;
  /** The lawsuit's responsible lawyers, whom its prazo concerns (the agenda's owner reads them from the lawsuit). */
  lawsuitLawyers?: readonly string[];
  internalDate?: CalendarDate;
  time?: { start: string; end: string };
  reminderMinutes?: number | null;
}): EventRecord {
  const kind = e.kind ?? 'prazo';
  const prazo = kind === 'prazo';
  return {
    kind,
    title: e.title,
    date: e.date,
    ...eventSchedule({ date: e.date, allDay: prazo, startTime: prazo ? null : (e.time?.start ?? '09:00'), endTime: prazo ? null : (e.time?.end ?? '09:45') }),
    location: null,
    lawsuitId: e.lawsuitId ?? null,
    clientId: null,
    ownerId: e.ownerId,
    participantIds: [],
    people: [e.ownerId],
    concerns: eventConcerns({ kind, people: [e.ownerId], lawsuitId: e.lawsuitId ?? null }, e.lawsuitLawyers ?? []),
    notes: '',
    reminderMinutes: e.reminderMinutes ?? null,
    status: 'aberto',
    statusBy: null,
    statusAt: null,
    prazo: prazo ? { fatalDate: e.date, internalDate: e.internalDate ?? addDays(e.date, -2), legalBasis: null, calculation: null } : null,
    searchWords: eventSearchWords({ title: e.title }),
    createdBy: e.ownerId,
    updatedBy: e.ownerId,
  };
}

/** A prazo as the agenda stores it, due on `date` (office calendar day), written straight to the store by tests that need one in the past. */
export function storedPrazo(p: { date: string; title: string; ownerId: string; status?: EventStatus; internalDate?: string }): DocData {
  const status = p.status ?? 'aberto';
  const record = openEntry({ ...p, internalDate: p.internalDate ?? p.date });
  const done = status === 'aberto' ? {} : { status, statusBy: p.ownerId, statusAt: record.endsAt };
  return { ...record, ...done } as unknown as DocData;
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
