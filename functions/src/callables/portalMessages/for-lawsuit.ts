import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';
import { staffThreadView } from './shared';

/**
 * Processos → a lawsuit's "Mensagens do cliente": one thread per client of the lawsuit that has a portal account or
 * has written, unread first. A lawsuit under segredo the caller may not see is not-found.
 */
export default implement('portalMessages-forLawsuit', async (ctx, input) => {
  const store = ctx.stores.documents;
  const lawsuit = await readVisibleLawsuit(ctx, store, input.lawsuitId);
  const [portalCase, threads, accounts] = await Promise.all([
    store.get(COLLECTIONS.portalCases, lawsuit.id),
    store.list(COLLECTIONS.portalThreads, { where: [{ field: 'lawsuitId', op: '==', value: lawsuit.id }], limit: 50 }),
    Promise.all(
      lawsuit.data.clientIds.map((clientId) =>
        store.list(COLLECTIONS.portalAccounts, { where: [{ field: 'clientId', op: '==', value: clientId }], limit: 20 }),
      ),
    ),
  ]);
  const withThread = new Set(threads.docs.map((t) => t.data.clientId));
  const shown = lawsuit.data.clientIds.filter((id, i) => withThread.has(id) || accounts[i]?.docs.some((a) => a.data.status === 'ativo') === true);
  const views = await Promise.all(shown.map((clientId) => staffThreadView(store, lawsuit, clientId)));
  views.sort((a, b) => b.unread - a.unread || a.clientName.localeCompare(b.clientName, 'pt-BR'));
  return { open: portalCase?.data.open === true, threads: views };
});
