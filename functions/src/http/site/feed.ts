import { escapeHtml, type PublicArticle } from '@office/domain';

/** Entries in the feed: readers poll it, they do not page it. */
export const FEED_ENTRIES = 20;

/** What XML 1.0 cannot hold at all (controls other than tab and line breaks, U+FFFE/U+FFFF, lone surrogates). */
// eslint-disable-next-line no-control-regex -- dropping the controls XML refuses is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as XML character data or an attribute's value: markup characters escaped, nothing read as a tag. */
const xml = (text: string) => escapeHtml(text.replace(NOT_XML, ''));

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

function cover(site: string, path: string): string {
  const type = IMAGE_TYPES[path.split('.').pop()?.toLowerCase() ?? ''];
  return `<link rel="enclosure" href="${xml(site + path)}"${type ? ` type="${type}"` : ''}/>`;
}

/**
 * The Atom 1.0 document (RFC 4287) of the latest published articles. Titles, summaries and names are plain text
 * (`type="text"`, escaped): a reader shows "<script>" in a title as those characters, never as markup. The
 * content is the article's safe HTML (the Markdown renderer's output), as `type="html"`, escaped like any text.
 * Written here rather than with the `feed` package, which sends titles and summaries as HTML and leaves "&" in a
 * category unescaped.
 */
export function atomFeed(site: string, officeName: string, articles: PublicArticle[]): string {
  const updated = articles.reduce((latest, a) => (a.updatedAt > latest ? a.updatedAt : latest), articles[0]?.publishedAt ?? '2000-01-01T00:00:00.000Z');
  const entries = articles.map((a) => {
    const address = xml(`${site}/artigos/${a.slug}`);
    return [
      '  <entry>',
      `    <title type="text">${xml(a.title)}</title>`,
      `    <id>${address}</id>`,
      `    <link href="${address}"/>`,
      ...(a.coverUrl ? [`    ${cover(site, a.coverUrl)}`] : []),
      `    <updated>${new Date(a.updatedAt > a.publishedAt ? a.updatedAt : a.publishedAt).toISOString()}</updated>`,
      `    <published>${new Date(a.publishedAt).toISOString()}</published>`,
      `    <summary type="text">${xml(a.summary)}</summary>`,
      `    <content type="html">${xml(a.bodyHtml)}</content>`,
      `    <author><name>${xml(a.authorName)}</name></author>`,
      ...a.tags.map((t) => `    <category term="${xml(t)}"/>`),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">',
    `  <id>${xml(`${site}/artigos`)}</id>`,
    `  <title type="text">${xml(`${officeName}: artigos`)}</title>`,
    `  <subtitle type="text">${xml(`Artigos publicados por ${officeName}.`)}</subtitle>`,
    `  <updated>${new Date(updated).toISOString()}</updated>`,
    `  <generator>${xml(officeName)}</generator>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${site}/artigos`)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${site}/artigos/feed.atom`)}"/>`,
    `  <rights type="text">${xml(`© ${officeName}`)}</rights>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
