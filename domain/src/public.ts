import { addDays, officeDate } from './dates';
import { isValidCpf } from './documents';
import { expectedVersion, recordId } from './lists';
import { lineText, multilineText, personName, z } from './schema';
import type { Address } from './records';

/** The removal-request form on /remocao (LGPD art. 18): what the public callable accepts. */
export const removalRequestInput = z
  .object({
    name: personName(120).min(3, 'Informe seu nome completo'),
    email: z.email('Informe um e-mail válido').max(254),
    cpf: lineText(14)
      .refine((v) => v === '' || isValidCpf(v), 'CPF inválido')
      .transform((v) => (v === '' ? null : v.replace(/\D/g, ''))),
    request: multilineText(2000).trim().min(10, 'Descreva o pedido com pelo menos 10 caracteres'),
  })
  .strict();

export type RemovalRequestInput = z.input<typeof removalRequestInput>;

export interface RemovalRequestReceipt {
  protocol: string;
  receivedAt: string;
}

/** What the public privacy notice shows about the controller (never the whole office record). */
export interface PublicOffice {
  name: string;
  cnpj: string;
  email: string;
  phone: string;
  address: Address;
  dpoName: string;
  dpoEmail: string;
}

export const publicOfficeInput = z.object({}).strict();

export const removalResolveInput = z
  .object({
    id: recordId,
    expectedVersion,
    status: z.enum(['concluido', 'recusado']),
    resolution: multilineText(2000).trim().min(5, 'Explique o que foi feito (mínimo 5 caracteres)'),
  })
  .strict();

/**
 * Days the office gives itself to answer a data subject: the LGPD's term for the complete declaration of
 * what is held (Lei 13.709/2018, art. 19, II: "no prazo de até 15 (quinze) dias, contado da data do
 * requerimento do titular"), used as the reference for every request from /remocao.
 */
export const REMOVAL_ANSWER_DAYS = 15;

/** The office calendar date by which a request received at `receivedAt` should be answered. */
export function removalDueDate(receivedAt: string): string {
  return addDays(officeDate(new Date(receivedAt)), REMOVAL_ANSWER_DAYS);
}

/**
 * Limits of the public removal form: per client address (an hour and a day), per mailbox per day, and for the
 * whole office per office day. One client stays far below the office's cap, so it cannot spend the day's
 * allowance of every other data subject; the office cap stops only a flood that rotates addresses and
 * mailboxes, and reaching it is shown to administrators in Configurações. A refusal names the office's data
 * protection officer, whom the person can always write to (LGPD art. 41). A real office receives a handful of
 * these a month.
 */
export const REMOVAL_LIMITS = { perAddressPerHour: 20, perAddressPerDay: 40, perMailboxPerDay: 3, officePerDay: 1000 } as const;

/** What the removal-request list tells Configurações about today's use of the public form. */
export interface RemovalDailyUse {
  /** The office calendar day (YYYY-MM-DD) counted. */
  day: string;
  cap: number;
  accepted: number;
  /** Requests refused today because the cap was reached. */
  refused: number;
}

/** Gmail ignores dots in the local part and treats googlemail.com as gmail.com. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for counting requests per person: lower case, without the
 * "+anything" sub-address most providers deliver to the same box, and without Gmail's ignored dots.
 * Only for counting: the request keeps the address as typed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0] ?? '';
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replace(/\./g, '');
  return `${local || address.slice(0, at)}@${dotless ?? domain}`;
}
