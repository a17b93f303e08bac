/**
 * The periodic pass's share of exports (every 5 minutes in production with the notifier; every minute under
 * `npm start`): archives whose link expired are removed even when nobody asks for a new export, and an export
 * left queued (the page that asked was closed before it called exports-run) or whose run stopped renewing its
 * lease is started again, not only when an administrator opens Exportações.
 */
import { COLLECTIONS, isExpired, mayTakeOver } from '@office/domain';
import type { TypedStores } from '../../store/typed';
import { removeExpiredArchives, runExport } from './run-export';

/** The time a run is given at least: the office's export of 10,000 lawsuits took 16 s on the bench (docs/product/import-export.md). */
const MIN_RUN_MS = 60_000;

export async function exportsPass(stores: TypedStores, deadline: number): Promise<{ removed: number; started: number }> {
  const now = new Date().toISOString();
  // Only archives still stored: one range on one field needs no composite index.
  const stored = await stores.documents.list(COLLECTIONS.exports, {
    where: [{ field: 'parts', op: '>', value: 0 }],
    orderBy: [{ field: 'parts', direction: 'asc' }],
    limit: 100,
  });
  const expired = stored.docs.filter((d) => d.data.status === 'pronta' && isExpired(d.data, now));
  await removeExpiredArchives(stores, expired);
  const waiting = await stores.documents.list(COLLECTIONS.exports, { where: [{ field: 'status', op: 'in', value: ['na-fila', 'gerando'] }], limit: 20 });
  let started = 0;
  for (const doc of waiting.docs) {
    if (deadline - Date.now() < MIN_RUN_MS) break;
    if (!mayTakeOver(doc.data, now)) continue;
    // A failure is stored on the export (and told to whoever asked) by runExport itself.
    await runExport(stores, doc.id).then(
      () => started++,
      (error: unknown) => console.warn(`[exports] pass could not run ${doc.id}: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  return { removed: expired.length, started };
}
