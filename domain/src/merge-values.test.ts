import { describe, expect, it } from 'vitest';
import { MERGE_FIELDS } from './document-templates';
import { mergeValues, oabCitation, type MergeLawyer, type MergeSources } from './merge-values';

const office = {
  name: 'Barbosa & Moreira Advogados Associados',
  cnpj: '30074116000136',
  oabRegistration: 'OAB/SP 24.518',
  email: 'contato@barbosaadvocacia.test',
  phone: '+551132145678',
  address: { cep: '01310100', street: 'Avenida Paulista', number: '1578', complement: 'Conjunto 82', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  dpoName: 'Helena Barbosa',
  dpoEmail: 'privacidade@barbosaadvocacia.test',
};

const client = {
  kind: 'pf' as const,
  name: 'Marina Teixeira Duarte',
  document: '11144477735',
  rg: '12.345.678-9',
  rgIssuer: 'SSP',
  rgUf: 'SP',
  nationality: 'brasileira',
  profession: 'Engenheira',
  maritalStatus: 'casado' as const,
  gender: 'feminino' as const,
  legalRepresentative: null,
  address: { cep: '80020310', street: 'Rua XV de Novembro', number: '212', complement: '', district: 'Centro', city: 'Curitiba', state: 'PR' },
  emails: ['marina@email.com.br'],
  phones: [{ number: '+5511987654321' }],
};

const lawsuit = {
  cnj: '2130221-20.2026.8.13.0024',
  className: 'Procedimento Comum Cível',
  subject: 'Indenização por dano moral',
  court: '12ª Vara Cível de Belo Horizonte',
  comarca: 'Belo Horizonte',
  tribunal: 'TJMG',
  claimValue: 1_500_000,
  clients: [
    { name: 'Marina Teixeira Duarte', role: 'autor' as const, gender: 'feminino' as const },
    { name: 'Paulo Duarte', role: 'autor' as const, gender: null },
  ],
  opposingParties: [
    { name: 'Banco Exemplo S.A.', role: 'reu' as const },
    { name: 'Seguradora Modelo Ltda.', role: 'reu' as const },
  ],
};

const lawyers: MergeLawyer[] = [
  {
    name: 'Helena Barbosa',
    email: 'helena@barbosaadvocacia.test',
    oab: [
      { uf: 'SP', number: '245180', kind: 'advogado' },
      { uf: 'RJ', number: '98765', kind: 'suplementar' },
    ],
  },
  { name: 'Rafael Moreira', email: 'rafael@barbosaadvocacia.test', oab: [{ uf: 'SP', number: '312447', kind: 'advogado' }] },
];

const full: MergeSources = { today: '2026-11-28', office, client, lawsuit, lawyers, fees: { amount: 150_050, installments: 3, successPercent: 20 } };

describe('mergeValues', () => {
  it('fills every field from a lawsuit with its client, lawyers and fees', () => {
    const { values, empty } = mergeValues(full);
    // A person has no legal representative: not a field without data, as a company's RG is not.
    expect(empty).toEqual([]);
    expect(values['cliente.representante_legal']).toBe('');
    expect(values).toMatchObject({
      'escritorio.cnpj': '30.074.116/0001-36',
      'escritorio.telefone': '(11) 3214-5678',
      'escritorio.endereco': 'Avenida Paulista, nº 1578, Conjunto 82, Bela Vista, São Paulo/SP, CEP 01310-100',
      'cliente.cpf_cnpj': '111.444.777-35',
      'cliente.rg': '12.345.678-9 SSP/SP',
      'cliente.estado_civil': 'casada',
      'cliente.telefone': '(11) 98765-4321',
      'processo.numero': '2130221-20.2026.8.13.0024',
      'processo.valor_causa': 'R$ 15.000,00',
      'processo.valor_causa_extenso': 'quinze mil reais',
      'processo.clientes': 'Marina Teixeira Duarte (autora) e Paulo Duarte (parte autora)',
      'processo.partes_contrarias': 'Banco Exemplo S.A. e Seguradora Modelo Ltda.',
      'processo.polo_cliente': 'polo ativo',
      'cliente.pessoa_fisica': 'pessoa física',
      'cliente.pessoa_juridica': '',
      // A numbered lawsuit's templates name it; the object is for one not yet filed.
      'objeto.descricao': 'Indenização por dano moral em face de Banco Exemplo S.A. e Seguradora Modelo Ltda.',
      'advogado.nome': 'Helena Barbosa',
      'advogado.oab': 'OAB/SP 245.180 e OAB/RJ 98.765',
      'advogados.todos': 'Helena Barbosa, OAB/SP 245.180 e OAB/RJ 98.765; Rafael Moreira, OAB/SP 312.447',
      'honorarios.valor': 'R$ 1.500,50',
      'honorarios.valor_extenso': 'mil e quinhentos reais e cinquenta centavos',
      'honorarios.parcelas': '3 (três)',
      'honorarios.percentual_exito': '20% (vinte por cento)',
      'data.hoje': '28/11/2026',
      'data.extenso': '28 de novembro de 2026',
      'data.local_e_data': 'São Paulo, 28 de novembro de 2026',
    });
    expect(values['cliente.qualificacao']).toMatch(/^brasileira, casada, engenheira, portadora do RG/);
    expect(Object.keys(values).sort()).toEqual(MERGE_FIELDS.map((f) => f.key).sort());
  });

  it('reports exactly the fields a client alone has no data for: not the lawsuit’s, which a client’s page never has', () => {
    const { values, empty } = mergeValues({ ...full, lawsuit: null, fees: null, client: { ...client, rg: null, emails: [] }, lawyers: lawyers.slice(0, 1) });
    expect(empty).toEqual([
      'cliente.rg',
      'cliente.email',
      'honorarios.valor',
      'honorarios.valor_extenso',
      'honorarios.parcelas',
      'honorarios.percentual_exito',
    ]);
    expect(values['advogados.todos']).toBe('Helena Barbosa, OAB/SP 245.180 e OAB/RJ 98.765');
    for (const f of MERGE_FIELDS.filter((f) => f.group === 'processo')) expect(values[f.key], f.key).toBe('');
  });

  it('takes the object typed, else the lawsuit’s subject, else none (the template’s general clause)', () => {
    expect(mergeValues({ ...full, lawsuit: null, matter: 'Ação trabalhista contra a Metalúrgica Alfa' }).values['objeto.descricao']).toBe(
      'Ação trabalhista contra a Metalúrgica Alfa',
    );
    expect(mergeValues({ ...full, matter: '  Revisão de contrato  ' }).values['objeto.descricao']).toBe('Revisão de contrato');
    expect(mergeValues({ ...full, lawsuit: { ...lawsuit, subject: '', opposingParties: [] } }).values['objeto.descricao']).toBe('Procedimento Comum Cível');
    const none = mergeValues({ ...full, lawsuit: null, matter: null });
    expect(none.values['objeto.descricao']).toBe('');
    expect(none.empty).not.toContain('objeto.descricao');
  });

  it('writes a company client and a lawsuit without CNJ or claim value as empty fields, never "null"', () => {
    const company = { ...client, kind: 'pj' as const, name: 'Escola Horizonte Ltda.', document: '11222333000181', legalRepresentative: 'Carlos Mendes' };
    const { values, empty } = mergeValues({ ...full, client: company, lawsuit: { ...lawsuit, cnj: null, claimValue: null, tribunal: null } });
    expect(values['cliente.representante_legal']).toBe('Carlos Mendes');
    expect(values['cliente.nacionalidade']).toBe('');
    expect([values['cliente.pessoa_fisica'], values['cliente.pessoa_juridica']]).toEqual(['', 'pessoa jurídica']);
    expect(values['cliente.qualificacao']).toBe(
      'pessoa jurídica de direito privado, inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede na Rua XV de Novembro, nº 212, Centro, Curitiba/PR, CEP 80020-310, neste ato representada por Carlos Mendes',
    );
    // A company has no RG or marital status: not fields without data. Its missing representative is.
    expect(empty).toEqual(['processo.numero', 'processo.tribunal', 'processo.valor_causa', 'processo.valor_causa_extenso']);
    expect(mergeValues({ ...full, client: { ...company, legalRepresentative: null } }).empty).toEqual(['cliente.representante_legal']);
    expect(Object.values(values).some((v) => /null|undefined/.test(v))).toBe(false);
  });

  it('cites lawyers and intern inscriptions apart: an estagiário inscription is not cited', () => {
    expect(oabCitation([{ uf: 'SP', number: '215870', kind: 'estagiario' }])).toBe('');
    expect(oabCitation([{ uf: 'MG', number: '7', kind: 'advogado' }])).toBe('OAB/MG 7');
  });
});
