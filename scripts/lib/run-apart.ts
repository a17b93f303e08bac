import { spawn, type ChildProcess } from 'node:child_process';

export interface ApartOptions {
  env?: NodeJS.ProcessEnv;
  /** Told the child as soon as it exists (to kill it on a stop). */
  started?: (child: ChildProcess) => void;
  /**
   * Quiet: the child's other output is kept only to explain a failure. Otherwise its other stdout lines are
   * printed once it ends and its stderr passes straight through.
   */
  quiet?: boolean;
}

/** How much of a quiet child's output is kept for its failure's message. */
const KEPT_CHARS = 4_000;

/**
 * Runs a TypeScript entry (through tsx) in a process of its own that exits when done, so the caller keeps none of
 * the memory the work takes, and resolves with the JSON the child printed as its last line of stdout.
 */
export function runApart<T>(script: string, args: readonly string[], what: string, options: ApartOptions = {}): Promise<T> {
  const { env = process.env, started, quiet = false } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env, stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'] });
    started?.(child);
    let out = '';
    let kept = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (quiet) kept = (kept + chunk.toString()).slice(-KEPT_CHARS);
    });
    child.stderr?.on('data', (chunk: Buffer) => (kept = (kept + chunk.toString()).slice(-KEPT_CHARS)));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const lines = out.trimEnd().split('\n');
      const last = lines.pop() ?? '';
      if (!quiet && lines.join('').trim() !== '') process.stdout.write(`${lines.join('\n').trim()}\n`);
      const failed = (why: string) => reject(new Error(`${what} failed (${why})${quiet && kept.trim() ? `: ${kept.trim().slice(-300)}` : '.'}`));
      if (code !== 0) return failed(code === null ? `signal ${signal}` : `exit code ${code}`);
      try {
        resolve(JSON.parse(last) as T);
      } catch {
        failed('its last line is not JSON');
      }
    });
  });
}
