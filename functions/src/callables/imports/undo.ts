import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { requireUndoable } from './job/undo-chunk';
import { jobView, readOwnJob } from './shared';

/**
 * Processos: undoes a whole import while nothing it created has changed since (refused in pt-BR naming what
 * changed). The job turns "desfazendo" and its steps delete chunk by chunk (imports-advance, the periodic pass).
 */
export default implement('imports-undo', async (ctx, input) => {
  const store = ctx.stores.documents;
  const job = await readOwnJob(ctx, input.id);
  if (job.version !== input.expectedVersion) throw appError('conflict', { currentVersion: job.version });
  if (job.data.status !== 'concluida' && job.data.status !== 'interrompida') {
    throw appError('invalid-state', { fields: { _: 'Só uma importação concluída ou interrompida pode ser desfeita.' } });
  }
  await requireUndoable(ctx, store, input.id, job.data);
  await store.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.imports, input.id);
    if (current?.version !== input.expectedVersion) throw appError('conflict', { currentVersion: current?.version ?? 0 });
    return {
      ops: [
        {
          kind: 'update',
          collection: COLLECTIONS.imports,
          id: input.id,
          expectedVersion: current.version,
          patch: { status: 'desfazendo', undoneChunks: 0, stopReason: null },
        },
        auditOp(ctx, { section: 'lawsuits', action: 'imports.undo', entity: COLLECTIONS.imports, entityId: input.id, changedFields: ['status'] }),
      ],
      result: null,
    };
  });
  return jobView(ctx, await readOwnJob(ctx, input.id));
});
