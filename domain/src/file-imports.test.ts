import { describe, expect, it } from 'vitest';
import { isZipClutter, zipFolderTarget, zipPartCount, zipSubfolderDetails, ZIP_PART_BYTES } from './file-imports';

describe('a ZIP of files', () => {
  it('reads a top folder as a CNJ number, a CPF or a CNPJ only when its check digits hold', () => {
    expect(zipFolderTarget('0001234-55.2024.8.26.0100')).toBeNull();
    expect(zipFolderTarget('1000011-66.2024.8.26.0100')).toEqual({ kind: 'lawsuit', digits: '10000116620248260100' });
    expect(zipFolderTarget('529.982.247-25')).toEqual({ kind: 'client', digits: '52998224725' });
    expect(zipFolderTarget('11.222.333-0001-81')).toEqual({ kind: 'client', digits: '11222333000181' });
    expect(zipFolderTarget('529.982.247-26')).toBeNull();
    expect(zipFolderTarget('Maria 529.982.247-25')).toBeNull();
  });

  it('keeps a sub-folder as a category when it names one, else as the description', () => {
    expect(zipSubfolderDetails([])).toEqual({ category: null, description: null });
    expect(zipSubfolderDetails(['Procurações'])).toEqual({ category: 'procuracao', description: null });
    expect(zipSubfolderDetails(['contratos'])).toEqual({ category: 'contrato', description: null });
    expect(zipSubfolderDetails(['Perícia', 'Laudos'])).toEqual({ category: null, description: 'Pasta: Perícia/Laudos' });
    expect(zipSubfolderDetails(['2024', 'Decisões'])).toEqual({ category: 'decisao', description: 'Pasta: 2024/Decisões' });
  });

  it('leaves out what ZIP tools add by themselves, and counts parts of 8 MiB', () => {
    expect(isZipClutter('__MACOSX/x/._a.pdf')).toBe(true);
    expect(isZipClutter('123/.DS_Store')).toBe(true);
    expect(isZipClutter('123/a.pdf')).toBe(false);
    expect(zipPartCount(ZIP_PART_BYTES)).toBe(1);
    expect(zipPartCount(ZIP_PART_BYTES + 1)).toBe(2);
    expect(zipPartCount(2 * 1024 ** 3)).toBe(256);
  });
});
