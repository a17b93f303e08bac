import { inflateRawSync } from 'node:zlib';

/** A zip's entries, unzipped: the name each has in the zip and its bytes (folders left out). */
export type ZipEntry = { name: string; bytes: Uint8Array };

/**
 * Why a zip was not read: `invalid` when it is not a zip this code reads (damaged, encrypted, ZIP64, split over
 * several disks, a compression other than store or deflate, an entry that is not what the directory says),
 * `too-large` when its entries hold more than the limit once unzipped.
 */
export type ZipRefusal = 'invalid' | 'too-large';

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The value a ZIP64 archive puts where a 32-bit size, offset or count would not fit. */
const ZIP64_32 = 0xffffffff;
const ZIP64_16 = 0xffff;
const NAMES = new TextDecoder('utf-8', { fatal: false });

class Refused extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(reason);
  }
}

/** Where the end-of-central-directory record starts (it may be followed by a comment of up to 65,535 bytes). */
function endOfDirectory(view: DataView): number {
  for (let i = view.byteLength - 22; i >= Math.max(0, view.byteLength - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === END_OF_DIRECTORY) return i;
  }
  throw new Refused('invalid');
}

/** The entry's stored bytes, unzipped: never more than `room` bytes are produced, whatever the zip says. */
function inflate(data: Uint8Array, method: number, room: number): Uint8Array {
  if (method === 0) {
    if (data.byteLength > room) throw new Refused('too-large');
    return data;
  }
  try {
    // maxOutputLength stops zlib as soon as the output passes it: a zip bomb costs `room` bytes, not its size.
    return inflateRawSync(data, { maxOutputLength: Math.max(1, room + 1) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new Refused('too-large');
    throw new Refused('invalid');
  }
}

/**
 * The entries of a zip, unzipped within `maxUnzippedBytes` in all. The sizes the central directory declares are
 * checked first (a plain zip bomb costs nothing), then the bytes are counted while they inflate, so a zip that
 * lies in its directory is stopped at the limit too; an entry that inflates to other than its declared size is
 * refused as damaged. Entries are read where the central directory points, the one index every zip reader uses.
 */
export function readZipEntries(bytes: Uint8Array, maxUnzippedBytes: number): { entries: ZipEntry[] } | { refused: ZipRefusal } {
  try {
    return { entries: entriesOf(bytes, maxUnzippedBytes) };
  } catch (error) {
    if (error instanceof Refused) return { refused: error.reason };
    throw error;
  }
}

function entriesOf(bytes: Uint8Array, maxUnzippedBytes: number): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view);
  if (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR) throw new Refused('invalid');
  const disk = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const count = view.getUint16(end + 10, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (disk !== 0 || directoryDisk !== 0 || count === ZIP64_16 || directoryStart === ZIP64_32) throw new Refused('invalid');

  type Listed = { name: string; method: number; packed: number; size: number; local: number };
  const listed: Listed[] = [];
  let declared = 0;
  let at = directoryStart;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Refused('invalid');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const packed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    // Encrypted, a compression this code does not inflate, or ZIP64 sizes and offsets.
    if (flags & 1 || (method !== 0 && method !== 8) || packed === ZIP64_32 || size === ZIP64_32 || local === ZIP64_32) throw new Refused('invalid');
    const name = NAMES.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    declared += size;
    if (declared > maxUnzippedBytes) throw new Refused('too-large');
    listed.push({ name, method, packed, size, local });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }

  const entries: ZipEntry[] = [];
  let unzipped = 0;
  for (const { name, method, packed, size, local } of listed) {
    if (local + 30 > bytes.byteLength || view.getUint32(local, true) !== LOCAL_HEADER) throw new Refused('invalid');
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + packed > bytes.byteLength) throw new Refused('invalid');
    const data = inflate(bytes.subarray(start, start + packed), method, maxUnzippedBytes - unzipped);
    unzipped += data.byteLength;
    if (unzipped > maxUnzippedBytes) throw new Refused('too-large');
    if (data.byteLength !== size) throw new Refused('invalid');
    if (!name.endsWith('/')) entries.push({ name, bytes: data });
  }
  return entries;
}
