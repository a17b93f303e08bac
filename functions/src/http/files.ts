import '../platform/firebase';
import { getAuth } from 'firebase-admin/auth';
import { onRequest } from 'firebase-functions/v2/https';
import { SECTIONS, SYSTEM_COLLECTIONS } from '@office/domain';
import { authorizeCaller, type CallablePolicy } from '../platform/define-callable';
import { toHttpsError } from '../platform/errors';

/** Which policy guards a stored object: its section's read label, or any staff member for profile photos. */
function policyForPath(path: string): CallablePolicy | null {
  const prefix = path.split('/')[0];
  if (prefix === SYSTEM_COLLECTIONS.staff) return 'staff';
  const section = SECTIONS.find((s) => s.storagePrefix === prefix);
  return section ? { section: section.id, access: 'read' } : null;
}

/**
 * GET /files/<path>: the one HTTPS function for file bytes. Callables carry
 * JSON; downloads stream here, behind the same authorization as the callables
 * (Bearer ID token, staff record, fresh claims, the section's read label).
 */
export const files = onRequest({ cors: true }, async (req, res) => {
  if (req.method !== 'GET') {
    res.status(405).set('Allow', 'GET').send('Method Not Allowed');
    return;
  }
  const path = decodeURIComponent(req.path.replace(/^\/+(files\/)?/, ''));
  try {
    const header = req.get('authorization') ?? '';
    const idToken = header.startsWith('Bearer ') ? header.slice(7) : '';
    const decoded = idToken ? await getAuth().verifyIdToken(idToken).catch(() => undefined) : undefined;
    const policy = policyForPath(path);
    const caller = decoded ? { uid: decoded.uid, token: decoded as unknown as Record<string, unknown> } : undefined;
    // An unknown prefix is treated as administrators-only, then reported as missing.
    const ctx = await authorizeCaller(caller, req.ip ?? 'unknown', policy ?? 'admin');
    const object = policy ? await ctx.stores.files.read(path) : null;
    if (!object) {
      res.status(404).json({ error: { status: 'NOT_FOUND', message: 'Arquivo não encontrado.', details: { id: 'not-found' } } });
      return;
    }
    const name = object.file.metadata.originalName ?? path.split('/').pop() ?? 'arquivo';
    res
      .status(200)
      .set('Content-Type', object.file.contentType)
      .set('Content-Length', String(object.bytes.byteLength))
      .set('Cache-Control', 'private, max-age=300')
      .set('X-Content-Type-Options', 'nosniff')
      .set('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(Buffer.from(object.bytes));
  } catch (error) {
    const failure = toHttpsError(error, 'files');
    res.status(failure.httpErrorCode.status).json({ error: failure.toJSON() });
  }
});
