import { Writable } from 'node:stream';
import { exportPartPath } from '@office/domain';
import type { FileStore } from '../../store/port';

/** The run writing an archive: its number (its parts' folder) and the check that it still holds the export. */
export interface ExportRun {
  attempt: number;
  /** Throws (ConflictError) when another run took the export over or it is no longer being written. */
  fence: () => Promise<void>;
}

/** Bytes per stored part: an archive of any size passes through memory one part at a time. */
export const PART_BYTES = 8 * 1024 * 1024;

/**
 * Where the archive's bytes go as they are written: stored parts of PART_BYTES (`exports/<id>/part-00001`…), each
 * put before the next is filled, so neither the archive nor its files are ever held whole (the store's file API
 * takes whole objects). The download sends the parts one after another.
 */
export class PartSink extends Writable {
  private chunks: Buffer[] = [];
  private buffered = 0;
  parts = 0;
  size = 0;

  constructor(
    private readonly files: FileStore,
    private readonly exportId: string,
    private readonly run: ExportRun,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.chunks.push(chunk);
    this.buffered += chunk.byteLength;
    this.size += chunk.byteLength;
    if (this.buffered < PART_BYTES) return done();
    this.flushPart().then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    (this.buffered > 0 || this.parts === 0 ? this.flushPart() : Promise.resolve()).then(() => done(), done);
  }

  private async flushPart(): Promise<void> {
    const bytes = Buffer.concat(this.chunks);
    this.chunks = [];
    this.buffered = 0;
    this.parts++;
    // The fence: a run that lost the export (its lease lapsed and another run took it) stops before writing.
    await this.run.fence();
    await this.files.put(exportPartPath(this.exportId, this.parts, this.run.attempt), new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      contentType: 'application/octet-stream',
    });
  }
}
