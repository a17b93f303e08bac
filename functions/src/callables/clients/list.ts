import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { pageOfMatches, readPage, scanMatches } from '../../platform/pages';
import { clientQuery } from './shared';

/**
 * Clientes: one page of clients, with the total of matches. A one-word search (or none) reads one page and
 * counts; a search of more words reads the matches of its longest word and keeps those with all of them.
 */
export default implement('clients-list', async (ctx, input) => {
  const { where, orderBy, keep } = clientQuery(input);
  if (!keep) return readPage(ctx.stores.documents, COLLECTIONS.clients, { where, orderBy, limit: input.limit, after: input.after });
  const matches = await scanMatches(ctx.stores.documents, COLLECTIONS.clients, { where, orderBy }, keep);
  return pageOfMatches(matches, input.limit, input.after);
});
