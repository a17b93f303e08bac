import { clientStatement, COLLECTIONS, officeDate, PORTAL_CHARGES_LIMIT, type PortalCharge, type PortalMoney } from '@office/domain';
import { chargeStatus, type ChargeRecord } from '@office/domain/charges';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { qrCodePath } from '../../platform/qr-code';
import type { StoredDoc } from '../../store/port';
import type { TypedReader } from '../../store/typed';
import { clientStatementSources } from '../finance/statement-parts/sources';
import { portalLawsuitLabels } from './client-view/lawsuit-labels';

/** The first day any statement line can have: the whole history, so the balance needs no "saldo anterior". */
const SINCE_EVER = '1900-01-01';

async function portalCharge(doc: StoredDoc<ChargeRecord>, label: (id: string | null) => string | null, today: string): Promise<PortalCharge> {
  const c = doc.data;
  const status = chargeStatus(c, today);
  const open = status !== 'paga' && status !== 'cancelada' && c.openAmount > 0;
  return {
    id: doc.id,
    status,
    dueDate: c.dueDate,
    total: c.total,
    paidAmount: c.paidAmount,
    openAmount: c.openAmount,
    items: c.items.map((i) => ({ description: i.description, dueDate: i.dueDate, amount: i.amount, lawsuitLabel: label(i.lawsuitId) })),
    payments: c.payments.filter((p) => !p.reversal).map((p) => ({ date: p.date, amount: p.amount })),
    pix: open ? { brCode: c.brCode, qr: await qrCodePath(c.brCode) } : null,
  };
}

/** One client's statement up to today and charges (cancelled ones are the office's business, not a debt). */
async function clientMoney(store: TypedReader, client: { id: string; name: string }): Promise<PortalMoney['clients'][number]> {
  const today = officeDate();
  const [{ transactions, payments }, charges] = await Promise.all([
    clientStatementSources(store, client.id),
    store.list(COLLECTIONS.charges, {
      where: [{ field: 'clientId', op: '==', value: client.id }],
      orderBy: [{ field: 'dueDate', direction: 'desc' }],
      limit: PORTAL_CHARGES_LIMIT,
    }),
  ]);
  const shown = charges.docs.filter((d) => d.data.settlement !== 'cancelada');
  const label = await portalLawsuitLabels(store, client.id, [
    ...transactions.map((t) => t.lawsuitId),
    ...shown.flatMap((d) => d.data.items.map((i) => i.lawsuitId)),
  ]);
  const seen = transactions.map((t) => ({ ...t, lawsuitLabel: label(t.lawsuitId) }));
  const statement = clientStatement(seen, payments, SINCE_EVER, today);
  return {
    ...client,
    statement: { ...statement, from: statement.lines[0]?.date ?? today },
    charges: await Promise.all(shown.map((d) => portalCharge(d, label, today))),
  };
}

/**
 * Portal do cliente, "Sua conta": the prestação de contas and the charges of the clients the account follows (only
 * the claims' own ids), computed as Financeiro computes them for the office; lawsuits named as portal-lawsuits.ts says.
 */
export default implement('portal-money', async (ctx) => {
  const portal = ctx.portal;
  if (!portal) throw appError('portal-only');
  const store = ctx.stores.documents;
  const clients = await store.getMany(COLLECTIONS.clients, portal.clientIds);
  return {
    clients: await Promise.all(clients.flatMap((c) => (c ? [clientMoney(store, { id: c.id, name: c.data.name })] : []))),
  };
});
