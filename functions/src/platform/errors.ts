import { HttpsError } from 'firebase-functions/v2/https';
import { APP_ERRORS, fieldErrors, type AppErrorDetails, type AppErrorId } from '@office/domain';
import { ZodError } from 'zod';
import { AlreadyExistsError, ConflictError, ContentionError, InvalidQueryError, NotFoundError } from '../store/errors';

/** The only way callables fail: an HttpsError with a stable application id in details. */
export function appError(id: AppErrorId, extra: Omit<AppErrorDetails, 'id'> & Record<string, unknown> = {}): HttpsError {
  const { code, message } = APP_ERRORS[id];
  return new HttpsError(code, message, { id, ...extra });
}

/** Maps anything a handler throws to an HttpsError; unknown errors are logged without the request payload. */
export function toHttpsError(error: unknown, callable: string): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof ZodError) return appError('invalid-input', { fields: fieldErrors(error) });
  if (error instanceof ConflictError) return appError('conflict', { currentVersion: error.actualVersion });
  if (error instanceof ContentionError) return appError('busy');
  if (error instanceof NotFoundError) return appError('not-found');
  if (error instanceof AlreadyExistsError) return appError('already-exists');
  if (error instanceof InvalidQueryError) return appError('invalid-input', { fields: { _: error.message } });
  console.error(`[${callable}] unexpected error`, error instanceof Error ? error.stack : String(error));
  return appError('internal');
}
