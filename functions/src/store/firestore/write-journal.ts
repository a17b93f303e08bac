import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { JsonValue } from '../port';

/**
 * A write-ahead journal for the Firestore emulator, which holds documents in memory: the local launcher saves
 * them by export now and then (scripts/lib/firestore-state.ts), and a crash would lose what was acknowledged
 * since. With OFFICE_FIRESTORE_JOURNAL set (the launcher's own environment; a deployment never sets it), the
 * Firestore adapter appends, after each write commits and before the call returns, one line per committed
 * write with the full resulting state of each document it wrote (the data with the adapter's `_version`,
 * `_createdAt` and `_updatedAt`) or its deletion, and fsyncs it. Full states make a replay idempotent: the last
 * line that names a document holds its newest state, whatever older lines or saves held.
 *
 * Each entry opens the file, writes its line with one write() (O_APPEND) and closes it, so the launcher may
 * rename the file at any moment: a later entry starts a new file at the same path. Appends happen while the
 * transaction still holds its locks of the emulator gate (emulator-gate.ts), so the lines naming a document are
 * in its commits' order (lines of transactions on other documents may interleave; full states make that moot).
 */
export interface JournalWrite {
  collection: string;
  id: string;
  /** The document as stored (data and meta fields), or null when the write deleted it. */
  state: { [field: string]: JsonValue } | null;
}

export interface WriteJournal {
  /** Makes the writes of one committed transaction durable; throws when it cannot. */
  append(writes: readonly JournalWrite[]): void;
}

/** One line of the file: the writes of one transaction, in the order the transaction made them. */
interface JournalLine {
  w: { c: string; id: string; s: JournalWrite['state'] }[];
}

export function fileJournal(path: string): WriteJournal {
  return {
    append(writes) {
      if (writes.length === 0) return;
      const line: JournalLine = { w: writes.map((w) => ({ c: w.collection, id: w.id, s: w.state })) };
      const fd = openSync(path, 'a');
      try {
        writeSync(fd, `${JSON.stringify(line)}\n`);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    },
  };
}

/** The journal named by OFFICE_FIRESTORE_JOURNAL when the functions run on the emulator, else none. */
export function journalFromEnv(env: NodeJS.ProcessEnv = process.env): WriteJournal | null {
  const path = env.OFFICE_FIRESTORE_JOURNAL;
  if (!path || !env.FIRESTORE_EMULATOR_HOST) return null;
  return fileJournal(path);
}

/**
 * The transactions a journal file holds, oldest first. A line cut short by a crash (its write never returned,
 * so its call was never acknowledged) is skipped; a missing file holds none.
 */
export function readJournal(path: string): JournalWrite[][] {
  if (!existsSync(path)) return [];
  const entries: JournalWrite[][] = [];
  for (const text of readFileSync(path, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    let line: JournalLine;
    try {
      line = JSON.parse(text) as JournalLine;
    } catch {
      continue;
    }
    entries.push(line.w.map((w) => ({ collection: w.c, id: w.id, state: w.s })));
  }
  return entries;
}

/** A value in the REST API's terms, typed as firebase-admin types it (a safe integer is an integer, else a double). */
function restValue(value: JsonValue): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isSafeInteger(value) && !Object.is(value, -0) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value) } };
}

function restFields(data: { [field: string]: JsonValue }): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, restValue(v)]));
}

/**
 * Writes each journaled document's newest state (or its deletion) onto the emulator at `host`, as its owner
 * (past the security rules), and returns how many documents it wrote. The launcher runs it on a jar nobody else
 * writes to yet, right after importing the last save.
 */
export async function replayJournal(host: string, projectId: string, files: readonly string[]): Promise<number> {
  const root = `projects/${projectId}/databases/(default)/documents`;
  // Each line holds full states, so a document's last line is its newest state: only that one is written.
  const newest = new Map<string, JournalWrite>();
  for (const file of files) for (const w of readJournal(file).flat()) newest.set(`${w.collection}/${w.id}`, w);
  const writes = [...newest.values()];
  const toRest = (w: JournalWrite) =>
    w.state ? { update: { name: `${root}/${w.collection}/${w.id}`, fields: restFields(w.state) } } : { delete: `${root}/${w.collection}/${w.id}` };
  for (let i = 0; i < writes.length; i += 400) {
    const response = await fetch(`http://${host}/v1/${root}:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ writes: writes.slice(i, i + 400).map(toRest) }),
    });
    if (!response.ok) throw new Error(`The Firestore emulator answered ${response.status} to the journal's replay: ${await response.text()}`);
  }
  return writes.length;
}
