import { Server } from 'node:http';
import type { ErrorRequestHandler, Express, Response } from 'express';
import { APP_ERRORS, UPLOAD_LIMITS_TEXT } from '@office/domain';

/**
 * Requests the platform refuses before any function runs: the host's Express app (the Functions emulator's
 * runtime, or the Functions Framework in production) parses bodies up to 32 MB and decodes the path first,
 * and its default error handler answers in English HTML (with a stack trace locally). This handler answers
 * those in the callables' own error shape, in pt-BR, for every function the process hosts.
 */
export const hostErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const e = (typeof error === 'object' && error !== null ? error : {}) as { type?: unknown; status?: unknown };
  const tooLarge = e.type === 'entity.too.large';
  const reason = tooLarge
    ? `O pedido passa do tamanho aceito (${UPLOAD_LIMITS_TEXT}).`
    : e.type === 'entity.parse.failed'
      ? 'O corpo do pedido não é um JSON válido.'
      : error instanceof URIError
        ? 'O endereço tem uma codificação (%) inválida.'
        : 'Pedido malformado.';
  const status = tooLarge ? 413 : typeof e.status === 'number' && e.status >= 400 && e.status < 500 ? e.status : 400;
  refuseRequest(res, status, reason);
};

/** A refusal in the callables' own error shape, in pt-BR: `reason` is the message of `field` (the form-level "_" unless named). */
export function refuseRequest(res: Pick<Response, 'status'>, status: number, reason: string, field = '_'): void {
  res.status(status).json({
    error: { status: 'INVALID_ARGUMENT', message: APP_ERRORS['invalid-input'].message, details: { id: 'invalid-input', fields: { [field]: reason } } },
  });
}

const hosts = new WeakSet<object>();

function isExpressApp(listener: unknown): listener is Express {
  return typeof listener === 'function' && typeof (listener as Partial<Express>).use === 'function' && 'settings' in listener;
}

/**
 * Appends the handler to the host app when its server starts listening, after the host has registered its
 * body parsers and routes (an error handler must come after them). Both hosts load the functions' code before
 * they build their app, so this hook is in place by then. Installing twice is prevented.
 */
let hooked = false;

export function answerHostErrorsInPortuguese(): void {
  if (hooked) return;
  hooked = true;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with apply(this, …)
  const listen = Server.prototype.listen;
  Server.prototype.listen = function (this: Server, ...args: unknown[]) {
    for (const listener of this.listeners('request')) {
      if (isExpressApp(listener) && !hosts.has(listener)) {
        hosts.add(listener);
        listener.use(hostErrorHandler);
      }
    }
    return (listen as (...a: unknown[]) => Server).apply(this, args);
  } as typeof Server.prototype.listen;
}
