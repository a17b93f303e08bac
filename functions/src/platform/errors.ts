import { HttpsError } from 'firebase-functions/v2/https';
import { APP_ERRORS, fieldErrors, PAGE_CURSOR_MESSAGE, type AppErrorDetails, type AppErrorId } from '@office/domain';
import { ZodError } from 'zod';
import {
  AlreadyExistsError,
  ConflictError,
  ContentionError,
  DocumentTooLargeError,
  InvalidCursorError,
  InvalidQueryError,
  NotFoundError,
} from '../store/errors';

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
  if (error instanceof InvalidCursorError) return appError('invalid-input', { fields: { after: PAGE_CURSOR_MESSAGE } });
  if (error instanceof DocumentTooLargeError) {
    console.warn(`[${callable}] refused by the store: ${error.message}`);
    return appError('invalid-input', {
      fields: { _: 'O registro ficaria grande demais para ser salvo (mais de 1 MiB). Encurte textos ou listas e tente de novo.' },
    });
  }
  if (error instanceof InvalidQueryError) {
    // The store's own words (an id or path it refuses) are for the log; the person gets the catalogue's.
    console.warn(`[${callable}] refused by the store: ${error.message}`);
    return appError('invalid-input', { fields: { _: 'Pedido inválido: um identificador, caminho ou filtro não é aceito.' } });
  }
  console.error(`[${callable}] unexpected error`, error instanceof Error ? error.stack : String(error));
  return appError('internal');
}
