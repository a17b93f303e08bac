import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { readZipEntries } from './zip-entries';

function zipOf(compression: 'STORE' | 'DEFLATE'): Uint8Array {
  const zip = new PizZip();
  zip.file('a.txt', 'a'.repeat(10_000));
  zip.folder('pasta');
  zip.file('pasta/b.txt', 'olá');
  return zip.generate({ type: 'uint8array', compression });
}

/** Where the central directory's first entry starts. */
function firstEntry(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  let end = bytes.byteLength - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end--;
  return view.getUint32(end + 16, true);
}

describe('readZipEntries', () => {
  it('unzips stored and deflated entries, leaving folders out', () => {
    for (const compression of ['STORE', 'DEFLATE'] as const) {
      const read = readZipEntries(zipOf(compression), 1024 * 1024);
      if (!('entries' in read)) throw new Error(`refused: ${read.refused}`);
      expect(read.entries.map((e) => [e.name, new TextDecoder().decode(e.bytes)])).toEqual([
        ['a.txt', 'a'.repeat(10_000)],
        ['pasta/b.txt', 'olá'],
      ]);
    }
  });

  it('refuses entries that hold more than the limit, declared or not', () => {
    expect(readZipEntries(zipOf('DEFLATE'), 10_000)).toEqual({ refused: 'too-large' });
    const lying = zipOf('DEFLATE');
    new DataView(lying.buffer).setUint32(firstEntry(lying) + 24, 10, true);
    expect(readZipEntries(lying, 1000)).toEqual({ refused: 'too-large' });
    expect(readZipEntries(lying, 1024 * 1024)).toEqual({ refused: 'invalid' });
  });

  it('refuses what it does not read: not a zip, encrypted, another compression, ZIP64, an entry pointing elsewhere', () => {
    expect(readZipEntries(new TextEncoder().encode('%PDF-1.7'), 1024)).toEqual({ refused: 'invalid' });
    const edits: [offset: number, bits: 16 | 32, value: number][] = [
      [8, 16, 1], // encrypted
      [10, 16, 12], // bzip2
      [20, 32, 0xffffffff], // ZIP64 compressed size
      [42, 32, 7], // the local header is not there
    ];
    for (const [offset, bits, value] of edits) {
      const bytes = zipOf('DEFLATE');
      const view = new DataView(bytes.buffer);
      if (bits === 16) view.setUint16(firstEntry(bytes) + offset, value, true);
      else view.setUint32(firstEntry(bytes) + offset, value, true);
      expect(readZipEntries(bytes, 1024 * 1024), `offset ${offset}`).toEqual({ refused: 'invalid' });
    }
  });
});
