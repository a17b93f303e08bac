import { getInput, type EventRecord, type Listed } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';

/** Agenda: one event (also what /appointment/:id shows). */
export const get = defineCallable({ policy: { section: 'agenda', access: 'read' }, input: getInput }, async (ctx, input): Promise<Listed<EventRecord>> => {
  const doc = await ctx.stores.documents.get('events', input.id);
  if (!doc) throw appError('not-found');
  return toListed<EventRecord>(doc);
});
