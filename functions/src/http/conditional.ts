import type { Request } from 'firebase-functions/v2/https';
import { configuredAppOrigin } from '../platform/app-origin';

/** The app's address for links back to each entry: set in APP_ORIGIN, or the site Hosting forwarded the request from. */
export function appOrigin(req: Request): string | null {
  const configured = configuredAppOrigin();
  if (configured) return configured;
  const host = req.get('x-forwarded-host');
  return host && /^[A-Za-z0-9.-]+(:\d+)?$/.test(host) ? `https://${host}` : null;
}

/** Whether If-None-Match names this ETag (a list, weak or strong, or "*"). */
export function notModified(req: Request, etag: string): boolean {
  const header = req.get('if-none-match');
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}
