/**
 * Exporting a large office, in process (the function's own code on the embedded store and disk files): the seed plus
 * `lawsuits` lawsuits and `files` stored files of about FILE_BYTES each (incompressible, as scans and PDFs are), then
 * exports-run's work for the whole office. Reports the time, the process's peak memory above where it started, the
 * archive's size and parts, and the store's reads. EXPORT_BENCH_FULL=1 runs the office (10,000 lawsuits and
 * 5,000 files); the default is a tenth of the lawsuits and of the files, so `npm run bench` stays short.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLLECTIONS } from '@office/domain';
import { queueExport } from '../../functions/src/entities/exports/export-write';
import { runExport } from '../../functions/src/entities/exports/run-export';
import { DiskFileStore } from '../../functions/src/store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import type { WriteOp } from '../../functions/src/store/port';
import { typedStores } from '../../functions/src/store/typed';
import { loadSeed } from '../seed/load';

const FILE_BYTES = 20 * 1024;

export interface ExportBench {
  lawsuits: number;
  files: number;
  ms: number;
  /** Resident memory of the process: where it started and its peak while exporting (MB). */
  rssStartMb: number;
  rssPeakMb: number;
  heapPeakMb: number;
  archiveMb: number;
  parts: number;
  records: number;
  reads: number;
}

export function exportBenchSize(): { lawsuits: number; files: number } {
  const full = process.env.EXPORT_BENCH_FULL === '1';
  return {
    lawsuits: Number(process.env.EXPORT_BENCH_LAWSUITS ?? (full ? 10_000 : 1_000)),
    files: Number(process.env.EXPORT_BENCH_FILES ?? (full ? 5_000 : 500)),
  };
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export async function exportAtVolume({ lawsuits, files } = exportBenchSize()): Promise<ExportBench> {
  const dataDir = mkdtempSync(join(tmpdir(), `office-bench-export-${lawsuits}-`));
  const raw = new SqliteDocumentStore(join(dataDir, 'store.sqlite'));
  try {
    await loadSeed(raw);
    const seeded = await raw.get(COLLECTIONS.lawsuits, 'proc-001');
    if (!seeded) throw new Error('the seed has no proc-001 to copy');
    const template = seeded.data;
    const ops: WriteOp[] = Array.from({ length: lawsuits }, (_, i) => ({
      kind: 'create',
      collection: COLLECTIONS.lawsuits,
      id: `load-proc-${String(i).padStart(6, '0')}`,
      data: { ...template, internalRef: `CARGA-${i}` },
    }));
    for (let i = 0; i < ops.length; i += 400) await raw.commit(ops.slice(i, i + 400));
    const stores = typedStores({ documents: raw, files: new DiskFileStore(join(dataDir, 'files')) });
    for (let i = 0; i < files; i++) {
      const folder = `lawsuits/load-proc-${String(i % Math.max(lawsuits, 1)).padStart(6, '0')}`;
      await stores.files.put(`${folder}/${String(i)}-peca.pdf`, randomBytes(FILE_BYTES), {
        contentType: 'application/pdf',
        metadata: { originalName: 'peça.pdf' },
      });
    }
    global.gc?.();
    const rssStart = process.memoryUsage().rss;
    let rssPeak = rssStart;
    let heapPeak = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      rssPeak = Math.max(rssPeak, m.rss);
      heapPeak = Math.max(heapPeak, m.heapUsed);
    }, 20);
    const before = raw.metrics();
    const started = performance.now();
    const queued = await queueExport(
      stores.documents,
      { uid: 'staff-helena-barbosa', name: 'Helena Barbosa' },
      { scope: 'escritorio', clientId: null, clientName: null },
    );
    const done = await runExport(stores, queued.id);
    const ms = Math.round(performance.now() - started);
    clearInterval(sampler);
    return {
      lawsuits,
      files: done.data.files,
      ms,
      rssStartMb: mb(rssStart),
      rssPeakMb: mb(rssPeak),
      heapPeakMb: mb(heapPeak),
      archiveMb: mb(done.data.size ?? 0),
      parts: done.data.parts,
      records: Object.values(done.data.counts).reduce((a, b) => a + b, 0),
      reads: raw.metrics().reads - before.reads,
    };
  } finally {
    await raw.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printExportBench(b: ExportBench): void {
  console.log(
    `\n── Export of the whole office in process: ${b.lawsuits.toLocaleString('pt-BR')} lawsuits more than the seed, ${b.files.toLocaleString('pt-BR')} files of 20 KB ──\n` +
      `  ${b.ms.toLocaleString('pt-BR')} ms, ${b.records.toLocaleString('pt-BR')} records, ${b.reads.toLocaleString('pt-BR')} reads; archive ${b.archiveMb} MB in ${b.parts} parts; ` +
      `memory: rss ${b.rssStartMb} MB at the start, peak ${b.rssPeakMb} MB (heap peak ${b.heapPeakMb} MB)`,
  );
}

// `npx tsx scripts/lib/export-bench.ts`: this bench alone.
if (import.meta.url === `file://${process.argv[1] ?? ''}`) printExportBench(await exportAtVolume());
