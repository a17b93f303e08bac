import '../platform/firebase';
import { createHash } from 'node:crypto';
import { Feed } from 'feed';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { COLLECTIONS, OFFICE_PROFILE_ID, renderMarkdown, type ArticleRecord, type Listed } from '@office/domain';
import { stores } from '../store/open-stores';
import { typedStores } from '../store/typed';
import { toListed } from '../platform/pages';
import { visibleArticles } from '../platform/public-articles';
import { appOrigin, notModified } from './conditional';

/** Entries in the feed: readers poll it, they do not page it. */
export const FEED_ENTRIES = 20;

/**
 * Where the office's public site shows an article. OFFICE_SITE_URL is that site (the SPA itself has no public
 * article pages); without it, the address the request came through.
 */
function siteUrl(req: Request): string {
  return (process.env.OFFICE_SITE_URL ?? appOrigin(req) ?? 'http://localhost').replace(/\/+$/, '');
}

/** The Atom 1.0 document (RFC 4287) of the latest published articles; content is the safe HTML of the text. */
export function atomFeed(site: string, officeName: string, articles: Listed<ArticleRecord>[]): string {
  const feed = new Feed({
    title: `${officeName}: artigos`,
    description: `Artigos publicados por ${officeName}.`,
    id: `${site}/artigos`,
    link: `${site}/artigos`,
    language: 'pt-BR',
    copyright: `© ${officeName}`,
    updated: new Date(articles.reduce((latest, a) => (a.editedAt > latest ? a.editedAt : latest), articles[0]?.publishedAt ?? '2000-01-01T00:00:00.000Z')),
    feedLinks: { atom: `${site}/artigos/feed.atom` },
    generator: officeName,
  });
  for (const a of articles) {
    feed.addItem({
      title: a.title,
      id: `${site}/artigos/${a.slug}`,
      link: `${site}/artigos/${a.slug}`,
      description: a.summary,
      content: renderMarkdown(a.body),
      author: [{ name: a.authorName }],
      date: new Date(a.editedAt > (a.publishedAt ?? '') ? a.editedAt : (a.publishedAt ?? a.editedAt)),
      published: new Date(a.publishedAt ?? a.editedAt),
      category: a.tags.map((t) => ({ name: t })),
      ...(a.cover ? { image: `${site}/media/${a.cover.path}` } : {}),
    });
  }
  return feed.atom1();
}

async function serve(req: Request, res: Response): Promise<void> {
  const store = typedStores(await stores()).documents;
  const [page, office] = await Promise.all([visibleArticles(store, { limit: FEED_ENTRIES }), store.get(COLLECTIONS.office, OFFICE_PROFILE_ID)]);
  const body = atomFeed(
    siteUrl(req),
    office?.data.name ?? 'Escritório',
    page.docs.map((d) => toListed(d)),
  );
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  // Public and shared: readers and the CDN may keep it five minutes, then revalidate with the ETag.
  res.set('ETag', etag).set('Cache-Control', 'public, max-age=300, s-maxage=600');
  if (notModified(req, etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).set('Content-Type', 'application/atom+xml; charset=utf-8').set('X-Content-Type-Options', 'nosniff').send(body);
}

/** /artigos/feed.atom: the office's published articles for feed readers (scheduled ones from their time on). */
export const articlesFeed = onRequest({ cors: true, timeoutSeconds: 30 }, async (req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').set('Content-Type', 'text/plain; charset=utf-8').send('Use GET para ler o feed.');
      return;
    }
    await serve(req, res);
  } catch (error) {
    console.error('articlesFeed', error);
    res.status(500).set('Content-Type', 'text/plain; charset=utf-8').send('Não foi possível montar o feed agora. Tente de novo em alguns minutos.');
  }
});
