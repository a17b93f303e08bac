import { API_FUNCTION, CALLABLE_NAMES, CALLABLES, callableModulePath, isPublicOperation, OWN_FUNCTION_TIMEOUTS } from '@office/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { callableFiles, callablesModule } from '../../callable-files.mjs';
import { operationName } from '../api';

// The same listing build.mjs turns into the deployed module, so what is checked here is what deploys.
const files = callableFiles();

/** What the index deploys, by deployed name: `integrations.syncDjen` deploys as `integrations-syncDjen`. */
async function deployed(): Promise<Map<string, { __endpoint?: { timeoutSeconds?: number; callableTrigger?: unknown }; run?: unknown }>> {
  const index = (await import('../index')) as Record<string, unknown>;
  const out = new Map<string, never>();
  for (const [name, value] of Object.entries(index)) {
    if (typeof value === 'function') out.set(name, value as never);
    else if (value && typeof value === 'object') for (const [member, fn] of Object.entries(value)) out.set(`${name}-${member}`, fn as never);
  }
  return out;
}

describe('callable files', () => {
  it('are exactly the registry: one file per contract, at callableModulePath(name)', () => {
    expect(files.map((f) => f.name)).toEqual([...CALLABLE_NAMES].sort());
    for (const f of files) expect(f.file.endsWith(`/callables/${callableModulePath(f.name as (typeof CALLABLE_NAMES)[number])}.ts`)).toBe(true);
  });

  it('make one registry of operations by contract name: `clients-exportCsv` is OPERATIONS["clients-exportCsv"]', () => {
    expect(callablesModule()).toContain('export const OPERATIONS = Object.freeze({');
    expect(callablesModule()).toContain('"clients-exportCsv": named(');
  });

  it.each(files.map((f) => [f.name, f.file]))('%s: the default export implements its own contract', async (name, file) => {
    const mod = (await import(/* @vite-ignore */ file)) as { default?: { callableName?: string } };
    expect(mod.default?.callableName).toBe(name);
  });
});

describe('deployed functions', () => {
  it('one API function serves the operations; only the long-running ones are functions of their own, with their timeouts', async () => {
    const functions = await deployed();
    const callables = [...functions].filter(([, fn]) => fn.__endpoint?.callableTrigger).map(([name]) => name);
    expect(callables.sort()).toEqual([API_FUNCTION, ...Object.keys(OWN_FUNCTION_TIMEOUTS)].sort());
    for (const [name, seconds] of Object.entries(OWN_FUNCTION_TIMEOUTS)) expect(functions.get(name)?.__endpoint?.timeoutSeconds).toBe(seconds);
    // Everything else the index exports is the HTTP functions and triggers, far fewer than one per operation.
    expect(functions.size).toBeLessThan(20);
  });

  it('names the operation by the end of the path, however the request reached it', () => {
    expect(operationName('/api/clients-list')).toBe('clients-list');
    expect(operationName('/clients-list')).toBe('clients-list');
    expect(operationName('/api/clients-list/')).toBe('clients-list');
    expect(operationName('/')).toBe('');
    expect(operationName(undefined)).toBe('');
  });

  it.each([
    ['an unknown operation', '/api/clients-drop'],
    ['no operation', '/api'],
    ['a name from the prototype', '/api/__proto__'],
    ['a long-running operation, which answers only at its own function', '/api/integrations-syncDatajud'],
  ])('refuses %s in pt-BR, before any authorization or store', async (_, path) => {
    const api = (await deployed()).get(API_FUNCTION) as { run: (request: CallableRequest<unknown>) => Promise<unknown> };
    const request = { data: {}, rawRequest: { path, headers: {}, socket: { remoteAddress: '127.0.0.1' } } } as unknown as CallableRequest<unknown>;
    await expect(api.run(request)).rejects.toMatchObject({
      code: 'not-found',
      details: { id: 'not-found', reason: 'Esta operação não existe nesta versão do sistema. Atualize a página e tente de novo.' },
    });
  });

  it('every public operation is in the group the SPA calls at the function’s own address (rate limits see the caller)', () => {
    const publicOnes = CALLABLE_NAMES.filter((name) => CALLABLES[name].policy === 'public');
    expect(publicOnes.length).toBeGreaterThan(0);
    expect(publicOnes.filter((name) => !isPublicOperation(name))).toEqual([]);
    expect(CALLABLE_NAMES.filter((name) => isPublicOperation(name) && CALLABLES[name].policy !== 'public')).toEqual([]);
  });
});
