/**
 * The local Auth state survives a crash. The Auth emulator keeps accounts in memory and writes them only when
 * asked (`--export-on-exit`), so a hard kill used to bring back an older export. Here the launcher watches the
 * accounts and exports whenever they change (a colleague added, a password set, claims re-minted), through
 * the emulator hub, into a staging directory that replaces the current export in two renames; a crash at
 * any point leaves one complete export that `recoverExport` finds at the next start.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_PORTS, LOCAL_PROJECT_ID } from '@office/domain/config';
import { everyAfter, type CheckLoop } from './checks-loop';
import type { LocalMode } from './mode';
import { ROOT, SEED_DIR } from './paths';
import { promoteSave, recoverSave, stagingOf } from './staged-save';

const METADATA = 'firebase-export-metadata.json';
const complete = (dir: string) => existsSync(join(dir, METADATA));

/**
 * Makes `dir` the newest complete export (staged-save.ts); on a first run, the seed's accounts. Half-written
 * exports (the hub's temporary `firebase-export-*` folders) are removed.
 */
export function recoverExport(dir: string): 'staged' | 'current' | 'previous' | 'seed' {
  for (const entry of readdirSync(ROOT)) if (entry.startsWith('firebase-export-')) rmSync(join(ROOT, entry), { recursive: true, force: true });
  const source = recoverSave(dir, complete);
  if (source) return source;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(SEED_DIR, 'auth_export'), join(dir, 'auth_export'), { recursive: true });
  cpSync(join(SEED_DIR, METADATA), join(dir, METADATA));
  return 'seed';
}

/** Replaces `dir` with the finished export in staging. */
export function promoteStaged(dir: string): void {
  promoteSave(dir, complete);
}

/** The accounts as the emulator holds them, minus the sign-in timestamps (a sign-in is not a change to keep). */
async function accountsFingerprint(): Promise<string> {
  const url = `http://127.0.0.1:${EMULATOR_PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${LOCAL_PROJECT_ID}/accounts:batchGet?maxResults=-1`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`Auth emulator answered ${response.status} listing accounts`);
  const body = (await response.json()) as { users?: Record<string, unknown>[] };
  const users = (body.users ?? [])
    .map(({ lastLoginAt: _login, lastRefreshAt: _refresh, ...kept }) => kept)
    .sort((a, b) => String(a.localId).localeCompare(String(b.localId)));
  return createHash('sha256').update(JSON.stringify(users)).digest('hex');
}

/** Asks the hub to export into staging, then swaps it in. */
async function exportNow(dir: string, mode: LocalMode): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${EMULATOR_PORTS.hub}/_admin/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // In embedded mode the store is SQLite (already durable): only Auth needs exporting.
    body: JSON.stringify({ path: stagingOf(dir).next, initiatedBy: 'office-launcher', targets: mode === 'embedded' ? ['auth'] : undefined }),
  });
  if (!response.ok) throw new Error(`Emulator hub answered ${response.status} to the export: ${await response.text()}`);
  promoteStaged(dir);
}

export type AuthStateWatcher = CheckLoop;

/** Exports whenever the accounts change, checking every `intervalMs`. */
export function watchAuthState(dir: string, mode: LocalMode, intervalMs: number, log: (line: string) => void): AuthStateWatcher {
  let last: string | null = null;
  let stopped = false;
  const loop = everyAfter(intervalMs, async () => {
    try {
      const now = await accountsFingerprint();
      if (last !== null && now !== last) {
        await exportNow(dir, mode);
        log('Sign-in accounts changed: saved to .local-data.');
      }
      last = now;
    } catch (error) {
      if (!stopped) log(`Could not save the sign-in accounts (will try again): ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return {
    async stop() {
      stopped = true;
      await loop.stop();
    },
  };
}
