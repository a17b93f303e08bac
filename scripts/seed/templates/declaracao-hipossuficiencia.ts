import type { SeedTemplate } from './types';

/**
 * Declaração de hipossuficiência econômica, for the gratuidade da justiça (CPC art. 98; Lei 1.060/1950 no longer
 * governs the request, CPC art. 1.072, III), with a text for each kind of client:
 * - a natural person declares that the costs would take from their own and their family's sustento, and the
 *   declaration is presumed true (CPC art. 99, § 3º, which speaks of "pessoa natural" only);
 * - a legal entity has no such presumption: it must show that it cannot bear the costs (STJ Súmula 481: "Faz jus ao
 *   benefício da justiça gratuita a pessoa jurídica com ou sem fins lucrativos que demonstrar sua impossibilidade de
 *   arcar com os encargos processuais"), so its declaration states its financial situation, says the proof goes with
 *   it, and is signed by its legal representative.
 * Both: the judge may deny it on the record's evidence (art. 99, § 2º) and bad faith costs up to ten times the
 * expenses (art. 100, parágrafo único).
 */
export const DECLARACAO_HIPOSSUFICIENCIA: SeedTemplate = {
  id: 'tpl-declaracao-hipossuficiencia',
  name: 'Declaração de hipossuficiência',
  description: 'Declaração do cliente para o pedido de gratuidade da justiça (arts. 98 e 99 do CPC; Súmula 481 do STJ para pessoa jurídica).',
  category: 'documento_pessoal',
  appliesTo: 'cliente',
  fileName: 'declaracao-de-hipossuficiencia.docx',
  blocks: [
    { kind: 'title', text: 'DECLARAÇÃO DE HIPOSSUFICIÊNCIA ECONÔMICA' },
    { kind: 'paragraph', text: '{#cliente.pessoa_fisica}' },
    {
      kind: 'paragraph',
      text:
        '**{cliente.nome}**, {cliente.qualificacao}, DECLARA, para os fins dos arts. 98 e 99 do Código de Processo Civil, que não tem recursos ' +
        'suficientes para pagar as custas, as despesas processuais e os honorários advocatícios sem prejuízo do próprio sustento e do de sua ' +
        'família, e requer, por isso, os benefícios da gratuidade da justiça.',
    },
    {
      kind: 'paragraph',
      text:
        'Declara ainda estar ciente de que esta declaração, feita por pessoa natural, presume-se verdadeira (art. 99, § 3º, do Código de Processo ' +
        'Civil), mas o juiz pode indeferir o pedido se houver nos autos elementos que evidenciem a falta dos pressupostos legais (art. 99, § 2º); ' +
        'de que, revogado o benefício, arcará com as despesas que deixou de adiantar e, em caso de má-fé, pagará multa de até dez vezes o seu ' +
        'valor (art. 100, parágrafo único, do Código de Processo Civil); e de que a declaração falsa sujeita quem a firma às sanções do ' +
        'art. 299 do Código Penal.',
    },
    {
      kind: 'paragraph',
      text: 'Compromete-se, por fim, a informar ao juízo qualquer mudança da sua situação econômica que afaste a necessidade do benefício.',
    },
    { kind: 'paragraph', text: '{/cliente.pessoa_fisica}' },
    { kind: 'paragraph', text: '{#cliente.pessoa_juridica}' },
    {
      kind: 'paragraph',
      text:
        '**{cliente.nome}**, {cliente.qualificacao}, DECLARA, para os fins dos arts. 98 e 99 do Código de Processo Civil, que a sua situação ' +
        'financeira atual não lhe permite arcar com as custas, as despesas processuais e os honorários advocatícios sem comprometer a ' +
        'continuidade das suas atividades, e requer, por isso, os benefícios da gratuidade da justiça.',
    },
    {
      kind: 'paragraph',
      text:
        'Para demonstrar essa impossibilidade, como exige da pessoa jurídica a Súmula 481 do Superior Tribunal de Justiça, acompanham esta ' +
        'declaração os documentos que comprovam a sua situação financeira, tais como balanço patrimonial e demonstração do resultado do ' +
        'último exercício, extratos bancários recentes e as declarações fiscais entregues à Receita Federal.',
    },
    {
      kind: 'paragraph',
      text:
        'Declara ainda estar ciente de que o juiz pode indeferir o pedido se houver nos autos elementos que evidenciem a falta dos pressupostos ' +
        'legais (art. 99, § 2º, do Código de Processo Civil); de que, revogado o benefício, arcará com as despesas que deixou de adiantar e, em ' +
        'caso de má-fé, pagará multa de até dez vezes o seu valor (art. 100, parágrafo único, do Código de Processo Civil); e de que a ' +
        'declaração falsa sujeita quem a firma às sanções do art. 299 do Código Penal.',
    },
    {
      kind: 'paragraph',
      text: 'Compromete-se, por fim, a informar ao juízo qualquer mudança da sua situação financeira que afaste a necessidade do benefício.',
    },
    { kind: 'paragraph', text: '{/cliente.pessoa_juridica}' },
    { kind: 'center', text: '{data.local_e_data}.' },
    {
      kind: 'signature',
      lines: [
        '{cliente.nome}',
        '{#cliente.pessoa_fisica}CPF{/cliente.pessoa_fisica}{#cliente.pessoa_juridica}CNPJ{/cliente.pessoa_juridica} {cliente.cpf_cnpj}',
        '{#cliente.representante_legal}',
        'por {cliente.representante_legal}, representante legal',
        '{/cliente.representante_legal}',
        'DECLARANTE',
      ],
    },
  ],
};
