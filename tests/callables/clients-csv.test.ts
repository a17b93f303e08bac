/** Clientes CSV: export of the current filter, import preview listing every invalid row, import of the valid ones. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfCheckDigits, parseCsv, type ImportPreview, type ImportResult, COLLECTIONS } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
let token: string;
let stores: Stores;
let seq = 500_000_000;
const cpf = () => {
  const base = String(++seq);
  return base + cpfCheckDigits(base);
};

beforeAll(async () => {
  token = await signIn(lawyer.email, lawyer.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('clients-exportCsv', () => {
  it('exports exactly the clients of the current filter, with the CSV header', async () => {
    const res = await callFn<{ csv: string; rows: number }>('clients-exportCsv', { status: 'inativo' }, token);
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.result!.csv);
    expect(header?.slice(0, 3)).toEqual(['nome', 'tipo', 'documento']);
    expect(rows.length).toBe(await stores.documents.count(COLLECTIONS.clients, [{ field: 'status', op: '==', value: 'inativo' }]));
    expect(rows.every((r) => r[13] === 'inativo')).toBe(true);
    expect(res.result!.csv.startsWith('\uFEFF')).toBe(true);
    // Phones and CEPs as people write them (the import reads them back), never +5511… or 01310100.
    const phones = rows.map((r) => r[4]).filter(Boolean);
    const ceps = rows.map((r) => r[6]).filter(Boolean);
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.every((p) => /^\(\d{2}\) \d{4,5}-\d{4}$/.test(p!))).toBe(true);
    expect(ceps.every((c) => /^\d{5}-\d{3}$/.test(c!))).toBe(true);
  });
});

describe('clients-importPreview and clients-importCsv', () => {
  const existing = async () => (await stores.documents.get(COLLECTIONS.clients, 'cli-002'))!.data.document as string;

  it('lists every invalid row with its reason and writes nothing; then imports only the valid rows', async () => {
    const a = cpf();
    const b = cpf();
    const csv = [
      'Nome;Tipo;Documento;E-mail;Telefone;WhatsApp;CEP;Logradouro;Número;Complemento;Bairro;Cidade;UF;Situação;Etiquetas;Observações',
      `Importada Um;pf;${a};um@exemplo.com.br;(11) 98888-7777;sim;01310-100;Av. Paulista;100;;Bela Vista;São Paulo;SP;ativo;trabalhista;`,
      `Importada Dois;física;${b};;;;;;;;;;;prospecto;;"observação; com separador"`,
      'Sem Documento;pf;;;;;;;;;;;;;;',
      'CPF Errado;pf;111.444.777-36;;;;;;;;;;;;;',
      `Repetida No Arquivo;pf;${a};;;;;;;;;;;;;`,
      `Já Existe;pf;${await existing()};;;;;;;;;;;;;`,
      `Email Ruim;pf;${cpf()};não-é-email;;;;;;;;;;;;`,
    ].join('\n');
    const before = await stores.documents.count(COLLECTIONS.clients);
    const preview = (await callFn<ImportPreview>('clients-importPreview', { csv }, token)).result!;
    expect(preview).toMatchObject({ total: 7, valid: 2 });
    expect(preview.invalid.map((p) => [p.line, p.name])).toEqual([
      [4, 'Sem Documento'],
      [5, 'CPF Errado'],
      [6, 'Repetida No Arquivo'],
      [7, 'Já Existe'],
      [8, 'Email Ruim'],
    ]);
    expect(preview.invalid.find((p) => p.line === 5)?.reasons).toEqual(['documento: CPF inválido']);
    expect(preview.invalid.find((p) => p.line === 6)?.reasons).toEqual(['documento repetido no arquivo (linha 2)']);
    expect(preview.invalid.find((p) => p.line === 7)?.reasons).toEqual(['documento já cadastrado no escritório']);
    expect(await stores.documents.count(COLLECTIONS.clients)).toBe(before);

    const result = (await callFn<ImportResult>('clients-importCsv', { csv }, token)).result!;
    expect(result.imported).toBe(2);
    expect(await stores.documents.count(COLLECTIONS.clients)).toBe(before + 2);
    const imported = (await stores.documents.get(COLLECTIONS.clientDocuments, a))!.data.clientId as string;
    expect((await stores.documents.get(COLLECTIONS.clients, imported))?.data).toMatchObject({
      name: 'Importada Um',
      phones: [{ number: '+5511988887777', whatsapp: true }],
      tags: ['trabalhista'],
      responsibleLawyerId: lawyer.uid,
    });
    const second = (await stores.documents.get(COLLECTIONS.clientDocuments, b))!.data.clientId as string;
    expect((await stores.documents.get(COLLECTIONS.clients, second))?.data.notes).toBe('observação; com separador');
  });

  it('refuses a file without the required columns', async () => {
    const res = await callFn('clients-importPreview', { csv: 'a;b\n1;2\n' }, token);
    expect([res.status, res.error?.details?.fields?.csv]).toEqual([400, expect.stringMatching(/colunas "nome" e "documento"/)]);
  });
});
