/**
 * The recipes' counts, measured: a copy of the working tree (tracked and untracked files, node_modules linked)
 * gets a new section and a new operation from `npm run scaffold`, each committed, and `git diff` says which
 * existing files each recipe changed. Then the copy must typecheck and pass the in-process tests over the
 * registries (audit words, policy, addresses, menu, router, guards, callable files, seed, rules) and the new
 * section's own test. ARCHITECTURE.md states these counts.
 */
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const run = promisify(execFile);
/** Written by generators, not by hand: the security rules and the seed. */
const GENERATED = /^(firestore\.rules|storage\.rules|emulator-data\/)/;
const NODE_MODULES = ['node_modules', 'domain/node_modules', 'functions/node_modules', 'web/node_modules', 'tests/callables/node_modules'];
/** Caches the tools write in node_modules: the copy keeps its own. */
const CACHES = ['.vite', '.vite-temp', '.vitest', '.cache'];

/**
 * The existing files a new section is added to (scripts/scaffold/registry-edits.ts), those the tree has: the
 * audit log's tables of records are newer than the rest.
 */
const SECTION_REGISTRIES = ['domain/src/collection-types.ts', 'domain/src/contracts.ts', 'domain/src/policy.ts'];

let copy = '';
const git = (...args: string[]) => execFileSync('git', args, { cwd: copy, encoding: 'utf8' });

/** The working tree as it stands (what a person would scaffold into), with node_modules linked, committed. */
function copyWorkingTree(): void {
  copy = mkdtempSync(join(tmpdir(), 'office-scaffold-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  // A tracked file deleted in the working tree is listed too: it is not part of the tree any more.
  for (const file of files.filter((f) => f && existsSync(join(ROOT, f)))) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(copy, file));
  }
  linkNodeModules();
  git('init', '--quiet');
  commitAll('before');
}

/**
 * `node_modules/<dir>` of the copy: each installed package linked to the original's, but the workspaces' own
 * links (`web`, `@office/domain`), which keep their relative target and so point at the copy's workspaces; else
 * every import of the domain, and vitest's `web/src/test/setup.ts`, would read the original tree.
 */
function linkPackages(dir: string): void {
  mkdirSync(join(copy, dir), { recursive: true });
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (CACHES.includes(entry.name)) continue;
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(join(ROOT, path)), join(copy, path));
    else if (entry.name.startsWith('@') && readdirSync(join(ROOT, path), { withFileTypes: true }).some((e) => e.isSymbolicLink())) linkPackages(path);
    else symlinkSync(join(ROOT, path), join(copy, path));
  }
}

function linkNodeModules(): void {
  for (const dir of NODE_MODULES.filter((d) => existsSync(join(ROOT, d)))) linkPackages(dir);
}

function commitAll(message: string): void {
  git('add', '--all', '.');
  git('-c', 'user.name=scaffold-test', '-c', 'user.email=scaffold@test.invalid', 'commit', '--quiet', '--no-verify', '-m', message);
}

/** What a recipe did: the existing files it changed (generated ones apart), and the files it added. */
function recipe(args: string[]): { edited: string[]; generated: string[]; added: string[] } {
  execFileSync('npx', ['tsx', 'scripts/scaffold.ts', ...args], { cwd: copy, stdio: 'pipe' });
  git('add', '--all', '.');
  const changes = git('diff', '--cached', '--name-status', '--no-renames')
    .trim()
    .split('\n')
    .map((line) => line.split('\t') as [string, string]);
  commitAll(args.join(' '));
  const modified = changes.filter(([status]) => status === 'M').map(([, path]) => path);
  return {
    edited: modified.filter((p) => !GENERATED.test(p)),
    generated: changes.filter(([, path]) => GENERATED.test(path)).map(([, path]) => path),
    added: changes.filter(([status, path]) => status === 'A' && !GENERATED.test(path)).map(([, path]) => path),
  };
}

let section: ReturnType<typeof recipe>;
let operation: ReturnType<typeof recipe>;
let write: ReturnType<typeof recipe>;

beforeAll(() => {
  copyWorkingTree();
  section = recipe(['section', 'contacts', '--label', 'Contatos', '--route', '/contacts', '--icon', 'users']);
  operation = recipe(['operation', 'faq', 'count', '--read']);
  write = recipe(['operation', 'faq', 'markChecked', '--write']);
  console.log(
    `scaffold counts: section ${section.edited.length} edited + ${section.added.length} new (${section.generated.length} generated); ` +
      `read operation ${operation.edited.length} edited + ${operation.added.length} new; write operation ${write.edited.length} edited + ${write.added.length} new`,
  );
}, 300_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run scaffold', () => {
  it('a section: its registries edited, every layer written, rules and seed regenerated', () => {
    expect(section.edited.sort()).toEqual(SECTION_REGISTRIES);
    expect(section.added.sort()).toEqual([
      'domain/src/contacts.ts',
      'domain/src/sections/contacts.ts',
      'functions/src/callables/contacts/create.ts',
      'functions/src/callables/contacts/crud.test.ts',
      'functions/src/callables/contacts/delete.ts',
      'functions/src/callables/contacts/get.ts',
      'functions/src/callables/contacts/list.ts',
      'functions/src/callables/contacts/shared.ts',
      'functions/src/callables/contacts/update.ts',
      'tests/callables/access/contacts.ts',
      'web/src/api/contacts.ts',
      'web/src/features/contacts/ContactForm.tsx',
      'web/src/features/contacts/ContactsPage.tsx',
      'web/src/features/contacts/index.ts',
    ]);
    expect(section.generated).toContain('firestore.rules');
  });

  it('a read operation: its slice and api module edited, its callable file new', () => {
    expect(operation.edited.sort()).toEqual(['domain/src/sections/faq.ts', 'web/src/api/faq.ts']);
    expect(operation.added).toEqual(['functions/src/callables/faq/count.ts']);
  });

  it('a write operation: the same two files edited, its callable file new (its matrix row is written by hand)', () => {
    expect(write.edited.sort()).toEqual(['domain/src/sections/faq.ts', 'web/src/api/faq.ts']);
    expect(write.added).toEqual(['functions/src/callables/faq/mark-checked.ts']);
  });

  it('leaves a tree that typechecks and passes the registries’ in-process tests', async () => {
    const checks = [
      ...['domain', 'functions', 'web', 'tests'].map((project) => ['npx', 'tsc', '-p', project, '--noEmit']),
      [
        'npx',
        'vitest',
        'run',
        // Beside four typechecks, on a machine other work shares: slow is not wrong here.
        '--testTimeout=180000',
        '--hookTimeout=180000',
        'domain/src/audit.test.ts',
        'domain/src/audit-words.test.ts',
        'domain/src/policy.test.ts',
        'domain/src/addresses.test.ts',
        'web/src/app/menu.test.ts',
        'web/src/app/router.test.tsx',
        'web/src/app/guards.test.tsx',
        'functions/src/callables/callables.test.ts',
        'functions/src/callables/contacts/crud.test.ts',
        'scripts/seed/seed.test.ts',
        'scripts/rules/rules.test.ts',
      ],
    ];
    // In parallel: the slowest check sets the time, not their sum.
    const results = await Promise.all(
      checks.map(async ([command = '', ...args]) => {
        try {
          await run(command, args, { cwd: copy, maxBuffer: 64 * 1024 * 1024 });
          return null;
        } catch (failure) {
          const { stdout = '', stderr = '' } = failure as { stdout?: string; stderr?: string };
          return `${[command, ...args].join(' ')}\n${stdout.slice(-6000)}${stderr.slice(-3000)}`;
        }
      }),
    );
    expect(results.filter(Boolean)).toEqual([]);
  }, 600_000);
});
