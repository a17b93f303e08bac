/**
 * The portal's file bytes (portal do cliente), on the files function: GET /files/portal/shares/<id> downloads a
 * version the office shared with the signed-in client; POST /files/portal/requests/<id>?name=… uploads the client's
 * answer to a document request into the client's (or the request's lawsuit's) files. Only the claims' own client
 * ids: another client's share or request answers not-found.
 */
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { COLLECTIONS, defaultFileCategory, PORTAL_REQUESTS_PREFIX, PORTAL_SHARES_PREFIX, safeFileName } from '@office/domain';
import { answerRequest } from '../entities/portal-documents/requests';
import { clientShare, downloadAuditOp, sharedObjectPath } from '../entities/portal-documents/shares';
import type { CallableContext } from '../platform/define-callable';
import { appError } from '../platform/errors';
import { fileMetadata } from '../platform/section-files';
import { checkedUploadBody } from './upload-body';

/** Whether a files path is the portal's (its shares and its requests). */
export function isPortalFilePath(path: string): boolean {
  return path.startsWith('portal/');
}

function portalOf(ctx: CallableContext): { clientIds: string[] } {
  if (!ctx.portal) throw appError('portal-only');
  return ctx.portal;
}

/** The id after `prefix/`, or not-found for any other shape. */
function idUnder(path: string, prefix: string): string | null {
  const rest = path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : '';
  return /^[A-Za-z0-9_-]{1,128}$/.test(rest) ? rest : null;
}

/** A shared version's bytes for its client, audited ("Cliente baixou documento"). */
async function downloadShared(ctx: CallableContext, res: Response, id: string): Promise<void> {
  const share = await clientShare(ctx, id, portalOf(ctx).clientIds);
  const path = await sharedObjectPath(ctx.stores.files, share.data);
  const object = path ? await ctx.stores.files.read(path) : null;
  if (!object) throw appError('not-found');
  await ctx.stores.documents.commit([downloadAuditOp(ctx, share)]);
  res
    .status(200)
    .set('Content-Type', object.file.contentType)
    .set('Content-Length', String(object.bytes.byteLength))
    .set('Cache-Control', 'private, no-store')
    .set('X-Content-Type-Options', 'nosniff')
    .set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(share.data.name)}`)
    .send(Buffer.from(object.bytes));
}

/**
 * The client's upload into an open request: the same type, size, name and content checks as the office's uploads
 * (the same pt-BR errors, nothing stored on a refusal); the file lands in the client's files, or the request's
 * lawsuit's while the client is still one of its clients, uploaded by the client's account. A request that closed
 * meanwhile keeps nothing of it.
 */
async function uploadIntoRequest(ctx: CallableContext, req: Request, res: Response, id: string): Promise<void> {
  const { clientIds } = portalOf(ctx);
  const request = await ctx.stores.documents.get(COLLECTIONS.portalRequests, id);
  if (!request || !clientIds.includes(request.data.clientId)) throw appError('not-found');
  if (request.data.status !== 'aberto') throw appError('invalid-state', { reason: 'Este pedido não está mais aberto: o escritório já o recebeu ou cancelou.' });
  const body = await checkedUploadBody(req);
  const lawsuit = request.data.lawsuitId ? await ctx.stores.documents.get(COLLECTIONS.lawsuits, request.data.lawsuitId) : null;
  // A lawsuit the client was taken off since the request is another's case: the answer stays in the client's files.
  const folder = lawsuit?.data.clientIds.includes(request.data.clientId) ? `lawsuits/${lawsuit.id}` : `clients/${request.data.clientId}`;
  const at = new Date().toISOString();
  const stored = await ctx.stores.files.put(`${folder}/${Date.now().toString(36)}-${safeFileName(body.name)}`, body.bytes, {
    contentType: body.contentType,
    metadata: fileMetadata(
      { originalName: body.name, uploadedBy: ctx.uid, uploadedAt: at, version: 1 },
      { category: defaultFileCategory(body.contentType), description: request.data.title },
    ),
  });
  try {
    await answerRequest(ctx, id, { filePath: stored.path, fileName: body.name, at, clientIds });
  } catch (error) {
    await ctx.stores.files.delete(stored.path).catch(() => undefined);
    throw error;
  }
  res.status(201).json({ requestId: id, name: body.name });
}

/** Serves a portal path for the signed-in client (`ctx` under the 'portal' policy). */
export async function servePortalFile(ctx: CallableContext, req: Request, res: Response, path: string): Promise<void> {
  const share = req.method === 'GET' ? idUnder(path, PORTAL_SHARES_PREFIX) : null;
  const request = req.method === 'POST' ? idUnder(path, PORTAL_REQUESTS_PREFIX) : null;
  if (share) return downloadShared(ctx, res, share);
  if (request) return uploadIntoRequest(ctx, req, res, request);
  throw appError('not-found');
}
