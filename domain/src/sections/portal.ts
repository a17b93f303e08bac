/** Portal do cliente: the client accounts (invited from the client's page) and what a client account may call. */
import { command, created, query, read, slice, updated, write } from './define';
import { portalMoneyInput, type PortalMoney } from '../portal-money';
import { portalAccountsInput, type PortalAccountView, portalInviteInput, type PortalMe, portalMeInput, portalRevokeInput } from '../portal';

export const portalSlice = slice({
  operations: {
    'portal-accounts': query<{ items: PortalAccountView[] }>()(read('clients'), portalAccountsInput),
    'portal-invite': command<PortalAccountView>()(write('clients'), portalInviteInput, 'convidar cliente para o portal', {
      'portal.invite': created('Convidou cliente para o portal'),
      'portal.reinvite': updated('Reenviou convite do portal do cliente'),
      // Stored by `portal-me`, the first call of each visit to /portal (functions/src/callables/portal/me.ts).
      'portal.access': updated('Cliente acessou o portal'),
    }),
    'portal-revoke': command<PortalAccountView>()(write('clients'), portalRevokeInput, 'revogar acesso ao portal do cliente', {
      'portal.revoke': updated('Revogou acesso ao portal do cliente'),
    }),
    // A client account's own calls: every answer is scoped to the client ids its claims carry.
    'portal-me': query<PortalMe>()('portal', portalMeInput),
    'portal-money': query<PortalMoney>()('portal', portalMoneyInput),
  },
});
