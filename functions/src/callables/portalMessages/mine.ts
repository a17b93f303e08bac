import { COLLECTIONS, portalThreadId, type PortalThreadSummary } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { caseTitle } from './shared';

/** Most lawsuits read per client: far more than a client has. */
const LAWSUITS_PER_CLIENT = 100;

/**
 * Portal do cliente: the client's conversations, one per lawsuit of its clients opened to the portal, with what it
 * has not read yet; unread first, then the latest message. Another client's lawsuit or one not opened never appears.
 */
export default implement('portalMessages-mine', async (ctx) => {
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
  const pairs = open.flatMap((l) => {
    const clientId = l.data.clientIds.find((id) => portal.clientIds.includes(id));
    return clientId ? [{ lawsuit: l, clientId }] : [];
  });
  const threads = await store.getMany(
    COLLECTIONS.portalThreads,
    pairs.map((p) => portalThreadId(p.lawsuit.id, p.clientId)),
  );
  const items: PortalThreadSummary[] = pairs.map((p, i) => ({
    lawsuitId: p.lawsuit.id,
    title: caseTitle(p.lawsuit.data),
    unread: threads[i]?.data.unreadByClient ?? 0,
    lastMessageAt: threads[i]?.data.lastMessageAt ?? null,
  }));
  items.sort((a, b) => b.unread - a.unread || (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') || a.title.localeCompare(b.title, 'pt-BR'));
  return { items };
});
