/** What the portal's case callables share: the published updates of a lawsuit, and a lawsuit as its client may read it. */
import { COLLECTIONS, type LawsuitRecord, type PortalUpdateRecord } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { StoredDoc } from '../../store/port';
import type { TypedReader } from '../../store/typed';

/** Most updates a lawsuit's card and its client's timeline show. */
export const UPDATES_SHOWN = 100;

/** The lawsuit's published updates, newest first. */
export async function publishedUpdates(reader: Pick<TypedReader, 'list'>, lawsuitId: string, limit = UPDATES_SHOWN): Promise<StoredDoc<PortalUpdateRecord>[]> {
  const page = await reader.list(COLLECTIONS.portalUpdates, {
    where: [
      { field: 'lawsuitId', op: '==', value: lawsuitId },
      { field: 'status', op: '==', value: 'publicada' },
    ],
    orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    limit,
  });
  return page.docs;
}

/**
 * A lawsuit the signed-in client account may read: one of its clients is a party and the lawsuit is open to the
 * portal. Anything else (another client's, one never opened or closed again, a deleted one) is not-found alike.
 */
export async function portalLawsuit(ctx: CallableContext, lawsuitId: string): Promise<StoredDoc<LawsuitRecord>> {
  const portal = ctx.portal;
  if (!portal) throw appError('portal-only');
  const store = ctx.stores.documents;
  const [lawsuit, portalCase] = await Promise.all([store.get(COLLECTIONS.lawsuits, lawsuitId), store.get(COLLECTIONS.portalCases, lawsuitId)]);
  if (!lawsuit || !portalCase?.data.open || !lawsuit.data.clientIds.some((id) => portal.clientIds.includes(id))) throw appError('not-found');
  return lawsuit;
}
