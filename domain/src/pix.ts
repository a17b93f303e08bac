/**
 * PIX static BR Code ("QR Code estático" and its "Pix copia e cola" text), as the Banco Central's "Manual de
 * Padrões para Iniciação do Pix" defines it on the EMV QR Code Merchant-Presented Mode (EMV MPM): a string of
 * fields ID (2 digits) + length (2 digits) + value, templates 26 and 62 nesting the same form, and a CRC16
 * last. Dynamic codes (26/25, a PSP's URL) need a PSP and are out of scope. Sources in
 * ../shared/research/money-portal-import.md §1.
 */
import { isValidCnpj, isValidCpf, stripDocument } from './documents';
import { z } from './schema';

/** The GUI of PIX in the merchant account template (Manual, ID 26-00). */
export const PIX_GUI = 'br.gov.bcb.pix';
/** EMV: the two-digit length caps every value at 99 characters. */
const MAX_VALUE = 99;
/** EMV MPM: a payload is at most 512 characters. */
const MAX_PAYLOAD = 512;
export const MAX_PIX_NAME = 25;
export const MAX_PIX_CITY = 15;
/** Static QR: at most 25 characters of [A-Za-z0-9]; "***" when the receiver uses none (Manual, ID 62-05). */
export const MAX_TXID = 25;
export const NO_TXID = '***';
/** DICT: an e-mail key has at most 77 characters. */
const MAX_EMAIL_KEY = 77;

export type PixKeyKind = 'cpf' | 'cnpj' | 'email' | 'telefone' | 'evp';
export const PIX_KEY_KIND_LABELS: Record<PixKeyKind, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'e-mail',
  telefone: 'telefone',
  evp: 'chave aleatória',
};

export type PixKeyResult = { ok: true; kind: PixKeyKind; key: string } | { ok: false; error: string };

const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** DICT stores a phone key in E.164; a Brazilian one is +55, the DDD (2 digits) and 8 or 9 digits. */
const BR_PHONE = /^\+55[1-9]\d\d{8,9}$/;

/**
 * A PIX key as typed (with or without a CPF/CNPJ mask, spaces or dashes in a phone) in the form DICT stores it:
 * CPF and CNPJ bare (check digits verified), e-mail lower-case, phone "+55DDDNÚMERO", random key (EVP) lower-case.
 */
export function normalizePixKey(raw: string): PixKeyResult {
  const value = raw.trim();
  if (!value) return { ok: false, error: 'Informe a chave PIX' };
  if (value.includes('@')) {
    const email = value.toLowerCase();
    if (email.length > MAX_EMAIL_KEY) return { ok: false, error: `Chave PIX de e-mail: no máximo ${MAX_EMAIL_KEY} caracteres` };
    return EMAIL.test(email) ? { ok: true, kind: 'email', key: email } : { ok: false, error: 'Chave PIX: e-mail inválido' };
  }
  if (EVP.test(value.toLowerCase())) return { ok: true, kind: 'evp', key: value.toLowerCase() };
  if (value.startsWith('+')) {
    const phone = value.replace(/[\s().-]/g, '');
    return BR_PHONE.test(phone)
      ? { ok: true, kind: 'telefone', key: phone }
      : { ok: false, error: 'Chave PIX de telefone: use +55, o DDD e o número (ex.: +5511987654321)' };
  }
  const document = stripDocument(value);
  if (/^\d{11}$/.test(document))
    return isValidCpf(document) ? { ok: true, kind: 'cpf', key: document } : { ok: false, error: 'Chave PIX: CPF inválido (para telefone, comece com +55)' };
  if (/^[0-9A-Z]{14}$/.test(document))
    return isValidCnpj(document) ? { ok: true, kind: 'cnpj', key: document } : { ok: false, error: 'Chave PIX: CNPJ inválido' };
  return { ok: false, error: 'Chave PIX inválida: use CPF, CNPJ, e-mail, telefone (+55…) ou chave aleatória' };
}

/**
 * Name and city as the BR Code carries them: accents dropped, only letters, digits, spaces and a few signs
 * (generators send 59/60 as plain ASCII), single-spaced, cut to `max` characters.
 */
export function pixText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,&'/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** True for a txid a static BR Code accepts (not "***", which means none). */
export function isValidTxid(txid: string): boolean {
  return /^[A-Za-z0-9]{1,25}$/.test(txid);
}

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) as 4 upper-case hex digits. */
export function pixCrc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  if (value.length > MAX_VALUE) throw new RangeError(`BR Code field ${id} is longer than ${MAX_VALUE}`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Centavos as the BR Code's amount: a decimal point, two decimals, no thousands separator ("1234.50"). */
export function pixAmount(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos <= 0) throw new RangeError(`Invalid PIX amount ${centavos}`);
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

export interface PixPayloadInput {
  /** Already normalised (normalizePixKey). */
  key: string;
  /** The receiver's name and city; pixText cleans and cuts them. */
  name: string;
  city: string;
  /** Centavos; absent: the payer types the amount. */
  amount?: number | null;
  txid?: string | null;
  /** Text shown to the payer (26-02), cut to what fits in template 26. */
  description?: string | null;
  /** The GUI as written (the Manual's own examples use either case). */
  gui?: string;
}

/** The static BR Code: the "Pix copia e cola" text, and what the QR code encodes. */
export function pixPayload(input: PixPayloadInput): string {
  const gui = input.gui ?? PIX_GUI;
  const txid = input.txid ?? NO_TXID;
  if (txid !== NO_TXID && !isValidTxid(txid)) throw new RangeError(`Invalid txid ${txid}`);
  const accountBase = field('00', gui) + field('01', input.key);
  const room = MAX_VALUE - accountBase.length - 4;
  const description = input.description && room > 0 ? pixText(input.description, room) : '';
  const account = accountBase + (description ? field('02', description) : '');
  const name = pixText(input.name, MAX_PIX_NAME);
  const city = pixText(input.city, MAX_PIX_CITY);
  if (!name || !city) throw new RangeError('A BR Code needs the receiver name and city');
  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (input.amount ? field('54', pixAmount(input.amount)) : '') +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', txid)) +
    '6304';
  return body + pixCrc16(body);
}

export interface ParsedPix {
  key: string;
  description: string | null;
  /** Centavos, or null when the payer chooses. */
  amount: number | null;
  name: string;
  city: string;
  txid: string;
}

export type PixParseResult = { ok: true; value: ParsedPix } | { ok: false; error: string };

/** Splits `text` into its TLV fields, or null when a length runs past the end or an ID is not two digits. */
function readFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length || fields.has(id)) return null;
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

const refused = (error: string): PixParseResult => ({ ok: false, error });

/**
 * Reads a static BR Code strictly: its CRC, then its structure (a valid CRC does not prove well-formed
 * fields), the PIX template and the fixed values the Manual sets.
 */
export function parsePixPayload(payload: string): PixParseResult {
  const text = payload.trim();
  if (text.length > MAX_PAYLOAD) return refused('Código PIX longo demais');
  const crcAt = text.length - 8;
  if (crcAt < 0 || text.slice(crcAt, crcAt + 4) !== '6304') return refused('Código PIX sem o CRC no final');
  if (pixCrc16(text.slice(0, crcAt + 4)) !== text.slice(crcAt + 4).toUpperCase()) return refused('Código PIX alterado: o CRC não confere');
  const fields = readFields(text.slice(0, crcAt));
  if (!fields) return refused('Código PIX malformado: um campo não tem o tamanho declarado');
  if (!text.startsWith('000201')) return refused('Código PIX deve começar pelo formato 01');
  if (fields.get('53') !== '986') return refused('Código PIX: a moeda deve ser o real (986)');
  if (fields.get('58') !== 'BR') return refused('Código PIX: o país deve ser BR');
  const account = readFields(fields.get('26') ?? '');
  if (!account || account.get('00')?.toLowerCase() !== PIX_GUI) return refused('Código PIX sem os dados da conta PIX (campo 26)');
  const key = account.get('01');
  if (!key) return refused('Código PIX sem chave (QR dinâmico não é aceito aqui)');
  const name = fields.get('59');
  const city = fields.get('60');
  if (!name || !city) return refused('Código PIX sem o nome ou a cidade do recebedor');
  const additional = readFields(fields.get('62') ?? '');
  const txid = additional?.get('05');
  if (!txid || (txid !== NO_TXID && !isValidTxid(txid))) return refused('Código PIX com identificador (txid) inválido');
  const amountText = fields.get('54');
  if (amountText !== undefined && !/^\d{1,10}(\.\d{2})?$/.test(amountText)) return refused('Código PIX com valor inválido');
  const amount = amountText === undefined ? null : Math.round(Number(amountText) * 100);
  return { ok: true, value: { key, description: account.get('02') ?? null, amount, name, city, txid } };
}

/** An optional PIX key field: empty is null, anything else must be a valid key and is stored normalised. */
export const optionalPixKey = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const result = normalizePixKey(value);
    if (result.ok) return result.key;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });
