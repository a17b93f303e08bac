import { COLLECTIONS, EXPORT_LIST_MAX } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { queueExport } from '../../entities/exports/export-write';
import { removeExpiredArchives } from '../../entities/exports/run-export';
import { exportView } from './shared';

/**
 * "Exportar": queues an export of the office or of one client's data and answers at once; the page then asks
 * exports-run (a function of its own, with minutes to work) to write it. Expired archives are removed here.
 */
export default implement('exports-start', async (ctx, input) => {
  const client = input.scope === 'cliente' ? await ctx.stores.documents.get(COLLECTIONS.clients, input.clientId) : null;
  if (input.scope === 'cliente' && !client) throw appError('not-found');
  const doc = await queueExport(
    ctx.stores.documents,
    { uid: ctx.uid, name: ctx.staff?.data.name ?? 'Administrador' },
    { scope: input.scope, clientId: client?.id ?? null, clientName: client?.data.name ?? null },
  );
  const recent = await ctx.stores.documents.list(COLLECTIONS.exports, { orderBy: [{ field: 'requestedAt', direction: 'desc' }], limit: EXPORT_LIST_MAX });
  // Housekeeping only: the export is queued whatever happens here, and the next start tries again.
  await removeExpiredArchives(ctx.stores, recent.docs).catch((error: unknown) => {
    console.warn(`[exports] expired archives not removed: ${error instanceof Error ? error.message : String(error)}`);
  });
  return exportView(ctx, doc);
});
