import { COLLECTIONS, sectionById, type LawsuitRecord, type SuccessFacts } from '@office/domain';
import type { TypedReader, TypedWriteOp } from '../../store/typed';
import { notificationOps, type NotificationDraft } from './produce';

/** More than any office's staff: everyone holding Financeiro's write label is read in one page. */
const STAFF_PAGE = 500;

/**
 * The notices of a success fee, in the transaction that made it: one for each enabled person who writes Financeiro
 * (notificationOps checks each recipient again). A lawsuit under segredo de justiça is told only to who may see it.
 */
export async function successNoticeOps(
  tx: TypedReader,
  success: SuccessFacts & { id: string },
  lawsuit: Pick<LawsuitRecord, 'confidential' | 'responsibleLawyerIds'>,
  at: string,
): Promise<TypedWriteOp[]> {
  const page = await tx.list(COLLECTIONS.staff, {
    where: [{ field: 'scopes.write', op: 'array-contains', value: sectionById('finance').label }],
    limit: STAFF_PAGE,
  });
  const { id, ...facts } = success;
  const drafts: NotificationDraft[] = page.docs
    .filter((d) => !d.data.disabled)
    .map((d) => ({
      recipientId: d.id,
      key: `exito-${id}`,
      at,
      facts: { kind: 'exito-registrado', success: facts },
      secret: { lawsuit, facts: null },
    }));
  return (await notificationOps(tx, drafts, at)).flat();
}
