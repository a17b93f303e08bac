import { describe, expect, it } from 'vitest';
import { agreementInput, taskFeeAct, withClauseIds, type Clause, type FeeAgreementRecord } from './fee-agreements';
import {
  agreementHourlyRates,
  HOURLY_BILLING_KEY,
  planAgreement,
  reconcile,
  repasseSplit,
  type ExistingLancamento,
  type PlanOptions,
} from './fee-agreement-plan';
import { accumulatedFactor, type IndexRow } from './economic-indexes';
import { clauseInWords } from './fee-agreement-words';

const weekend = (d: string) => [0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay());
const holidays = new Set(['2026-04-21']);
const offDay = (d: string) => weekend(d) || holidays.has(d);
const options = (o: Partial<PlanOptions> = {}): PlanOptions => ({ through: '2026-12-31', today: '2026-01-15', indexes: [], offDay, ...o });

function agreement(clauses: Clause[], extra: Partial<FeeAgreementRecord> = {}): FeeAgreementRecord {
  return {
    clientId: 'cli1',
    lawsuitId: null,
    title: 'Contrato',
    scope: null,
    signedOn: '2026-01-05',
    accountId: null,
    clauses,
    notes: '',
    clientName: 'Cliente',
    lawsuitLabel: null,
    lawsuitIds: [],
    status: 'vigente',
    termsVersion: 1,
    history: [],
    successes: [],
    acts: [],
    ending: null,
    generatedThrough: null,
    clauseKinds: clauses.map((c) => c.kind),
    createdBy: 'u',
    updatedBy: 'u',
    ...extra,
  };
}

const fixed = (o: Partial<Extract<Clause, { kind: 'fixo' }>> = {}): Clause => ({
  kind: 'fixo',
  id: 'c1',
  description: 'Honorários iniciais',
  total: 100_000,
  installments: 3,
  firstDueDate: '2026-02-21',
  intervalMonths: 1,
  businessDays: false,
  ...o,
});
const monthly = (o: Partial<Extract<Clause, { kind: 'mensal' }>> = {}): Clause => ({
  kind: 'mensal',
  id: 'c2',
  description: 'Partido mensal',
  amount: 250_000,
  dueDay: 10,
  startMonth: '2025-03',
  endMonth: null,
  adjustment: 'IPCA',
  businessDays: false,
  ...o,
});

/** 0,50 % a month from 2025-03 to 2026-02. */
const ipcaYear: IndexRow[] = Array.from({ length: 12 }, (_, i) => ({
  index: 'IPCA' as const,
  month: `${2025 + Math.floor((2 + i) / 12)}-${String(((2 + i) % 12) + 1).padStart(2, '0')}`,
  rateBp: 50,
  source: 'BCB SGS 433',
}));

describe('fixed fees', () => {
  it('splits the total into installments whose centavos add up', () => {
    const { planned } = planAgreement(agreement([fixed()]), options());
    expect(planned.map((p) => p.amount)).toEqual([33_333, 33_333, 33_334]);
    expect(planned.reduce((s, p) => s + p.amount, 0)).toBe(100_000);
    expect(planned.map((p) => p.dueDate)).toEqual(['2026-02-21', '2026-03-21', '2026-04-21']);
    expect(planned.map((p) => p.description)).toEqual(['Honorários iniciais (1/3)', 'Honorários iniciais (2/3)', 'Honorários iniciais (3/3)']);
  });

  it('moves due dates to the next business day when the contract says so', () => {
    // 21/02/2026 is a Saturday, 21/03 a Saturday, 21/04 Tiradentes (a Tuesday).
    const { planned } = planAgreement(agreement([fixed({ businessDays: true })]), options());
    expect(planned.map((p) => p.dueDate)).toEqual(['2026-02-23', '2026-03-23', '2026-04-22']);
    // The competência stays the month the contract names.
    expect(planned.map((p) => p.competence)).toEqual(['2026-02', '2026-03', '2026-04']);
  });

  it('à vista is one lançamento with the plain description', () => {
    const { planned } = planAgreement(agreement([fixed({ installments: 1 })]), options());
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({ amount: 100_000, description: 'Honorários iniciais', key: 'fixo:c1:1' });
  });
});

describe('monthly fees', () => {
  it('plans every month through the horizon, the due day clamped to short months', () => {
    const { planned } = planAgreement(agreement([monthly({ dueDay: 31, startMonth: '2026-01', adjustment: null })]), options({ through: '2026-04-30' }));
    expect(planned.map((p) => p.dueDate)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(planned.map((p) => p.competence)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
  });

  it('adjusts on the anniversary by the index accumulated over the year before it', () => {
    const { planned, missingIndexMonths } = planAgreement(agreement([monthly()]), options({ through: '2026-04-30', today: '2026-03-05', indexes: ipcaYear }));
    expect(missingIndexMonths).toEqual([]);
    const feb = planned.find((p) => p.competence === '2026-02');
    const mar = planned.find((p) => p.competence === '2026-03');
    const apr = planned.find((p) => p.competence === '2026-04');
    expect(feb?.amount).toBe(250_000);
    // 1,005^12 = 1,0616778: R$ 2.500,00 → R$ 2.654,19.
    expect(mar?.amount).toBe(265_419);
    expect(apr?.amount).toBe(265_419);
    expect(mar?.notes).toContain('IPCA');
    expect(mar?.notes).toContain('R$ 2.500,00 → R$ 2.654,19');
  });

  it('names the months the index table lacks', () => {
    const partial = ipcaYear.filter((r) => r.month !== '2025-07' && r.month !== '2025-08');
    const { planned, missingIndexMonths, blockedIndex } = planAgreement(
      agreement([monthly()]),
      options({ through: '2026-04-30', today: '2026-03-05', indexes: partial }),
    );
    expect(missingIndexMonths).toEqual([{ index: 'IPCA', months: ['2025-07', '2025-08'] }]);
    // The plan stops before the anniversary those months adjust: where the agreement's page says it stops.
    expect(blockedIndex).toEqual([{ clauseId: 'c2', anniversary: '2026-03' }]);
    expect(planned.at(-1)?.competence).toBe('2026-02');
  });

  it('waits for an anniversary whose index months have not ended', () => {
    const { planned, waitingIndex, missingIndexMonths } = planAgreement(agreement([monthly()]), options({ through: '2026-12-31', today: '2026-02-10' }));
    expect(missingIndexMonths).toEqual([]);
    expect(waitingIndex).toEqual([{ clauseId: 'c2', anniversary: '2026-03' }]);
    expect(planned.at(-1)?.competence).toBe('2026-02');
  });

  it('stops at the end month', () => {
    const { planned } = planAgreement(agreement([monthly({ startMonth: '2026-01', endMonth: '2026-03', adjustment: null })]), options());
    expect(planned).toHaveLength(3);
  });
});

describe('success and per-act fees', () => {
  const success: Clause = { kind: 'exito', id: 'c3', description: 'Êxito', percentBp: 2000, bases: ['acordo', 'alvara'] };
  const act: Clause = { kind: 'por-ato', id: 'c4', description: 'Audiências', act: 'audiencia', price: 80_000 };

  it('a success fee follows a recorded base, with the calculation in its notes', () => {
    const a = agreement([success], {
      successes: [{ id: 's1', clauseId: 'c3', base: 'acordo', baseAmount: 12_345_67, date: '2026-05-04', description: null, by: 'u' }],
    });
    const { planned } = planAgreement(a, options());
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({
      key: 'exito:s1',
      kind: 'honorarios-exito',
      amount: 246_913,
      dueDate: '2026-05-04',
      successFee: { percentBp: 2000, baseAmount: 1_234_567 },
    });
    expect(planned[0]?.notes).toBe('20,00 % de R$ 12.345,67 (acordo de 04/05/2026) = R$ 2.469,13.');
  });

  it('no recorded base, no success fee', () => {
    expect(planAgreement(agreement([success]), options()).planned).toEqual([]);
  });

  it('a per-act fee follows each recorded act of its kind, once', () => {
    const a = agreement([act], {
      acts: [
        { id: 'evt1', act: 'audiencia', date: '2026-06-02', title: 'Audiência de conciliação' },
        { id: 'evt2', act: 'diligencia', date: '2026-06-03', title: 'Diligência' },
      ],
    });
    const { planned } = planAgreement(a, options());
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({ key: 'ato:evt1', kind: 'honorarios-ato', amount: 80_000, dueDate: '2026-06-02' });
  });

  it('a task is an act by the first word of its title, accents and case aside', () => {
    expect(taskFeeAct('Diligência ao cartório do 2º ofício')).toBe('diligencia');
    expect(taskFeeAct('  DILIGENCIA: cópia dos autos')).toBe('diligencia');
    expect(taskFeeAct('Protocolar contestação')).toBe('peticao');
    expect(taskFeeAct('Protocolo da réplica')).toBe('peticao');
    expect(taskFeeAct('Petição inicial')).toBe('peticao');
    expect(taskFeeAct('Peticionar nos autos')).toBe('peticao');
    // Only the first word: preparing an act is not the act; audiências are the Agenda's.
    expect(taskFeeAct('Preparar diligência')).toBeNull();
    expect(taskFeeAct('Audiência de conciliação')).toBeNull();
    expect(taskFeeAct('Diligenciar')).toBeNull();
  });

  it("a task's act says it was concluded in Tarefas", () => {
    const a = agreement([{ ...act, act: 'peticao' }], {
      acts: [{ id: 'tsk1', act: 'peticao', date: '2026-06-04', title: 'Protocolar contestação', source: 'tarefa' }],
    });
    const { planned } = planAgreement(a, options());
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({
      key: 'ato:tsk1',
      amount: 80_000,
      dueDate: '2026-06-04',
      notes: 'Petição concluída em Tarefas: Protocolar contestação.',
    });
  });
});

describe('reconcile', () => {
  const stored = (key: string, o: Partial<ExistingLancamento> = {}): ExistingLancamento => ({
    id: `t-${key}`,
    key,
    amount: 33_333,
    dueDate: '2026-02-21',
    competence: '2026-02',
    description: 'Honorários iniciais (1/3)',
    notes: '',
    paidAmount: 0,
    settlement: 'aberto',
    ...o,
  });

  it('creates what is missing and leaves what matches', () => {
    const { planned } = planAgreement(agreement([fixed()]), options());
    const r = reconcile(planned, [stored('fixo:c1:1')], 'motivo');
    expect(r.creates.map((p) => p.key)).toEqual(['fixo:c1:2', 'fixo:c1:3']);
    expect(r.updates).toEqual([]);
  });

  it('keeps hours billed under the agreement, which the plan never has', () => {
    const { planned } = planAgreement(agreement([fixed()]), options());
    const r = reconcile(planned, [stored(`${HOURLY_BILLING_KEY}trn-1`)], 'Contrato encerrado');
    expect(r.cancels).toEqual([]);
    expect(r.kept).toEqual([`t-${HOURLY_BILLING_KEY}trn-1`]);
  });

  it('never changes a lançamento with a payment, even when the clause changed', () => {
    const { planned } = planAgreement(agreement([fixed({ total: 150_000 })]), options());
    const existing = [
      stored('fixo:c1:1', { paidAmount: 33_333, settlement: 'pago' }),
      stored('fixo:c1:2', { dueDate: '2026-03-21', competence: '2026-03', description: 'Honorários iniciais (2/3)', paidAmount: 1_000, settlement: 'parcial' }),
      stored('fixo:c1:3', { dueDate: '2026-04-21', competence: '2026-04', description: 'Honorários iniciais (3/3)', amount: 33_334 }),
    ];
    const r = reconcile(planned, existing, 'motivo');
    expect(r.kept).toEqual(['t-fixo:c1:1', 't-fixo:c1:2']);
    expect(r.updates).toEqual([{ id: 't-fixo:c1:3', planned: expect.objectContaining({ amount: 50_000 }) }]);
    expect(r.creates).toEqual([]);
    expect(r.cancels).toEqual([]);
  });

  it('cancels an open lançamento no longer planned, with the reason, and leaves a cancelled one', () => {
    const r = reconcile([], [stored('fixo:c9:1'), stored('fixo:c9:2', { settlement: 'cancelado' })], 'Cláusula retirada');
    expect(r.cancels).toEqual([{ id: 't-fixo:c9:1', reason: 'Cláusula retirada' }]);
    expect(r.kept).toEqual(['t-fixo:c9:2']);
  });

  it('an ended agreement cancels only its future unpaid lançamentos', () => {
    const a = agreement([monthly({ startMonth: '2026-01', adjustment: null })], { ending: { date: '2026-03-31', reason: 'Rescisão', by: 'u' } });
    const { planned } = planAgreement(a, options({ through: '2026-06-30' }));
    expect(planned.map((p) => p.competence)).toEqual(['2026-01', '2026-02', '2026-03']);
    const existing = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'].map((m, i) =>
      stored(`mensal:c2:${m}`, {
        dueDate: `${m}-10`,
        competence: m,
        amount: 250_000,
        description: planned[i]?.description ?? 'x',
        paidAmount: m === '2026-01' || m === '2026-05' ? 250_000 : 0,
        settlement: m === '2026-01' || m === '2026-05' ? 'pago' : 'aberto',
      }),
    );
    const r = reconcile(planned, existing, 'Contrato encerrado');
    expect(r.cancels.map((c) => c.id)).toEqual(['t-mensal:c2:2026-04']);
    expect(r.kept).toEqual(['t-mensal:c2:2026-01', 't-mensal:c2:2026-05']);
  });
});

describe('repasse and rates', () => {
  it('what is passed on is what was received less the fees, in centavos', () => {
    expect(repasseSplit(10_000_001, [2_000_000, 1])).toEqual({ fees: 2_000_001, repasse: 8_000_000 });
    expect(repasseSplit(100, [101])).toEqual({ exceeds: 1 });
  });

  it('hourly rates per person over a default, only while vigente', () => {
    const hourly: Clause = { kind: 'por-hora', id: 'c5', description: 'Horas', defaultRate: 40_000, rates: [{ personId: 'ana', rate: 60_000 }] };
    expect(agreementHourlyRates(agreement([hourly]))).toEqual({ defaultRate: 40_000, byPerson: { ana: 60_000 } });
    expect(agreementHourlyRates(agreement([hourly], { status: 'encerrado' }))).toBeNull();
    expect(agreementHourlyRates(agreement([fixed()]))).toBeNull();
  });

  it('compounds monthly rates, and lists missing months', () => {
    const f = accumulatedFactor(ipcaYear, 'IPCA', ['2025-03', '2025-04']);
    expect('factor' in f && f.factor).toBeCloseTo(1.005 * 1.005, 12);
    expect(accumulatedFactor(ipcaYear, 'IGP-M', ['2025-03'])).toEqual({ missing: ['2025-03'] });
  });
});

describe('the agreement form', () => {
  it('gives new clauses the next free ids and keeps the old ones', () => {
    const parsed = agreementInput.parse({
      clientId: 'cli1',
      lawsuitId: null,
      title: 'Contrato de honorários',
      scope: null,
      signedOn: '2026-01-05',
      accountId: null,
      notes: '',
      clauses: [
        { ...fixed(), id: 'c2' },
        { ...fixed(), id: null },
      ],
    });
    expect(withClauseIds(parsed.clauses).map((c) => c.id)).toEqual(['c2', 'c1']);
  });

  it('refuses a success clause without a base, in pt-BR', () => {
    const r = agreementInput.safeParse({
      clientId: 'cli1',
      lawsuitId: null,
      title: 'Contrato',
      scope: null,
      signedOn: '2026-01-05',
      accountId: null,
      notes: '',
      clauses: [{ kind: 'exito', id: null, description: 'Êxito', percentBp: 2000, bases: [] }],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Escolha sobre o que incide (acordo, sentença, alvará)');
  });
});

describe('clauses in words', () => {
  it('writes each clause with its amounts in figures and in words', () => {
    expect(clauseInWords(fixed())).toBe('Honorários iniciais: R$ 1.000,00 (mil reais), em três parcelas mensais, a primeira com vencimento em 21/02/2026.');
    expect(clauseInWords(monthly())).toBe(
      'Partido mensal: R$ 2.500,00 (dois mil e quinhentos reais) por mês, com vencimento no dia 10, a partir de março de 2025, reajustado a cada doze meses pelo IPCA (IBGE) acumulado no período.',
    );
    expect(clauseInWords({ kind: 'exito', id: 'c3', description: 'Êxito', percentBp: 2000, bases: ['acordo', 'sentenca', 'alvara'] })).toBe(
      'Êxito: 20,00 % (vinte por cento) do proveito econômico obtido por acordo, sentença ou alvará, devidos quando recebido o resultado.',
    );
  });
});
