import { getInput, type LawsuitRecord, type Listed } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { LAWSUITS } from './shared';

/** Processos: one lawsuit with its current version. */
export const get = defineCallable({ policy: { section: 'lawsuits', access: 'read' }, input: getInput }, async (ctx, input): Promise<Listed<LawsuitRecord>> => {
  const doc = await ctx.stores.documents.get(LAWSUITS, input.id);
  if (!doc) throw appError('not-found');
  return toListed<LawsuitRecord>(doc);
});
