import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recoverFirestoreSave } from './firestore-state';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

/** A save folder as the emulator's export leaves it, marked by `tag`; without its metadata when `complete` is false. */
function save(dir: string, tag: string, complete = true): void {
  mkdirSync(join(dir, 'state', 'all_namespaces'), { recursive: true });
  writeFileSync(join(dir, 'state', 'all_namespaces', 'tag'), tag);
  if (complete) writeFileSync(join(dir, 'state', 'state.overall_export_metadata'), 'meta');
}

function layout(): { dir: string; tagOf: () => string | null } {
  const root = mkdtempSync(join(tmpdir(), 'firestore-state-'));
  roots.push(root);
  const dir = join(root, 'firestore');
  const tagFile = join(dir, 'state', 'all_namespaces', 'tag');
  return { dir, tagOf: () => (existsSync(tagFile) ? readFileSync(tagFile, 'utf8') : null) };
}

describe('the Firestore save npm start imports', () => {
  it('is nothing on a first run', () => {
    const { dir } = layout();
    expect(recoverFirestoreSave(dir)).toBeNull();
  });

  it('is a finished export still in staging, before the current save', () => {
    const { dir, tagOf } = layout();
    save(dir, 'current');
    save(`${dir}.next`, 'staged');
    expect(recoverFirestoreSave(dir)).toBe(join(dir, 'state', 'state.overall_export_metadata'));
    expect(tagOf()).toBe('staged');
    expect(existsSync(`${dir}.next`)).toBe(false);
  });

  it('keeps the current save when the export in staging was cut short', () => {
    const { dir, tagOf } = layout();
    save(dir, 'current');
    save(`${dir}.next`, 'half', false);
    expect(recoverFirestoreSave(dir)).not.toBeNull();
    expect(tagOf()).toBe('current');
    expect(existsSync(`${dir}.next`)).toBe(false);
  });

  it('falls back to the save being replaced when the crash came between the two renames', () => {
    const { dir, tagOf } = layout();
    save(`${dir}.previous`, 'previous');
    expect(recoverFirestoreSave(dir)).not.toBeNull();
    expect(tagOf()).toBe('previous');
    expect(existsSync(`${dir}.previous`)).toBe(false);
  });
});
