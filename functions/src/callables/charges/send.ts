import { COLLECTIONS, formatBRL, formatDate } from '@office/domain';
import type { ChargeRecord } from '@office/domain/charges';
import { escapeHtml } from '@office/domain/markdown';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { mailerConfigured, sendMail } from '../../platform/mailer';
import { qrCodePath } from '../../platform/qr-code';
import { chargePdf } from './documents/charge-pdf';
import { chargeDetail, itemsAsSeen, officeProfile, refuse } from './shared';

function mailText(charge: ChargeRecord, officeName: string): { text: string; html: string } {
  const lines = [
    `Prezado(a) ${charge.clientName},`,
    '',
    `Segue a cobrança ${charge.txid}, de ${formatBRL(charge.openAmount)}, com vencimento em ${formatDate(charge.dueDate)}. O PDF anexo traz os lançamentos e o QR code do PIX.`,
    '',
    'Pix copia e cola:',
    charge.brCode,
    '',
    'Em caso de dúvida, responda a este e-mail.',
    '',
    officeName,
  ];
  return { text: lines.join('\n'), html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('') };
}

/**
 * Financeiro → Cobranças: e-mails the charge's PDF to the client's first registered address, then records the
 * sending (when, by whom, to where) on the charge. Nothing is recorded if the SMTP server refuses.
 */
export default implement('charges-send', async (ctx, input) => {
  const store = ctx.stores.documents;
  const doc = await store.get(COLLECTIONS.charges, input.id);
  if (!doc) throw appError('not-found');
  const charge = doc.data;
  if (charge.settlement === 'cancelada') refuse('Cobrança cancelada não é enviada.');
  if (charge.settlement === 'paga') refuse('Esta cobrança já está paga.');
  const client = await store.get(COLLECTIONS.clients, charge.clientId);
  const to = client?.data.emails[0];
  if (!to) refuse('O cliente não tem e-mail cadastrado: inclua um e-mail na ficha do cliente.');
  if (!mailerConfigured()) refuse('O envio de e-mail não está configurado neste ambiente.');
  const [office, items, qr] = await Promise.all([officeProfile(store), itemsAsSeen(ctx, store, charge), qrCodePath(charge.brCode)]);
  const pdf = await chargePdf({ office, charge, items, qr });
  await sendMail({
    to,
    subject: `Cobrança ${charge.txid} — ${formatBRL(charge.openAmount)}, vencimento ${formatDate(charge.dueDate)}`,
    ...mailText(charge, office.name),
    messageId: `<${input.id}.${charge.sends.length + 1}@cobrancas.escritorio>`,
    attachments: [{ filename: `cobranca-${charge.txid}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
  await store.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.charges, input.id);
    if (!current) throw appError('not-found');
    const sends = [...current.data.sends, { at: new Date().toISOString(), by: ctx.uid, to }];
    return {
      ops: [
        {
          kind: 'update',
          collection: COLLECTIONS.charges,
          id: input.id,
          expectedVersion: current.version,
          patch: { ...current.data, sends, updatedBy: ctx.uid },
        },
        auditOp(ctx, { section: 'finance', action: 'charges.send', entity: COLLECTIONS.charges, entityId: input.id, changedFields: ['sends'] }),
      ],
      result: null,
    };
  });
  return chargeDetail(ctx, input.id);
});
