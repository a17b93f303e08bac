/** Perguntas Frequentes. */
import { command, created, deleted, none, query, read, slice, updated, write } from './define';
import { faqCreateInput, faqDeleteInput, faqPublishInput, type FaqRecord, faqReorderInput, type FaqState, faqUpdateInput, FAQ_FIELD_LABELS } from '../faq';
import { type Listed } from '../lists';

export const faqSlice = slice({
  fieldWords: { section: 'faq', labels: FAQ_FIELD_LABELS },
  operations: {
    'faq-list': query<FaqState<Listed<FaqRecord>>>()(read('faq'), none),
    'faq-create': command<Listed<FaqRecord>>()(write('faq'), faqCreateInput, 'criar pergunta frequente', { 'faq.create': created('Criou pergunta frequente') }),
    'faq-update': command<Listed<FaqRecord>>()(write('faq'), faqUpdateInput, 'editar pergunta frequente', {
      'faq.update': updated('Editou pergunta frequente'),
    }),
    'faq-setPublished': command<Listed<FaqRecord>>()(write('faq'), faqPublishInput, 'publicar ou despublicar pergunta frequente', {
      'faq.publish': updated('Publicou pergunta frequente'),
      'faq.unpublish': updated('Despublicou pergunta frequente'),
    }),
    'faq-delete': command<{ deleted: true }>()(write('faq'), faqDeleteInput, 'excluir pergunta frequente', {
      'faq.delete': deleted('Excluiu pergunta frequente'),
    }),
    'faq-reorder': command<FaqState<Listed<FaqRecord>>>()(write('faq'), faqReorderInput, 'reordenar as perguntas frequentes', {
      'faq.reorder': updated('Reordenou as perguntas frequentes'),
    }),
  },
});
