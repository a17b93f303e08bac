import { COLLECTIONS, EXPORTS_FOLDER, formatDate, formatTime, isExpired, type ExportRecord } from '@office/domain';
import type { StoredDoc } from '../../store/port';
import type { TypedStores } from '../../store/typed';
import { ConflictError, NotFoundError } from '../../store/errors';
import { writeArchive, type ExportPlan } from './archive';
import { clientPlan, officePlan } from './export-plan';
import { failExport, finishExport, recordProgress, requireHeld, takeExport } from './export-write';

/** Progress is stored at most this often (each write also renews the run's lease). */
const PROGRESS_EVERY_MS = 1000;

function header(doc: StoredDoc<ExportRecord>): string[] {
  const at = doc.data.requestedAt;
  const what =
    doc.data.scope === 'escritorio'
      ? 'Exportação de todos os dados do escritório.'
      : `Exportação dos dados do cliente ${doc.data.clientName ?? doc.data.clientId ?? ''}, a pedido do titular (Lei 13.709/2018, art. 18, V: portabilidade).`;
  return [what, `Pedida por ${doc.data.requestedByName} em ${formatDate(at)} às ${formatTime(at)} (horário de Brasília).`];
}

async function planOf(stores: TypedStores, doc: StoredDoc<ExportRecord>): Promise<ExportPlan> {
  return doc.data.scope === 'escritorio' || !doc.data.clientId ? officePlan(stores, header(doc)) : clientPlan(stores, doc.data.clientId, header(doc));
}

/**
 * Runs an export to its end: takes it (or leaves it to the run that holds it), writes the archive as a stream
 * into stored parts with its progress, then marks it ready and tells whoever asked. A run that dies leaves a
 * lease that expires; the next run starts it over (parts are rewritten by number, the record only counts the new).
 */
export async function runExport(stores: TypedStores, id: string): Promise<StoredDoc<ExportRecord>> {
  const taken = await takeExport(stores.documents, id);
  if (!taken) {
    const current = await stores.documents.get(COLLECTIONS.exports, id);
    if (!current) throw new NotFoundError(COLLECTIONS.exports, id);
    return current;
  }
  let doc = taken;
  try {
    const plan = await planOf(stores, doc);
    const total = plan.collections.length + plan.files.length;
    let done = 0;
    let last = 0;
    doc = await recordProgress(stores.documents, doc, 0, total);
    const attempt = doc.data.attempt ?? 0;
    const run = { attempt, fence: () => requireHeld(stores.documents, id, attempt) };
    const result = await writeArchive(
      stores,
      id,
      plan,
      async () => {
        done++;
        if (Date.now() - last < PROGRESS_EVERY_MS && done < total) return;
        last = Date.now();
        doc = await recordProgress(stores.documents, doc, done, total);
      },
      run,
    );
    const finished = await finishExport(stores.documents, doc, result);
    // Parts an earlier run left (it died, or stopped at the fence) are nobody's archive.
    await removeParts(stores, id, (path) => !path.startsWith(`${EXPORTS_FOLDER}/${id}/run-${attempt}/`));
    return finished;
  } catch (error) {
    // Another run took the export over (this one stalled past its lease): that run finishes it.
    if (error instanceof ConflictError) throw error;
    console.error(`[exports] ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
    await failExport(stores.documents, doc, 'Não foi possível gerar o arquivo. Tente de novo; se falhar outra vez, avise o suporte.');
    throw error;
  }
}

/** Deletes the export's stored parts (of every run) that `which` picks. */
async function removeParts(stores: TypedStores, id: string, which: (path: string) => boolean): Promise<void> {
  for (const object of await stores.files.list(`${EXPORTS_FOLDER}/${id}`)) {
    if (!which(object.path)) continue;
    await stores.files.delete(object.path).catch((error: unknown) => {
      if (!(error instanceof NotFoundError)) throw error;
    });
  }
}

/** Removes the stored parts of archives whose link expired (among `docs`), and notes it on their records. */
export async function removeExpiredArchives(stores: TypedStores, docs: readonly StoredDoc<ExportRecord>[]): Promise<void> {
  const now = new Date().toISOString();
  for (const doc of docs) {
    if (!isExpired(doc.data, now) || doc.data.parts === 0) continue;
    await removeParts(stores, doc.id, () => true);
    await stores.documents.update(COLLECTIONS.exports, doc.id, doc.version, { parts: 0 }).catch(() => undefined);
  }
}
