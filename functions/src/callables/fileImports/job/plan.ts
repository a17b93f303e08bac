/**
 * What a stored ZIP would become, before anything is written: its central directory read from the parts, each top
 * folder matched to a lawsuit (CNJ number) or a client (CPF/CNPJ) the importer may write to, each file checked as
 * an upload is (type by its name, size; its content when its step reads it).
 */
import {
  can,
  COLLECTIONS,
  contentTypeForName,
  fileNameProblem,
  isZipClutter,
  MAX_FILE_IMPORT_PROBLEMS,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_UNPACKED_BYTES,
  UNACCEPTED_TYPE_MESSAGE,
  uploadSizeProblem,
  zipFolderTarget,
  zipSubfolderDetails,
  ZIP_UNPACKED_LIMIT_MESSAGE,
  type FileCategory,
  type FileImportPreview,
  type FileImportRecord,
  type ZipFolderMatch,
  type ZipProblem,
} from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { appError } from '../../../platform/errors';
import { callerReads } from '../../../platform/link-access';
import { callerSeesLawsuit, labelFor, viewerOf } from '../../../platform/lawsuit-visibility';
import { readZipDirectory, ZipUnreadable, type ZipDirectoryEntry } from '../../../platform/zip-parts';
import { zipOf } from '../shared';

/** One file the job will import, in the order of the ZIP's directory. */
export interface PlannedEntry extends ZipDirectoryEntry {
  /** The record's folder it goes to ("lawsuits/proc-1", "clients/cli-1"). */
  folder: string;
  /** Its place in the plan: part of its stored name, so a step run twice writes the same object. */
  index: number;
  originalName: string;
  contentType: string;
  category: FileCategory | null;
  description: string | null;
}

export interface ZipPlan {
  entries: PlannedEntry[];
  preview: FileImportPreview;
}

const UNREADABLE =
  'Não foi possível ler este ZIP: ele está danificado, protegido por senha, usa compressão não aceita ou passa de 65.535 arquivos (ZIP64). Gere o ZIP de novo (compressão padrão) e envie.';
const SECRET_FOLDER = 'não é possível importar para este número CNJ; fale com um administrador do escritório';
const NO_CLIENTS_WRITE = 'importar para a pasta de um cliente requer permissão de escrita em Clientes';

type Folder = { target: ReturnType<typeof zipFolderTarget>; entries: ZipDirectoryEntry[] };

/** The lawsuits and clients the top folders name, with whether the importer may write there and what to call them. */
async function resolveFolders(ctx: CallableContext, folders: Map<string, Folder>) {
  const reader = ctx.stores.documents;
  const named = [...folders.entries()].flatMap(([name, f]) => (f.target ? [{ name, ...f.target }] : []));
  const lawsuitDigits = named.filter((f) => f.kind === 'lawsuit').map((f) => f.digits);
  const clientDigits = named.filter((f) => f.kind === 'client').map((f) => f.digits);
  const numberKeys = await reader.getMany(COLLECTIONS.lawsuitNumbers, lawsuitDigits);
  const documentKeys = await reader.getMany(COLLECTIONS.clientDocuments, clientDigits);
  const lawsuitIds = new Map(numberKeys.flatMap((k) => (k ? [[k.id, k.data.lawsuitId] as const] : [])));
  const clientIds = new Map(documentKeys.flatMap((k) => (k ? [[k.id, k.data.clientId] as const] : [])));
  const lawsuits = new Map((await reader.getMany(COLLECTIONS.lawsuits, [...lawsuitIds.values()])).flatMap((l) => (l ? [[l.id, l.data] as const] : [])));
  const clients = new Map((await reader.getMany(COLLECTIONS.clients, [...clientIds.values()])).flatMap((c) => (c ? [[c.id, c.data] as const] : [])));
  const viewer = viewerOf(ctx);
  const readsClients = callerReads(ctx, 'clients');
  const writesClients = can(ctx.staff?.data.scopes, 'clients', 'write');
  return (name: string): { folder: string; label: string | null } | { reason: string; unmatched: boolean } => {
    const target = folders.get(name)?.target;
    if (!target) return { reason: 'o nome da pasta não é um número CNJ nem um CPF/CNPJ válido', unmatched: true };
    if (target.kind === 'lawsuit') {
      const id = lawsuitIds.get(target.digits);
      const lawsuit = id ? lawsuits.get(id) : undefined;
      if (!id || !lawsuit) return { reason: 'nenhum processo do escritório tem este número CNJ', unmatched: true };
      // Segredo de justiça: refused without saying whose, nor that it exists (as lawsuits-create does).
      if (!callerSeesLawsuit(ctx, lawsuit)) return { reason: SECRET_FOLDER, unmatched: false };
      return { folder: `lawsuits/${id}`, label: labelFor(viewer, lawsuit) };
    }
    // Asked first: whether the office has a client with this CPF/CNPJ is not said to who may not write there.
    if (!writesClients) return { reason: NO_CLIENTS_WRITE, unmatched: false };
    const id = clientIds.get(target.digits);
    const client = id ? clients.get(id) : undefined;
    if (!id || !client) return { reason: 'nenhum cliente do escritório tem este CPF/CNPJ', unmatched: true };
    return { folder: `clients/${id}`, label: readsClients ? client.name : null };
  };
}

/** The file's own checks, as the files function makes them on an upload (its content is read by its step). */
function fileProblem(name: string, size: number): { contentType: string } | { reason: string } {
  const contentType = contentTypeForName(name);
  if (!contentType) return { reason: UNACCEPTED_TYPE_MESSAGE };
  const problem = fileNameProblem(name, contentType) ?? uploadSizeProblem(size, contentType);
  return problem ? { reason: problem } : { contentType };
}

/** Reads the stored ZIP's directory and resolves every folder and file against the office; writes nothing. */
export async function planZip(ctx: CallableContext, id: string, job: FileImportRecord): Promise<ZipPlan> {
  let listed: ZipDirectoryEntry[];
  try {
    listed = await readZipDirectory(zipOf(ctx.stores, id, job), MAX_ZIP_ENTRIES);
  } catch (error) {
    if (error instanceof ZipUnreadable) throw appError('invalid-input', { fields: { file: UNREADABLE } });
    throw error;
  }
  const files = listed.filter((e) => !isZipClutter(e.name));
  const unmatched: ZipProblem[] = [];
  const refused: ZipProblem[] = [];
  const folders = new Map<string, Folder>();
  for (const entry of files) {
    const parts = entry.name.split('/').filter(Boolean);
    if (parts.length < 2) {
      unmatched.push({ path: entry.name, reason: 'arquivo fora de uma pasta de processo ou cliente' });
      continue;
    }
    const top = parts[0] ?? '';
    const folder = folders.get(top) ?? { target: zipFolderTarget(top), entries: [] };
    folder.entries.push(entry);
    folders.set(top, folder);
  }
  const resolve = await resolveFolders(ctx, folders);
  const matched: ZipFolderMatch[] = [];
  const entries: PlannedEntry[] = [];
  let unpacked = 0;
  for (const [name, folder] of folders) {
    const place = resolve(name);
    if ('reason' in place || !folder.target) {
      if (!('reason' in place)) continue;
      (place.unmatched ? unmatched : refused).push({ path: `${name}/`, reason: `${place.reason} (${folder.entries.length} arquivo(s))` });
      continue;
    }
    let planned = 0;
    for (const entry of folder.entries) {
      const parts = entry.name.split('/').filter(Boolean);
      const originalName = (parts[parts.length - 1] ?? '').normalize('NFC');
      const check = fileProblem(originalName, entry.size);
      if ('reason' in check) {
        refused.push({ path: entry.name, reason: check.reason });
        continue;
      }
      if (unpacked + entry.size > MAX_ZIP_UNPACKED_BYTES) {
        refused.push({ path: entry.name, reason: ZIP_UNPACKED_LIMIT_MESSAGE });
        continue;
      }
      unpacked += entry.size;
      const details = zipSubfolderDetails(parts.slice(1, -1));
      entries.push({ ...entry, folder: place.folder, index: entries.length, originalName, contentType: check.contentType, ...details });
      planned++;
    }
    matched.push({ folder: name, kind: folder.target.kind, label: place.label, files: planned });
  }
  return {
    entries,
    preview: {
      matched,
      unmatched: unmatched.slice(0, MAX_FILE_IMPORT_PROBLEMS),
      refused: refused.slice(0, MAX_FILE_IMPORT_PROBLEMS),
      counts: { files: files.length, planned: entries.length, refused: refused.length },
    },
  };
}
