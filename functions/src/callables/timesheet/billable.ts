import { billingLines, COLLECTIONS, type BillableClient, type TimeEntryRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readHourlyAgreements, readRates } from './shared';

/** Approved billable entries one read lists, the oldest first (a store page); beyond it, billing takes them in turn. */
const MAX_WAITING = 500;

/**
 * Financeiro → Horas: each client's approved billable hours not yet billed, and what they come to at the rates
 * billing will take (the client's fee agreement's, else the office's). Entries without a client cannot be billed
 * (a lançamento of hours names its client) and are left out.
 */
export default implement('timesheet-billable', async (ctx) => {
  const store = ctx.stores.documents;
  const [page, { rates }] = await Promise.all([
    store.list(COLLECTIONS.timeEntries, {
      where: [
        { field: 'status', op: '==', value: 'aprovado' },
        { field: 'billable', op: '==', value: true },
      ],
      orderBy: [{ field: 'date' }],
      limit: MAX_WAITING,
    }),
    readRates(store),
  ]);
  const byClient = new Map<string, TimeEntryRecord[]>();
  for (const { data } of page.docs) if (data.clientId) byClient.set(data.clientId, [...(byClient.get(data.clientId) ?? []), data]);
  const ids = [...byClient.keys()];
  const [clients, agreements] = await Promise.all([store.getMany(COLLECTIONS.clients, ids), Promise.all(ids.map((id) => readHourlyAgreements(store, id)))]);
  return ids
    .map((clientId, i): BillableClient => {
      const bill = billingLines(byClient.get(clientId) ?? [], rates, agreements[i] ?? []);
      return {
        clientId,
        clientName: clients[i]?.data.name ?? 'Cliente excluído',
        entries: bill.lines.length,
        minutes: bill.minutes,
        amount: bill.total,
        from: bill.from,
        to: bill.to,
      };
    })
    .sort((a, b) => a.clientName.localeCompare(b.clientName, 'pt-BR'));
});
