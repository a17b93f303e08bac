import { COLLECTIONS } from '@office/domain';
import { portalNoticeRecipients } from '../../entities/portal/notice-recipients';
import { toPortalUpdateView } from '../../entities/portal/portal-cases';
import { implement } from '../../platform/define-callable';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';
import { UPDATES_SHOWN } from './shared';

/**
 * Processos: the lawsuit's "Portal do cliente" card: whether it is open, its drafts and published updates (newest
 * first), and how many client accounts follow it and take e-mail notices (counts: the card names no client).
 */
export default implement('portalCases-get', async (ctx, input) => {
  const store = ctx.stores.documents;
  const lawsuit = await readVisibleLawsuit(ctx, store, input.lawsuitId);
  const [portalCase, updates, accounts, recipients] = await Promise.all([
    store.get(COLLECTIONS.portalCases, input.lawsuitId),
    store.list(COLLECTIONS.portalUpdates, {
      where: [{ field: 'lawsuitId', op: '==', value: input.lawsuitId }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: UPDATES_SHOWN,
    }),
    Promise.all(
      lawsuit.data.clientIds.map((clientId) =>
        store.list(COLLECTIONS.portalAccounts, { where: [{ field: 'clientId', op: '==', value: clientId }], limit: 50 }),
      ),
    ),
    portalNoticeRecipients(store, lawsuit.data.clientIds),
  ]);
  return {
    lawsuitId: input.lawsuitId,
    open: portalCase?.data.open ?? false,
    confidential: lawsuit.data.confidential,
    version: portalCase?.version ?? 0,
    changedAt: portalCase?.data.changedAt ?? null,
    accounts: accounts.flatMap((p) => p.docs).filter((a) => a.data.status === 'ativo').length,
    emailRecipients: recipients.length,
    updates: updates.docs.map(toPortalUpdateView),
  };
});
