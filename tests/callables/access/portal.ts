/** Portal do cliente: the client accounts, invited and revoked from the client's page (Clientes). */
import type { PortalAccountView } from '@office/domain';
import { asAdmin, run } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

let invited = 0;
/** A fresh address per call: each allowed call creates a client account of its own. */
const invitation = () => ({ clientId: 'cli-001', name: 'Contato do Portal', email: `portal-matriz-${++invited}.${run}@cliente.test` });

/** A client account the administrator invited, to revoke. */
async function invitedAccount(): Promise<{ id: string; expectedVersion: number }> {
  const account = await asAdmin<PortalAccountView>('portal-invite', invitation());
  return { id: account.id, expectedVersion: account.version };
}

export default {
  'portal-accounts': { section: 'clients', input: async () => ({ clientId: 'cli-001' }), expect: SECTION_READ },
  'portal-invite': { section: 'clients', input: async () => invitation(), expect: SECTION_WRITE },
  'portal-revoke': { section: 'clients', input: invitedAccount, expect: SECTION_WRITE },
} satisfies GroupRows<'portal'>;
