import {
  billingDescription,
  billingLines,
  COLLECTIONS,
  DEFAULT_CATEGORY,
  formatMinutes,
  formatRate,
  MAX_BATCH,
  planCategories,
  type TimeEntryRecord,
  type TransactionValues,
} from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { lawsuitLabelsAsSeen } from '../../platform/lawsuit-visibility';
import { toListed } from '../../platform/pages';
import { readCategoryPlan } from '../../entities/finance/category-plan';
import { transactionWrite } from '../../entities/finance/transaction-write';
import { timesheetWrite, type TimeEntryChange } from '../../entities/timesheet/time-entry-write';
import { newTransactionRecord } from '../finance/shared';
import { readRates, refuse } from './shared';

const KIND = 'honorarios-hora';

/** "Rafael Moreira: 5h30 a R$ 500,00/h" per person and rate: the lançamento's notes say how its amount was made. */
function notesOf(entries: readonly TimeEntryRecord[], rates: readonly number[], names: ReadonlyMap<string, string>): string {
  const lines = new Map<string, number>();
  entries.forEach((e, i) => {
    const key = `${e.personId}|${rates[i] ?? 0}`;
    lines.set(key, (lines.get(key) ?? 0) + e.minutes);
  });
  const text = [...lines].map(([key, minutes]) => {
    const [personId = '', rate = '0'] = key.split('|');
    return `${names.get(personId) ?? 'Pessoa da equipe'}: ${formatMinutes(minutes)} a ${formatRate(Number(rate))}`;
  });
  return [`${entries.length} registro(s) de horas aprovados.`, ...text].join('\n');
}

/**
 * Bills a client's approved billable hours up to a day: ONE receita "Honorários por hora" through the lançamentos'
 * owner, each entry at its person's rate rounded to the centavo, and the entries marked billed with its id, in the
 * same commit. The entries are listed in the transaction, so of two billings at once one bills them and the other
 * starts over, finds none and says so: no entry is billed twice. At most MAX_BATCH entries (the oldest) per billing.
 */
export default implement('timesheet-bill', async (ctx, input) => {
  const id = newId('trn');
  const count = await ctx.stores.documents.transact(async (tx) => {
    const client = await tx.get(COLLECTIONS.clients, input.clientId);
    if (!client) throw appError('invalid-input', { fields: { clientId: 'Cliente não encontrado.' } });
    const page = await tx.list(COLLECTIONS.timeEntries, {
      where: [
        { field: 'clientId', op: '==', value: input.clientId },
        { field: 'status', op: '==', value: 'aprovado' },
        { field: 'billable', op: '==', value: true },
        { field: 'date', op: '<=', value: input.to },
      ],
      orderBy: [{ field: 'date' }],
      limit: MAX_BATCH,
    });
    if (page.docs.length === 0) refuse('Não há horas aprovadas e faturáveis deste cliente até essa data (podem ter sido faturadas agora por outra pessoa).');
    const category = DEFAULT_CATEGORY[KIND];
    const { plan } = await readCategoryPlan(tx);
    if (!planCategories(plan, 'receita').includes(category))
      refuse(`A conta "${category}" está desativada no plano de contas: ative-a em Configurações para faturar horas.`);
    // The rates of a fee agreement's hourly clause would be the third argument here, once agreements exist.
    const { rates } = await readRates(tx);
    const entries = page.docs.map((d) => d.data);
    const bill = billingLines(entries, rates, null);
    if (bill.total < 1) refuse('Estas horas valem R$ 0,00: defina os valores por hora em Financeiro → Horas antes de faturar.');
    const lawsuitIds = [...new Set(entries.map((e) => e.lawsuitId))];
    const lawsuitId = lawsuitIds.length === 1 ? (lawsuitIds[0] ?? null) : null;
    const lawsuit = lawsuitId ? await tx.get(COLLECTIONS.lawsuits, lawsuitId) : null;
    const people = [...new Set(entries.map((e) => e.personId))];
    const staff = await tx.getMany(COLLECTIONS.staff, people);
    const names = new Map(staff.flatMap((s, i) => (s ? [[people[i] ?? '', s.data.name] as const] : [])));
    const values: TransactionValues = {
      type: 'receita',
      kind: KIND,
      description: billingDescription(bill.minutes, bill.from, bill.to),
      amount: bill.total,
      competence: input.to.slice(0, 7),
      dueDate: input.dueDate,
      clientId: input.clientId,
      lawsuitId: lawsuit ? lawsuitId : null,
      category,
      costCenter: null,
      accountId: null,
      method: null,
      invoice: { issued: false, number: null },
      successFee: null,
      notes: notesOf(
        entries,
        bill.lines.map((l) => l.rate),
        names,
      ),
    };
    const lawsuitLabel = lawsuit ? (lawsuit.data.cnj ?? lawsuit.data.internalRef) : null;
    const transaction = newTransactionRecord({ values, clientName: client.data.name, lawsuitLabel }, null, ctx.uid);
    const billed = page.docs.map((d, i): TimeEntryChange => {
      const line = bill.lines[i] ?? { rate: 0, amount: 0 };
      const after: TimeEntryRecord = { ...d.data, status: 'faturado', transactionId: id, billedRate: line.rate, billedAmount: line.amount, updatedBy: ctx.uid };
      return { id: d.id, before: d.data, after, expectedVersion: d.version };
    });
    const ops = [
      ...(await transactionWrite(tx, ctx, { action: 'timesheet.invoice' }, { transactions: [{ id, before: null, after: transaction }] })),
      ...(await timesheetWrite(tx, ctx, { action: 'timesheet.bill' }, { section: 'finance', entries: billed })),
    ];
    return { ops, result: billed.length };
  });
  const doc = await ctx.stores.documents.get(COLLECTIONS.transactions, id);
  if (!doc) throw appError('not-found');
  const asSeen = await lawsuitLabelsAsSeen(ctx, ctx.stores.documents, [doc.data]);
  return { transaction: asSeen(toListed(doc)), affected: count, skipped: 0 };
});
