import type { SeedTemplate } from './types';

/**
 * Procuração ad judicia et extra for one lawsuit: general powers for the courts and outside them, and the special
 * powers CPC art. 105 requires in a clause of their own. Granted to the lawyers by name, naming their firm (EAOAB
 * art. 15, § 3º).
 */
export const PROCURACAO: SeedTemplate = {
  id: 'tpl-procuracao',
  name: 'Procuração ad judicia et extra',
  description: 'Poderes gerais para o foro e fora dele e os especiais do art. 105 do CPC, para o processo.',
  category: 'procuracao',
  appliesTo: 'processo',
  fileName: 'procuracao-ad-judicia-et-extra.docx',
  blocks: [
    { kind: 'title', text: 'PROCURAÇÃO AD JUDICIA ET EXTRA' },
    { kind: 'paragraph', text: '**OUTORGANTE:** **{cliente.nome}**, {cliente.qualificacao}.' },
    {
      kind: 'paragraph',
      text:
        '**OUTORGADO(S):** {advogados.todos}, integrante(s) da sociedade de advogados {escritorio.nome} ({escritorio.oab}), inscrita no CNPJ sob o nº ' +
        '{escritorio.cnpj}, com escritório no seguinte endereço: {escritorio.endereco}, telefone {escritorio.telefone}, e-mail {escritorio.email}, ' +
        'onde recebe(m) intimações.',
    },
    {
      kind: 'paragraph',
      text:
        '**PODERES GERAIS:** pelo presente instrumento particular de mandato, a parte OUTORGANTE nomeia e constitui seu(s) bastante(s) ' +
        'procurador(es) o(s) OUTORGADO(S), em conjunto ou separadamente, independentemente da ordem de nomeação, a quem confere os poderes da cláusula ad judicia et ' +
        'extra para o foro em geral, em qualquer juízo, instância ou tribunal, podendo propor as ações competentes e defender a parte OUTORGANTE ' +
        'nas contrárias, seguindo umas e outras até decisão final, interpor os recursos cabíveis e acompanhá-los, requerer e produzir provas, ' +
        'e representá-la perante quaisquer repartições públicas federais, estaduais e municipais, autarquias, empresas públicas, sociedades de ' +
        'economia mista e pessoas jurídicas de direito privado, nos termos do art. 105 do Código de Processo Civil e do art. 5º da Lei nº 8.906/1994.',
    },
    {
      kind: 'paragraph',
      text:
        '**PODERES ESPECIAIS:** confere ainda, em cláusula específica, os poderes para receber citação, confessar, reconhecer a procedência do ' +
        'pedido, transigir, desistir, renunciar ao direito sobre o qual se funda a ação, receber, dar quitação, firmar compromisso e assinar ' +
        'declaração de hipossuficiência econômica (art. 105, parte final, do Código de Processo Civil), bem como substabelecer, com ou sem ' +
        'reserva de poderes.',
    },
    {
      kind: 'paragraph',
      text:
        '**FINALIDADE:** em especial, atuar nos autos do processo nº {processo.numero} ({processo.classe}), em trâmite na comarca de ' +
        '{processo.comarca}, {processo.vara}, em que figuram como partes contrárias {processo.partes_contrarias}, e em todos os seus incidentes, ' +
        'recursos, cumprimento de sentença e execução.',
    },
    { kind: 'center', text: '{data.local_e_data}.' },
    { kind: 'signature', lines: ['{cliente.nome}', 'OUTORGANTE'] },
  ],
};
