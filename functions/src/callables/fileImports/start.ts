import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { planZip } from './job/plan';
import { fileImportView, PLAN_PAGE_ENTRIES, planPagePath, readOwnFileImport, readUploadedZip } from './shared';

/**
 * Processos: starts importing the uploaded ZIP. The plan is made again (the office may have changed since the
 * preview) and stored in pages beside the parts; then the job turns "em andamento" with its audit entry. The page
 * asks for steps (fileImports-advance) and the periodic pass resumes the rest.
 */
export default implement('fileImports-start', async (ctx, input) => {
  const job = await readUploadedZip(ctx, input.id);
  if (job.version !== input.expectedVersion) throw appError('conflict', { currentVersion: job.version });
  const plan = await planZip(ctx, job.id, job.data);
  if (plan.entries.length === 0)
    throw appError('invalid-input', { fields: { file: 'Nenhum arquivo do ZIP pode ser importado: confira os motivos na prévia.' } });
  const files = ctx.stores.files;
  for (let page = 0; page * PLAN_PAGE_ENTRIES < plan.entries.length; page++) {
    const entries = plan.entries.slice(page * PLAN_PAGE_ENTRIES, (page + 1) * PLAN_PAGE_ENTRIES);
    await files.put(planPagePath(job.id, page), new TextEncoder().encode(JSON.stringify(entries)), { contentType: 'application/json' });
  }
  const at = new Date().toISOString();
  await ctx.stores.documents.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.fileImports, input.id);
    if (current?.version !== input.expectedVersion) throw appError('conflict', { currentVersion: current?.version ?? 0 });
    const { matched, unmatched, refused, counts } = plan.preview;
    return {
      ops: [
        {
          kind: 'update',
          collection: COLLECTIONS.fileImports,
          id: input.id,
          expectedVersion: current.version,
          patch: {
            status: 'em-andamento',
            startedAt: at,
            nextEntry: 0,
            destinations: [...new Set(plan.entries.map((e) => e.folder))],
            matched,
            unmatched,
            refused,
            counts: { ...counts, imported: 0, undone: 0 },
          },
        },
        auditOp(ctx, { section: 'lawsuits', action: 'fileImports.start', entity: COLLECTIONS.fileImports, entityId: input.id, changedFields: ['status'] }, at),
      ],
      result: null,
    };
  });
  return fileImportView(ctx, await readOwnFileImport(ctx, input.id));
});
