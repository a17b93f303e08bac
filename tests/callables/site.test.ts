/**
 * The office's public site over HTTP, through Hosting's rewrites and the `site` function: each page's status,
 * content, meta tags and cache headers; drafts and scheduled articles never shown before their time; the feed,
 * the sitemap and the pages naming the same addresses.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  type ArticleRecord,
  type FaqRecord,
  type Listed,
  type TeamMemberRecord,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';
import { ARTICLES_PER_PAGE } from '../../functions/src/http/site/pages';

const SITE = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/site`;
const HOSTING = `http://127.0.0.1:${EMULATOR_PORTS.hosting}`;
/** The site's address as the emulators configure it (APP_ORIGIN): what canonical links, the feed and the sitemap name. */
const ORIGIN = HOSTING;
const writer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const run = Date.now().toString(36);
let token: string;
let stores: Stores;

beforeAll(async () => {
  token = await signIn(writer.email, writer.password);
  stores = await testStores();
});

async function create(over: Record<string, unknown>): Promise<Listed<ArticleRecord>> {
  const res = await callFn<Listed<ArticleRecord>>(
    'articles-create',
    {
      article: {
        title: `Usucapião extrajudicial ${run}`,
        slug: '',
        summary: 'O caminho do cartório para a usucapião.',
        body: 'A usucapião pode ser pedida no cartório (Lei 6.015/1973, art. 216-A).',
        tags: ['Imobiliário'],
        authorId: writer.uid,
        status: 'publicado',
        publishAt: null,
        ...over,
      },
    },
    token,
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.error));
  return res.result!;
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${SITE}${path}`, { headers });

describe('the public site', () => {
  it('serves an article with its meta tags, JSON-LD and cache headers, and answers 304 to a revalidation', async () => {
    const article = await create({ title: `Usucapião extrajudicial ${run}` });
    const res = await get(`/artigos/${article.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
    const html = await res.text();
    expect(html).toContain(`<h1>Usucapião extrajudicial ${run}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/artigos/${article.slug}">`);
    expect(html).toContain(`<meta property="og:title" content="Usucapião extrajudicial ${run}">`);
    expect(html).toContain('<meta property="og:description" content="O caminho do cartório para a usucapião.">');
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('art. 216-A');
    const etag = res.headers.get('etag')!;
    expect((await get(`/artigos/${article.slug}`, { 'if-none-match': etag })).status).toBe(304);
  });

  it('never shows a draft or a scheduled article before its time, in the pages, the feed or the sitemap', async () => {
    const draft = await create({ title: `Rascunho do site ${run}`, status: 'rascunho' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await create({ title: `Agendado do site ${run}`, status: 'agendado', publishAt: tomorrow });
    const hidden = async (slug: string) => {
      const page = await get(`/artigos/${slug}`);
      expect(page.status).toBe(404);
      expect(page.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
      expect(await page.text()).toContain('<h1>Página não encontrada</h1>');
      for (const path of ['/artigos', '/artigos/feed.atom', '/sitemap.xml']) expect(await (await get(path)).text(), path).not.toContain(slug);
    };
    await hidden(draft.slug);
    await hidden(scheduled.slug);

    // Its time comes (the stored instant passes, as the clock would move): it shows everywhere at once.
    const stored = (await stores.documents.get(COLLECTIONS.articles, scheduled.id))!;
    await stores.documents.update(COLLECTIONS.articles, scheduled.id, stored.version, { publishedAt: new Date(Date.now() - 1000).toISOString() });
    expect((await get(`/artigos/${scheduled.slug}`)).status).toBe(200);
    expect(await (await get('/artigos')).text()).toContain(`href="/artigos/${scheduled.slug}"`);
    expect(await (await get('/artigos/feed.atom')).text()).toContain(`<link href="${ORIGIN}/artigos/${scheduled.slug}"/>`);
    expect(await (await get('/sitemap.xml')).text()).toContain(`<loc>${ORIGIN}/artigos/${scheduled.slug}</loc>`);

    // Unpublished again (back to draft): gone from the page and the list.
    const current = (await callFn<Listed<ArticleRecord>>('articles-get', { id: scheduled.id }, token)).result!;
    const back = await callFn(
      'articles-update',
      {
        id: current.id,
        expectedVersion: current.version,
        article: {
          title: current.title,
          slug: current.slug,
          summary: current.summary,
          body: current.body,
          tags: current.tags,
          authorId: current.authorId,
          status: 'rascunho',
          publishAt: null,
        },
      },
      token,
    );
    expect(back.status).toBe(200);
    await hidden(scheduled.slug);
  });

  it('pages the article list with links that work, and answers a made-up page address with 404', async () => {
    const first = await (await get('/artigos')).text();
    expect(first).toContain('<h1>Artigos</h1>');
    const visible = await stores.documents.count(COLLECTIONS.articles, [
      { field: 'public', op: '==', value: true },
      { field: 'publishedAt', op: '<=', value: new Date().toISOString() },
    ]);
    const slugsOf = (html: string) => [...html.matchAll(/<h2><a href="\/artigos\/([a-z0-9-]+)">/g)].map((m) => m[1]);
    expect(slugsOf(first)).toHaveLength(Math.min(visible, ARTICLES_PER_PAGE));
    const next = /href="\/artigos\?depois=([^"]+)" rel="next"/.exec(first)?.[1];
    expect(Boolean(next)).toBe(visible > ARTICLES_PER_PAGE);
    if (next) {
      const second = await get(`/artigos?depois=${next}`);
      expect(second.status).toBe(200);
      const html = await second.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(slugsOf(html).some((slug) => slugsOf(first).includes(slug))).toBe(false);
    }
    expect((await get('/artigos?depois=bm90LWEtY3Vyc29y')).status).toBe(404);
    // A parameter a page does not read is redirected away (each one would pass the CDN's cache), costing no read.
    for (const [asked, clean] of [
      ['/equipe?utm_source=boletim', '/equipe'],
      ['/artigos?depois=abc&ref=x', '/artigos?depois=abc'],
      ['/artigos?depois=', '/artigos'],
    ]) {
      const moved = await fetch(`${SITE}${asked}`, { redirect: 'manual' });
      expect([moved.status, moved.headers.get('location')], asked).toEqual([301, clean]);
    }
    expect((await get('/artigos/Nao_E_Slug')).status).toBe(404);
  });

  it('serves the FAQ, the team and the areas from the published records only', async () => {
    const faq = await get('/perguntas-frequentes');
    expect(faq.status).toBe(200);
    const faqHtml = await faq.text();
    expect(faqHtml).toContain('"@type":"FAQPage"');
    const unpublished = (await stores.documents.list(COLLECTIONS.faq, { where: [{ field: 'published', op: '==', value: false }], limit: 1 })).docs[0];
    if (unpublished) expect(faqHtml).not.toContain((unpublished.data as unknown as FaqRecord).question.replace(/&/g, '&amp;'));

    const team = await (await get('/equipe')).text();
    const members = (await stores.documents.list(COLLECTIONS.team, { limit: 100 })).docs;
    for (const { data } of members) {
      const m = data as unknown as TeamMemberRecord;
      if (m.published) expect(team, m.name).toContain(`<h2>${m.name}</h2>`);
      else expect(team, m.name).not.toContain(m.name);
    }
    expect(team).toMatch(/OAB\/[A-Z]{2} nº [\d.]+/);

    const areas = await (await get('/areas')).text();
    expect(areas).toContain('<h1>Áreas de atuação</h1>');
    const stored = (await stores.documents.get(COLLECTIONS.settings, 'practiceAreas'))?.data as { areas: { name: string }[] } | undefined;
    for (const a of stored?.areas ?? []) expect(areas).toContain(`<h2>${a.name}</h2>`);
  });

  it('serves robots.txt, the sitemap and the stylesheet with the right types', async () => {
    // The Functions emulator answers any path ending in "/robots.txt" or "/robots.txt/" itself with a 404
    // (firebase-tools' functionsEmulatorRuntime); "/robots.txt//" passes it by, and the function reads it as
    // "/robots.txt". Deployed, Hosting sends "/robots.txt" to the function as it is.
    const robots = await get('/robots.txt//');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const map = await get('/sitemap.xml');
    expect(map.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await map.text()).toContain(`<loc>${ORIGIN}/perguntas-frequentes</loc>`);
    const css = /<link rel="stylesheet" href="([^"]+)">/.exec(await (await get('/equipe')).text())![1]!;
    const style = await get(css);
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(style.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${SITE}/artigos`, { method: 'POST' })).status).toBe(405);
  });

  it('is reached through Hosting at its own paths, while / stays the staff app', async () => {
    for (const path of ['/artigos', '/perguntas-frequentes', '/equipe', '/areas']) {
      const res = await fetch(`${HOSTING}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<a href="/privacidade">Aviso de privacidade</a>');
      // Hosting's own headers still apply to the function's pages.
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
    }
    expect(await (await fetch(`${HOSTING}/sitemap.xml`)).text()).toContain('<urlset');
    expect(await (await fetch(`${HOSTING}/`)).text()).toContain('<div id="root">');
  });
});
