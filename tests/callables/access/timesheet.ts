/** Timesheet: one's own entries and timer on the Agenda; approval, rates, billing and the report in Financeiro. */
import { officeDate } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { asAdmin } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

const today = officeDate();
const sampleEntry = (clientId: string | null = null) => ({
  date: today,
  minutes: 30,
  startTime: null,
  endTime: null,
  lawsuitId: null,
  clientId,
  taskId: null,
  description: 'Pesquisa de jurisprudência',
  billable: true,
});
const timer = { description: 'Reunião com cliente', lawsuitId: null, clientId: null, taskId: null, billable: true };

/** An entry of the caller's own when they may record time (the allowed call changes it), else the administrator's. */
async function ownEntry(token: string | undefined): Promise<{ id: string; expectedVersion: number }> {
  const mine = await callFn<{ id: string; version: number }>('timesheet-create', { entry: sampleEntry() }, token);
  const saved = mine.result ?? (await asAdmin<{ id: string; version: number }>('timesheet-create', { entry: sampleEntry() }));
  return { id: saved.id, expectedVersion: saved.version };
}

/** Rates above zero, so approved hours come to an amount a lançamento can carry. */
async function someRates(): Promise<void> {
  const current = await asAdmin<{ rates: { defaultRate: number }; version: number }>('timesheet-rates', {});
  if (current.rates.defaultRate === 0) await asAdmin('timesheet-updateRates', { expectedVersion: current.version, rates: { defaultRate: 25_000, people: {} } });
}

export default {
  'timesheet-week': { section: 'agenda', input: async () => ({ date: today }), expect: SECTION_READ },
  'timesheet-profitability': {
    section: 'finance',
    input: async () => ({ from: today.slice(0, 7), to: today.slice(0, 7), groupBy: 'lawsuit' }),
    expect: SECTION_READ,
  },
  'timesheet-create': { section: 'agenda', input: async () => ({ entry: sampleEntry() }), expect: SECTION_WRITE },
  'timesheet-update': {
    section: 'agenda',
    input: async (token) => ({ ...(await ownEntry(token)), entry: { ...sampleEntry(), minutes: 40 } }),
    expect: SECTION_WRITE,
  },
  'timesheet-delete': { section: 'agenda', input: ownEntry, expect: SECTION_WRITE },
  'timesheet-startTimer': { section: 'agenda', input: async () => timer, expect: SECTION_WRITE },
  'timesheet-stopTimer': {
    section: 'agenda',
    input: async (token) => {
      await callFn('timesheet-startTimer', timer, token);
      return {};
    },
    expect: SECTION_WRITE,
  },
  'timesheet-approve': { section: 'finance', input: async () => ({ ids: [(await ownEntry(undefined)).id] }), expect: SECTION_WRITE },
  'timesheet-unapprove': {
    section: 'finance',
    input: async () => {
      const { id } = await ownEntry(undefined);
      await asAdmin('timesheet-approve', { ids: [id] });
      return { ids: [id] };
    },
    expect: SECTION_WRITE,
  },
  'timesheet-bill': {
    section: 'finance',
    input: async () => {
      await someRates();
      const saved = await asAdmin<{ id: string }>('timesheet-create', { entry: sampleEntry('cli-001') });
      await asAdmin('timesheet-approve', { ids: [saved.id] });
      return { clientId: 'cli-001', to: today, dueDate: today };
    },
    expect: SECTION_WRITE,
  },
  'timesheet-updateRates': {
    section: 'finance',
    input: async () => {
      const current = await asAdmin<{ version: number }>('timesheet-rates', {});
      return { expectedVersion: current.version, rates: { defaultRate: 25_000, people: {} } };
    },
    expect: SECTION_WRITE,
  },
} satisfies GroupRows<'timesheet'>;
