/**
 * The static checks of `npm test` (ESLint, Prettier, tsc, and the scaffold recipes, which typecheck and test a
 * scaffolded copy of the tree): independent commands with no clock and no port, run two at a time, one per core.
 */
import { spawn } from 'node:child_process';
import { ROOT } from './paths';

export interface CheckCommand {
  title: string;
  command: string;
  args: string[];
}

export interface CheckResult {
  title: string;
  ok: boolean;
  output: string;
  /** Milliseconds from its start to its end. */
  took: number;
}

/**
 * ESLint type-checks the SPA, the functions and domain, and everything else, each in an ESLint of its own: one
 * ESLint over everything held every project's program at once (3.9 GB), the largest part 2.1 GB (the same
 * commands as `npm run lint` and `npm run typecheck`).
 */
export function staticChecks(wanted: (step: string) => boolean): CheckCommand[] {
  const checks: CheckCommand[] = [];
  if (wanted('lint')) {
    checks.push(
      { title: 'lint web', command: 'npx', args: ['eslint', 'web', '--max-warnings=0'] },
      { title: 'lint functions and domain', command: 'npx', args: ['eslint', 'functions', 'domain', '--max-warnings=0'] },
      {
        title: 'lint the rest',
        command: 'npx',
        args: ['eslint', '.', '--ignore-pattern', 'web/**', '--ignore-pattern', 'functions/**', '--ignore-pattern', 'domain/**', '--max-warnings=0'],
      },
      { title: 'format (prettier --check; `npx prettier --write .` fixes it)', command: 'npx', args: ['prettier', '--check', '.', '--log-level=warn'] },
    );
  }
  if (wanted('scaffold'))
    checks.push({ title: 'scaffold recipes (scripts/scaffold.test.ts)', command: 'npx', args: ['vitest', 'run', '--project', 'scaffold'] });
  if (wanted('typecheck'))
    for (const project of ['web', 'functions', 'tests', 'scripts', 'domain'])
      checks.push({ title: `typecheck ${project}`, command: 'npx', args: ['tsc', '-p', project] });
  return checks;
}

/** Runs the checks `width` at a time; the results in the order given. */
export async function runSideBySide(checks: CheckCommand[], width = 2): Promise<CheckResult[]> {
  const results: Promise<CheckResult>[] = [];
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    while (running >= width) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  for (const check of checks) {
    await slot();
    const started = Date.now();
    results.push(
      new Promise((resolve) => {
        const child = spawn(check.command, check.args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (d: Buffer) => (output += d.toString()));
        child.stderr.on('data', (d: Buffer) => (output += d.toString()));
        child.on('close', (code) => {
          running--;
          waiting.shift()?.();
          resolve({ title: check.title, ok: code === 0, output, took: Date.now() - started });
        });
      }),
    );
  }
  return Promise.all(results);
}
