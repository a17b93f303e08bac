import { describe, expect, it } from 'vitest';
import { parsePixPayload } from '@office/domain/pix';
import { readSeed } from './load';

describe('seeded cobrança', () => {
  const seed = readSeed();

  it('is open, over open receivables of its client marked with it, with a BR Code for its total on the PIX account', () => {
    const entries = Object.entries(seed.charges);
    expect(entries).toHaveLength(1);
    const [id, charge] = entries[0]!;
    expect(charge.settlement).toBe('aberta');
    for (const item of charge.items) {
      const t = seed.transactions[item.transactionId]!;
      expect([t.clientId, t.type, t.settlement, t.chargeId, t.openAmount]).toEqual([charge.clientId, 'receita', 'aberto', id, item.amount]);
    }
    expect(charge.total).toBe(charge.items.reduce((sum, i) => sum + i.amount, 0));
    const account = seed.bankAccounts[charge.accountId]!;
    expect(parsePixPayload(charge.brCode)).toMatchObject({ ok: true, value: { key: account.pixKey, amount: charge.total, txid: charge.txid } });
  });
});
