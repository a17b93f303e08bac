import { join } from 'node:path';
import type { LocalMode } from './mode';
import { ROOT } from './paths';
import { runApart } from './run-apart';
// Types only: importing seed-store itself would load what this module exists to keep out of the caller.
import type { PreparedData } from './seed-store';

/**
 * `prepareLocalData` (seed-store.ts), run by a child process (prepare-main.ts) that exits when done, so the caller keeps none of
 * the memory seeding takes. Its own lines (an upgrade of older local data, say) pass through.
 */
export function prepareLocalDataApart(mode: LocalMode, embeddedDataDir: string, firestoreHost?: string): Promise<PreparedData> {
  const args = [mode, embeddedDataDir, ...(firestoreHost ? [firestoreHost] : [])];
  return runApart<PreparedData>(join(ROOT, 'scripts', 'lib', 'prepare-main.ts'), args, 'Preparing the local data');
}
