// The path convention of the callables, shared by the build (which generates the index's exports from it)
// and the unit test (which checks it against the registry): `src/callables/<group>/<action-in-kebab>.ts`
// implements `<group>-<actionInCamel>`; `shared.ts` files are helpers, `*.test.ts` are tests.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const CALLABLES_DIR = new URL('./src/callables/', import.meta.url).pathname;

/** Every callable file as { group, action, name, file }, sorted by name. */
export function callableFiles(dir = CALLABLES_DIR) {
  const out = [];
  for (const group of readdirSync(dir, { withFileTypes: true })) {
    if (!group.isDirectory()) continue;
    for (const entry of readdirSync(join(dir, group.name))) {
      if (!entry.endsWith('.ts') || entry === 'shared.ts' || entry.endsWith('.test.ts') || entry.endsWith('.d.ts')) continue;
      const action = entry.slice(0, -3).replace(/-([a-z])/g, (_, c) => c.toUpperCase());
      out.push({ group: group.name, action, name: `${group.name}-${action}`, file: join(dir, group.name, entry) });
    }
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The generated module behind `office:callables`: `OPERATIONS`, every operation by its contract name, which
 * the API function serves (and index.ts wraps the long-running few as functions of their own).
 */
export function callablesModule(dir = CALLABLES_DIR) {
  const files = callableFiles(dir);
  const imports = files.map((f, i) => `import c${i} from ${JSON.stringify(f.file)};`);
  const entries = files.map((f, i) => `${JSON.stringify(f.name)}: named(c${i}, ${JSON.stringify(f.name)})`);
  // A file whose default export implements another contract (a copied file, say) stops the deploy at load time.
  const check = `function named(op, name) { if (op?.callableName !== name) throw new Error(\`callables: \${name} is implemented as \${op?.callableName}\`); return op; }`;
  return [...imports, check, `export const OPERATIONS = Object.freeze({ ${entries.join(', ')} });`].join('\n');
}
