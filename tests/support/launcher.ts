/**
 * Runs `npm start` the way a person does, on a throwaway copy of the local data, and ends it the ways a
 * machine does: SIGTERM to npm, or SIGKILL to every process it started (a crash, a power cut).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { EMULATOR_PORTS } from '@office/domain/config';
import { ROOT } from '../../scripts/lib/paths';
import { portInUse } from '../../scripts/lib/ports';

export interface Launched {
  npm: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `npm start` and resolves once it prints that it is ready. */
export function launch(localData: string, env: Record<string, string> = {}): Promise<Launched> {
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    // The build already ran (scripts/test.ts builds before the emulator suites).
    env: { ...process.env, OFFICE_LOCAL_DATA: localData, OFFICE_SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('Ready in')) resolve({ npm, output: () => text, exited });
    };
    npm.stdout?.on('data', onData);
    npm.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${text.slice(-3000)}`)));
  });
}

/** Every process under `pid`, deepest first. */
export function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const children = (parent: number): number[] => table.filter(([, ppid]) => ppid === parent).flatMap(([child]) => [...children(child), child]);
  return children(pid);
}

/** SIGKILL to npm, the launcher, the emulators and their function workers, all at once: nothing gets to save. */
export async function crash(launched: Launched): Promise<void> {
  const pid = launched.npm.pid!;
  for (const target of [...descendants(pid), pid]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await launched.exited;
  await portsFree();
}

/** Resolves when no emulator port answers any more (after at most `timeoutMs`, rejects). */
export async function portsFree(timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busy = [];
    for (const port of Object.values(EMULATOR_PORTS)) if (await portInUse(port)) busy.push(port);
    if (busy.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Ports still in use: ${busy.join(', ')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Processes still running whose command line names the throwaway data directory. */
export function leftovers(localData: string): string[] {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => line.includes(localData));
}
