/**
 * The charge and receipt PDFs (A4), drawn with pdf-lib: the office's header (Sobre), the client, the items, the
 * total and, on a charge, the PIX QR code and its "copia e cola" text. The title and subject carry the txid and
 * the BR Code, so a reader (or a test) finds them without rendering the page.
 */
import { formatBRL, formatCnpj, formatDate, formatCep, PAYMENT_METHOD_LABELS, type OfficeProfile } from '@office/domain';
import type { ChargeItemSeen, ChargePayment, ChargeRecord } from '@office/domain/charges';
import { dateInWords, moneyInWords } from '@office/domain/number-words';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.4);

/** The standard fonts encode WinAnsi (Latin-1 and a few signs): anything else becomes a space rather than an error. */
function printable(text: string): string {
  return text.normalize('NFC').replace(/[^\x20-\x7E\xA0-\xFF–—‘’“”•€]/g, ' ');
}

/** Cuts `text` into lines no wider than `width` (long words, such as the BR Code, are cut by characters). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(' ')) {
    const tried = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(tried, size) <= width) {
      line = tried;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** A page being written top to bottom. */
class Writer {
  y = A4[1] - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  text(text: string, options: { size?: number; bold?: boolean; x?: number; width?: number; color?: ReturnType<typeof rgb> } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    for (const line of wrap(text, font, size, options.width ?? A4[0] - 2 * MARGIN)) {
      this.page.drawText(line, { x: options.x ?? MARGIN, y: this.y - size, size, font, color: options.color ?? rgb(0, 0, 0) });
      this.y -= size * 1.35;
    }
  }

  row(left: string, right: string, options: { bold?: boolean } = {}): void {
    const font = options.bold ? this.bold : this.regular;
    const rightText = printable(right);
    const rightWidth = font.widthOfTextAtSize(rightText, 10);
    const startY = this.y;
    this.text(left, { bold: options.bold, width: A4[0] - 2 * MARGIN - 110 });
    this.page.drawText(rightText, { x: A4[0] - MARGIN - rightWidth, y: startY - 10, size: 10, font });
  }

  gap(points = 8): void {
    this.y -= points;
  }

  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: GREY });
    this.gap(8);
  }
}

/**
 * A document made only of what it shows: no creation or change instant (pdf-lib stamps "now" by default), so the
 * same charge gives the same bytes whether downloaded or e-mailed a second later (its compressed dictionary
 * changed length with the clock).
 */
async function newDocument(title: string, subject: string) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(printable(title));
  pdf.setSubject(subject);
  pdf.setLanguage('pt-BR');
  pdf.setCreator('Escritório — Financeiro');
  const page = pdf.addPage(A4);
  const writer = new Writer(page, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  return { pdf, writer };
}

function officeHeader(w: Writer, office: OfficeProfile): void {
  const a = office.address;
  w.text(office.name, { size: 14, bold: true });
  w.text(`CNPJ ${formatCnpj(office.cnpj)} · ${office.oabRegistration}`, { color: GREY });
  w.text(`${a.street}, ${a.number}${a.complement ? `, ${a.complement}` : ''} · ${a.district} · ${a.city}/${a.state} · CEP ${formatCep(a.cep)}`, {
    color: GREY,
  });
  w.text(`${office.email} · ${office.phone}`, { color: GREY });
  w.gap(6);
  w.rule();
}

export interface ChargePdfInput {
  office: OfficeProfile;
  charge: ChargeRecord;
  items: ChargeItemSeen[];
  qr: { size: number; path: string };
}

/** The charge: who owes what, by when, and the PIX to pay it with. */
export async function chargePdf({ office, charge, items, qr }: ChargePdfInput): Promise<Uint8Array> {
  const { pdf, writer: w } = await newDocument(`Cobrança ${charge.txid}`, charge.brCode);
  officeHeader(w, office);
  w.text('Cobrança de honorários', { size: 16, bold: true });
  w.text(`Identificador: ${charge.txid}`, { color: GREY });
  w.gap();
  w.text(`Cliente: ${charge.clientName}`, { bold: true });
  w.text(`Vencimento: ${formatDate(charge.dueDate)}`);
  w.gap();
  w.rule();
  for (const item of items) {
    const detail = [`vencimento ${formatDate(item.dueDate)}`, item.lawsuitLabel ? `processo ${item.lawsuitLabel}` : null].filter(Boolean).join(' · ');
    w.row(item.description, formatBRL(item.amount));
    w.text(detail, { size: 8, color: GREY });
    w.gap(2);
  }
  w.rule();
  w.row('Total', formatBRL(charge.total), { bold: true });
  if (charge.paidAmount > 0) {
    w.row('Já pago', formatBRL(charge.paidAmount));
    w.row('Em aberto', formatBRL(charge.openAmount), { bold: true });
  }
  w.gap(16);
  w.text('Pague com PIX', { size: 13, bold: true });
  w.text('Aponte a câmera do aplicativo do seu banco para o QR code ou use o código "copia e cola".', { color: GREY });
  w.gap(6);
  // Module size so the code is about 5 cm wide, with the four-module quiet zone QR codes need.
  const side = 150;
  const scale = side / (qr.size + 8);
  w.page.drawRectangle({ x: MARGIN, y: w.y - side, width: side, height: side, color: rgb(1, 1, 1) });
  w.page.drawSvgPath(qr.path, { x: MARGIN + 4 * scale, y: w.y - 4 * scale, scale, color: rgb(0, 0, 0) });
  w.y -= side + 10;
  w.text('Pix copia e cola:', { bold: true });
  w.text(charge.brCode, { size: 8 });
  return pdf.save();
}

/** The receipt of one payment (recibo), with the amount in words, dated and signed by the office. */
export async function receiptPdf(office: OfficeProfile, charge: ChargeRecord, items: ChargeItemSeen[], payment: ChargePayment): Promise<Uint8Array> {
  const { pdf, writer: w } = await newDocument(`Recibo ${charge.txid} ${payment.id}`, `Recibo de ${formatBRL(payment.amount)}`);
  officeHeader(w, office);
  w.text(`Recibo — ${formatBRL(payment.amount)}`, { size: 16, bold: true });
  w.gap();
  const what = items.map((i) => i.description).join('; ');
  w.text(
    `Recebemos de ${charge.clientName} a importância de ${formatBRL(payment.amount)} (${moneyInWords(payment.amount)}), ` +
      `em ${formatDate(payment.date)}, por ${PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}, referente à cobrança ${charge.txid}: ${what}.`,
    { size: 11 },
  );
  w.gap();
  // What had been paid with this payment, not what is paid now: a receipt reads the same whenever it is printed.
  const index = charge.payments.findIndex((p) => p.id === payment.id);
  const paidThrough = charge.payments.slice(0, index + 1).reduce((sum, p) => sum + p.amount, 0);
  w.text(
    paidThrough < charge.total
      ? `Pagamento parcial. Total da cobrança: ${formatBRL(charge.total)}; pago até este recibo: ${formatBRL(paidThrough)}; em aberto: ${formatBRL(charge.total - paidThrough)}.`
      : payment.amount < charge.total
        ? `Com este pagamento, a cobrança de ${formatBRL(charge.total)} está quitada.`
        : 'Pagamento integral da cobrança.',
    { color: GREY },
  );
  w.gap(24);
  w.text(`${office.address.city}, ${dateInWords(payment.date)}.`, { size: 11 });
  w.gap(40);
  w.text('______________________________________', { x: MARGIN });
  w.text(office.name, { bold: true });
  w.text(`CNPJ ${formatCnpj(office.cnpj)}`, { color: GREY });
  return pdf.save();
}
