import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { mergeValues, type MergeSources } from '@office/domain';
import { renderTemplate } from '../../../functions/src/platform/docx-template';
import { buildDocx } from './docx';
import { SEED_TEMPLATES, seedTemplateFile } from './index';

const bodyText = (bytes: Uint8Array) =>
  new PizZip(bytes)
    .file('word/document.xml')!
    .asText()
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

const sources: MergeSources = {
  today: '2026-11-28',
  office: {
    name: 'Barbosa & Moreira Advogados Associados',
    cnpj: '30074116000136',
    oabRegistration: 'OAB/SP 24.518',
    email: 'contato@barbosaadvocacia.test',
    phone: '+551132145678',
    address: { cep: '01310100', street: 'Avenida Paulista', number: '1578', complement: 'Conjunto 82', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
    dpoName: 'Helena Barbosa',
    dpoEmail: 'privacidade@barbosaadvocacia.test',
  },
  client: {
    kind: 'pf',
    name: 'Marina Teixeira Duarte',
    document: '11144477735',
    rg: '12.345.678-9',
    rgIssuer: 'SSP',
    rgUf: 'SP',
    nationality: 'brasileira',
    profession: 'Engenheira',
    maritalStatus: 'casado',
    gender: 'feminino',
    legalRepresentative: null,
    address: null,
    emails: [],
    phones: [],
  },
  lawsuit: {
    cnj: '2130221-20.2026.8.13.0024',
    className: 'Procedimento Comum Cível',
    subject: 'Indenização por dano moral',
    court: '12ª Vara Cível de Belo Horizonte',
    comarca: 'Belo Horizonte',
    tribunal: 'TJMG',
    claimValue: 1_500_000,
    clients: [{ name: 'Marina Teixeira Duarte', role: 'autor', gender: 'feminino' }],
    opposingParties: [{ name: 'Banco Exemplo S.A.', role: 'reu' }],
  },
  lawyers: [{ name: 'Helena Barbosa', email: 'helena@barbosaadvocacia.test', oab: [{ uf: 'SP', number: '245180', kind: 'advogado' }] }],
  fees: { amount: 300_000, installments: 3, successPercent: 20 },
};

describe('the seed’s document templates', () => {
  it('pass the upload’s check: the substabelecimento for lawsuits, the others for clients (signed before there is a case)', async () => {
    const checked = await Promise.all(SEED_TEMPLATES.map(async (t) => ({ t, ...(await seedTemplateFile(t)) })));
    expect(checked.map(({ t, record }) => [t.id, record.appliesTo])).toEqual([
      ['tpl-procuracao', 'cliente'],
      ['tpl-contrato-honorarios', 'cliente'],
      ['tpl-substabelecimento', 'processo'],
      ['tpl-declaracao-hipossuficiencia', 'cliente'],
    ]);
    for (const { record } of checked) expect(record.fields).toEqual(expect.arrayContaining(['cliente.nome', 'data.local_e_data']));
    expect(checked[1]?.record.fields).toEqual(
      expect.arrayContaining(['honorarios.valor', 'honorarios.valor_extenso', 'honorarios.parcelas', 'honorarios.percentual_exito']),
    );
  });

  it('are the same bytes at every build', () => {
    for (const t of SEED_TEMPLATES) expect(buildDocx(t.blocks)).toEqual(buildDocx(t.blocks));
  });

  it('fill to documents without a tag left', async () => {
    const { values } = mergeValues(sources);
    for (const t of SEED_TEMPLATES) {
      const text = bodyText(await renderTemplate((await seedTemplateFile(t)).bytes, values));
      expect(text, t.id).not.toMatch(/[{}]/);
      expect(text, t.id).toContain('Marina Teixeira Duarte');
      expect(text, t.id).toContain('São Paulo, 28 de novembro de 2026.');
    }
  });

  it('leave the success fee out of the contract when none is given', async () => {
    const contract = (await seedTemplateFile(SEED_TEMPLATES[1]!)).bytes;
    const withFee = bodyText(await renderTemplate(contract, mergeValues(sources).values));
    const without = bodyText(await renderTemplate(contract, mergeValues({ ...sources, fees: { amount: 300_000, installments: 3 } }).values));
    expect(withFee).toContain('honorários de êxito, a parte CONTRATANTE pagará ainda à CONTRATADA 20% (vinte por cento)');
    expect(without).not.toContain('honorários de êxito');
    expect(without).toContain('R$ 3.000,00 (três mil reais), em 3 (três) parcela(s)');
  });
});

/** A seed template filled from `s`, as text: one line per paragraph. */
async function filled(id: string, s: MergeSources): Promise<string> {
  const t = SEED_TEMPLATES.find((x) => x.id === id)!;
  return bodyText(await renderTemplate((await seedTemplateFile(t)).bytes, mergeValues(s).values));
}

/** Text that reads as a gap: an empty field between words or punctuation, or a value never written. */
const GAPS = /[{}]|undefined|null|nº \(|nº ,|\(\)|, ,|de ,|: ,|: \.|partes contrárias ,/;

const company: MergeSources['client'] = {
  kind: 'pj',
  name: 'Escola Horizonte Ltda.',
  document: '11222333000181',
  rg: null,
  profession: null,
  maritalStatus: null,
  legalRepresentative: 'Carlos Mendes',
  address: { cep: '80020310', street: 'Rua XV de Novembro', number: '212', complement: '', district: 'Centro', city: 'Curitiba', state: 'PR' },
  emails: [],
  phones: [],
};

describe('the procuração, the contract and the declaração from a client’s page (no lawsuit)', () => {
  const noLawsuit = { ...sources, lawsuit: null };

  it('read without a gap: no lawsuit named, the general powers alone when no object is typed', async () => {
    const procuracao = await filled('tpl-procuracao', noLawsuit);
    expect(procuracao).not.toMatch(GAPS);
    expect(procuracao).not.toMatch(/processo nº|FINALIDADE/);
    expect(procuracao).toContain('OUTORGANTE: Marina Teixeira Duarte, brasileira, casada, engenheira');
    expect(procuracao).toContain('nos termos do art. 105 do Código de Processo Civil');
    const contract = await filled('tpl-contrato-honorarios', noLawsuit);
    expect(contract).not.toMatch(GAPS);
    expect(contract).not.toContain('processo nº');
    expect(contract).toContain('os serviços de advocacia consultiva e contenciosa, judiciais e extrajudiciais, na defesa dos direitos e interesses');
    const declaration = await filled('tpl-declaracao-hipossuficiencia', noLawsuit);
    expect(declaration).not.toMatch(GAPS);
  });

  it('name the object typed as the procuração’s finalidade and the contract’s object', async () => {
    const typed = { ...noLawsuit, matter: 'Ação de indenização por dano moral contra o Banco Exemplo S.A.' };
    const procuracao = await filled('tpl-procuracao', typed);
    expect(procuracao).toContain(
      'FINALIDADE: em especial, atuar em favor da parte OUTORGANTE no seguinte assunto: Ação de indenização por dano moral contra o Banco Exemplo S.A., em juízo ou fora dele',
    );
    expect(procuracao).not.toMatch(GAPS);
    const contract = await filled('tpl-contrato-honorarios', typed);
    expect(contract).toContain('relativos ao seguinte assunto: Ação de indenização por dano moral contra o Banco Exemplo S.A., incluídos a propositura');
    expect(contract).not.toContain('advocacia consultiva e contenciosa');
  });

  it('from a lawsuit not yet numbered, take its subject and opposing parties as the object', async () => {
    const procuracao = await filled('tpl-procuracao', { ...sources, lawsuit: { ...sources.lawsuit!, cnj: null } });
    expect(procuracao).toContain('no seguinte assunto: Indenização por dano moral em face de Banco Exemplo S.A., em juízo');
    expect(procuracao).not.toMatch(GAPS);
  });
});

describe('one procuração per client of a lawsuit', () => {
  it('names the lawsuit and qualifies the chosen outorgante in words of their gender', async () => {
    const base = sources.client!;
    const joao = { ...base, name: 'João Pereira Lima', gender: 'masculino' as const, maritalStatus: 'solteiro' as const, nationality: 'brasileiro' };
    const unknown = { ...base, name: 'Alex Souza', gender: null, maritalStatus: 'divorciado' as const };
    const cases = [
      [base, 'OUTORGANTE: Marina Teixeira Duarte, brasileira, casada, engenheira, portadora do RG nº 12.345.678-9 SSP/SP, inscrita no CPF'],
      [joao, 'OUTORGANTE: João Pereira Lima, brasileiro, solteiro, engenheira, portador do RG nº 12.345.678-9 SSP/SP, inscrito no CPF'],
      [unknown, 'OUTORGANTE: Alex Souza, brasileiro(a), divorciado(a), engenheira, portador(a) do RG nº 12.345.678-9 SSP/SP, inscrito(a) no CPF'],
    ] as const;
    for (const [client, outorgante] of cases) {
      const text = await filled('tpl-procuracao', { ...sources, client });
      expect(text).toContain(outorgante);
      expect(text).toContain('FINALIDADE: em especial, atuar nos autos do processo nº 2130221-20.2026.8.13.0024 (Procedimento Comum Cível)');
      expect(text).toMatch(new RegExp(`_+\\n${client.name}\\nOUTORGANTE`));
      expect(text).not.toMatch(GAPS);
    }
  });

  it('leaves the opposing parties’ words out of a lawsuit that has none yet', async () => {
    const text = await filled('tpl-contrato-honorarios', { ...sources, lawsuit: { ...sources.lawsuit!, opposingParties: [] } });
    expect(text).toContain('em trâmite na comarca de Belo Horizonte, 12ª Vara Cível de Belo Horizonte, acompanhando-o em todas as instâncias');
    expect(text).not.toContain('partes contrárias');
  });
});

describe('a company as client', () => {
  it('is qualified by its CNPJ, seat and representative in the procuração and the contract, which its representative signs', async () => {
    for (const id of ['tpl-procuracao', 'tpl-contrato-honorarios']) {
      const text = await filled(id, { ...sources, client: company, lawsuit: null });
      expect(text, id).toContain(
        'Escola Horizonte Ltda., pessoa jurídica de direito privado, inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede na Rua XV de Novembro, nº 212, Centro, Curitiba/PR, CEP 80020-310, neste ato representada por Carlos Mendes.',
      );
      expect(text, id).toContain('Escola Horizonte Ltda.\npor Carlos Mendes, representante legal\n');
      expect(text, id).not.toMatch(GAPS);
    }
  });

  it('declares hipossuficiência in its own words: its finances shown by the proof attached (STJ Súmula 481), no presumption, no family', async () => {
    const text = await filled('tpl-declaracao-hipossuficiencia', { ...sources, client: company, lawsuit: null });
    expect(text).toContain('que a sua situação financeira atual não lhe permite arcar com as custas');
    expect(text).toContain('sem comprometer a continuidade das suas atividades');
    expect(text).toContain(
      'como exige da pessoa jurídica a Súmula 481 do Superior Tribunal de Justiça, acompanham esta declaração os documentos que comprovam',
    );
    for (const personal of ['sustento', 'família', 'pessoa natural', 'presume-se', '§ 3º', 'CPF']) expect(text).not.toContain(personal);
    expect(text).toContain('Escola Horizonte Ltda.\nCNPJ 11.222.333/0001-81\npor Carlos Mendes, representante legal\nDECLARANTE');
    expect(text).not.toMatch(GAPS);
  });

  it('leaves the person’s declaração as it was: sustento, family and the art. 99, § 3º, presumption, signed with the CPF', async () => {
    const text = await filled('tpl-declaracao-hipossuficiencia', { ...sources, lawsuit: null });
    expect(text).toContain('sem prejuízo do próprio sustento e do de sua família');
    expect(text).toContain('feita por pessoa natural, presume-se verdadeira (art. 99, § 3º, do Código de Processo Civil)');
    expect(text).not.toMatch(/Súmula 481|pessoa jurídica|representante legal/);
    expect(text).toContain('Marina Teixeira Duarte\nCPF 111.444.777-35\nDECLARANTE');
  });
});
