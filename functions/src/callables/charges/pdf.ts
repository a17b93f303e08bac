import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { qrCodePath } from '../../platform/qr-code';
import { chargePdf } from './documents/charge-pdf';
import { itemsAsSeen, officeProfile } from './shared';

/** Financeiro → Cobranças: the charge as a PDF (A4), with its PIX QR code and "copia e cola". */
export default implement('charges-pdf', async (ctx, input) => {
  const store = ctx.stores.documents;
  const doc = await store.get(COLLECTIONS.charges, input.id);
  if (!doc) throw appError('not-found');
  const [office, items, qr] = await Promise.all([officeProfile(store), itemsAsSeen(ctx, store, doc.data), qrCodePath(doc.data.brCode)]);
  const bytes = await chargePdf({ office, charge: doc.data, items, qr });
  return { fileName: `cobranca-${doc.data.txid}.pdf`, contentType: 'application/pdf' as const, dataBase64: Buffer.from(bytes).toString('base64') };
});
