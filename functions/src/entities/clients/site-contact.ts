import {
  bareClientValues,
  clientKeys,
  COLLECTIONS,
  mailboxKey,
  SITE_CONTACT_LIMITS,
  SITE_CONTACTS_KEPT,
  siteContactOf,
  type ClientRecord,
  type SiteContactValues,
} from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { countAgainst, fixedWindow, officeDayWindow, type Limit } from '../../platform/rate-limit';
import type { TypedStores } from '../../store/typed';
import { siteContactNoticeOps } from '../notifications/site-contact-notices';
import { clientWrite, type ClientChange } from './client-write';

/** Who the audit log names for a contact through the site: the public's pseudo-actor ("Visitante do site"). */
const VISITOR = 'anonymous';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The office-wide counter of the contact form (no address or e-mail in it). */
export const SITE_CONTACT_OFFICE_KEY = 'site-contact:office';

export type SiteContactOutcome = { stored: true; clientId: string; isNew: boolean } | { stored: false };

/** The limits one contact counts against: per client address (an hour, a day), per mailbox per day, per office day. */
export function siteContactLimits(ip: string, email: string, now: number): Limit[] {
  return [
    { key: `site-contact:ip:${ip}`, max: SITE_CONTACT_LIMITS.perAddressPerHour, window: fixedWindow(HOUR, now) },
    { key: `site-contact:ip-day:${ip}`, max: SITE_CONTACT_LIMITS.perAddressPerDay, window: officeDayWindow(now) },
    { key: `site-contact:email:${mailboxKey(email)}`, max: SITE_CONTACT_LIMITS.perMailboxPerDay, window: fixedWindow(DAY, now) },
    { key: SITE_CONTACT_OFFICE_KEY, max: SITE_CONTACT_LIMITS.officePerDay, window: officeDayWindow(now) },
  ];
}

/** A prospect made from a first contact: what the visitor typed; no CPF/CNPJ and no responsible lawyer until the office edits it. */
function prospect(values: SiteContactValues, at: string): ClientRecord {
  return {
    ...bareClientValues({
      kind: 'pf',
      name: values.name,
      document: '',
      emails: [values.email],
      phones: values.phone ? [{ number: values.phone, whatsapp: false }] : [],
      notes: '',
      // The list filters by it: "etiqueta: site" shows who came through the form.
      tags: ['site'],
      status: 'prospecto',
      responsibleLawyerId: '',
    }),
    ...clientKeys({ name: values.name, tradeName: null }),
    createdBy: VISITOR,
    updatedBy: VISITOR,
    siteContacts: [siteContactOf(values, at)],
  };
}

/**
 * A contact through the public site's form, in one transaction: the rate limits counted, then the client written
 * through the clients' owner (its audit entry by "Visitante do site") and a notice for everyone who reads Clientes.
 *
 * A repeated contact never makes a second client: when a client already has the e-mail (a prospect from an earlier
 * contact, or a client of the office), the contact is added to that client's `siteContacts` (the newest
 * SITE_CONTACTS_KEPT kept), its name, status and other fields untouched. The visitor is thanked the same way in both
 * cases, so the form does not tell anyone whether an e-mail is the office's client.
 *
 * Past a limit nothing is stored, not even the counters: `{ stored: false }`.
 */
export async function receiveSiteContact(stores: TypedStores, ip: string, values: SiteContactValues, now = new Date()): Promise<SiteContactOutcome> {
  const at = now.toISOString();
  const ctx: CallableContext = { uid: VISITOR, ip, staff: null, stores };
  return stores.documents.transact<SiteContactOutcome>(async (tx) => {
    const counted = await countAgainst(tx, siteContactLimits(ip, values.email, now.getTime()));
    if ('reached' in counted) return { ops: [], result: { stored: false } };
    const existing = (await tx.list(COLLECTIONS.clients, { where: [{ field: 'emails', op: 'array-contains', value: values.email }], limit: 1 })).docs[0];
    const contact = siteContactOf(values, at);
    let change: ClientChange;
    if (existing) {
      const siteContacts = [...(existing.data.siteContacts ?? []), contact].slice(-SITE_CONTACTS_KEPT);
      change = { id: existing.id, before: existing.data, after: { ...existing.data, siteContacts }, expectedVersion: existing.version };
    } else {
      change = { id: newId('cli', now.getTime()), before: null, after: prospect(values, at) };
    }
    const isNew = !existing;
    const written = await clientWrite(tx, ctx, isNew ? { action: 'clients.siteContact', at } : { action: 'clients.siteContactAdded', at }, [change]);
    const name = existing?.data.name ?? values.name;
    const notices = await siteContactNoticeOps(tx, { kind: 'contato-site', clientId: change.id, name, subject: values.subject, isNew }, at);
    return { ops: [...counted.ops, ...written, ...notices], result: { stored: true, clientId: change.id, isNew } };
  });
}
