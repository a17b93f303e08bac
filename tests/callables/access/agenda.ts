/** Agenda: entries, prazos and the deadline calculator. */
import { callFn } from '../../support/emulator-client';
import { eventInput } from '../../support/agenda';
import { run, tokens } from '../../support/access-callers';
import { sampleClosure } from '../../support/access-fixtures';
import { SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

/** A meeting of the seeded lawyer, with no lawsuit or client (a caller with Agenda alone can save it). */
function sampleEvent() {
  return eventInput({ kind: 'reuniao', title: 'Reunião de pauta', date: '2026-12-02', startTime: '10:00', endTime: '11:00', ownerId: 'staff-rafael-moreira' });
}
/** A fresh entry made by the administrator: what an allowed call then really changes. */
async function adminEvent(): Promise<{ id: string; expectedVersion: number }> {
  const created = await callFn<{ event: { id: string; version: number } }>('agenda-create', { event: sampleEvent() }, tokens.admin);
  return { id: created.result!.event.id, expectedVersion: created.result!.event.version };
}
let flaggedCount = 0;
/** A computed prazo of the administrator, then a holiday of its own comarca inside its count: flagged "recalcular". */
async function flaggedPrazo(): Promise<{ id: string; expectedVersion: number }> {
  const comarca = `Matriz ${run} ${++flaggedCount}`;
  // Monday 01/03/2027, 5 dias úteis: Tuesday 02/03 to Monday 08/03; a holiday on Wednesday 03/03 makes it Tuesday 09/03.
  const calculation = { trigger: 'data', triggerDate: '2027-03-01', days: 5, counting: 'uteis', doubling: null, electronic: true, tribunal: 'TJSP', comarca };
  const prazo = { internalDate: '2027-03-04', legalBasis: null, calculation };
  const event = eventInput({
    kind: 'prazo',
    title: 'Prazo da matriz',
    date: '2027-03-08',
    allDay: true,
    startTime: null,
    endTime: null,
    ownerId: 'staff-rafael-moreira',
    prazo,
  });
  const created = await callFn<{ event: { id: string; version: number } }>('agenda-create', { event }, tokens.admin);
  await callFn('courtCalendar-create', { closure: sampleClosure(comarca, '2027-03-03') }, tokens.admin);
  return { id: created.result!.event.id, expectedVersion: created.result!.event.version };
}

export default {
  'agenda-get': { section: 'agenda', input: async () => ({ id: 'evt-001' }), expect: SECTION_READ },
  'agenda-history': { section: 'agenda', input: async () => ({ id: 'evt-001' }), expect: SECTION_READ },
  'agenda-create': { section: 'agenda', input: async () => ({ event: sampleEvent() }), expect: SECTION_WRITE },
  'agenda-update': {
    section: 'agenda',
    input: async () => ({ ...(await adminEvent()), event: { ...sampleEvent(), title: 'Reunião de pauta (editada)' } }),
    expect: SECTION_WRITE,
  },
  'agenda-reschedule': {
    section: 'agenda',
    input: async () => ({ ...(await adminEvent()), date: '2026-12-03', startTime: '15:00', endTime: '16:00' }),
    expect: SECTION_WRITE,
  },
  'agenda-setStatus': { section: 'agenda', input: async () => ({ ...(await adminEvent()), status: 'concluido' }), expect: SECTION_WRITE },
  'agenda-delete': { section: 'agenda', input: adminEvent, expect: SECTION_WRITE },
  'agenda-recalculate': { section: 'agenda', input: flaggedPrazo, expect: SECTION_WRITE },
  'agenda-computeDeadline': {
    section: 'agenda',
    input: async () => ({
      trigger: 'publicacao',
      triggerDate: '2026-05-04',
      days: 15,
      counting: 'uteis',
      doubling: null,
      electronic: true,
      tribunal: 'TJSP',
      comarca: null,
    }),
    expect: SECTION_READ,
  },
} satisfies GroupRows<'agenda'>;
