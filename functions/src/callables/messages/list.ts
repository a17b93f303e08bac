import { COLLECTIONS, matchesWords, queryWords, type MailboxRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { pageOfMatches, readPage, scanMatches } from '../../platform/pages';
import type { Filter } from '../../store/port';

const BOX_FILTER: Record<'inbox' | 'sent' | 'archived', Filter[]> = {
  inbox: [
    { field: 'received', op: '==', value: true },
    { field: 'archived', op: '==', value: false },
  ],
  sent: [{ field: 'sent', op: '==', value: true }],
  archived: [{ field: 'archived', op: '==', value: true }],
};

/**
 * Mensagens: one page of the caller's threads in a box, latest activity first. A search matches the subject
 * and the participants' names by word prefix ("contrato hel"): one array-contains on the longest word, the
 * other words checked on its matches.
 */
export default implement('messages-list', async (ctx, input) => {
  const where: Filter[] = [{ field: 'ownerId', op: '==', value: ctx.uid }, ...BOX_FILTER[input.box]];
  const orderBy = [{ field: 'lastAt', direction: 'desc' as const }];
  const [first, ...rest] = input.search ? queryWords(input.search) : [];
  if (first) where.push({ field: 'searchWords', op: 'array-contains', value: first });
  if (rest.length === 0) return readPage(ctx.stores.documents, COLLECTIONS.mailboxes, { where, orderBy, limit: input.limit, after: input.after });
  const matches = await scanMatches(ctx.stores.documents, COLLECTIONS.mailboxes, { where, orderBy }, (m: MailboxRecord) => matchesWords(m.searchWords, rest));
  return pageOfMatches(matches, input.limit, input.after);
});
