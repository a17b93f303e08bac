/**
 * Financeiro at scale, in process: the seeded store grown to `total` lançamentos over three years (a third
 * paid, each with its baixa), then `finance-list` (a page and the header's totals), `finance-cashFlow` and
 * `finance-categories` run through the callables' own handlers, as the bench runs `lawsuits-list`. Reports
 * documents read per call and the handler's time. The list reads its page + the month records (the totals
 * are rollups or aggregations, which return numbers); the cash flow reads 15 month records and the accounts,
 * and the breakdown one record per month: neither grows with the lançamentos.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  addMonths,
  COLLECTIONS,
  DEFAULT_CATEGORY,
  transactionSearchWords,
  settle,
  TRANSACTION_KIND_IDS,
  TRANSACTION_KINDS,
  type CallInput,
  type PaymentRecord,
  type TransactionRecord,
} from '@office/domain';
import financeCashFlow from '../../functions/src/callables/finance/cash-flow';
import financeCategories from '../../functions/src/callables/finance/categories';
import financeList from '../../functions/src/callables/finance/list';
import { rebuildFinanceMonths } from '../../functions/src/entities/finance/finance-rollup';
import { DiskFileStore } from '../../functions/src/store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import { typedDocuments, typedStores, type TypedWriteOp } from '../../functions/src/store/typed';
import { loadSeed } from '../seed/load';

export interface ListTiming {
  reads: number;
  median: number;
  p95: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** `total` lançamentos from January 2025, about 1,400 a month, every kind, a third paid and a few partly. */
async function grow(raw: SqliteDocumentStore, total: number): Promise<void> {
  const store = typedDocuments(raw);
  const ops: TypedWriteOp[] = [];
  for (let i = 0; i < total; i++) {
    const kind = TRANSACTION_KIND_IDS[i % TRANSACTION_KIND_IDS.length] ?? 'custas';
    const type = TRANSACTION_KINDS[kind].type;
    const dueDate = addDays('2025-01-01', i % (3 * 365));
    const amount = 10_000 + ((i * 7919) % 900_000);
    const paid = i % 3 === 0 ? amount : i % 17 === 0 ? Math.floor(amount / 2) : 0;
    const record: TransactionRecord = {
      type,
      kind,
      description: `Lançamento de carga ${i}`,
      amount,
      competence: dueDate.slice(0, 7),
      dueDate,
      clientId: `cli-${String((i % 36) + 1).padStart(3, '0')}`,
      lawsuitId: null,
      category: DEFAULT_CATEGORY[kind],
      costCenter: null,
      accountId: 'cta-corrente',
      method: 'pix',
      invoice: { issued: false, number: null },
      successFee: kind === 'honorarios-exito' ? { percentBp: 10_000, baseAmount: amount } : null,
      notes: '',
      clientName: 'Carga',
      lawsuitLabel: null,
      series: null,
      seriesId: null,
      ...settle(amount, paid, false),
      cancellation: null,
      searchWords: transactionSearchWords({ description: `Lançamento de carga ${i}` }),
      createdBy: 'system',
      updatedBy: 'system',
    };
    ops.push({ kind: 'create', collection: COLLECTIONS.transactions, id: `load-trn-${i}`, data: record });
    if (paid) {
      const payment: PaymentRecord = {
        kind: 'baixa',
        transactionId: `load-trn-${i}`,
        transferId: null,
        type,
        accountId: 'cta-corrente',
        date: dueDate,
        amount: paid,
        signedAmount: type === 'receita' ? paid : -paid,
        method: 'pix',
        clientId: record.clientId,
        description: record.description,
        reversal: null,
        createdBy: 'system',
      };
      ops.push({ kind: 'create', collection: COLLECTIONS.payments, id: `load-pag-${i}`, data: payment });
    }
  }
  for (let i = 0; i < ops.length; i += 500) await store.commit(ops.slice(i, i + 500));
  // The monthly rollups, as the start-up rebuild keeps them for data written outside the callables.
  await rebuildFinanceMonths(store);
}

/** One handler called once to count its reads, then `calls` times to time it. */
export async function timed(raw: { metrics(): { reads: number } }, calls: number, run: () => Promise<unknown>): Promise<ListTiming> {
  const before = raw.metrics().reads;
  await run();
  const reads = raw.metrics().reads - before;
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return { reads, median: round(median(times)), p95: round(p95(times)) };
}

/** The list's first page and totals for the given filters, the cash flow and the breakdown, `calls` times each. */
export async function financeAtScale(total: number, calls: number): Promise<Record<string, ListTiming>> {
  const dataDir = mkdtempSync(join(tmpdir(), `office-bench-finance-${total}-`));
  const raw = new SqliteDocumentStore(join(dataDir, 'store.sqlite'));
  try {
    await loadSeed(raw);
    await grow(raw, total);
    const stores = typedStores({ documents: raw, files: new DiskFileStore(join(dataDir, 'files')) });
    const ctx = { uid: 'staff-camila-souza', ip: '127.0.0.1', staff: await stores.documents.get(COLLECTIONS.staff, 'staff-camila-souza'), stores };
    const month = addMonths('2026-03-01', 0);
    const filters: Record<string, CallInput<'finance-list'>> = {
      'no filter': {},
      'one month by vencimento': { from: month, to: addDays(addMonths(month, 1), -1) },
      'receitas vencidas': { type: 'receita', status: 'vencido' },
      'one client': { clientId: 'cli-007' },
    };
    const out: Record<string, ListTiming> = {};
    for (const [label, filter] of Object.entries(filters))
      out[`list: ${label}`] = await timed(raw, calls, () => financeList.handler(ctx, { ...filter, limit: 25 }));
    out['cash flow: 12 + 3 months'] = await timed(raw, calls, () => financeCashFlow.handler(ctx, { month: '2026-06' }));
    out['categories: 12 months'] = await timed(raw, calls, () => financeCategories.handler(ctx, { from: '2025-07', to: '2026-06' }));
    return out;
  } finally {
    await raw.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
