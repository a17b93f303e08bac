/**
 * What every kind of import job (lawsuits, agenda) runs its steps with: the person who started it as their record
 * says now, the labels they must still hold, and how a job stops with its reason.
 */
import { can, COLLECTIONS, sectionById, type ImportJobRecord, type SectionId } from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import type { TypedStores } from '../../../store/typed';

/** The context the owners audit and check with: the person who started the job, as their record says now. */
export async function jobContext(stores: TypedStores, job: ImportJobRecord): Promise<CallableContext | null> {
  const staff = await stores.documents.get(COLLECTIONS.staff, job.createdBy);
  if (!staff || staff.data.disabled) return null;
  return { uid: job.createdBy, ip: 'importacao', staff, stores };
}

/**
 * Why the person who started the job may no longer go on with it: each step re-reads their labels, so one who
 * lost the write (or read) a step needs since stops the job, saying so.
 */
export function lostAccess(ctx: CallableContext, needs: readonly (readonly [SectionId, 'read' | 'write'])[], undoing: boolean): string | null {
  const missing = needs.find(([section, access]) => !can(ctx.staff?.data.scopes, section, access));
  if (!missing) return null;
  const kept = undoing ? 'a importação não foi desfeita por inteiro' : 'o que já foi importado fica gravado';
  const access = missing[1] === 'write' ? 'escrita' : 'leitura';
  return `Quem iniciou a importação não tem mais permissão de ${access} em ${sectionById(missing[0]).label}; ${kept}.`;
}

export async function stopJob(stores: TypedStores, jobId: string, reason: string): Promise<'done'> {
  await stores.documents.transact(async (tx) => {
    const job = await tx.get(COLLECTIONS.imports, jobId);
    if (!job) return { ops: [], result: null };
    const patch = { status: 'interrompida' as const, stopReason: reason, finishedAt: new Date().toISOString() };
    return { ops: [{ kind: 'update', collection: COLLECTIONS.imports, id: jobId, expectedVersion: job.version, patch }], result: null };
  });
  return 'done';
}
