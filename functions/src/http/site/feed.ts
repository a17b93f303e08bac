import { Feed } from 'feed';
import type { PublicArticle } from '@office/domain';

/** Entries in the feed: readers poll it, they do not page it. */
export const FEED_ENTRIES = 20;

/** The Atom 1.0 document (RFC 4287) of the latest published articles; content is the safe HTML of the text. */
export function atomFeed(site: string, officeName: string, articles: PublicArticle[]): string {
  const feed = new Feed({
    title: `${officeName}: artigos`,
    description: `Artigos publicados por ${officeName}.`,
    id: `${site}/artigos`,
    link: `${site}/artigos`,
    language: 'pt-BR',
    copyright: `© ${officeName}`,
    updated: new Date(articles.reduce((latest, a) => (a.updatedAt > latest ? a.updatedAt : latest), articles[0]?.publishedAt ?? '2000-01-01T00:00:00.000Z')),
    feedLinks: { atom: `${site}/artigos/feed.atom` },
    generator: officeName,
  });
  for (const a of articles) {
    feed.addItem({
      title: a.title,
      id: `${site}/artigos/${a.slug}`,
      link: `${site}/artigos/${a.slug}`,
      description: a.summary,
      content: a.bodyHtml,
      author: [{ name: a.authorName }],
      date: new Date(a.updatedAt > a.publishedAt ? a.updatedAt : a.publishedAt),
      published: new Date(a.publishedAt),
      category: a.tags.map((t) => ({ name: t })),
      ...(a.coverUrl ? { image: `${site}${a.coverUrl}` } : {}),
    });
  }
  return feed.atom1();
}
