import type { SeedTemplate } from './types';

/**
 * Substabelecimento com reserva de poderes for one lawsuit (Código Civil art. 667; EAOAB art. 26; Código de Ética
 * e Disciplina da OAB art. 26): the responsible lawyer keeps the powers and shares them with a colleague, whose
 * name and inscription are written in by hand.
 */
export const SUBSTABELECIMENTO: SeedTemplate = {
  id: 'tpl-substabelecimento',
  name: 'Substabelecimento com reserva de poderes',
  description: 'O(A) advogado(a) responsável substabelece, com reserva, a um(a) colega que se preenche à mão.',
  category: 'procuracao',
  appliesTo: 'processo',
  fileName: 'substabelecimento-com-reserva.docx',
  blocks: [
    { kind: 'title', text: 'SUBSTABELECIMENTO COM RESERVA DE PODERES' },
    {
      kind: 'paragraph',
      text:
        '**SUBSTABELECENTE:** **{advogado.nome}**, advogado(a) inscrito(a) na {advogado.oab}, integrante da sociedade de advogados ' +
        '{escritorio.nome}, com escritório no seguinte endereço: {escritorio.endereco}.',
    },
    {
      kind: 'paragraph',
      text: '**SUBSTABELECIDO(A):** ____________________________________________, advogado(a) inscrito(a) na OAB/____ sob o nº ______________.',
    },
    {
      kind: 'paragraph',
      text:
        'Pelo presente instrumento, o(a) SUBSTABELECENTE substabelece na pessoa do(a) SUBSTABELECIDO(A), COM RESERVA DE IGUAIS PODERES para ' +
        'si, os poderes gerais e especiais que lhe foram conferidos por **{cliente.nome}** na procuração juntada aos autos do processo nº ' +
        '{processo.numero} ({processo.classe}), em trâmite na comarca de {processo.comarca}, {processo.vara}, em que figuram como partes ' +
        'contrárias {processo.partes_contrarias}.',
    },
    {
      kind: 'paragraph',
      text:
        'O substabelecimento é feito com reserva de poderes, nos termos do art. 667 do Código Civil e do art. 26 do Código de Ética e Disciplina ' +
        'da OAB, e o(a) SUBSTABELECENTE continua habilitado(a) a atuar no processo. O(A) SUBSTABELECIDO(A) não poderá cobrar honorários sem a ' +
        'intervenção do(a) SUBSTABELECENTE (art. 26 da Lei nº 8.906/1994) e com ele(a) ajustará previamente os seus (art. 26, § 2º, do Código ' +
        'de Ética e Disciplina da OAB).',
    },
    { kind: 'center', text: '{data.local_e_data}.' },
    { kind: 'signature', lines: ['{advogado.nome}', '{advogado.oab}', 'SUBSTABELECENTE'] },
  ],
};
