import type { Bucket, File } from '@google-cloud/storage';
import { NotFoundError } from '../errors';
import { assertObjectPath, assertObjectPrefix } from '../file-path';
import type { FileStore, StoredFile } from '../port';

function toStoredFile(file: File): StoredFile {
  const m = file.metadata;
  return {
    path: file.name,
    size: Number(m.size ?? 0),
    contentType: m.contentType ?? 'application/octet-stream',
    updatedAt: m.updated ?? new Date(0).toISOString(),
    metadata: Object.fromEntries(Object.entries(m.metadata ?? {}).map(([k, v]) => [k, String(v)])),
  };
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 404;
}

/** The production FileStore on Cloud Storage (or its official emulator). */
export class CloudFileStore implements FileStore {
  readonly kind = 'cloud-storage' as const;

  constructor(private readonly bucket: Bucket) {}

  async put(path: string, bytes: Uint8Array, options: { contentType: string; metadata?: Record<string, string> }): Promise<StoredFile> {
    assertObjectPath(path);
    const file = this.bucket.file(path);
    await file.save(Buffer.from(bytes), { resumable: false, contentType: options.contentType, metadata: { metadata: options.metadata ?? {} } });
    const [metadata] = await file.getMetadata();
    file.metadata = metadata;
    return toStoredFile(file);
  }

  async stat(path: string): Promise<StoredFile | null> {
    assertObjectPath(path);
    const file = this.bucket.file(path);
    try {
      const [metadata] = await file.getMetadata();
      file.metadata = metadata;
      return toStoredFile(file);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(path: string): Promise<{ file: StoredFile; bytes: Uint8Array } | null> {
    const stat = await this.stat(path);
    if (!stat) return null;
    const [buffer] = await this.bucket.file(path).download();
    return { file: stat, bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) };
  }

  async list(prefix: string): Promise<StoredFile[]> {
    assertObjectPrefix(prefix);
    const [files] = await this.bucket.getFiles({ prefix: `${prefix}/` });
    return files.map(toStoredFile).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  async updateMetadata(path: string, metadata: Record<string, string | null>): Promise<StoredFile> {
    assertObjectPath(path);
    const file = this.bucket.file(path);
    try {
      // Cloud Storage merges custom metadata and removes the keys set to null.
      const [updated] = await file.setMetadata({ metadata });
      file.metadata = updated;
      return toStoredFile(file);
    } catch (error) {
      if (isNotFound(error)) throw new NotFoundError('files', path);
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    assertObjectPath(path);
    try {
      await this.bucket.file(path).delete();
    } catch (error) {
      if (isNotFound(error)) throw new NotFoundError('files', path);
      throw error;
    }
  }
}
