/** The charge's PDF is made only of what it shows: downloaded or e-mailed seconds apart, the same bytes. */
import { afterEach, expect, it, vi } from 'vitest';
import type { OfficeProfile } from '@office/domain';
import type { ChargeItemSeen, ChargeRecord } from '@office/domain/charges';
import { qrCodePath } from '../../../platform/qr-code';
import { chargePdf } from './charge-pdf';

const office: OfficeProfile = {
  name: 'Barbosa Advocacia',
  cnpj: '12345678000195',
  oabRegistration: 'OAB/SP 12.345',
  email: 'contato@barbosa.test',
  phone: '(11) 3333-4444',
  address: { cep: '01310100', street: 'Avenida Paulista', number: '1000', complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  dpoName: 'Helena Barbosa',
  dpoEmail: 'dpo@barbosa.test',
};
const brCode = '00020126360014BR.GOV.BCB.PIX0114+55119999999995204000053039865406100.005802BR5915BARBOSA ADVOCAC6009SAO PAULO62070503***6304ABCD';
const charge = {
  txid: 'COB123',
  brCode,
  clientName: 'Ana Melo Rodrigues',
  dueDate: '2026-12-19',
  total: 100_000,
  paidAmount: 0,
  openAmount: 100_000,
} as ChargeRecord;
const items = [{ description: 'Honorários — parcela 1/3', dueDate: '2026-12-10', amount: 100_000, lawsuitLabel: null }] as unknown as ChargeItemSeen[];

afterEach(() => vi.useRealTimers());

it('gives the same bytes for the same charge at another moment', async () => {
  const qr = await qrCodePath(brCode);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-04T20:59:59.400Z'));
  const first = await chargePdf({ office, charge, items, qr });
  vi.setSystemTime(new Date('2026-12-04T21:00:07.900Z'));
  const second = await chargePdf({ office, charge, items, qr });
  expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
});
