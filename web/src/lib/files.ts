import { auth } from './firebase';
import { EMULATOR_PORTS, FUNCTIONS_REGION } from '@office/domain/config';

/** Where the `files` function serves a stored object: Hosting rewrites /files/** in production; the emulator is called directly. */
export function filesUrl(path: string): string {
  const env = import.meta.env;
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  if (env.VITE_EMULATOR_HOST)
    return `http://${env.VITE_EMULATOR_HOST}:${EMULATOR_PORTS.functions}/${env.VITE_FIREBASE_PROJECT_ID}/${FUNCTIONS_REGION}/files/${encoded}`;
  return `/files/${encoded}`;
}

/** Bearer header for the files function (it needs the same ID token the callables send). */
export async function authHeader(): Promise<Record<string, string>> {
  const token = await auth.currentUser?.getIdToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

export interface UploadFailure {
  message: string;
}

/** Uploads one file to a record's folder, reporting progress (0–1); resolves with the server's entry. */
export async function uploadFile<T>(folder: string, file: File, onProgress: (fraction: number) => void): Promise<T> {
  const headers = await authHeader();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${filesUrl(folder)}?name=${encodeURIComponent(file.name)}`);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(xhr.responseText) as { error?: { message?: string; details?: { fields?: Record<string, string> } } };
        } catch {
          return {};
        }
      })();
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new Error(body.error?.details?.fields?.file ?? body.error?.message ?? 'Não foi possível enviar o arquivo.'));
    };
    xhr.onerror = () => reject(new Error('Sem conexão com o servidor. Verifique sua internet e tente novamente.'));
    xhr.send(file);
  });
}

/** Downloads a stored file and hands it to the browser under its original name. */
export async function downloadFile(path: string, name: string): Promise<void> {
  const res = await fetch(filesUrl(path), { headers: await authHeader() });
  if (!res.ok) throw new Error(res.status === 404 ? 'O arquivo não foi encontrado. Ele pode ter sido excluído.' : 'Não foi possível baixar o arquivo.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
