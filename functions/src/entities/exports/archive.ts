import archiver, { type Archiver, type ZipEntryData } from 'archiver';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { archiveFilePath, csvColumns, csvRow, exportRow, toCsv, type CollectionName } from '@office/domain';
import type { ListPage, StoredDoc, StoredFile } from '../../store/port';
import type { TypedStores } from '../../store/typed';
import { PartSink, type ExportRun } from './part-sink';

/** One collection in the archive: every record of the office, or the few a client export picked. */
export interface CollectionSource {
  collection: CollectionName;
  docs: 'all' | StoredDoc[];
}

/** What an archive holds: collections (as JSON and CSV), stored files, and the words of its LEIA-ME. */
export interface ExportPlan {
  collections: CollectionSource[];
  files: StoredFile[];
  readme: string;
}

export interface ArchiveResult {
  size: number;
  parts: number;
  counts: Record<string, number>;
  files: number;
}

const PAGE = 500;
/** Already compressed: stored as they are, so the CPU goes to what shrinks. */
const COMPRESSED = /^(image|video|audio)\/|^application\/(zip|x-zip-compressed|gzip)$/;

async function* pagesOf(stores: TypedStores, source: CollectionSource): AsyncGenerator<StoredDoc[]> {
  if (source.docs !== 'all') {
    yield source.docs;
    return;
  }
  let after: string | null = null;
  do {
    const page: ListPage = await stores.documents.raw.list(source.collection, { limit: PAGE, after });
    yield page.docs;
    after = page.nextCursor;
  } while (after);
}

/** The collection as a JSON array, one record a line; notes every field seen for the CSV that follows. */
async function* jsonOf(stores: TypedStores, source: CollectionSource, keys: Set<string>, count: { n: number }): AsyncGenerator<Buffer> {
  yield Buffer.from('[');
  for await (const docs of pagesOf(stores, source)) {
    const lines = docs.map((doc) => {
      const row = exportRow(source.collection, doc);
      for (const key of Object.keys(row)) keys.add(key);
      return `${count.n++ === 0 ? '' : ','}\n${JSON.stringify(row)}`;
    });
    if (lines.length) yield Buffer.from(lines.join(''));
  }
  yield Buffer.from('\n]\n');
}

/** The same records as CSV (";" and a BOM, as the app's other CSVs), its columns every field the JSON pass saw. */
async function* csvOf(stores: TypedStores, source: CollectionSource, keys: Set<string>): AsyncGenerator<Buffer> {
  const columns = csvColumns(keys);
  yield Buffer.from(toCsv([columns]));
  for await (const docs of pagesOf(stores, source)) {
    if (docs.length === 0) continue;
    // toCsv starts each piece with the BOM: only the file's first keeps it.
    yield Buffer.from(toCsv(docs.map((doc) => csvRow(columns, exportRow(source.collection, doc)))).replace(/^\uFEFF/, ''));
  }
}

const FILE_INDEX_COLUMNS = ['caminho', 'nome original', 'tipo', 'tamanho (bytes)', 'categoria', 'descrição', 'enviado em'];

function fileIndex(files: readonly StoredFile[]): string {
  const rows = files.map((f) => [
    archiveFilePath(f.path),
    f.metadata.originalName ?? '',
    f.contentType,
    String(f.size),
    f.metadata.category ?? '',
    f.metadata.description ?? '',
    f.metadata.uploadedAt ?? f.updatedAt,
  ]);
  return toCsv([FILE_INDEX_COLUMNS, ...rows]);
}

/**
 * Adds one entry and waits until the archive has written it: entries go one at a time, so a stream source is not
 * read (nor a file held) before its turn.
 */
async function add(zip: Archiver, failed: Promise<never>, source: Buffer | string | Readable, data: ZipEntryData): Promise<void> {
  const written = once(zip, 'entry');
  zip.append(source, data);
  await Promise.race([written, failed]);
}

/**
 * Writes the archive as a stream into stored parts (PartSink): collections one page at a time, files one at a time.
 * `onStep` runs after each collection and each file (the export's progress).
 */
export async function writeArchive(
  stores: TypedStores,
  exportId: string,
  plan: ExportPlan,
  onStep: () => Promise<void>,
  run: ExportRun,
): Promise<ArchiveResult> {
  const sink = new PartSink(stores.files, exportId, run);
  const zip = archiver('zip', { zlib: { level: 6 } });
  const failed = new Promise<never>((_, reject) => {
    zip.on('error', reject);
    zip.on('warning', reject);
    sink.on('error', reject);
  });
  // The race above is what awaits it; a failure after the last await must not go unhandled.
  failed.catch(() => undefined);
  zip.pipe(sink);
  const now = new Date();
  const counts: Record<string, number> = {};
  await add(zip, failed, plan.readme, { name: 'LEIA-ME.txt', date: now });
  for (const source of plan.collections) {
    const keys = new Set<string>();
    const count = { n: 0 };
    await add(zip, failed, Readable.from(jsonOf(stores, source, keys, count), { objectMode: false }), { name: `dados/${source.collection}.json`, date: now });
    await add(zip, failed, Readable.from(csvOf(stores, source, keys), { objectMode: false }), { name: `dados/${source.collection}.csv`, date: now });
    counts[source.collection] = count.n;
    await onStep();
  }
  await add(zip, failed, fileIndex(plan.files), { name: 'indice-de-arquivos.csv', date: now });
  let files = 0;
  for (const file of plan.files) {
    const object = await stores.files.read(file.path);
    // A file deleted since the plan was made is simply not there.
    if (object) {
      const bytes = Buffer.from(object.bytes.buffer, object.bytes.byteOffset, object.bytes.byteLength);
      await add(zip, failed, bytes, { name: archiveFilePath(file.path), date: new Date(file.updatedAt), store: COMPRESSED.test(file.contentType) });
      files++;
    }
    await onStep();
  }
  await Promise.race([zip.finalize(), failed]);
  await Promise.race([finished(sink), failed]);
  return { size: sink.size, parts: sink.parts, counts, files };
}
