/**
 * The local Firestore data survives restarts and crashes. The official emulator keeps documents in memory, so
 * `npm start` imports the last save when it starts the jar and exports again: within a second of any audited
 * change (every write of the app is audited), every half minute in any case (the notifier's own bookkeeping),
 * and once more when it stops. An export goes to staging and replaces the current save in two renames, so a
 * crash at any moment leaves one complete save.
 *
 * What an export has not caught yet is in the write journal (functions/src/store/firestore/write-journal.ts):
 * the functions append every committed write to `<dir>.journal/current.jsonl` before they answer. Each save
 * first renames that file aside (`rotated-<n>.jsonl`), then exports, and deletes the renamed files only once the
 * export is complete: a line appended to a renamed file belongs to a write committed before the export began.
 * At start, after the import, every journal file left is replayed onto the jar in order, then saved.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTIONS } from '@office/domain/policy';
import { LOCAL_PROJECT_ID } from '@office/domain/config';
import { replayJournal } from '../../functions/src/store/firestore/write-journal';
import { everyAfter } from './checks-loop';
import { promoteSave, recoverSave, stagingOf } from './staged-save';

const NAME = 'state';
const metadataOf = (dir: string) => join(dir, NAME, `${NAME}.overall_export_metadata`);
const complete = (dir: string) => existsSync(metadataOf(dir));

/** The `--import-data` argument for the newest complete save in `dir` (staged-save.ts), or null on a first run. */
export function recoverFirestoreSave(dir: string): string | null {
  return recoverSave(dir, complete) ? metadataOf(dir) : null;
}

/** The folder of the write journal beside the save `dir`, and the file the functions append to (OFFICE_FIRESTORE_JOURNAL). */
export const journalOf = (dir: string) => ({ dir: `${dir}.journal`, current: join(`${dir}.journal`, 'current.jsonl') });

const ROTATED = /^rotated-(\d+)\.jsonl$/;

/** Renames the journal aside and returns every renamed file, oldest first (those a failed save left too). */
export function rotateJournal(dir: string): string[] {
  const journal = journalOf(dir);
  mkdirSync(journal.dir, { recursive: true });
  const numbered = () =>
    readdirSync(journal.dir)
      .map((name) => ({ name, n: Number(ROTATED.exec(name)?.[1] ?? NaN) }))
      .filter((f) => Number.isFinite(f.n))
      .sort((a, b) => a.n - b.n);
  const last = numbered().at(-1)?.n ?? 0;
  if (existsSync(journal.current)) renameSync(journal.current, join(journal.dir, `rotated-${String(last + 1).padStart(9, '0')}.jsonl`));
  return numbered().map((f) => join(journal.dir, f.name));
}

/**
 * After the import, before anything else writes: replays what the journal holds beyond the save, and saves
 * (which drops the replayed files). Returns the number of documents written back.
 */
export async function restoreFirestoreJournal(host: string, dir: string): Promise<number> {
  const files = rotateJournal(dir);
  if (files.length === 0) return 0;
  const written = await replayJournal(host, LOCAL_PROJECT_ID, files);
  await saveFirestore(host, dir);
  return written;
}

/** Exports everything the emulator at `host` holds into staging, then swaps it in; drops the journal it covers. */
export async function saveFirestore(host: string, dir: string): Promise<void> {
  // Renamed before the export begins: every line in these files is of a write the export holds.
  const covered = rotateJournal(dir);
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
  for (const file of covered) rmSync(file, { force: true });
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
