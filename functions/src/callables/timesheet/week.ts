import { addDays, COLLECTIONS, MAX_WEEK_ENTRIES, sectionById, weekStart, weekTotals } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { callerReads } from '../../platform/link-access';
import { entriesAsSeen, requireFinanceReader } from './shared';

/** A week of one person's entries, Monday to Sunday, with its totals: one's own, or a colleague's for who reads Financeiro. */
export default implement('timesheet-week', async (ctx, input) => {
  const personId = input.personId ?? ctx.uid;
  if (personId !== ctx.uid) requireFinanceReader(ctx);
  else if (!callerReads(ctx, 'agenda')) throw appError('missing-scope', { section: sectionById('agenda').label, access: 'read' });
  const monday = weekStart(input.date);
  const page = await ctx.stores.documents.list(COLLECTIONS.timeEntries, {
    where: [
      { field: 'personId', op: '==', value: personId },
      { field: 'date', op: '>=', value: monday },
      { field: 'date', op: '<=', value: addDays(monday, 6) },
    ],
    orderBy: [{ field: 'date' }],
    limit: MAX_WEEK_ENTRIES,
  });
  const entries = await entriesAsSeen(ctx, ctx.stores.documents, page.docs);
  return {
    personId,
    monday,
    entries,
    totals: weekTotals(
      monday,
      page.docs.map((d) => d.data),
    ),
  };
});
