/** The one `call` line each API call writes: what it says, and which calls the local emulators keep quiet. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { Operation } from './platform/define-callable';
import { appError } from './platform/errors';

const lines = vi.hoisted(() => [] as { level: string; message: string; fields: Record<string, unknown> }[]);
vi.mock('firebase-functions/logger', () => ({
  logger: {
    info: (message: string, fields: Record<string, unknown>) => lines.push({ level: 'info', message, fields }),
    warn: (message: string, fields: Record<string, unknown>) => lines.push({ level: 'warn', message, fields }),
  },
}));
const { runLogged } = await import('./api');

const request = { auth: { uid: 'staff-ana' }, data: { cpf: '123.456.789-09' } } as unknown as CallableRequest<unknown>;
const operation = (run: () => Promise<unknown>) => ({ callableName: 'clients-list', policy: 'staff', run }) as unknown as Operation;
const ok = operation(async () => ({ items: [] }));
const refused = operation(async () => Promise.reject(appError('missing-scope')));
const broken = operation(async () => Promise.reject(new Error('disk full')));
const call = (op: Operation) => runLogged(op, request).catch(() => undefined);

afterEach(() => {
  lines.length = 0;
  vi.unstubAllEnvs();
});

describe('the call log', () => {
  it('names the operation, the caller, the time and the outcome of every call, never its input', async () => {
    for (const op of [ok, refused, broken]) await call(op);
    expect(lines.map((l) => [l.level, l.message, l.fields.operation, l.fields.uid, l.fields.outcome])).toEqual([
      ['info', 'call', 'clients-list', 'staff-ana', 'ok'],
      ['warn', 'call', 'clients-list', 'staff-ana', 'missing-scope'],
      ['warn', 'call', 'clients-list', 'staff-ana', 'internal'],
    ]);
    expect(lines.every((l) => typeof l.fields.ms === 'number')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('123.456.789-09');
  });

  it('keeps only the calls that failed inside when the emulators ask for failures only', async () => {
    vi.stubEnv('OFFICE_CALL_LOG', 'failures');
    for (const op of [ok, refused, broken]) await call(op);
    expect(lines.map((l) => l.fields.outcome)).toEqual(['internal']);
  });
});
