import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readPage } from '../../platform/pages';
import type { Filter } from '../../store/port';

/** Agenda: open prazos whose computation the calendar changed ("recalcular"), soonest fatal date first; one person's or all. */
export default implement('courtCalendar-reviews', async (ctx, input) => {
  const where: Filter[] = input.personId ? [{ field: 'people', op: 'array-contains', value: input.personId }] : [];
  return readPage(ctx.stores.documents, COLLECTIONS.prazoReviews, { where, orderBy: [{ field: 'fatalDate' }], limit: input.limit, after: input.after });
});
