import { COLLECTIONS, isLawyer } from '@office/domain';
import type { CallableContext } from './define-callable';
import { appError } from './errors';

/**
 * Refuses responsible lawyers who are not active members working Processos (or no one at all), on the
 * form's field. `kept` are ids the record already had: an edit may keep a colleague who left since.
 */
export async function requireLawyers(ctx: CallableContext, ids: readonly string[], field: string, kept: readonly string[] = []): Promise<void> {
  const added = [...new Set(ids)].filter((id) => !kept.includes(id));
  const records = await ctx.stores.documents.getMany(COLLECTIONS.staff, added);
  if (records.some((r) => !r || !isLawyer(r.data))) {
    throw appError('invalid-input', { fields: { [field]: 'Escolha advogados(as) ativos(as) da equipe, que atuem em Processos.' } });
  }
}
