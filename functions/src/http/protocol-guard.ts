import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { isAllowedOrigin } from '../platform/app-origin';
import { forbiddenKeyPath } from '../platform/plain-input';
import { forgetForeignOrigin } from './app-origins-only';
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

/** Chromium's ceiling for a preflight's max age (two hours); longer values are cut to it. */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** Why a request is refused: the pt-BR reason and the field it names ("_" for the request as a whole). */
export type ProtocolRefusal = { field: string; reason: string };

/**
 * Why the callable protocol refuses a request, or null when it is well formed: POST, JSON, a body that is exactly
 * `{ data }`, no deeper than MAX_INPUT_DEPTH, and no `__proto__`, `constructor` or `prototype` key anywhere in
 * `data`. The platform's own check answers "Bad Request" in English, its decoding of a very deep `data` overflows
 * the stack (a 500), and its decoding copies keys one by one (`obj[k] = decode(v)`): a `__proto__` that
 * JSON.parse kept as an own key would become the prototype of the input, where the pipeline's own check of keys
 * (forbiddenKeyPath, on the decoded input) no longer sees it.
 */
export function protocolRefusal(req: Pick<Request, 'method' | 'body'> & { header(name: string): string | undefined }): ProtocolRefusal | null {
  const whole = (reason: string) => ({ field: '_', reason });
  if (req.method !== 'POST') return whole('Use o método POST para chamar esta operação.');
  const type = (req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return whole('O pedido deve ser enviado como JSON (Content-Type: application/json).');
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, 'data') || Object.keys(body).length !== 1) {
    return whole('O corpo do pedido deve ser um objeto JSON com um único campo, "data".');
  }
  const data = (body as { data: unknown }).data;
  if (nestsDeeperThan(data, MAX_INPUT_DEPTH)) return whole(`O pedido tem níveis de aninhamento demais (no máximo ${MAX_INPUT_DEPTH}).`);
  // The same answer the pipeline gives (define-callable's plainData): the field, named by its path in the input.
  const forbidden = forbiddenKeyPath(data);
  return forbidden ? { field: forbidden, reason: 'Campo não permitido.' } : null;
}

/**
 * A callable function behind the protocol check: a malformed request is refused with 400 in the callables'
 * error shape before the platform decodes it. Preflights (OPTIONS) go through to the platform's CORS handling,
 * which, like this refusal, names only the app's origins (forgetForeignOrigin).
 */
export function guardProtocol<F extends (req: Request, res: Response) => unknown>(fn: F): F {
  const guarded = (req: Request, res: Response) => {
    forgetForeignOrigin(req);
    // The browser keeps an answered preflight this long instead of asking before every call from another origin
    // (the public pages; locally, every call: function-url.ts). The platform's CORS sets no max age.
    if (req.method === 'OPTIONS') res.set({ 'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS) });
    const refusal = req.method === 'OPTIONS' ? null : protocolRefusal(req);
    if (!refusal) return fn(req, res);
    // The app's pages calling from another origin (the public pages call their operations at the function's own
    // address) can read why, as the platform's CORS would let them; any other origin cannot.
    const origin = req.header('origin');
    res.set({ Vary: 'Origin' });
    if (origin && isAllowedOrigin(origin)) res.set({ 'Access-Control-Allow-Origin': origin });
    refuseRequest(res, 400, refusal.reason, refusal.field);
    return undefined;
  };
  return Object.defineProperties(guarded, Object.getOwnPropertyDescriptors(fn)) as unknown as F;
}
