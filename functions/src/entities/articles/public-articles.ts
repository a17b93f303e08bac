import {
  COLLECTIONS,
  effectiveStatus,
  mediaUrl,
  renderMarkdown,
  type ArticleRecord,
  type Listed,
  type PublicArticle,
  type PublicArticleSummary,
} from '@office/domain';
import type { StoredDoc } from '../../store/port';
import type { TypedDocumentStore } from '../../store/typed';
import { toListed } from '../../platform/pages';

/** An article the public may read now: not a draft, and its time has come. */
export function isVisible(a: Pick<ArticleRecord, 'status' | 'publishedAt'>, now = new Date().toISOString()): boolean {
  return effectiveStatus(a, now) === 'publicado';
}

export function publicSummary(a: Listed<ArticleRecord>): PublicArticleSummary {
  return {
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    tags: a.tags,
    authorName: a.authorName,
    publishedAt: a.publishedAt ?? a.createdAt,
    updatedAt: a.editedAt,
    readingMinutes: a.readingMinutes,
    coverUrl: a.cover ? mediaUrl(a.cover.path) : null,
    thumbUrl: a.cover ? mediaUrl(a.cover.thumbPath) : null,
    coverAlt: a.cover?.alt ?? null,
  };
}

export function publicArticle(a: Listed<ArticleRecord>): PublicArticle {
  return { ...publicSummary(a), body: a.body, bodyHtml: renderMarkdown(a.body) };
}

/** One page of what the public may read, newest first (optionally one tag's). */
export async function visibleArticles(
  store: TypedDocumentStore,
  query: { limit: number; after?: string | null; tag?: string | null },
): Promise<{ docs: StoredDoc<ArticleRecord>[]; nextCursor: string | null }> {
  return store.list(COLLECTIONS.articles, {
    where: [
      { field: 'public', op: '==', value: true },
      { field: 'publishedAt', op: '<=', value: new Date().toISOString() },
      ...(query.tag ? [{ field: 'tags', op: 'array-contains' as const, value: query.tag }] : []),
    ],
    orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    limit: query.limit,
    after: query.after ?? null,
  });
}

/** The article at `slug` if the public may read it now, else null (a draft and a missing one look the same). */
export async function visibleBySlug(store: TypedDocumentStore, slug: string): Promise<Listed<ArticleRecord> | null> {
  const pointer = await store.get(COLLECTIONS.articleSlugs, slug);
  const doc = pointer ? await store.get(COLLECTIONS.articles, pointer.data.articleId) : null;
  return doc && doc.data.slug === slug && isVisible(doc.data) ? toListed(doc) : null;
}
