import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidQueryError, NotFoundError } from '../errors';
import type { FileStore } from '../port';

export function fileStoreContract(name: string, open: () => Promise<FileStore>): void {
  describe(`FileStore contract: ${name}`, () => {
    let files: FileStore;
    let prefix: string;
    let n = 0;

    beforeEach(async () => {
      files = await open();
      prefix = `t${Date.now().toString(36)}${(n++).toString(36)}`;
    });

    const bytes = (text: string) => new TextEncoder().encode(text);

    it('stores bytes with content type and metadata and reads them back', async () => {
      const stored = await files.put(`${prefix}/c1/procuracao.pdf`, bytes('%PDF-1.7 conteúdo'), {
        contentType: 'application/pdf',
        metadata: { uploadedBy: 'uid-1', originalName: 'Procuração.pdf' },
      });
      expect(stored).toMatchObject({ path: `${prefix}/c1/procuracao.pdf`, size: bytes('%PDF-1.7 conteúdo').byteLength, contentType: 'application/pdf' });
      const read = await files.read(`${prefix}/c1/procuracao.pdf`);
      expect(new TextDecoder().decode(read?.bytes)).toBe('%PDF-1.7 conteúdo');
      expect(read?.file.metadata).toEqual({ uploadedBy: 'uid-1', originalName: 'Procuração.pdf' });
      expect((await files.stat(`${prefix}/c1/procuracao.pdf`))?.contentType).toBe('application/pdf');
    });

    it('returns null for a missing object', async () => {
      expect(await files.read(`${prefix}/none.txt`)).toBeNull();
      expect(await files.stat(`${prefix}/none.txt`)).toBeNull();
    });

    it('overwrites an object at the same path', async () => {
      await files.put(`${prefix}/a.txt`, bytes('one'), { contentType: 'text/plain' });
      await files.put(`${prefix}/a.txt`, bytes('two!'), { contentType: 'text/plain' });
      const read = await files.read(`${prefix}/a.txt`);
      expect(new TextDecoder().decode(read?.bytes)).toBe('two!');
      expect(read?.file.size).toBe(4);
    });

    it('lists objects under a prefix, sorted, and only those', async () => {
      await files.put(`${prefix}/x/b.txt`, bytes('b'), { contentType: 'text/plain' });
      await files.put(`${prefix}/x/a.txt`, bytes('a'), { contentType: 'text/plain' });
      await files.put(`${prefix}/x/sub/c.txt`, bytes('c'), { contentType: 'text/plain' });
      await files.put(`${prefix}/y/d.txt`, bytes('d'), { contentType: 'text/plain' });
      const listed = await files.list(`${prefix}/x`);
      expect(listed.map((f) => f.path)).toEqual([`${prefix}/x/a.txt`, `${prefix}/x/b.txt`, `${prefix}/x/sub/c.txt`]);
      expect(await files.list(`${prefix}/empty`)).toEqual([]);
    });

    it('merges custom metadata (null removes a key), keeping the bytes and the content type', async () => {
      await files.put(`${prefix}/c1/contrato.pdf`, bytes('%PDF-1.7 contrato'), {
        contentType: 'application/pdf',
        metadata: { originalName: 'Contrato.pdf', category: 'outro', description: 'Minuta' },
      });
      const updated = await files.updateMetadata(`${prefix}/c1/contrato.pdf`, { category: 'contrato', description: null, version: '2' });
      expect(updated.metadata).toEqual({ originalName: 'Contrato.pdf', category: 'contrato', version: '2' });
      const read = await files.read(`${prefix}/c1/contrato.pdf`);
      expect(read?.file.metadata).toEqual({ originalName: 'Contrato.pdf', category: 'contrato', version: '2' });
      expect(read?.file.contentType).toBe('application/pdf');
      expect(new TextDecoder().decode(read?.bytes)).toBe('%PDF-1.7 contrato');
      await expect(files.updateMetadata(`${prefix}/c1/none.pdf`, { category: 'contrato' })).rejects.toBeInstanceOf(NotFoundError);
      expect(await files.stat(`${prefix}/c1/none.pdf`)).toBeNull();
    });

    it('deletes an object and refuses to delete a missing one', async () => {
      await files.put(`${prefix}/a.txt`, bytes('a'), { contentType: 'text/plain' });
      await files.delete(`${prefix}/a.txt`);
      expect(await files.read(`${prefix}/a.txt`)).toBeNull();
      await expect(files.delete(`${prefix}/a.txt`)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('refuses path traversal and malformed paths', async () => {
      await expect(files.put(`${prefix}/../escape.txt`, bytes('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(InvalidQueryError);
      await expect(files.put('rootlevel.txt', bytes('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(InvalidQueryError);
      await expect(files.put(`${prefix}//double.txt`, bytes('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(InvalidQueryError);
    });
  });
}
