import { addDays, officeDate } from './dates';
import { isValidCpf } from './documents';
import { expectedVersion, recordId } from './lists';
import { lineText, multilineText, z } from './schema';
import type { Address } from './records';

/** The removal-request form on /remocao (LGPD art. 18): what the public callable accepts. */
export const removalRequestInput = z
  .object({
    name: lineText(120).min(3, 'Informe seu nome completo'),
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
