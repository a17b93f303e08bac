import { readFileSync } from 'node:fs';
import { CALLABLE_NAMES, callableModulePath } from '@office/domain';
import { describe, expect, it } from 'vitest';
import { callableFiles, callablesModule } from '../../callable-files.mjs';

// The same listing build.mjs turns into the deployed exports, so what is checked here is what deploys.
const files = callableFiles();

describe('callable files', () => {
  it('are exactly the registry: one file per contract, at callableModulePath(name)', () => {
    expect(files.map((f) => f.name)).toEqual([...CALLABLE_NAMES].sort());
    for (const f of files) expect(f.file.endsWith(`/callables/${callableModulePath(f.name as (typeof CALLABLE_NAMES)[number])}.ts`)).toBe(true);
  });

  it('deploy under their contract names, grouped: `clients-exportCsv` is `clients.exportCsv`', () => {
    expect(callablesModule()).toContain('export const clients = {');
    expect(callablesModule()).toContain('"exportCsv": named(');
  });

  it('share no name with the HTTP functions and triggers index.ts exports beside them (the later export would hide a group)', () => {
    const index = readFileSync(new URL('../index.ts', import.meta.url), 'utf8');
    const others = [...index.matchAll(/export \{ (\w+) \}/g)].map((m) => m[1]);
    expect(others.length).toBeGreaterThan(0);
    const groups = new Set(CALLABLE_NAMES.map((n) => n.split('-')[0]));
    expect(others.filter((name) => groups.has(name!))).toEqual([]);
  });

  it.each(files.map((f) => [f.name, f.file]))('%s: the default export implements its own contract', async (name, file) => {
    const mod = (await import(/* @vite-ignore */ file)) as { default?: { callableName?: string } };
    expect(mod.default?.callableName).toBe(name);
  });
});
