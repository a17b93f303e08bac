import type { Response } from 'express';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS, EXPORTS_FOLDER, expiredMessage, exportDownloadPath, exportPartPath, isExpired } from '@office/domain';
import type { CallableContext } from '../platform/define-callable';
import { appError } from '../platform/errors';
import { auditDownload } from '../entities/exports/export-write';

/** `GET /files/exports/<id>/<name>.zip`: an export's archive (administrators only). */
export function isExportDownload(path: string): boolean {
  return path.startsWith(`${EXPORTS_FOLDER}/`);
}

async function written(res: Response, bytes: Uint8Array): Promise<void> {
  if (res.write(bytes)) return;
  await new Promise<void>((resolve, reject) => {
    res.once('drain', resolve);
    res.once('close', () => {
      reject(new Error('download closed by the client'));
    });
  });
}

/**
 * Streams a ready archive's stored parts one after another, after auditing the download; after its link expired,
 * a pt-BR refusal that says when. Only the archive's own address answers (id and file name), nothing else under exports/.
 */
export async function downloadExport(ctx: CallableContext, res: Response, path: string): Promise<void> {
  const id = path.split('/')[1] ?? '';
  const doc = id ? await ctx.stores.documents.get(COLLECTIONS.exports, id) : null;
  if (doc?.data.status !== 'pronta' || path !== exportDownloadPath(id, doc.data.fileName)) throw appError('not-found');
  if (isExpired(doc.data, new Date().toISOString()) || doc.data.parts === 0 || !doc.data.expiresAt) {
    const reason = expiredMessage(doc.data.expiresAt ?? doc.data.finishedAt ?? doc.data.requestedAt);
    throw new HttpsError('failed-precondition', reason, { id: 'invalid-state', reason });
  }
  await auditDownload(ctx.stores.documents, ctx, doc);
  res
    .status(200)
    .set('Content-Type', 'application/zip')
    .set('Content-Length', String(doc.data.size ?? 0))
    .set('Cache-Control', 'no-store')
    .set('X-Content-Type-Options', 'nosniff')
    .set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(doc.data.fileName)}`);
  try {
    for (let part = 1; part <= doc.data.parts; part++) {
      const object = await ctx.stores.files.read(exportPartPath(id, part, doc.data.attempt));
      if (!object) throw new Error(`export ${id} lacks part ${String(part)}`);
      await written(res, object.bytes);
    }
    res.end();
  } catch (error) {
    // The headers are gone: a cut connection is how the browser learns the download failed.
    console.error(`[exports] download of ${id} stopped: ${error instanceof Error ? error.message : String(error)}`);
    res.destroy();
  }
}
