import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { refuseRequest } from './host-errors';

/**
 * Deeper than any input of the app (its deepest schemas nest four or five levels), far below what would
 * exhaust the stack of the platform's recursive decoding of `data`.
 */
export const MAX_INPUT_DEPTH = 32;

/** Whether `value` nests deeper than `max` arrays or objects, found without recursion (the input may be 100,000 deep). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Why the callable protocol refuses a request, in pt-BR, or null when it is well formed: POST, JSON, a body
 * that is exactly `{ data }`, and no deeper than MAX_INPUT_DEPTH. The platform's own check answers "Bad
 * Request" in English, and its decoding of a very deep `data` overflows the stack (a 500).
 */
export function protocolRefusal(req: Pick<Request, 'method' | 'body'> & { header(name: string): string | undefined }): string | null {
  if (req.method !== 'POST') return 'Use o método POST para chamar esta operação.';
  const type = (req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return 'O pedido deve ser enviado como JSON (Content-Type: application/json).';
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('data' in body) || Object.keys(body).length !== 1) {
    return 'O corpo do pedido deve ser um objeto JSON com um único campo, "data".';
  }
  if (nestsDeeperThan(body.data, MAX_INPUT_DEPTH)) return `O pedido tem níveis de aninhamento demais (no máximo ${MAX_INPUT_DEPTH}).`;
  return null;
}

/**
 * A callable function behind the protocol check: a malformed request is refused with 400 in the callables'
 * error shape before the platform decodes it. Preflights (OPTIONS) go through to the platform's CORS handling.
 */
export function guardProtocol<F extends (req: Request, res: Response) => unknown>(fn: F): F {
  const guarded = (req: Request, res: Response) => {
    const reason = req.method === 'OPTIONS' ? null : protocolRefusal(req);
    if (!reason) return fn(req, res);
    // A cross-origin caller (the public pages call their operations at the function's own address) can read why.
    const origin = req.header('origin');
    if (origin) res.set({ 'Access-Control-Allow-Origin': origin, Vary: 'Origin' });
    refuseRequest(res, 400, reason);
    return undefined;
  };
  return Object.defineProperties(guarded, Object.getOwnPropertyDescriptors(fn)) as unknown as F;
}
