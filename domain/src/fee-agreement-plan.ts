/**
 * What an agreement's clauses say the lançamentos are (planAgreement), and how the stored ones follow
 * (reconcile): a lançamento with any payment is never changed, one cancelled stays cancelled.
 */
import { addDays, addMonths, addMonthsToMonth, formatDate, formatMonthLabel, monthOf } from './dates';
import { accumulatedFactor, adjustmentMonths, type EconomicIndex, type IndexRow } from './economic-indexes';
import type { Clause, AgreementPlanAnswer, FeeAgreementRecord, PlannedTransaction } from './fee-agreements';
import { FEE_ACT_LABELS, SUCCESS_BASE_LABELS } from './fee-agreements';
import { splitInstallments, successFeeAmount } from './finance';
import { formatBRL, formatPercentBp } from './money';

/** Whether nobody works that day (a weekend or a holiday of the office's calendar). */
export type OffDay = (date: string) => boolean;

export type PlannableAgreement = Pick<FeeAgreementRecord, 'clauses' | 'successes' | 'acts' | 'ending' | 'title'>;

/** The next business day from `date` (itself when it is one). */
export function nextBusinessDay(date: string, offDay: OffDay): string {
  let d = date;
  for (let i = 0; i < 30 && offDay(d); i += 1) d = addDays(d, 1);
  return d;
}

/** The `day` of a month ("YYYY-MM"), or the month's last day when it is shorter. */
export function dayOfMonth(month: string, day: number): string {
  const { to } = monthOf(month);
  const wanted = `${month}-${String(day).padStart(2, '0')}`;
  return wanted > to ? to : wanted;
}

function fixedLancamentos(c: Extract<Clause, { kind: 'fixo' }>, offDay: OffDay): PlannedTransaction[] {
  const amounts = splitInstallments(c.total, c.installments, 'ultima');
  return amounts.map((amount, i) => {
    const nominal = addMonths(c.firstDueDate, i * c.intervalMonths);
    return {
      key: `fixo:${c.id}:${i + 1}`,
      clauseId: c.id,
      kind: 'honorarios-fixos',
      description: c.installments === 1 ? c.description : `${c.description} (${i + 1}/${c.installments})`,
      amount,
      dueDate: c.businessDays ? nextBusinessDay(nominal, offDay) : nominal,
      competence: nominal.slice(0, 7),
      successFee: null,
      notes: '',
    };
  });
}

/** Months from the start through `last`, and the last one allowed by the clause's end. */
function monthsOf(c: Extract<Clause, { kind: 'mensal' }>, last: string): string[] {
  const end = c.endMonth && c.endMonth < last ? c.endMonth : last;
  const months: string[] = [];
  for (let m = c.startMonth; m <= end; m = addMonthsToMonth(m, 1)) months.push(m);
  return months;
}

interface MonthlyAnswer {
  planned: PlannedTransaction[];
  missing: { index: EconomicIndex; months: string[] }[];
  waiting: string | null;
  /** The anniversary the missing index months stop the plan at. */
  blocked: string | null;
}

/**
 * A monthly fee through `lastMonth`. On each anniversary of the start month the amount is adjusted by the
 * index accumulated over the twelve months before it (Lei 10.192/2001 art. 2: at most once a year). An
 * anniversary whose months have not all ended (`currentMonth` or later) stops the plan there until they have.
 */
function monthlyLancamentos(
  c: Extract<Clause, { kind: 'mensal' }>,
  lastMonth: string,
  currentMonth: string,
  indexes: readonly IndexRow[],
  offDay: OffDay,
): MonthlyAnswer {
  const planned: PlannedTransaction[] = [];
  const missing: MonthlyAnswer['missing'] = [];
  let amount = c.amount;
  let note = '';
  for (const [i, month] of monthsOf(c, lastMonth).entries()) {
    if (c.adjustment && i > 0 && i % 12 === 0) {
      const months = adjustmentMonths(month);
      if (months.some((m) => m >= currentMonth)) return { planned, missing, waiting: month, blocked: null };
      const found = accumulatedFactor(indexes, c.adjustment, months);
      if ('missing' in found) {
        missing.push({ index: c.adjustment, months: found.missing });
        return { planned, missing, waiting: null, blocked: month };
      }
      const before = amount;
      amount = Math.round(amount * found.factor);
      note =
        `Reajuste anual de ${formatMonthLabel(`${month}-01`)} pelo ${c.adjustment} acumulado de ` +
        `${formatMonthLabel(`${months[0]}-01`)} a ${formatMonthLabel(`${months[11]}-01`)} ` +
        `(fator ${found.factor.toFixed(6).replace('.', ',')}): ${formatBRL(before)} → ${formatBRL(amount)}.`;
    }
    const nominal = dayOfMonth(month, c.dueDay);
    planned.push({
      key: `mensal:${c.id}:${month}`,
      clauseId: c.id,
      kind: 'honorarios-mensais',
      description: `${c.description} (${formatMonthLabel(`${month}-01`)})`,
      amount,
      dueDate: c.businessDays ? nextBusinessDay(nominal, offDay) : nominal,
      competence: month,
      successFee: null,
      notes: note,
    });
  }
  return { planned, missing, waiting: null, blocked: null };
}

/** The "how it was calculated" of a success fee, shown in its lançamento's notes. */
export function successFeeNote(s: { base: keyof typeof SUCCESS_BASE_LABELS; baseAmount: number; date: string }, percentBp: number): string {
  const fee = successFeeAmount({ percentBp, baseAmount: s.baseAmount });
  return `${formatPercentBp(percentBp)} % de ${formatBRL(s.baseAmount)} (${SUCCESS_BASE_LABELS[s.base].toLowerCase()} de ${formatDate(s.date)}) = ${formatBRL(fee)}.`;
}

export interface PlanOptions {
  /** The last due date planned for monthly fees (fixed installments are planned whole). */
  through: string;
  /** Today's office date: which index months have ended. */
  today: string;
  indexes: readonly IndexRow[];
  offDay: OffDay;
}

/**
 * The lançamentos the agreement should have: every fixed installment, the monthly fees through the horizon,
 * a success fee per recorded result, a fee per recorded act. An ended agreement plans nothing due after its end.
 */
export function planAgreement(a: PlannableAgreement, o: PlanOptions): AgreementPlanAnswer {
  const answer: AgreementPlanAnswer = { planned: [], missingIndexMonths: [], waitingIndex: [], blockedIndex: [] };
  const currentMonth = o.today.slice(0, 7);
  for (const c of a.clauses) {
    if (c.kind === 'fixo') answer.planned.push(...fixedLancamentos(c, o.offDay));
    if (c.kind === 'mensal') {
      const m = monthlyLancamentos(c, o.through.slice(0, 7), currentMonth, o.indexes, o.offDay);
      answer.planned.push(...m.planned);
      answer.missingIndexMonths.push(...m.missing);
      if (m.waiting) answer.waitingIndex.push({ clauseId: c.id, anniversary: m.waiting });
      if (m.blocked) answer.blockedIndex.push({ clauseId: c.id, anniversary: m.blocked });
    }
    if (c.kind === 'exito')
      for (const s of a.successes.filter((s) => s.clauseId === c.id))
        answer.planned.push({
          key: `exito:${s.id}`,
          clauseId: c.id,
          kind: 'honorarios-exito',
          description: `${c.description}: ${SUCCESS_BASE_LABELS[s.base].toLowerCase()}${s.description ? ` (${s.description})` : ''}`,
          amount: successFeeAmount({ percentBp: c.percentBp, baseAmount: s.baseAmount }),
          dueDate: s.date,
          competence: s.date.slice(0, 7),
          successFee: { percentBp: c.percentBp, baseAmount: s.baseAmount },
          notes: successFeeNote(s, c.percentBp),
          lawsuit: s.lawsuit ?? null,
        });
    if (c.kind === 'por-ato')
      for (const act of a.acts.filter((x) => x.act === c.act))
        answer.planned.push({
          key: `ato:${act.id}`,
          clauseId: c.id,
          kind: 'honorarios-ato',
          description: `${c.description}: ${FEE_ACT_LABELS[act.act].toLowerCase()} de ${formatDate(act.date)}`,
          amount: c.price,
          dueDate: act.date,
          competence: act.date.slice(0, 7),
          successFee: null,
          notes: `${FEE_ACT_LABELS[act.act]} concluída ${act.source === 'tarefa' ? 'em Tarefas' : 'na Agenda'}: ${act.title}.`,
        });
  }
  if (a.ending) {
    const end = a.ending.date;
    answer.planned = answer.planned.filter((p) => p.dueDate <= end);
  }
  answer.planned.sort((x, y) => x.dueDate.localeCompare(y.dueDate) || x.key.localeCompare(y.key));
  return answer;
}

/** A stored lançamento of the agreement, as reconcile needs it. */
export interface ExistingLancamento {
  id: string;
  key: string;
  amount: number;
  dueDate: string;
  competence: string;
  description: string;
  notes: string;
  paidAmount: number;
  settlement: 'aberto' | 'parcial' | 'pago' | 'cancelado';
}

export interface Reconciliation {
  creates: PlannedTransaction[];
  updates: { id: string; planned: PlannedTransaction }[];
  cancels: { id: string; reason: string }[];
  /** Paid (even in part) or cancelled: never changed. */
  kept: string[];
}

const samePlan = (e: ExistingLancamento, p: PlannedTransaction) =>
  e.amount === p.amount && e.dueDate === p.dueDate && e.competence === p.competence && e.description === p.description && e.notes === p.notes;

/**
 * The writes that make the stored lançamentos what the plan says. One with a payment, or cancelled, is never
 * touched (nor planned again); one open and no longer planned is cancelled with `reason`.
 */
export function reconcile(planned: readonly PlannedTransaction[], existing: readonly ExistingLancamento[], reason: string): Reconciliation {
  const byKey = new Map(existing.map((e) => [e.key, e]));
  const wanted = new Set(planned.map((p) => p.key));
  const answer: Reconciliation = { creates: [], updates: [], cancels: [], kept: [] };
  for (const e of existing) {
    // Hours billed under the agreement (timesheet-bill) are work done, never planned: kept like a paid one.
    if (e.paidAmount > 0 || e.settlement !== 'aberto' || e.key.startsWith(HOURLY_BILLING_KEY)) answer.kept.push(e.id);
    else if (!wanted.has(e.key)) answer.cancels.push({ id: e.id, reason });
  }
  for (const p of planned) {
    const e = byKey.get(p.key);
    if (!e) answer.creates.push(p);
    else if (e.paidAmount === 0 && e.settlement === 'aberto' && !samePlan(e, p)) answer.updates.push({ id: e.id, planned: p });
  }
  return answer;
}

/** The `origin.key` prefix of a billing of hours priced by the agreement: not the plan's, so never reconciled. */
export const HOURLY_BILLING_KEY = 'horas:';

/** The hourly rates of the agreement, which billing by the hour takes over the office's: null without an hourly clause. */
export function agreementHourlyRates(a: Pick<FeeAgreementRecord, 'clauses' | 'status'>): { defaultRate: number; byPerson: Record<string, number> } | null {
  if (a.status !== 'vigente') return null;
  const c = a.clauses.find((x): x is Extract<Clause, { kind: 'por-hora' }> => x.kind === 'por-hora');
  if (!c) return null;
  return { defaultRate: c.defaultRate, byPerson: Object.fromEntries(c.rates.map((r) => [r.personId, r.rate])) };
}

/**
 * Money received on the client's behalf: the fees kept from it and what is passed on, in centavos that add
 * up (EAOAB art. 25-A; CED arts. 12 and 48: the client is owed the account of every centavo).
 */
export function repasseSplit(received: number, fees: readonly number[]): { fees: number; repasse: number } | { exceeds: number } {
  const total = fees.reduce((s, f) => s + f, 0);
  if (total > received) return { exceeds: total - received };
  return { fees: total, repasse: received - total };
}
