import { COLLECTIONS, EXPORT_LIST_MAX } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { exportView } from './shared';

/** Configurações → Exportações: the latest exports, newest first, with their status and progress. */
export default implement('exports-list', async (ctx) => {
  const page = await ctx.stores.documents.list(COLLECTIONS.exports, { orderBy: [{ field: 'requestedAt', direction: 'desc' }], limit: EXPORT_LIST_MAX });
  return { items: page.docs.map((doc) => exportView(ctx, doc)) };
});
