import { appendFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileJournal, journalFromEnv, readJournal, type JournalWrite } from './write-journal';

const dirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'journal-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const created: JournalWrite = { collection: 'clients', id: 'c1', state: { name: 'Ana', n: 2, x: 1.5, nested: { a: [1, 'b', null, true] }, _version: 1 } };
const deleted: JournalWrite = { collection: 'clientDocuments', id: '12345678909', state: null };

describe('the write journal', () => {
  it('keeps one line per transaction, in order, with full states and deletions', () => {
    const path = join(scratch(), 'current.jsonl');
    const journal = fileJournal(path);
    journal.append([created, deleted]);
    journal.append([]);
    journal.append([{ ...created, state: { ...created.state, name: 'Ana Maria', _version: 2 } }]);
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(2);
    expect(readJournal(path)).toEqual([[created, deleted], [{ ...created, state: { ...created.state, name: 'Ana Maria', _version: 2 } }]]);
  });

  it('starts a new file at its path once the launcher renamed it aside', () => {
    const dir = scratch();
    const path = join(dir, 'current.jsonl');
    const journal = fileJournal(path);
    journal.append([created]);
    renameSync(path, join(dir, 'rotated-1.jsonl'));
    journal.append([deleted]);
    expect(readJournal(join(dir, 'rotated-1.jsonl'))).toEqual([[created]]);
    expect(readJournal(path)).toEqual([[deleted]]);
  });

  it('skips a line a crash cut short, and reads a missing file as empty', () => {
    const path = join(scratch(), 'current.jsonl');
    fileJournal(path).append([created]);
    appendFileSync(path, '{"w":[{"c":"clients","id":"c2","s":{"na');
    expect(readJournal(path)).toEqual([[created]]);
    expect(readJournal(join(scratch(), 'none.jsonl'))).toEqual([]);
  });

  it('is kept only when the launcher names it and the functions run on the emulator', () => {
    const path = join(scratch(), 'current.jsonl');
    expect(journalFromEnv({ OFFICE_FIRESTORE_JOURNAL: path })).toBeNull();
    expect(journalFromEnv({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' })).toBeNull();
    journalFromEnv({ OFFICE_FIRESTORE_JOURNAL: path, FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' })?.append([created]);
    expect(existsSync(path)).toBe(true);
  });
});
