/**
 * New versions of one file sent at once, on the embedded stores (SQLite and files on disk): one becomes the next
 * version, the others are refused, and no upload's bytes are silently overwritten. The HTTP suite (files.test.ts)
 * runs the same race through the files function on the Firestore emulator.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLLECTIONS, SIMULTANEOUS_VERSION_REASON, versionPath } from '@office/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStores, type Stores } from '../store/open-stores';
import { typedStores } from '../store/typed';
import type { CallableContext } from './define-callable';
import { claimIdOf, STALE_CLAIM_MS } from './file-version-claims';
import { deleteWithVersions, fileMetadata, putNewVersion } from './section-files';

const dataDir = mkdtempSync(join(tmpdir(), 'office-file-versions-'));
let opened: Stores;
const ctxOf = (uid: string): CallableContext => ({ uid, ip: '127.0.0.1', staff: null, stores: typedStores(opened) });
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const pdf = (words: string) => new TextEncoder().encode(`%PDF-1.7\n% ${words}\n%%EOF\n`);

beforeAll(async () => {
  opened = await openStores({ mode: 'embedded', dataDir });
});
afterAll(async () => {
  await opened.documents.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function firstVersion(path: string): Promise<void> {
  await opened.files.put(path, pdf('minuta'), {
    contentType: 'application/pdf',
    metadata: fileMetadata({ originalName: 'Contrato.pdf', uploadedBy: 'ana', uploadedAt: '2026-11-20T12:00:00.000Z', version: 1 }),
  });
}

const upload = (words: string, at = new Date().toISOString()) => ({ bytes: pdf(words), contentType: 'application/pdf', originalName: `${words}.pdf`, at });

describe('new versions of one file sent at once', () => {
  it('makes one of them version 2, refuses the others with a pt-BR reason, and loses no bytes', async () => {
    const path = 'clients/cli-001/a1-contrato.pdf';
    await firstVersion(path);
    const sent = ['assinado por Ana', 'assinado por Bruno', 'assinado por Carla'];
    const results = await Promise.allSettled(sent.map((words, i) => putNewVersion(ctxOf(`uid-${i}`), path, upload(words))));

    const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [sent[i]] : []));
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(HttpsError);
      expect((r.reason as HttpsError).details).toEqual({ id: 'conflict', reason: SIMULTANEOUS_VERSION_REASON });
    }
    const now = await opened.files.read(path);
    expect([text(now!.bytes), now!.file.metadata.version]).toEqual([text(pdf(won[0]!)), '2']);
    // Version 1 kept once, untouched; nothing else in the history.
    const kept = await opened.files.list(`clients/cli-001/versions/a1-contrato.pdf`);
    expect(kept.map((f) => f.path)).toEqual([versionPath(path, 1)]);
    expect(text((await opened.files.read(versionPath(path, 1)))!.bytes)).toBe(text(pdf('minuta')));

    // The next one, sent after, becomes version 3.
    await putNewVersion(ctxOf('uid-0'), path, upload('com aditivo'));
    expect((await opened.files.stat(path))?.metadata.version).toBe('3');
  });

  it('takes over a claim whose upload died, but not one under way', async () => {
    const path = 'clients/cli-002/b1-procuracao.pdf';
    await firstVersion(path);
    const claim = (minutesAgo: number) =>
      opened.documents.create(COLLECTIONS.fileVersions, claimIdOf(path), {
        path,
        version: 2,
        uploadedBy: 'uid-9',
        at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      });
    await claim(1);
    await expect(putNewVersion(ctxOf('uid-1'), path, upload('nova'))).rejects.toMatchObject({ details: { id: 'conflict' } });
    expect((await opened.files.stat(path))?.metadata.version).toBe('1');

    await opened.documents.delete(COLLECTIONS.fileVersions, claimIdOf(path));
    await claim(STALE_CLAIM_MS / 60_000 + 1);
    await putNewVersion(ctxOf('uid-1'), path, upload('nova'));
    expect((await opened.files.stat(path))?.metadata.version).toBe('2');
    expect((await opened.documents.get(COLLECTIONS.fileVersions, claimIdOf(path)))?.data).toMatchObject({ version: 2, uploadedBy: 'uid-1' });
  });

  it('gives the number back when the upload fails, and drops the claim with the file', async () => {
    const path = 'clients/cli-003/c1-peticao.pdf';
    await firstVersion(path);
    // The disk fails on the new bytes (fault injected into the real store): the kept copy was written, then removed.
    const store = opened.files;
    const put = store.put.bind(store);
    store.put = (p, bytes, options) => (p === path ? Promise.reject(new Error('disk full')) : put(p, bytes, options));
    try {
      await expect(putNewVersion(ctxOf('uid-1'), path, upload('nova'))).rejects.toThrow('disk full');
    } finally {
      store.put = put;
    }
    expect((await opened.documents.get(COLLECTIONS.fileVersions, claimIdOf(path)))?.data.version).toBe(1);
    expect(await opened.files.list(`clients/cli-003/versions/c1-peticao.pdf`)).toEqual([]);
    await putNewVersion(ctxOf('uid-1'), path, upload('nova'));
    expect((await opened.files.stat(path))?.metadata.version).toBe('2');

    await deleteWithVersions(ctxOf('uid-1'), path);
    expect(await opened.documents.get(COLLECTIONS.fileVersions, claimIdOf(path))).toBeNull();
  });
});
