import { describe, expect, it } from 'vitest';
import { CORRECTION_FIELDS, portalCorrectionRequestInput, portalCorrectionResolveInput } from './portal-corrections';
import { portalQualification } from './portal';
import type { ClientRecord } from './clients';

const full = {
  kind: 'pf',
  name: 'Maria Aparecida Souza',
  document: '11144477735',
  rg: '12.345.678-9',
  rgIssuer: 'SSP',
  rgUf: 'SP',
  birthDate: '1980-02-29',
  nationality: 'brasileira',
  profession: 'professora',
  maritalStatus: 'casado',
  tradeName: 'Maria Doces',
  legalRepresentative: 'João Souza',
  emails: ['maria@exemplo.com.br'],
  phones: [{ number: '+5511987654321', whatsapp: true }],
  address: { street: 'Rua A', number: '1', complement: null, district: 'Centro', city: 'São Paulo', uf: 'SP', cep: '01001000' },
} as unknown as ClientRecord;

describe('portal corrections (LGPD art. 18, III)', () => {
  it('asks about one of the qualification’s data, with what is right trimmed, line breaks kept', () => {
    const parsed = portalCorrectionRequestInput.parse({ clientId: 'cli-001', field: 'Endereço', text: '  Rua Nova, 10\r\nApto 2  ' });
    expect(parsed).toEqual({ clientId: 'cli-001', field: 'Endereço', text: 'Rua Nova, 10\nApto 2' });
  });

  it('refuses an unknown datum, an empty text and one over 1.000 characters, in pt-BR', () => {
    const refused = portalCorrectionRequestInput.safeParse({ clientId: 'cli-001', field: 'Salário', text: '  ' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['field', 'Escolha qual dado deve ser corrigido'],
      ['text', 'Escreva qual é o dado correto'],
    ]);
    expect(portalCorrectionRequestInput.safeParse({ clientId: 'cli-001', field: 'Outro', text: 'x'.repeat(1000) }).success).toBe(true);
    expect(portalCorrectionRequestInput.safeParse({ clientId: 'cli-001', field: 'Outro', text: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('offers every label the qualification shows', () => {
    const pf = portalQualification(full);
    const pj = portalQualification({ ...full, kind: 'pj', document: '11222333000181' });
    expect(pf.length).toBe(12);
    for (const { label } of [...pf, ...pj]) expect(CORRECTION_FIELDS).toContain(label);
  });

  it('answers Corrigido or Recusado with a short note', () => {
    const answer = { id: 'pcr-1', expectedVersion: 1, status: 'corrigido', answer: 'Endereço atualizado' };
    expect(portalCorrectionResolveInput.parse(answer)).toEqual(answer);
    const refused = portalCorrectionResolveInput.safeParse({ ...answer, status: 'aberto', answer: '' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['status', 'Escolha Corrigido ou Recusado'],
      ['answer', 'Escreva uma resposta curta ao cliente'],
    ]);
  });
});
