import { COLLECTIONS, versionPath } from '@office/domain';
import { saveShare, shareViews } from '../../entities/portal-documents/shares';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { requireRecord, requireSectionAccess, sectionOfFolder, versionOf } from '../../platform/section-files';

const SECRET_REASON = 'Este processo está em segredo de justiça: confirme que o cliente pode receber este arquivo antes de compartilhá-lo.';

/**
 * Shares one version of a client's or a lawsuit's file with the client (the lawsuit's clients): its section's write
 * label, a record the caller sees. The version, not the file: a later version is the office's until shared again.
 * A lawsuit under segredo de justiça only with the person's confirmation (Lei 13.105/2015, art. 189: its files are
 * the parties' and their lawyers'; the client is a party, the office decides what to hand over).
 */
export default implement('portalDocs-share', async (ctx, input) => {
  const folder = input.path.split('/').slice(0, 2).join('/');
  const { section, recordId } = sectionOfFolder(folder);
  requireSectionAccess(ctx, section, 'write');
  await requireRecord(ctx, section, recordId);
  const current = await ctx.stores.files.stat(input.path);
  if (!current) throw appError('not-found');
  const chosen = versionOf(current) === input.fileVersion ? current : await ctx.stores.files.stat(versionPath(input.path, input.fileVersion));
  if (!chosen) throw appError('not-found');
  let clientIds = [recordId];
  let lawsuitId: string | null = null;
  if (section.id === 'lawsuits') {
    const lawsuit = await ctx.stores.documents.get(COLLECTIONS.lawsuits, recordId);
    if (!lawsuit) throw appError('not-found');
    if (lawsuit.data.clientIds.length === 0) throw appError('invalid-state', { reason: 'Este processo não tem cliente cadastrado para receber o arquivo.' });
    if (lawsuit.data.confidential && !input.confirmSecret) throw appError('invalid-state', { reason: SECRET_REASON });
    clientIds = lawsuit.data.clientIds;
    lawsuitId = recordId;
  }
  const name = chosen.metadata.originalName ?? input.path.split('/').pop() ?? 'arquivo';
  const saved = await saveShare(ctx, {
    section: section.id,
    recordId,
    record: { folder, path: input.path, fileVersion: input.fileVersion, name, clientIds, lawsuitId },
    expectedVersion: input.expectedVersion,
  });
  const [view] = await shareViews(ctx, [saved]);
  if (!view) throw appError('internal');
  return view;
});
