import { z } from './schema';

/** A stored file as the SPA lists it. */
export interface FileEntry {
  path: string;
  /** The name the person gave it when uploading. */
  name: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  uploadedBy: string;
}

/** "<section prefix>/<record id>", e.g. "clients/cli-001": the folder of one record's files. */
const folder = z.string().regex(/^[a-z]+\/[A-Za-z0-9_-]{1,128}$/, 'Pasta inválida');

export const filesListInput = z.object({ folder }).strict();
export const filesDeleteInput = z
  .object({ path: z.string().regex(/^[a-z]+\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'Arquivo inválido') })
  .strict();

/** Keeps a file name readable but safe as an object path segment. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 120);
  return cleaned || 'arquivo';
}
