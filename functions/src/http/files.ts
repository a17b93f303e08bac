import '../platform/firebase';
import { getAuth } from 'firebase-admin/auth';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import {
  COLLECTIONS,
  defaultFileCategory,
  fieldErrors,
  fileDetailsInput,
  isAllowedContentType,
  isFilePath,
  safeFileName,
  UNACCEPTED_TYPE_MESSAGE,
  uploadSizeProblem,
  type FileDetails,
} from '@office/domain';
import { corsOrigins } from '../platform/app-origin';
import { clientAddress } from '../platform/client-address';
import { authorizeCaller, type CallableContext, type CallablePolicy } from '../platform/define-callable';
import { appError, toHttpsError } from '../platform/errors';
import {
  fileAuditOp,
  fileEntry,
  fileMetadata,
  putNewVersion,
  requireAttach,
  requireRecord,
  requireVisibleRecord,
  sectionOfFolder,
} from '../platform/section-files';
import { recordDenial } from '../platform/security-events';
import { uploadProblem } from '../platform/upload-check';
import { appOriginsOnly } from './app-origins-only';
import { downloadExport, isExportDownload } from './export-download';
import { isPortalFilePath, servePortalFile } from './portal-files';
import { isZipPartUpload, uploadZipPart } from './zip-part-upload';

/** Which policy guards a stored object for reading: its section's read label, or any staff member for profile photos. */
function readPolicy(path: string): CallablePolicy | null {
  const prefix = path.split('/')[0];
  if (prefix === COLLECTIONS.staff) return 'staff';
  try {
    return { section: sectionOfFolder(path.split('/').slice(0, 2).join('/')).section.id, access: 'read' };
  } catch {
    return null;
  }
}

/** The signed-in user the request's bearer token names, if it verifies. */
async function tokenUser(req: Request): Promise<{ uid: string; token: Record<string, unknown> } | undefined> {
  const header = req.get('authorization') ?? '';
  const idToken = header.startsWith('Bearer ') ? header.slice(7) : '';
  const decoded = idToken
    ? await getAuth()
        .verifyIdToken(idToken)
        .catch(() => undefined)
    : undefined;
  return decoded ? { uid: decoded.uid, token: decoded as unknown as Record<string, unknown> } : undefined;
}

async function caller(req: Request, policy: CallablePolicy): Promise<CallableContext> {
  return authorizeCaller(await tokenUser(req), clientAddress(req), policy);
}

async function download(req: Request, res: Response, path: string): Promise<void> {
  const policy = readPolicy(path);
  // An unknown prefix is treated as administrators-only, then reported as missing.
  const ctx = await caller(req, policy ?? 'admin');
  // A file (or an earlier version) of a lawsuit under segredo that is not the caller's: as if missing.
  if (policy && policy !== 'staff') {
    const { section, recordId } = sectionOfFolder(path.split('/').slice(0, 2).join('/'));
    await requireVisibleRecord(ctx, section, recordId);
  }
  const object = policy ? await ctx.stores.files.read(path) : null;
  if (!object) throw appError('not-found');
  const name = object.file.metadata.originalName ?? path.split('/').pop() ?? 'arquivo';
  res
    .status(200)
    .set('Content-Type', object.file.contentType)
    .set('Content-Length', String(object.bytes.byteLength))
    .set('Cache-Control', 'private, max-age=300')
    .set('X-Content-Type-Options', 'nosniff')
    .set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(Buffer.from(object.bytes));
}

/**
 * The category and description sent with a new file (`?category=…&description=…`): the same schema as
 * attachments-update. Without a category, audio and video start as "gravação" and anything else as "outro".
 */
function uploadDetails(req: Request, contentType: string): FileDetails {
  const parsed = fileDetailsInput.safeParse({ category: req.query.category ?? defaultFileCategory(contentType), description: req.query.description });
  if (!parsed.success) throw appError('invalid-input', { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

/**
 * POST /files/<prefix>/<recordId>?name=…[&category=…&description=…]: the raw bytes of a new file, attached to an
 * existing record. POST /files/<prefix>/<recordId>/<file>?name=…: a new version of that file (see putNewVersion).
 */
async function upload(req: Request, res: Response, target: string): Promise<void> {
  const user = await tokenUser(req);
  let ctx: CallableContext;
  let place: ReturnType<typeof sectionOfFolder>;
  try {
    ctx = await authorizeCaller(user, clientAddress(req), 'staff');
    place = sectionOfFolder(target);
    await requireAttach(ctx, place.section, place.recordId);
  } catch (error) {
    // A refused upload is a refused write: recorded as a security event, like the callables'.
    await recordDenial({ uid: user?.uid, token: user?.token, target: 'files-upload', policy: 'staff', error });
    throw error;
  }
  const { section, recordId } = place;
  const segments = target.split('/');
  // A record's folder takes new files; one of its files, new versions; nothing deeper is a file of its own.
  const replacing = segments.length === 3 ? target : null;
  if (segments.length > 3 || (replacing && !isFilePath(replacing))) throw appError('not-found');
  const folder = segments.slice(0, 2).join('/');
  const contentType = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isAllowedContentType(contentType)) {
    throw appError('invalid-input', { fields: { file: UNACCEPTED_TYPE_MESSAGE } });
  }
  const bytes = req.rawBody;
  const sizeProblem = uploadSizeProblem(bytes.byteLength, contentType);
  if (sizeProblem) throw appError('invalid-input', { fields: { file: sizeProblem } });
  const original = typeof req.query.name === 'string' ? req.query.name.normalize('NFC') : '';
  // The name and the leading bytes must agree with the declared type: HTML is no PNG, a program is no PDF.
  const problem = await uploadProblem(new Uint8Array(bytes), contentType, original);
  if (problem) throw appError('invalid-input', { fields: { file: problem } });
  // A new version keeps the file's category and description (attachments-update changes them).
  const details = replacing ? undefined : uploadDetails(req, contentType);
  await requireRecord(ctx, section, recordId);
  const at = new Date().toISOString();
  const stored = replacing
    ? await putNewVersion(ctx, replacing, { bytes: new Uint8Array(bytes), contentType, originalName: original, at })
    : await ctx.stores.files.put(`${folder}/${Date.now().toString(36)}-${safeFileName(original)}`, new Uint8Array(bytes), {
        contentType,
        metadata: fileMetadata({ originalName: original, uploadedBy: ctx.uid, uploadedAt: at, version: 1 }, details),
      });
  await ctx.stores.documents.commit([fileAuditOp(ctx, { at, section, recordId, action: replacing ? 'files.version' : 'files.upload' })]);
  res.status(201).json(await fileEntry(ctx, stored));
}

const ZIP_PART_POLICY: CallablePolicy = { section: 'lawsuits', access: 'write' };

/** A part of a ZIP being imported: Processos write, as the import's callables (a refusal is a security event). */
async function zipPart(req: Request, res: Response, path: string): Promise<void> {
  const user = await tokenUser(req);
  let ctx: CallableContext;
  try {
    ctx = await authorizeCaller(user, clientAddress(req), ZIP_PART_POLICY);
  } catch (error) {
    await recordDenial({ uid: user?.uid, token: user?.token, target: 'files-upload', policy: ZIP_PART_POLICY, error });
    throw error;
  }
  await uploadZipPart(ctx, req, res, path);
}

/**
 * /files/<path>: the one HTTPS function for file bytes. Callables carry JSON;
 * uploads (POST, with progress in the browser) and downloads (GET) go here,
 * behind the same authorization as the callables.
 */
const serveFiles = onRequest({ cors: corsOrigins(), timeoutSeconds: 120 }, async (req, res) => {
  try {
    const path = decodeURIComponent(req.path.replace(/^\/+(files\/)?/, ''));
    if (req.method === 'GET' && isExportDownload(path)) await downloadExport(await caller(req, 'admin'), res, path);
    // Portal do cliente: a client account's shared files and uploads into requests (portal-files.ts).
    else if (isPortalFilePath(path)) await servePortalFile(await caller(req, 'portal'), req, res, path);
    else if (req.method === 'GET') await download(req, res, path);
    else if (req.method === 'POST' && isZipPartUpload(path)) await zipPart(req, res, path);
    else if (req.method === 'POST') await upload(req, res, path);
    else {
      const refused = appError('invalid-input', { fields: { _: 'Use GET para baixar ou POST para enviar um arquivo.' } });
      res.status(405).set('Allow', 'GET, POST').json({ error: refused.toJSON() });
    }
  } catch (error) {
    const failure = toHttpsError(error, 'files');
    res.status(failure.httpErrorCode.status).json({ error: failure.toJSON() });
  }
});

/** The files function, whose CORS answers other origins' pages only for the app's own (app-origins-only.ts). */
export const files = appOriginsOnly(serveFiles);
