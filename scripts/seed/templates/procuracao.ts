import type { SeedTemplate } from './types';

/**
 * Procuração ad judicia et extra: general powers for the courts and outside them (CPC art. 105, caput), and the
 * special powers the same article requires in a clause of their own. Granted to the lawyers by name, naming their
 * firm (EAOAB art. 15, § 3º). A client's template: it is signed before the case is filed, so from a client's page
 * the lawsuit's passage gives way to the object typed (or to no finalidade: the general powers stand alone); from a
 * lawsuit's it names the lawsuit, one procuração per client chosen (each outorgante's own qualification). A company
 * signs through its legal representative.
 */
export const PROCURACAO: SeedTemplate = {
  id: 'tpl-procuracao',
  name: 'Procuração ad judicia et extra',
  description: 'Poderes gerais para o foro e fora dele e os especiais do art. 105 do CPC; para o processo, ou antes dele para o objeto informado.',
  category: 'procuracao',
  appliesTo: 'cliente',
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
    // With a lawsuit numbered: its own. Before there is one: the object typed, or no finalidade at all.
    { kind: 'paragraph', text: '{#processo.numero}' },
    {
      kind: 'paragraph',
      text:
        '**FINALIDADE:** em especial, atuar nos autos do processo nº {processo.numero} ({processo.classe}), em trâmite na comarca de ' +
        '{processo.comarca}, {processo.vara}{#processo.partes_contrarias}, em que figuram como partes contrárias {processo.partes_contrarias}' +
        '{/processo.partes_contrarias}, e em todos os seus incidentes, recursos, cumprimento de sentença e execução.',
    },
    { kind: 'paragraph', text: '{/processo.numero}' },
    { kind: 'paragraph', text: '{^processo.numero}' },
    { kind: 'paragraph', text: '{#objeto.descricao}' },
    {
      kind: 'paragraph',
      text:
        '**FINALIDADE:** em especial, atuar em favor da parte OUTORGANTE no seguinte assunto: {objeto.descricao}, em juízo ou fora dele, ' +
        'inclusive nos incidentes, recursos, cumprimento de sentença e execução que dele decorrerem.',
    },
    { kind: 'paragraph', text: '{/objeto.descricao}' },
    { kind: 'paragraph', text: '{/processo.numero}' },
    { kind: 'center', text: '{data.local_e_data}.' },
    {
      kind: 'signature',
      lines: [
        '{cliente.nome}',
        '{#cliente.representante_legal}',
        'por {cliente.representante_legal}, representante legal',
        '{/cliente.representante_legal}',
        'OUTORGANTE',
      ],
    },
  ],
};
