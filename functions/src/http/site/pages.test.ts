import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { PublicArticle, PublicFaqEntry, PublicTeamMember } from '@office/domain';
import { areasPage, articleListPage, articlePage, faqPage, teamPage, type SiteContext } from './pages';
import { robotsTxt, sitemapXml } from './sitemap';
import { atomFeed } from './feed';
import { STYLE_PATH } from './style';

const office: SiteContext['office'] = {
  name: 'Barbosa & Moreira Advogados',
  oabRegistration: 'OAB/SP 24.518',
  email: 'contato@exemplo.adv.br',
  phone: '+551132145678',
  address: { cep: '01310100', street: 'Avenida Paulista', number: '1578', complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
};
const ctx: SiteContext = { office, origin: 'https://www.exemplo.adv.br' };
const article: PublicArticle = {
  slug: 'guarda-compartilhada',
  title: 'Guarda "compartilhada" <hoje>',
  summary: 'Como funciona & quando cabe.',
  tags: ['família'],
  authorName: 'Rafael Moreira',
  publishedAt: '2026-11-20T13:00:00.000Z',
  updatedAt: '2026-11-25T13:00:00.000Z',
  readingMinutes: 3,
  coverUrl: '/media/articles/art-1/cover-0123456789ab.jpg',
  thumbUrl: '/media/articles/art-1/thumb-0123456789ab.jpg',
  coverAlt: 'Duas mãos',
  body: 'x',
  bodyHtml: '<p><strong>texto</strong></p>',
};
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('the public site’s pages', () => {
  it('draws an article with escaped text, Open Graph, a Twitter card, canonical address and JSON-LD Article', () => {
    const html = articlePage(ctx, article);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<h1>Guarda &quot;compartilhada&quot; &lt;hoje&gt;</h1>');
    expect(html).not.toContain('<hoje>');
    expect(html).toContain('<link rel="canonical" href="https://www.exemplo.adv.br/artigos/guarda-compartilhada">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:image" content="https://www.exemplo.adv.br/media/articles/art-1/cover-0123456789ab.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="article:published_time" content="2026-11-20T13:00:00.000Z">');
    // Dates as Brazilians read them, in office time.
    expect(html).toContain('publicado em <time datetime="2026-11-20T13:00:00.000Z">20/11/2026</time>');
    expect(html).toContain('atualizado em <time datetime="2026-11-25T13:00:00.000Z">25/11/2026</time>');
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({ '@type': 'Article', headline: article.title, datePublished: article.publishedAt, dateModified: article.updatedAt });
    expect(ld!.image).toEqual(['https://www.exemplo.adv.br/media/articles/art-1/cover-0123456789ab.jpg']);
    // Images carry their size, so nothing moves when they arrive; the only stylesheet is the site's file.
    expect(html).toMatch(/<img class="cover" [^>]*width="1200" height="630"/);
    expect(html).toContain(`<link rel="stylesheet" href="${STYLE_PATH}">`);
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('keeps text that closes a script element inside the JSON-LD block', () => {
    const html = articlePage(ctx, { ...article, title: 'a</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(html)[0]!.headline).toBe('a</script><script>alert(1)</script>');
  });

  it('names no absolute address when the site’s address is not configured', () => {
    const html = articlePage({ office, origin: null }, article);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  it('links every page to the privacy notice and the removal form, and names the society with its OAB registration', () => {
    for (const html of [articleListPage(ctx, [article], null, false), faqPage(ctx, []), teamPage(ctx, []), areasPage(ctx, [], [])]) {
      expect(html).toContain('<a href="/privacidade">Aviso de privacidade</a>');
      expect(html).toContain('<a href="/remocao">Pedido de remoção de dados</a>');
      expect(html).toContain('Sociedade de advogados OAB/SP 24.518');
      expect(html).toContain('CEP 01310-100');
      expect(html).toContain('(11) 3214-5678');
    }
  });

  it('leaves out what the office has not filled in yet', () => {
    const blank = { ...office, email: '', phone: '', address: { ...office.address, street: '', cep: '' } };
    const html = teamPage({ office: blank, origin: null }, []);
    expect(html).not.toContain('CEP');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('tel:');
    expect(html).toContain('<a href="/privacidade">Aviso de privacidade</a>');
  });

  it('pages the article list and keeps later pages out of search engines', () => {
    const first = articleListPage(ctx, [article], 'abc_1', false);
    expect(first).toContain('<a href="/artigos?depois=abc_1" rel="next">Artigos anteriores</a>');
    expect(first).toMatch(/<img class="thumb" [^>]*width="400" height="210"/);
    expect(first).not.toContain('noindex');
    const later = articleListPage(ctx, [article], null, true);
    expect(later).toContain('<meta name="robots" content="noindex">');
    expect(later).not.toContain('rel="canonical"');
  });

  it('draws the FAQ by category with JSON-LD FAQPage', () => {
    const entries: PublicFaqEntry[] = [
      { id: 'f1', question: 'Quanto custa?', category: 'Honorários', answer: 'x', answerHtml: '<p>Depende.</p>', updatedAt: '2026-11-01T00:00:00.000Z' },
      { id: 'f2', question: 'Atendem online?', category: 'Atendimento', answer: 'x', answerHtml: '<p>Sim.</p>', updatedAt: '2026-11-01T00:00:00.000Z' },
    ];
    const html = faqPage(ctx, entries);
    expect(html.indexOf('<h2>Honorários</h2>')).toBeLessThan(html.indexOf('<h2>Atendimento</h2>'));
    expect(html).toContain('<summary>Quanto custa?</summary>');
    expect(jsonLdOf(html)[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Quanto custa?', acceptedAnswer: { '@type': 'Answer', text: '<p>Depende.</p>' } },
        { '@type': 'Question', name: 'Atendem online?', acceptedAnswer: { '@type': 'Answer', text: '<p>Sim.</p>' } },
      ],
    });
  });

  it('shows each member’s inscriptions and, on the areas page, who works in each area', () => {
    const member: PublicTeamMember = {
      id: 'eqp-1',
      name: 'Helena Barbosa',
      role: 'socio',
      title: '',
      oab: ['OAB/SP nº 123.456', 'OAB/RJ nº 98.765 (suplementar)'],
      areas: ['direito de família'],
      bio: 'Atua desde 2005.',
      photoUrl: '/media/office/eqp-1/photo-0123456789ab.jpg',
    };
    const team = teamPage(ctx, [member]);
    expect(team).toContain('OAB/SP nº 123.456 · OAB/RJ nº 98.765 (suplementar)');
    expect(team).toContain('<p class="meta">Sócio(a)</p>');
    expect(team).toMatch(/<img class="photo" [^>]*width="480" height="480"/);
    const areas = areasPage(ctx, [{ name: 'Direito de Família', description: 'Divórcio & guarda.' }], [member]);
    expect(areas).toContain('<h2>Direito de Família</h2>');
    expect(areas).toContain('Divórcio &amp; guarda.');
    expect(areas).toContain('Quem atua: Helena Barbosa');
  });
});

describe('the feed, the sitemap and robots.txt', () => {
  it('name the same addresses as the pages', () => {
    const feed = atomFeed(ctx.origin!, office.name, [article]);
    const map = sitemapXml(ctx.origin!, [article], { '/artigos': article.updatedAt });
    const page = articlePage(ctx, article);
    const address = 'https://www.exemplo.adv.br/artigos/guarda-compartilhada';
    expect(feed).toContain(`<link href="${address}"/>`);
    expect(map).toContain(`<url><loc>${address}</loc><lastmod>${article.updatedAt}</lastmod></url>`);
    expect(page).toContain(`<link rel="canonical" href="${address}">`);
    for (const path of ['/artigos', '/areas', '/equipe', '/perguntas-frequentes']) expect(map).toContain(`<loc>https://www.exemplo.adv.br${path}</loc>`);
  });

  it('the feed sends titles, summaries and tags as plain text, and the content as the article’s safe HTML', () => {
    const hostile: PublicArticle = {
      ...article,
      title: 'Custas & honorários <script>alert(1)</script> ]]> fim',
      summary: 'Resumo <b>em negrito</b> & <img src=x onerror=alert(1)>',
      tags: ['família & sucessões'],
      authorName: 'Rafael <Moreira>',
    };
    const feed = atomFeed(ctx.origin!, 'Barbosa & <Moreira>', [hostile]);
    expect(feed).not.toMatch(/<script|<b>|<img|<Moreira>/);
    // Parsed back as XML (a malformed document throws), each text reads exactly as it was written.
    const doc = new JSDOM(feed, { contentType: 'application/xml' }).window.document;
    const only = (parent: Element | Document, tag: string) => {
      const found = [...parent.getElementsByTagName(tag)].filter((e) => e.parentNode === parent || parent.nodeType === 9);
      expect(found, tag).toHaveLength(1);
      return found[0]!;
    };
    const entry = only(doc, 'entry');
    for (const [tag, text] of [
      ['title', hostile.title],
      ['summary', hostile.summary],
    ] as const) {
      expect(only(entry, tag).getAttribute('type'), tag).toBe('text');
      expect(only(entry, tag).textContent, tag).toBe(text);
    }
    expect(only(entry, 'content').getAttribute('type')).toBe('html');
    expect(only(entry, 'content').textContent).toBe(hostile.bodyHtml);
    expect(only(only(entry, 'author'), 'name').textContent).toBe('Rafael <Moreira>');
    expect(only(entry, 'category').getAttribute('term')).toBe('família & sucessões');
    expect(only(doc.documentElement, 'title').textContent).toBe('Barbosa & <Moreira>: artigos');
  });

  it('robots.txt opens the site, closes the app and points at the sitemap', () => {
    const robots = robotsTxt(ctx.origin);
    expect(robots).toContain('Allow: /artigos\n');
    expect(robots).toContain('Disallow: /\n');
    expect(robots).toContain('Sitemap: https://www.exemplo.adv.br/sitemap.xml');
    expect(robotsTxt(null)).not.toContain('Sitemap:');
  });
});
