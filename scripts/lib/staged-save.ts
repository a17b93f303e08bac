/**
 * A save that replaces the previous one whole, for the emulators' exports: it is written to `<dir>.next`, then
 * swapped in by two renames (`dir` to `<dir>.previous`, `.next` to `dir`), so a crash at any moment leaves one
 * complete save that `recoverSave` finds. `complete` tells a finished save from a half-written one (each
 * exporter leaves its own metadata file last).
 */
import { existsSync, renameSync, rmSync } from 'node:fs';

/** Where a save is written before it replaces `dir`, and where `dir` waits while it does. */
export const stagingOf = (dir: string) => ({ next: `${dir}.next`, previous: `${dir}.previous` });

/** Replaces `dir` with the finished save in staging; false when staging holds no finished save. */
export function promoteSave(dir: string, complete: (dir: string) => boolean): boolean {
  const { next, previous } = stagingOf(dir);
  if (!complete(next)) return false;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dir)) renameSync(dir, previous);
  renameSync(next, dir);
  rmSync(previous, { recursive: true, force: true });
  return true;
}

/**
 * Makes `dir` the newest complete save: a finished save still in staging wins (the launcher stopped before
 * swapping it in), then `dir`, then the one being replaced; null when there is none. Staging is emptied.
 */
export function recoverSave(dir: string, complete: (dir: string) => boolean): 'staged' | 'current' | 'previous' | null {
  const { next, previous } = stagingOf(dir);
  let source: 'staged' | 'current' | 'previous' | null = null;
  if (complete(next)) {
    rmSync(dir, { recursive: true, force: true });
    renameSync(next, dir);
    source = 'staged';
  } else if (complete(dir)) source = 'current';
  else if (complete(previous)) {
    rmSync(dir, { recursive: true, force: true });
    renameSync(previous, dir);
    source = 'previous';
  }
  rmSync(next, { recursive: true, force: true });
  rmSync(previous, { recursive: true, force: true });
  return source;
}
