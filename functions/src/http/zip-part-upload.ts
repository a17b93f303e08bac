import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { COLLECTIONS, ZIP_PART_BYTES } from '@office/domain';
import type { CallableContext } from '../platform/define-callable';
import { appError } from '../platform/errors';
import { zipPartPath } from '../callables/fileImports/shared';

const PART = /^fileImports\/([A-Za-z0-9_-]{1,128})\/part-(\d{5})$/;

/** POST /files/fileImports/<id>/part-<n>: one part of a ZIP being imported (fileImports-create opened the job). */
export function isZipPartUpload(path: string): boolean {
  return PART.test(path);
}

/**
 * Stores one part of the caller's ZIP, as an object of its own: the ZIP is never assembled in memory. A part
 * sent again (a retry) replaces itself; once the import started, parts are refused. Parts must be exactly
 * ZIP_PART_BYTES long but the last, which holds the rest of the size the job was opened with.
 */
export async function uploadZipPart(ctx: CallableContext, req: Request, res: Response, path: string): Promise<void> {
  const [, id = '', digits = ''] = PART.exec(path) ?? [];
  const n = Number(digits);
  const job = await ctx.stores.documents.get(COLLECTIONS.fileImports, id);
  if (!job || job.data.createdBy !== ctx.uid) throw appError('not-found');
  if (job.data.status !== 'enviando') throw appError('invalid-state', { fields: { file: 'Esta importação já foi iniciada: o ZIP não recebe mais partes.' } });
  if (n < 1 || n > job.data.partCount) throw appError('not-found');
  const expected = n < job.data.partCount ? ZIP_PART_BYTES : job.data.size - (job.data.partCount - 1) * ZIP_PART_BYTES;
  const bytes = new Uint8Array(req.rawBody);
  if (bytes.byteLength !== expected) {
    throw appError('invalid-input', { fields: { file: 'Uma parte do ZIP chegou incompleta. Escolha o arquivo e envie de novo.' } });
  }
  await ctx.stores.files.put(zipPartPath(id, n), bytes, { contentType: 'application/zip' });
  res.status(201).json({ part: n, of: job.data.partCount });
}
