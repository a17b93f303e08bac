import type { IncomingHttpHeaders } from 'node:http';

/**
 * The caller's address for rate limits. `X-Forwarded-For` lists hops left to right and anyone may send a
 * list of their own; only the last entry is added by the platform's front end, which saw the connection.
 * Express's `req.ip` (with "trust proxy") takes the first entry, the one a client can make up, so it is
 * not used. Without the header (the local emulators add none), the socket's address.
 */
export function clientAddress(req: { headers: IncomingHttpHeaders; socket?: { remoteAddress?: string } } | undefined): string {
  const header = req?.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? req?.socket?.remoteAddress ?? 'unknown';
}
