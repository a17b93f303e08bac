import { escapeHtml as esc } from '@office/domain';
import { SITE_SECTIONS } from './layout';

/** The sitemap (sitemaps.org protocol 0.9): the site's sections and every published article, with when each changed. */
export function sitemapXml(origin: string, articles: { slug: string; updatedAt: string }[], sectionsChangedAt: Partial<Record<string, string>>): string {
  const urls = [
    ...SITE_SECTIONS.map((s) => ({ loc: `${origin}${s.path}`, lastmod: sectionsChangedAt[s.path] })),
    ...articles.map((a) => ({ loc: `${origin}/artigos/${a.slug}`, lastmod: a.updatedAt })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `<url><loc>${esc(u.loc)}</loc>${u.lastmod ? `<lastmod>${esc(u.lastmod)}</lastmod>` : ''}</url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: the public site is open to crawlers; the staff app's addresses, the API and the private files
 * are not for them (they need a sign-in anyway, and crawling them only spends the rate limits).
 */
export function robotsTxt(origin: string | null): string {
  const site = SITE_SECTIONS.map((s) => `Allow: ${s.path}`);
  return [
    'User-agent: *',
    ...site,
    'Allow: /media/',
    'Allow: /site/',
    'Allow: /privacidade',
    'Allow: /remocao',
    'Disallow: /',
    origin ? `\nSitemap: ${origin}/sitemap.xml` : '',
    '',
  ].join('\n');
}
