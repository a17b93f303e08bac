/**
 * Importing lawsuits by CNJ number at volume, in process against the DataJud stand-in: the preview, then the job
 * run step by step as the periodic pass runs it, on the embedded store with the seed. Reports the time (which
 * includes DataJud's pacing: 50 numbers a request, 2 requests a second), the process's peak memory (RSS and heap)
 * and the documents written. `npm run bench` imports IMPORT_BENCH_ROWS rows (1,000 by default; 20,000 is the
 * issue's size: `IMPORT_BENCH_ROWS=20000 npm run bench`, or `npx tsx scripts/lib/import-bench.ts 20000` alone).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cnjCheckDigits, COLLECTIONS } from '@office/domain';
import importsPreview from '../../functions/src/callables/imports/preview';
import importsStart from '../../functions/src/callables/imports/start';
import { runImport } from '../../functions/src/callables/imports/job/steps';
import type { CallableContext } from '../../functions/src/platform/define-callable';
import { DiskFileStore } from '../../functions/src/store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import { typedDocuments, type TypedStores } from '../../functions/src/store/typed';
import { startCourtStandin } from '../../tests/support/court-standin/server';
import { loadSeed } from '../seed/load';
import { SEED_STAFF } from '../seed/staff';

export interface ImportBench {
  rows: number;
  previewMs: number;
  importMs: number;
  steps: number;
  requests: number;
  imported: number;
  enriched: number;
  clientsCreated: number;
  documentsWritten: number;
  peakRssMB: number;
  peakHeapMB: number;
}

/** A spreadsheet of `rows` TJSP numbers the stand-in knows, a fifth of them for clients the office does not have. */
function spreadsheet(rows: number): string[][] {
  const table = [['Número do processo', 'Cliente', 'Responsável']];
  for (let i = 0; i < rows; i++) {
    const sequence = String(1_000_000 + i).padStart(7, '0');
    const year = String(2015 + (i % 10));
    const digits = `${sequence}${cnjCheckDigits(sequence, year, '8', '26', '0100')}${year}8260100`;
    table.push([digits, i % 5 === 0 ? `Cliente Importado ${Math.floor(i / 50)}` : 'Construtora Horizonte Ltda.', '']);
  }
  return table;
}

export async function importAtVolume(rows = Number(process.env.IMPORT_BENCH_ROWS ?? 1000)): Promise<ImportBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'office-bench-import-'));
  const raw = new SqliteDocumentStore(join(dataDir, 'store.sqlite'));
  const standin = await startCourtStandin();
  process.env.DATAJUD_URL = standin.datajudUrl;
  const stores: TypedStores = { documents: typedDocuments(raw), files: new DiskFileStore(join(dataDir, 'files')) };
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const sampler = setInterval(sample, 200);
  try {
    await loadSeed(raw);
    const admin = SEED_STAFF.find((s) => s.admin);
    if (!admin) throw new Error('the seed has no administrator');
    const staff = await stores.documents.get(COLLECTIONS.staff, admin.uid);
    const ctx: CallableContext = { uid: admin.uid, ip: 'bench', staff, stores };
    const input = { source: 'xlsx', fileName: 'bench.xlsx', table: spreadsheet(rows), hasHeader: true, mapping: null, defaultLawyerId: 'staff-rafael-moreira' };
    const writes = raw.metrics().writes;
    let started = performance.now();
    const preview = await importsPreview.handler(ctx, input);
    const previewMs = Math.round(performance.now() - started);
    if (preview.valid !== rows) throw new Error(`the bench's spreadsheet should be all valid: ${preview.valid} of ${rows}`);
    started = performance.now();
    const job = await importsStart.handler(ctx, input);
    let steps = 0;
    for (;;) {
      const run = await runImport(stores, job.id, { deadline: Date.now() + 60_000 });
      steps += run.steps;
      if (run.done || run.steps === 0) break;
    }
    const importMs = Math.round(performance.now() - started);
    sample();
    const done = (await stores.documents.get(COLLECTIONS.imports, job.id))?.data;
    if (!done) throw new Error('the import job is gone');
    return {
      rows,
      previewMs,
      importMs,
      steps,
      requests: standin.requests.filter((r) => r.api === 'datajud').length,
      imported: done.counts.imported,
      enriched: done.counts.enriched,
      clientsCreated: done.counts.clientsCreated,
      documentsWritten: raw.metrics().writes - writes,
      peakRssMB: Math.round(peakRss / 1_048_576),
      peakHeapMB: Math.round(peakHeap / 1_048_576),
    };
  } finally {
    clearInterval(sampler);
    await standin.close();
    await raw.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printImportBench(b: ImportBench): void {
  console.log(
    `\n── Import of ${b.rows.toLocaleString('pt-BR')} lawsuits by CNJ number in process, DataJud stand-in (time includes the 2-requests-a-second pacing) ──`,
  );
  console.log(
    `preview ${b.previewMs} ms   import ${b.importMs} ms in ${b.steps} steps   DataJud requests ${b.requests}   imported ${b.imported} (enriched ${b.enriched})   clients created ${b.clientsCreated}`,
  );
  console.log(`documents written ${b.documentsWritten.toLocaleString('pt-BR')}   peak memory of the process: RSS ${b.peakRssMB} MB, heap ${b.peakHeapMB} MB`);
}

if (process.argv[1]?.endsWith('import-bench.ts')) {
  const rows = Number(process.argv[2] ?? process.env.IMPORT_BENCH_ROWS ?? 1000);
  printImportBench(await importAtVolume(rows));
}
