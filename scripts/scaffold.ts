/**
 * `npm run scaffold -- section <id> [--label "Contatos"] [--route /contacts] [--noun contato] [--feminine] [--icon users]`
 * writes a working CRUD section in every layer, adds it to the registries (scaffold/registry-edits.ts), and
 * regenerates the security rules and the seed (whose administrator holds every label).
 *
 * `npm run scaffold -- operation <group> <name> [--read|--write]` (a read unless told) adds an operation to an
 * existing group: its contract in the group's slice, its callable file, and its query factory or write hook in
 * the group's api module.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/paths';
import { sectionNames } from './scaffold/names';
import { operationPlan } from './scaffold/operation';
import { registryEdits } from './scaffold/registry-edits';
import { domainModule, sliceModule } from './scaffold/section-domain';
import { callableFiles } from './scaffold/section-functions';
import { testFiles } from './scaffold/section-tests';
import { webFiles } from './scaffold/section-web';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Writes the new files (never over an existing one) and the edits, then formats them all with prettier. */
function apply(files: Record<string, string>, edits: Record<string, (source: string) => string>): string[] {
  const taken = Object.keys(files).filter((path) => existsSync(join(ROOT, path)));
  if (taken.length) throw new Error(`These files exist already, nothing was written:\n${taken.join('\n')}`);
  // Every edit is computed before anything is written, so a file of an unexpected shape leaves the tree untouched.
  const edited = Object.entries(edits).map(([path, edit]) => [path, edit(read(path))] as const);
  for (const [path, content] of [...Object.entries(files), ...edited]) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), content);
  }
  const written = [...Object.keys(files), ...Object.keys(edits)];
  execFileSync('npx', ['prettier', '--log-level', 'warn', '--write', ...written], { cwd: ROOT, stdio: 'inherit' });
  return written;
}

const npm = (script: string) => execFileSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit' });

function section(id: string, options: { label?: string; route?: string; noun?: string; feminine?: boolean; icon?: string }): void {
  const n = sectionNames(id, options);
  const written = apply(
    {
      [`domain/src/${n.kebab}.ts`]: domainModule(n),
      [`domain/src/sections/${n.id}.ts`]: sliceModule(n),
      ...callableFiles(n),
      ...webFiles(n),
      ...testFiles(n),
    },
    registryEdits(n),
  );
  // Generated from the section table: the rules, and the seed's administrator, who holds every label.
  npm('rules');
  npm('seed');
  console.log(`Section "${n.label}" (${n.id}) at ${n.route}:\n  ${written.join('\n  ')}\n  firestore.rules, storage.rules, emulator-data/ (generated)`);
}

function operation(group: string, name: string, access: 'read' | 'write'): void {
  const plan = operationPlan(group, name, access, read);
  const written = apply(plan.files, plan.edits);
  console.log(`Operation ${group}-${name} (${access}):\n  ${written.join('\n  ')}\nThe page that uses it is yours to write.`);
}

const USAGE = `Usage:
  npm run scaffold -- section <id> [--label "Contatos"] [--route /contacts] [--noun contato] [--feminine] [--icon users]
  npm run scaffold -- operation <group> <name> [--read|--write]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    label: { type: 'string' },
    route: { type: 'string' },
    noun: { type: 'string' },
    feminine: { type: 'boolean' },
    icon: { type: 'string' },
    read: { type: 'boolean' },
    write: { type: 'boolean' },
  },
});
const [recipe, first, second] = positionals;
try {
  if (recipe === 'section' && first) section(first, values);
  else if (recipe === 'operation' && first && second && !(values.read && values.write)) operation(first, second, values.write ? 'write' : 'read');
  else throw new Error(USAGE);
} catch (failure) {
  console.error(failure instanceof Error ? failure.message : failure);
  process.exit(1);
}
