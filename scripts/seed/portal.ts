/**
 * The seeded client accounts (portal do cliente): a PF client and the named contact of a PJ client, each with a
 * password, as the staff accounts have; one of the PF client's lawsuits is open to the portal with one published
 * update, and that client consented to e-mail notices. Passwords are for local use only (printed by npm start).
 */
import type { PortalAccountRecord, PortalCaseRecord, PortalConsentRecord, PortalUpdateRecord } from '@office/domain';

export interface SeedPortalAccount {
  uid: string;
  clientId: string;
  name: string;
  email: string;
  password: string;
  /** What npm start's banner says of the account. */
  role: string;
}

export const SEED_PORTAL_PASSWORD = 'Cliente@2026';

export const SEED_PORTAL_ACCOUNTS: SeedPortalAccount[] = [
  {
    uid: 'portal-ana-melo',
    clientId: 'cli-001',
    name: 'Ana Melo Rodrigues',
    email: 'ana.melo@cliente.test',
    password: SEED_PORTAL_PASSWORD,
    role: 'Cliente PF no portal (Ana Melo Rodrigues: um processo aberto)',
  },
  {
    uid: 'portal-caio-alves',
    clientId: 'cli-028',
    name: 'Caio Alves',
    email: 'caio.alves@paodourado.test',
    password: SEED_PORTAL_PASSWORD,
    role: 'Contato de cliente PJ no portal (Padaria Pão Dourado)',
  },
];

const HELENA = 'staff-helena-barbosa';
/** The PF client's lawsuit open to the portal. */
const OPEN_LAWSUIT = 'proc-001';

export function seedPortal(): {
  portalAccounts: Record<string, PortalAccountRecord>;
  portalCases: Record<string, PortalCaseRecord>;
  portalUpdates: Record<string, PortalUpdateRecord>;
  portalConsents: Record<string, PortalConsentRecord>;
} {
  const portalAccounts = Object.fromEntries(
    SEED_PORTAL_ACCOUNTS.map((a) => [
      a.uid,
      { clientId: a.clientId, name: a.name, email: a.email, status: 'ativo' as const, invitedBy: HELENA, invitedAt: '@r(-20,10:00)', updatedBy: HELENA },
    ]),
  );
  return {
    portalAccounts,
    portalCases: {
      [OPEN_LAWSUIT]: { lawsuitId: OPEN_LAWSUIT, open: true, secrecyConfirmedAt: null, changedBy: HELENA, changedAt: '@r(-15,11:00)' },
    },
    portalUpdates: {
      'atu-seed-001': {
        lawsuitId: OPEN_LAWSUIT,
        status: 'publicada',
        happened: 'A petição inicial foi registrada e enviada à vara (distribuição).\nO juiz mandou chamar a outra parte ao processo (citação).',
        next: 'A outra parte tem um prazo para responder. Depois disso, o juiz decide os próximos passos.',
        needed: 'Por enquanto, nada. Se precisarmos de algum documento ou informação, avisaremos.',
        createdBy: HELENA,
        createdAt: '@r(-3,09:30)',
        updatedBy: HELENA,
        publishedBy: HELENA,
        publishedAt: '@r(-3,10:00)',
      },
    },
    // Asked on the portal and given by the client (the PJ's contact has not answered yet: no notices for them).
    portalConsents: { 'portal-ana-melo': { clientId: 'cli-001', emailNotices: true, changedAt: '@r(-19,18:20)' } },
  };
}
