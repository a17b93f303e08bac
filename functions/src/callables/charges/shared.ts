import { COLLECTIONS, officeDate, OFFICE_PROFILE_ID, type OfficeProfile } from '@office/domain';
import { chargeStatus, type ChargeDetail, type ChargeItemSeen, type ChargeListed, type ChargeRecord } from '@office/domain/charges';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { labelFor, viewerOf } from '../../platform/lawsuit-visibility';
import { toListed } from '../../platform/pages';
import { qrCodePath } from '../../platform/qr-code';
import type { StoredDoc } from '../../store/port';
import type { TypedReader } from '../../store/typed';

/** A charge as lists and pages show it: with its status (vencida depends on today). */
export function listedCharge(doc: StoredDoc<ChargeRecord>): ChargeListed {
  return { ...toListed(doc), status: chargeStatus(doc.data, officeDate()) };
}

/** The items with their lawsuits named as the caller may see them (segredo de justiça: the hidden label). */
export async function itemsAsSeen(ctx: CallableContext, reader: Pick<TypedReader, 'getMany'>, charge: ChargeRecord): Promise<ChargeItemSeen[]> {
  const ids = [...new Set(charge.items.flatMap((i) => i.lawsuitId ?? []))];
  const lawsuits = await reader.getMany(COLLECTIONS.lawsuits, ids);
  const viewer = viewerOf(ctx);
  const labels = new Map(ids.flatMap((id, i) => (lawsuits[i] ? [[id, labelFor(viewer, lawsuits[i].data)] as const] : [])));
  return charge.items.map((item) => ({ ...item, lawsuitLabel: (item.lawsuitId && labels.get(item.lawsuitId)) ?? null }));
}

/** The charge read inside a write: missing → not found; another version than the one shown → conflict. */
export async function currentCharge(reader: TypedReader, id: string, expectedVersion?: number) {
  const doc = await reader.get(COLLECTIONS.charges, id);
  if (!doc) throw appError('not-found');
  if (expectedVersion !== undefined && doc.version !== expectedVersion) throw appError('conflict', { currentVersion: doc.version });
  return doc;
}

/** The charge's page: the charge, its items, its QR code and its account. */
export async function chargeDetail(ctx: CallableContext, id: string): Promise<ChargeDetail> {
  const store = ctx.stores.documents;
  const doc = await store.get(COLLECTIONS.charges, id);
  if (!doc) throw appError('not-found');
  const [items, account, qr] = await Promise.all([
    itemsAsSeen(ctx, store, doc.data),
    store.get(COLLECTIONS.bankAccounts, doc.data.accountId),
    qrCodePath(doc.data.brCode),
  ]);
  return {
    charge: listedCharge(doc),
    items,
    qr,
    account: { id: doc.data.accountId, name: account?.data.name ?? 'Conta excluída', pixKey: account?.data.pixKey ?? null },
  };
}

/** The office's data (Sobre) for the BR Code's receiver and the PDFs' header; refused until it is filled in. */
export async function officeProfile(reader: Pick<TypedReader, 'get'>): Promise<OfficeProfile> {
  const doc = await reader.get(COLLECTIONS.office, OFFICE_PROFILE_ID);
  if (!doc) throw appError('invalid-state', { reason: 'Preencha os dados do escritório em Sobre antes de emitir cobranças.' });
  return doc.data;
}

/** A state refusal, with what the person should do instead. */
export function refuse(reason: string): never {
  throw appError('invalid-state', { reason });
}

/**
 * A lançamento in a charge keeps what the charge copied of it: it is not cancelled, deleted, moved to another
 * client or given another amount from its own page while the charge holds it (cancel the charge first).
 */
export function refuseWhileCharged(t: { chargeId?: string | null; description: string }, what: string): void {
  if (t.chargeId) refuse(`O lançamento "${t.description}" está numa cobrança: cancele a cobrança antes de ${what}.`);
}

/** A baixa a charge's payment made is the charge's: reversing it here would leave the charge paid. */
export async function refuseChargePaymentReversal(reader: Pick<TypedReader, 'get'>, chargeId: string | null | undefined, paymentId: string): Promise<void> {
  if (!chargeId) return;
  const charge = await reader.get(COLLECTIONS.charges, chargeId);
  if (charge?.data.payments.some((p) => p.paymentIds.includes(paymentId)))
    refuse('Este pagamento foi registrado pela cobrança do lançamento: estorne-o na cobrança (Estornar pagamento).');
}
