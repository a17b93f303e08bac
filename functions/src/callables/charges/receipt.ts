import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { receiptPdf } from './documents/charge-pdf';
import { itemsAsSeen, officeProfile } from './shared';

/** Financeiro → Cobranças: the receipt (recibo) of one of the charge's payments, as a PDF. */
export default implement('charges-receipt', async (ctx, input) => {
  const store = ctx.stores.documents;
  const doc = await store.get(COLLECTIONS.charges, input.id);
  const payment = doc?.data.payments.find((p) => p.id === input.paymentId);
  if (!doc || !payment) throw appError('not-found');
  if (payment.reversal) throw appError('invalid-state', { reason: 'Este pagamento foi estornado: não há recibo dele.' });
  const [office, items] = await Promise.all([officeProfile(store), itemsAsSeen(ctx, store, doc.data)]);
  const bytes = await receiptPdf(office, doc.data, items, payment);
  return {
    fileName: `recibo-${doc.data.txid}-${payment.date}.pdf`,
    contentType: 'application/pdf' as const,
    dataBase64: Buffer.from(bytes).toString('base64'),
  };
});
