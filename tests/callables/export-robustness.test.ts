/**
 * The export job's robustness: a run that outlived its lease cannot write parts beside the run that took over (its
 * writes are fenced by its attempt); the periodic pass removes expired archives and starts an export left queued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EMULATOR_PORTS, EXPORTS_FOLDER, FUNCTIONS_REGION, LOCAL_PROJECT_ID, exportDownloadPath, type ExportView } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { typedStores, type TypedStores } from '../../functions/src/store/typed';
import { ConflictError } from '../../functions/src/store/errors';
import { writeArchive } from '../../functions/src/entities/exports/archive';
import { requireHeld, takeExport } from '../../functions/src/entities/exports/export-write';
import { runExport } from '../../functions/src/entities/exports/run-export';
import { exportsPass } from '../../functions/src/entities/exports/export-pass';
import { readZipEntries } from '../../functions/src/platform/zip-entries';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
let adminToken: string;
let stores: Stores;
let typed: TypedStores;
let clientId: string;

beforeAll(async () => {
  adminToken = await signIn(admin.email, admin.password);
  stores = await testStores();
  typed = typedStores(stores);
  clientId = (await typed.documents.list(COLLECTIONS.clients, { limit: 1 })).docs[0]!.id;
});
afterAll(async () => stores?.documents.close());

/** A client's export (LGPD), queued as the page asks for it, not run. */
async function queued(): Promise<ExportView> {
  const res = await callFn<ExportView>('exports-start', { scope: 'cliente', clientId }, adminToken);
  expect(res.result?.status).toBe('na-fila');
  return res.result!;
}

const storedParts = async (id: string) => (await typed.files.list(`${EXPORTS_FOLDER}/${id}`)).map((f) => f.path);

describe('the export job', () => {
  let ready: ExportView;

  it('fences a run that outlived its lease: it writes nothing beside the run that took over', async () => {
    const { id } = await queued();
    // Run 1 takes the export, then stalls past its lease; run 2 takes it over and finishes the archive.
    const stale = (await takeExport(typed.documents, id))!;
    await typed.documents.update(COLLECTIONS.exports, id, stale.version, { leaseUntil: new Date(Date.now() - 1000).toISOString() });
    const finished = await runExport(typed, id);
    expect(finished.data).toMatchObject({ status: 'pronta', attempt: 2 });
    // Run 1 wakes up and goes on writing its (smaller) archive: its first part is refused, nothing is stored.
    const late = writeArchive(typed, id, { readme: 'Execução atrasada', collections: [], files: [] }, async () => undefined, {
      attempt: 1,
      fence: () => requireHeld(typed.documents, id, 1),
    });
    await expect(late).rejects.toBeInstanceOf(ConflictError);
    expect((await storedParts(id)).every((p) => p.startsWith(`${EXPORTS_FOLDER}/${id}/run-2/`))).toBe(true);

    // The archive the administrator downloads is run 2's, whole.
    ready = (await callFn<{ items: ExportView[] }>('exports-list', {}, adminToken)).result!.items.find((e) => e.id === id)!;
    const res = await fetch(`${FILES}/${exportDownloadPath(id, ready.fileName)}`, { headers: { authorization: `Bearer ${adminToken}` } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBe(ready.size);
    const read = readZipEntries(bytes, 1024 ** 3);
    expect('entries' in read && read.entries.some((e) => e.name === 'dados/clients.json')).toBe(true);
  });

  it('has the periodic pass remove an expired archive, with no new export asked for', async () => {
    const stored = (await typed.documents.get(COLLECTIONS.exports, ready.id))!;
    expect(await storedParts(ready.id)).not.toEqual([]);
    await typed.documents.update(COLLECTIONS.exports, ready.id, stored.version, { expiresAt: new Date(Date.now() - 60_000).toISOString() });
    const pass = await exportsPass(typed, Date.now() + 120_000);
    expect(pass.removed).toBeGreaterThanOrEqual(1);
    expect(await storedParts(ready.id)).toEqual([]);
    expect((await typed.documents.get(COLLECTIONS.exports, ready.id))?.data.parts).toBe(0);
  });

  it('has the periodic pass start an export left queued (the page that asked was closed)', async () => {
    const { id } = await queued();
    const pass = await exportsPass(typed, Date.now() + 120_000);
    expect(pass.started).toBeGreaterThanOrEqual(1);
    expect((await typed.documents.get(COLLECTIONS.exports, id))?.data).toMatchObject({ status: 'pronta', attempt: 1 });
    expect((await storedParts(id)).length).toBeGreaterThan(0);
  });
});
