import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { requireFileImportUndoable } from './job/undo';
import { fileImportView, readOwnFileImport } from './shared';

/**
 * Processos: undoes a whole ZIP import while none of its files changed since (refused in pt-BR otherwise). The
 * job turns "desfazendo" and its steps delete destination by destination (fileImports-advance, the periodic pass).
 */
export default implement('fileImports-undo', async (ctx, input) => {
  const job = await readOwnFileImport(ctx, input.id);
  if (job.version !== input.expectedVersion) throw appError('conflict', { currentVersion: job.version });
  if (job.data.status !== 'concluida' && job.data.status !== 'interrompida') {
    throw appError('invalid-state', { fields: { _: 'Só uma importação concluída ou interrompida pode ser desfeita.' } });
  }
  await requireFileImportUndoable(ctx, input.id, job.data);
  await ctx.stores.documents.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.fileImports, input.id);
    if (current?.version !== input.expectedVersion) throw appError('conflict', { currentVersion: current?.version ?? 0 });
    return {
      ops: [
        {
          kind: 'update',
          collection: COLLECTIONS.fileImports,
          id: input.id,
          expectedVersion: current.version,
          patch: { status: 'desfazendo', undoneDestinations: 0, stopReason: null },
        },
        auditOp(ctx, { section: 'lawsuits', action: 'fileImports.undo', entity: COLLECTIONS.fileImports, entityId: input.id, changedFields: ['status'] }),
      ],
      result: null,
    };
  });
  return fileImportView(ctx, await readOwnFileImport(ctx, input.id));
});
