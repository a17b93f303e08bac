/**
 * A ZIP stored as consecutive parts (`<prefix>/part-00001`…, each `partBytes` long but the last), read without
 * holding it whole: its central directory from the parts at its end, then one entry at a time from the parts it
 * lies in. Same limits as zip-entries.ts (no ZIP64, no encryption, store or deflate only).
 */
import { inflateRawSync } from 'node:zlib';
import type { FileStore } from '../store/port';

export type ZipDirectoryEntry = { name: string; method: number; packed: number; size: number; local: number };

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_32 = 0xffffffff;
const ZIP64_16 = 0xffff;
const UTF8 = new TextDecoder('utf-8', { fatal: true });
/**
 * Code page 850's upper half: Windows' "Enviar para → Pasta compactada" in Portuguese writes names in the OEM code
 * page without the UTF-8 flag (APPNOTE.TXT 4.4.4, bit 11), so "Procurações" would arrive garbled.
 */
const CP850 = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

/** An entry's name: UTF-8 when flagged or when it reads as UTF-8, else code page 850. */
export function entryName(bytes: Uint8Array, flags: number): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    if (flags & 0x800) return new TextDecoder('utf-8').decode(bytes);
    return Array.from(bytes, (b) => (b < 0x80 ? String.fromCharCode(b) : (CP850[b - 0x80] ?? '?'))).join('');
  }
}

/** A ZIP this code does not read (damaged, encrypted, ZIP64, another compression) or an entry that lies. */
export class ZipUnreadable extends Error {}

/** Byte ranges of the stored ZIP, reading each part once while consecutive reads stay in it. */
export class ZipParts {
  private cached: { n: number; bytes: Uint8Array } | null = null;

  constructor(
    private readonly files: FileStore,
    private readonly path: (n: number) => string,
    readonly size: number,
    private readonly partBytes: number,
  ) {}

  private async part(n: number): Promise<Uint8Array> {
    if (this.cached?.n === n) return this.cached.bytes;
    const read = await this.files.read(this.path(n));
    if (!read) throw new ZipUnreadable(`part ${n} missing`);
    this.cached = { n, bytes: read.bytes };
    return read.bytes;
  }

  async read(start: number, length: number): Promise<Uint8Array> {
    if (start < 0 || length < 0 || start + length > this.size) throw new ZipUnreadable('range outside the zip');
    const out = new Uint8Array(length);
    let done = 0;
    while (done < length) {
      const at = start + done;
      const n = Math.floor(at / this.partBytes) + 1;
      const bytes = await this.part(n);
      const offset = at - (n - 1) * this.partBytes;
      const slice = bytes.subarray(offset, Math.min(bytes.byteLength, offset + length - done));
      if (slice.byteLength === 0) throw new ZipUnreadable('short part');
      out.set(slice, done);
      done += slice.byteLength;
    }
    return out;
  }
}

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The central directory's entries (folders left out), in the directory's order. */
export async function readZipDirectory(zip: ZipParts, maxEntries: number): Promise<ZipDirectoryEntry[]> {
  const tailLength = Math.min(zip.size, 22 + 0xffff);
  const tail = await zip.read(zip.size - tailLength, tailLength);
  const view = viewOf(tail);
  let end = -1;
  for (let i = tail.byteLength - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0 || (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR)) throw new ZipUnreadable('no directory');
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0 || count === ZIP64_16 || directoryStart === ZIP64_32) {
    throw new ZipUnreadable('multi-disk or zip64');
  }
  if (count > maxEntries) throw new ZipUnreadable('too many entries');
  const directory = await zip.read(directoryStart, directorySize);
  const dir = viewOf(directory);
  const entries: ZipDirectoryEntry[] = [];
  let at = 0;
  // Bytes the entries' local records take at least: more than lie before the directory means entries share their
  // data (a directory pointing many entries at one deflated run, the overlapping zip bomb), and is refused.
  let claimed = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.byteLength || dir.getUint32(at, true) !== DIRECTORY_ENTRY) throw new ZipUnreadable('bad directory');
    const flags = dir.getUint16(at + 8, true);
    const method = dir.getUint16(at + 10, true);
    const packed = dir.getUint32(at + 20, true);
    const size = dir.getUint32(at + 24, true);
    const nameLength = dir.getUint16(at + 28, true);
    const local = dir.getUint32(at + 42, true);
    if (flags & 1 || (method !== 0 && method !== 8) || packed === ZIP64_32 || size === ZIP64_32 || local === ZIP64_32) {
      throw new ZipUnreadable('encrypted, zip64 or unknown compression');
    }
    claimed += 30 + nameLength + packed;
    if (local + 30 + nameLength + packed > directoryStart || claimed > directoryStart) throw new ZipUnreadable('overlapping entries');
    const name = entryName(directory.subarray(at + 46, at + 46 + nameLength), flags);
    if (!name.endsWith('/')) entries.push({ name, method, packed, size, local });
    at += 46 + nameLength + dir.getUint16(at + 30, true) + dir.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * One entry's bytes, unzipped: never more than its declared size (a ZIP that lies about it is refused before
 * zlib produces more), and only its own parts are read.
 */
export async function readZipEntry(zip: ZipParts, entry: ZipDirectoryEntry): Promise<Uint8Array> {
  const header = await zip.read(entry.local, 30);
  const view = viewOf(header);
  if (view.getUint32(0, true) !== LOCAL_HEADER) throw new ZipUnreadable('bad local header');
  const start = entry.local + 30 + view.getUint16(26, true) + view.getUint16(28, true);
  const data = await zip.read(start, entry.packed);
  let bytes: Uint8Array;
  if (entry.method === 0) bytes = data;
  else {
    try {
      bytes = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size + 1) });
    } catch {
      throw new ZipUnreadable('inflate failed');
    }
  }
  if (bytes.byteLength !== entry.size) throw new ZipUnreadable('size differs');
  return bytes;
}
