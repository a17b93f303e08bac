import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { LocalMode } from './mode';
import { ROOT } from './paths';
// Types only: importing seed-store itself would load what this module exists to keep out of the caller.
import type { PreparedData } from './seed-store';

/**
 * `prepareLocalData` (seed-store.ts), run by a child process (prepare-main.ts) that exits when done, so the caller keeps none of
 * the memory seeding takes. Its own lines (an upgrade of older local data, say) pass through.
 */
export function prepareLocalDataApart(mode: LocalMode, embeddedDataDir: string, firestoreHost?: string): Promise<PreparedData> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts', 'lib', 'prepare-main.ts'), mode, embeddedDataDir, ...(firestoreHost ? [firestoreHost] : [])],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const lines = out.trimEnd().split('\n');
      const last = lines.pop() ?? '';
      if (lines.length > 0) process.stdout.write(`${lines.join('\n').trim()}\n`);
      if (code !== 0) return reject(new Error(`Preparing the local data failed (exit code ${code}).`));
      resolve(JSON.parse(last) as PreparedData);
    });
  });
}
