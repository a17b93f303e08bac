import { describe, expect, it } from 'vitest';
import type { ClientRecord } from './clients';
import { portalQualification } from './portal';

const base: ClientRecord = {
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
  gender: 'feminino',
  tradeName: null,
  legalRepresentative: null,
  emails: ['maria@exemplo.com.br'],
  phones: [{ number: '+5511987654321', whatsapp: true }],
  address: null,
  notes: 'Cliente difícil: cobra resposta no mesmo dia.',
  tags: ['vip'],
  status: 'ativo',
  responsibleLawyerId: 'staff-rafael',
  nameKey: 'maria aparecida souza',
  createdBy: 'x',
  updatedBy: 'x',
} as ClientRecord;

describe('portalQualification', () => {
  it('says what the office holds about a person, formatted, and nothing of the office’s own work', () => {
    expect(portalQualification(base)).toEqual([
      { label: 'Nome', value: 'Maria Aparecida Souza' },
      { label: 'CPF', value: '111.444.777-35' },
      { label: 'RG', value: '12.345.678-9 SSP/SP' },
      { label: 'Data de nascimento', value: '29/02/1980' },
      { label: 'Nacionalidade', value: 'brasileira' },
      { label: 'Profissão', value: 'professora' },
      { label: 'Estado civil', value: 'Casado(a)' },
      { label: 'E-mails', value: 'maria@exemplo.com.br' },
      { label: 'Telefones', value: '(11) 98765-4321' },
    ]);
    const text = JSON.stringify(portalQualification(base));
    for (const internal of ['Cliente difícil', 'vip', 'staff-rafael']) expect(text).not.toContain(internal);
  });

  it('names a company by its razão social and CNPJ, with its trade name and representative', () => {
    const company = {
      ...base,
      kind: 'pj',
      name: 'Construtora Horizonte Ltda.',
      document: '11222333000181',
      rg: null,
      birthDate: null,
      nationality: null,
      profession: null,
      maritalStatus: null,
      tradeName: 'Horizonte',
      legalRepresentative: 'João Silva',
    } as ClientRecord;
    expect(portalQualification(company).slice(0, 4)).toEqual([
      { label: 'Razão social', value: 'Construtora Horizonte Ltda.' },
      { label: 'CNPJ', value: '11.222.333/0001-81' },
      { label: 'Nome fantasia', value: 'Horizonte' },
      { label: 'Representante legal', value: 'João Silva' },
    ]);
  });
});
