import { isAppErrorId } from '@office/domain/errors';
import { CallError } from './callable';
import { currentUser } from './firebase';
import { functionUrl } from './function-url';
import { downloadBlob } from './download';
import { limitFileRead } from './local-limit';

/** Where the `files` function serves a stored object (Hosting rewrites /files/** to it in production). */
export function filesUrl(path: string): string {
  return functionUrl('files', `files/${path.split('/').map(encodeURIComponent).join('/')}`);
}

/** Bearer header for the files function (it needs the same ID token the callables send). */
export async function authHeader(forceRefresh = false): Promise<Record<string, string>> {
  const token = await (await currentUser())?.getIdToken(forceRefresh);
  return token ? { authorization: `Bearer ${token}` } : {};
}

async function isClaimsStale(res: Response): Promise<boolean> {
  if (res.status !== 403) return false;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { error?: { details?: { id?: string } } } | null;
  return body?.error?.details?.id === 'claims-stale';
}

/**
 * GETs a stored file with the ID token. Any change to one's own staff record (a new photo, a new phone)
 * makes the token's claims stale; like the callables, it refreshes the token once and tries again.
 */
export async function fetchFile(path: string): Promise<Response> {
  const res = await readWhole(path, false);
  if (!(await isClaimsStale(res))) return res;
  return readWhole(path, true);
}

/** One GET, its body read before the next one leaves (local-limit.ts: the function is busy until the body ends). */
function readWhole(path: string, refresh: boolean): Promise<Response> {
  return limitFileRead(async () => {
    const res = await fetch(filesUrl(path), { headers: await authHeader(refresh) });
    return new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers: res.headers });
  });
}

export interface UploadFailure {
  message: string;
}

/** What an upload says besides its bytes and name. */
export interface UploadOptions {
  /** The type to declare, when the browser's is missing or another name for an accepted one (see declaredContentType). */
  contentType?: string;
  /** More query parameters: a new file's `category` and `description`. */
  params?: Record<string, string>;
}

/**
 * Uploads one file to a record's folder (or, given a file's path, a new version of that file), reporting progress
 * (0–1); resolves with the server's entry.
 */
export async function uploadFile<T>(target: string, file: File, onProgress: (fraction: number) => void, options: UploadOptions = {}): Promise<T> {
  try {
    return await sendFile<T>(target, file, onProgress, options, false);
  } catch (failure) {
    // Stale claims (one's own record changed): refresh the token once and send again, as the callables do.
    if (!(failure instanceof StaleClaims)) throw failure;
    return sendFile<T>(target, file, onProgress, options, true);
  }
}

class StaleClaims extends Error {}

async function sendFile<T>(target: string, file: File, onProgress: (fraction: number) => void, options: UploadOptions, refresh: boolean): Promise<T> {
  const headers = await authHeader(refresh);
  // %20 rather than URLSearchParams' "+": a space as the name has always been sent.
  const query = Object.entries({ name: file.name, ...options.params })
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${filesUrl(target)}?${query}`);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('content-type', options.contentType ?? (file.type || 'application/octet-stream'));
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(xhr.responseText) as {
            error?: { message?: string; details?: Record<string, unknown> & { id?: string; fields?: Record<string, string> } };
          };
        } catch {
          return {};
        }
      })();
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else if (xhr.status === 403 && body.error?.details?.id === 'claims-stale' && !refresh) reject(new StaleClaims());
      else {
        // A refusal as the callables give it, so isConflict and messageOf read it alike. Its message is the file's
        // own problem (no form has a "file" field to put it beside), else the first field the server names (a
        // category, a description), else the server's message; messageOf prefers a reason (a conflict's) to it.
        const details = body.error?.details ?? {};
        const { file: fileProblem, ...fields } = details.fields ?? {};
        const id = isAppErrorId(details.id) ? details.id : 'internal';
        const message = fileProblem ?? Object.values(fields)[0] ?? body.error?.message ?? 'Não foi possível enviar o arquivo.';
        reject(new CallError(message, id, fields, details));
      }
    };
    xhr.onerror = () => reject(new Error('Sem conexão com o servidor. Verifique sua internet e tente novamente.'));
    xhr.send(file);
  });
}

/** Downloads a stored file and hands it to the browser under its original name. */
export async function downloadFile(path: string, name: string): Promise<void> {
  const res = await fetchFile(path);
  if (!res.ok) throw new Error(res.status === 404 ? 'O arquivo não foi encontrado. Ele pode ter sido excluído.' : 'Não foi possível baixar o arquivo.');
  downloadBlob(await res.blob(), name);
}
