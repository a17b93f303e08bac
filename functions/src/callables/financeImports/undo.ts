import { COLLECTIONS, formatBRL, formatDate, importChunkId, joinWithAnd } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { jobView, readOwnJob } from '../imports/shared';

/**
 * Financeiro: undoes a whole import of lançamentos while none of them changed since (paid, edited, cancelled, put in
 * a cobrança: a version past the one it was written with). Refused in pt-BR naming the line; otherwise the job turns
 * "desfazendo" and its steps delete chunk by chunk.
 */
export default implement('financeImports-undo', async (ctx, input) => {
  const store = ctx.stores.documents;
  const job = await readOwnJob(ctx, input.id, 'finance');
  if (job.version !== input.expectedVersion) throw appError('conflict', { currentVersion: job.version });
  if (job.data.status !== 'concluida' && job.data.status !== 'interrompida') {
    throw appError('invalid-state', { fields: { _: 'Só uma importação concluída ou interrompida pode ser desfeita.' } });
  }
  const changed: string[] = [];
  for (let i = 0; i < job.data.chunkCount && changed.length < 5; i++) {
    const chunk = await store.get(COLLECTIONS.importChunks, importChunkId(input.id, i));
    const rows = (chunk?.data.finance ?? []).filter((r) => r.outcome === 'importado');
    const stored = await store.getMany(
      COLLECTIONS.transactions,
      rows.map((r) => r.transactionId),
    );
    rows.forEach((r, j) => {
      const doc = stored[j];
      if (doc && doc.version !== 1)
        changed.push(`o lançamento da linha ${r.line} (${r.description}, ${formatBRL(r.amount)}, vencimento ${formatDate(r.dueDate)}) foi alterado`);
    });
  }
  if (changed.length) {
    throw appError('invalid-state', {
      fields: { _: `Não é possível desfazer esta importação: depois dela, ${joinWithAnd(changed.slice(0, 5))}. Exclua os lançamentos um a um no Financeiro.` },
    });
  }
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
        auditOp(ctx, { section: 'finance', action: 'financeImports.undo', entity: COLLECTIONS.imports, entityId: input.id, changedFields: ['status'] }),
      ],
      result: null,
    };
  });
  return jobView(ctx, await readOwnJob(ctx, input.id, 'finance'));
});
