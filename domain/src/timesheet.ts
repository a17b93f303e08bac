/**
 * Timesheet: the time the office spends on its cases, per person, lawsuit, client and task, which becomes money
 * once Financeiro approves it and bills it as "Honorários por hora" (EAOAB, Lei 8.906/94, art. 22: fees as agreed;
 * CED, Resolução CFOAB 02/2015, art. 48: the fee agreement states how they are charged). Entries live in the
 * Agenda section (the agenda's work); approval, rates and billing are Financeiro's. Pure: the callables, the week
 * view and the report share it. Minutes are integers; money is integer centavos.
 */
import { addDays, officeDate, OFFICE_TIME_ZONE, type CalendarDate } from './dates';
import { formatBRL } from './money';
import { expectedVersion, recordId, type Listed } from './lists';
import { dateField, lineText, z } from './schema';
import { monthField, type TransactionSaved } from './finance';
import { formatMinutes, type TimeEntryStatus } from './timesheet-labels';

export * from './timesheet-labels';

/** One entry is at most a day's work; a longer stretch is two entries. */
export const MAX_ENTRY_MINUTES = 24 * 60;
/** Entries one approval or one billing takes: one store transaction, with the rollups it moves. */
export const MAX_BATCH = 100;
/** Entries a week view reads: seven days of one person's work, with room. */
export const MAX_WEEK_ENTRIES = 300;
/** Most rows the profitability report answers (the largest first). */
export const MAX_REPORT_ROWS = 200;
/** R$ 100.000,00 an hour: more is a typo. */
export const MAX_HOURLY_RATE = 10_000_000;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:mm)');
const nullableTime = z.preprocess((v) => (v === '' ? null : v), timeOfDay.nullable());
const nullableId = z.preprocess((v) => (v === '' ? null : v), recordId.nullable());

/** Minutes of "HH:mm". */
export const minutesOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A manual entry: the minutes, or a start and an end on the same day (then the minutes are their difference).
 * A lawsuit brings its client; a task may be named too. Not in the future: time is recorded once spent.
 */
export const timeEntryInput = z
  .object({
    date: dateField('Informe a data').refine((d) => d <= officeDate(), 'A data não pode estar no futuro'),
    minutes: z.preprocess(
      (v) => (v === '' ? null : v),
      z.number('Duração inválida').int('Informe minutos inteiros').min(1, 'Ao menos 1 minuto').max(MAX_ENTRY_MINUTES, 'No máximo 24 horas').nullable(),
    ),
    startTime: nullableTime,
    endTime: nullableTime,
    lawsuitId: nullableId,
    clientId: nullableId,
    taskId: nullableId,
    description: lineText(300).min(2, 'Descreva o trabalho'),
    billable: z.boolean(),
  })
  .strict()
  .superRefine((t, ctx) => {
    if ((t.startTime === null) !== (t.endTime === null))
      ctx.addIssue({ code: 'custom', path: [t.startTime ? 'endTime' : 'startTime'], message: 'Informe o início e o fim' });
    if (t.startTime && t.endTime && minutesOfDay(t.endTime) <= minutesOfDay(t.startTime))
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'O fim deve ser depois do início' });
    if (t.minutes === null && !t.startTime) ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'Informe a duração ou o início e o fim' });
    if (t.minutes !== null && t.startTime && t.endTime && t.minutes !== minutesOfDay(t.endTime) - minutesOfDay(t.startTime))
      ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'A duração não confere com o início e o fim' });
  })
  .transform((t) => ({ ...t, minutes: t.minutes ?? minutesOfDay(t.endTime ?? '00:00') - minutesOfDay(t.startTime ?? '00:00') }));

export type TimeEntryInput = z.input<typeof timeEntryInput>;
export type TimeEntryValues = z.output<typeof timeEntryInput>;

export const timeEntryCreateInput = z.object({ entry: timeEntryInput }).strict();
export const timeEntryUpdateInput = z.object({ id: recordId, expectedVersion, entry: timeEntryInput }).strict();
export const timeEntryDeleteInput = z.object({ id: recordId, expectedVersion }).strict();

/** A timer's start: what it is for. */
export const timerStartInput = z
  .object({
    description: lineText(300).min(2, 'Descreva o trabalho'),
    lawsuitId: nullableId,
    clientId: nullableId,
    taskId: nullableId,
    billable: z.boolean(),
  })
  .strict();
export type TimerStartValues = z.output<typeof timerStartInput>;

/** A week of one person (the caller's own, or a colleague's for who reads Financeiro); any day of it. */
export const timeWeekInput = z.object({ date: dateField('Informe a data'), personId: nullableId.optional() }).strict();
export const timePendingInput = z.object({ personId: nullableId.optional(), clientId: nullableId.optional() }).strict();
const idBatch = z.array(recordId).min(1, 'Selecione ao menos um registro').max(MAX_BATCH, `No máximo ${MAX_BATCH} registros por vez`);
export const timeApproveInput = z
  .object({ ids: idBatch })
  .strict()
  .refine((v) => new Set(v.ids).size === v.ids.length, { path: ['ids'], message: 'Registro repetido' });
/** Billing a client's approved billable hours up to a day, due on `dueDate`. */
export const timeBillInput = z
  .object({
    clientId: recordId,
    to: dateField('Informe até que dia faturar').refine((d) => d <= officeDate(), 'A data não pode estar no futuro'),
    dueDate: dateField('Informe o vencimento'),
    /** "Faturar e gerar cobrança": the charge (PIX) of the new lançamento, due the same day, in the same commit. */
    charge: z
      .object({ accountId: z.string().trim().min(1, 'Escolha a conta que recebe').pipe(recordId) })
      .strict()
      .nullable()
      .default(null),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.charge && b.dueDate < officeDate())
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'O vencimento da cobrança não pode estar no passado' });
  });
/** What billing hours answers: the lançamento, and the charge made with it ("Faturar e gerar cobrança"), if any. */
export type HoursBilled = TransactionSaved & { chargeId: string | null };
export const timeBillableInput = z.object({}).strict();

const rate = z
  .number('Valor por hora inválido')
  .int('Use no máximo dois decimais')
  .min(0, 'O valor por hora não pode ser negativo')
  .max(MAX_HOURLY_RATE, 'Valor por hora: o máximo é R$ 100.000,00');
export const hourlyRatesInput = z
  .object({
    /** What an hour of anyone without a rate of their own is worth. */
    defaultRate: rate,
    people: z.record(recordId, rate).refine((p) => Object.keys(p).length <= 200, 'No máximo 200 pessoas'),
  })
  .strict();
export type HourlyRates = z.output<typeof hourlyRatesInput>;
/** The rate table's form: a person's field left blank (NaN from the money input, or never typed) is no rate of their own. */
export const hourlyRatesFormInput = hourlyRatesInput.extend({
  people: z.record(
    recordId,
    z.preprocess((v) => (v === undefined || (typeof v === 'number' && Number.isNaN(v)) ? null : v), rate.nullable()),
  ),
});
/** expectedVersion 0: the office still has no table (nothing stored yet). */
export const hourlyRatesUpdateInput = z.object({ expectedVersion: z.number('Versão inválida').int().min(0), rates: hourlyRatesInput }).strict();

export const PROFITABILITY_GROUPS = ['lawsuit', 'client', 'person', 'month'] as const;
export type ProfitabilityGroup = (typeof PROFITABILITY_GROUPS)[number];
export const PROFITABILITY_GROUP_LABELS: Record<ProfitabilityGroup, string> = {
  lawsuit: 'Por processo',
  client: 'Por cliente',
  person: 'Por pessoa',
  month: 'Por mês',
};
export const profitabilityInput = z
  .object({ from: monthField, to: monthField, groupBy: z.enum(PROFITABILITY_GROUPS) })
  .strict()
  .superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'O fim do período vem antes do início' });
    else if (Number(q.to.slice(0, 4)) * 12 + Number(q.to.slice(5)) - (Number(q.from.slice(0, 4)) * 12 + Number(q.from.slice(5))) >= 36)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Escolha um período de até 36 meses' });
  });

// ——— stored records ———

/** `timeEntries/<id>`: one stretch of someone's work. */
export interface TimeEntryRecord {
  personId: string;
  date: CalendarDate;
  /** "YYYY-MM" of the date: the rollup's month. */
  month: string;
  minutes: number;
  startTime: string | null;
  endTime: string | null;
  lawsuitId: string | null;
  clientId: string | null;
  taskId: string | null;
  description: string;
  billable: boolean;
  status: TimeEntryStatus;
  approvedBy: string | null;
  approvedAt: string | null;
  /** Set when billed: the lançamento, and the rate and amount it was billed at. */
  transactionId: string | null;
  billedRate: number | null;
  billedAmount: number | null;
  createdBy: string;
  updatedBy: string;
}

/** `timers/<uid>`: the person's running timer, kept by the server so it survives reloads and other devices. */
export interface TimerRecord {
  personId: string;
  startedAt: string;
  description: string;
  lawsuitId: string | null;
  clientId: string | null;
  taskId: string | null;
  billable: boolean;
}

/** `hourlyRates/office`: the office's rate table, centavos per hour. */
export type HourlyRatesRecord = HourlyRates & { updatedBy: string };
export const HOURLY_RATES_ID = 'office';

/** Minutes of one rollup cell, billable or not. */
export interface TimeCell {
  billable: number;
  nonBillable: number;
}
/** `timeMonths/<YYYY-MM>`: a month's minutes per person, client and lawsuit, kept with every entry write. */
export interface TimeMonthRecord {
  month: string;
  /** By timeCellKey. */
  cells: Record<string, TimeCell>;
}

export const TIME_ENTRY_FIELD_LABELS = {
  date: 'data',
  minutes: 'duração',
  startTime: 'início',
  endTime: 'fim',
  lawsuitId: 'processo',
  clientId: 'cliente',
  taskId: 'tarefa',
  description: 'descrição',
  billable: 'faturável',
  status: 'situação',
  approvedBy: 'aprovado por',
  approvedAt: 'aprovado em',
  transactionId: 'lançamento',
  billedRate: 'valor por hora faturado',
  billedAmount: 'valor faturado',
  personId: 'pessoa',
  startedAt: 'início do cronômetro',
} as const satisfies Record<keyof TimeEntryValues, string> & Record<string, string>;

/** Financeiro's words for the rate table and a billed entry, for the audit log. */
export const HOURLY_RATE_FIELD_LABELS = {
  defaultRate: 'valor por hora padrão',
  people: 'valores por hora por pessoa',
  status: 'situação',
  approvedBy: 'aprovado por',
  approvedAt: 'aprovado em',
  transactionId: 'lançamento',
  billedRate: 'valor por hora faturado',
  billedAmount: 'valor faturado',
} as const satisfies Record<keyof HourlyRates, string> & Record<string, string>;

// ——— rules ———

/** Why `entry` cannot be edited or deleted by `uid`, or null: one's own, and only while pending. */
export function entryEditRefusal(entry: Pick<TimeEntryRecord, 'personId' | 'status'>, uid: string): string | null {
  if (entry.personId !== uid) return 'Só quem registrou o tempo pode alterá-lo.';
  if (entry.status === 'aprovado') return 'Este registro já foi aprovado: peça ao Financeiro para desfazer a aprovação antes de alterá-lo.';
  if (entry.status === 'faturado') return 'Este registro já foi faturado e não pode mais ser alterado.';
  return null;
}

/** Why the approval of `entry` cannot be undone, or null: only an approved entry that was not billed. */
export function unapproveRefusal(entry: Pick<TimeEntryRecord, 'status'>): string | null {
  if (entry.status === 'faturado') return 'Um registro faturado não pode ter a aprovação desfeita.';
  if (entry.status === 'pendente') return 'Este registro ainda não foi aprovado.';
  return null;
}

/** The minutes a timer ran from `startedAt` to `now`: rounded to the minute, at least 1, at most a day. */
export function timerMinutes(startedAt: string, now: Date): number {
  const minutes = Math.round((now.getTime() - Date.parse(startedAt)) / 60_000);
  return Math.min(MAX_ENTRY_MINUTES, Math.max(1, minutes));
}

const officeClock = new Intl.DateTimeFormat('en-GB', { timeZone: OFFICE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** "HH:mm" of an instant in office time. */
export const officeTimeOfDay = (instant: Date): string => officeClock.format(instant);

/**
 * The entry a stopped timer makes: dated the day it started (office time), with its start and end when it ended
 * that same day (one that ran past midnight keeps only its minutes).
 */
export function entryFromTimer(timer: TimerRecord, now: Date): TimeEntryValues {
  const started = new Date(timer.startedAt);
  const minutes = timerMinutes(timer.startedAt, now);
  const date = officeDate(started);
  const startTime = officeTimeOfDay(started);
  const endTime = officeTimeOfDay(new Date(started.getTime() + minutes * 60_000));
  const sameDay = officeDate(new Date(started.getTime() + minutes * 60_000)) === date && minutesOfDay(endTime) - minutesOfDay(startTime) === minutes;
  return {
    date,
    minutes,
    startTime: sameDay ? startTime : null,
    endTime: sameDay ? endTime : null,
    lawsuitId: timer.lawsuitId,
    clientId: timer.clientId,
    taskId: timer.taskId,
    description: timer.description,
    billable: timer.billable,
  };
}

/** A rate override from a fee agreement's hourly clause (agreementHourlyRates); absent, the office table rules. */
export interface AgreementRates {
  defaultRate?: number | null;
  byPerson?: Readonly<Record<string, number>>;
}

/**
 * What an hour of `entry`'s person is worth, in centavos: the agreement's rate for that person, else the
 * agreement's own rate, else the office's rate for the person, else the office default.
 */
export function hourlyRateFor(entry: Pick<TimeEntryRecord, 'personId'>, officeRates: HourlyRates, agreementRates?: AgreementRates | null): number {
  return agreementRates?.byPerson?.[entry.personId] ?? agreementRates?.defaultRate ?? officeRates.people[entry.personId] ?? officeRates.defaultRate;
}

/** A vigente fee agreement of the client with an hourly clause: the entries it prices, and what it charges. */
export interface HourlyAgreement {
  id: string;
  lawsuitId: string | null;
  clauseId: string;
  title: string;
  rates: AgreementRates;
}

/**
 * The agreement that prices an entry: one made for the entry's lawsuit first, else one for the client without a
 * lawsuit (CED art. 48: the agreement says how fees are charged); null leaves the office's table.
 */
export function agreementForEntry(entry: { lawsuitId?: string | null }, agreements: readonly HourlyAgreement[]): HourlyAgreement | null {
  const own = entry.lawsuitId ? agreements.find((a) => a.lawsuitId === entry.lawsuitId) : undefined;
  return own ?? agreements.find((a) => a.lawsuitId === null) ?? null;
}

/** The value of `minutes` at `rate` centavos an hour, rounded to the centavo (half up). */
export function minutesValue(minutes: number, rate: number): number {
  return Math.round((minutes * rate) / 60);
}

/** The office's table before anyone saves one: no rates (every hour worth R$ 0,00 until Financeiro sets them). */
export const EMPTY_HOURLY_RATES: HourlyRates = { defaultRate: 0, people: {} };

/** Monday of the week of `date` (weeks start on Monday, as the office's calendar). */
export function weekStart(date: CalendarDate): CalendarDate {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** The seven days of the week starting `monday`. */
export function weekDays(monday: CalendarDate): CalendarDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export interface WeekTotals {
  /** Minutes per day, Monday first. */
  days: number[];
  total: number;
  billable: number;
}

/** The totals of a week's entries, per day and for the week. */
export function weekTotals(monday: CalendarDate, entries: readonly Pick<TimeEntryRecord, 'date' | 'minutes' | 'billable'>[]): WeekTotals {
  const days = weekDays(monday);
  const perDay = days.map((d) => entries.filter((e) => e.date === d).reduce((s, e) => s + e.minutes, 0));
  return {
    days: perDay,
    total: perDay.reduce((s, m) => s + m, 0),
    billable: entries.filter((e) => e.billable && days.includes(e.date)).reduce((s, e) => s + e.minutes, 0),
  };
}

/**
 * The lines of a billing: each entry at its person's rate, rounded per entry, and the total; the description
 * names the period ("Honorários por hora: 12h30 de 03/11/2026 a 28/11/2026").
 */
export function billingLines(
  entries: readonly (Pick<TimeEntryRecord, 'personId' | 'minutes' | 'date'> & { lawsuitId?: string | null })[],
  officeRates: HourlyRates,
  agreements: readonly HourlyAgreement[] = [],
) {
  const lines = entries.map((e) => {
    const agreement = agreementForEntry(e, agreements);
    const rate = hourlyRateFor(e, officeRates, agreement?.rates);
    return { rate, amount: minutesValue(e.minutes, rate), agreementId: agreement?.id ?? null };
  });
  const dates = entries.map((e) => e.date).sort();
  const minutes = entries.reduce((s, e) => s + e.minutes, 0);
  return {
    lines,
    total: lines.reduce((s, l) => s + l.amount, 0),
    minutes,
    from: dates[0] ?? '',
    to: dates[dates.length - 1] ?? '',
  };
}

/** The lançamento's description of a billing. */
export function billingDescription(minutes: number, from: CalendarDate, to: CalendarDate): string {
  const br = (d: CalendarDate) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  const period = from === to ? `em ${br(from)}` : `de ${br(from)} a ${br(to)}`;
  return `Honorários por hora: ${formatMinutes(minutes)} ${period}`;
}

// ——— rollups ———

const NONE = '-';
/** A cell's key: person, client and lawsuit ("-" for none). Ids never hold "|". */
export const timeCellKey = (e: Pick<TimeEntryRecord, 'personId' | 'clientId' | 'lawsuitId'>): string =>
  `${e.personId}|${e.clientId ?? NONE}|${e.lawsuitId ?? NONE}`;
export function parseTimeCellKey(key: string): { personId: string; clientId: string | null; lawsuitId: string | null } {
  const [personId = '', clientId = NONE, lawsuitId = NONE] = key.split('|');
  return { personId, clientId: clientId === NONE ? null : clientId, lawsuitId: lawsuitId === NONE ? null : lawsuitId };
}

export const emptyTimeMonth = (month: string): TimeMonthRecord => ({ month, cells: {} });

/** Adds (sign 1) or takes away (sign −1) an entry's minutes from its month's record; empty cells go. */
export function moveTime(
  record: TimeMonthRecord,
  entry: Pick<TimeEntryRecord, 'personId' | 'clientId' | 'lawsuitId' | 'minutes' | 'billable'>,
  sign: 1 | -1,
): void {
  const key = timeCellKey(entry);
  const cell = record.cells[key] ?? { billable: 0, nonBillable: 0 };
  if (entry.billable) cell.billable += sign * entry.minutes;
  else cell.nonBillable += sign * entry.minutes;
  if (cell.billable === 0 && cell.nonBillable === 0) record.cells = Object.fromEntries(Object.entries(record.cells).filter(([k]) => k !== key));
  else record.cells[key] = cell;
}

// ——— the profitability report ———

/** Fees of a row: what the honorários lançamentos charged and what was paid of them. */
export interface FeeTotals {
  billed: number;
  received: number;
}

export interface ProfitabilityRow {
  /** The lawsuit, client, person id or "YYYY-MM"; null for time with no lawsuit or client. */
  key: string | null;
  billableMinutes: number;
  nonBillableMinutes: number;
  /** Every hour at its person's rate: what the time was worth. */
  hoursValue: number;
  /** Null where fees do not apply (per person, or time with no lawsuit or client). */
  fees: FeeTotals | null;
  /** Fees received less the value of the hours (null without fees). */
  result: number | null;
}

/** The rows of the report from the month rollups, before fees: minutes and their value, per group, largest first. */
export function profitabilityRows(months: readonly TimeMonthRecord[], groupBy: ProfitabilityGroup, rates: HourlyRates): ProfitabilityRow[] {
  const rows = new Map<string | null, ProfitabilityRow>();
  for (const m of months) {
    for (const [key, cell] of Object.entries(m.cells)) {
      const k = parseTimeCellKey(key);
      const group = groupBy === 'lawsuit' ? k.lawsuitId : groupBy === 'client' ? k.clientId : groupBy === 'person' ? k.personId : m.month;
      const row = rows.get(group) ?? { key: group, billableMinutes: 0, nonBillableMinutes: 0, hoursValue: 0, fees: null, result: null };
      row.billableMinutes += cell.billable;
      row.nonBillableMinutes += cell.nonBillable;
      row.hoursValue += minutesValue(cell.billable + cell.nonBillable, hourlyRateFor(k, rates));
      rows.set(group, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.billableMinutes + b.nonBillableMinutes - (a.billableMinutes + a.nonBillableMinutes));
}

/** A row with its fees and result. */
export const withFees = (row: ProfitabilityRow, fees: FeeTotals | null): ProfitabilityRow => ({
  ...row,
  fees,
  result: fees ? fees.received - row.hoursValue : null,
});

// ——— answers ———

/** An entry as the caller may read it: names per the link rules; the amounts only for who reads Financeiro. */
export type TimeEntryItem = Listed<TimeEntryRecord> & {
  personName: string;
  lawsuitLabel: string | null;
  clientName: string | null;
  taskTitle: string | null;
};

export interface TimeWeek {
  personId: string;
  monday: CalendarDate;
  entries: TimeEntryItem[];
  totals: WeekTotals;
}

export interface TimerState {
  timer: (TimerRecord & { lawsuitLabel: string | null; clientName: string | null }) | null;
}

/** A client's approved billable hours waiting to be billed, and what they come to at the office's rates. */
export interface BillableClient {
  clientId: string;
  clientName: string;
  entries: number;
  minutes: number;
  amount: number;
  from: CalendarDate;
  to: CalendarDate;
}

export interface ProfitabilityRowItem extends ProfitabilityRow {
  label: string;
}

export interface ProfitabilityReport {
  from: string;
  to: string;
  groupBy: ProfitabilityGroup;
  rows: ProfitabilityRowItem[];
  totals: Omit<ProfitabilityRow, 'key' | 'fees' | 'result'>;
}

export interface HourlyRatesState {
  rates: HourlyRates;
  version: number;
}

/** "R$ 150,00/h". */
export const formatRate = (rate: number): string => `${formatBRL(rate)}/h`;
