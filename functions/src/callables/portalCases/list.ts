import { COLLECTIONS, portalCaseSummary } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { publishedUpdates } from './shared';

/** Most lawsuits read per client: far more than a client has. */
const LAWSUITS_PER_CLIENT = 100;

/**
 * Portal do cliente: the signed-in client's lawsuits that were opened to the portal, the most recently updated
 * first. Only the claims' own clients' lawsuits are read; one not opened never appears.
 */
export default implement('portalCases-list', async (ctx) => {
  const portal = ctx.portal;
  if (!portal) throw appError('portal-only');
  const store = ctx.stores.documents;
  const pages = await Promise.all(
    portal.clientIds.map((clientId) =>
      store.list(COLLECTIONS.lawsuits, { where: [{ field: 'clientIds', op: 'array-contains', value: clientId }], limit: LAWSUITS_PER_CLIENT }),
    ),
  );
  const lawsuits = [...new Map(pages.flatMap((p) => p.docs).map((d) => [d.id, d])).values()];
  const cases = await store.getMany(
    COLLECTIONS.portalCases,
    lawsuits.map((l) => l.id),
  );
  const open = lawsuits.filter((_, i) => cases[i]?.data.open === true);
  const latest = await Promise.all(open.map((l) => publishedUpdates(store, l.id, 1)));
  const items = open.map((l, i) => portalCaseSummary(l.id, l.data, latest[i]?.[0]?.data.publishedAt ?? null));
  items.sort((a, b) => (b.lastUpdateAt ?? '').localeCompare(a.lastUpdateAt ?? '') || a.title.localeCompare(b.title, 'pt-BR'));
  return { items };
});
