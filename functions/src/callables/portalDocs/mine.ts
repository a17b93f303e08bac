import { COLLECTIONS, type PortalDocuments } from '@office/domain';
import { clientShares, sharedObjectPath } from '../../entities/portal-documents/shares';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** More than one client's shared files or open requests. */
const LIMIT = 200;

/**
 * Portal do cliente: the files shared with the signed-in client (only the claims' own client ids; a file no longer
 * stored is left out) and the documents the office still waits for from them.
 */
export default implement('portalDocs-mine', async (ctx): Promise<PortalDocuments> => {
  const portal = ctx.portal;
  if (!portal) throw appError('portal-only');
  const store = ctx.stores.documents;
  const shares = await clientShares(ctx, portal.clientIds);
  const present = await Promise.all(shares.map(async (s) => ((await sharedObjectPath(ctx.stores.files, s.data)) ? [s] : [])));
  const kept = present.flat();
  const staffIds = [...new Set(kept.map((s) => s.data.sharedBy))];
  const staff = staffIds.length ? await store.getMany(COLLECTIONS.staff, staffIds) : [];
  const names = new Map(staffIds.map((id, i) => [id, staff[i]?.data.name ?? 'Escritório']));
  const requests = await Promise.all(
    portal.clientIds.map((clientId) => store.list(COLLECTIONS.portalRequests, { where: [{ field: 'clientId', op: '==', value: clientId }], limit: LIMIT })),
  );
  return {
    shared: kept
      .map((s) => ({ id: s.id, name: s.data.name, sharedAt: s.data.sharedAt, sharedByName: names.get(s.data.sharedBy) ?? 'Escritório' }))
      .sort((a, b) => (a.sharedAt < b.sharedAt ? 1 : -1)),
    requests: requests
      .flatMap((page) => page.docs)
      .filter((r) => r.data.status === 'aberto')
      .map((r) => ({ id: r.id, title: r.data.title, note: r.data.note, dueDate: r.data.dueDate, createdAt: r.data.createdAt }))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1)),
  };
});
