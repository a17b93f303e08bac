import type { SeedTemplate } from './types';

/**
 * Declaração de hipossuficiência econômica, for the gratuidade da justiça: CPC arts. 98 and 99 (the presumption of
 * § 3º for a natural person; Lei 1.060/1950 no longer governs the request, CPC art. 1.072, III) and the fine of
 * art. 100, parágrafo único, for bad faith.
 */
export const DECLARACAO_HIPOSSUFICIENCIA: SeedTemplate = {
  id: 'tpl-declaracao-hipossuficiencia',
  name: 'Declaração de hipossuficiência',
  description: 'Declaração do cliente para o pedido de gratuidade da justiça (arts. 98 e 99 do CPC).',
  category: 'documento_pessoal',
  appliesTo: 'cliente',
  fileName: 'declaracao-de-hipossuficiencia.docx',
  blocks: [
    { kind: 'title', text: 'DECLARAÇÃO DE HIPOSSUFICIÊNCIA ECONÔMICA' },
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
    { kind: 'center', text: '{data.local_e_data}.' },
    { kind: 'signature', lines: ['{cliente.nome}', 'CPF/CNPJ {cliente.cpf_cnpj}', 'DECLARANTE'] },
  ],
};
