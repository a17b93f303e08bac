import {
  COLLECTIONS,
  planCategories,
  settle,
  type BankAccountWithBalance,
  type CallParsed,
  type PaymentRecord,
  type TransactionDetail,
  type TransactionRecord,
  type TransactionValues,
  type AuditAction,
  transactionSearchWords,
} from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import type { Filter } from '../../store/port';
import { auditOp } from '../../platform/audit';
import { readCategoryPlan } from '../../entities/finance/category-plan';
import { appError } from '../../platform/errors';
import { callerReads, requireLinkable } from '../../platform/link-access';
import { callerSeesLawsuit, lawsuitLabelsAsSeen } from '../../platform/lawsuit-visibility';
import { toListed } from '../../platform/pages';
import type { TypedReader, TypedDocumentStore, TypedWriteOp } from '../../store/typed';

/** Most payments a lançamento's page lists (partial payments of one fee are a handful in practice). */
const MAX_PAYMENTS_SHOWN = 100;

/**
 * The stored fields the form does not carry: the client's name and the lawsuit's number copied for lists, and
 * the client taken from the lawsuit when only the lawsuit was named. `reader` is the write's transaction, so a
 * client, lawsuit or account deleted meanwhile makes the write start over and refuse.
 */
export async function resolveLinks(
  ctx: CallableContext,
  values: TransactionValues,
  reader: TypedReader,
  /** What the lançamento already has: its category is kept even if the plan has since deactivated it, and its links whoever edits it. */
  kept: { category: string | null; clientId: string | null; lawsuitId: string | null } = { category: null, clientId: null, lawsuitId: null },
): Promise<{ values: TransactionValues; clientName: string | null; lawsuitLabel: string | null }> {
  requireLinkable(ctx, 'clients', 'transaction.clientId', values.clientId, kept.clientId);
  // A fee is linked to its case by who reads Processos, or by Financeiro through the lawsuits of a client it reads
  // (finance-lawsuitChoices: number and parties only). The lawsuit must then be that client's (checked below).
  if (!callerReads(ctx, 'clients')) requireLinkable(ctx, 'lawsuits', 'transaction.lawsuitId', values.lawsuitId, kept.lawsuitId);
  if (values.category !== kept.category) await requireCategory(reader, values.type, values.category);
  let clientId = values.clientId;
  let lawsuitLabel: string | null = null;
  if (values.lawsuitId) {
    const lawsuit = await reader.get(COLLECTIONS.lawsuits, values.lawsuitId);
    // A lawsuit under segredo the caller may not see answers as missing, unless it is the link the lançamento already had.
    if (!lawsuit || (values.lawsuitId !== kept.lawsuitId && !callerSeesLawsuit(ctx, lawsuit.data)))
      throw appError('invalid-input', { fields: { 'transaction.lawsuitId': 'Processo não encontrado.' } });
    if (clientId && !lawsuit.data.clientIds.includes(clientId))
      throw appError('invalid-input', { fields: { 'transaction.lawsuitId': 'Este processo é de outro cliente.' } });
    // Without a client chosen, the lawsuit's first client (a litisconsorte's share names its own client).
    clientId ??= lawsuit.data.clientId;
    lawsuitLabel = lawsuit.data.cnj ?? lawsuit.data.internalRef;
  }
  let clientName: string | null = null;
  if (clientId) {
    const client = await reader.get(COLLECTIONS.clients, clientId);
    if (!client) throw appError('invalid-input', { fields: { 'transaction.clientId': 'Cliente não encontrado.' } });
    clientName = client.data.name;
  }
  if (values.accountId) await requireAccount(reader, values.accountId, 'transaction.accountId');
  return { values: { ...values, clientId }, clientName, lawsuitLabel };
}

/** A new category must be an active account of the type in the plan, read in the write's transaction. */
async function requireCategory(reader: TypedReader, type: TransactionValues['type'], category: string): Promise<void> {
  const { plan } = await readCategoryPlan(reader);
  if (planCategories(plan, type).includes(category)) return;
  const inactive = planCategories(plan, type, true).includes(category);
  throw appError('invalid-input', {
    fields: {
      'transaction.category': inactive
        ? 'Esta conta está desativada no plano de contas. Escolha outra.'
        : `Escolha uma categoria de ${type === 'receita' ? 'receitas' : 'despesas'} do plano de contas.`,
    },
  });
}

export async function requireAccount(reader: TypedReader, accountId: string, field: string) {
  const account = await reader.get(COLLECTIONS.bankAccounts, accountId);
  if (!account) throw appError('invalid-input', { fields: { [field]: 'Conta não encontrada.' } });
  return account;
}

/** A new lançamento's record: nothing paid yet. */
export function newTransactionRecord(resolved: Awaited<ReturnType<typeof resolveLinks>>, series: TransactionRecord['series'], uid: string): TransactionRecord {
  return {
    ...resolved.values,
    clientName: resolved.clientName,
    lawsuitLabel: resolved.lawsuitLabel,
    series,
    seriesId: series?.id ?? null,
    ...settle(resolved.values.amount, 0, false),
    cancellation: null,
    searchWords: transactionSearchWords(resolved.values),
    createdBy: uid,
    updatedBy: uid,
  };
}

/** An audit entry of Financeiro; payments belong to their lançamento's history. */
export function financeAudit(
  ctx: CallableContext,
  action: AuditAction,
  entity: string,
  entityId: string,
  changed: string[],
  recordId = entityId,
): TypedWriteOp {
  return auditOp(ctx, { section: 'finance', action, entity, entityId, recordId, changedFields: changed });
}

/** The lançamento read inside a write: missing → not found; a version other than the one edited → conflict. */
export async function currentTransaction(reader: TypedReader, id: string, expectedVersion: number) {
  const doc = await reader.get(COLLECTIONS.transactions, id);
  if (!doc) throw appError('not-found');
  if (doc.version !== expectedVersion) throw appError('conflict', { currentVersion: doc.version });
  return doc;
}

/** A state refusal, with what the person should do instead. */
export function refuse(reason: string): never {
  throw appError('invalid-state', { reason });
}

/** The lançamento with its payments and its series, as the detail page shows it to the caller. */
export async function transactionDetail(ctx: CallableContext, id: string): Promise<TransactionDetail> {
  const store = ctx.stores.documents;
  const doc = await store.get(COLLECTIONS.transactions, id);
  if (!doc) throw appError('not-found');
  const [payments, series] = await Promise.all([
    store.list(COLLECTIONS.payments, {
      where: [{ field: 'transactionId', op: '==', value: id }],
      orderBy: [{ field: 'date', direction: 'desc' }],
      limit: MAX_PAYMENTS_SHOWN,
    }),
    doc.data.series
      ? store.list(COLLECTIONS.transactions, {
          where: [{ field: 'seriesId', op: '==', value: doc.data.series.id }],
          orderBy: [{ field: 'dueDate' }],
          limit: doc.data.series.count,
        })
      : null,
  ]);
  const asSeen = await lawsuitLabelsAsSeen(ctx, store, [doc.data, ...(series?.docs ?? []).map((d) => d.data)]);
  return {
    transaction: asSeen(toListed(doc)),
    payments: payments.docs.map((d) => toListed<PaymentRecord>(d)),
    series: (series?.docs ?? [])
      .filter((d) => d.id !== id)
      .sort((a, b) => (a.data.series?.index ?? 0) - (b.data.series?.index ?? 0))
      .map((d) => asSeen(toListed(d))),
  };
}

/** More accounts than an office keeps (checking, savings, cash, cards); the list reads them in one page. */
export const MAX_ACCOUNTS = 100;

/** Every account with its balance: the opening balance plus one sum over its payments (reversed ones count 0). */
export async function accountsWithBalances(store: TypedDocumentStore): Promise<BankAccountWithBalance[]> {
  const page = await store.list(COLLECTIONS.bankAccounts, { orderBy: [{ field: 'name' }], limit: MAX_ACCOUNTS });
  const moved = await Promise.all(page.docs.map((d) => store.sum(COLLECTIONS.payments, 'signedAmount', [{ field: 'accountId', op: '==', value: d.id }])));
  return page.docs.map((d, i) => ({ ...toListed(d), balance: d.data.openingBalance + (moved[i] ?? 0) }));
}

/** The list's filters, which the CSV export shares. */
export type TransactionQuery = Omit<CallParsed<'finance-list'>, 'limit' | 'after'>;

/** The status a person filters by (transactionStatus), as the stored settlement and the due date against today. */
function statusFilters(status: TransactionQuery['status'], today: string): Filter[] {
  switch (status) {
    case 'pendente':
      return [
        { field: 'settlement', op: '==', value: 'aberto' },
        { field: 'dueDate', op: '>=', value: today },
      ];
    case 'vencido':
      return [
        { field: 'settlement', op: '==', value: 'aberto' },
        { field: 'dueDate', op: '<', value: today },
      ];
    case 'parcial':
    case 'pago':
    case 'cancelado':
      return [{ field: 'settlement', op: '==', value: status }];
    default:
      return [];
  }
}

/** Equality filters the monthly rollups cannot answer: with any of them, the totals sum the matching lançamentos. */
export const RECORD_FILTERS = ['competence', 'kind', 'clientId', 'lawsuitId', 'category', 'accountId'] as const;

/** Every filter but the type, which the totals set themselves. */
export function baseFilters(q: TransactionQuery, today: string): Filter[] {
  const where: Filter[] = [];
  if (q.from) where.push({ field: 'dueDate', op: '>=', value: q.from });
  if (q.to) where.push({ field: 'dueDate', op: '<=', value: q.to });
  for (const field of RECORD_FILTERS) {
    const value = q[field];
    if (value) where.push({ field, op: '==', value });
  }
  where.push(...statusFilters(q.status, today));
  return where;
}
