/**
 * One open cobrança in the seeded office: a client's open receivables (the first client, by lançamento id, with
 * two or more), on the checking account whose PIX key receives, with the BR Code the app would make for it. Its
 * lançamentos are marked with it, as charges-create marks them.
 */
import { type OfficeProfile } from '@office/domain';
import { chargeTxid, type ChargeRecord } from '@office/domain/charges';
import { pixPayload } from '@office/domain/pix';
import { documentLawsuitIds } from '@office/domain/lawsuit-secrecy';
import { resolveDateToken } from './resolve-dates';
import { SEED_ACCOUNTS } from './finance';
import type { SeedRecord } from './types';

const CHARGE_ID = 'cob-seed-0001';
const ACCOUNT_ID = 'cta-corrente';
const FINANCE = 'staff-camila-souza';

export function seedCharges(transactions: Record<string, SeedRecord<'transactions'>>, office: OfficeProfile) {
  const open = Object.entries(transactions)
    .filter(([, t]) => t.type === 'receita' && t.clientId && t.settlement === 'aberto')
    .sort(([a], [b]) => a.localeCompare(b));
  const byClient = new Map<string, [string, SeedRecord<'transactions'>][]>();
  for (const entry of open) byClient.set(entry[1].clientId!, [...(byClient.get(entry[1].clientId!) ?? []), entry]);
  const chosen = [...byClient.values()].find((list) => list.length >= 2)?.slice(0, 3);
  if (!chosen) throw new Error('The seed has no client with two open receivables to charge');
  // Tokens keep their order on any day: the resolved dates sort the items oldest due first.
  const now = new Date();
  const ordered = [...chosen].sort(([, a], [, b]) => resolveDateToken(a.dueDate, now).localeCompare(resolveDateToken(b.dueDate, now)));
  const items = ordered.map(([id, t]) => ({ transactionId: id, description: t.description, lawsuitId: t.lawsuitId, dueDate: t.dueDate, amount: t.openAmount }));
  const total = items.reduce((sum, i) => sum + i.amount, 0);
  const account = SEED_ACCOUNTS[ACCOUNT_ID]!;
  const txid = chargeTxid(CHARGE_ID);
  const charge: ChargeRecord = {
    clientId: ordered[0]![1].clientId!,
    clientName: ordered[0]![1].clientName ?? '',
    items,
    transactionIds: items.map((i) => i.transactionId),
    lawsuitIds: documentLawsuitIds(items.map((i) => i.lawsuitId)),
    total,
    paidAmount: 0,
    openAmount: total,
    settlement: 'aberta',
    dueDate: '@rd(10)',
    accountId: ACCOUNT_ID,
    txid,
    brCode: pixPayload({ key: account.pixKey!, name: account.pixName ?? office.name, city: account.pixCity ?? office.address.city, amount: total, txid }),
    cancellation: null,
    sends: [],
    payments: [],
    createdBy: FINANCE,
    updatedBy: FINANCE,
  };
  const marked = Object.fromEntries(ordered.map(([id, t]) => [id, { ...t, chargeId: CHARGE_ID }]));
  return { charges: { [CHARGE_ID]: charge }, transactions: { ...transactions, ...marked } };
}
