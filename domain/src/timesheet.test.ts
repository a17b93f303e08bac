import { describe, expect, it } from 'vitest';
import {
  agreementForEntry,
  billingDescription,
  billingLines,
  emptyTimeMonth,
  entryEditRefusal,
  entryFromTimer,
  formatMinutes,
  hourlyRateFor,
  minutesValue,
  moveTime,
  profitabilityInput,
  profitabilityRows,
  timeEntryInput,
  timerMinutes,
  unapproveRefusal,
  weekStart,
  weekTotals,
  withFees,
  type HourlyAgreement,
  type TimerRecord,
} from './timesheet';
import { fieldErrors } from './schema';

const base = {
  date: '2026-11-30',
  minutes: 90,
  startTime: null,
  endTime: null,
  lawsuitId: null,
  clientId: null,
  taskId: null,
  description: 'Petição inicial',
  billable: true,
};
const errorsOf = (v: object) => {
  const r = timeEntryInput.safeParse({ ...base, ...v });
  return r.success ? {} : fieldErrors(r.error);
};

describe('time entry input', () => {
  it('takes minutes, or a start and an end of the same day', () => {
    expect(timeEntryInput.parse(base).minutes).toBe(90);
    expect(timeEntryInput.parse({ ...base, minutes: null, startTime: '09:15', endTime: '11:00' }).minutes).toBe(105);
  });
  it('refuses an end before the start, a missing duration, a mismatch, a future date, in pt-BR', () => {
    expect(errorsOf({ minutes: null, startTime: '11:00', endTime: '10:00' }).endTime).toBe('O fim deve ser depois do início');
    expect(errorsOf({ minutes: null }).minutes).toBe('Informe a duração ou o início e o fim');
    expect(errorsOf({ minutes: 30, startTime: '09:00', endTime: '10:00' }).minutes).toBe('A duração não confere com o início e o fim');
    expect(errorsOf({ startTime: '09:00' }).endTime).toBe('Informe o início e o fim');
    expect(errorsOf({ date: '2099-01-01' }).date).toBe('A data não pode estar no futuro');
    expect(errorsOf({ minutes: 0 }).minutes).toBe('Ao menos 1 minuto');
    expect(errorsOf({ minutes: 24 * 60 + 1 }).minutes).toBe('No máximo 24 horas');
  });
});

describe('status rules', () => {
  it('lets only the person edit their own pending entry', () => {
    expect(entryEditRefusal({ personId: 'a', status: 'pendente' }, 'a')).toBeNull();
    expect(entryEditRefusal({ personId: 'a', status: 'pendente' }, 'b')).toMatch(/Só quem registrou/);
    expect(entryEditRefusal({ personId: 'a', status: 'aprovado' }, 'a')).toMatch(/já foi aprovado/);
    expect(entryEditRefusal({ personId: 'a', status: 'faturado' }, 'a')).toMatch(/já foi faturado/);
  });
  it('undoes an approval only while not billed', () => {
    expect(unapproveRefusal({ status: 'aprovado' })).toBeNull();
    expect(unapproveRefusal({ status: 'faturado' })).toMatch(/faturado/);
    expect(unapproveRefusal({ status: 'pendente' })).toMatch(/ainda não foi aprovado/);
  });
});

describe('timer', () => {
  const timer: TimerRecord = {
    personId: 'a',
    startedAt: '2026-11-30T12:00:10.000Z',
    description: 'Reunião',
    lawsuitId: 'l1',
    clientId: 'c1',
    taskId: null,
    billable: true,
  };
  it('rounds to the minute, at least one, at most a day', () => {
    expect(timerMinutes(timer.startedAt, new Date('2026-11-30T12:00:20.000Z'))).toBe(1);
    expect(timerMinutes(timer.startedAt, new Date('2026-11-30T12:45:50.000Z'))).toBe(46);
    expect(timerMinutes(timer.startedAt, new Date('2026-12-05T12:00:00.000Z'))).toBe(24 * 60);
  });
  it('makes an entry dated in office time, with its times when it ended the same day', () => {
    const entry = entryFromTimer(timer, new Date('2026-11-30T13:30:10.000Z'));
    expect(entry).toMatchObject({ date: '2026-11-30', minutes: 90, startTime: '09:00', endTime: '10:30', lawsuitId: 'l1', billable: true });
    // 23:30 in São Paulo (02:30Z next day) to 01:00: the minutes only.
    const late = entryFromTimer({ ...timer, startedAt: '2026-12-01T02:30:00.000Z' }, new Date('2026-12-01T04:00:00.000Z'));
    expect(late).toMatchObject({ date: '2026-11-30', minutes: 90, startTime: null, endTime: null });
  });
});

describe('rates and billing', () => {
  const office = { defaultRate: 30_000, people: { rafael: 50_000 } };
  it('takes the agreement person rate, then the agreement rate, then the office person rate, then the default', () => {
    expect(hourlyRateFor({ personId: 'rafael' }, office, { byPerson: { rafael: 60_000 }, defaultRate: 40_000 })).toBe(60_000);
    expect(hourlyRateFor({ personId: 'rafael' }, office, { defaultRate: 40_000 })).toBe(40_000);
    expect(hourlyRateFor({ personId: 'rafael' }, office)).toBe(50_000);
    expect(hourlyRateFor({ personId: 'lucas' }, office)).toBe(30_000);
  });
  it('prices an entry by the agreement of its lawsuit, else of its client, else the office table', () => {
    const forCase: HourlyAgreement = { id: 'agr-case', lawsuitId: 'law-1', clauseId: 'c1', title: 'Caso', rates: { defaultRate: 80_000 } };
    const forClient: HourlyAgreement = {
      id: 'agr-all',
      lawsuitId: null,
      clauseId: 'c2',
      title: 'Geral',
      rates: { defaultRate: 20_000, byPerson: { rafael: 70_000 } },
    };
    expect(agreementForEntry({ lawsuitId: 'law-1' }, [forClient, forCase])).toBe(forCase);
    expect(agreementForEntry({ lawsuitId: 'law-2' }, [forClient, forCase])).toBe(forClient);
    expect(agreementForEntry({ lawsuitId: 'law-2' }, [forCase])).toBeNull();
    const bill = billingLines(
      [
        { personId: 'lucas', minutes: 60, date: '2026-11-03', lawsuitId: 'law-1' },
        { personId: 'rafael', minutes: 60, date: '2026-11-04', lawsuitId: null },
        { personId: 'lucas', minutes: 60, date: '2026-11-05', lawsuitId: 'law-2' },
      ],
      office,
      [forCase, forClient],
    );
    expect(bill.lines).toEqual([
      { rate: 80_000, amount: 80_000, agreementId: 'agr-case' },
      { rate: 70_000, amount: 70_000, agreementId: 'agr-all' },
      { rate: 20_000, amount: 20_000, agreementId: 'agr-all' },
    ]);
    expect(billingLines([{ personId: 'lucas', minutes: 60, date: '2026-11-05', lawsuitId: 'law-2' }], office, [forCase]).lines).toEqual([
      { rate: 30_000, amount: 30_000, agreementId: null },
    ]);
  });
  it('rounds each entry to the centavo and adds them up', () => {
    // 7 min at R$ 500,00/h = 5833,33… centavos → 5833; 50 min at R$ 300,00/h = 25000.
    const bill = billingLines(
      [
        { personId: 'rafael', minutes: 7, date: '2026-11-10' },
        { personId: 'lucas', minutes: 50, date: '2026-11-03' },
      ],
      office,
    );
    expect(bill.lines.map((l) => l.amount)).toEqual([5833, 25_000]);
    expect(bill).toMatchObject({ total: 30_833, minutes: 57, from: '2026-11-03', to: '2026-11-10' });
    expect(minutesValue(1, 100)).toBe(2);
    expect(billingDescription(57, '2026-11-03', '2026-11-10')).toBe('Honorários por hora: 57min de 03/11/2026 a 10/11/2026');
    expect(billingDescription(150, '2026-11-03', '2026-11-03')).toBe('Honorários por hora: 2h30 em 03/11/2026');
  });
});

describe('weeks', () => {
  it('starts on Monday and adds up days and the week', () => {
    expect(weekStart('2026-12-03')).toBe('2026-11-30');
    expect(weekStart('2026-12-06')).toBe('2026-11-30');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    const totals = weekTotals('2026-11-30', [
      { date: '2026-11-30', minutes: 60, billable: true },
      { date: '2026-11-30', minutes: 30, billable: false },
      { date: '2026-12-02', minutes: 45, billable: true },
      { date: '2026-12-07', minutes: 45, billable: true },
    ]);
    expect(totals).toEqual({ days: [90, 0, 45, 0, 0, 0, 0], total: 135, billable: 105 });
    expect(formatMinutes(135)).toBe('2h15');
    expect(formatMinutes(480)).toBe('8h');
  });
});

describe('rollups and the report', () => {
  it('moves minutes in and out of a month, and values them at the rates', () => {
    const nov = emptyTimeMonth('2026-11');
    const dec = emptyTimeMonth('2026-12');
    const e = { personId: 'rafael', clientId: 'c1', lawsuitId: 'l1', minutes: 120, billable: true };
    moveTime(nov, e, 1);
    moveTime(nov, { ...e, personId: 'lucas', minutes: 60, billable: false }, 1);
    moveTime(dec, { ...e, lawsuitId: null, minutes: 30 }, 1);
    moveTime(nov, { ...e, minutes: 30 }, 1);
    moveTime(nov, { ...e, minutes: 30 }, -1);
    expect(nov.cells).toEqual({ 'rafael|c1|l1': { billable: 120, nonBillable: 0 }, 'lucas|c1|l1': { billable: 0, nonBillable: 60 } });
    const rates = { defaultRate: 30_000, people: { rafael: 50_000 } };
    const byLawsuit = profitabilityRows([nov, dec], 'lawsuit', rates);
    expect(byLawsuit).toEqual([
      { key: 'l1', billableMinutes: 120, nonBillableMinutes: 60, hoursValue: 130_000, fees: null, result: null },
      { key: null, billableMinutes: 30, nonBillableMinutes: 0, hoursValue: 25_000, fees: null, result: null },
    ]);
    expect(profitabilityRows([nov, dec], 'client', rates)[0]).toMatchObject({ key: 'c1', billableMinutes: 150, hoursValue: 155_000 });
    expect(profitabilityRows([nov, dec], 'month', rates).map((r) => r.key)).toEqual(['2026-11', '2026-12']);
    expect(withFees(byLawsuit[0]!, { billed: 200_000, received: 150_000 }).result).toBe(20_000);
    moveTime(nov, e, -1);
    moveTime(nov, { ...e, personId: 'lucas', minutes: 60, billable: false }, -1);
    expect(nov.cells).toEqual({});
  });
  it('refuses a period out of order or longer than three years', () => {
    expect(profitabilityInput.safeParse({ from: '2026-12', to: '2026-01', groupBy: 'lawsuit' }).success).toBe(false);
    expect(profitabilityInput.safeParse({ from: '2023-01', to: '2026-01', groupBy: 'lawsuit' }).success).toBe(false);
    expect(profitabilityInput.safeParse({ from: '2024-01', to: '2026-12', groupBy: 'person' }).success).toBe(true);
  });
});
