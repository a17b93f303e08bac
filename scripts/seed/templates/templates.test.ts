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
    .replace(/<[^>]+>/g, '');

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
  it('pass the upload’s check, the declaração for clients and the others for lawsuits', async () => {
    const checked = await Promise.all(SEED_TEMPLATES.map(async (t) => ({ t, ...(await seedTemplateFile(t)) })));
    expect(checked.map(({ t, record }) => [t.id, record.appliesTo])).toEqual([
      ['tpl-procuracao', 'processo'],
      ['tpl-contrato-honorarios', 'processo'],
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
