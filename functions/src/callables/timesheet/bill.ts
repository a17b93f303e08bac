import {
  billingDescription,
  billingLines,
  COLLECTIONS,
  DEFAULT_CATEGORY,
  formatMinutes,
  formatRate,
  HOURLY_BILLING_KEY,
  MAX_BATCH,
  planCategories,
  type HourlyAgreement,
  type TimeEntryRecord,
  type TransactionRecord,
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
import { newChargeOps } from '../charges/issue/new-charge';
import { newTransactionRecord } from '../finance/shared';
import { readHourlyAgreements, readRates, refuse } from './shared';

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

/** "Valores por hora do contrato de honorários "X"." for each agreement that priced some entry. */
function agreementNotes(applied: readonly HourlyAgreement[]): string[] {
  return applied.map((a) => `Valores por hora do contrato de honorários "${a.title}".`);
}

/** The lançamento's origin: the agreement, when exactly one priced its hours (two would need two lançamentos). */
function originOf(applied: readonly HourlyAgreement[], id: string): Pick<TransactionRecord, 'origin' | 'agreementId'> {
  const [only] = applied;
  if (applied.length !== 1 || !only) return { origin: null, agreementId: null };
  return { origin: { kind: 'agreement', agreementId: only.id, clauseId: only.clauseId, key: `${HOURLY_BILLING_KEY}${id}` }, agreementId: only.id };
}

/**
 * Bills a client's approved billable hours up to a day: ONE receita "Honorários por hora" through the lançamentos'
 * owner, each entry at its person's rate (the client's agreement's, else the office's) rounded to the centavo, and the entries marked billed with its id, in the
 * same commit. The entries are listed in the transaction, so of two billings at once one bills them and the other
 * starts over, finds none and says so: no entry is billed twice. At most MAX_BATCH entries (the oldest) per billing.
 * With `charge`, the lançamento's cobrança (PIX) is made in the same commit by the charges' path (newChargeOps).
 */
export default implement('timesheet-bill', async (ctx, input) => {
  const id = newId('trn');
  const chargeId = input.charge ? newId('cob') : null;
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
    // An hourly clause of the client's agreement prices its entries over the office's table (CED art. 48).
    const [{ rates }, agreements] = await Promise.all([readRates(tx), readHourlyAgreements(tx, input.clientId)]);
    const entries = page.docs.map((d) => d.data);
    const bill = billingLines(entries, rates, agreements);
    const appliedIds = new Set(bill.lines.flatMap((l) => l.agreementId ?? []));
    const applied = agreements.filter((a) => appliedIds.has(a.id));
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
      notes: [
        notesOf(
          entries,
          bill.lines.map((l) => l.rate),
          names,
        ),
        ...agreementNotes(applied),
      ].join('\n'),
    };
    const lawsuitLabel = lawsuit ? (lawsuit.data.cnj ?? lawsuit.data.internalRef) : null;
    const transaction: TransactionRecord = {
      ...newTransactionRecord({ values, clientName: client.data.name, lawsuitLabel }, null, ctx.uid),
      ...originOf(applied, id),
      chargeId,
    };
    // "Faturar e gerar cobrança": the charges' own path makes the charge of this lançamento in this commit, or refuses it all.
    const charge =
      input.charge && chargeId
        ? await newChargeOps(
            tx,
            ctx,
            {
              id: chargeId,
              clientId: input.clientId,
              clientName: client.data.name,
              dueDate: input.dueDate,
              accountId: input.charge.accountId,
              lancamentos: [{ id, data: transaction }],
            },
            'charge.accountId',
          )
        : null;
    const billed = page.docs.map((d, i): TimeEntryChange => {
      const line = bill.lines[i] ?? { rate: 0, amount: 0 };
      const after: TimeEntryRecord = { ...d.data, status: 'faturado', transactionId: id, billedRate: line.rate, billedAmount: line.amount, updatedBy: ctx.uid };
      return { id: d.id, before: d.data, after, expectedVersion: d.version };
    });
    const ops = [
      ...(await transactionWrite(tx, ctx, { action: 'timesheet.invoice' }, { transactions: [{ id, before: null, after: transaction }] })),
      ...(await timesheetWrite(tx, ctx, { action: 'timesheet.bill' }, { section: 'finance', entries: billed })),
      ...(charge?.ops ?? []),
    ];
    return { ops, result: billed.length };
  });
  const doc = await ctx.stores.documents.get(COLLECTIONS.transactions, id);
  if (!doc) throw appError('not-found');
  const asSeen = await lawsuitLabelsAsSeen(ctx, ctx.stores.documents, [doc.data]);
  return { transaction: asSeen(toListed(doc)), affected: count, skipped: 0, chargeId };
});
