import {
  COLLECTIONS,
  formatMonthLabel,
  HIDDEN_LAWSUIT_LABEL,
  lawsuitLabel,
  MAX_REPORT_ROWS,
  profitabilityRows,
  TRANSACTION_KIND_IDS,
  withFees,
  type FeeTotals,
  type ProfitabilityRow,
  type ProfitabilityRowItem,
  type TimeMonthRecord,
} from '@office/domain';
import { implement, type CallableContext } from '../../platform/define-callable';
import { forEachPage } from '../../platform/pages';
import { callerSeesLawsuit } from '../../platform/lawsuit-visibility';
import type { Filter } from '../../store/port';
import type { TypedDocumentStore } from '../../store/typed';
import { readRates } from './shared';

/** The fee kinds a case's result counts: every honorários lançamento (contractual, success, hourly, sucumbência). */
const FEE_KINDS = TRANSACTION_KIND_IDS.filter((k) => k.startsWith('honorarios-'));

/** What the honorários lançamentos matching `where` charged (paid + open: a cancelled one counts nothing) and what was paid. */
async function feesOf(store: TypedDocumentStore, where: Filter[]): Promise<FeeTotals> {
  const filters: Filter[] = [...where, { field: 'kind', op: 'in', value: FEE_KINDS }];
  const [received, open] = await Promise.all([
    store.sum(COLLECTIONS.transactions, 'paidAmount', filters),
    store.sum(COLLECTIONS.transactions, 'openAmount', filters),
  ]);
  return { billed: received + open, received };
}

/** The fees of a row: by its lawsuit or client in the period's competências, or its month's; none per person or for unlinked time. */
async function rowFees(store: TypedDocumentStore, groupBy: string, row: ProfitabilityRow, from: string, to: string): Promise<FeeTotals | null> {
  if (row.key === null || groupBy === 'person') return null;
  if (groupBy === 'month') return feesOf(store, [{ field: 'competence', op: '==', value: row.key }]);
  return feesOf(store, [
    { field: groupBy === 'lawsuit' ? 'lawsuitId' : 'clientId', op: '==', value: row.key },
    { field: 'competence', op: '>=', value: from },
    { field: 'competence', op: '<=', value: to },
  ]);
}

/** Each row's name for the caller: a lawsuit by its number (Financeiro's rule, "em segredo de justiça" when not theirs), a client, a person, a month. */
async function labelsOf(ctx: CallableContext, store: TypedDocumentStore, groupBy: string, keys: string[]): Promise<Map<string, string>> {
  if (groupBy === 'month') return new Map(keys.map((k) => [k, formatMonthLabel(`${k}-01`)]));
  if (groupBy === 'lawsuit') {
    const docs = await store.getMany(COLLECTIONS.lawsuits, keys);
    return new Map(
      keys.map((k, i) => [k, docs[i] ? (callerSeesLawsuit(ctx, docs[i].data) ? lawsuitLabel(docs[i].data) : HIDDEN_LAWSUIT_LABEL) : 'Processo excluído']),
    );
  }
  if (groupBy === 'client') {
    const docs = await store.getMany(COLLECTIONS.clients, keys);
    return new Map(keys.map((k, i) => [k, docs[i]?.data.name ?? 'Cliente excluído']));
  }
  const docs = await store.getMany(COLLECTIONS.staff, keys);
  return new Map(keys.map((k, i) => [k, docs[i]?.data.name ?? 'Pessoa da equipe']));
}

const NO_LINK = { lawsuit: 'Sem processo', client: 'Sem cliente', person: '', month: '' } as const;

/**
 * Rentabilidade: hours (billable or not), their value at the office's rates, the fees charged and received, and
 * the result, per lawsuit, client, person or month. Answered from the monthly rollups (one document per month)
 * and sum aggregations, never by reading the entries or the lançamentos.
 */
export default implement('timesheet-profitability', async (ctx, input) => {
  const store = ctx.stores.documents;
  const months: TimeMonthRecord[] = [];
  const where: Filter[] = [
    { field: 'month', op: '>=', value: input.from },
    { field: 'month', op: '<=', value: input.to },
  ];
  const [{ rates }] = await Promise.all([
    readRates(store),
    forEachPage(store, COLLECTIONS.timeMonths, { where, orderBy: [{ field: 'month' }] }, (docs) => months.push(...docs.map((d) => d.data))),
  ]);
  const all = profitabilityRows(months, input.groupBy, rates);
  const rows = all.slice(0, MAX_REPORT_ROWS);
  const fees = await Promise.all(rows.map((r) => rowFees(store, input.groupBy, r, input.from, input.to)));
  const keys = rows.flatMap((r) => r.key ?? []);
  const labels = await labelsOf(ctx, store, input.groupBy, keys);
  const items = rows.map((r, i): ProfitabilityRowItem => ({
    ...withFees(r, fees[i] ?? null),
    label: r.key === null ? NO_LINK[input.groupBy] : (labels.get(r.key) ?? r.key),
  }));
  const sum = (f: (r: ProfitabilityRow) => number) => all.reduce((s, r) => s + f(r), 0);
  return {
    from: input.from,
    to: input.to,
    groupBy: input.groupBy,
    rows: items,
    totals: { billableMinutes: sum((r) => r.billableMinutes), nonBillableMinutes: sum((r) => r.nonBillableMinutes), hoursValue: sum((r) => r.hoursValue) },
  };
});
