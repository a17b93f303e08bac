import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { NotFoundError } from '../errors';
import { assertObjectPath, assertObjectPrefix } from '../file-path';
import type { FileStore, StoredFile } from '../port';

/**
 * The embedded FileStore: bytes under `<root>/objects/<path>`, metadata in a
 * JSON sidecar under `<root>/meta/<path>.json`. Writes go to a temporary file
 * and are renamed into place, so a reader never sees half an object.
 */
export class DiskFileStore implements FileStore {
  readonly kind = 'local-disk' as const;

  constructor(private readonly root: string) {}

  private objectFile(path: string): string {
    return join(this.root, 'objects', ...path.split('/'));
  }

  private metaFile(path: string): string {
    return `${join(this.root, 'meta', ...path.split('/'))}.json`;
  }

  private async writeAtomic(file: string, bytes: Uint8Array | string): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async put(path: string, bytes: Uint8Array, options: { contentType: string; metadata?: Record<string, string> }): Promise<StoredFile> {
    assertObjectPath(path);
    const file: StoredFile = {
      path,
      size: bytes.byteLength,
      contentType: options.contentType,
      updatedAt: new Date().toISOString(),
      metadata: { ...options.metadata },
    };
    await this.writeAtomic(this.objectFile(path), bytes);
    await this.writeAtomic(this.metaFile(path), JSON.stringify(file));
    return file;
  }

  async stat(path: string): Promise<StoredFile | null> {
    assertObjectPath(path);
    try {
      return JSON.parse(await readFile(this.metaFile(path), 'utf8')) as StoredFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async read(path: string): Promise<{ file: StoredFile; bytes: Uint8Array } | null> {
    const file = await this.stat(path);
    if (!file) return null;
    const bytes = await readFile(this.objectFile(path));
    return { file, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
  }

  async list(prefix: string): Promise<StoredFile[]> {
    assertObjectPrefix(prefix);
    const base = join(this.root, 'meta', ...prefix.split('/'));
    let entries: string[];
    try {
      entries = await readdir(base, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const files = await Promise.all(
      entries.filter((e) => e.endsWith('.json')).map(async (e) => JSON.parse(await readFile(join(base, e), 'utf8')) as StoredFile),
    );
    return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  async updateMetadata(path: string, metadata: Record<string, string | null>): Promise<StoredFile> {
    const current = await this.stat(path);
    if (!current) throw new NotFoundError('files', path);
    // As Cloud Storage merges: given keys replace, null ones go.
    const merged = Object.entries({ ...current.metadata, ...metadata }).filter((entry): entry is [string, string] => entry[1] !== null);
    const file: StoredFile = { ...current, updatedAt: new Date().toISOString(), metadata: Object.fromEntries(merged) };
    await this.writeAtomic(this.metaFile(path), JSON.stringify(file));
    return file;
  }

  async delete(path: string): Promise<void> {
    if (!(await this.stat(path))) throw new NotFoundError('files', path);
    await rm(this.metaFile(path), { force: true });
    await rm(this.objectFile(path), { force: true });
  }
}
