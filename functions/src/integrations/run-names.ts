/**
 * A run's errors as their reader may read them. A DataJud error is about a lawsuit, whose number is named only to
 * who reads Processos and may see the lawsuit (segredo de justiça): the record keeps the lawsuit's id (RunError) and
 * every answer that shows runs fills the words in here, for its caller.
 */
import { COLLECTIONS, HIDDEN_LAWSUIT_LABEL, parseCnj, type IntegrationRunRecord, type RunError } from '@office/domain';
import type { CallableContext } from '../platform/define-callable';
import { lawsuitNamesFor } from '../platform/lawsuit-visibility';
import { callerReads } from '../platform/link-access';
import type { TypedReader } from '../store/typed';

const NO_PROCESSOS = 'Processo (sem acesso a Processos)';
const GONE = 'Processo excluído';

/**
 * The lawsuit an error is about: its id, or for runs recorded before the id was kept, the lawsuit whose CNJ number
 * the error's words are (read from lawsuitNumbers, so a number the office still has is named as it is today).
 */
async function lawsuitIdsOf(reader: Pick<TypedReader, 'getMany'>, errors: readonly RunError[]): Promise<(string | null)[]> {
  const digits = errors.map((e) => (e.lawsuitId ? null : (parseCnj(e.target)?.digits ?? null)));
  const wanted = [...new Set(digits.flatMap((d) => d ?? []))];
  const numbers = await reader.getMany(COLLECTIONS.lawsuitNumbers, wanted);
  const byDigits = new Map(wanted.flatMap((d, i) => (numbers[i] ? [[d, numbers[i].data.lawsuitId] as const] : [])));
  return errors.map((e, i) => e.lawsuitId ?? byDigits.get(digits[i] ?? '') ?? null);
}

/** Runs with each lawsuit error's `target` named for the caller; inscriptions' errors as they are. */
export async function runsAsSeen<R extends Pick<IntegrationRunRecord, 'errors'>>(
  ctx: CallableContext,
  reader: Pick<TypedReader, 'getMany'>,
  runs: readonly R[],
): Promise<R[]> {
  const errors = runs.flatMap((r) => r.errors);
  const ids = await lawsuitIdsOf(reader, errors);
  const names = await lawsuitNamesFor(ctx, reader, ids);
  const reads = callerReads(ctx, 'lawsuits');
  const named = errors.map((e, i): RunError => {
    const id = ids[i] ?? null;
    if (id === null) return e.lawsuitId ? { ...e, target: GONE } : e;
    const target = !reads ? NO_PROCESSOS : names.hidden(id) ? HIDDEN_LAWSUIT_LABEL : (names.label(id) ?? GONE);
    return { ...e, target };
  });
  let next = 0;
  return runs.map((r) => ({ ...r, errors: r.errors.map(() => named[next++] as RunError) }));
}
