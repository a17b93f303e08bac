import { COLLECTIONS, isLawyer } from '@office/domain';
import type { TypedReader } from '../store/typed';
import { appError } from './errors';

/**
 * Refuses responsible lawyers who are not active members working Processos (or no one at all), on the
 * form's field. Read through a transaction, so a colleague disabled meanwhile is not assigned. `kept` are ids the record already had: an edit may keep a colleague who left since.
 */
export async function requireLawyers(reader: TypedReader, ids: readonly string[], field: string, kept: readonly string[] = []): Promise<void> {
  const added = [...new Set(ids)].filter((id) => !kept.includes(id));
  const records = await reader.getMany(COLLECTIONS.staff, added);
  if (records.some((r) => !r || !isLawyer(r.data))) {
    throw appError('invalid-input', { fields: { [field]: 'Escolha advogados(as) ativos(as) da equipe, que atuem em Processos.' } });
  }
}
