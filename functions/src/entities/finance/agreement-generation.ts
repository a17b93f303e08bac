/**
 * A fee agreement's lançamentos, made to follow its clauses inside the caller's transaction: the plan
 * (planAgreement) against what is stored (reconcile), written through transactionWrite like any lançamento.
 */
import {
  addMonths,
  AGREEMENT_STATUS_LABELS,
  COLLECTIONS,
  courtCalendarOrNational,
  DEFAULT_CATEGORY,
  ECONOMIC_INDEXES_ID,
  formatDate,
  formatMonthLabel,
  GENERATION_MONTHS,
  indexRowInput,
  monthOf,
  offDayAt,
  officeDate,
  planAgreement,
  reconcile,
  settle,
  transactionSearchWords,
  type AgreementPlanAnswer,
  type AuditAction,
  type ExistingLancamento,
  type FeeAgreementRecord,
  type GenerationSummary,
  type IndexRow,
  type PlannedTransaction,
  type TransactionRecord,
} from '@office/domain';
import type { StoredDoc } from '../../store/port';
import type { TypedReader, TypedTransactionReader, TypedWriteOp } from '../../store/typed';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { readOfficeClosures } from '../agenda/office-calendar';
import { transactionWrite, type TransactionChange } from './transaction-write';

/** Most lançamentos one agreement has (ten years of monthly fees and more). */
const MAX_AGREEMENT_TRANSACTIONS = 500;

/** The index table as stored (version 0: nothing saved yet). */
export async function readIndexTable(reader: TypedReader): Promise<{ rows: IndexRow[]; version: number }> {
  const doc = await reader.get(COLLECTIONS.settings, ECONOMIC_INDEXES_ID);
  if (!doc) return { rows: [], version: 0 };
  // Saved only by feeAgreements-updateIndexes, which validated it.
  const rows = Array.isArray(doc.data.rows) ? doc.data.rows.map((r: unknown) => indexRowInput.parse(r)) : [];
  return { rows, version: doc.version };
}

/** Monthly fees are planned this far: the end of the month GENERATION_MONTHS from today. */
export function generationHorizon(today: string): string {
  return monthOf(addMonths(today, GENERATION_MONTHS)).to;
}

/** The plan with the office's calendar (national days and its own closures) and index table, read in `reader`. */
export async function planFor(
  reader: TypedReader,
  agreement: Pick<FeeAgreementRecord, 'clauses' | 'successes' | 'acts' | 'ending' | 'title'>,
  today = officeDate(),
) {
  const [indexes, closures] = await Promise.all([readIndexTable(reader), readOfficeClosures(reader)]);
  const offDay = offDayAt(courtCalendarOrNational({ tribunal: null }, closures));
  const through = generationHorizon(today);
  return { answer: planAgreement(agreement, { through, today, indexes: indexes.rows, offDay }), through };
}

/** The index months an adjustment needs that the table lacks, in words: "IPCA: janeiro de 2027, fevereiro de 2027". */
export function missingIndexWords(answer: Pick<AgreementPlanAnswer, 'missingIndexMonths'>): string {
  return answer.missingIndexMonths.map((m) => `${m.index}: ${m.months.map((x) => formatMonthLabel(`${x}-01`)).join(', ')}`).join('; ');
}

/** Refuses a plan whose adjustment needs index months the table lacks, naming them. */
export function requireIndexes(answer: AgreementPlanAnswer): void {
  if (answer.missingIndexMonths.length === 0) return;
  const named = missingIndexWords(answer);
  throw appError('invalid-state', {
    reason: `Faltam na tabela de índices os meses do reajuste (${named}). Cadastre-os em Configurações → Índices econômicos e gere de novo.`,
  });
}

function existingOf(doc: StoredDoc<TransactionRecord>): ExistingLancamento {
  const t = doc.data;
  return {
    id: doc.id,
    key: t.origin?.key ?? '',
    amount: t.amount,
    dueDate: t.dueDate,
    competence: t.competence,
    description: t.description,
    notes: t.notes,
    paidAmount: t.paidAmount,
    settlement: t.settlement,
  };
}

function valuesOf(p: PlannedTransaction, a: FeeAgreementRecord) {
  return {
    type: 'receita' as const,
    kind: p.kind,
    description: p.description,
    amount: p.amount,
    competence: p.competence,
    dueDate: p.dueDate,
    category: DEFAULT_CATEGORY[p.kind],
    successFee: p.successFee,
    notes: p.notes,
    clientId: a.clientId,
    lawsuitId: p.lawsuit?.id ?? a.lawsuitId,
    accountId: a.accountId,
  };
}

/** A new lançamento of the agreement, as planned: nothing paid yet. */
export function agreementTransaction(p: PlannedTransaction, agreementId: string, a: FeeAgreementRecord, uid: string): TransactionRecord {
  const values = valuesOf(p, a);
  return {
    ...values,
    costCenter: null,
    method: null,
    invoice: { issued: false, number: null },
    clientName: a.clientName,
    lawsuitLabel: p.lawsuit?.label ?? a.lawsuitLabel,
    series: null,
    seriesId: null,
    ...settle(p.amount, 0, false),
    cancellation: null,
    origin: { kind: 'agreement', agreementId, clauseId: p.clauseId, key: p.key },
    agreementId,
    searchWords: transactionSearchWords(values),
    createdBy: uid,
    updatedBy: uid,
  };
}

/** Why a lançamento no longer planned is cancelled. */
export function cancelReason(a: FeeAgreementRecord): string {
  if (a.ending) return `Contrato de honorários ${AGREEMENT_STATUS_LABELS.encerrado.toLowerCase()} em ${formatDate(a.ending.date)}: ${a.ending.reason}`;
  return `Cláusula alterada ou retirada na versão ${a.termsVersion} do contrato de honorários`;
}

/**
 * The write ops that make the agreement's stored lançamentos follow its plan (`agreement` as the write leaves it),
 * audited under `action`; one with a payment, or cancelled, is never touched.
 */
export async function generationOps(
  tx: TypedTransactionReader,
  ctx: CallableContext,
  action: AuditAction,
  agreementId: string,
  agreement: FeeAgreementRecord,
  today = officeDate(),
): Promise<{ ops: TypedWriteOp[]; summary: GenerationSummary; through: string }> {
  const { answer, through } = await planFor(tx, agreement, today);
  requireIndexes(answer);
  const stored = await tx.list(COLLECTIONS.transactions, {
    where: [{ field: 'agreementId', op: '==', value: agreementId }],
    limit: MAX_AGREEMENT_TRANSACTIONS,
  });
  const byId = new Map(stored.docs.map((d) => [d.id, d]));
  const r = reconcile(answer.planned, stored.docs.map(existingOf), cancelReason(agreement));
  const at = new Date().toISOString();
  const changes: TransactionChange[] = [
    ...r.creates.map((p) => ({ id: newId('trn'), before: null, after: agreementTransaction(p, agreementId, agreement, ctx.uid) })),
    ...r.updates.flatMap(({ id, planned }) => {
      const doc = byId.get(id);
      if (!doc) return [];
      const values = valuesOf(planned, agreement);
      const after: TransactionRecord = {
        ...doc.data,
        ...values,
        // An edit of the agreement keeps the links the lançamento has (a lawsuit it was moved to by hand stays).
        clientId: doc.data.clientId,
        lawsuitId: doc.data.lawsuitId,
        lawsuitLabel: doc.data.lawsuitLabel,
        accountId: doc.data.accountId,
        ...settle(planned.amount, 0, false),
        searchWords: transactionSearchWords(values),
        updatedBy: ctx.uid,
      };
      return [{ id, before: doc.data, after, expectedVersion: doc.version }];
    }),
    ...r.cancels.flatMap(({ id, reason }) => {
      const doc = byId.get(id);
      if (!doc) return [];
      const after: TransactionRecord = {
        ...doc.data,
        ...settle(doc.data.amount, doc.data.paidAmount, true),
        cancellation: { at, by: ctx.uid, reason },
        updatedBy: ctx.uid,
      };
      return [{ id, before: doc.data, after, expectedVersion: doc.version }];
    }),
  ];
  const ops = changes.length ? await transactionWrite(tx, ctx, { action }, { transactions: changes }) : [];
  return { ops, summary: { created: r.creates.length, updated: r.updates.length, cancelled: r.cancels.length, kept: r.kept.length }, through };
}
