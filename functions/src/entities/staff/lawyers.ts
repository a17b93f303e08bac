import { COLLECTIONS, isLawyer } from '@office/domain';
import type { TypedReader } from '../../store/typed';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

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

/**
 * Who may take a lawyer off a lawsuit: that lawyer, or an administrator. Anyone who edits Processos may add
 * lawyers, themselves included; taking a colleague off (say, to become the only responsible lawyer) needs the
 * colleague or an administrator, since responsibility decides who is told of the lawsuit's prazos and intimações.
 */
export function requireMayRemoveLawyers(ctx: CallableContext, before: readonly string[], after: readonly string[], field: string): void {
  if (ctx.staff?.data.admin) return;
  const othersRemoved = before.filter((id) => !after.includes(id) && id !== ctx.uid);
  if (othersRemoved.length > 0) {
    throw appError('invalid-input', {
      fields: { [field]: 'Só o próprio advogado ou um administrador pode tirar um colega da responsabilidade pelo processo. Você pode incluir advogados.' },
    });
  }
}
