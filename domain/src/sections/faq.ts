/** Perguntas Frequentes. */
import { command, created, deleted, none, query, read, slice, updated, write } from './define';
import { faqCreateInput, faqDeleteInput, faqPublishInput, type FaqRecord, faqReorderInput, type FaqState, faqUpdateInput, FAQ_FIELD_LABELS } from '../faq';
import { type Listed } from '../lists';

export const faqSlice = slice({
  fieldWords: { section: 'faq', labels: FAQ_FIELD_LABELS },
  operations: {
    'faq-list': query<FaqState<Listed<FaqRecord>>>()({ policy: read('faq'), input: none }),
    'faq-create': command<Listed<FaqRecord>>()({
      policy: write('faq'),
      input: faqCreateInput,
      attempt: 'criar pergunta frequente',
      actions: { 'faq.create': created('Criou pergunta frequente') },
    }),
    'faq-update': command<Listed<FaqRecord>>()({
      policy: write('faq'),
      input: faqUpdateInput,
      attempt: 'editar pergunta frequente',
      actions: { 'faq.update': updated('Editou pergunta frequente') },
    }),
    'faq-setPublished': command<Listed<FaqRecord>>()({
      policy: write('faq'),
      input: faqPublishInput,
      attempt: 'publicar ou despublicar pergunta frequente',
      actions: { 'faq.publish': updated('Publicou pergunta frequente'), 'faq.unpublish': updated('Despublicou pergunta frequente') },
    }),
    'faq-delete': command<{ deleted: true }>()({
      policy: write('faq'),
      input: faqDeleteInput,
      attempt: 'excluir pergunta frequente',
      actions: { 'faq.delete': deleted('Excluiu pergunta frequente') },
    }),
    'faq-reorder': command<FaqState<Listed<FaqRecord>>>()({
      policy: write('faq'),
      input: faqReorderInput,
      attempt: 'reordenar as perguntas frequentes',
      actions: { 'faq.reorder': updated('Reordenou as perguntas frequentes') },
    }),
  },
});
