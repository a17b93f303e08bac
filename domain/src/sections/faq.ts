/** Perguntas Frequentes. */
import { command, none, query, read, write } from './define';
import { faqCreateInput, faqDeleteInput, faqPublishInput, type FaqRecord, faqReorderInput, type FaqState, faqUpdateInput } from '../faq';
import { type Listed } from '../lists';

export const faqOperations = {
  'faq-list': query<FaqState<Listed<FaqRecord>>>()({ policy: read('faq'), input: none }),
  'faq-create': command<Listed<FaqRecord>>()({
    policy: write('faq'),
    input: faqCreateInput,
    attempt: 'criar pergunta frequente',
    actions: { 'faq.create': 'Criou pergunta frequente' },
  }),
  'faq-update': command<Listed<FaqRecord>>()({
    policy: write('faq'),
    input: faqUpdateInput,
    attempt: 'editar pergunta frequente',
    actions: { 'faq.update': 'Editou pergunta frequente' },
  }),
  'faq-setPublished': command<Listed<FaqRecord>>()({
    policy: write('faq'),
    input: faqPublishInput,
    attempt: 'publicar ou despublicar pergunta frequente',
    actions: { 'faq.publish': 'Publicou pergunta frequente', 'faq.unpublish': 'Despublicou pergunta frequente' },
  }),
  'faq-delete': command<{ deleted: true }>()({
    policy: write('faq'),
    input: faqDeleteInput,
    attempt: 'excluir pergunta frequente',
    actions: { 'faq.delete': 'Excluiu pergunta frequente' },
  }),
  'faq-reorder': command<FaqState<Listed<FaqRecord>>>()({
    policy: write('faq'),
    input: faqReorderInput,
    attempt: 'reordenar as perguntas frequentes',
    actions: { 'faq.reorder': 'Reordenou as perguntas frequentes' },
  }),
} as const;
