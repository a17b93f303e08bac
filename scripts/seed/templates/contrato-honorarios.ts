import type { SeedTemplate } from './types';

/**
 * Contrato de prestação de serviços advocatícios e honorários: the fees agreed in writing (EAOAB, Lei 8.906/1994,
 * art. 22), as the Código de Ética e Disciplina da OAB recommends (art. 48), set with moderation (art. 49), a success
 * fee within art. 50, the sucumbência the lawyers' own (EAOAB art. 23, CPC art. 85, § 14) and the contract an
 * executive title (EAOAB art. 24). A client's template: signed before the case is filed, its object is the lawsuit
 * when generated from one (for the client chosen), else the object typed, else a general clause of advocacia
 * consultiva e contenciosa.
 */
export const CONTRATO_HONORARIOS: SeedTemplate = {
  id: 'tpl-contrato-honorarios',
  name: 'Contrato de honorários',
  description: 'Prestação de serviços advocatícios no processo ou no objeto informado, com honorários fixos em parcelas e de êxito.',
  category: 'contrato',
  appliesTo: 'cliente',
  fileName: 'contrato-de-honorarios.docx',
  blocks: [
    { kind: 'title', text: 'CONTRATO DE PRESTAÇÃO DE SERVIÇOS ADVOCATÍCIOS E DE HONORÁRIOS' },
    { kind: 'paragraph', text: '**CONTRATANTE:** **{cliente.nome}**, {cliente.qualificacao}.' },
    {
      kind: 'paragraph',
      text:
        '**CONTRATADA:** **{escritorio.nome}**, sociedade de advogados ({escritorio.oab}), inscrita no CNPJ sob o nº {escritorio.cnpj}, com ' +
        'escritório no seguinte endereço: {escritorio.endereco}, neste ato representada por {advogado.nome} ({advogado.oab}).',
    },
    {
      kind: 'paragraph',
      text:
        'As partes acima qualificadas celebram o presente contrato de prestação de serviços advocatícios, por escrito, como recomenda o art. 48 do ' +
        'Código de Ética e Disciplina da OAB, que se regerá pelas cláusulas seguintes e pela Lei nº 8.906/1994 (Estatuto da Advocacia e da OAB).',
    },
    { kind: 'heading', text: 'CLÁUSULA PRIMEIRA – DO OBJETO' },
    { kind: 'paragraph', text: '{#processo.numero}' },
    {
      kind: 'paragraph',
      text:
        'A CONTRATADA prestará à parte CONTRATANTE os serviços de advocacia no processo nº {processo.numero} ({processo.classe} – ' +
        '{processo.assunto}), em trâmite na comarca de {processo.comarca}, {processo.vara}{#processo.partes_contrarias}, em que figuram como ' +
        'partes contrárias {processo.partes_contrarias}{/processo.partes_contrarias}, acompanhando-o em todas as instâncias até a decisão ' +
        'final, inclusive no cumprimento de sentença.',
    },
    { kind: 'paragraph', text: '{/processo.numero}' },
    { kind: 'paragraph', text: '{^processo.numero}' },
    { kind: 'paragraph', text: '{#objeto.descricao}' },
    {
      kind: 'paragraph',
      text:
        'A CONTRATADA prestará à parte CONTRATANTE os serviços de advocacia, judiciais e extrajudiciais, relativos ao seguinte assunto: ' +
        '{objeto.descricao}, incluídos a propositura ou a defesa da ação que dele decorrer e o seu acompanhamento em todas as instâncias até a ' +
        'decisão final, inclusive no cumprimento de sentença.',
    },
    { kind: 'paragraph', text: '{/objeto.descricao}' },
    { kind: 'paragraph', text: '{^objeto.descricao}' },
    {
      kind: 'paragraph',
      text:
        'A CONTRATADA prestará à parte CONTRATANTE os serviços de advocacia consultiva e contenciosa, judiciais e extrajudiciais, na defesa ' +
        'dos direitos e interesses que a parte CONTRATANTE lhe confiar, inclusive a propositura ou a defesa das ações que deles decorrerem e o ' +
        'seu acompanhamento em todas as instâncias até a decisão final.',
    },
    { kind: 'paragraph', text: '{/objeto.descricao}' },
    { kind: 'paragraph', text: '{/processo.numero}' },
    { kind: 'heading', text: 'CLÁUSULA SEGUNDA – DOS HONORÁRIOS' },
    // With a vigente fee agreement, its clauses written out; without one, the fees typed when generating.
    { kind: 'paragraph', text: '{#honorarios.clausulas}' },
    {
      kind: 'paragraph',
      text:
        'Pelos serviços descritos na cláusula primeira, fixados com moderação conforme o art. 49 do Código de Ética e Disciplina da OAB, a parte ' +
        'CONTRATANTE pagará à CONTRATADA os honorários seguintes, nos termos do art. 22 da Lei nº 8.906/1994:',
    },
    { kind: 'paragraph', text: '{honorarios.clausulas}' },
    { kind: 'paragraph', text: '{/honorarios.clausulas}' },
    { kind: 'paragraph', text: '{^honorarios.clausulas}' },
    {
      kind: 'paragraph',
      text:
        'Pelos serviços descritos na cláusula primeira, fixados com moderação conforme o art. 49 do Código de Ética e Disciplina da OAB, a parte ' +
        'CONTRATANTE pagará à CONTRATADA honorários de {honorarios.valor} ({honorarios.valor_extenso}), em {honorarios.parcelas} parcela(s) ' +
        'mensal(is) e sucessiva(s), vencendo-se a primeira na data da assinatura deste contrato, nos termos do art. 22 da Lei nº 8.906/1994.',
    },
    // Left out of the contract, with its paragraph, when no success fee is given.
    { kind: 'paragraph', text: '{#honorarios.percentual_exito}' },
    {
      kind: 'paragraph',
      text:
        'A título de honorários de êxito, a parte CONTRATANTE pagará ainda à CONTRATADA {honorarios.percentual_exito} sobre o proveito ' +
        'econômico que obtiver ao final, por decisão judicial ou acordo, devidos na data do efetivo recebimento, em dinheiro, e observado o ' +
        'limite do art. 50 do Código de Ética e Disciplina da OAB.',
    },
    { kind: 'paragraph', text: '{/honorarios.percentual_exito}' },
    { kind: 'paragraph', text: '{/honorarios.clausulas}' },
    {
      kind: 'paragraph',
      text:
        '**Parágrafo primeiro.** Os honorários de sucumbência pertencem aos advogados da CONTRATADA (art. 23 da Lei nº 8.906/1994 e art. 85, ' +
        '§ 14, do Código de Processo Civil) e não se compensam com os honorários ora contratados.',
    },
    {
      kind: 'paragraph',
      text:
        '**Parágrafo segundo.** A parcela paga em atraso será corrigida pelo IPCA e acrescida de juros de mora de 1% (um por cento) ao mês e de ' +
        'multa de 2% (dois por cento).',
    },
    {
      kind: 'paragraph',
      text: '**Parágrafo terceiro.** Este contrato é título executivo, nos termos do art. 24 da Lei nº 8.906/1994.',
    },
    { kind: 'heading', text: 'CLÁUSULA TERCEIRA – DAS DESPESAS' },
    {
      kind: 'paragraph',
      text:
        'Custas, emolumentos, honorários periciais, diligências, cópias e deslocamentos para fora da comarca de {escritorio.cidade} ficam a ' +
        'cargo da parte CONTRATANTE, que os adiantará ou reembolsará mediante comprovação.',
    },
    { kind: 'heading', text: 'CLÁUSULA QUARTA – DAS OBRIGAÇÕES' },
    {
      kind: 'paragraph',
      text:
        'A CONTRATADA empregará zelo e diligência na defesa dos interesses da parte CONTRATANTE e a manterá informada do andamento dos trabalhos, ' +
        'sem garantir o resultado, por se tratar de obrigação de meio. A parte CONTRATANTE fornecerá, com veracidade e no prazo pedido, os ' +
        'documentos e as informações necessários e comunicará qualquer mudança de endereço, telefone ou e-mail.',
    },
    { kind: 'heading', text: 'CLÁUSULA QUINTA – DA REVOGAÇÃO E DA RENÚNCIA' },
    {
      kind: 'paragraph',
      text:
        'A revogação do mandato pela parte CONTRATANTE não a desobriga do pagamento dos honorários contratados, nem retira da CONTRATADA os ' +
        'honorários de sucumbência proporcionais ao serviço prestado (art. 17 do Código de Ética e Disciplina da OAB). A renúncia ao mandato ' +
        'observará o art. 5º, § 3º, da Lei nº 8.906/1994 e o art. 112 do Código de Processo Civil.',
    },
    { kind: 'heading', text: 'CLÁUSULA SEXTA – DOS DADOS PESSOAIS' },
    {
      kind: 'paragraph',
      text:
        'A CONTRATADA tratará os dados pessoais da parte CONTRATANTE para executar este contrato e exercer direitos em processo judicial ' +
        '(art. 7º, V e VI, da Lei nº 13.709/2018), guardando sigilo profissional.',
    },
    { kind: 'heading', text: 'CLÁUSULA SÉTIMA – DO FORO' },
    {
      kind: 'paragraph',
      text:
        'Fica eleito o foro da comarca de {escritorio.cidade}, local da prestação dos serviços, para dirimir as questões oriundas deste contrato. ' +
        'E, por estarem de acordo, as partes assinam o presente em duas vias de igual teor, na presença de duas testemunhas.',
    },
    { kind: 'center', text: '{data.local_e_data}.' },
    {
      kind: 'signature',
      lines: [
        '{cliente.nome}',
        '{#cliente.representante_legal}',
        'por {cliente.representante_legal}, representante legal',
        '{/cliente.representante_legal}',
        'CONTRATANTE',
      ],
    },
    { kind: 'signature', lines: ['{escritorio.nome}', '{advogado.nome} – {advogado.oab}', 'CONTRATADA'] },
    { kind: 'signature', lines: ['Testemunha 1 – nome e CPF'] },
    { kind: 'signature', lines: ['Testemunha 2 – nome e CPF'] },
  ],
};
