/** Publicações: the articles of the public site. */
import { admin, asAdmin, run } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

/** A draft with an address of its own (each call makes one). */
function sampleArticle() {
  return {
    title: `Artigo da matriz ${run} ${Math.random().toString(36).slice(2, 8)}`,
    slug: '',
    summary: 'Resumo do artigo da matriz.',
    body: 'Texto.',
    tags: [],
    authorId: admin.uid,
    status: 'rascunho',
    publishAt: null,
  };
}
async function adminArticle(): Promise<{ id: string; expectedVersion: number }> {
  const created = await asAdmin<{ id: string; version: number }>('articles-create', { article: sampleArticle() });
  return { id: created.id, expectedVersion: created.version };
}

export default {
  'articles-get': { section: 'articles', input: async () => ({ id: 'art-001' }), expect: SECTION_READ },
  'articles-create': { section: 'articles', input: async () => ({ article: sampleArticle() }), expect: SECTION_WRITE },
  'articles-update': { section: 'articles', input: async () => ({ ...(await adminArticle()), article: sampleArticle() }), expect: SECTION_WRITE },
  'articles-delete': { section: 'articles', input: adminArticle, expect: SECTION_WRITE },
  'articles-setCover': { section: 'articles', input: async () => ({ ...(await adminArticle()), sourcePath: null, alt: '' }), expect: SECTION_WRITE },
} satisfies GroupRows<'articles'>;
