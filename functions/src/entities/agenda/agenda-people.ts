import { COLLECTIONS, worksWithAgenda } from '@office/domain';
import type { TypedReader } from '../../store/typed';
import { appError } from '../../platform/errors';

/**
 * The people put on an agenda entry or a task: active members of the team who work with the Agenda. `kept` (who
 * the record already had) may stay although they left since; anyone added must qualify, or `field` says `message`.
 */
export async function requireAgendaPeople(reader: TypedReader, ids: readonly string[], kept: readonly string[], field: string, message: string): Promise<void> {
  const added = [...new Set(ids)].filter((id) => !kept.includes(id));
  const records = await reader.getMany(COLLECTIONS.staff, added);
  if (records.some((r) => !r || !worksWithAgenda(r.data))) throw appError('invalid-input', { fields: { [field]: message } });
}
