/**
 * The court integrations at volume, in process against the local stand-in: "Atualizar andamentos" of a
 * lawsuit with 500 movements, and a DJEN sync of 1,000 communications (then each again: nothing new). Times
 * include the clients' pacing (2 requests per second), which is the point: it is what a run costs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, cnjCheckDigits, COLLECTIONS, defaultIntegration, officeDate, type LawsuitRecord } from '@office/domain';
import { runDatajudLawsuit } from '../../functions/src/integrations/datajud-run';
import { runDjen } from '../../functions/src/integrations/djen-sync';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import { typedDocuments } from '../../functions/src/store/typed';
import { startCourtStandin } from '../../tests/support/court-standin/server';
import { loadSeed } from '../seed/load';

export interface RunCost {
  ms: number;
  requests: number;
  fetched: number;
  created: number;
  duplicates: number;
  documentsWritten: number;
}

export async function courtsAtVolume(): Promise<Record<string, RunCost>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'office-bench-courts-'));
  const raw = new SqliteDocumentStore(join(dataDir, 'store.sqlite'));
  const standin = await startCourtStandin({ djenLimit: 1000 });
  process.env.DATAJUD_URL = standin.datajudUrl;
  process.env.DJEN_URL = standin.djenUrl;
  const store = typedDocuments(raw);
  const out: Record<string, RunCost> = {};
  const measure = async (label: string, run: () => Promise<{ requests: number; fetched: number; created: number; duplicates: number }>) => {
    const writes = raw.metrics().writes;
    const started = performance.now();
    const r = await run();
    out[label] = {
      ms: Math.round(performance.now() - started),
      requests: r.requests,
      fetched: r.fetched,
      created: r.created,
      duplicates: r.duplicates,
      documentsWritten: raw.metrics().writes - writes,
    };
  };
  try {
    await loadSeed(raw);
    // A TJSP lawsuit whose number the stand-in answers with 500 movements (sequence starting 0500).
    const sequence = '0500123';
    const digits = `${sequence}${cnjCheckDigits(sequence, '2020', '8', '26', '0100')}20208260100`;
    const template = (await store.get(COLLECTIONS.lawsuits, 'proc-003'))?.data;
    if (!template) throw new Error('the seed has no proc-003');
    const lawsuit: LawsuitRecord = { ...template, cnj: null, cnjDigits: digits, internalRef: 'BENCH-500' };
    await store.create(COLLECTIONS.lawsuits, 'proc-bench-500', lawsuit);
    await measure('DataJud: lawsuit with 500 movements', async () => (await runDatajudLawsuit(store, 'proc-bench-500', 'bench')).run);
    await measure('DataJud: the same again', async () => (await runDatajudLawsuit(store, 'proc-bench-500', 'bench')).run);

    await store.create(COLLECTIONS.integrations, 'djen', {
      ...defaultIntegration('djen'),
      oabs: [{ uf: 'SP', number: '1000', name: 'Bench', memberId: null }],
    });
    const range = { from: addDays(officeDate(), -70), to: officeDate() };
    await measure('DJEN: 1,000 communications', () => runDjen(store, 'manual', 'bench', range));
    await measure('DJEN: the same again', () => runDjen(store, 'manual', 'bench', range));
    return out;
  } finally {
    await standin.close();
    await raw.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
