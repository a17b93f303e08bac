/** Perguntas Frequentes. */
import { asAdmin, run } from '../../support/access-callers';
import { SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

function sampleFaq() {
  return { question: `Pergunta da matriz ${run}?`, answer: 'Resposta da matriz.', category: 'Matriz', published: false };
}
/** A fresh FAQ entry made by the administrator. */
async function adminFaq(): Promise<{ id: string; expectedVersion: number }> {
  const created = await asAdmin<{ id: string; version: number }>('faq-create', { entry: sampleFaq() });
  return { id: created.id, expectedVersion: created.version };
}

export default {
  'faq-create': { section: 'faq', input: async () => ({ entry: sampleFaq() }), expect: SECTION_WRITE },
  'faq-update': {
    section: 'faq',
    input: async () => ({ ...(await adminFaq()), entry: { ...sampleFaq(), question: 'Pergunta da matriz, editada?' } }),
    expect: SECTION_WRITE,
  },
  'faq-setPublished': { section: 'faq', input: async () => ({ ...(await adminFaq()), published: true }), expect: SECTION_WRITE },
  'faq-delete': { section: 'faq', input: adminFaq, expect: SECTION_WRITE },
  'faq-reorder': {
    section: 'faq',
    input: async () => {
      const faq = await asAdmin<{ entries: { id: string }[]; orderVersion: number }>('faq-list', {});
      return { ids: faq.entries.map((e) => e.id).reverse(), expectedOrderVersion: faq.orderVersion };
    },
    expect: SECTION_WRITE,
  },
} satisfies GroupRows<'faq'>;
