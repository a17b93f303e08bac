/**
 * The local Firestore data survives restarts. The official emulator keeps documents in memory, so `npm start`
 * imports the last save when it starts the jar and exports again: within a second of any audited change (every
 * write of the app is audited), every half minute in any case (the notifier's own bookkeeping), and once more
 * when it stops. An export goes to staging and replaces the current save in two renames, so a crash at any
 * moment leaves one complete save; a crash loses at most the changes since the last export.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTIONS } from '@office/domain/policy';
import { LOCAL_PROJECT_ID } from '@office/domain/config';
import { everyAfter } from './checks-loop';
import { promoteSave, recoverSave, stagingOf } from './staged-save';

const NAME = 'state';
const metadataOf = (dir: string) => join(dir, NAME, `${NAME}.overall_export_metadata`);
const complete = (dir: string) => existsSync(metadataOf(dir));

/** The `--import-data` argument for the newest complete save in `dir` (staged-save.ts), or null on a first run. */
export function recoverFirestoreSave(dir: string): string | null {
  return recoverSave(dir, complete) ? metadataOf(dir) : null;
}

/** Exports everything the emulator at `host` holds into staging, then swaps it in. */
export async function saveFirestore(host: string, dir: string): Promise<void> {
  const { next } = stagingOf(dir);
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  const response = await fetch(`http://${host}/emulator/v1/projects/${LOCAL_PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ database: `projects/${LOCAL_PROJECT_ID}/databases/(default)`, export_directory: next, export_name: NAME }),
  });
  if (!response.ok) throw new Error(`The Firestore emulator answered ${response.status} to the export: ${await response.text()}`);
  if (!promoteSave(dir, complete)) throw new Error(`The Firestore emulator's export left no ${metadataOf(next)}`);
}

/** The instant of the newest audit entry: it moves on with every write the app makes. */
async function newestAudit(host: string): Promise<string> {
  const response = await fetch(`http://${host}/v1/projects/${LOCAL_PROJECT_ID}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: { from: [{ collectionId: COLLECTIONS.audit }], orderBy: [{ field: { fieldPath: 'at' }, direction: 'DESCENDING' }], limit: 1 },
    }),
  });
  if (!response.ok) throw new Error(`The Firestore emulator answered ${response.status} to a query`);
  const [first] = (await response.json()) as { document?: { fields?: { at?: { stringValue?: string } } } }[];
  return first?.document?.fields?.at?.stringValue ?? '';
}

export interface FirestoreSaver {
  /** Stops watching and saves once more; resolves when that save is complete. */
  stop(): Promise<void>;
}

export function watchFirestoreState(
  host: string,
  dir: string,
  log: (line: string) => void,
  options: { checkMs?: number; everyMs?: number } = {},
): FirestoreSaver {
  const checkMs = options.checkMs ?? 1_000;
  const everyMs = options.everyMs ?? 30_000;
  let seen: string | null = null;
  // The first check saves: the seed, or the data as this run found it.
  let savedAt = 0;
  let stopped = false;
  const loop = everyAfter(checkMs, async () => {
    try {
      const newest = await newestAudit(host);
      const changed = seen !== null && newest !== seen;
      if (changed || Date.now() - savedAt >= everyMs) {
        await saveFirestore(host, dir);
        savedAt = Date.now();
        // The export began after `newest` was read, so it holds every change up to that instant.
        if (changed) log(`Documents changed: saved to .local-data (through ${newest}).`);
      }
      seen = newest;
    } catch (error) {
      if (!stopped) log(`Could not save the Firestore data (will try again): ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return {
    async stop() {
      stopped = true;
      await loop.stop();
      await saveFirestore(host, dir);
    },
  };
}
