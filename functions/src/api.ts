import './platform/firebase';
import { logger } from 'firebase-functions/logger';
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { hasOwnFunction, OWN_FUNCTION_TIMEOUTS, type CallableName } from '@office/domain';
import { appError } from './platform/errors';
import { guardProtocol } from './http/protocol-guard';
import { corsOrigins } from './platform/app-origin';
import type { Operation } from './platform/define-callable';
import { withMailSent } from './notifications/mail-soon';

/**
 * The operation a request names: the last segment of its path. The SPA posts to `/api/<operation>` through
 * Hosting (which passes the whole path on), and tests and public calls post to the function's own address
 * plus `/<operation>`; either way the name is the path's end, and the body is the callable protocol's `{ data }`.
 */
export function operationName(path: string | undefined): string {
  return (path ?? '').split('/').filter(Boolean).at(-1) ?? '';
}

/** How the call ended, for the log: 'ok', or the application error id it was refused with. */
function outcomeOf(error: unknown): string {
  const details = (error as { details?: { id?: unknown } } | undefined)?.details;
  return typeof details?.id === 'string' ? details.id : 'internal';
}

/**
 * Runs one operation and writes one structured log line: which operation, who called (uid only: never
 * anything of the record), how long it took and how it ended, so a deployment still sees each operation's
 * latency and errors although one function serves them all.
 */
export async function runLogged(operation: Operation, request: CallableRequest<unknown>): Promise<unknown> {
  const started = performance.now();
  const entry = { operation: operation.callableName, uid: request.auth?.uid ?? null };
  try {
    // The e-mails it wrote for people who want them at once go before it answers (mail-soon.ts).
    const result = await withMailSent(() => operation.run(request));
    if (!failuresOnly()) logger.info('call', { ...entry, ms: Math.round(performance.now() - started), outcome: 'ok' });
    return result;
  } catch (error) {
    const outcome = outcomeOf(error);
    if (!failuresOnly() || outcome === 'internal') logger.warn('call', { ...entry, ms: Math.round(performance.now() - started), outcome });
    throw error;
  }
}

/**
 * Whether only failed calls are logged (answered with an internal error): the local emulators' choice
 * (OFFICE_CALL_LOG=failures, scripts/lib/emulators.ts), where each line costs more than the call. Deployed, every
 * call is logged.
 */
function failuresOnly(): boolean {
  return process.env.OFFICE_CALL_LOG === 'failures';
}

/**
 * The one function behind every interactive operation. Each request is independent (no module state but
 * the stores' connection and short caches), so one instance takes many at once: 40 concurrent requests on
 * one vCPU, since most of a call is waiting on the store, and images are cut in the same process (sharp),
 * whose memory bounds it.
 */
export function apiFunction(operations: { readonly [N in CallableName]: Operation<N> }) {
  // CORS for the app's origins only (platform/app-origin.ts): the SPA's public pages call at the function's address.
  const api = onCall({ cors: corsOrigins(), enforceAppCheck: false, concurrency: 40, cpu: 1, memory: '1GiB' }, async (request) => {
    const name = operationName(request.rawRequest.path);
    const operation = Object.hasOwn(operations, name) ? operations[name as CallableName] : undefined;
    // A long-running operation answers only at its own function, whose timeout it needs.
    if (!operation || hasOwnFunction(name)) {
      logger.warn('call', { operation: name.slice(0, 80), uid: request.auth?.uid ?? null, outcome: 'unknown-operation' });
      throw appError('not-found', { reason: 'Esta operação não existe nesta versão do sistema. Atualize a página e tente de novo.' });
    }
    return runLogged(operation, request);
  });
  return guardProtocol(api);
}

/** An operation of OWN_FUNCTION_TIMEOUTS as a function of its own, with the timeout it needs. */
export function ownFunction(operation: Operation) {
  const timeoutSeconds = hasOwnFunction(operation.callableName) ? OWN_FUNCTION_TIMEOUTS[operation.callableName] : undefined;
  if (!timeoutSeconds) throw new Error(`${operation.callableName} is served by the API function, not by one of its own`);
  return guardProtocol(onCall({ cors: corsOrigins(), enforceAppCheck: false, timeoutSeconds }, (request) => runLogged(operation, request)));
}
