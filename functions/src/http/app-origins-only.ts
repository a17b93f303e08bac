import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { isAllowedOrigin } from '../platform/app-origin';

/**
 * Forgets the Origin header of a request from outside allowedOrigins, so that no CORS handling after it names that
 * origin in Access-Control-Allow-Origin. The platform's own `cors` option says the same in production, but the
 * Functions emulator overrides it (FIREBASE_DEBUG_FEATURES enableCors: every origin reflected); this holds in both.
 * A request without the header is what a server or a tool sends, and answered as before.
 */
export function forgetForeignOrigin(req: Pick<Request, 'headers'>): void {
  const origin = req.headers.origin;
  if (origin !== undefined && !isAllowedOrigin(origin)) delete req.headers.origin;
}

/** An HTTPS or callable function whose CORS answers only the app's origins (forgetForeignOrigin before anything). */
export function appOriginsOnly<F extends (req: Request, res: Response) => unknown>(fn: F): F {
  const guarded = (req: Request, res: Response) => {
    forgetForeignOrigin(req);
    return fn(req, res);
  };
  return Object.defineProperties(guarded, Object.getOwnPropertyDescriptors(fn)) as unknown as F;
}
