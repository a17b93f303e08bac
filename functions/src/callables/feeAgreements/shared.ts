import {
  agreementLawsuitIds,
  COLLECTIONS,
  HIDDEN_LAWSUIT_LABEL,
  MAX_VERSIONS,
  withClauseIds,
  type AgreementDetail,
  type AgreementTerms,
  type AgreementValues,
  type AuditAction,
  type FeeAgreementRecord,
  type GenerationSummary,
} from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import type { TypedReader, TypedTransactionReader, TypedWriteOp } from '../../store/typed';
import { auditOp } from '../../platform/audit';
import { appError } from '../../platform/errors';
import { callerReads, requireLinkable } from '../../platform/link-access';
import { callerSeesLawsuit, hiddenLawsuitIds } from '../../platform/lawsuit-visibility';
import { toListed } from '../../platform/pages';
import { generationOps } from '../../entities/finance/agreement-generation';
import { requireAccount } from '../finance/shared';

/** Most agreements a list answers (a client has a handful; the office's whole list is read for the bench only). */
export const MAX_AGREEMENTS_LISTED = 200;

/** The agreement read inside a write: missing → not found; another version than the one edited → conflict. */
export async function currentAgreement(reader: TypedReader, id: string, expectedVersion: number) {
  const doc = await reader.get(COLLECTIONS.feeAgreements, id);
  if (!doc) throw appError('not-found');
  if (doc.version !== expectedVersion) throw appError('conflict', { currentVersion: doc.version });
  return doc;
}

/** A state refusal, with what the person should do instead. */
export function refuse(reason: string): never {
  throw appError('invalid-state', { reason });
}

/**
 * The form's terms with what the record copies: the client's name, the lawsuit's label (the lawsuit must be the
 * client's and visible to the caller), clause ids. Links are checked as a lançamento's are (link-access.ts).
 */
export async function resolveTerms(
  ctx: CallableContext,
  values: AgreementValues,
  reader: TypedReader,
  kept: { clientId: string | null; lawsuitId: string | null } = { clientId: null, lawsuitId: null },
): Promise<{ terms: AgreementTerms; clientName: string; lawsuitLabel: string | null }> {
  requireLinkable(ctx, 'clients', 'agreement.clientId', values.clientId, kept.clientId);
  if (!callerReads(ctx, 'clients')) requireLinkable(ctx, 'lawsuits', 'agreement.lawsuitId', values.lawsuitId, kept.lawsuitId);
  const client = await reader.get(COLLECTIONS.clients, values.clientId);
  if (!client) throw appError('invalid-input', { fields: { 'agreement.clientId': 'Cliente não encontrado.' } });
  let lawsuitLabel: string | null = null;
  if (values.lawsuitId) {
    const lawsuit = await reader.get(COLLECTIONS.lawsuits, values.lawsuitId);
    if (!lawsuit || (values.lawsuitId !== kept.lawsuitId && !callerSeesLawsuit(ctx, lawsuit.data)))
      throw appError('invalid-input', { fields: { 'agreement.lawsuitId': 'Processo não encontrado.' } });
    if (!lawsuit.data.clientIds.includes(values.clientId))
      throw appError('invalid-input', { fields: { 'agreement.lawsuitId': 'Este processo é de outro cliente.' } });
    lawsuitLabel = lawsuit.data.cnj ?? lawsuit.data.internalRef;
  }
  if (values.accountId) await requireAccount(reader, values.accountId, 'agreement.accountId');
  const { clauses, ...rest } = values;
  return { terms: { ...rest, clauses: withClauseIds(clauses) }, clientName: client.data.name, lawsuitLabel };
}

/** The history after an edit of the terms: the version replaced first, at most MAX_VERSIONS kept. */
export function historyAfterEdit(before: FeeAgreementRecord, at: string): FeeAgreementRecord['history'] {
  const { clientId, lawsuitId, title, scope, signedOn, accountId, clauses, notes } = before;
  const replaced = {
    termsVersion: before.termsVersion,
    terms: { clientId, lawsuitId, title, scope, signedOn, accountId, clauses, notes },
    savedAt: at,
    savedBy: before.updatedBy,
  };
  return [replaced, ...before.history].slice(0, MAX_VERSIONS);
}

/**
 * The agreement's write with its audit entry and its lançamentos generated (all in the caller's transaction).
 * `expectedVersion` null: a new agreement.
 */
export async function agreementWriteOps(
  tx: TypedTransactionReader,
  ctx: CallableContext,
  action: AuditAction,
  id: string,
  before: { data: FeeAgreementRecord; version: number } | null,
  after: FeeAgreementRecord,
  changedFields: string[],
): Promise<{ ops: TypedWriteOp[]; summary: GenerationSummary }> {
  const generated = await generationOps(tx, ctx, action, id, after);
  const record = { ...after, lawsuitIds: agreementLawsuitIds(after), generatedThrough: generated.through };
  const write: TypedWriteOp = before
    ? { kind: 'update', collection: COLLECTIONS.feeAgreements, id, expectedVersion: before.version, patch: record }
    : { kind: 'create', collection: COLLECTIONS.feeAgreements, id, data: record };
  const audit = auditOp(ctx, { section: 'finance', action, entity: COLLECTIONS.feeAgreements, entityId: id, changedFields });
  return { ops: [write, audit, ...generated.ops], summary: generated.summary };
}

/**
 * How the caller may read agreements: the label of a lawsuit under segredo they may not see, the agreement's own or
 * a result's (a client's general agreement takes results from each of the client's lawsuits), reads
 * HIDDEN_LAWSUIT_LABEL; the ids stay.
 */
export async function agreementsAsSeen(
  ctx: CallableContext,
  reader: Pick<TypedReader, 'getMany'>,
  records: readonly Pick<FeeAgreementRecord, 'lawsuitId' | 'successes'>[],
): Promise<<T extends Pick<FeeAgreementRecord, 'lawsuitId' | 'lawsuitLabel' | 'successes'>>(t: T) => T> {
  const hidden = await hiddenLawsuitIds(ctx, reader, [...new Set(records.flatMap(agreementLawsuitIds))]);
  const seen = <L extends { id: string; label: string } | null | undefined>(l: L): L => (l && hidden.has(l.id) ? { ...l, label: HIDDEN_LAWSUIT_LABEL } : l);
  return (t) => ({
    ...t,
    lawsuitLabel: t.lawsuitId && hidden.has(t.lawsuitId) ? HIDDEN_LAWSUIT_LABEL : t.lawsuitLabel,
    successes: t.successes.map((s) => ({ ...s, lawsuit: seen(s.lawsuit) })),
  });
}

/** The agreement with its lançamentos, the lawsuit labels as the caller may see them. */
export async function agreementDetail(ctx: CallableContext, id: string): Promise<AgreementDetail> {
  const store = ctx.stores.documents;
  const doc = await store.get(COLLECTIONS.feeAgreements, id);
  if (!doc) throw appError('not-found');
  const page = await store.list(COLLECTIONS.transactions, { where: [{ field: 'agreementId', op: '==', value: id }], limit: 500 });
  const asSeen = await agreementsAsSeen(ctx, store, [doc.data]);
  const transactions = page.docs
    .map((d) => ({
      id: d.id,
      version: d.version,
      key: d.data.origin?.key ?? '',
      description: d.data.description,
      amount: d.data.amount,
      dueDate: d.data.dueDate,
      settlement: d.data.settlement,
      paidAmount: d.data.paidAmount,
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.key.localeCompare(b.key));
  return { ...asSeen(toListed(doc)), transactions };
}
