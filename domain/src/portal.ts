/**
 * Portal do cliente: the office's clients get accounts of their own, bound to their client record, never to staff
 * scopes. A person with Clientes write invites a client (a PF, or a named contact of a PJ) by e-mail; the client
 * sets a password from the e-mailed link; revoking the invitation, or deleting the client, ends the access on the
 * next call (the claims carry the account's version, as staff claims do).
 */
import { formatPhoneBR, formatRg, MARITAL_STATUS_LABELS, type ClientRecord } from './clients';
import { formatDate } from './dates';
import { formatCpfCnpj } from './documents';
import { expectedVersion, recordId } from './lists';
import { addressLine } from './qualification';
import { personName, z } from './schema';

export const PORTAL_ACCOUNT_STATUSES = ['ativo', 'revogado'] as const;
export type PortalAccountStatus = (typeof PORTAL_ACCOUNT_STATUSES)[number];

export const PORTAL_ACCOUNT_STATUS_LABELS: Record<PortalAccountStatus, string> = {
  ativo: 'Ativo',
  revogado: 'Revogado',
};

/** `portalAccounts/<uid>`: one client account, keyed by its Auth uid. */
export interface PortalAccountRecord {
  clientId: string;
  /** The person who signs in: the client (PF) or the named contact of a PJ. */
  name: string;
  email: string;
  status: PortalAccountStatus;
  invitedBy: string;
  /** When the invitation e-mail was last sent (ISO 8601). */
  invitedAt: string;
  updatedBy: string;
}

export const portalInviteInput = z
  .object({
    clientId: recordId,
    name: personName(120).min(3, 'Informe o nome de quem vai acessar o portal'),
    email: z.email('E-mail inválido').max(254),
  })
  .strict();
export type PortalInviteInput = z.input<typeof portalInviteInput>;

export const portalRevokeInput = z.object({ id: recordId, expectedVersion }).strict();
export const portalAccountsInput = z.object({ clientId: recordId }).strict();
export const portalMeInput = z.object({}).strict();

/** A client account as the client's page lists it. */
export interface PortalAccountView {
  id: string;
  clientId: string;
  name: string;
  email: string;
  status: PortalAccountStatus;
  invitedAt: string;
  version: number;
}

/** `portal-me`: who the signed-in client is and which client records they follow. */
export interface PortalMe {
  name: string;
  email: string;
  clients: { id: string; name: string; qualification: QualificationItem[] }[];
}

/** One line of what the office holds about a client, as the client reads it. */
export interface QualificationItem {
  label: string;
  value: string;
}

/**
 * What the office holds about the client, in the client's words (LGPD, Lei 13.709/2018 art. 18, II: access to
 * one's data): the qualification a petition or a contract names them with. The office's own notes, tags, status
 * and responsible lawyer are its work about the client, not the client's data, and stay out.
 */
export function portalQualification(c: ClientRecord): QualificationItem[] {
  const pj = c.kind === 'pj';
  const items: [string, string | null | undefined][] = [
    [pj ? 'Razão social' : 'Nome', c.name],
    [pj ? 'CNPJ' : 'CPF', c.document ? formatCpfCnpj(c.document) : null],
    ['Nome fantasia', c.tradeName],
    ['Representante legal', c.legalRepresentative],
    ['RG', formatRg(c)],
    ['Data de nascimento', c.birthDate ? formatDate(c.birthDate) : null],
    ['Nacionalidade', c.nationality],
    ['Profissão', c.profession],
    ['Estado civil', c.maritalStatus ? MARITAL_STATUS_LABELS[c.maritalStatus] : null],
    ['E-mails', c.emails.join(', ')],
    ['Telefones', c.phones.map((p) => formatPhoneBR(p.number)).join(', ')],
    ['Endereço', c.address ? addressLine(c.address) : null],
  ];
  return items.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

/**
 * The custom claims of a client account: `portal` marks it (no staff scopes ever), `clientIds` binds it to its
 * clients and `pv` is the account record's version, compared on each call so a revocation is refused at once.
 */
export interface PortalClaims {
  portal: true;
  clientIds: string[];
  pv: number;
}

export function claimsFromPortalAccount(record: Pick<PortalAccountRecord, 'clientId'>, version: number): PortalClaims {
  return { portal: true, clientIds: [record.clientId], pv: version };
}

/** Whether an ID token's claims say it is a client account's. */
export function isPortalToken(token: Record<string, unknown> | undefined): boolean {
  return token?.portal === true;
}

/** The invitation e-mail, in pt-BR, naming the office: the link is where the client sets the password. */
export function portalInvitationMail(args: { officeName: string; personName: string; link: string }): { subject: string; lines: string[] } {
  return {
    subject: `${args.officeName}: seu acesso ao portal do cliente`,
    lines: [
      `Olá, ${args.personName}.`,
      '',
      `${args.officeName} liberou para você o portal do cliente, onde você acompanha os seus processos.`,
      'Para o primeiro acesso, crie a sua senha (pelo menos 10 caracteres) neste link:',
      args.link,
      '',
      'O link vale por tempo limitado. Se ele expirar, peça um novo ao escritório.',
      'Se você não esperava este e-mail, ignore-o.',
    ],
  };
}
