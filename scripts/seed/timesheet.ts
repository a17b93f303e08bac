/**
 * The seeded timesheet: three weeks of Rafael's, Juliana's and Lucas's time on public lawsuits of theirs, the
 * oldest week approved and one client's approved billable hours billed as one "Honorários por hora" lançamento;
 * and the office's rates per hour. Dates are tokens relative to the day the seed loads (resolve-dates.ts); the
 * loader derives each entry's month and the monthly rollups.
 */
import { billingLines, DEFAULT_CATEGORY, formatMinutes, type HourlyRates, type LawsuitRecord } from '@office/domain';
import type { SeedRecord } from './types';

type SeedLawsuit = Pick<LawsuitRecord, 'responsibleLawyerIds' | 'clientId' | 'cnj' | 'internalRef'> & { confidential?: boolean };

const RAFAEL = 'staff-rafael-moreira';
const JULIANA = 'staff-juliana-ferreira';
const LUCAS = 'staff-lucas-almeida';
const CAMILA = 'staff-camila-souza';

export const SEED_HOURLY_RATES: HourlyRates = { defaultRate: 25_000, people: { [RAFAEL]: 45_000, [JULIANA]: 40_000, [LUCAS]: 12_000 } };

const WORK = ['Análise dos autos', 'Minuta de petição', 'Reunião com o cliente', 'Pesquisa de jurisprudência', 'Revisão de contrato', 'Audiência'];

export function seedTimesheet(lawsuits: Record<string, SeedLawsuit>, clientNames: Record<string, string>) {
  const publicOf = (lawyer: string) => Object.keys(lawsuits).filter((id) => !lawsuits[id]!.confidential && lawsuits[id]!.responsibleLawyerIds[0] === lawyer);
  const cases: Record<string, string[]> = { [RAFAEL]: publicOf(RAFAEL).slice(0, 3), [JULIANA]: publicOf(JULIANA).slice(0, 3) };
  // The intern works on Rafael's cases.
  cases[LUCAS] = cases[RAFAEL] ?? [];
  const entries: Record<string, SeedRecord<'timeEntries'>> = {};
  let n = 0;
  for (const person of [RAFAEL, JULIANA, LUCAS]) {
    const mine = cases[person] ?? [];
    // Days 20 to 1 before the seed's day: about three weeks, one or two stretches a day.
    for (let day = 20; day >= 1; day--) {
      for (let k = 0; k < (day % 3 === 0 ? 2 : 1); k++) {
        const lawsuitId = mine[(day + k) % mine.length] ?? null;
        const approved = day >= 14;
        entries[`tim-${String(++n).padStart(3, '0')}`] = {
          personId: person,
          date: `@rd(-${day})`,
          minutes: 30 + ((day * 7 + k * 13) % 8) * 15,
          startTime: null,
          endTime: null,
          lawsuitId,
          clientId: lawsuitId ? lawsuits[lawsuitId]!.clientId : null,
          taskId: null,
          description: WORK[(day + k + n) % WORK.length] ?? 'Trabalho no processo',
          // The intern's time is not charged to clients.
          billable: person !== LUCAS && (day + k) % 5 !== 0,
          status: approved ? 'aprovado' : 'pendente',
          approvedBy: approved ? CAMILA : null,
          approvedAt: approved ? `@r(-13,18:00)` : null,
          transactionId: null,
          billedRate: null,
          billedAmount: null,
          createdBy: person,
          updatedBy: approved ? CAMILA : person,
        };
      }
    }
  }
  // One client's approved billable hours (of Rafael's first case) billed into one lançamento.
  const billedLawsuit = cases[RAFAEL]?.[0] ?? '';
  const lawsuit = lawsuits[billedLawsuit]!;
  const billed = Object.entries(entries).filter(([, e]) => e.status === 'aprovado' && e.billable && e.lawsuitId === billedLawsuit);
  const bill = billingLines(
    billed.map(([, e]) => ({ personId: e.personId, minutes: e.minutes, date: e.date })),
    SEED_HOURLY_RATES,
  );
  const transactionId = 'trn-horas-001';
  billed.forEach(([id, e], i) => {
    const line = bill.lines[i]!;
    entries[id] = { ...e, status: 'faturado', transactionId, billedRate: line.rate, billedAmount: line.amount };
  });
  const minutes = billed.reduce((s, [, e]) => s + e.minutes, 0);
  const transaction: SeedRecord<'transactions'> = {
    type: 'receita',
    kind: 'honorarios-hora',
    // The entries' dates are tokens resolved at load: the description names the period in words.
    description: `Honorários por hora: ${formatMinutes(minutes)} aprovadas na primeira semana do período`,
    amount: bill.total,
    competence: '@m(0)',
    dueDate: '@rd(10)',
    clientId: lawsuit.clientId,
    lawsuitId: billedLawsuit,
    category: DEFAULT_CATEGORY['honorarios-hora'],
    costCenter: null,
    accountId: null,
    method: null,
    invoice: { issued: false, number: null },
    successFee: null,
    notes: `${billed.length} registro(s) de horas aprovados.`,
    clientName: clientNames[lawsuit.clientId] ?? null,
    lawsuitLabel: lawsuit.cnj ?? lawsuit.internalRef,
    series: null,
    seriesId: null,
    paidAmount: 0,
    openAmount: bill.total,
    settlement: 'aberto',
    cancellation: null,
    createdBy: CAMILA,
    updatedBy: CAMILA,
  };
  return {
    timeEntries: entries,
    transaction: { id: transactionId, record: transaction },
    hourlyRates: { office: { ...SEED_HOURLY_RATES, updatedBy: CAMILA } },
  };
}
