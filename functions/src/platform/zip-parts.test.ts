import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStore } from '../store/embedded/disk-file-store';
import { entryName, readZipDirectory, readZipEntry, ZipParts, ZipUnreadable } from './zip-parts';

const PART = 1000;
let root: string;
let files: DiskFileStore;

/** Stores `bytes` as parts of PART bytes, as the page sends a ZIP. */
async function stored(name: string, bytes: Uint8Array): Promise<ZipParts> {
  for (let n = 1; (n - 1) * PART < bytes.byteLength; n++) {
    await files.put(`${name}/part-${n}`, bytes.subarray((n - 1) * PART, n * PART), { contentType: 'application/zip' });
  }
  return new ZipParts(files, (n) => `${name}/part-${n}`, bytes.byteLength, PART);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'zip-parts-'));
  files = new DiskFileStore(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a ZIP stored in parts', () => {
  it('reads its directory and each entry across the parts it spans, deflated or stored', async () => {
    const zip = new PizZip();
    const big = 'Laudo pericial. '.repeat(400) + Math.random().toString(36).repeat(200);
    zip.file('123/a.txt', 'primeiro');
    zip.file('123/sub/b.txt', big, { compression: 'DEFLATE' });
    zip.file('456/c.txt', big.slice(0, 2500), { compression: 'STORE' });
    const parts = await stored('z1', zip.generate({ type: 'uint8array' }));
    const entries = await readZipDirectory(parts, 100);
    expect(entries.map((e) => e.name)).toEqual(['123/a.txt', '123/sub/b.txt', '456/c.txt']);
    const text = async (i: number) => new TextDecoder().decode(await readZipEntry(parts, entries[i]!));
    expect(await text(0)).toBe('primeiro');
    expect(await text(1)).toBe(big);
    expect(await text(2)).toBe(big.slice(0, 2500));
  });

  it('refuses what is not a ZIP, too many entries, and an entry larger than its directory says', async () => {
    await expect(readZipDirectory(await stored('z2', new Uint8Array(3000).fill(7)), 100)).rejects.toBeInstanceOf(ZipUnreadable);
    const zip = new PizZip();
    zip.file('1/a.txt', 'a'.repeat(5000), { compression: 'DEFLATE' });
    zip.file('1/b.txt', 'b');
    const bytes = zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
    await expect(readZipDirectory(await stored('z3', bytes), 1)).rejects.toBeInstanceOf(ZipUnreadable);
    const parts = await stored('z4', bytes);
    const [first] = await readZipDirectory(parts, 100);
    await expect(readZipEntry(parts, { ...first!, size: 10 })).rejects.toBeInstanceOf(ZipUnreadable);
  });

  it('refuses a directory whose entries share one deflated run (the overlapping zip bomb)', async () => {
    const zip = new PizZip();
    zip.file('123/a.txt', 'a'.repeat(20_000), { compression: 'DEFLATE' });
    const bytes = zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const end = bytes.byteLength - 22;
    const start = view.getUint32(end + 16, true);
    const record = bytes.subarray(start, end);
    // The same entry listed three times, every copy pointing at the one local record.
    const bomb = new Uint8Array(start + record.byteLength * 3 + 22);
    bomb.set(bytes.subarray(0, start));
    for (let i = 0; i < 3; i++) bomb.set(record, start + i * record.byteLength);
    bomb.set(bytes.subarray(end), start + record.byteLength * 3);
    const bombView = new DataView(bomb.buffer);
    const bombEnd = bomb.byteLength - 22;
    bombView.setUint16(bombEnd + 8, 3, true);
    bombView.setUint16(bombEnd + 10, 3, true);
    bombView.setUint32(bombEnd + 12, record.byteLength * 3, true);
    expect(await readZipDirectory(await stored('z5', bytes), 100)).toHaveLength(1);
    await expect(readZipDirectory(await stored('z6', bomb), 100)).rejects.toBeInstanceOf(ZipUnreadable);
  });

  it('reads names as UTF-8, or in code page 850 when a Windows tool wrote them so without the UTF-8 flag', () => {
    expect(entryName(new TextEncoder().encode('123/Procurações/a.pdf'), 0x800)).toBe('123/Procurações/a.pdf');
    expect(entryName(new TextEncoder().encode('123/Petição.pdf'), 0)).toBe('123/Petição.pdf');
    // "Procurações" in code page 850: ç is 0x87, õ is 0xE4.
    const cp850 = Uint8Array.from([0x50, 0x72, 0x6f, 0x63, 0x75, 0x72, 0x61, 0x87, 0xe4, 0x65, 0x73]);
    expect(entryName(cp850, 0)).toBe('Procurações');
  });
});
