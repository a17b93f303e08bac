import { describe, expect, it } from 'vitest';
import type { PublicArticleSummary, PublicTeamMember } from '@office/domain';
import { contactPage, contactSentPage, homePage, initials } from './home';
import type { SiteContext } from './pages';
import { robotsTxt, sitemapXml } from './sitemap';

const ctx: SiteContext = {
  office: {
    name: 'Barbosa & Moreira Advogados',
    oabRegistration: 'OAB/SP 24.518',
    email: 'contato@exemplo.adv.br',
    phone: '+551132145678',
    address: { cep: '01310100', street: 'Avenida Paulista', number: '1578', complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  },
  origin: 'https://www.exemplo.adv.br',
};
const member = (over: Partial<PublicTeamMember>): PublicTeamMember => ({
  id: 'eqp-1',
  name: 'Helena Barbosa',
  role: 'socio',
  title: '',
  oab: ['OAB/SP nº 123.456'],
  areas: [],
  bio: '',
  photoUrl: null,
  ...over,
});
const article: PublicArticleSummary = {
  slug: 'guarda',
  title: 'Guarda <compartilhada>',
  summary: 'Como funciona.',
  tags: [],
  authorName: 'Rafael Moreira',
  publishedAt: '2026-11-20T13:00:00.000Z',
  updatedAt: '2026-11-20T13:00:00.000Z',
  readingMinutes: 3,
  coverUrl: null,
  thumbUrl: null,
  coverAlt: null,
};

describe('the public home', () => {
  it('shows the office, its areas, its team with photos or initials, the latest articles and the form', () => {
    const html = homePage(ctx, {
      areas: [
        { name: 'Direito de Família', description: 'Divórcio & guarda.' },
        { name: 'Direito do Trabalho', description: '' },
      ],
      members: [
        member({}),
        member({ id: 'eqp-2', name: 'Rafael dos Santos Moreira', role: 'advogado', photoUrl: '/media/office/eqp-2/photo-0123456789ab.jpg' }),
      ],
      articles: [article],
    });
    expect(html).toContain('<h1>Barbosa &amp; Moreira Advogados</h1>');
    expect(html).toContain('Advocacia em Direito de Família e Direito do Trabalho.');
    expect(html).toContain('<h3>Direito de Família</h3><p>Divórcio &amp; guarda.</p>');
    expect(html).toContain('<span class="face initials" aria-hidden="true">HB</span>');
    expect(html).toMatch(/<img class="face" src="\/media\/office\/eqp-2\/photo-0123456789ab.jpg" alt="" width="480" height="480"/);
    expect(html).toContain('<a href="/artigos/guarda">Guarda &lt;compartilhada&gt;</a>');
    expect(html).toContain('<form class="contact" method="post" action="/escritorio/contato">');
    expect(html).toContain('<option value="Direito do Trabalho">');
    expect(html).toContain('CEP <span class="nowrap">01310-100</span>');
    expect(html).toContain('"@type":"LegalService"');
    expect(html).toContain('<link rel="canonical" href="https://www.exemplo.adv.br/escritorio">');
    // The brand leads home, the home is the current item alone, and the staff's way in is there.
    expect(html).toContain('<a class="brand" href="/escritorio">');
    expect(html).toContain('<a href="/escritorio" aria-current="page">O escritório</a>');
    expect(html).toContain('<a href="/escritorio/contato">Contato</a>');
    expect(html).toContain('<a class="restricted" href="/auth/Login">Área restrita</a>');
  });

  it('leaves out the sections the office has not published', () => {
    const html = homePage(
      { ...ctx, office: { ...ctx.office, oabRegistration: '', address: { ...ctx.office.address, street: '' } } },
      { areas: [], members: [], articles: [] },
    );
    expect(html).not.toContain('areas-titulo');
    expect(html).not.toContain('equipe-titulo');
    expect(html).not.toContain('artigos-titulo');
    expect(html).not.toContain('Endereço');
    expect(html).toContain('contato-titulo');
  });

  it('draws the contact page, kept out of search engines when it carries a refusal, and the thank-you page', () => {
    const page = contactPage(ctx, []);
    expect(page).toContain('<a href="/escritorio/contato" aria-current="page">Contato</a>');
    expect(page).not.toContain('aria-current="page">O escritório');
    expect(page).not.toContain('noindex');
    expect(contactPage(ctx, [], { values: {}, errors: { _: 'Tente mais tarde.' } })).toContain('<meta name="robots" content="noindex">');
    const sent = contactSentPage(ctx);
    expect(sent).toContain('<h1>Mensagem recebida</h1>');
    expect(sent).toContain('<meta name="robots" content="noindex">');
  });

  it('is in the sitemap and open to crawlers', () => {
    expect(sitemapXml(ctx.origin!, [], {})).toContain('<loc>https://www.exemplo.adv.br/escritorio</loc>');
    expect(robotsTxt(ctx.origin)).toContain('Allow: /escritorio\n');
  });

  it('makes initials from the first and last names, without "da", "de", "dos", "e"', () => {
    expect(initials('Helena Barbosa')).toBe('HB');
    expect(initials('Rafael dos Santos Moreira')).toBe('RM');
    expect(initials('maria da silva e souza')).toBe('MS');
    expect(initials('Lucas')).toBe('L');
  });
});
