import { getInput, type ClientRecord, type Listed } from '@office/domain';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import { CLIENTS } from './shared';

/** Clientes: one client with its current version (what an edit must name). */
export const get = defineCallable({ policy: { section: 'clients', access: 'read' }, input: getInput }, async (ctx, input): Promise<Listed<ClientRecord>> => {
  const doc = await ctx.stores.documents.get(CLIENTS, input.id);
  if (!doc) throw appError('not-found');
  return toListed<ClientRecord>(doc);
});
