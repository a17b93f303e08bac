import { can, normalizeScopes, SCOPE_LABELS, type Scopes } from './policy';
import { pageCursor } from './lists';
import { personName, z } from './schema';

const uid = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Identificador de usuário inválido');
const version = z.number().int().min(1);
const labels = z.array(z.enum(SCOPE_LABELS)).max(SCOPE_LABELS.length);

export const staffListInput = z.object({ limit: z.number().int().min(1).max(100).default(50), after: pageCursor }).strict();

export const staffSetScopesInput = z.object({ uid, expectedVersion: version, read: labels, write: labels }).strict();

/**
 * `keepSettings`, on a demotion: the person keeps reading and editing Configurações, which being an administrator
 * implied; without it, demotion takes Configurações away with the flag.
 */
export const staffSetAdminInput = z.object({ uid, expectedVersion: version, admin: z.boolean(), keepSettings: z.boolean().optional() }).strict();

export const staffSetDisabledInput = z.object({ uid, expectedVersion: version, disabled: z.boolean() }).strict();

export const staffCreateInput = z
  .object({
    email: z.email('Informe um e-mail válido').max(254),
    name: personName(120).min(3, 'Informe o nome completo'),
    read: labels,
    write: labels,
    admin: z.boolean().default(false),
  })
  .strict();

export const staffPendingInput = z.object({}).strict();

export const staffDeclineInput = z.object({ uid }).strict();

export const staffRestoreAccessInput = z.object({ uid }).strict();

export type StaffSetScopesInput = z.input<typeof staffSetScopesInput>;
export type StaffCreateInput = z.input<typeof staffCreateInput>;

/** A staff member as the administration screen shows it. */
export interface StaffMember {
  uid: string;
  name: string;
  email: string;
  scopes: Scopes;
  admin: boolean;
  disabled: boolean;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** A row of the team list: the record, and whether its sign-in account exists (it can be lost, see staff-restoreAccess). */
export interface StaffListItem extends StaffMember {
  hasAccount: boolean;
}

export interface StaffPage {
  items: StaffListItem[];
  nextCursor: string | null;
}

export interface StaffCreated {
  member: StaffMember;
  /** Link to set a password; null when the account already existed and only gained access. */
  passwordSetupLink: string | null;
  /**
   * An account with this e-mail existed but its address was never confirmed (anyone can sign up with any
   * address): it was reset for the address's owner (new password, sessions ended) instead of being granted, and
   * the link above is how that owner gets in.
   */
  resetUnconfirmedAccount: boolean;
}

/**
 * Someone who registered, confirmed their e-mail, and waits for an administrator to grant access (an Auth account
 * with no staff record).
 */
export interface PendingRegistration {
  uid: string;
  /** The name given at registration; '' when none was given. */
  name: string;
  email: string;
  /** ISO instant of the registration. */
  registeredAt: string;
  /** The active member whose name this one reads like ("Helena  barbosa" for Helena Barbosa): a warning, not a verdict. */
  sameNameAs: string | null;
}

export interface PendingRegistrations {
  items: PendingRegistration[];
}

/**
 * Who may be a client's or a lawsuit's responsible lawyer: an active member who works lawsuits (reads and
 * edits Processos). The finance person and an intern with the Agenda only are not offered.
 */
/** Whether a member can be on an agenda entry (responsible or participant): active and reading the Agenda. */
export function worksWithAgenda(record: { disabled: boolean; scopes: { read?: readonly string[]; write?: readonly string[] } }): boolean {
  return !record.disabled && can(normalizeScopes(record.scopes), 'agenda', 'read');
}

export function isLawyer(record: { disabled: boolean; scopes: { read?: readonly string[]; write?: readonly string[] } }): boolean {
  return !record.disabled && can(normalizeScopes(record.scopes), 'lawsuits', 'write');
}

/** An active member who reads Processos: can be forwarded an intimação. */
export function readsLawsuits(record: { disabled: boolean; scopes: { read?: readonly string[]; write?: readonly string[] } }): boolean {
  return !record.disabled && can(normalizeScopes(record.scopes), 'lawsuits', 'read');
}
