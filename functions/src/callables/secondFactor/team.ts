import { COLLECTIONS, type SecondFactorRecord, type SecondFactorTeam } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readSecondFactorPolicy } from '../../platform/second-factor';
import { MAX_PAGE_SIZE, type ListPage } from '../../store/port';
import type { TypedReader } from '../../store/typed';

/** Whether the office requires the second factor, and who has it on (uid → since when). */
export async function secondFactorTeam(reader: TypedReader): Promise<SecondFactorTeam> {
  const policy = await readSecondFactorPolicy(reader);
  const enabled: Record<string, string> = {};
  let after: string | null = null;
  do {
    const page: ListPage<SecondFactorRecord> = await reader.list(COLLECTIONS.secondFactors, {
      where: [{ field: 'enabled', op: '==', value: true }],
      limit: MAX_PAGE_SIZE,
      after,
    });
    for (const d of page.docs) enabled[d.id] = d.data.enabledAt ?? d.updatedAt;
    after = page.nextCursor;
  } while (after);
  return { required: policy?.data.required === true, version: policy?.version ?? null, enabled };
}

/** Configurações → Equipe e acessos: the office's requirement and each person's state. */
export default implement('secondFactor-team', (ctx) => secondFactorTeam(ctx.stores.documents));
