import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileJournal, readJournal } from '../../functions/src/store/firestore/write-journal';
import { journalOf, recoverFirestoreSave, restoreFirestoreJournal, rotateJournal, saveFirestore } from './firestore-state';

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

/**
 * A stand-in for the emulator's export and commit endpoints: an export writes a finished save (after running
 * `duringExport`, a write landing while it runs) or fails; commits are recorded.
 */
async function fakeEmulator(options: { failExport?: () => boolean; duringExport?: () => void } = {}) {
  const commits: unknown[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const json = JSON.parse(body) as { export_directory?: string; writes?: unknown[] };
      if (req.url?.endsWith(':export')) {
        options.duringExport?.();
        if (options.failExport?.()) {
          res.writeHead(500).end('export failed');
          return;
        }
        save(json.export_directory!, 'exported');
      } else commits.push(...(json.writes ?? []));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { host: `127.0.0.1:${(server.address() as AddressInfo).port}`, commits };
}
const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

const journalFiles = (dir: string) => readdirSync(journalOf(dir).dir).sort();
/** The journal the functions append to; the launcher makes its folder before they start. */
function journalIn(dir: string) {
  mkdirSync(journalOf(dir).dir, { recursive: true });
  return fileJournal(journalOf(dir).current);
}

describe('the write journal beside the save', () => {
  it('is renamed aside before each export and dropped once the export is complete; a write during the export stays', async () => {
    const { dir } = layout();
    const journal = journalIn(dir);
    journal.append([{ collection: 'clients', id: 'c1', state: { name: 'Ana', _version: 1 } }]);
    const during = { collection: 'clients', id: 'c2', state: { name: 'Bia', _version: 1 } };
    const emulator = await fakeEmulator({ duringExport: () => journal.append([during]) });
    await saveFirestore(emulator.host, dir);
    expect(journalFiles(dir)).toEqual(['current.jsonl']);
    expect(readJournal(journalOf(dir).current)).toEqual([[during]]);
  });

  it('keeps what a failed export did not cover, in order, until an export completes', async () => {
    const { dir } = layout();
    const journal = journalIn(dir);
    let fail = true;
    const emulator = await fakeEmulator({ failExport: () => fail });
    journal.append([{ collection: 'clients', id: 'c1', state: { n: 1 } }]);
    await expect(saveFirestore(emulator.host, dir)).rejects.toThrow('500');
    journal.append([{ collection: 'clients', id: 'c1', state: { n: 2 } }]);
    await expect(saveFirestore(emulator.host, dir)).rejects.toThrow('500');
    expect(journalFiles(dir)).toEqual(['rotated-000000001.jsonl', 'rotated-000000002.jsonl']);
    expect(rotateJournal(dir).map((f) => readJournal(f)[0]?.[0]?.state)).toEqual([{ n: 1 }, { n: 2 }]);
    fail = false;
    await saveFirestore(emulator.host, dir);
    expect(journalFiles(dir)).toEqual([]);
  });

  it('is replayed at start as each document’s newest state or deletion, then saved and dropped', async () => {
    const { dir } = layout();
    const journal = journalIn(dir);
    journal.append([
      { collection: 'clients', id: 'c1', state: { name: 'Ana', _version: 1 } },
      { collection: 'clientDocuments', id: 'd1', state: { clientId: 'c1' } },
    ]);
    rotateJournal(dir);
    journal.append([{ collection: 'clients', id: 'c1', state: { name: 'Ana Maria', n: 2, x: 0.5, tags: ['a'], address: null, _version: 2 } }]);
    journal.append([{ collection: 'clientDocuments', id: 'd1', state: null }]);
    const emulator = await fakeEmulator();
    expect(await restoreFirestoreJournal(emulator.host, dir)).toBe(2);
    const root = 'projects/demo-escritorio/databases/(default)/documents';
    expect(emulator.commits).toEqual([
      {
        update: {
          name: `${root}/clients/c1`,
          fields: {
            name: { stringValue: 'Ana Maria' },
            n: { integerValue: '2' },
            x: { doubleValue: 0.5 },
            tags: { arrayValue: { values: [{ stringValue: 'a' }] } },
            address: { nullValue: null },
            _version: { integerValue: '2' },
          },
        },
      },
      { delete: `${root}/clientDocuments/d1` },
    ]);
    expect(journalFiles(dir)).toEqual([]);
    expect(existsSync(join(dir, 'state', 'state.overall_export_metadata'))).toBe(true);
    // Nothing journaled: nothing replayed, no save.
    expect(await restoreFirestoreJournal(emulator.host, layout().dir)).toBe(0);
  });
});
